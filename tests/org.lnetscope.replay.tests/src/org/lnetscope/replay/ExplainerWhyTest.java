package org.lnetscope.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.lnetscope.trace.Event;
import org.lnetscope.trace.EventType;
import org.lnetscope.trace.KernelFunction;
import org.lnetscope.trace.TraceReader;

/**
 * The shipped small example's MEMORY events without a kernel function are its fault (compute3's host
 * goes silent at 60 s) and the end of the run (the nodes' clocks written last): Explain says so, not
 * "the node's memory use changed".
 */
class ExplainerWhyTest {

    @Test
    void theFaultAndTheRunsEndAreNotMemoryChanges() throws Exception {
        Path example = Path.of(System.getProperty("user.dir")).resolve("../../examples/traces/router-oom-small.lnettrace").normalize();
        try (TraceReader reader = TraceReader.open(example)) {
            ReplayCursor cursor = new ReplayCursor(reader);
            Explanation fault = null;
            while (cursor.position() < cursor.eventCount()) {
                cursor.step(1);
                Event e = cursor.currentEvent();
                if (fault == null && e.type() == EventType.MEMORY && e.function() == KernelFunction.none && e.subject() >= 0) {
                    fault = Explainer.DEFAULT.explain(e, cursor.state());
                    assertEquals(60_000_000_000L, e.timeNs(), "the scenario's fault_at 60s");
                }
            }
            assertTrue(fault != null, "the example injects its fault");
            assertTrue(fault.why().startsWith("no kernel step: a fault of the scenario strikes this node"), fault.why());
            assertEquals("node compute3", fault.subject());
            Event last = cursor.currentEvent();
            assertEquals(EventType.MEMORY, last.type());
            Explanation end = Explainer.DEFAULT.explain(last, cursor.state());
            assertTrue(end.why().startsWith("no kernel step: the simulator wrote what changed since its last step"), end.why());
            assertTrue(end.changes().contains("clock_seconds"), end.changes());
        }
    }
}
