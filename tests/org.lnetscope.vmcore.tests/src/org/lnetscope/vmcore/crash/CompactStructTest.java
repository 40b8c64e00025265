package org.lnetscope.vmcore.crash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.lnetscope.vmcore.Fixtures;
import org.lnetscope.vmcore.GeneratedExtractTest;
import org.lnetscope.vmcore.RouterExtractGenerator.Config;
import org.lnetscope.vmcore.model.ExtractMapper;
import org.lnetscope.vmcore.plan.ExtractPlanner;
import org.lnetscope.vmcore.report.DmesgTimeline;
import org.lnetscope.vmcore.report.IncidentReport;

/**
 * The form in which {@link StructIndex} keeps a dump (issue 30, §5: 500k kib_conn dumps under 1 GB
 * of heap) answers exactly as the dump crash printed: every member, nested struct and number, and
 * with the read sets ({@link StructIndex#READ}) the same model, report and plan.
 */
class CompactStructTest {

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {Fixtures.SMALL_2_12, Fixtures.MASTER_CRLF})
    void aKeptDumpAnswersEveryPathAsTheDumpDid(String fixture) {
        CrashSession session = CrashSession.read(Fixtures.copy(fixture, dir));
        Compactor compactor = new Compactor();
        int checked = 0;
        for (CrashStruct whole : session.structs()) {
            if (whole.type() == null || !StructIndex.TYPES.contains(whole.type())) {
                continue;
            }
            CrashStruct kept = compactor.compact(whole, null);
            assertEquals(render(whole), render(kept), whole.toString());
            assertEquals(whole.size(), kept.size());
            assertEquals(whole.truncated(), kept.truncated());
            assertEquals(whole.line(), kept.line());
            List<String> paths = new ArrayList<>();
            paths(whole, null, paths);
            for (String path : paths) {
                assertEquals(whole.text(path), kept.text(path), path);
                assertEquals(render(whole.struct(path)), render(kept.struct(path)), path);
                assertEquals(whole.counter(path), kept.counter(path), path);
                assertEquals(whole.elementTexts(), kept.elementTexts());
            }
            checked += paths.size();
        }
        assertTrue(checked > 50, checked + " paths");
    }

    @Test
    void aReadSetKeepsOnlyItsMembersAndTheirNestedValues() {
        CrashSession session = CrashSession.read(Fixtures.copy(Fixtures.SMALL_2_12, dir));
        CrashStruct conn = session.find("kib_conn", 0xffff9a0f00f1c000L);
        CrashStruct kept = new Compactor().compact(conn, StructIndex.READ.get("kib_conn"));
        assertEquals(conn.size(), kept.size()); // as printed: the more complete of two dumps is still told
        assertEquals("42", kept.text("ibc_refcount.counter"));
        assertEquals(ListHead.State.POISONED, kept.list("ibc_list").state());
        assertEquals(conn.list("ibc_tx_queue").state(), kept.list("ibc_tx_queue").state());
        assertFalse(kept.has("ibc_lock"));
        assertFalse(kept.has("ibc_sched"));
        assertNotNull(kept.member("ibc_peer"));
    }

    @Test
    void onlyNumbersThatPrintBackAsTheyWerePrintedAreHeldAsNumbers() {
        for (String n : new String[] {"0", "42", "-4500", "9223372036854775807", "-9223372036854775808", "0x0",
                "0xffff9a0f00f1c000", "0xdead000000000100"}) {
            assertTrue(Compactor.numberKind(n) != CrashStruct.OBJECT, n);
        }
        for (String t : new String[] {"007", "-0", "-", "0x00ff", "0xFFFF", "0x", "18446744073709551615",
                "9223372036854775808", "0xffff9a0f00f1c0000", "209 '\\321'", "true", "IB_WC_SUCCESS", ""}) {
            assertEquals(CrashStruct.OBJECT, Compactor.numberKind(t), t);
        }
    }

    /**
     * What import, report and plan read of a kept dump is what they read of the whole one: a reader
     * of a member the read set of its type leaves out fails here (add the member to
     * {@link StructIndex#READ}).
     */
    @ParameterizedTest
    @ValueSource(strings = {Fixtures.SMALL_2_12, Fixtures.MASTER_CRLF, "generated-2.12", "generated-master"})
    void keptDumpsGiveTheSameReportAndPlanAsWholeOnes(String input) throws IOException {
        Path file;
        if (input.startsWith("generated")) {
            file = dir.resolve(input + ".log");
            GeneratedExtractTest.generate(Config.small().withMaster(input.endsWith("master")), file, false);
        } else {
            file = Fixtures.copy(input, dir);
        }
        assertEquals(read(file, true), read(file, false));
    }

    private static String read(Path file, boolean whole) {
        DmesgTimeline timeline = new DmesgTimeline();
        StructIndex index = new StructIndex(timeline::accept);
        if (whole) {
            index.keepWhole();
        }
        new CrashLogParser(index).parse(file);
        ExtractMapper.Mapped mapped = ExtractMapper.mapWithEvidence(index, "x");
        String report = IncidentReport.build(mapped.fabric(), timeline, mapped.evidence()).markdown();
        ExtractPlanner planner = new ExtractPlanner(index);
        List<String> plan = planner.nextPass();
        List<String> reasons = plan.stream().map(planner::reason).toList();
        return report + "\n" + plan + "\n" + reasons + "\n" + planner.notes();
    }

    private static void paths(CrashStruct s, String prefix, List<String> out) {
        for (Member m : s.members()) {
            if (m.name() == null) {
                if (m.isStruct()) {
                    paths(m.struct(), prefix, out); // an anonymous union's members are its parent's
                }
                continue;
            }
            String path = prefix == null ? m.name() : prefix + "." + m.name();
            out.add(path);
            if (m.isStruct()) {
                paths(m.struct(), path, out);
            }
        }
    }

    /** The dump as text, nested structs and array elements included. */
    private static String render(CrashStruct s) {
        if (s == null) {
            return "null";
        }
        StringBuilder b = new StringBuilder("{");
        for (Member m : s.members()) {
            b.append(m.name()).append('=').append(m.isStruct() ? render(m.struct()) : m.text()).append(',');
        }
        return b.append('}').toString();
    }
}
