package org.lnetscope.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.lnetscope.agent.demo.DemoRouter;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.MetricNames;
import org.lnetscope.protocol.NodeState;
import org.lnetscope.protocol.Protocol;

/**
 * Issue 36: "an agent demo (lnetscope-agent --demo: the SeedDrift class already in the jar)", so a new
 * user sees the window, the OOM projection and the rules work without a Lustre node.
 */
class AgentDemoTest {

    @Test
    void theDemoReadsNoLnetAndSaysWhatItIs() throws Exception {
        AgentOptions o = AgentOptions.parse(List.of("--demo", "drift", "--demo-speed", "60", "--debugfs", "/nonexistent",
                "--meminfo", "/nonexistent"), Map.of());
        assertEquals(new AgentOptions.Demo(true, 60), o.demo());
        assertNull(AgentOptions.parse(List.of("--debugfs", "/tmp", "--meminfo", "off"), Map.of()).demo());
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
                () -> AgentOptions.parse(List.of("--demo", "oom"), Map.of()));
        assertEquals("--demo oom: give 'drift' or 'healthy'", bad.getMessage());
        assertThrows(IllegalArgumentException.class, () -> AgentOptions.parse(List.of("--demo-speed", "60"), Map.of()));
        assertThrows(IllegalArgumentException.class, () -> AgentOptions.parse(List.of("--demo", "drift", "--demo-speed", "0"), Map.of()));
        assertThrows(IllegalArgumentException.class,
                () -> AgentOptions.parse(List.of("--demo", "drift", "--lnetctl", "/usr/sbin/lnetctl"), Map.of()));
    }

    /** At 60 times real time, the seed's drift (100 MB a minute from 42 GB) runs out 7 h of demo time after it starts. */
    @Test
    void theDriftRunsOnTheDemosClock() {
        AtomicLong wall = new AtomicLong(1_000_000);
        DemoRouter demo = DemoRouter.of(new AgentOptions.Demo(true, 60), wall::get);
        assertEquals(42_000_000_000L, available(demo), "healthy for the first demo minute");
        wall.addAndGet(2 * 60_000); // 120 demo minutes, 119 of them drifting
        assertEquals(42_000_000_000L - 119 * 100_000_000L, available(demo));
        assertTrue(demo.banner().startsWith("DEMO: a simulated router (seed drift (simulated)), not this node's LNet;"
                + " MemAvailable reaches 0 about 301 demo minutes from now"), demo.banner());
        wall.addAndGet(6 * 60_000);
        assertEquals(0, available(demo), "out after 7 h of demo time");
        DemoRouter healthy = DemoRouter.of(new AgentOptions.Demo(false, 60), wall::get);
        wall.addAndGet(60 * 60_000);
        assertTrue(Math.abs(available(healthy) - 42_000_000_000L) <= 50_000_000L, "a healthy router only wobbles");
        assertEquals("DEMO: a simulated router (healthy router (simulated)), not this node's LNet", healthy.banner());
    }

    private static long available(DemoRouter demo) {
        NodeState state = new NodeState();
        demo.source().readInto(state);
        return ((Number) state.object(Kinds.MEMINFO, "").fields().get(Kinds.MEM_AVAILABLE)).longValue();
    }

    /** The launcher's agent with --demo serves the drifting router's metrics and says it is a demo. */
    @Test
    void theLaunchedDemoServesTheDrift() throws Exception {
        List<String> cp = AgentProcess.classPath();
        assumeTrue(cp != null, "bundles are not on the file system here");
        try (AgentProcess agent = AgentProcess.start(cp, List.of("-Xmx128m"), 0, "--demo", "drift", "--demo-speed", "600",
                "--period", "200ms")) {
            assertTrue(agent.log.stream().anyMatch(l -> l.contains("DEMO: a simulated router (seed drift (simulated))")),
                    String.join("\n", agent.log));
            long first = memAvailable(agent);
            Thread.sleep(2_000); // 20 demo minutes
            long later = memAvailable(agent);
            assertTrue(later < first - 1_000_000_000L, "MemAvailable falls: " + first + " -> " + later);
            String metrics = agent.get(Protocol.PATH_METRICS, Duration.ofSeconds(10)).body();
            assertTrue(metrics.contains("nid=\"10.1.0.17@o2ib1\""), "the silent compute's peer NI is served");
        }
    }

    private static long memAvailable(AgentProcess agent) throws Exception {
        String body = agent.get(Protocol.PATH_METRICS, Duration.ofSeconds(10)).body();
        Matcher m = Pattern.compile("(?m)^" + MetricNames.MEM_AVAILABLE + "(\\{[^}]*\\})? ([0-9.eE+]+)").matcher(body);
        assertTrue(m.find(), "no " + MetricNames.MEM_AVAILABLE + " in /metrics");
        return (long) Double.parseDouble(m.group(2));
    }
}
