package org.lnetscope.vmcore.model;

import java.nio.file.Path;

import org.lnetscope.model.Fabric;
import org.lnetscope.vmcore.crash.CrashCommand;
import org.lnetscope.vmcore.crash.CrashSession;
import org.lnetscope.vmcore.report.DmesgTimeline;

/**
 * An extract read for import or report: the parsed session, its fabric model and the kernel log
 * timeline (from crash {@code log} output and from vmcore-dmesg.txt files given alongside).
 */
public record VmcoreExtract(CrashSession session, Fabric fabric, DmesgTimeline timeline) {

    /** Reads a file or a directory of crash logs (plain or gzip), never throwing on bad content. */
    public static VmcoreExtract read(Path path) {
        CrashSession session = CrashSession.read(path);
        DmesgTimeline timeline = new DmesgTimeline();
        for (CrashSession.Output o : session.outputs()) {
            CrashCommand.Kind kind = o.command().kind();
            if (kind == CrashCommand.Kind.LOG || kind == CrashCommand.Kind.AUTO) {
                o.lines().forEach(timeline::accept);
            }
        }
        Path name = path.getFileName();
        Fabric fabric = ExtractMapper.map(session, name == null ? "vmcore" : name.toString());
        return new VmcoreExtract(session, fabric, timeline);
    }
}
