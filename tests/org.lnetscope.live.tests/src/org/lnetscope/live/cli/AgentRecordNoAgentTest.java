package org.lnetscope.live.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.cli.UsageException;

/** Issue 21, point 3: no agent answering is an error, and an existing recording is left as it was. */
class AgentRecordNoAgentTest {

    @TempDir
    Path tmp;

    @Test
    void noAgentReachableFailsAndKeepsTheOldRecording() throws Exception {
        Path trace = tmp.resolve("live.lnettrace");
        byte[] old = "an earlier recording".getBytes(StandardCharsets.US_ASCII);
        Files.write(trace, old);
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort(); // closed again: nothing listens there
        }
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Console console = new Console(new PrintStream(new ByteArrayOutputStream(), true),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        int status = new AgentCommand().run(List.of("record", "127.0.0.1:" + port, "-o", trace.toString(), "--duration", "1s"), console);
        assertEquals(ExitStatus.FAILURE, status);
        assertArrayEquals(old, Files.readAllBytes(trace));
        String text = err.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("lnetscope agent record: no agent answered (127.0.0.1:" + port), text);
        // the summary names why, not the "closed" the command's own close left as the status
        String summary = text.lines().filter(l -> l.startsWith("lnetscope agent record: no agent answered")).findFirst().orElseThrow();
        assertTrue(summary.contains("no lnetscope-agent answers there"), summary);
        assertTrue(text.contains(trace + " left as it was"), text);
        try (var files = Files.list(tmp)) {
            assertEquals(List.of(trace), files.toList(), "no temporary file left");
        }
    }

    @Test
    void aMissingTokenFileIsAUsageErrorNamingIt() {
        UsageException e = assertThrows(UsageException.class, () -> new AgentCommand().run(List.of("record", "h:1", "-o", "x.lnettrace",
                "--token-file", "/nonexistent/token"), new Console(System.out, System.err)));
        assertEquals("--token-file /nonexistent/token: no such file", e.getMessage());
    }
}
