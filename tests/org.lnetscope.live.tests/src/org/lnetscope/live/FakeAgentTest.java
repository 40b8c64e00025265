package org.lnetscope.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.lnetscope.model.Fabric;
import org.lnetscope.protocol.Delta;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.NodeState;
import org.lnetscope.protocol.Snapshot;

/**
 * A fake agent on loopback that misbehaves in a different way on each connection: garbage,
 * an oversized line, a seq gap, a wrong schema, then a good stream. The live fabric must mark the
 * stream stale each time, reconnect, and end up with the good data.
 */
class FakeAgentTest {

    private static final String HEADERS = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n";

    private static String snapshot(long seq, int tx) {
        NodeState s = new NodeState();
        s.object(Kinds.PEER_NI, "10.1.0.17@o2ib1").put(Kinds.TX_CREDITS, tx);
        return "event: snapshot\ndata: " + new Snapshot("fake", "test", seq, 0, 100, null, "2.12", s).toJson() + "\n\n";
    }

    private static String delta(long seq, int tx) {
        NodeState before = new NodeState();
        before.object(Kinds.PEER_NI, "10.1.0.17@o2ib1").put(Kinds.TX_CREDITS, 0);
        NodeState after = new NodeState();
        after.object(Kinds.PEER_NI, "10.1.0.17@o2ib1").put(Kinds.TX_CREDITS, tx);
        return "event: delta\ndata: " + Delta.between(seq, 0, before, after).toJson() + "\n\n";
    }

    @Test
    void garbageOversizedGapsAndWrongSchemaAreSurvived() throws Exception {
        List<String> behaviours = List.of(
                "garbage", "oversized", "gap", "schema", "good");
        AtomicInteger connection = new AtomicInteger();
        List<String> reasons = new CopyOnWriteArrayList<>();
        try (ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            Thread fake = Thread.ofVirtual().start(() -> {
                while (!server.isClosed()) {
                    try (Socket s = server.accept()) {
                        s.getInputStream().read(new byte[4096]);
                        int n = connection.getAndIncrement();
                        String behaviour = behaviours.get(Math.min(n, behaviours.size() - 1));
                        OutputStream out = s.getOutputStream();
                        out.write(HEADERS.getBytes(StandardCharsets.US_ASCII));
                        switch (behaviour) {
                            case "garbage" ->
                                out.write("\u0000\u00ff{{{not sse or json\n\ndata: ]]]\n\n".getBytes(StandardCharsets.ISO_8859_1));
                            case "oversized" -> {
                                out.write("data: ".getBytes(StandardCharsets.US_ASCII));
                                byte[] junk = new byte[64 * 1024];
                                Arrays.fill(junk, (byte) 'x');
                                for (int i = 0; i < 64; i++) {
                                    out.write(junk); // 4 MiB without a newline, against a 1 MiB limit
                                }
                            }
                            case "gap" -> out.write((snapshot(5, -1) + delta(7, -2)).getBytes(StandardCharsets.UTF_8));
                            case "schema" ->
                                out.write(snapshot(5, -1).replace("\"schema\":1", "\"schema\":99").getBytes(StandardCharsets.UTF_8));
                            default -> {
                                out.write((snapshot(10, -4500) + delta(11, -4501)).getBytes(StandardCharsets.UTF_8));
                                out.flush();
                                Thread.sleep(5_000);
                            }
                        }
                        out.flush();
                    } catch (IOException | InterruptedException e) {
                        // the client hung up on a bad stream: that is the point
                    }
                }
            });
            try (LiveFabric live = new LiveFabric(LiveFabric.Options.defaults().withMaxLineBytes(1 << 20))) {
                live.addListener(new LiveListener() {
                    @Override
                    public void streamStatus(AgentStream stream, StreamStatus status, String detail) {
                        if (status == StreamStatus.STALE) {
                            reasons.add(detail);
                        }
                    }
                });
                AgentStream stream = live.connect(new AgentAddress("127.0.0.1", server.getLocalPort(), false)).get(0);
                Wait.until("the good stream applied", 25_000, () -> live.read((Fabric f) -> f.getNodes().stream()
                        .flatMap(n -> n.getPeers().stream()).flatMap(p -> p.getPeerNis().stream())
                        .anyMatch(p -> p.getTxCredits() == -4501)));
                assertEquals(StreamStatus.LIVE, stream.status());
                assertTrue(stream.reconnects() >= 4, "reconnects: " + stream.reconnects());
                assertTrue(reasons.stream().anyMatch(r -> r.contains("longer than")), reasons.toString());
                assertTrue(reasons.stream().anyMatch(r -> r.contains("missed deltas")), reasons.toString());
                assertTrue(reasons.stream().anyMatch(r -> r.contains("schema 99")), reasons.toString());
                assertEquals(1, live.read((Fabric f) -> f.getNodes().size()));
            }
            server.close();
            fake.join(10_000);
        }
    }
}
