package org.lnetscope.ui.router;

import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.RGB;
import org.lnetscope.render.Colors;
import org.lnetscope.render.router.Shape.Tone;

/**
 * The SWT side of {@link Colors}: the same credit, conn-state and run colours as the SVG export.
 * SWT 3.135 colours need no disposal.
 */
public final class Palette {

    public static final Color TEXT = color(Colors.TEXT);
    public static final Color MUTED = color(Colors.MUTED);
    public static final Color BACKGROUND = color(Colors.BACKGROUND);
    public static final Color LANE = color(Colors.LANE);
    public static final Color EDGE = color(Colors.EDGE);
    public static final Color COMPUTE_FILL = color(Colors.COMPUTE_FILL);
    public static final Color ROUTER_FILL = color(Colors.ROUTER_FILL);
    public static final Color SERVER_FILL = color(Colors.SERVER_FILL);

    public static final Color HIGHLIGHT = color(Colors.HIGHLIGHT);
    private static final Color[] ROUTER_FILLS = new Color[Tone.values().length];

    private static final Color[] TONES = new Color[Tone.values().length];
    private static final Color[] HUES = new Color[Colors.HUES];

    static {
        for (Tone tone : Tone.values()) {
            TONES[tone.ordinal()] = color(Colors.tone(tone));
            ROUTER_FILLS[tone.ordinal()] = color(Colors.routerFill(tone));
        }
        for (int i = 0; i < HUES.length; i++) {
            HUES[i] = color(Colors.hue(i));
        }
    }

    private Palette() {
    }

    private static Color color(int rgb) {
        return new Color(new RGB((rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff));
    }

    public static Color tone(Tone tone) {
        return TONES[tone.ordinal()];
    }

    /** A router box's fill by its memory tone. */
    public static Color routerFill(Tone tone) {
        return ROUTER_FILLS[tone.ordinal()];
    }

    public static Color hue(int index) {
        return index < 0 ? LANE : HUES[index % HUES.length];
    }
}
