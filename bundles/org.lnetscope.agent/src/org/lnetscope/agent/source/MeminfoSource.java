package org.lnetscope.agent.source;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Map;

import org.lnetscope.core.Diagnostic;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.LnetObject;
import org.lnetscope.protocol.NodeState;

/**
 * The node's memory, read-only, from /proc/meminfo: what an OOM projection needs (a router whose
 * kib_conns are pinned by parked messages loses MemAvailable at a steady rate, docs/agent-protocol.md).
 * The file is Linux's meminfo_proc_show() (fs/proc/meminfo.c): one {@code Name:  value kB} line
 * per counter, values in KiB (show_val_kb); they are exported in bytes. MemAvailable is there since
 * Linux 3.14 (si_mem_available()); an older kernel's file without it is a warning, not an error.
 */
public final class MeminfoSource {

    /** The /proc/meminfo names, and the field each becomes. */
    private static final Map<String, String> FIELDS = Map.of(
            "MemTotal", Kinds.MEM_TOTAL,
            "MemAvailable", Kinds.MEM_AVAILABLE,
            "Slab", Kinds.SLAB,
            "SUnreclaim", Kinds.SUNRECLAIM);
    /** /proc/meminfo is about 1.5 KB; more is not that file. */
    private static final int MAX_BYTES = 64 * 1024;

    private final Path file;

    public MeminfoSource(Path file) {
        this.file = file;
    }

    /** Adds the {@link Kinds#MEMINFO} object to {@code into}; problems are diagnostics naming the file and line. */
    public void readInto(NodeState into) {
        String label = file.toString();
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes(MAX_BYTES + 1); // procfs reports size 0: read, do not stat
        } catch (NoSuchFileException e) {
            into.report(Diagnostic.error(label, 0, "no such file: the node's memory is not exported"));
            return;
        } catch (IOException e) {
            if (SampleError.isResource(e)) {
                // out of fds or memory: the node's memory did not vanish, the sample is what failed
                throw new SampleError(SampleError.reasonOf(e), "reading " + file + ": " + SampleError.why(e), e);
            }
            into.report(Diagnostic.error(label, 0, "cannot read: " + e.getMessage()));
            return;
        }
        if (bytes.length > MAX_BYTES) {
            into.report(Diagnostic.error(label, 0, "more than " + MAX_BYTES / 1024 + " KiB: not /proc/meminfo; not read"));
            return;
        }
        LnetObject mem = new LnetObject(Kinds.MEMINFO, "");
        int lineNo = 0;
        for (String line : new String(bytes, StandardCharsets.UTF_8).split("\n")) {
            lineNo++;
            int colon = line.indexOf(':');
            String name = colon < 0 ? "" : line.substring(0, colon);
            String field = FIELDS.get(name);
            if (field == null) {
                continue; // the other counters (Cached, HugePages_*...) are not needed here
            }
            String[] value = line.substring(colon + 1).trim().split("\\s+");
            if (value.length != 2 || !value[1].equals("kB") || !value[0].matches("\\d{1,15}")) {
                into.report(Diagnostic.error(label, lineNo, name + ": expected 'NUMBER kB', found '"
                        + abbreviate(line.substring(colon + 1).trim()) + "'"));
                continue;
            }
            mem.put(field, Long.parseLong(value[0]) * 1024);
        }
        if (!mem.has(Kinds.MEM_TOTAL)) {
            into.report(Diagnostic.error(label, 0, "no MemTotal line: not /proc/meminfo; not read"));
            return;
        }
        if (!mem.has(Kinds.MEM_AVAILABLE)) {
            into.report(Diagnostic.warning(label, 0, "no MemAvailable (Linux before 3.14): no OOM projection for this node"));
        }
        into.put(mem);
    }

    /**
     * Refuses, at start, a --meminfo that is not a regular file: a FIFO blocked the first sample
     * before the server started (issue 31), a device would be read forever. /proc/meminfo is a
     * regular file (of size 0).
     */
    public static void check(Path file) {
        try {
            BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class);
            if (!a.isRegularFile()) {
                throw new IllegalArgumentException("--meminfo " + file + ": not a regular file (" + kind(a)
                        + "); give /proc/meminfo or a copy of it, or 'off'");
            }
        } catch (NoSuchFileException e) {
            // said at each sample as a diagnostic, as before: the file may come (a test's copy)
        } catch (IOException e) {
            throw new IllegalArgumentException("--meminfo " + file + ": " + e.getMessage());
        }
    }

    /** What a path that is not what was asked for is, for a message. */
    static String kind(BasicFileAttributes a) {
        if (a.isDirectory()) {
            return "a directory";
        }
        if (a.isRegularFile()) {
            return "a regular file";
        }
        // a FIFO, socket or device: BasicFileAttributes says only "other"
        return "a FIFO, socket or device";
    }

    private static String abbreviate(String text) {
        return text.length() <= 40 ? text : text.substring(0, 37) + "...";
    }

    public String describe() {
        return "meminfo " + file;
    }
}
