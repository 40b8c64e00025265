package org.lnetscope.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Predicate;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.lnetscope.agent.source.LnetctlSource;
import org.lnetscope.core.Diagnostic;
import org.lnetscope.protocol.Delta;
import org.lnetscope.protocol.Heartbeat;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.LnetObject;
import org.lnetscope.protocol.NodeState;
import org.lnetscope.protocol.Protocol;
import org.lnetscope.protocol.Snapshot;

/**
 * The agent's {@code --lnetctl} source against a fake lnetctl (a shell script printing the lnetctl
 * YAML of a 2.12 and a master router) that the test changes, hangs, fails and breaks, with the real
 * agent serving on a loopback port.
 */
class LnetctlSourceTest {

    @TempDir
    Path tmp;

    private Agent agent;
    private FakeLnetctl fake;
    private final HttpClient http = HttpClient.newHttpClient();
    /** What the source wrote to the agent's log (stderr in production). */
    private final List<String> log = new CopyOnWriteArrayList<>();

    @AfterEach
    void stop() {
        if (agent != null) {
            agent.close();
        }
        if (fake != null) {
            fake.hungPids().forEach(pid -> ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly));
        }
    }

    private FakeLnetctl fake() {
        fake = new FakeLnetctl(tmp.resolve("fake"));
        return fake;
    }

    private LnetctlSource source(long timeoutMs) {
        return new LnetctlSource(fake.path(), timeoutMs, log::add);
    }

    /** The real agent (sampler on its timer, HTTP server on a free loopback port) reading only lnetctl. */
    private Agent start(long timeoutMs) throws Exception {
        AgentOptions options = AgentOptions.parse(List.of("--meminfo", "off", "--lnetctl", fake.path().toString(), "--period", "100ms",
                "--port", "0", "--host", "rtr1"), Map.of());
        agent = new Agent(options, source(timeoutMs));
        return agent;
    }

    private URI uri(String path) {
        return URI.create("http://127.0.0.1:" + agent.address().getPort() + path);
    }

    private AgentClient client() throws Exception {
        return new AgentClient(http, uri(Protocol.PATH_EVENTS), null);
    }

    /** The agent's diagnostics of its latest sample, once one matches (they are not in the protocol). */
    private List<Diagnostic> awaitDiagnostic(Predicate<Diagnostic> wanted) throws InterruptedException {
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (System.nanoTime() < deadline) {
            List<Diagnostic> now = agent.sampler().state().diagnostics();
            if (now.stream().anyMatch(wanted)) {
                return now;
            }
            Thread.sleep(20);
        }
        throw new AssertionError("no such diagnostic within 10 s; last: " + agent.sampler().state().diagnostics());
    }

    private static Predicate<Diagnostic> about(String command, String text) {
        return d -> d.file().equals(command) && d.message().contains(text);
    }

    @Test
    void snapshotOfA212Router() throws Exception {
        fake().router212();
        start(5000);
        try (AgentClient client = client()) {
            Snapshot snapshot = Snapshot.fromJson(client.next(Protocol.EVENT_SNAPSHOT).data());
            assertNull(snapshot.lnetDown());
            assertEquals(Kinds.LAYOUT_2_12, snapshot.layout(), "o2ib LND tunables under 'tunables:'");
            NodeState s = snapshot.state();

            LnetObject compute = s.get(Kinds.PEER_NI, "10.1.0.17@o2ib1");
            assertEquals(-4500, compute.num(Kinds.TX_CREDITS, 0));
            assertEquals(-4500, compute.num(Kinds.MIN_TX_CREDITS, 0));
            assertEquals(2359296, compute.num(Kinds.TXQ_NOB, 0));
            assertEquals(4547, compute.num(Kinds.REFCOUNT, 0));
            assertEquals("up", compute.text(Kinds.STATE));
            assertEquals(1000, compute.num(Kinds.HEALTH_VALUE, 0));
            assertEquals(91234, compute.num(Kinds.SEND_COUNT, 0));
            assertEquals("10.1.0.17@o2ib1", compute.text(Kinds.PRIMARY_NID));
            LnetObject server = s.get(Kinds.PEER_NI, "10.0.0.21@o2ib");
            assertEquals(-17000, server.num(Kinds.RTR_CREDITS, 0));
            assertEquals(-17000, server.num(Kinds.MIN_RTR_CREDITS, 0));
            assertEquals(17090, server.num(Kinds.REFCOUNT, 0));
            assertEquals("down", s.get(Kinds.PEER_NI, "10.1.0.18@o2ib1").text(Kinds.STATE));
            assertEquals(0, s.get(Kinds.PEER, "10.1.0.17@o2ib1").num(Kinds.MULTI_RAIL, -1));

            LnetObject ni = s.get(Kinds.NI, "10.1.0.254@o2ib1");
            assertEquals("up", ni.text(Kinds.STATUS));
            assertEquals("ib1", ni.text(Kinds.INTERFACE));
            assertEquals(4612113, ni.num(Kinds.SEND_COUNT, 0));
            assertEquals(304, ni.num(Kinds.DROP_COUNT, 0));
            assertEquals(42, ni.num(Kinds.PEER_CREDITS, 0));
            assertEquals(1024, ni.num(Kinds.CREDITS, 0));
            assertEquals(180, ni.num(Kinds.PEER_TIMEOUT, 0));

            LnetObject stats = s.get(Kinds.STATS, "");
            assertEquals(21803, stats.num("msgs_alloc", 0));
            assertEquals(9123456, stats.num("send_count", 0));
            assertEquals(9001234, stats.num("route_count", 0));
            assertEquals(1234567890123L, stats.num("send_length", 0));
            assertEquals(4096000, stats.num("drop_length", 0));

            assertEquals(480, s.get(Kinds.POOL, "large 0").num(Kinds.POOL_CREDITS, 0));
            assertEquals(-310, s.get(Kinds.POOL, "large 0").num(Kinds.POOL_MIN_CREDITS, 0));
            assertEquals(1023, s.get(Kinds.POOL, "tiny 1").num(Kinds.POOL_CREDITS, 0));
            assertEquals(6, s.ofKind(Kinds.POOL).size());
            assertEquals("enabled", s.get(Kinds.ROUTING, "").text(Kinds.ROUTING_STATE));
            assertEquals(50, s.get(Kinds.GLOBAL, "").num("transaction_timeout", 0));
            assertEquals(16384, s.get(Kinds.GLOBAL, "").num("small_router_buffers", 0));
            assertTrue(s.ofKind(Kinds.ROUTE).isEmpty());
        }
        assertEquals(List.of(), agent.sampler().state().diagnostics(), "a router's empty route show is no problem");
        assertEquals(new ArrayList<>(FakeLnetctl.COMMANDS.values()), fake.calls().subList(0, 6), "the read-only commands, in order");
    }

    @Test
    void snapshotOfAMasterRouter() throws Exception {
        fake().routerMaster();
        start(5000);
        try (AgentClient client = client()) {
            Snapshot snapshot = Snapshot.fromJson(client.next(Protocol.EVENT_SNAPSHOT).data());
            assertNull(snapshot.lnetDown());
            assertEquals(Kinds.LAYOUT_MASTER, snapshot.layout());
            NodeState s = snapshot.state();

            LnetObject server = s.get(Kinds.PEER_NI, "10.0.0.21@o2ib");
            assertEquals("down", server.text(Kinds.STATE));
            assertEquals(-17000, server.num(Kinds.RTR_CREDITS, 0));
            assertEquals(-3, server.num(Kinds.MIN_TX_CREDITS, 0));
            assertEquals(1, s.get(Kinds.PEER, "10.0.0.21@o2ib").num(Kinds.MULTI_RAIL, -1));
            assertEquals(7, s.get(Kinds.PEER_NI, "192.168.7.3@tcp").num(Kinds.MIN_TX_CREDITS, 0));

            LnetObject down = s.get(Kinds.NI, "10.1.0.253@o2ib1");
            assertEquals("down", down.text(Kinds.STATUS));
            assertEquals(0, down.num(Kinds.HEALTH_VALUE, -1));
            assertEquals(20, down.num(Kinds.DROP_COUNT, 0));
            LnetObject up = s.get(Kinds.NI, "10.0.0.253@o2ib");
            assertEquals(32, up.num(Kinds.PEER_CREDITS, 0));
            assertEquals(16, up.num("peercredits_hiw", 0), "master: LND tunables under 'lnd tunables:'");
            assertEquals(50, up.num("timeout", 0));

            LnetObject stats = s.get(Kinds.STATS, "");
            assertEquals(9123456, stats.num("send_count", 0));
            assertEquals(0, stats.num("failed_resends", -1));
            assertEquals(-12, s.get(Kinds.POOL, "large 0").num(Kinds.POOL_CREDITS, 0));
            LnetObject route = s.get(Kinds.ROUTE, "o2ib5 10.0.0.252@o2ib");
            assertEquals(-1, route.num(Kinds.HOP, 0));
            assertEquals("up", route.text(Kinds.STATE));
            assertEquals("single-hop", route.text("type"));
            assertEquals(49, s.get(Kinds.GLOBAL, "").num("lnd_timeout", 0));
        }
        assertEquals(List.of(), agent.sampler().state().diagnostics());
    }

    @Test
    void theNextDeltaCarriesExactlyWhatChanged() throws Exception {
        fake().router212();
        start(5000);
        try (AgentClient client = client()) {
            Snapshot snapshot = Snapshot.fromJson(client.next(Protocol.EVENT_SNAPSHOT).data());
            NodeState mine = snapshot.state();

            // one file changes per step: lnetctl prints each answer whole, so each step is one delta
            fake.edit("peer", "available_tx_credits: -4500\n          min_tx_credits: -4500",
                    "available_tx_credits: -4501\n          min_tx_credits: -4501",
                    "- nid: 10.1.0.18@o2ib1\n          state: down", "- nid: 10.1.0.18@o2ib1\n          state: up");
            Delta credits = Delta.fromJson(client.next(Protocol.EVENT_DELTA).data());
            assertEquals(snapshot.seq() + 1, credits.seq());
            assertEquals(Map.of("peer_ni 10.1.0.17@o2ib1", Map.of(Kinds.TX_CREDITS, -4501L, Kinds.MIN_TX_CREDITS, -4501L),
                    "peer_ni 10.1.0.18@o2ib1", Map.of(Kinds.STATE, "up")), credits.set());
            assertTrue(credits.unset().isEmpty() && credits.removed().isEmpty());
            assertNull(credits.lnetDown());

            fake.edit("stats", "send_count: 9123456", "send_count: 9123460");
            Delta stats = Delta.fromJson(client.next(Protocol.EVENT_DELTA).data());
            assertEquals(credits.seq() + 1, stats.seq());
            assertEquals(Map.of("stats", Map.of("send_count", 9123460L)), stats.set());

            fake.edit("net", "- nid: 10.1.0.254@o2ib1\n          status: up", "- nid: 10.1.0.254@o2ib1\n          status: down");
            Delta ni = Delta.fromJson(client.next(Protocol.EVENT_DELTA).data());
            assertEquals(Map.of("ni 10.1.0.254@o2ib1", Map.of(Kinds.STATUS, "down")), ni.set());

            // the peer is deleted (lnetctl peer del): its peer and peer NI go
            String peers = fake.out("peer");
            fake.out("peer", peers.substring(0, peers.indexOf("    - primary nid: 10.1.0.18@o2ib1")));
            Delta deleted = Delta.fromJson(client.next(Protocol.EVENT_DELTA).data());
            assertEquals(List.of("peer 10.1.0.18@o2ib1", "peer_ni 10.1.0.18@o2ib1"), deleted.removed());
            assertTrue(deleted.set().isEmpty() && deleted.unset().isEmpty());

            for (Delta d : List.of(credits, stats, ni, deleted)) {
                d.applyTo(mine);
            }
            NodeState direct = new NodeState();
            source(5000).readInto(direct);
            assertEquals(direct.byKey(), mine.byKey(), "snapshot + deltas = what lnetctl prints now");
        }
    }

    @ParameterizedTest
    @EnumSource(FakeLnetctl.Hang.class)
    void aHungLnetctlIsKilledAndTheAgentKeepsServing(FakeLnetctl.Hang how) throws Exception {
        fake().router212();
        start(1000);
        try (AgentClient client = client()) {
            Snapshot snapshot = Snapshot.fromJson(client.next(Protocol.EVENT_SNAPSHOT).data());
            int objects = snapshot.state().objects().size();

            fake.hang(how);
            List<Diagnostic> diagnostics = awaitDiagnostic(about("lnetctl net show -v 2", "did not finish in 1000 ms; killed"));
            assertEquals(Diagnostic.Severity.ERROR, diagnostics.get(0).severity());
            assertTrue(diagnostics.stream().anyMatch(about("lnetctl", "not run this period")), diagnostics.toString());
            long deadline0 = System.nanoTime() + 5_000_000_000L;
            while (agent.sampler().incompleteSamples() == 0 && System.nanoTime() < deadline0) {
                Thread.sleep(20);
            }
            assertTrue(agent.sampler().incompleteSamples() > 0, "the timed-out sample counts as partial");
            Heartbeat partial = Heartbeat.fromJson(
                    client.next(Protocol.EVENT_HEARTBEAT).data());
            while (partial.partial() == null) {
                partial = Heartbeat.fromJson(client.next(Protocol.EVENT_HEARTBEAT).data());
            }
            assertEquals("lnetctl net show -v 2 timed out", partial.partial(), "clients are told their data is not current");

            // the agent answers while lnetctl hangs, with the last whole state: a partial read is
            // not taken for every object gone
            long start = System.nanoTime();
            HttpResponse<String> now = http.send(HttpRequest.newBuilder(uri(Protocol.PATH_SNAPSHOT)).timeout(Duration.ofSeconds(5))
                    .build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, now.statusCode());
            assertTrue(System.nanoTime() - start < 900_000_000L, "served without waiting for lnetctl");
            Snapshot during = Snapshot.fromJson(now.body());
            assertEquals(snapshot.state().byKey().keySet(), during.state().byKey().keySet());
            assertNull(during.lnetDown(), "a hung lnetctl does not say LNet is down");

            // a second hung sample: killed again, and logged once, not every period
            fake.clearCalls();
            long samples = agent.sampler().samples();
            while (agent.sampler().samples() < samples + 2) {
                Thread.sleep(50);
            }
            for (long pid : fake.hungPids()) {
                long deadline = System.nanoTime() + 3_000_000_000L;
                while (ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false) && System.nanoTime() < deadline) {
                    Thread.sleep(20);
                }
                assertFalse(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false), "process " + pid + " still runs");
            }
            assertTrue(fake.calls().stream().allMatch(c -> c.equals("net show -v 2")), "after one timeout the rest wait: "
                    + fake.calls());
            assertEquals(1, log.stream().filter(l -> l.contains("did not finish")).count(), log.toString());

            fake.unhang();
            fake.edit("stats", "send_count: 9123456", "send_count: 9123460");
            Delta back = Delta.fromJson(client.next(Protocol.EVENT_DELTA).data());
            assertEquals(snapshot.seq() + 1, back.seq(), "nothing was published while lnetctl hung");
            assertEquals(Map.of("stats", Map.of("send_count", 9123460L)), back.set(), "only what changed, no object re-sent");
            assertTrue(back.removed().isEmpty());
            assertEquals(objects, snapshot.state().objects().size());
            assertTrue(log.get(log.size() - 1).contains("read without problems again"), log.toString());
        }
    }

    @Test
    void lnetNotRunningIsNotLoadedAndObjectsComeBackWithIt() throws Exception {
        fake().router212();
        start(5000);
        try (AgentClient client = client()) {
            Snapshot snapshot = Snapshot.fromJson(client.next(Protocol.EVENT_SNAPSHOT).data());
            int objects = snapshot.state().objects().size();

            FakeLnetctl.COMMANDS.keySet().forEach(fake::lnetDown);
            String json = client.next(Protocol.EVENT_DELTA).data();
            assertTrue(json.contains("\"lnet\":\"not loaded\""), json);
            Delta down = Delta.fromJson(json);
            assertTrue(down.lnetDown().contains("errno -100") && down.lnetDown().contains("Network is down"), down.lnetDown());
            assertEquals(objects, down.removed().size());
            assertTrue(down.set().isEmpty());
            assertTrue(agent.sampler().state().diagnostics().stream().allMatch(d -> d.severity() != Diagnostic.Severity.ERROR),
                    "LNet down is a state, not a read error: " + agent.sampler().state().diagnostics());

            fake.clearCalls();
            long samples = agent.sampler().samples();
            while (agent.sampler().samples() < samples + 3) {
                Thread.sleep(20);
            }
            assertTrue(fake.calls().stream().allMatch(c -> c.equals("net show -v 2")),
                    "once net show says LNet is down, the other commands are not run: " + fake.calls());

            FakeLnetctl.COMMANDS.keySet().forEach(fake::healthy);
            Delta up = Delta.fromJson(client.next(Protocol.EVENT_DELTA).data());
            assertNull(up.lnetDown());
            assertEquals(down.seq() + 1, up.seq());
            assertEquals(snapshot.state().byKey().keySet(), up.set().keySet());
        }
    }

    @Test
    void lnetGoingDownBetweenTwoCommandsLeavesNoHalfState() {
        fake().router212().lnetDown("peer");
        NodeState state = new NodeState();
        source(5000).readInto(state);
        assertNotNull(state.lnetDownReason());
        assertTrue(state.lnetDownReason().startsWith("lnetctl peer show: errno -100"), state.lnetDownReason());
        assertTrue(state.isEmpty(), "net show's NIs are not LNet's state any more: " + state.objects());
    }

    @Test
    void garbageIsADiagnosticNamingTheCommand() throws Exception {
        fake().router212();
        fake.out("peer", "\u0000\u0001\u0002\u0003ELF\u0002\u0001\n\u00ff\u00fe garbage\n");
        fake.out("stats", "").err("stats", "lnetctl: error while loading shared libraries: liblnetconfig.so.4: cannot open"
                + " shared object file: No such file or directory\n").status("stats", 127);
        fake.out("routing", "routing:\n    - cpt[0]: [unclosed\n");
        fake.out("global", "Segmentation fault\n").status("global", 139);
        start(5000);
        List<Diagnostic> d = awaitDiagnostic(about("lnetctl peer show -v 2", ""));
        assertTrue(d.stream().anyMatch(about("lnetctl stats show", "exited with status 127: lnetctl: error while loading"
                + " shared libraries: liblnetconfig.so.4")), d.toString());
        assertTrue(d.stream().anyMatch(about("lnetctl routing show", "lnetctl YAML")), d.toString());
        assertTrue(d.stream().anyMatch(about("lnetctl global show", "exited with status 139")), d.toString());
        assertTrue(d.stream().allMatch(x -> x.file().startsWith("lnetctl ")), d.toString());

        // sampling goes on after the bad output: two more samples come (a few periods on an idle machine;
        // the wait is generous so that a loaded CI machine does not fail what is not a speed claim)
        long samples = agent.sampler().samples();
        long until = System.currentTimeMillis() + 10_000;
        while (agent.sampler().samples() <= samples + 1 && System.currentTimeMillis() < until) {
            Thread.sleep(50);
        }
        assertTrue(agent.sampler().samples() > samples + 1, "still sampling");
        HttpResponse<String> now = http.send(HttpRequest.newBuilder(uri(Protocol.PATH_SNAPSHOT)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, now.statusCode());
        Snapshot snapshot = Snapshot.fromJson(now.body());
        assertNull(snapshot.lnetDown());
        assertNotNull(snapshot.state().get(Kinds.NI, "10.1.0.254@o2ib1"), "the commands that worked are read");
        assertTrue(snapshot.state().ofKind(Kinds.PEER_NI).isEmpty());
        assertNull(snapshot.state().get(Kinds.STATS, ""));
    }

    @Test
    void stderrIsNotReadAsYaml() throws Exception {
        // a dynamic-linker warning on a node whose libyaml is older than the one lnetctl was built with
        fake().router212().err("peer", "lnetctl: /lib64/libyaml-0.so.2: no version information available (required by lnetctl)\n");
        start(5000);
        List<Diagnostic> d = awaitDiagnostic(about("lnetctl peer show -v 2", "no version information available"));
        assertEquals(Diagnostic.Severity.WARNING, d.get(0).severity());
        assertEquals(1, d.size(), d.toString());
        assertEquals(4, agent.sampler().state().ofKind(Kinds.PEER_NI).size(), "the YAML on stdout is read whole");
    }

    @Test
    void aFailingExitStatusIsReportedEvenWithOutput() {
        fake().router212().status("route", 1);
        NodeState state = new NodeState();
        source(5000).readInto(state);
        assertEquals(1, state.diagnostics().size(), state.diagnostics().toString());
        assertTrue(about("lnetctl route show -v", "exited with status 1 and printed nothing").test(state.diagnostics().get(0)),
                state.diagnostics().toString());
        assertEquals(4, state.ofKind(Kinds.PEER_NI).size());
    }

    @Test
    void withoutDebugfsLnetctlAloneSaysWhatLnetIs() throws Exception {
        fake().router212();
        AgentOptions options = AgentOptions
                .parse(List.of("--meminfo", "off", "--debugfs", tmp.resolve("no-debugfs").toString(), "--lnetctl",
                        fake.path().toString(), "--period", "10m", "--port", "0", "--host", "rtr1"), Map.of());
        NodeState state = new NodeState();
        Agent.sourceOf(options).readInto(state);
        assertNull(state.lnetDownReason(), "debugfs not mounted does not make LNet down when lnetctl reads it");
        assertTrue(state.get(Kinds.PEER_NI, "10.1.0.17@o2ib1") != null, state.byKey().keySet().toString());

        FakeLnetctl.COMMANDS.keySet().forEach(fake::lnetDown);
        NodeState down = new NodeState();
        Agent.sourceOf(options).readInto(down);
        assertTrue(down.lnetDownReason() != null && down.isEmpty(), "both sources say down: " + down.lnetDownReason());
    }

    @Test
    void aMissingLnetctlIsADiagnostic() {
        fake();
        NodeState state = new NodeState();
        new LnetctlSource(tmp.resolve("no/lnetctl"), 5000, log::add).readInto(state);
        assertTrue(state.isEmpty());
        assertNull(state.lnetDownReason(), "no lnetctl says nothing about LNet");
        assertTrue(state.diagnostics().stream().anyMatch(about("lnetctl net show -v 2", "cannot run")), state.diagnostics().toString());
    }
}
