package org.lnetscope.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.agent.Agent;
import org.lnetscope.agent.AgentOptions;
import org.lnetscope.agent.demo.SyntheticDebugfs;
import org.lnetscope.agent.source.DebugfsSource;
import org.lnetscope.agent.source.LnetSource;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.PeerNi;
import org.lnetscope.protocol.NodeState;
import org.lnetscope.trace.Event;
import org.lnetscope.trace.EventStream;
import org.lnetscope.trace.EventType;
import org.lnetscope.trace.StateApplier;
import org.lnetscope.trace.TraceReader;
import org.lnetscope.trace.state.FlatState;

/** Two agents merged into one live fabric and recorded; an agent killed and restarted. */
class LiveFabricTest {

    @TempDir
    Path tmp;

    private static Agent agent(SyntheticDebugfs fake, String host, int port) throws Exception {
        return new Agent(AgentOptions.parse(List.of("--meminfo", "off", "--debugfs", fake.dir().toString(), "--period", "100ms",
                "--port", String.valueOf(port), "--host", host), Map.of()));
    }

    private static int txOf(LiveFabric live, String host, String nid) {
        return live.read((Fabric f) -> f.getNodes().stream().filter(n -> n.getHostname().equals(host))
                .flatMap(n -> n.getPeers().stream()).flatMap(p -> p.getPeerNis().stream())
                .filter(p -> p.getNid().toString().equals(nid)).mapToInt(PeerNi::getTxCredits).findFirst().orElse(Integer.MIN_VALUE));
    }

    @Test
    void twoAgentsMergeIntoOneRecordedFabric() throws Exception {
        SyntheticDebugfs a = new SyntheticDebugfs(tmp.resolve("a"));
        SyntheticDebugfs b = new SyntheticDebugfs(tmp.resolve("b"));
        Path trace = tmp.resolve("live.lnettrace");
        List<String> changedHosts = new CopyOnWriteArrayList<>();
        long objects;
        try (Agent rtr1 = agent(a, "rtr1", 0); Agent rtr2 = agent(b, "rtr2", 0)) {
            LiveFabric live = new LiveFabric(LiveFabric.Options.defaults());
            live.addListener(new LiveListener() {
                @Override
                public void nodeChanged(Node node, int changes) {
                    changedHosts.add(node.getHostname());
                }
            });
            live.recordTo(trace);
            List<AgentStream> streams = live.connect(new AgentAddress("127.0.0.1", rtr1.address().getPort(), false),
                    new AgentAddress("127.0.0.1", rtr2.address().getPort(), false));
            Wait.until("both nodes live", 10_000, () -> streams.stream().allMatch(s -> s.status() == StreamStatus.LIVE)
                    && txOf(live, "rtr1", "10.1.0.17@o2ib1") == -4500 && txOf(live, "rtr2", "10.1.0.17@o2ib1") == -4500);
            assertEquals(-4500, txOf(live, "rtr1", "10.1.0.17@o2ib1"));
            assertEquals(NodeRole.ROUTER, live.read((Fabric f) -> f.getNodes().get(0).getRole()));

            a.computeTx(-4501);
            b.computeTx(-4600);
            Wait.until("deltas applied", 10_000, () -> txOf(live, "rtr1", "10.1.0.17@o2ib1") == -4501
                    && txOf(live, "rtr2", "10.1.0.17@o2ib1") == -4600);
            assertTrue(live.drain(5000), "every message applied");
            objects = live.read((Fabric f) -> {
                long n = 1;
                for (var it = EcoreUtil.getAllContents(f, true); it.hasNext(); it.next()) {
                    n++;
                }
                return n;
            });
            assertTrue(changedHosts.contains("rtr1") && changedHosts.contains("rtr2"));
            live.close();
            assertEquals(StreamStatus.CLOSED, streams.get(0).status());
        }
        try (TraceReader reader = TraceReader.open(trace)) {
            assertEquals(List.of(), reader.warnings());
            assertTrue(reader.eventCount() >= 4, "two snapshots and two deltas at least: " + reader.eventCount());
            assertEquals(reader.eventCount(), reader.countsByType()[EventType.AGENT_SAMPLE.ordinal()]);
            FlatState state = reader.loadCheckpoint(0);
            EventStream events = reader.events(0);
            Event e = new Event();
            while (events.next(e)) {
                StateApplier.apply(e, state, null);
            }
            assertEquals(objects, state.liveCount(), "replaying the trace rebuilds as many objects as the live fabric holds");
        }
    }

    @Test
    void aKilledAgentGoesStaleAndIsPickedUpAgain() throws Exception {
        SyntheticDebugfs a = new SyntheticDebugfs(tmp.resolve("a"));
        Agent rtr1 = agent(a, "rtr1", 0);
        int port = rtr1.address().getPort();
        Path trace = tmp.resolve("stale.lnettrace");
        try (LiveFabric live = new LiveFabric(LiveFabric.Options.defaults())) {
            live.recordTo(trace);
            AgentStream stream = live.connect(new AgentAddress("127.0.0.1", port, false)).get(0);
            Wait.until("live", 10_000, () -> stream.status() == StreamStatus.LIVE);
            rtr1.close();
            Wait.until("stale after the agent died", 10_000, () -> stream.status() == StreamStatus.STALE);
            // issue 36: said as what happened, not as a Java exception's class
            assertFalse(stream.detail().contains("Exception"), stream.detail());
            a.computeTx(-4700);
            try (Agent again = agent(a, "rtr1", port)) {
                Wait.until("live again with the new value", 20_000, () -> stream.status() == StreamStatus.LIVE
                        && txOf(live, "rtr1", "10.1.0.17@o2ib1") == -4700);
                assertTrue(stream.reconnects() >= 1);
                assertEquals(1, live.read((Fabric f) -> f.getNodes().size()), "the same node, not a second one");
                live.close(); // before the agent stops: that would be a second stale period
            }
        }
        try (TraceReader reader = TraceReader.open(trace)) {
            long[] counts = reader.countsByType();
            assertEquals(1, counts[EventType.AGENT_STALE.ordinal()], "one stale period, however many reconnect attempts");
            assertEquals(1, counts[EventType.AGENT_RESUMED.ordinal()]);
            List<EventType> order = typesInOrder(reader);
            assertEquals(List.of(EventType.AGENT_SAMPLE, EventType.AGENT_STALE, EventType.AGENT_RESUMED, EventType.AGENT_SAMPLE),
                    order, "samples, the stale period, then samples again");
        }
    }

    /** An agent whose reads turn partial (lnetctl wedged): the stream is up, but its data is old news. */
    @Test
    void partialReadsAreAStalePeriodWithoutAReconnect() throws Exception {
        SyntheticDebugfs a = new SyntheticDebugfs(tmp.resolve("partial"));
        DebugfsSource debugfs = new DebugfsSource(a.dir());
        AtomicBoolean wedged = new AtomicBoolean();
        LnetSource source = new LnetSource() {
            @Override
            public void readInto(NodeState into) {
                debugfs.readInto(into);
                if (wedged.get()) {
                    into.incomplete("lnetctl peer show -v 2 timed out");
                }
            }

            @Override
            public String describe() {
                return "debugfs, wedged on demand";
            }
        };
        Path trace = tmp.resolve("partial.lnettrace");
        try (Agent rtr1 = new Agent(
                AgentOptions.parse(List.of("--meminfo", "off", "--period", "100ms", "--port", "0", "--host", "rtr1"), Map.of()), source)) {
            LiveFabric live = new LiveFabric(LiveFabric.Options.defaults());
            live.recordTo(trace);
            AgentStream stream = live.connect(new AgentAddress("127.0.0.1", rtr1.address().getPort(), false)).get(0);
            Wait.until("live", 10_000, () -> stream.status() == StreamStatus.LIVE);
            wedged.set(true);
            Wait.until("stale while reads are partial", 10_000, () -> stream.status() == StreamStatus.STALE);
            assertEquals("the agent's reads are partial: lnetctl peer show -v 2 timed out", stream.detail());
            wedged.set(false);
            Wait.until("live again", 10_000, () -> stream.status() == StreamStatus.LIVE);
            a.computeTx(-4800);
            Wait.until("the next change arrives", 10_000, () -> txOf(live, "rtr1", "10.1.0.17@o2ib1") == -4800);
            assertEquals(0, stream.reconnects(), "the stream itself never broke");
            live.close();
        }
        try (TraceReader reader = TraceReader.open(trace)) {
            List<EventType> order = typesInOrder(reader);
            assertEquals(List.of(EventType.AGENT_SAMPLE, EventType.AGENT_STALE, EventType.AGENT_RESUMED, EventType.AGENT_SAMPLE), order);
        }
    }

    /** The trace's event types in order, a run of samples counted once. */
    private static List<EventType> typesInOrder(TraceReader reader) {
        EventStream events = reader.events(0);
        Event e = new Event();
        List<EventType> order = new ArrayList<>();
        while (events.next(e)) {
            if (e.type() != EventType.AGENT_SAMPLE || order.isEmpty() || order.get(order.size() - 1) != EventType.AGENT_SAMPLE) {
                order.add(e.type());
            }
        }
        return order;
    }
}
