package org.lnetscope.live.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.agent.Agent;
import org.lnetscope.agent.AgentOptions;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.cli.UsageException;
import org.lnetscope.trace.TraceReader;

/** {@code lnetscope agent record} against a real agent on loopback, with a token. */
class AgentCommandTest {

    @TempDir
    Path tmp;

    @Test
    void recordsForTheGivenDuration() throws Exception {
        Path debugfs = tmp.resolve("lnet");
        Files.createDirectories(debugfs);
        Files.writeString(debugfs.resolve("peers"), "nid                      refs state  last   max   rtr   min    tx   min queue\n"
                + "10.1.0.17@o2ib1          4547    up     3    42    42    -2 -4500 -4500 2359296\n");
        Path token = tmp.resolve("token");
        Files.writeString(token, "t0ken\n");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Console console = new Console(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true));
        Path trace = tmp.resolve("live.lnettrace");
        try (Agent agent = new Agent(AgentOptions.parse(List.of("--debugfs", debugfs.toString(), "--port", "0", "--host", "rtr1",
                "--period", "100ms", "--token-file", token.toString()), Map.of()))) {
            int status = new AgentCommand().run(List.of("record", "127.0.0.1:" + agent.address().getPort(), "-o", trace.toString(),
                    "--duration", "1500ms", "--token-file", token.toString()), console);
            assertEquals(ExitStatus.OK, status);
        }
        String text = out.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("(rtr1)"), text);
        try (TraceReader reader = TraceReader.open(trace)) {
            assertTrue(reader.eventCount() >= 1, "the snapshot at least");
            assertEquals(List.of(), reader.warnings());
        }
    }

    @Test
    void usage() {
        Console console = new Console(new PrintStream(new ByteArrayOutputStream()), new PrintStream(new ByteArrayOutputStream()));
        Assertions.assertThrows(UsageException.class,
                () -> new AgentCommand().run(List.of("record", "-o", "x.lnettrace"), console));
        Assertions.assertThrows(UsageException.class,
                () -> new AgentCommand().run(List.of("record", "h:1", "-o", "x.txt"), console));
        Assertions.assertThrows(UsageException.class,
                () -> new AgentCommand().run(List.of("record", "h:99999", "-o", "x.lnettrace"), console));
    }
}
