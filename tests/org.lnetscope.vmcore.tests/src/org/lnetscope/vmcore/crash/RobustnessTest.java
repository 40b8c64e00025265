package org.lnetscope.vmcore.crash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.zip.GZIPOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.core.Diagnostic.Severity;
import org.lnetscope.core.Diagnostic;
import org.lnetscope.vmcore.Fixtures;

/** Inputs as they arrive from sites: compressed, split over files, cut, or not a crash log at all. */
class RobustnessTest {

    @TempDir
    Path dir;

    private static String summary(CrashSession s) {
        StringBuilder b = new StringBuilder();
        for (CrashStruct st : s.structs()) {
            b.append(st.type()).append('@').append(Long.toHexString(st.address())).append('/').append(st.size())
                    .append(st.truncated() ? "T" : "").append('\n');
        }
        for (Diagnostic d : s.diagnostics()) {
            b.append(d.line()).append(' ').append(d.severity()).append(' ').append(d.message()).append('\n');
        }
        return b.toString();
    }

    @Test
    void gzipGivesTheSameResultAsPlainText() throws IOException {
        Path plain = Fixtures.copy(Fixtures.SMALL_2_12, dir);
        Path gz = dir.resolve("sub/extract.log.gz");
        Files.createDirectories(gz.getParent());
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gz))) {
            Files.copy(plain, out);
        }
        CrashSession a = CrashSession.read(plain);
        CrashSession b = CrashSession.read(gz);
        assertEquals(summary(a), summary(b));
        assertEquals(17, a.structs().size());
    }

    @Test
    void directoryIsReadFileByFileInNameOrder() {
        Fixtures.copy(Fixtures.MASTER_CRLF, dir);
        Fixtures.copy(Fixtures.SMALL_2_12, dir);
        CrashSession s = CrashSession.read(dir);
        List<String> files = s.outputs().stream().map(o -> o.command().file()).distinct()
                .map(f -> Path.of(f).getFileName().toString()).toList();
        assertEquals(List.of(Fixtures.SMALL_2_12, Fixtures.MASTER_CRLF), files);
        // each file's truncation is reported against that file, not carried into the next
        assertEquals(3, s.diagnostics().stream().filter(d -> d.file().endsWith(Fixtures.MASTER_CRLF)).count());
        assertEquals(2, s.diagnostics().stream().filter(d -> d.file().endsWith(Fixtures.SMALL_2_12)).count());
    }

    @Test
    void gzipCutShortKeepsWhatWasReadAndSaysSo() throws IOException {
        byte[] text = Files.readAllBytes(Fixtures.copy(Fixtures.SMALL_2_12, dir));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (OutputStream out = new GZIPOutputStream(bytes)) {
            out.write(text);
        }
        byte[] cut = Arrays.copyOf(bytes.toByteArray(), bytes.size() * 2 / 3);
        CrashSession s = new CrashSession();
        new CrashLogParser(s).parse("cut.gz", new ByteArrayInputStream(cut));
        assertTrue(s.structs().size() >= 3, summary(s));
        assertTrue(s.diagnostics().stream().anyMatch(d -> d.severity() == Severity.ERROR
                && d.message().contains("compressed")), summary(s));
    }

    @Test
    void missingFileIsADiagnostic() {
        CrashSession s = CrashSession.read(dir.resolve("no-such-extract.log"));
        assertEquals(1, s.diagnostics().size());
        assertEquals(Severity.ERROR, s.diagnostics().get(0).severity());
    }

    @Test
    void randomBytesNeverThrow() {
        Random random = new Random(42);
        for (int round = 0; round < 50; round++) {
            byte[] junk = new byte[random.nextInt(20_000)];
            random.nextBytes(junk);
            // sprinkle the characters the parser reacts to, so every branch gets fed garbage
            String alphabet = "{}=, \n\r'\"crash> struct list -H 0xdead000000000100 ffff9a0f00f1c000\n";
            for (int i = 0; i < junk.length; i += 3) {
                junk[i] = (byte) alphabet.charAt(random.nextInt(alphabet.length()));
            }
            CrashSession s = new CrashSession();
            new CrashLogParser(s).parse("junk" + round, new ByteArrayInputStream(junk));
            assertTrue(s.diagnostics().stream().noneMatch(d -> d.message().startsWith("internal parser error")),
                    s.diagnostics().toString());
        }
    }

    @Test
    void unbalancedAndUnexpectedLinesAreReportedNotFatal() {
        String log = """
                crash> struct kib_conn.ibc_state ffff9a0f00f1c000
                  ibc_state = 5
                }
                this is not crash output
                crash> list -H ffff9a0e55d01850 -o lnet_msg.msg_list -s lnet_msg.msg_type
                ffff9a0d7c1e8e00
                  msg_type = 1
                ffff9a0d7c1e9600
                list: duplicate list entry: ffff9a0d7c1e8e00
                crash> struct lnet_msg.msg_hdr ffff9a0d7c1e8e00
                  msg_hdr = {
                    dest_nid = 1407379346358289,
                    src_nid = <error: Cannot access memory at address 0xffff9a0d7c1e8e98>
                  }
                """;
        CrashSession s = new CrashSession();
        new CrashLogParser(s).parse("odd.log", new ByteArrayInputStream(log.getBytes(StandardCharsets.US_ASCII)));
        List<Diagnostic> d = s.diagnostics();
        assertEquals(4, d.size(), d.toString());
        assertEquals(3, d.get(0).line());
        assertEquals(4, d.get(1).line());
        assertEquals(Severity.WARNING, d.get(2).severity());
        assertTrue(d.get(2).message().contains("duplicate list entry"));
        assertTrue(d.get(3).message().contains("src_nid unreadable"), d.get(3).message());
        // the entry whose members never came is still listed, flagged as cut
        List<CrashStruct> entries = s.outputs().get(1).structs();
        assertEquals(2, entries.size());
        assertTrue(entries.get(1).truncated());
        assertEquals(1407379346358289L, s.find("lnet_msg", 0xffff9a0d7c1e8e00L).number("msg_hdr.dest_nid").getAsLong());
    }

    @Test
    void outputSavedWithoutPromptsStillYieldsStructs() {
        // crash> struct kib_conn ffff... > conn.txt gives a file with only the dump
        String saved = "struct kib_conn {\n  ibc_state = 5,\n  ibc_refcount = {\n    counter = 42\n  }\n}\n";
        CrashSession s = new CrashSession();
        new CrashLogParser(s).parse("conn.txt", new ByteArrayInputStream(saved.getBytes(StandardCharsets.US_ASCII)));
        CrashStruct conn = s.structs().get(0);
        assertEquals("kib_conn", conn.type());
        assertEquals(42, conn.counter("ibc_refcount").getAsLong());
        assertEquals(1, s.diagnostics().size());
        assertEquals(Severity.INFO, s.diagnostics().get(0).severity(), "no address to link it by");
    }

    @Test
    void charArraysAndInlineValues() {
        String log = """
                crash> struct kib_dev ffff9a10a1b0c000
                struct kib_dev {
                  ibd_list = {next = 0xffff9a10a1b0c000, prev = 0xffff9a10a1b0c000},
                  ibd_ifname = "ib1\\000\\000", '\\000' <repeats 11 times>,
                  ibd_comma = 44 ',',
                  ibd_brace = 125 '}',
                  ibd_cb = 0xffffffffc0c91230 <kiblnd_cq_completion>,
                  ibd_nnets = 1
                }
                """;
        CrashSession s = new CrashSession();
        new CrashLogParser(s).parse("dev.log", new ByteArrayInputStream(log.getBytes(StandardCharsets.US_ASCII)));
        assertEquals(List.of(), s.diagnostics());
        CrashStruct dev = s.structs().get(0);
        assertEquals(6, dev.size());
        assertEquals(ListHead.State.EMPTY, dev.list("ibd_list").state());
        assertTrue(dev.text("ibd_ifname").startsWith("\"ib1") && dev.text("ibd_ifname").endsWith("times>"));
        assertEquals(',', dev.charCode("ibd_comma").getAsInt());
        assertEquals('}', dev.charCode("ibd_brace").getAsInt());
        assertEquals("kiblnd_cq_completion", dev.symbol("ibd_cb"));
        assertEquals(0xffffffffc0c91230L, dev.pointer("ibd_cb").getAsLong());
        assertEquals(1, dev.intOr("ibd_nnets", 0));
    }
}
