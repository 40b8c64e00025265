package org.lnetscope.protocol;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.lnetscope.fuzz.Fuzz;

/**
 * What LNet Scope reads from an agent (docs/agent-protocol.md) on mutated streams: the SSE reader
 * and the snapshot, delta and heartbeat decoders may fail only with {@link ProtocolException} (or
 * an IOException of the stream), within 64 MB plus 300 times the stream.
 */
class ProtocolFuzzTest {

    @Test
    void theClientSideSurvivesMutatedStreams() throws Exception {
        String snapshot = routerSnapshot().toJson();
        String stream = "id: 7\nevent: " + Protocol.EVENT_SNAPSHOT + "\ndata: " + snapshot + "\n\n"
                + "id: 8\nevent: " + Protocol.EVENT_HEARTBEAT + "\ndata: " + new Heartbeat(8, 1_700_000_000_000L).toJson() + "\n\n"
                + ": comment\nretry: 500\n\n";
        List<String> words = List.of("\"", "{", "}", "[", "]", ",", ":", "\\u0000", "\\ud800", "1e999", "-0", "null", "true",
                "\"schema\":", "\"type\":\"delta\"", "\"seq\":", "data: ", "event: delta\n", "\n\n", "\r\n");
        Fuzz.assertSurvived(Fuzz.run("agent-protocol", 21, Fuzz.budget(),
                m -> m.random().nextBoolean() ? m.mutateText(stream, words).getBytes(StandardCharsets.UTF_8)
                        : m.mutate(stream.getBytes(StandardCharsets.UTF_8), List.of()),
                ProtocolFuzzTest::read, t -> t instanceof ProtocolException || t instanceof IOException,
                size -> (64L << 20) + 300L * size));
    }

    /**
     * The seed's router as its agent serves it: the compute's peer NI stopped draining (txcredits
     * -4500), a server's peer NI far below zero router credits, one router buffer pool.
     */
    private static Snapshot routerSnapshot() {
        NodeState state = new NodeState();
        state.object(Kinds.PEER_NI, "10.1.0.17@o2ib1").put(Kinds.TX_CREDITS, -4500).put(Kinds.MIN_TX_CREDITS, -4500)
                .put(Kinds.RTR_CREDITS, 8).put(Kinds.MIN_RTR_CREDITS, 8).put(Kinds.STATE, "up");
        state.object(Kinds.PEER_NI, "10.0.2.6@o2ib").put(Kinds.TX_CREDITS, 8).put(Kinds.RTR_CREDITS, -17000)
                .put(Kinds.MIN_RTR_CREDITS, -17000).put(Kinds.REFCOUNT, 17043).put(Kinds.STATE, "up");
        state.object(Kinds.POOL, "0").put(Kinds.NPAGES, 0).put(Kinds.NBUFFERS, 512).put(Kinds.POOL_CREDITS, 512)
                .put(Kinds.POOL_MIN_CREDITS, 498);
        return new Snapshot("rtr1", "lnetscope-agent test", 6, 1_700_000_000_000L, 1000, null, Kinds.LAYOUT_2_12, state);
    }

    private static void read(byte[] bytes) throws IOException {
        SseReader reader = new SseReader(new ByteArrayInputStream(bytes), 1 << 20);
        for (SseReader.Event e; (e = reader.next()) != null;) {
            switch (e.name()) {
                case Protocol.EVENT_SNAPSHOT -> Snapshot.fromJson(e.data());
                case Protocol.EVENT_DELTA -> Delta.fromJson(e.data());
                case Protocol.EVENT_HEARTBEAT -> Heartbeat.fromJson(e.data());
                default -> {
                    // unknown events are skipped by the client
                }
            }
        }
    }
}
