package org.lnetscope.render.router;

import java.util.List;

import org.lnetscope.render.router.Shape.Tone;

/**
 * What the router picture's colours and borders mean, drawn at its top so it reads without a manual
 * (the SWT canvas and the SVG export draw the same items).
 */
public final class Legend {

    /** How an item's swatch is drawn. */
    public enum Swatch {
        /** A lane's credit bar, in the tone's colour. */
        BAR,
        /** A queue block in a run hue (the hue a block shares with the kib_conn its rx hold). */
        BLOCK,
        /** A conn tile with a border in the tone's colour. */
        BORDER
    }

    /** One entry: a swatch and what it means. */
    public record Item(Swatch swatch, Tone tone, int hue, String text) {
    }

    public static final List<Item> ITEMS = List.of(
            new Item(Swatch.BAR, Tone.HEALTHY, -1, "credits > 0"),
            new Item(Swatch.BAR, Tone.EXHAUSTED, -1, "credits 0"),
            new Item(Swatch.BAR, Tone.NEGATIVE, -1, "credits < 0 (−N = N queued)"),
            new Item(Swatch.BLOCK, Tone.NEUTRAL, 0, "block: messages of a queue (the number); txq by sender"),
            new Item(Swatch.BLOCK, Tone.NEUTRAL, 1, "same colour: the rtrq block and the kib_conn its rx hold"),
            new Item(Swatch.BORDER, Tone.PINNED, 2, "red border: pinned (DISCONNECTED, still referenced)"),
            new Item(Swatch.BORDER, Tone.CLOSING, 3, "violet: closing"),
            new Item(Swatch.BORDER, Tone.HEALTHY, 4, "green: established"));

    /** Swatch width plus gaps, in pixels. */
    public static final int SWATCH = 16;
    static final int GAP = 14;
    /** Conservative width of a character of the UI font, for layout without a display. */
    static final double CHAR = 7.0;

    private Legend() {
    }

    /** Estimated width of an item (swatch, text, gap). */
    public static int width(Item item) {
        return SWATCH + 4 + (int) Math.ceil(item.text().length() * CHAR) + GAP;
    }

    /** Height of the legend laid out in rows of {@code width} pixels. */
    static int height(int width) {
        int rows = 1;
        int x = 0;
        for (Item item : ITEMS) {
            int w = width(item);
            if (x > 0 && x + w > width) {
                rows++;
                x = 0;
            }
            x += w;
        }
        return rows * RouterPicture.ROW;
    }
}
