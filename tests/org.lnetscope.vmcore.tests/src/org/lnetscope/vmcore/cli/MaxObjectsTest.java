package org.lnetscope.vmcore.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.cli.UsageException;
import org.lnetscope.vmcore.Fixtures;

/**
 * Issue 30, §5: {@code vmcore plan/import/report --max-objects N}. An extract of many distinct
 * kib_conn dumps (the 3 M of them in an 8 MB .gz ran out of memory at 4 GB) is refused
 * where it passes the bound, naming the file and the line; nothing is written; a dump printed
 * again for a known address does not count.
 */
class MaxObjectsTest {

    @TempDir
    Path dir;

    private final Console.Captured captured = Console.captured();
    private final Console console = captured.console();

    private int run(String... args) throws Exception {
        return new VmcoreCommand().run(List.of(args), console);
    }

    /** Lines of one {@code struct kib_conn ADDRESS} command and its output, as crash prints it (abridged). */
    static final int LINES_PER_CONN = 8;

    /**
     * Writes {@code conns} kib_conn dumps at {@code distinct} addresses (repeated in turn), gzipped,
     * after the first pass of the small 2.12 router: the shape of the conn bomb.
     */
    static Path connBomb(Path dir, int conns, int distinct) throws IOException {
        Path extract = dir.resolve("conns.crash.gz");
        try (OutputStream gz = new GZIPOutputStream(Files.newOutputStream(extract));
                Writer w = new java.io.OutputStreamWriter(gz, StandardCharsets.US_ASCII)) {
            for (int i = 0; i < conns; i++) {
                long address = 0xffff9a0f00000000L + 0x400L * (i % distinct);
                w.write("crash> struct kib_conn " + Long.toHexString(address) + "\n");
                w.write("struct kib_conn {\n  ibc_peer = 0xffff9a0ffa5d3e00,\n  ibc_refcount = {\n    counter = 42\n  },\n"
                        + "  ibc_state = 5,\n}\n");
            }
        }
        return extract;
    }

    @Test
    void reportPastTheBoundSaysFileAndLineAndWritesNothing() throws Exception {
        Path bomb = connBomb(dir, 5_000, 5_000);
        Path report = dir.resolve("report.html");
        assertEquals(ExitStatus.FAILURE, run("report", bomb.toString(), "--max-objects", "1000", "-o", report.toString()));
        // the 1,001st conn is the first past the bound: its struct starts on the line after its prompt
        int line = 1000 * LINES_PER_CONN + 2;
        assertEquals("lnetscope vmcore report: " + bomb + ":" + line + ": the extract holds more than 1000 structs and list"
                + " entries; stopped there, nothing written (--max-objects N raises the bound; each takes up to about 2 KB of heap:"
                + " give the heap too, LNETSCOPE_JAVA_OPTS=-Xmx...)\n",
                captured.err());
        assertFalse(Files.exists(report));
    }

    @Test
    void importAndPlanStopThereToo() throws Exception {
        Path bomb = connBomb(dir, 3_000, 3_000);
        Path plan = dir.resolve("next.crash");
        Files.writeString(plan, "old plan\n");
        byte[] before = Files.readAllBytes(plan);
        assertEquals(ExitStatus.FAILURE, run("plan", bomb.toString(), "--max-objects", "2000", "-o", plan.toString()));
        assertArrayEquals(before, Files.readAllBytes(plan));
        String planErr = captured.err();
        assertEquals("lnetscope vmcore plan: " + bomb + ":" + (2000 * LINES_PER_CONN + 2) + ": the extract holds more than 2000",
                planErr.substring(0, planErr.indexOf(" structs")));
        captured.reset();
        Path model = dir.resolve("x.lnetmodel");
        assertEquals(ExitStatus.FAILURE, run("import", bomb.toString(), "--max-objects", "2000", "-o", model.toString()));
        assertEquals(planErr.replace("vmcore plan", "vmcore import").replace("; " + plan + " left as it was", ""),
                captured.err());
        assertFalse(Files.exists(model));
    }

    @Test
    void aConnPrintedAgainDoesNotCount() throws Exception {
        // 5,000 dumps of 10 conns: memory follows the distinct objects, not the lines
        Path bomb = connBomb(dir, 5_000, 10);
        assertEquals(ExitStatus.OK, run("plan", bomb.toString(), "--max-objects", "100"), captured.err());
        assertFalse(captured.err().contains("--max-objects"), captured.err());
    }

    @Test
    void theRealExtractPassesTheDefaultAndABadNumberIsUsage() throws Exception {
        Path log = Fixtures.copy(Fixtures.SMALL_2_12, dir);
        assertEquals(ExitStatus.OK, run("report", log.toString()));
        assertThrows(UsageException.class, () -> run("report", log.toString(), "--max-objects", "0"));
        assertThrows(UsageException.class, () -> run("plan", log.toString(), "--max-objects"));
    }
}
