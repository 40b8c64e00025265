package org.lnetscope.session.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.lnetscope.replay.EventFilter;
import org.lnetscope.trace.EventType;
import org.lnetscope.trace.TimeFormat;
import org.lnetscope.trace.TraceReader;

/**
 * A comparison of the shipped traces: the simulated seed (456.7 s from 0, a fault at 60 s) beside the
 * Prometheus history of three agents (56 s of 2026-11-30's wall clock, no fault, no conns): two time
 * bases on one clock, and a run that ends long before the other.
 */
class ComparisonTest {

    static final Path TRACES = Path.of("..", "..", "examples", "traces").toAbsolutePath().normalize();
    static final Path SEED = TRACES.resolve("router-oom-small.lnettrace");
    static final Path AGENTS = TRACES.resolve("three-routers-prometheus.lnettrace");

    @Test
    void aWallClockRunBesideASimulatedOneSharesTheClockFromEachStart() throws Exception {
        try (Comparison c = Comparison.open(SEED, AGENTS, Align.START)) {
            RunFigures agents = c.other().figures();
            assertTrue(TimeFormat.isWallClock(agents.startNs()), "the agents' trace runs on the wall clock");
            assertEquals(agents.startNs(), c.other().originNs(), "clock zero at its first instant");
            assertEquals(0, c.baseline().originNs());
            assertEquals(-1, agents.oomNs());
            assertEquals(0, agents.dropped());

            c.seek(30_000_000_000L);
            TraceReader other = c.other().session().reader();
            assertEquals(other.positionAtTime(agents.startNs() + 30_000_000_000L), c.other().session().cursor().position());
            assertFalse(c.ended(c.other()));

            // the seed's OOM comes long after the agents' minute: that run stays on its last state
            assertTrue(c.baseline().session().stepTo(EventFilter.ofType(EventType.NODE_OOM), true));
            assertEquals(c.baseline().figures().oomNs(), c.clockNs(), "the baseline's own moves move the clock");
            assertTrue(c.ended(c.other()));
            assertEquals("ended: end of trace", c.status(c.other()));
            assertEquals(other.eventCount(), c.other().session().cursor().position());
            assertEquals(c.lastClockNs(), c.baseline().figures().endNs());
        }
    }

    @Test
    void alignedAtTheFaultTheSeedsClockStartsAtItsSilentCompute() throws Exception {
        try (Comparison c = Comparison.open(SEED, SEED, Align.FAULT)) {
            // compute3's host goes silent at t=60 s (examples/scenarios/router-oom-small.yaml)
            assertEquals(60_000_000_000L, c.baseline().figures().faultNs());
            assertEquals(60_000_000_000L, c.baseline().originNs());
            assertEquals(-60_000_000_000L, c.firstClockNs());
            ComparisonTable.Table t = ComparisonTable.at(c, c.baseline().clockOf(c.baseline().figures().oomNs()));
            assertEquals(c.baseline().session().cursor().position(), c.other().session().cursor().position());
            for (ComparisonTable.Row row : t.rows()) {
                assertEquals(row.baseline(), row.other(), row.what() + ": a run compared with itself");
            }
            ComparisonTable.Row pinned = t.rows().stream().filter(r -> r.what().equals("Pinned kib_conns at T")).findFirst()
                    .orElseThrow();
            assertEquals("45 (150.1 MiB)", pinned.baseline(), "examples/traces/README.md: 45 pinned conns, 150.1 MiB at the OOM");
        }
    }
}
