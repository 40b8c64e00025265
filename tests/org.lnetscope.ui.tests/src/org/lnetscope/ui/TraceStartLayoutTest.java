package org.lnetscope.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.lnetscope.render.fabric.FabricGraph;
import org.lnetscope.render.fabric.FabricGraphBuilder;
import org.lnetscope.render.fabric.FabricLayout;
import org.lnetscope.render.fabric.FabricLayout.Placed;
import org.lnetscope.session.replay.ReplaySession;

/**
 * The Fabric view at t=0 of a trace is the same fabric as later: at the first event no router
 * has a peer yet (no links), and the layout used to put every box in one column.
 */
class TraceStartLayoutTest {

    private static final Path TRACE = Path.of("..", "..", "examples", "traces", "router-oom-small.lnettrace");

    @Test
    void firstAndLastFrameHaveTheSameColumnsAndOrder() throws Exception {
        try (ReplaySession session = ReplaySession.open(TRACE)) {
            session.seekToEvent(0);
            FabricGraph first = FabricGraphBuilder.build(session.fabric(), Set.of());
            Map<String, Placed> start = placed(FabricLayout.layout(first));
            session.seekToEvent(session.reader().eventCount() - 1);
            FabricGraph last = FabricGraphBuilder.build(session.fabric(), Set.of());
            Map<String, Placed> end = placed(FabricLayout.layout(last));

            assertTrue(first.links().size() < last.links().size(),
                    "the end has links the start has not: " + first.links().size() + " vs " + last.links().size());
            assertEquals(start.keySet(), end.keySet());
            assertEquals(3, new TreeSet<>(start.values().stream().map(Placed::x).toList()).size(),
                    "computes | routers | servers at t=0: " + start.values());
            for (String key : start.keySet()) {
                assertEquals(end.get(key).x(), start.get(key).x(), 0.5, key + " stays in its column");
                assertEquals(end.get(key).y(), start.get(key).y(), 20, key + " stays where it was");
            }
            assertEquals(columnOrder(start), columnOrder(end), "same order within each column");
        }
    }

    private static Map<String, Placed> placed(FabricLayout.Result result) {
        Map<String, Placed> byKey = new LinkedHashMap<>();
        for (Placed p : result.boxes()) {
            byKey.put(p.box().key(), p);
        }
        return byKey;
    }

    private static List<String> columnOrder(Map<String, Placed> placed) {
        return placed.values().stream().sorted(Comparator.comparingDouble(Placed::x).thenComparingDouble(Placed::y))
                .map(p -> p.box().key()).toList();
    }
}
