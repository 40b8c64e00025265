package org.lnetscope.vmcore.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.cli.Command;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.cli.UsageException;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.vmcore.Fixtures;
import org.lnetscope.vmcore.GeneratedExtractTest;
import org.lnetscope.vmcore.RouterExtractGenerator.Config;
import org.lnetscope.vmcore.plan.ExtractPlanner;

class VmcoreCommandTest {

    @TempDir
    Path dir;

    private final Console.Captured captured = Console.captured();
    private final Console console = captured.console();

    private int run(String... args) throws Exception {
        return new VmcoreCommand().run(List.of(args), console);
    }

    private String out() {
        return captured.out();
    }

    private String err() {
        return captured.err();
    }

    @Test
    void registeredAsACliService() throws IOException {
        // the plain-main CLI finds commands through META-INF/services
        try (InputStream in = VmcoreCommand.class.getResourceAsStream("/META-INF/services/" + Command.class.getName())) {
            assertEquals(VmcoreCommand.class.getName(), new String(in.readAllBytes(), StandardCharsets.UTF_8).strip());
        }
    }

    /**
     * Issue 36: check lists the crash errors of the session (they are what it is for) and exits 0,
     * as import and report do with the same extract; 1 is for an extract it cannot read or refuses.
     */
    @Test
    void checkCountsStructsListsTheCrashErrorsAndExitsZero() throws Exception {
        Path extract = Fixtures.copy(Fixtures.SMALL_2_12, dir);
        assertEquals(ExitStatus.OK, run("check", extract.toString()), err());
        assertTrue(out().contains("lnet_msg         6"), out());
        assertTrue(out().contains("kib_conn         3"), out());
        assertTrue(out().contains("2 errors"), out());
        assertTrue(out().contains("read: the errors are listed above with their lines; plan, import and report read the rest"),
                out());
        assertTrue(err().contains(":361: error: crash error"), err());
        assertTrue(err().contains("list_del-poisoned pointer"), err());
    }

    /**
     * The example the product ships (examples/crash/README.md runs check on it as "what it holds,
     * its problems"): read, its two crash errors listed, exit 0, and the README says what the exit
     * statuses mean as the help does.
     */
    @Test
    void checkOnTheShippedExampleExitsZeroAndTheReadmeSaysWhy() throws Exception {
        Path examples = Path.of(System.getProperty("user.dir")).resolve("../../examples/crash").normalize();
        Path extract = examples.resolve("router-2.12-small.crash");
        assertTrue(Files.isRegularFile(extract), extract.toString());
        assertEquals(ExitStatus.OK, run("check", extract.toString()), err());
        assertTrue(out().contains("2 errors"), out());
        long errors = err().lines().filter(l -> l.contains(": error: crash error")).count();
        assertEquals(2, errors, err());
        String readme = Files.readString(examples.resolve("README.md"));
        assertTrue(readme.contains("exits 0"), readme);
        assertTrue(readme.contains("exits 1"), readme);
        String usage = new VmcoreCommand().usage();
        assertTrue(usage.contains("it exits 0 when it could read the extract, errors or not"), usage);
        assertTrue(usage.contains("1 could not read or refused"), usage);
    }

    /** A crash session that dumped no LNet struct (the wrong module loaded, a task list only) is refused, as import does. */
    @Test
    void checkOfALogWithoutLnetStructsSaysSo() throws Exception {
        Path log = dir.resolve("tasks.log");
        Files.writeString(log, """
                crash> sys
                      KERNEL: /usr/lib/debug/lib/modules/3.10.0-1160.el7.x86_64/vmlinux
                    DUMPFILE: /var/crash/127.0.0.1-2026-11-29-02:14:07/vmcore
                crash> ps | head -3
                   PID    PPID  CPU       TASK        ST  %MEM     VSZ    RSS  COMM
                      0      0   0  ffffffff8b418480  RU   0.0       0      0  [swapper/0]
                crash> struct task_struct.pid ffffffff8b418480
                  pid = 0
                """);
        assertEquals(ExitStatus.FAILURE, run("check", log.toString()));
        assertTrue(err().contains(log + ": no LNet state found"), err());
        assertTrue(out().contains("0 errors"), out());
    }

    @Test
    void planAsksForTheRxNotYetDumpedAndExplainsWhatItCannotFollow() throws Exception {
        Path extract = Fixtures.copy(Fixtures.SMALL_2_12, dir);
        Path next = dir.resolve("pass2.crash");
        assertEquals(ExitStatus.OK, run("plan", extract.toString(), "-o", next.toString()));
        List<String> lines = Files.readAllLines(next);
        assertTrue(lines.contains("struct kib_rx ffff9a0f01c402d8"), lines.toString());
        assertTrue(lines.contains("struct kib_rx ffff9a0f1d220068"), lines.toString());
        assertFalse(lines.contains("struct kib_rx ffff9a0f01c40270"), "already dumped");
        assertTrue(lines.contains("mod -S") && lines.get(lines.size() - 1).equals("quit"));
        // pass-1 commands the fixture lacks are planned; the ones it ran are not repeated
        assertTrue(lines.contains("p the_lnet.ln_cpt_number") && lines.contains("struct -o lnet_peer_ni"));
        assertFalse(lines.contains("p the_lnet.ln_peer_tables") || lines.contains("kmem -i"));
        assertTrue(err().contains("note: no offset of lnet_peer_ni.lpni_txq"), err());
        // the hand-made session printed one conn with a member list that left out ibc_peer: the
        // plan asks for the whole struct and says why, on a comment line crash skips
        int conn = lines.indexOf("struct kib_conn ffff9a0f1d220000");
        assertTrue(conn > 0, lines.toString());
        assertEquals("# kib_conn ffff9a0f1d220000 was printed without ibc_peer: its peer is inferred from the messages"
                + " it holds", lines.get(conn - 1));
    }

    @Test
    void shippedFirstPassFileMatchesThePlanner() throws IOException {
        // docs/crash/lnet-router-extract.crash is what an engineer runs first; keep it in step
        Path doc = Path.of(System.getProperty("user.dir")).resolve("../../docs/crash/lnet-router-extract.crash");
        if (!Files.exists(doc)) {
            doc = Path.of("docs/crash/lnet-router-extract.crash");
        }
        List<String> commands = Files.readAllLines(doc).stream().filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
        for (String first : ExtractPlanner.FIRST_PASS) {
            assertTrue(commands.contains(first), first + " missing from " + doc);
        }
        assertEquals("quit", commands.get(commands.size() - 1));
    }

    @Test
    void importWritesAModelThatLoadsBack() throws Exception {
        Path extract = dir.resolve("extract.log");
        GeneratedExtractTest.generate(Config.small(), extract, false);
        Path model = dir.resolve("state.lnetmodel");
        assertEquals(ExitStatus.OK, run("import", extract.toString(), "-o", model.toString()));
        assertTrue(out().contains("0 diagnostics (0 errors)"), out());
        Fabric back = LnetResources.load(model);
        assertEquals(Config.small().pinnedConns(), back.getNodes().get(0).pinnedConns().size());
        assertThrows(UsageException.class, () -> run("import", extract.toString(), "-o", "state.txt"));
        assertThrows(UsageException.class, () -> run("import", extract.toString()));
    }

    @Test
    void aFileWithoutLnetStateIsRefusedNotReportedEmpty() throws Exception {
        Path notes = dir.resolve("notes.bin");
        Files.write(notes, new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 0, 1, 2, (byte) 0xff});
        assertEquals(ExitStatus.FAILURE, run("report", notes.toString()));
        assertEquals(ExitStatus.FAILURE, run("import", notes.toString(), "-o", dir.resolve("x.lnetmodel").toString()));
        String said = captured.err();
        Assertions.assertTrue(said.contains("notes.bin: no LNet state found"), said);
        Assertions.assertFalse(Files.exists(dir.resolve("x.lnetmodel")));
    }

    @Test
    void reportToMarkdownOnStdoutOrHtmlFile() throws Exception {
        Path extract = dir.resolve("extract.log");
        GeneratedExtractTest.generate(Config.small(), extract, false);
        assertEquals(ExitStatus.OK, run("report", extract.toString()));
        assertTrue(out().startsWith("# LNet router vmcore report: rtr-o2ib-07"), out());
        assertTrue(out().contains("**5 NIDs x 42**"), out());
        Path html = dir.resolve("report.html");
        assertEquals(ExitStatus.OK, run("report", extract.toString(), "-o", html.toString()));
        assertTrue(Files.readString(html).contains("<h2>What happened</h2>"));
        assertEquals(ExitStatus.FAILURE, run("report", dir.resolve("missing.log").toString()));
    }

    @Test
    void badUsage() {
        assertThrows(UsageException.class, () -> run());
        assertThrows(UsageException.class, () -> run("frobnicate"));
        assertThrows(UsageException.class, () -> run("plan"));
        assertThrows(UsageException.class, () -> run("check", "a", "b"));
    }
}
