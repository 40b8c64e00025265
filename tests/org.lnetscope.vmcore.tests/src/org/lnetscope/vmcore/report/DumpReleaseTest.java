package org.lnetscope.vmcore.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.analysis.WhyAlive;
import org.lnetscope.analysis.WhyAlive.Release;
import org.lnetscope.model.LustreLayout;
import org.lnetscope.vmcore.Fixtures;
import org.lnetscope.vmcore.model.VmcoreExtract;

/**
 * Which Lustre a dump ran, read where the dump says it: obdclass_init()'s
 * {@code LCONSOLE_INFO("Lustre: Build Version: "LUSTRE_VERSION_STRING)} (lustre/obdclass/class_obd.c at
 * v2_12_9, v2_15_8, v2_16_1 and master), printed as "Lustre: Lustre: Build Version: 2.15.8". The
 * structs' layout tells 2.12 from 2.13+ only; why-alive decides aliveness per release.
 */
class DumpReleaseTest {

    @TempDir
    Path dir;

    private VmcoreExtract read(String fixture, String log) throws IOException {
        String text = Files.readString(Fixtures.copy(fixture, dir), StandardCharsets.UTF_8);
        Path file = dir.resolve("extract-" + Math.abs(log.hashCode()) + ".log");
        Files.writeString(file, text + (text.endsWith("\n") ? "" : "\n") + log, StandardCharsets.UTF_8);
        return VmcoreExtract.read(file);
    }

    private static String report(VmcoreExtract x) {
        return IncidentReport.build(x.fabric(), x.timeline()).markdown();
    }

    @Test
    void aMasterLayoutDumpWhoseLogNames2158IsDecidedAs215() throws IOException {
        VmcoreExtract x = read(Fixtures.MASTER_CRLF, "crash> log\n"
                + "[    0.000000] Linux version 5.14.0-427.el9.x86_64\n"
                + "[   21.734102] LNet: HW NUMA nodes: 2, HW CPU cores: 32, npartitions: 2\n"
                + "[   22.118003] Lustre: Lustre: Build Version: 2.15.8\n"
                + "[   22.301554] LNet: Added LNI 10.0.0.1@o2ib [8/256/0/180]\n");
        assertEquals(LustreLayout.LAYOUT_MASTER, x.fabric().getLustreVersion());
        assertEquals("2.15.8", x.timeline().buildVersion());
        assertEquals("2.15.8", WhyAlive.buildVersion(x.fabric()));
        assertEquals(Release.V2_15, WhyAlive.releaseOf(x.fabric()));
        assertEquals(List.of(Release.V2_15), WhyAlive.candidates(x.fabric()));
        String md = report(x);
        assertTrue(md.contains("Lustre release: 2.15.8, from the kernel log's \"Lustre: Build Version: 2.15.8\"; the structs'"
                + " layout (2.13 or later) agrees."), md);
    }

    @Test
    void withoutTheLineEachRecentReleaseIsShownAndTheReportSaysWhy() throws IOException {
        VmcoreExtract x = read(Fixtures.MASTER_CRLF,
                "crash> log\n[   21.734102] LNet: HW NUMA nodes: 2, HW CPU cores: 32, npartitions: 2\n");
        assertNull(x.timeline().buildVersion());
        assertNull(WhyAlive.releaseOf(x.fabric()));
        assertEquals(List.of(Release.V2_15, Release.V2_16, Release.MASTER), WhyAlive.candidates(x.fabric()));
        String md = report(x);
        assertTrue(md.contains("Lustre release: not in the kernel log (only obdclass prints it"), md);
        assertTrue(md.contains("which does not tell 2.15, 2.16 and master apart"), md);
    }

    @Test
    void aVersionWhoseRuleWasNotReadOrThatContradictsTheLayoutIsNotAssumed() throws IOException {
        // 2.14: no rule read at that tag; every 2.13+ release is still shown
        VmcoreExtract v214 = read(Fixtures.MASTER_CRLF, "crash> log\n[   22.1] Lustre: Lustre: Build Version: 2.14.0_ddn98\n");
        assertEquals("2.14.0_ddn98", v214.timeline().buildVersion());
        assertNull(WhyAlive.releaseOf(v214.fabric()));
        assertTrue(report(v214).contains("not at 2.14.0_ddn98: `lnetscope why-alive` shows each."), report(v214));
        // a 2.12 version line with master structs: the two disagree
        VmcoreExtract odd = read(Fixtures.MASTER_CRLF, "crash> log\n[   22.1] Lustre: Lustre: Build Version: 2.12.9\n");
        assertNull(WhyAlive.releaseOf(odd.fabric()));
        assertTrue(report(odd).contains("but the structs' layout is 2.13 or later: the two disagree"), report(odd));
        // 2.14 with the 2.12 structs: a disagreement too, not an agreement because no rule was read at 2.14
        VmcoreExtract v214On212 = read(Fixtures.SMALL_2_12, "crash> log\n[   22.1] Lustre: Lustre: Build Version: 2.14.0\n");
        assertTrue(report(v214On212).contains("but the structs' layout is 2.12: the two disagree"), report(v214On212));
        // a version the layout cannot be told from
        VmcoreExtract odd2 = read(Fixtures.MASTER_CRLF, "crash> log\n[   22.1] Lustre: Lustre: Build Version: v3-custom\n");
        assertNull(WhyAlive.releaseOf(odd2.fabric()));
        assertTrue(report(odd2).contains("its layout cannot be told from that version, the structs' is 2.13 or later."),
                report(odd2));
    }

    @Test
    void modulesLoadedAgainAfterAnUpgradeTakeTheLastVersion() throws IOException {
        VmcoreExtract x = read(Fixtures.MASTER_CRLF, "crash> log\n"
                + "[   22.1] Lustre: Lustre: Build Version: 2.15.6\n"
                + "[ 9000.2] Lustre: Lustre: Build Version: 2.16.1\n");
        assertEquals("2.16.1", x.timeline().buildVersion());
        assertEquals(2, x.timeline().buildVersions());
        assertEquals(Release.V2_16, WhyAlive.releaseOf(x.fabric()));
        assertTrue(report(x).contains("(the log names 2 versions: modules were loaded again; the last one is taken)"), report(x));
    }

    @Test
    void a212DumpIsDecidedByItsLayoutAndItsLogAgrees() throws IOException {
        VmcoreExtract x = read(Fixtures.SMALL_2_12, "crash> log\n[   19.5] Lustre: Lustre: Build Version: 2.12.9\n");
        assertEquals(Release.V2_12, WhyAlive.releaseOf(x.fabric()));
        assertTrue(report(x).contains("Lustre release: 2.12.9, from the kernel log's \"Lustre: Build Version: 2.12.9\"; the structs'"
                + " layout (2.12) agrees."), report(x));
    }
}
