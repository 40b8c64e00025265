package org.lnetscope.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.agent.demo.SyntheticDebugfs;
import org.lnetscope.protocol.Delta;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.NodeState;
import org.lnetscope.protocol.Protocol;
import org.lnetscope.protocol.Snapshot;

/** A snapshot on connect, then deltas, from a fake debugfs directory the test changes. */
class AgentStreamTest {

    @TempDir
    Path tmp;

    private Agent agent;
    private final HttpClient http = HttpClient.newHttpClient();

    @AfterEach
    void stop() {
        if (agent != null) {
            agent.close();
        }
    }

    private Agent start(SyntheticDebugfs fake) throws Exception {
        AgentOptions options = AgentOptions.parse(List.of("--meminfo", "off", "--debugfs", fake.dir().toString(), "--period", "100ms",
                "--port", "0", "--host", "rtr1"), Map.of());
        agent = new Agent(options);
        return agent;
    }

    private URI events() {
        return URI.create("http://127.0.0.1:" + agent.address().getPort() + Protocol.PATH_EVENTS);
    }

    @Test
    void snapshotThenOnlyWhatChanged() throws Exception {
        SyntheticDebugfs fake = new SyntheticDebugfs(tmp.resolve("lnet"));
        start(fake);
        try (AgentClient client = new AgentClient(http, events(), null)) {
            Snapshot snapshot = Snapshot.fromJson(client.next(Protocol.EVENT_SNAPSHOT).data());
            assertEquals("rtr1", snapshot.host());
            assertNull(snapshot.lnetDown());
            assertEquals(-4500, snapshot.state().get(Kinds.PEER_NI, "10.1.0.17@o2ib1").num(Kinds.TX_CREDITS, 0));
            assertEquals(-17000, snapshot.state().get(Kinds.PEER_NI, "10.0.0.21@o2ib").num(Kinds.RTR_CREDITS, 0));
            assertEquals("enabled", snapshot.state().get(Kinds.ROUTING, "").text(Kinds.ROUTING_STATE));

            fake.computeTx(-4501);
            Delta delta = Delta.fromJson(client.next(Protocol.EVENT_DELTA).data());
            assertEquals(snapshot.seq() + 1, delta.seq());
            assertEquals(Map.of("peer_ni 10.1.0.17@o2ib1", Map.of(Kinds.TX_CREDITS, -4501L, Kinds.MIN_TX_CREDITS, -4501L,
                    Kinds.REFCOUNT, 4548L, Kinds.TXQ_NOB, 4501L * 524)), delta.set());
            assertTrue(delta.removed().isEmpty());

            NodeState mine = snapshot.state();
            delta.applyTo(mine);
            assertEquals(-4501, mine.get(Kinds.PEER_NI, "10.1.0.17@o2ib1").num(Kinds.TX_CREDITS, 0));
        }
    }

    @Test
    void survivesLnetUnloadingAndReloading() throws Exception {
        SyntheticDebugfs fake = new SyntheticDebugfs(tmp.resolve("lnet"));
        start(fake);
        try (AgentClient client = new AgentClient(http, events(), null)) {
            Snapshot snapshot = Snapshot.fromJson(client.next(Protocol.EVENT_SNAPSHOT).data());
            int objects = snapshot.state().objects().size();
            fake.unload();
            Delta down = Delta.fromJson(client.next(Protocol.EVENT_DELTA).data());
            assertTrue(down.lnetDown().startsWith("lnet not loaded"), down.lnetDown());
            assertEquals(objects, down.removed().size());
            fake.load();
            Delta up = Delta.fromJson(client.next(Protocol.EVENT_DELTA).data());
            assertNull(up.lnetDown());
            assertEquals(objects, up.set().size());
            assertEquals(down.seq() + 1, up.seq());
        }
        // a client connecting while LNet is away sees "not loaded" in its snapshot
        fake.unload();
        Thread.sleep(400);
        try (AgentClient late = new AgentClient(http, events(), null)) {
            Snapshot s = Snapshot.fromJson(late.next(Protocol.EVENT_SNAPSHOT).data());
            assertTrue(s.lnetDown() != null && s.state().isEmpty());
        }
    }

    @Test
    void aQuietNodeSendsHeartbeats() throws Exception {
        SyntheticDebugfs fake = new SyntheticDebugfs(tmp.resolve("lnet"));
        start(fake);
        try (AgentClient client = new AgentClient(http, events(), null)) {
            Snapshot snapshot = Snapshot.fromJson(client.next(Protocol.EVENT_SNAPSHOT).data());
            String beat = client.next(Protocol.EVENT_HEARTBEAT).data();
            assertTrue(beat.contains("\"seq\":" + snapshot.seq()), beat);
        }
    }

    @Test
    void clientsThatLeaveAreForgotten() throws Exception {
        SyntheticDebugfs fake = new SyntheticDebugfs(tmp.resolve("lnet"));
        start(fake);
        for (int i = 0; i < 5; i++) {
            try (AgentClient client = new AgentClient(http, events(), null)) {
                client.next(Protocol.EVENT_SNAPSHOT);
            }
        }
        long deadline = System.currentTimeMillis() + 10_000;
        while (agent.server().clients() > 0 && System.currentTimeMillis() < deadline) {
            Thread.sleep(50);
        }
        assertEquals(0, agent.server().clients(), "a heartbeat write to a closed client removes it");
        assertEquals(0, agent.server().droppedClients(), "leaving is not being dropped for slowness");
    }
}
