package org.lnetscope.fit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.lnetscope.analysis.ConsoleLog;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.resource.FileKind;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.replay.EmfSync;
import org.lnetscope.replay.ReplayCursor;
import org.lnetscope.trace.TimeFormat;
import org.lnetscope.trace.TraceReader;
import org.lnetscope.vmcore.model.VmcoreExtract;

/**
 * The signature of whatever the user calls the dump: a signature file ({@code .signature}, figures
 * entered by hand), a {@code .lnetmodel[b]} snapshot, a {@code .lnettrace} at a time (default its
 * end), or a crash(8) extract (a file or folder) with its kernel log.
 */
public final class Dumps {

    public static final String SIGNATURE_EXTENSION = ".signature";

    private Dumps() {
    }

    public static Signature signature(Path dump, String node, String at) throws IOException {
        if (!Files.exists(dump)) {
            throw new IOException(dump + ": no such file");
        }
        String name = dump.getFileName() == null ? "" : dump.getFileName().toString();
        if (name.endsWith(SIGNATURE_EXTENSION)) {
            return SignatureFile.read(dump);
        }
        FileKind kind = FileKind.of(dump);
        if (at != null && kind != FileKind.TRACE) {
            throw new IOException("--at needs a trace; " + dump + " is one instant");
        }
        switch (kind) {
            case MODEL -> {
                return Signature.of(LnetResources.load(dump), node, ConsoleLog.NONE, null);
            }
            case TRACE -> {
                try (TraceReader reader = TraceReader.open(dump)) {
                    long time = at == null ? reader.endTimeNs() : TimeFormat.parseIn(at, reader.startTimeNs());
                    return Signature.of(fabricAt(reader, time), node, ConsoleLog.NONE, null);
                }
            }
            default -> {
                VmcoreExtract extract = extract(dump);
                Fabric fabric = extract.fabric();
                return Signature.of(fabric, node, extract.timeline(), null);
            }
        }
    }

    /** The trace time a dump is at ({@code --at}, default the trace's end), or null when the dump is not a trace. */
    public static Long traceTime(Path dump, String at) throws IOException {
        if (dump.getFileName().toString().endsWith(SIGNATURE_EXTENSION) || FileKind.of(dump) != FileKind.TRACE) {
            return null;
        }
        try (TraceReader reader = TraceReader.open(dump)) {
            return at == null ? reader.endTimeNs() : TimeFormat.parseIn(at, reader.startTimeNs());
        }
    }

    /** The signature of a trace at trace time {@code atNs} (the window's cursor). */
    public static Signature signatureAt(Path trace, String node, long atNs) throws IOException {
        try (TraceReader reader = TraceReader.open(trace)) {
            return Signature.of(fabricAt(reader, atNs), node, ConsoleLog.NONE, null);
        }
    }

    /**
     * The dump's state as a model: a snapshot's or a crash extract's fabric (the trace of a dump
     * beside its fitted run is written from it: {@link DumpTrace}).
     */
    public static Fabric fabric(Path dump) throws IOException {
        return switch (FileKind.of(dump)) {
            case MODEL -> LnetResources.load(dump);
            case TRACE -> throw new IOException(dump + ": a trace is not one instant; give the time");
            default -> extract(dump).fabric();
        };
    }

    private static VmcoreExtract extract(Path dump) throws IOException {
        VmcoreExtract extract = VmcoreExtract.read(dump);
        if (!extract.hasLnetState()) {
            throw new IOException(VmcoreExtract.noLnetState(dump));
        }
        return extract;
    }

    private static Fabric fabricAt(TraceReader reader, long timeNs) {
        ReplayCursor cursor = new ReplayCursor(reader);
        EmfSync sync = new EmfSync(cursor.state());
        cursor.seek(timeNs);
        sync.sync();
        return sync.fabric();
    }
}
