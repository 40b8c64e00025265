package org.lnetscope.live.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.NodeState;
import org.lnetscope.protocol.Snapshot;

/**
 * A stream's reader thread that runs out of heap (a snapshot line within --max-line-bytes but more
 * than this JVM holds once parsed): before, the thread ended with an OutOfMemoryError stack trace
 * and the stream stayed "live" with nothing arriving; now it goes stale with words that blame
 * LNet Scope's heap, not the agent nor LNet, and is tried again after its backoff.
 */
class AgentStreamOutOfMemoryTest {

    @TempDir
    Path tmp;

    /** A snapshot of one router with {@code peers} peer NIs, as one SSE event (a single data line). */
    private static byte[] bigSnapshot(int peers) {
        NodeState state = new NodeState();
        state.object(Kinds.ROUTING, "").put(Kinds.ROUTING_STATE, "enabled");
        for (int i = 0; i < peers; i++) {
            var fields = state.object(Kinds.PEER_NI, ScriptedAgent.nid(i));
            fields.put(Kinds.STATE, "up");
            fields.put(Kinds.MAX_TX_CREDITS, 8L);
            fields.put(Kinds.TX_CREDITS, 8L);
        }
        String json = new Snapshot("big1", "scripted", 0, 0, 60_000, null, "2.12", state).toJson();
        return ("event: snapshot\ndata: " + json + "\n\n").getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void aSnapshotBiggerThanTheHeapMakesTheStreamStaleForLnetScopesOwnReasonWithoutAStackTrace() throws Exception {
        List<String> cp = AgentRecordJvm.classPath();
        assumeTrue(cp != null, "bundles are not on the file system here");
        byte[] event = bigSnapshot(400_000);
        System.out.println("snapshot line: " + event.length + " bytes");
        AtomicInteger connections = new AtomicInteger();
        AgentRecordJvm.Run run;
        try (ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            Thread agent = Thread.ofPlatform().daemon().start(() -> {
                while (!server.isClosed()) {
                    try (Socket s = server.accept()) {
                        connections.incrementAndGet();
                        InputStream in = s.getInputStream();
                        in.read(new byte[4096]);
                        OutputStream out = s.getOutputStream();
                        out.write("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n"
                                .getBytes(StandardCharsets.US_ASCII));
                        out.write(event);
                        out.flush();
                        while (in.read() >= 0) {
                            // silent until the client hangs up
                        }
                    } catch (IOException e) {
                        // the client hung up
                    }
                }
            });
            run = AgentRecordJvm.record(cp, "48m", tmp.resolve("record.log"), "127.0.0.1:" + server.getLocalPort(), "-o",
                    tmp.resolve("big.lnettrace").toString(), "--duration", "8s");
            server.close();
            agent.join(10_000);
        }
        String said = run.said();
        System.out.println("agent record under -Xmx48m: exit " + run.status() + ", " + connections.get()
                + " connections\n" + said);
        assertNotEquals(0, run.status(), said);
        assertFalse(said.contains("OutOfMemoryError") || said.contains("\tat "), said);
        assertTrue(said.contains("LNet Scope ran out of memory (its own Java heap) reading this agent's stream"), said);
        String summary = said.lines().filter(l -> l.startsWith("lnetscope agent record: no agent answered")).findFirst().orElseThrow();
        assertTrue(summary.contains("LNet Scope ran out of memory"), summary);
        assertTrue(connections.get() >= 2, "tried again after the backoff: " + connections.get() + " connections");
    }
}
