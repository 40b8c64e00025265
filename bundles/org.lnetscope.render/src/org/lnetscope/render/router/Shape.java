package org.lnetscope.render.router;

import java.util.List;

/**
 * One thing drawn in the router internals picture, in canvas pixels. Kept free of SWT so the
 * layout is computed and tested headless; the canvas only paints shapes.
 *
 * @param kind    what it shows, which decides how it is painted
 * @param subject the model object behind it (selection, tooltip), or null
 * @param lines   text drawn inside, first line bold
 * @param tone    colour role
 * @param hue     palette index for things that must match across the picture (a run and its conn)
 */
public record Shape(Kind kind, int x, int y, int width, int height, Object subject, List<String> lines, Tone tone,
        int hue) {

    public enum Kind {
        TITLE, DIAGNOSIS, LEGEND, LANE_LABEL, QUEUE_CAPTION, TXQ_RUN, RTRQ_RUN, CONN, NOTE
    }

    /** Colour roles: credits and conn states, the way the views colour them everywhere. */
    public enum Tone {
        NEUTRAL, HEALTHY, EXHAUSTED, NEGATIVE, PINNED, CLOSING
    }

    public boolean contains(int px, int py) {
        return px >= x && px < x + width && py >= y && py < y + height;
    }

    /** Whether this shape shows {@code object}: it is its subject, or a message of its queue run. */
    public boolean shows(Object object) {
        return object != null && (subject == object || subject instanceof QueueRun run
                && (run.key() == object || run.contains(object)));
    }

    public int centerX() {
        return x + width / 2;
    }
}
