package org.lnetscope.prometheus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.prometheus.cli.PrometheusCommand;

/**
 * Issue 31: {@code prometheus history} and {@code oom} against servers that stall mid-body, name
 * 300,000 hosts, send escape bytes or a bad NID. Each ends in bounded time with exit 1 and a plain
 * message (never 2 and the usage text), or skips the bad series with a warning.
 */
class HostileServerTest {

    @TempDir
    Path tmp;

    private final Console.Captured captured = Console.captured();
    private final Console console = captured.console();

    private int run(String... args) throws Exception {
        return new PrometheusCommand().run(List.of(args), console);
    }

    private String err() {
        return captured.err();
    }

    /** Answers every request with headers promising 1 MB, 100 bytes of it, then nothing. */
    private static ServerSocket stallingServer(List<Socket> held) throws IOException {
        ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread t = new Thread(() -> {
            while (!server.isClosed()) {
                try {
                    Socket s = server.accept();
                    held.add(s);
                    s.getInputStream().read(new byte[8192]);
                    OutputStream o = s.getOutputStream();
                    o.write(("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{\"status\":\"success\","
                            + "\"data\":[" + "\"h\",".repeat(15)).getBytes(StandardCharsets.US_ASCII));
                    o.flush();
                } catch (IOException e) {
                    return;
                }
            }
        }, "stalling server");
        t.setDaemon(true);
        t.start();
        return server;
    }

    @Test
    void aServerThatStallsMidBodyIsGivenUpOnAtTheTimeout() throws Exception {
        List<Socket> held = new ArrayList<>();
        try (ServerSocket server = stallingServer(held)) {
            String url = "http://127.0.0.1:" + server.getLocalPort();
            long start = System.nanoTime();
            assertEquals(ExitStatus.FAILURE, run("history", url, "--last", "1h", "--timeout", "2s", "-o",
                    tmp.resolve("x.lnettrace").toString()));
            double seconds = (System.nanoTime() - start) / 1e9;
            assertTrue(seconds < 6, "gave up after " + seconds + " s");
            assertEquals("lnetscope prometheus: Prometheus at " + url + "/ did not answer whole within 2 s (--timeout; a server or"
                    + " proxy that stalls mid-answer?)\n", err());
            assertTrue(Files.notExists(tmp.resolve("x.lnettrace")));

            captured.reset();
            start = System.nanoTime();
            assertEquals(ExitStatus.FAILURE, run("oom", url, "--timeout", "1s"));
            assertTrue((System.nanoTime() - start) / 1e9 < 5, "oom gave up in time");
            assertTrue(err().contains("did not answer whole within 1 s"), err());
        } finally {
            for (Socket s : held) {
                s.close();
            }
        }
    }

    @Test
    void threeHundredThousandHostsAreRefusedWithTheirCount() throws Exception {
        StringBuilder hosts = new StringBuilder("[");
        for (int i = 0; i < 300_000; i++) {
            hosts.append(i == 0 ? "" : ",").append("\"node").append(i).append('"');
        }
        String answer = hosts.append(']').toString();
        try (FakePrometheus prometheus = new FakePrometheus((path, q) -> path.endsWith("/values") ? FakePrometheus.success(answer)
                : FakePrometheus.success("{\"resultType\":\"matrix\",\"result\":[]}"))) {
            long start = System.nanoTime();
            assertEquals(ExitStatus.FAILURE, run("history", prometheus.uri().toString(), "--last", "1h", "-o",
                    tmp.resolve("x.lnettrace").toString()));
            assertTrue((System.nanoTime() - start) / 1e9 < 20, "refused in bounded time");
            assertEquals("lnetscope prometheus: Prometheus at " + prometheus.uri() + " names 300000 hosts with lnet_up in the window:"
                    + " more than 5000; narrow them with --hosts or --selector, or raise --max-hosts\n", err());
            assertEquals(1, prometheus.requests, "no range query was started");

            captured.reset();
            assertEquals(ExitStatus.FAILURE, run("history", prometheus.uri().toString(), "--last", "1h", "--max-hosts", "10",
                    "--hosts", "node1.*", "-o", tmp.resolve("x.lnettrace").toString()));
            assertTrue(err().contains("names 111111 hosts with lnet_up in the window matching --hosts node1.*: more than 10"), err());
        }
    }

    @Test
    void aServersEscapeBytesArePrintedEscaped() throws Exception {
        String hostile = "\u001b[2J\u001b]0;owned\u0007<html>proxy error\r\u009b31m";
        try (FakePrometheus prometheus = new FakePrometheus((path, q) -> new FakePrometheus.Answer(502, hostile))) {
            assertEquals(ExitStatus.FAILURE, run("history", prometheus.uri().toString(), "--last", "1h", "-o",
                    tmp.resolve("x.lnettrace").toString()));
        }
        String said = err();
        assertFalse(said.chars().anyMatch(c -> c == 0x1b || c == 0x07 || c == '\r' || c == 0x9b), said);
        assertTrue(said.contains("\\x1b[2J\\x1b]0;owned\\x07<html>proxy error \\x9b31m")
                || said.contains("\\x1b[2J\\x1b]0;owned\\x07<html>proxy error\\x0d\\x9b31m"), said);
        assertTrue(said.startsWith("lnetscope prometheus: Prometheus at "), said);
    }

    @Test
    void aBadNidSkipsThatSeriesWithAWarning() throws Exception {
        Path trace = tmp.resolve("night.lnettrace");
        try (FakePrometheus prometheus = new FakePrometheus((path, q) -> {
            FakePrometheus.Answer a = ScriptedPrometheus.answer(path, q);
            // rtr1's peer NI comes back under a NID that is no NID, with an escape byte in it
            return new FakePrometheus.Answer(a.status(), a.body().replace("\"nid\":\"10.1.0.17@o2ib1\"",
                    "\"nid\":\"10.1.0.17@o2ib1x\\u001b[31m\""));
        })) {
            assertEquals(ExitStatus.OK,
                    run("history", prometheus.uri().toString(), "--from", Instant.ofEpochMilli(ScriptedPrometheus.T0).toString(),
                            "--to", Long.toString(ScriptedPrometheus.T0 / 1000 + 4), "--step", "1s", "--selector", "job=\"lnet\"", "-o",
                            trace.toString()));
        }
        String said = err();
        assertTrue(said.contains("lnetscope prometheus: warning: skipped the series lnet_peer_ni_available_tx_credits"), said);
        assertTrue(said.contains("10.1.0.17@o2ib1x\\x1b[31m"), said);
        assertFalse(said.contains("\u001b"), said);
        assertFalse(said.contains("Usage:"), said);
        assertTrue(captured.out().startsWith("wrote " + trace + ": 2 hosts"), captured.out());
    }
}
