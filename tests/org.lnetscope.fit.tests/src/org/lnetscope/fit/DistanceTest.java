package org.lnetscope.fit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;

/** The field-by-field relative distance of docs/fit.md. */
class DistanceTest {

    private static Signature sig(Map<Signature.Field, Double> v) {
        return new Signature("r", v, Map.of(), Map.of());
    }

    @Test
    void relativeToTheDumpWithAFloorCappedAndRootMeanSquared() {
        Signature dump = sig(Map.of(Signature.Field.TX_CREDITS_MIN, -4500.0, Signature.Field.RTR_BLOCKED, 0.0,
                Signature.Field.MEMORY_USED, 48e9));
        Signature run = sig(Map.of(Signature.Field.TX_CREDITS_MIN, -4050.0, Signature.Field.RTR_BLOCKED, 1.0,
                Signature.Field.MEMORY_USED, 48e9 * 100));
        Distance.Result d = Distance.between(dump, run);
        Map<String, Double> rel = new java.util.HashMap<>();
        d.terms().forEach(t -> rel.put(t.key(), t.relative()));
        assertEquals(0.10, rel.get("tx_credits.min"), 1e-12); // 450 / 4500
        assertEquals(0.5, rel.get("rtr_credits.blocked"), 1e-12); // 1 / max(0, floor 2)
        assertEquals(Distance.CAP, rel.get("memory.used")); // 99x, capped
        assertEquals(Math.sqrt((0.01 + 0.25 + 100) / 3), d.total(), 1e-12);
        assertFalse(d.reached());
        // fields only the run has are not compared; fields only the dump has are listed as left out
        assertEquals(3, d.terms().size());
        assertTrue(d.leftOut().stream().anyMatch(l -> l.startsWith("pinned.conns")));
    }

    @Test
    void reachedMeansEveryFieldWithinTenPercent() {
        Signature dump = sig(Map.of(Signature.Field.TX_CREDITS_MIN, -100.0, Signature.Field.RTR_CREDITS_MIN, -1000.0));
        assertTrue(Distance.between(dump, sig(Map.of(Signature.Field.TX_CREDITS_MIN, -91.0,
                Signature.Field.RTR_CREDITS_MIN, -1099.0))).reached());
        assertFalse(Distance.between(dump, sig(Map.of(Signature.Field.TX_CREDITS_MIN, -89.0,
                Signature.Field.RTR_CREDITS_MIN, -1000.0))).reached());
        // a field the run lacks is a full miss, not a match
        Distance.Result d = Distance.between(dump, sig(Map.of(Signature.Field.TX_CREDITS_MIN, -100.0)));
        assertEquals(Distance.CAP, d.terms().get(1).relative());
    }
}
