package org.lnetscope.ui.fabric;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.ToIntFunction;

import org.junit.jupiter.api.Test;

/** Group titles zoomed far out: shortened to the box, never cut by its clipping. */
class BoxTitleTest {

    /** A monospaced font of 6 pixels a character. */
    private static final ToIntFunction<String> SIX = s -> 6 * s.length();

    @Test
    void aTitleThatFitsIsLeftAlone() {
        assertEquals("compute0001–compute0016", BoxTitle.fit("compute0001–compute0016", 6 * 23, SIX));
        assertEquals("rtr1", BoxTitle.fit("rtr1", 24, SIX));
    }

    @Test
    void aRangeDropsWhatItsSecondNameSharesWithTheFirst() {
        assertEquals("compute0001–0016", BoxTitle.fit("compute0001–compute0016", 6 * 16, SIX));
        assertEquals("compute0009–0010", BoxTitle.compactRange("compute0009–compute0010"));
        assertEquals("routers rtr1–4", BoxTitle.compactRange("routers rtr1–rtr4"));
        assertEquals("oss1–mds1", BoxTitle.compactRange("oss1–mds1"), "nothing shared: as it is");
        assertEquals("c1–c1", BoxTitle.compactRange("c1–c1"), "the same name: as it is");
    }

    @Test
    void narrowerStillTheEndGivesWayToAnEllipsis() {
        String t = BoxTitle.fit("compute0001–compute0016", 6 * 10, SIX);
        assertEquals("compute00…", t);
        assertTrue(SIX.applyAsInt(t) <= 60);
        assertEquals("c…", BoxTitle.fit("compute0001–compute0016", 3, SIX), "at least one letter, even past the width");
    }
}
