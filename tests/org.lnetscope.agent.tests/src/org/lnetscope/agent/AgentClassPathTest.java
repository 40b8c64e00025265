package org.lnetscope.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.agent.demo.SyntheticDebugfs;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.Protocol;
import org.lnetscope.protocol.Snapshot;

/**
 * The agent runs as a plain Java program on the class path the launcher
 * (features/org.lnetscope.feature/rootfiles/lnetscope-agent) gives it: its own jar, protocol, core,
 * lnetfiles, the model jar (for Nid only), SnakeYAML, Jetty and SLF4J; no OSGi and no EMF.
 */
class AgentClassPathTest {

    @TempDir
    Path tmp;

    @Test
    void runsWithoutOsgiOrEmf() throws Exception {
        List<String> cp = AgentProcess.classPath();
        assumeTrue(cp != null, "bundles are not on the file system here");
        cp.forEach(entry -> assertFalse(entry.contains("emf"), entry));
        SyntheticDebugfs fake = new SyntheticDebugfs(tmp.resolve("lnet"));
        try (AgentProcess agent = AgentProcess.start(cp, List.of(), 0, "--debugfs", fake.dir().toString(), "--host", "plain",
                "--period", "200ms")) {
            HttpResponse<String> r = agent.get(Protocol.PATH_SNAPSHOT, Duration.ofSeconds(10));
            Snapshot s = Snapshot.fromJson(r.body().strip());
            assertEquals("plain", s.host());
            assertEquals(-4500, s.state().get(Kinds.PEER_NI, "10.1.0.17@o2ib1").num(Kinds.TX_CREDITS, 0));
            // the start-up log says the connection cap and where it comes from (issue 31)
            assertTrue(agent.log.stream().anyMatch(l -> l.matches("lnetscope-agent: at most \\d+ connections at once \\(RLIMIT_NOFILE .*")),
                    agent.log.toString());
            // HEAD is answered on every path, with no warning in the log (issue 31: the JDK server wrote one per request)
            for (String path : List.of("/", Protocol.PATH_SNAPSHOT, Protocol.PATH_EVENTS, Protocol.PATH_METRICS, "/nothing")) {
                HttpResponse<String> head = HttpClient.newHttpClient().send(HttpRequest.newBuilder(agent.uri(path))
                        .method("HEAD", HttpRequest.BodyPublishers.noBody()).timeout(Duration.ofSeconds(10)).build(),
                        HttpResponse.BodyHandlers.ofString());
                assertEquals(path.equals("/nothing") ? 404 : 200, head.statusCode(), path);
                assertEquals("", head.body(), path);
            }
            Thread.sleep(300);
            assertTrue(agent.log.stream().noneMatch(l -> l.contains("WARN")), agent.log.toString());
        }
    }
}
