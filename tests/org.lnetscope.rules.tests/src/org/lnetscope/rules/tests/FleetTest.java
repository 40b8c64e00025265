package org.lnetscope.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.rules.lint.Fleet;

/** lint --fleet on a generated set of 1,000 compute nodes names exactly the planted outliers. */
class FleetTest {

    @Test
    void namesThePlantedOutliers(@TempDir Path dir) throws Exception {
        FleetGenerator.write(dir, 1000);
        Fleet.Report r = Fleet.compare(dir, null);
        assertEquals(1000, r.nodes());
        Set<String> named = new TreeSet<>();
        Map<String, Fleet.Outlier> byKey = new HashMap<>();
        for (Fleet.Outlier o : r.outliers()) {
            byKey.put(o.key(), o);
            o.others().values().forEach(named::addAll);
            assertEquals(999, o.majorityCount(), o.key());
        }
        assertEquals(new TreeSet<>(FleetGenerator.PLANTED.keySet()), named);
        assertEquals(Map.of("16", List.of("c0427")), byKey.get("net o2ib1.tunables.peer_credits").others());
        assertEquals("32", byKey.get("net o2ib1.tunables.peer_credits").majority());
        assertEquals(Map.of("2.12.9", List.of("c0815")), byKey.get("release").others());
        assertEquals(Map.of("0", List.of("c0099")), byKey.get("net o2ib1.lnd tunables.map_on_demand").others());
        // the effective value follows: c0427 runs with peer_credits 16, its hiw is cut to 15
        assertEquals(Map.of("16", List.of("c0427")), byKey.get("net o2ib1.effective.peer_credits").others());
        assertTrue(byKey.get("net o2ib1.effective.peer_credits_hiw").others().get("15").contains("c0427"));
    }
}
