package org.lnetscope.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 30, §7 and §9: what reaches the terminal (stdout and stderr, the streams of
 * {@link Console#system()}) shows control and bidi characters escaped and clips long lines; a file
 * named like a command does not hide the command.
 */
class TerminalTextTest {

    @TempDir
    Path dir;

    private static String through(int max, String text) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream terminal = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        try (ClippedLines lines = new ClippedLines(terminal, max)) {
            lines.print(text);
            lines.flush();
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aHostnameCannotRecolourRetitleOrClearTheTerminal() {
        // a Prometheus HTML error page and a hostname stored in a trace, as issue 30 saw them
        assertEquals("host \\x1b[31moss1\\x1b[0m up\n", through(1000, "host \u001b[31moss1\u001b[0m up\n"));
        assertEquals("<html>\\x1b]0;pwned\\x07\\x1b[2J</html>\n", through(1000, "<html>\u001b]0;pwned\u0007\u001b[2J</html>\n"));
        assertEquals("file \\u202etxt.exe and \\u2066x\\u2069 \\u0085 \\x00\\x7f\n",
                through(1000, "file \u202etxt.exe and \u2066x\u2069 \u0085 \u0000\u007f\n"));
    }

    @Test
    void unicodeTextAndTabsPassUnchanged() {
        String text = "état\tnœud – “routeur” ─ 路由器 \u2014 \u00e9\n";
        assertEquals(text, through(1000, text));
    }

    @Test
    void stdoutClipsALongValueAsStderrDoes() {
        String hostname = "h".repeat(40_000);
        String shown = through(Messages.MAX_OUT_LINE, "node " + hostname + "\n");
        assertEquals(Messages.MAX_OUT_LINE + "... (30005 more bytes)\n".length(), shown.length(), shown.substring(0, 40));
        assertTrue(shown.endsWith("... (30005 more bytes)\n"));
    }

    @Test
    void aFileNamedLikeACommandSaysHowToOpenIt() throws Exception {
        Path report = Files.createDirectory(dir.resolve("nosuchcommand"));
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Console console = new Console(new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true, StandardCharsets.UTF_8));
        int status = LnetScopeCli.withInstalledCommands().run(List.of(report.toString()), console);
        assertEquals(ExitStatus.USAGE, status);
        assertEquals("lnetscope: unknown command '" + report + "'; to open the file " + report + " in the window: lnetscope ./" + report
                + "\n", err.toString(StandardCharsets.UTF_8));
    }
}
