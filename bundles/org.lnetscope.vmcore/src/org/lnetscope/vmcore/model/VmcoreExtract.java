package org.lnetscope.vmcore.model;

import java.nio.file.Path;

import org.lnetscope.model.Fabric;
import org.lnetscope.vmcore.crash.StructIndex;
import org.lnetscope.vmcore.report.DmesgTimeline;

/**
 * An extract read for import or report: its fabric model and the kernel log timeline (from crash
 * {@code log} output and from vmcore-dmesg.txt files given alongside). The parsed structs are not
 * kept: once mapped, the model holds everything the report and the window need.
 */
public record VmcoreExtract(Fabric fabric, DmesgTimeline timeline) {

    /** Reads a file or a directory of crash logs (plain or gzip), never throwing on bad content. */
    public static VmcoreExtract read(Path path) {
        DmesgTimeline timeline = new DmesgTimeline();
        StructIndex index = StructIndex.read(path, timeline::accept);
        Path name = path.getFileName();
        Fabric fabric = ExtractMapper.map(index, name == null ? "vmcore" : name.toString());
        return new VmcoreExtract(fabric, timeline);
    }
}
