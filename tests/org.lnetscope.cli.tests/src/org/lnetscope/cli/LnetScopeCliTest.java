package org.lnetscope.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;

class LnetScopeCliTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final Console console = new Console(new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));

    private int run(LnetScopeCli cli, String... args) {
        return cli.run(List.of(args), console);
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    /** A command that echoes its arguments, or fails the way real commands do. */
    private static Command echo() {
        return new Command() {
            public String name() {
                return "echo";
            }
            public String summary() {
                return "repeat the arguments";
            }
            public String usage() {
                return "Usage: lnetscope echo WORD...";
            }
            public int run(List<String> args, Console c) throws Exception {
                if (args.isEmpty()) {
                    throw new UsageException("needs a word");
                }
                if (args.get(0).equals("boom")) {
                    throw new IOException("vmcore.txt: line 12: truncated struct");
                }
                c.out().println(String.join(" ", args));
                return ExitStatus.OK;
            }
        };
    }

    @Test
    void versionPrintsTheBannerAndSucceeds() {
        assertEquals(ExitStatus.OK, run(LnetScopeCli.withInstalledCommands(), "--version"));
        assertTrue(out().startsWith("LNet Scope 0.1.0."), out());
    }

    @Test
    void helpListsEveryCommand() {
        LnetScopeCli cli = new LnetScopeCli(List.of(echo()));
        assertEquals(ExitStatus.OK, run(cli, "--help"));
        assertTrue(out().contains("echo  repeat the arguments"), out());
        assertTrue(out().contains("Usage: lnetscope"), out());
    }

    @Test
    void noArgumentsIsAUsageError() {
        assertEquals(ExitStatus.USAGE, run(new LnetScopeCli(List.of(echo()))));
    }

    @Test
    void unknownCommandIsNamed() {
        assertEquals(ExitStatus.USAGE, run(new LnetScopeCli(List.of(echo())), "simulte"));
        assertTrue(err().contains("unknown command 'simulte'"), err());
    }

    @Test
    void commandRunsWithItsArguments() {
        assertEquals(ExitStatus.OK, run(new LnetScopeCli(List.of(echo())), "echo", "o2ib1", "o2ib0"));
        assertEquals("o2ib1 o2ib0" + System.lineSeparator(), out());
    }

    @Test
    void usageErrorPrintsReasonAndUsage() {
        assertEquals(ExitStatus.USAGE, run(new LnetScopeCli(List.of(echo())), "echo"));
        assertTrue(err().contains("lnetscope echo: needs a word"), err());
        assertTrue(err().contains("Usage: lnetscope echo WORD..."), err());
    }

    @Test
    void failureIsOneLineNotAStackTrace() {
        assertEquals(ExitStatus.FAILURE, run(new LnetScopeCli(List.of(echo())), "echo", "boom"));
        assertEquals("lnetscope echo: vmcore.txt: line 12: truncated struct" + System.lineSeparator(), err());
    }

    @Test
    void commandHelpShowsUsage() {
        LnetScopeCli cli = new LnetScopeCli(List.of(echo()));
        assertEquals(ExitStatus.OK, run(cli, "help", "echo"));
        assertTrue(out().contains("Usage: lnetscope echo WORD..."));
        assertEquals(ExitStatus.OK, run(cli, "echo", "--help"));
    }

    @Test
    void duplicateCommandNamesAreRejected() {
        assertThrows(IllegalStateException.class, () -> new LnetScopeCli(List.of(echo(), echo())));
    }
}
