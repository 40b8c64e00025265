package org.lnetscope.vmcore.crash;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.fuzz.Bombs;
import org.lnetscope.fuzz.Fuzz;
import org.lnetscope.vmcore.Fixtures;
import org.lnetscope.vmcore.model.ExtractMapper;
import org.lnetscope.vmcore.report.DmesgTimeline;
import org.lnetscope.vmcore.report.IncidentReport;

/**
 * The crash log parser, the mapper and the report on mutated extracts (docs/reliability.md). The
 * parser reports problems as diagnostics and never throws, so any exception at all is a failure;
 * memory is bounded at 64 MB plus 200 times the input.
 */
class CrashLogFuzzTest {

    @TempDir
    Path dir;

    /**
     * The fuzzer's finds, kept: list walks whose entries have no lnet_msg dump (output cut) made
     * ExtractMapper.queues() dereference a null struct (four variants of the same NPE).
     */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(ints = {0, 1, 2, 3})
    void walksWithoutDumpsAreWarningsNotNullPointers(int n) throws Exception {
        byte[] bytes;
        try (var in = getClass().getResourceAsStream("/fixtures/fuzz/walk-without-dumps-" + n + ".crash")) {
            bytes = in.readAllBytes();
        }
        DmesgTimeline timeline = new DmesgTimeline();
        StructIndex index = new StructIndex(timeline::accept);
        new CrashLogParser(index).parse("fuzz.crash", new ByteArrayInputStream(bytes));
        var fabric = ExtractMapper.map(index, "fuzz.crash");
        IncidentReport.build(fabric, timeline).markdown();
        Assertions.assertTrue(fabric.getDiagnostics().stream()
                .anyMatch(d -> d.getMessage().contains("have no lnet_msg dump") || d.getMessage().contains("matches no dumped")),
                fabric.getDiagnostics().toString());
    }

    /**
     * The fuzzer's finds in the kept form of dumps (Compactor), kept: a member name printed twice
     * (two {@code lpni_txq = {...}}) made rebuilding the nested struct step into a kept one (a
     * NullPointerException), and a peer NI dump of 15,520 repeated slices nested 64 deep (11 KB of
     * gzip) made each lookup rebuild every flattened member under it: 3.8 GB allocated. Now only
     * small structs of scalars are flattened, one level deep, each rebuilt on its own. The report
     * comes out, and what the three allocate stays within the gzip bombs' limit.
     */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"kept-dump-repeated-name-0.crash", "kept-dump-repeated-name-1.crash",
            "kept-dump-nested-slices.crash.gz"})
    void keptDumpsOfDamagedOutputAreReadWithinBounds(String name) throws Exception {
        byte[] bytes;
        try (var in = getClass().getResourceAsStream("/fixtures/fuzz/" + name)) {
            bytes = in.readAllBytes();
        }
        long before = org.lnetscope.fuzz.Fuzz.allocated();
        DmesgTimeline timeline = new DmesgTimeline();
        StructIndex index = new StructIndex(timeline::accept);
        new CrashLogParser(index).parse(name, new ByteArrayInputStream(bytes));
        var mapped = ExtractMapper.mapWithEvidence(index, name);
        String report = IncidentReport.build(mapped.fabric(), timeline, mapped.evidence()).markdown();
        new org.lnetscope.vmcore.plan.ExtractPlanner(index).nextPass();
        long allocated = org.lnetscope.fuzz.Fuzz.allocated() - before;
        Assertions.assertTrue(report.length() > 0);
        Assertions.assertTrue(before < 0 || allocated < (64L << 20) + 64L * 2_796_053, "allocated " + allocated);
    }

    /**
     * The gzip bombs' first find, kept: 3 KB of gzip holding a line of 1.6 M '{' inside a struct
     * dump nested as deep, and every later member lookup (CrashStruct.direct) recursed as deep:
     * StackOverflowError. Nesting past 64 is now a warning with the line, the rest of it skipped.
     */
    @Test
    void aLineOfBracesIsAWarningNotAStackOverflow() throws Exception {
        byte[] bytes;
        try (var in = getClass().getResourceAsStream("/fixtures/fuzz/nested-braces-bomb.crash.gz")) {
            bytes = in.readAllBytes();
        }
        DmesgTimeline timeline = new DmesgTimeline();
        StructIndex index = new StructIndex(timeline::accept);
        new CrashLogParser(index).parse("bomb.crash.gz", new ByteArrayInputStream(bytes));
        IncidentReport.build(ExtractMapper.map(index, "bomb.crash.gz"), timeline).markdown();
        Assertions.assertTrue(index.diagnostics().stream().anyMatch(d -> d.toString().startsWith("bomb.crash.gz:163: ")
                && d.toString().contains("values nested more than 64 deep: the rest of the line is skipped")),
                index.diagnostics().toString());
    }

    @Test
    void theParserMapperAndReportSurviveMutatedExtracts() throws Exception {
        String a = Files.readString(Fixtures.copy(Fixtures.SMALL_2_12, dir), StandardCharsets.ISO_8859_1);
        String b = Files.readString(Fixtures.copy(Fixtures.MASTER_CRLF, dir), StandardCharsets.ISO_8859_1);
        List<String> corpus = List.of(a, b);
        List<String> words = List.of("crash> ", "struct lnet_peer_ni ", "list -H ", "0xffff", "{", "}", " = ", "rd ",
                "kmem -i", "LNetError: ", "Timed out tx", "Skipped 99999999999 previous similar messages", "[", "]", "...",
                "lpni_txcredits = ", "ibc_refcount = ", "@o2ib", "struct: invalid data structure reference");
        Fuzz.assertSurvived(Fuzz.run("crash-log", 21, Fuzz.budget(),
                m -> m.mutateText(corpus.get(m.random().nextInt(corpus.size())), words).getBytes(StandardCharsets.ISO_8859_1),
                bytes -> {
                    DmesgTimeline timeline = new DmesgTimeline();
                    StructIndex index = new StructIndex(timeline::accept);
                    new CrashLogParser(index).parse("fuzz.crash", new ByteArrayInputStream(bytes));
                    IncidentReport.build(ExtractMapper.map(index, "fuzz.crash"), timeline).markdown();
                }, t -> false, size -> (64L << 20) + 200L * size));
    }

    /**
     * Issue 30, §5: gzip bombs grown from both extracts (a struct dump, a list entry or a console
     * line repeated to up to 8 MB, one line of 8 MB, concatenated members), under the object bound
     * the commands use (here 20,000: {@code --max-objects}). Reading streams: no more than 64 MB
     * plus 64 times the inflated bytes is allocated (garbage included), and what is kept stops at
     * the bound, with its file and line.
     */
    @Test
    void theParserMapperAndReportSurviveGzipBombs() throws Exception {
        List<byte[]> corpus = List.of(Files.readAllBytes(Fixtures.copy(Fixtures.SMALL_2_12, dir)),
                Files.readAllBytes(Fixtures.copy(Fixtures.MASTER_CRLF, dir)));
        long[] inflated = {0};
        Fuzz.assertSurvived(Fuzz.run("crash-log-gzip-bomb", 30, Fuzz.budget(), m -> {
            Bombs.Bomb bomb = Bombs.gzipOf(m, corpus.get(m.random().nextInt(corpus.size())), 8L << 20);
            inflated[0] = bomb.inflated();
            return bomb.bytes();
        }, bytes -> {
            DmesgTimeline timeline = new DmesgTimeline();
            StructIndex index = new StructIndex(timeline::accept).limitObjects(20_000);
            new CrashLogParser(index).parse("bomb.crash.gz", new ByteArrayInputStream(bytes));
            IncidentReport.build(ExtractMapper.map(index, "bomb.crash.gz"), timeline).markdown();
        }, t -> t instanceof StructIndex.TooManyObjects tooMany && tooMany.file().equals("bomb.crash.gz") && tooMany.line() > 0,
                size -> (64L << 20) + 64L * inflated[0]));
    }
}
