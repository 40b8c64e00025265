package org.lnetscope.render;

import org.lnetscope.render.router.Shape.Tone;

/**
 * The colours of LNet Scope's pictures as 0xRRGGBB, one source for the SWT views and the SVG
 * export: credit states (positive, zero, negative), conn states, and the hues that match a queue
 * run with the kib_conn it pins.
 */
public final class Colors {

    public static final int TEXT = 0x20242a;
    public static final int MUTED = 0x6a737d;
    public static final int BACKGROUND = 0xfbfbfc;
    public static final int LANE = 0xf0f2f5;
    public static final int EDGE = 0x9aa4b1;
    public static final int COMPUTE_FILL = 0xe8f1fb;
    public static final int ROUTER_FILL = 0xfdf3e1;
    public static final int SERVER_FILL = 0xecf6ee;
    /** Outline of what the last step changed, and of what a tour stop talks about. */
    public static final int HIGHLIGHT = 0x1f6feb;
    /** A router box whose memory is nearly full, or filling with pinned conns. */
    public static final int ROUTER_FILL_WARN = 0xfde2b6;
    public static final int ROUTER_FILL_FULL = 0xf8c9c5;

    /** How many distinct hues before they repeat. */
    public static final int HUES = 12;

    private Colors() {
    }

    public static int tone(Tone tone) {
        return switch (tone) {
            case HEALTHY -> 0x2e9e5b;
            case EXHAUSTED -> 0xe09b1a;
            case NEGATIVE -> 0xd63a31;
            case PINNED -> 0xb01e3c;
            case CLOSING -> 0x8d6ec8;
            case NEUTRAL -> MUTED;
        };
    }

    /**
     * Hue number {@code index}: golden-angle steps keep neighbouring runs apart; -1 is the lane grey.
     * Light enough (value 0.97, saturation 0.30) that dark text stays readable on every hue (contrast at
     * least 7:1; the old 0.45/0.85 hues gave 4.1:1 for TEXT and 1.3:1 for the grey MUTED).
     */
    public static int hue(int index) {
        if (index < 0) {
            return LANE;
        }
        float h = ((index % HUES) * 137.508f) % 360f;
        return hsv(h, 0.30f, 0.97f);
    }

    /**
     * A router box's fill by its memory tone (FabricGraphBuilder: NEGATIVE at 90 % of RAM used,
     * EXHAUSTED while conns are pinned), so the router that is filling up stands out.
     */
    public static int routerFill(Tone tone) {
        return switch (tone) {
            case NEGATIVE, PINNED -> ROUTER_FILL_FULL;
            case EXHAUSTED -> ROUTER_FILL_WARN;
            default -> ROUTER_FILL;
        };
    }

    static int hsv(float hue, float saturation, float value) {
        float c = value * saturation;
        float x = c * (1 - Math.abs((hue / 60f) % 2 - 1));
        float m = value - c;
        float r;
        float g;
        float b;
        int sector = (int) (hue / 60f) % 6;
        switch (sector) {
            case 0 -> {
                r = c;
                g = x;
                b = 0;
            }
            case 1 -> {
                r = x;
                g = c;
                b = 0;
            }
            case 2 -> {
                r = 0;
                g = c;
                b = x;
            }
            case 3 -> {
                r = 0;
                g = x;
                b = c;
            }
            case 4 -> {
                r = x;
                g = 0;
                b = c;
            }
            default -> {
                r = c;
                g = 0;
                b = x;
            }
        }
        return (Math.round((r + m) * 255) << 16) | (Math.round((g + m) * 255) << 8) | Math.round((b + m) * 255);
    }

    public static String css(int rgb) {
        return String.format("#%06x", rgb & 0xffffff);
    }
}
