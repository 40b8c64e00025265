package org.lnetscope.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.agent.demo.SyntheticDebugfs;
import org.lnetscope.protocol.Delta;
import org.lnetscope.protocol.Heartbeat;
import org.lnetscope.protocol.Protocol;
import org.lnetscope.protocol.Snapshot;
import org.lnetscope.protocol.SseReader;

/**
 * Issue 31: under systemd's default 1024 fds, 6,000 connections that each sent half a request line
 * exhausted the agent's fds; its debugfs reads failed with EMFILE and it published "lnet not loaded"
 * (every object removed, lnet_up 0), then LNet "came back". Here the real agent jar runs in a JVM
 * under {@code ulimit -n 256} and is flooded for 20 s: its connection cap keeps fds for sampling,
 * and a failed read would be a sampling error, never absence.
 */
class ConnectionFloodTest {

    @TempDir
    Path tmp;

    @Test
    void aFloodUnderALowFdLimitNeverMakesLnetUnloaded() throws Exception {
        List<String> cp = AgentProcess.classPath();
        assumeTrue(cp != null, "bundles are not on the file system here");
        SyntheticDebugfs fake = new SyntheticDebugfs(tmp.resolve("lnet"));
        try (AgentProcess agent = AgentProcess.start(cp, List.of("-Xmx256m", "-XX:+UseSerialGC"), 256, "--debugfs",
                fake.dir().toString(), "--meminfo", "off", "--period", "200ms", "--host", "rtr1")) {
            Snapshot before = Snapshot.fromJson(agent.get(Protocol.PATH_SNAPSHOT, Duration.ofSeconds(10)).body().strip());
            Set<String> objects = before.state().byKey().keySet();
            assertTrue(objects.size() >= 4, objects.toString());

            // a stream opened before the flood: it must see samples go on and nothing removed
            HttpResponse<InputStream> stream = HttpClient.newHttpClient().send(HttpRequest.newBuilder(agent.uri(Protocol.PATH_EVENTS))
                    .build(), HttpResponse.BodyHandlers.ofInputStream());
            assertEquals(200, stream.statusCode());
            List<String> problems = new CopyOnWriteArrayList<>();
            AtomicInteger beats = new AtomicInteger();
            Thread reader = new Thread(() -> {
                SseReader sse = new SseReader(stream.body(), 1 << 24);
                try {
                    for (SseReader.Event e = sse.next(); e != null; e = sse.next()) {
                        if (e.name().equals(Protocol.EVENT_DELTA)) {
                            Delta d = Delta.fromJson(e.data());
                            if (!d.removed().isEmpty()) {
                                problems.add("removed " + d.removed());
                            }
                        } else if (e.name().equals(Protocol.EVENT_HEARTBEAT)) {
                            beats.incrementAndGet();
                            Heartbeat h = Heartbeat.fromJson(e.data());
                            if (h.partial() != null && h.partial().contains("not loaded")) {
                                problems.add(h.partial());
                            }
                        }
                    }
                } catch (IOException e) {
                    // closed at the end
                }
            }, "sse reader");
            reader.setDaemon(true);
            reader.start();

            List<Socket> flood = new ArrayList<>();
            int opened = 0;
            int snapshots = 0;
            long end = System.nanoTime() + Duration.ofSeconds(20).toNanos();
            long nextSnapshot = 0;
            HttpClient probe = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
            try {
                while (System.nanoTime() < end) {
                    // keep up to 1,500 connections open, each with half a request line
                    flood.removeIf(Socket::isClosed);
                    for (int i = 0; i < 100 && flood.size() < 1500; i++) {
                        try {
                            Socket s = new Socket();
                            s.connect(new InetSocketAddress("127.0.0.1", agent.port), 200);
                            s.getOutputStream().write("GET /v1/snap".getBytes(StandardCharsets.US_ASCII));
                            flood.add(s);
                            opened++;
                        } catch (IOException e) {
                            break; // the agent's accept queue is full: the flood is at its peak
                        }
                    }
                    if (System.nanoTime() > nextSnapshot) {
                        nextSnapshot = System.nanoTime() + 1_000_000_000L;
                        try {
                            HttpResponse<String> r = probe.send(HttpRequest.newBuilder(agent.uri(Protocol.PATH_SNAPSHOT))
                                    .timeout(Duration.ofSeconds(3)).build(), HttpResponse.BodyHandlers.ofString());
                            if (r.statusCode() == 200) {
                                Snapshot s = Snapshot.fromJson(r.body().strip());
                                snapshots++;
                                if (s.lnetDown() != null || !s.state().byKey().keySet().equals(objects)) {
                                    problems.add("snapshot during the flood: lnet " + s.lnetDown() + ", " + s.state().byKey().keySet());
                                }
                            }
                        } catch (IOException e) {
                            // not served during the flood: the cap is doing its job; what is served must be right
                        }
                    }
                    Thread.sleep(50);
                }
            } finally {
                for (Socket s : flood) {
                    s.close();
                }
            }
            int beatsDuring = beats.get();
            long errors = agent.metric("lnetscope_agent_samples_total");
            Snapshot after = Snapshot.fromJson(agent.get(Protocol.PATH_SNAPSHOT, Duration.ofSeconds(15)).body().strip());
            String metrics = agent.get(Protocol.PATH_METRICS, Duration.ofSeconds(10)).body();
            System.out.printf("ConnectionFloodTest: %d flood connections opened in 20 s, %d snapshots served during it, %d heartbeats"
                    + " on the stream, %d samples; %s%n", opened, snapshots, beatsDuring, errors,
                    agent.log.stream().filter(l -> l.contains("connections at once")).findFirst().orElse(""));
            assertTrue(opened > 256, "the flood went past the fd limit: " + opened);
            assertTrue(problems.isEmpty(), problems.toString());
            assertTrue(beatsDuring >= 20, "sampling went on during the flood: " + beatsDuring + " heartbeats");
            assertNull(after.lnetDown());
            assertEquals(objects, after.state().byKey().keySet());
            assertTrue(metrics.contains("lnet_up{host=\"rtr1\"} 1\n"), metrics);
            assertTrue(agent.log.stream().noneMatch(l -> l.contains("not loaded")), agent.log.toString());
            assertTrue(agent.process.isAlive());
        }
    }
}
