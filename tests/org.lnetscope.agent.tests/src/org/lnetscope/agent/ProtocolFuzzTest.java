package org.lnetscope.agent;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.agent.demo.SyntheticDebugfs;
import org.lnetscope.agent.protocol.Delta;
import org.lnetscope.agent.protocol.Heartbeat;
import org.lnetscope.agent.protocol.ProtocolException;
import org.lnetscope.agent.protocol.Protocol;
import org.lnetscope.agent.protocol.Snapshot;
import org.lnetscope.agent.protocol.SseReader;
import org.lnetscope.model.fuzz.Fuzz;

/**
 * What LNet Scope reads from an agent (docs/agent-protocol.md) on mutated streams: the SSE reader
 * and the snapshot, delta and heartbeat decoders may fail only with {@link ProtocolException} (or
 * an IOException of the stream), within 64 MB plus 300 times the stream.
 */
class ProtocolFuzzTest {

    @TempDir
    Path tmp;

    @Test
    void theClientSideSurvivesMutatedStreams() throws Exception {
        SyntheticDebugfs fake = new SyntheticDebugfs(tmp.resolve("lnet"));
        String snapshot;
        try (Agent agent = new Agent(AgentOptions.parse(List.of("--debugfs", fake.dir().toString(), "--port", "0", "--host", "rtr1"),
                Map.of()))) {
            snapshot = agent.sampler().snapshot().toJson();
        }
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
