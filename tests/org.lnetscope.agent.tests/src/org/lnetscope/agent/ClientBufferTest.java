package org.lnetscope.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.protocol.Protocol;

/**
 * Issue 31: an event stream's first frame (the node's snapshot) counts against its client buffer. A
 * client whose buffer cannot hold it is refused with the reason, rather than queued past its budget.
 */
class ClientBufferTest {

    @TempDir
    Path tmp;

    private Agent agent;

    @AfterEach
    void stop() {
        if (agent != null) {
            agent.close();
        }
    }

    @Test
    void aSnapshotLargerThanTheClientBufferIsRefusedWithTheReason() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("lnet"));
        try (BufferedWriter out = Files.newBufferedWriter(dir.resolve("peers"))) {
            out.write(String.format("%-24s %4s %5s %5s %5s %5s %5s %5s %5s %s\n", "nid", "refs", "state", "last", "max", "rtr", "min",
                    "tx", "min", "queue"));
            for (int i = 0; i < 2000; i++) {
                out.write(String.format("%-24s %4d %5s %5d %5d %5d %5d %5d %5d %d\n", "10.1." + i / 256 + "." + i % 256 + "@o2ib1", 2,
                        "up", 3, 8, 8, 7, 8, 4, 0));
            }
        }
        agent = new Agent(AgentOptions.parse(List.of("--meminfo", "off", "--debugfs", dir.toString(), "--port", "0", "--host", "rtr1",
                "--client-buffer", "64KiB"), Map.of()));
        HttpClient http = HttpClient.newHttpClient();
        URI base = URI.create("http://127.0.0.1:" + agent.address().getPort());
        HttpResponse<String> snapshot = http.send(HttpRequest.newBuilder(base.resolve(Protocol.PATH_SNAPSHOT))
                .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
        int size = snapshot.body().length();
        assertTrue(size > 64 * 1024, "the snapshot is larger than the buffer: " + size);
        HttpResponse<String> events = http.send(HttpRequest.newBuilder(base.resolve(Protocol.PATH_EVENTS))
                .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(503, events.statusCode());
        assertTrue(events.body().contains("is more than the client buffer (65536 bytes; --client-buffer raises it)"), events.body());
        assertEquals(0, agent.server().clients(), "nothing queued for it");
    }
}
