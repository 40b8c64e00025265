package org.lnetscope.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.agent.Agent;
import org.lnetscope.agent.AgentOptions;
import org.lnetscope.agent.demo.SeedDrift;
import org.lnetscope.analysis.OomWatch;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.trace.Event;
import org.lnetscope.trace.EventStream;
import org.lnetscope.trace.StateApplier;
import org.lnetscope.trace.TraceReader;
import org.lnetscope.trace.state.ClassLayout;
import org.lnetscope.trace.state.FlatState;

/** The OOM projection from MemAvailable samples, and fed live from agents' /proc/meminfo. */
class OomWatchTest {

    private static final long GB = 1_000_000_000L;

    @Test
    void aSteadyFallIsExtendedToZero() {
        OomWatch watch = new OomWatch();
        for (int minute = 0; minute <= 60; minute++) {
            watch.sample("rtr1", minute * 60_000L, 48 * GB, 42 * GB - minute * 100_000_000L);
        }
        OomWatch.Projection p = watch.project("rtr1");
        assertEquals(-100e6 / 60, p.slopeBytesPerSecond(), 1e-3);
        // 36 GB left at 100 MB a minute: 6 h after the last sample, at 7 h
        assertEquals(7 * 3_600_000L, p.oomAtMs(), 1000);
        assertEquals("OOM in ~6 h 0 min at this rate", p.headline());
        assertTrue(p.warns());
    }

    @Test
    void onlyTheLastHourCounts() {
        OomWatch watch = new OomWatch();
        // two flat hours, then an hour of fall: an older window would dilute the drift
        for (int minute = 0; minute <= 180; minute++) {
            long fallen = minute <= 120 ? 0 : (minute - 120) * 100_000_000L;
            watch.sample("rtr1", minute * 60_000L, 48 * GB, 30 * GB - fallen);
        }
        OomWatch.Projection p = watch.project("rtr1");
        assertEquals(61, p.samples(), "samples from 2 h to 3 h, both ends");
        assertEquals("OOM in ~4 h 0 min at this rate", p.headline());
    }

    /**
     * Issue 36, item 9: a router losing 1.1 GB a minute with 20 GB available runs out in ~18 min,
     * before half an hour of samples exists: after 5 minutes it is projected, said as provisional.
     */
    @Test
    void aFastLeakIsProjectedEarlyAndSaidAsProvisional() {
        OomWatch watch = new OomWatch();
        for (int minute = 0; minute <= 4; minute++) {
            watch.sample("rtr1", minute * 60_000L, 48 * GB, 20 * GB - minute * 1_100_000_000L);
        }
        assertFalse(watch.project("rtr1").warns(), "4 minutes: too few to say anything");
        watch.sample("rtr1", 5 * 60_000L, 48 * GB, 20 * GB - 5 * 1_100_000_000L);
        OomWatch.Projection p = watch.project("rtr1");
        assertTrue(p.warns() && p.provisional(), p.headline());
        assertTrue(p.headline().startsWith("provisional: OOM in ~13 min at this rate (from 5 min of samples; firm after 30 min)"),
                p.headline());
    }

    /** A node whose last sample is 0 bytes available is out of memory now, not "in ~32 s" by the fitted line. */
    @Test
    void aNodeAtZeroIsOutNowWhateverTheFit() {
        OomWatch watch = new OomWatch();
        for (int minute = 0; minute <= 8; minute++) {
            watch.sample("rtr1", minute * 60_000L, 48 * GB, Math.max(0, 8 * GB - minute * 1_000_000_000L));
        }
        OomWatch.Projection p = watch.project("rtr1");
        assertTrue(p.warns(), p.headline());
        assertFalse(p.provisional(), p.headline());
        assertEquals(8 * 60_000L, p.oomAtMs());
        assertEquals("out of memory now (MemAvailable 0 at the last sample)", p.headline());
    }

    @Test
    void noProjectionWithoutHalfAnHourOfSamplesOrWithoutAFall() {
        OomWatch watch = new OomWatch();
        for (int minute = 0; minute <= 20; minute++) {
            watch.sample("rtr1", minute * 60_000L, 48 * GB, 42 * GB - minute * 500_000_000L);
            watch.sample("rtr2", minute * 60_000L, 48 * GB, 30 * GB + (minute % 2) * 100_000_000L);
        }
        assertTrue(watch.project("rtr1").headline().startsWith("collecting memory samples (20 min of the 30 min"),
                watch.project("rtr1").headline());
        assertFalse(watch.project("rtr1").warns());
        for (int minute = 21; minute <= 40; minute++) {
            watch.sample("rtr2", minute * 60_000L, 48 * GB, 30 * GB + (minute % 2) * 100_000_000L);
        }
        assertFalse(watch.project("rtr2").warns(), watch.project("rtr2").headline());
        assertNull(watch.project("rtr3"));
        assertEquals(List.of("rtr1", "rtr2"), watch.hosts());
    }

    @Test
    void aSlowLeakIsNotAnAlarm() {
        OomWatch watch = new OomWatch();
        for (int minute = 0; minute <= 60; minute++) {
            watch.sample("rtr1", minute * 60_000L, 48 * GB, 40 * GB - minute * 2_000_000L); // 2 MB a minute: 14 days
        }
        assertEquals("MemAvailable falling, but not out within 24 h 0 min", watch.project("rtr1").headline());
    }

    @Test
    void formats() {
        assertEquals("3 h 10 min", OomWatch.formatDuration(190 * 60_000L));
        assertEquals("12 min", OomWatch.formatDuration(12 * 60_000L + 10_000));
        assertEquals("40 s", OomWatch.formatDuration(40_000));
    }

    /**
     * A live recording carries the node's memory: the agent's MemTotal, MemAvailable, Slab and
     * SUnreclaim are the Node's ramBytes, memAvailableBytes, slabBytes, slabUnreclaimableBytes in the
     * trace at its end (what {@code lnetscope analyze} projects from).
     */
    @Test
    void aLiveRecordingCarriesTheMemory(@TempDir Path tmp) throws Exception {
        AtomicLong clock = new AtomicLong(0);
        SeedDrift drift = new SeedDrift(clock::get, 0, true);
        Path trace = tmp.resolve("live.lnettrace");
        long available;
        try (Agent agent = new Agent(AgentOptions.parse(List.of("--meminfo", "off", "--period", "60m", "--port", "0",
                "--host", "rtr1"), Map.of()), drift, clock::get);
                LiveFabric live = new LiveFabric(LiveFabric.Options.defaults())) {
            live.recordTo(trace);
            live.connect(new AgentAddress("127.0.0.1", agent.address().getPort(), false));
            Wait.until("the snapshot", 10_000, () -> memAvailable(live) == SeedDrift.START_AVAILABLE);
            clock.set(10 * 60_000L);
            agent.sampler().sample();
            available = SeedDrift.START_AVAILABLE - 10 * SeedDrift.FALL_PER_MINUTE;
            Wait.until("the delta", 10_000, () -> memAvailable(live) == available);
        }
        try (TraceReader reader = TraceReader.open(trace)) {
            FlatState state = reader.loadCheckpoint(0);
            EventStream events = reader.events(0);
            Event e = new Event();
            while (events.next(e)) {
                StateApplier.apply(e, state, null);
            }
            ClassLayout node = state.schema().layout(state.schema().classIndex("Node"));
            int id = -1;
            for (int i = 0; i < state.highWater(); i++) {
                if (state.isLive(i) && state.classOf(i) == node.index()) {
                    id = i;
                }
            }
            assertEquals(SeedDrift.TOTAL_BYTES, state.get(id, node.valueSlot("ramBytes")));
            assertEquals(available, state.get(id, node.valueSlot("memAvailableBytes")));
            assertEquals(4L << 30, state.get(id, node.valueSlot("slabBytes")));
            assertEquals((3L << 30) + 10 * 5_000_000L, state.get(id, node.valueSlot("slabUnreclaimableBytes")));
        }
    }

    private static long memAvailable(LiveFabric live) {
        return live.read((Fabric f) -> f.getNodes().stream().filter(n -> "rtr1".equals(n.getHostname()) && n.isSetMemAvailableBytes())
                .mapToLong(Node::getMemAvailableBytes).findFirst().orElse(-1));
    }

    /** A real agent drifting like the seed, on a clock 600 times fast: the live fabric projects its OOM and says why. */
    @Test
    void theLiveFabricProjectsAnAgentsDrift() throws Exception {
        long t0 = System.currentTimeMillis();
        LongSupplier fast = () -> t0 + (System.currentTimeMillis() - t0) * 600;
        SeedDrift drift = new SeedDrift(fast, t0, true);
        try (Agent agent = new Agent(AgentOptions.parse(List.of("--meminfo", "off", "--period", "100ms", "--port", "0",
                "--host", "rtr1"), Map.of()), drift, fast);
                LiveFabric live = new LiveFabric(LiveFabric.Options.defaults())) {
            live.connect(new AgentAddress("127.0.0.1", agent.address().getPort(), false));
            long end = System.currentTimeMillis() + 20_000;
            OomWatch.Projection p = null;
            while (System.currentTimeMillis() < end && (p == null || !p.warns())) {
                Thread.sleep(200);
                p = live.read((Fabric f) -> live.oomWatch().project("rtr1"));
            }
            assertNotNull(p);
            assertTrue(p.warns(), p.headline());
            assertEquals(drift.oomAtMs(), p.oomAtMs(), 3 * 60_000, p.headline());
            String reason = live.read((Fabric f) -> {
                Node rtr1 = f.getNodes().stream().filter(n -> "rtr1".equals(n.getHostname())).findFirst().orElseThrow();
                return OomWatch.reason(rtr1);
            });
            assertTrue(reason.startsWith("peer NI 10.1.0.17@o2ib1 stopped draining: lpni_txcredits -"), reason);
            assertTrue(reason.contains(" queued (lpni_txqnob)"), reason);
            assertTrue(reason.contains("4 senders out of router credits (lpni_rtrcredits < 0): 10.0.0.21@o2ib ("), reason);
        }
    }
}
