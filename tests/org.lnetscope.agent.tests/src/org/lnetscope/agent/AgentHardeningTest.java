package org.lnetscope.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.agent.demo.SyntheticDebugfs;
import org.lnetscope.protocol.Protocol;

/**
 * Issue 21, point 8, from the hostile-HTTP campaign on loopback: slow headers, more streams than
 * --max-clients arriving together, an unknown HTTP version, an absurd --client-buffer. The
 * header timeout is 2 s here (this bundle's pom sets lnetscope.agent.headerTimeoutSeconds), 10 s in the agent.
 */
class AgentHardeningTest {

    @TempDir
    Path tmp;

    private Agent agent;

    @AfterEach
    void stop() {
        if (agent != null) {
            agent.close();
        }
    }

    private Agent start(String... extra) throws Exception {
        SyntheticDebugfs fake = new SyntheticDebugfs(tmp.resolve("lnet"));
        List<String> args = new ArrayList<>(List.of("--meminfo", "off", "--debugfs", fake.dir().toString(), "--port", "0", "--host", "rtr1",
                "--period", "200ms"));
        args.addAll(List.of(extra));
        agent = new Agent(AgentOptions.parse(args, Map.of()));
        return agent;
    }

    private Socket connect() throws IOException {
        Socket s = new Socket("127.0.0.1", agent.address().getPort());
        s.setSoTimeout(15_000);
        return s;
    }

    private static String statusLine(Socket s, String request) throws IOException {
        OutputStream out = s.getOutputStream();
        out.write(request.getBytes(StandardCharsets.US_ASCII));
        out.flush();
        InputStream in = s.getInputStream();
        StringBuilder line = new StringBuilder();
        for (int b; (b = in.read()) >= 0 && b != '\n';) {
            line.append((char) b);
        }
        return line.toString().strip();
    }

    @Test
    void aClientThatNeverFinishesItsHeadersIsCutOff() throws Exception {
        start();
        try (Socket slow = connect()) {
            OutputStream out = slow.getOutputStream();
            out.write(("GET " + Protocol.PATH_SNAPSHOT + " HTTP/1.1\r\nHost: x\r\n").getBytes(StandardCharsets.US_ASCII));
            long start = System.nanoTime();
            InputStream in = slow.getInputStream();
            boolean closed = false;
            // one header byte a second, never the blank line: the slowloris pattern
            for (int i = 0; i < 12 && !closed; i++) {
                try {
                    out.write('X');
                    out.flush();
                    slow.setSoTimeout(1000);
                    closed = in.read() < 0;
                } catch (SocketTimeoutException e) {
                    // still open: send the next byte
                } catch (IOException e) {
                    closed = true;
                }
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            assertTrue(closed, "still open after " + seconds + " s");
            assertTrue(seconds < 8, "closed after " + seconds + " s");
        }
    }

    @Test
    void anEventStreamOutlivesTheHeaderTimeout() throws Exception {
        start();
        try (Socket s = connect()) {
            assertEquals("HTTP/1.1 200 OK", statusLine(s, "GET " + Protocol.PATH_EVENTS + " HTTP/1.1\r\nHost: x\r\n\r\n"));
            Thread.sleep(3500);
            InputStream in = s.getInputStream();
            byte[] buffer = new byte[65536];
            int n = 0;
            long deadline = System.currentTimeMillis() + 5000;
            while (System.currentTimeMillis() < deadline) {
                int r = in.read(buffer);
                assertTrue(r >= 0, "the stream was closed");
                n += r;
                if (new String(buffer, 0, r, StandardCharsets.UTF_8).contains("event: ")) {
                    break;
                }
            }
            assertTrue(n > 0);
            assertEquals(1, agent.server().clients(), "still streaming past the 2 s request timeout");
        }
    }

    @Test
    void anUnknownHttpVersionIs505() throws Exception {
        start();
        try (Socket s = connect()) {
            assertEquals("HTTP/1.1 505 HTTP Version Not Supported",
                    statusLine(s, "GET " + Protocol.PATH_SNAPSHOT + " HTTP/9.9\r\nHost: x\r\n\r\n"));
        }
    }

    @Test
    void moreStreamsThanMaxClientsArrivingTogetherGetOnlyMaxClients() throws Exception {
        int max = 4;
        start("--max-clients", String.valueOf(max));
        int tries = 12;
        ExecutorService pool = Executors.newFixedThreadPool(tries);
        CountDownLatch go = new CountDownLatch(1);
        List<Socket> sockets = new ArrayList<>();
        try {
            List<Future<String>> answers = new ArrayList<>();
            for (int i = 0; i < tries; i++) {
                Socket s = connect();
                sockets.add(s);
                answers.add(pool.submit(() -> {
                    go.await();
                    return statusLine(s, "GET " + Protocol.PATH_EVENTS + " HTTP/1.1\r\nHost: x\r\n\r\n");
                }));
            }
            go.countDown();
            int ok = 0;
            int refused = 0;
            for (Future<String> f : answers) {
                String status = f.get(20, TimeUnit.SECONDS);
                if (status.contains(" 200 ")) {
                    ok++;
                } else if (status.contains(" 503 ")) {
                    refused++;
                }
            }
            assertEquals(max, ok, "streams admitted");
            assertEquals(tries - max, refused, "streams refused with 503");
        } finally {
            for (Socket s : sockets) {
                s.close();
            }
            pool.shutdownNow();
        }
    }

    @Test
    void anAbsurdClientBufferIsRefusedNotWrapped() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> AgentOptions.parse(List.of("--client-buffer", "99999999999GiB"), Map.of()));
        assertEquals("--client-buffer 99999999999GiB is not in 64KiB..1GiB", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> AgentOptions.parse(List.of("--client-buffer", "1"), Map.of()));
        assertThrows(IllegalArgumentException.class,
                () -> AgentOptions.parse(List.of("--client-buffer", "99999999999999999999999"), Map.of()));
    }

    @Test
    void aMissingTokenFileIsAnErrorNamingIt() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> AgentOptions.parse(List.of("--token-file", "/nonexistent/token"), Map.of()));
        assertEquals("--token-file /nonexistent/token: no such file", e.getMessage());
    }
}
