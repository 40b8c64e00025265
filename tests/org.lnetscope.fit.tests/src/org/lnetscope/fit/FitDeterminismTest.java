package org.lnetscope.fit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/** Same seed, same search, whatever the number of evaluations at once; another seed, another path. */
class FitDeterminismTest {

    static List<String> trail(Fit.Outcome o) {
        List<String> out = new ArrayList<>();
        for (Fit.RowResult r : o.ranked()) {
            for (EvalResult e : r.evals()) {
                out.add(r.row().id() + " " + e.params() + " " + e.total());
            }
        }
        return out;
    }

    @Test
    void theSameSeedGivesTheSameEvaluationsOnOneOrTwoThreads() throws Exception {
        Signature dump = Tiny.dump(List.of("tunables.peer_timeout=0", "faults.0.type=host_silent", "duration=300s"));
        List<HypothesisRow> rows = List.of(HypothesisRow.byId("aliveness-off/a1"), HypothesisRow.byId("aliveness-on/b"));
        List<String> unknowns = List.of(Unknown.FAULT_TO_DUMP, Unknown.LND_TIMEOUT);
        Fit.Outcome one = Tiny.fitLocally(Tiny.setup(dump, unknowns, rows, 8, 42), 1);
        Fit.Outcome two = Tiny.fitLocally(Tiny.setup(dump, unknowns, rows, 8, 42), 2);
        assertEquals(trail(one), trail(two));
        Fit.Outcome other = Tiny.fitLocally(Tiny.setup(dump, unknowns, rows, 8, 43), 2);
        assertNotEquals(trail(one), trail(other));
    }
}
