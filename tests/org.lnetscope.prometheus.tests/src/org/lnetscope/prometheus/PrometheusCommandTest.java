package org.lnetscope.prometheus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.cli.UsageException;
import org.lnetscope.prometheus.cli.PrometheusCommand;
import org.lnetscope.trace.TraceReader;

/** {@code lnetscope prometheus history}: what it writes, says and refuses. */
class PrometheusCommandTest {

    @TempDir
    Path tmp;

    private final Console.Captured captured = Console.captured();
    private final Console console = captured.console();

    private int run(String... args) throws Exception {
        return new PrometheusCommand().run(List.of(args), console);
    }

    @Test
    void writesTheWindow() throws Exception {
        Path trace = tmp.resolve("night.lnettrace");
        try (FakePrometheus prometheus = new FakePrometheus(ScriptedPrometheus::answer)) {
            assertEquals(ExitStatus.OK,
                    run("history", prometheus.uri().toString(), "--from", Instant.ofEpochMilli(ScriptedPrometheus.T0).toString(),
                            "--to", Long.toString(ScriptedPrometheus.T0 / 1000 + 4), "--step", "1s", "--selector", "job=\"lnet\"", "-o",
                            trace.toString()));
        }
        assertEquals("wrote " + trace + ": 2 hosts, 5 steps, 7 events, 1 stale periods (27 samples in 3 queries)\n",
                captured.out());
        try (TraceReader reader = TraceReader.open(trace)) {
            assertEquals(7, reader.eventCount());
        }
    }

    @Test
    void prometheusDownExitsOneWithTheReason() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        assertEquals(ExitStatus.FAILURE,
                run("history", "http://127.0.0.1:" + port, "--last", "1h", "-o", tmp.resolve("x.lnettrace").toString()));
        assertEquals("lnetscope prometheus: cannot reach Prometheus at http://127.0.0.1:" + port
                + "/: connection refused (is it running, is the URL right?)\n", captured.err());
        assertTrue(Files.notExists(tmp.resolve("x.lnettrace")));
    }

    @Test
    void badUsageIsRefusedBeforeAnythingIsAsked() {
        String o = tmp.resolve("x.lnettrace").toString();
        assertEquals("needs the sub-command: history or oom", assertThrows(UsageException.class, () -> run("fetch")).getMessage());
        assertEquals("needs the Prometheus URL, e.g. http://prometheus:9090",
                assertThrows(UsageException.class, () -> run("history", "--last", "1h", "-o", o)).getMessage());
        assertEquals("the URL must start with http:// or https://: prom:9090",
                assertThrows(UsageException.class, () -> run("history", "prom:9090", "--last", "1h", "-o", o)).getMessage());
        assertEquals("needs -o FILE.lnettrace",
                assertThrows(UsageException.class, () -> run("history", "http://p:9090", "--last", "1h", "-o", "x.lnetmodel"))
                        .getMessage());
        assertEquals("needs the window: --last D, or --from T and --to T",
                assertThrows(UsageException.class, () -> run("history", "http://p:9090", "--from", "now-1h", "-o", o)).getMessage());
        assertEquals("bad time \"yesterday\" (e.g. 2026-11-30T10:00:00Z, epoch seconds, now-1h)",
                assertThrows(UsageException.class, () -> run("history", "http://p:9090", "--from", "yesterday", "--to", "now", "-o", o))
                        .getMessage());
        assertEquals("bad duration \"fortnight\" (e.g. 500ms, 30s, 10m, 2h, 7d)",
                assertThrows(UsageException.class, () -> run("history", "http://p:9090", "--last", "fortnight", "-o", o)).getMessage());
        assertTrue(assertThrows(UsageException.class, () -> run("history", "http://p:9090", "--from", "now", "--to", "now-1h", "-o", o))
                .getMessage().startsWith("the window ends ("));
        assertTrue(assertThrows(UsageException.class, () -> run("history", "http://p:9090", "--hosts", "rtr[", "--last", "1h", "-o", o))
                .getMessage().startsWith("--hosts is not a regular expression"));
    }
}
