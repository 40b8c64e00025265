package org.lnetscope.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;

import org.junit.jupiter.api.Test;

/**
 * Issue 36: a stale agent's node says why in a few plain words ("no answer since 14:02:11
 * (connection refused)", "unknown host", "timed out"), the words the Fabric greys it with and the
 * header repeats; never a Java class, never "LNet down". Real sockets, the real HTTP client.
 */
class StaleTextTest {

    private static final String CLOCK = "\\d\\d:\\d\\d:\\d\\d";

    private static String staleText(LiveFabric live, String address, long timeoutMs) throws InterruptedException {
        AgentStream stream = live.connect(AgentAddress.parse(address, false)).get(0);
        assertNull(stream.staleText(), "not stale before it failed");
        Wait.until("the stream goes stale", timeoutMs, () -> stream.staleText() != null);
        return stream.staleText();
    }

    @Test
    void aRefusedPortAndAnUnknownHostSayWhyAndSince() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket()) {
            s.bind(new InetSocketAddress("127.0.0.1", 0));
            port = s.getLocalPort();
        }
        try (LiveFabric live = new LiveFabric(LiveFabric.Options.defaults())) {
            String refused = staleText(live, "127.0.0.1:" + port, 10_000);
            assertTrue(refused.matches("no answer since " + CLOCK + " \\(connection refused\\)"), refused);
            String unknown = staleText(live, "no-such-host.invalid:9741", 20_000);
            assertTrue(unknown.matches("no answer since " + CLOCK + " \\(unknown host\\)"), unknown);
            // never heard, so no node to grey: the status line names them by address
            assertEquals(0, live.staleAgents().size());
        }
    }

    /** A host that takes the connection and never answers (a hung node): "timed out", once the request's 10 s pass. */
    @Test
    void aSilentHostTimesOut() throws Exception {
        try (ServerSocket silent = new ServerSocket()) {
            silent.bind(new InetSocketAddress("127.0.0.1", 0), 50); // the kernel accepts; nobody reads
            try (LiveFabric live = new LiveFabric(LiveFabric.Options.defaults())) {
                String text = staleText(live, "127.0.0.1:" + silent.getLocalPort(), 20_000);
                assertTrue(text.matches("no answer since " + CLOCK + " \\(timed out\\)"), text);
            }
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }
}
