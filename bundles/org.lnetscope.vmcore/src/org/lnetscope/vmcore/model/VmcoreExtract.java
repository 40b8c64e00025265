package org.lnetscope.vmcore.model;

import java.nio.file.Path;

import org.lnetscope.analysis.Evidence;
import org.lnetscope.analysis.WhyAlive;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.Severity;
import org.lnetscope.vmcore.crash.CrashLogParser;
import org.lnetscope.vmcore.crash.StructIndex;
import org.lnetscope.vmcore.report.DmesgTimeline;

/**
 * An extract read for import or report: its fabric model, the kernel log timeline (from crash
 * {@code log} output and from vmcore-dmesg.txt files given alongside) and which fields of which
 * objects the extract printed (the analyses infer what is missing and say so). The parsed structs are not
 * kept: once mapped, the model holds everything the report and the window need.
 */
public record VmcoreExtract(Fabric fabric, DmesgTimeline timeline, Evidence evidence) {

    /** The bound when none is given: {@link StructIndex#defaultMaxObjects()}. */
    public static long defaultMaxObjects() {
        return StructIndex.defaultMaxObjects();
    }

    /**
     * Reads a file or a directory of crash logs (plain or gzip), never throwing on bad content;
     * bounded by {@link StructIndex#defaultMaxObjects()}.
     *
     * @throws StructIndex.TooManyObjects past the bound, naming the file and line, in the user's words
     */
    public static VmcoreExtract read(Path path) {
        return read(path, defaultMaxObjects());
    }

    /**
     * As {@link #read(Path)}, keeping at most {@code maxObjects} structs and list entries: past
     * them {@link StructIndex.TooManyObjects} names the file and line where it stopped.
     */
    public static VmcoreExtract read(Path path, long maxObjects) {
        DmesgTimeline timeline = new DmesgTimeline();
        StructIndex index = new StructIndex(timeline::accept).limitObjects(maxObjects);
        new CrashLogParser(index).parse(path);
        // which console lines the log can hold at all: CNETERR ones only with D_NETERROR (ConsoleLine)
        index.printed("libcfs_printk").ifPresent(timeline::printkMask);
        Path name = path.getFileName();
        ExtractMapper.Mapped mapped = ExtractMapper.mapWithEvidence(index, name == null ? "vmcore" : name.toString());
        Fabric fabric = mapped.fabric();
        if (timeline.buildVersion() != null) {
            // the release the dump ran, where its log says it: what why-alive, Explain and the report decide by
            org.lnetscope.model.Diagnostic note = LnetFactory.eINSTANCE.createDiagnostic();
            note.setSeverity(Severity.INFO);
            note.setLocation(WhyAlive.KERNEL_LOG_NOTE);
            note.setMessage(WhyAlive.BUILD_VERSION + timeline.buildVersion());
            fabric.getDiagnostics().add(note);
        }
        return new VmcoreExtract(fabric, timeline, mapped.evidence());
    }

    /**
     * Whether the extract held any LNet router state (peer NIs, kib peers or queued messages); a
     * file of something else still parses, to nothing, and must be refused rather than shown empty.
     */
    public boolean hasLnetState() {
        return fabric.getNodes().stream()
                .anyMatch(n -> !n.getPeers().isEmpty() || !n.getKibPeers().isEmpty() || !n.getMessages().isEmpty());
    }

    /** The one-line refusal for an extract without LNet state. */
    public static String noLnetState(Path path) {
        return path + ": no LNet state found: no crash(8) session output with lnet_peer_ni or kib_conn "
                + "structures (docs/crash/ says how to make one)";
    }
}
