package org.lnetscope.live.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;

/**
 * Issue 31: {@code agent record} against a server whose status line is garbage printed the raw
 * bytes (escape sequences reached the terminal). It says what it expected, the bytes escaped.
 */
class AgentRecordGarbageTest {

    @TempDir
    Path tmp;

    @Test
    void aGarbageStatusLineIsSaidEscapedWithWhatWasExpected() throws Exception {
        try (ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            Thread t = new Thread(() -> {
                while (!server.isClosed()) {
                    try (Socket s = server.accept()) {
                        s.getInputStream().read(new byte[4096]);
                        s.getOutputStream()
                                .write("\u001b]0;owned\u0007\u001b[2JNOT-HTTP 200 OK\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
                        s.getOutputStream().flush();
                    } catch (IOException e) {
                        // closed at the end
                    }
                }
            }, "garbage server");
            t.setDaemon(true);
            t.start();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            Console console = new Console(new PrintStream(new ByteArrayOutputStream(), true),
                    new PrintStream(err, true, StandardCharsets.UTF_8));
            int status = new AgentCommand().run(List.of("record", "127.0.0.1:" + server.getLocalPort(), "-o",
                    tmp.resolve("x.lnettrace").toString(), "--duration", "1500ms"), console);
            String said = err.toString(StandardCharsets.UTF_8);
            assertEquals(ExitStatus.FAILURE, status, said);
            assertFalse(said.chars().anyMatch(c -> c == 0x1b || c == 0x07), said);
            assertTrue(
                    said.contains(
                            "expected an HTTP status line such as \"HTTP/1.1 200 OK\", got \"\\x1b]0;owned\\x07\\x1b[2JNOT-HTTP 200 OK\""),
                    said);
        }
    }
}
