package org.lnetscope.live.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.lnetscope.protocol.Delta;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.LnetObject;
import org.lnetscope.protocol.NodeState;
import org.lnetscope.protocol.Snapshot;

/**
 * An agent on loopback that sends, on its first connection, a snapshot of a router without peers (2 objects) and then
 * {@code deltas} deltas as fast as the client takes them: delta k adds {@code added} debugfs peer
 * NIs never named before and, when {@code churn}, removes the ones delta k-1 added (peers coming
 * and going: the live state stays at {@code added} peers). Then it keeps the stream open, silent,
 * until the client hangs up. Its period is a minute, so the client's silence watchdog never fires.
 */
final class ScriptedAgent implements AutoCloseable {

    private static final String HEADERS = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n";

    private final ServerSocket server;
    private final Thread thread;
    private volatile int sent;

    ScriptedAgent(String host, int deltas, int added, boolean churn) throws IOException {
        server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        thread = Thread.ofPlatform().daemon().name("scripted agent").start(() -> serve(host, deltas, added, churn));
    }

    int port() {
        return server.getLocalPort();
    }

    /** Deltas written to the socket so far. */
    int sent() {
        return sent;
    }

    /** The n-th peer NID this agent names: 10.x.y.z@o2ib1, all different. */
    static String nid(int n) {
        return "10." + (1 + n / 65_536) + "." + (n / 256) % 256 + "." + n % 256 + "@o2ib1";
    }

    private void serve(String host, int deltas, int added, boolean churn) {
        boolean first = true;
        while (!server.isClosed()) {
            try (Socket s = server.accept()) {
                InputStream in = s.getInputStream();
                in.read(new byte[4096]);
                OutputStream out = s.getOutputStream();
                if (!first) {
                    continue; // a reconnect: the test does not expect one, and gets no snapshot
                }
                first = false;
                NodeState empty = new NodeState();
                empty.object(Kinds.ROUTING, "").put(Kinds.ROUTING_STATE, "enabled");
                empty.object(Kinds.STATS, "").put("msgs_alloc", 0L);
                out.write(HEADERS.getBytes(StandardCharsets.US_ASCII));
                out.write(event("snapshot", new Snapshot(host, "scripted", 0, 0, 60_000, null, "2.12", empty).toJson()));
                for (int k = 1; k <= deltas; k++) {
                    Map<String, Map<String, Object>> set = new LinkedHashMap<>();
                    for (int i = 0; i < added; i++) {
                        Map<String, Object> fields = new LinkedHashMap<>();
                        fields.put(Kinds.STATE, "up");
                        fields.put(Kinds.MAX_TX_CREDITS, 8L);
                        fields.put(Kinds.TX_CREDITS, (long) (8 - i % 4));
                        set.put(LnetObject.key(Kinds.PEER_NI, nid((k - 1) * added + i)), fields);
                    }
                    List<String> removed = new ArrayList<>();
                    if (churn && k > 1) {
                        for (int i = 0; i < added; i++) {
                            removed.add(LnetObject.key(Kinds.PEER_NI, nid((k - 2) * added + i)));
                        }
                    }
                    out.write(event("delta", new Delta(k, k, null, set, Map.of(), removed).toJson()));
                    sent = k;
                }
                out.flush();
                while (in.read() >= 0) {
                    // silent until the client hangs up
                }
            } catch (IOException e) {
                // the client hung up (it stopped recording): that ends the script
            }
        }
    }

    private static byte[] event(String name, String json) {
        return ("event: " + name + "\ndata: " + json + "\n\n").getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public void close() throws IOException, InterruptedException {
        server.close();
        thread.join(10_000);
    }
}
