package org.lnetscope.ui.router;

import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.RGB;
import org.lnetscope.ui.router.Shape.Tone;

/**
 * Colours shared by the LNet Scope views: credit states (positive, zero, negative) and conn states,
 * plus a run of distinguishable hues for matching a queue run with its kib_conn. SWT 3.135 colours
 * need no disposal.
 */
public final class Palette {

    public static final Color TEXT = new Color(new RGB(0x20, 0x24, 0x2a));
    public static final Color MUTED = new Color(new RGB(0x6a, 0x73, 0x7d));
    public static final Color BACKGROUND = new Color(new RGB(0xfb, 0xfb, 0xfc));
    public static final Color LANE = new Color(new RGB(0xf0, 0xf2, 0xf5));
    public static final Color EDGE = new Color(new RGB(0x9a, 0xa4, 0xb1));

    private static final Color HEALTHY = new Color(new RGB(0x2e, 0x9e, 0x5b));
    private static final Color EXHAUSTED = new Color(new RGB(0xe0, 0x9b, 0x1a));
    private static final Color NEGATIVE = new Color(new RGB(0xd6, 0x3a, 0x31));
    private static final Color PINNED = new Color(new RGB(0xb0, 0x1e, 0x3c));
    private static final Color CLOSING = new Color(new RGB(0x8d, 0x6e, 0xc8));

    private static final Color[] HUES = new Color[12];

    static {
        for (int i = 0; i < HUES.length; i++) {
            // Golden-angle steps keep neighbouring runs apart in hue.
            float hue = (i * 137.508f) % 360f;
            HUES[i] = new Color(new RGB(hue, 0.45f, 0.85f));
        }
    }

    private Palette() {
    }

    public static Color tone(Tone tone) {
        return switch (tone) {
            case HEALTHY -> HEALTHY;
            case EXHAUSTED -> EXHAUSTED;
            case NEGATIVE -> NEGATIVE;
            case PINNED -> PINNED;
            case CLOSING -> CLOSING;
            case NEUTRAL -> MUTED;
        };
    }

    public static Color hue(int index) {
        return index < 0 ? LANE : HUES[index % HUES.length];
    }
}
