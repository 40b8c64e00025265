package org.lnetscope.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.URI;

import org.junit.jupiter.api.Test;

/**
 * Issue 30, §6: {@code agent record} said {@code stale (ConnectException)} for a refused port and an
 * unknown host alike. The real HTTP client's failures, told apart in words.
 */
class StreamFailureWordsTest {

    private static Throwable failure(String url) {
        try {
            HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.discarding());
            throw new AssertionError("no failure from " + url);
        } catch (IOException | InterruptedException e) {
            return e;
        }
    }

    @Test
    void aRefusedPortAndAnUnknownHostAreToldApart() throws IOException {
        int port;
        try (ServerSocket s = new ServerSocket()) {
            s.bind(new InetSocketAddress("127.0.0.1", 0));
            port = s.getLocalPort();
        }
        assertEquals("connection refused", AgentStream.why(failure("http://127.0.0.1:" + port + "/stream")));
        String unknown = AgentStream.why(failure("http://no-such-host.invalid:9741/stream"));
        assertTrue(unknown.startsWith("unknown host"), unknown);
        assertEquals("connection refused", AgentStream.why(new ConnectException()));
        assertEquals("the agent said \\x1b]0;pwned\\x07", AgentStream.why(new IOException("the agent said \u001b]0;pwned\u0007")));
    }
}
