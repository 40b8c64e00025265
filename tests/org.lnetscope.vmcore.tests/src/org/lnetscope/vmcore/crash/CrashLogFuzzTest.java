package org.lnetscope.vmcore.crash;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
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
}
