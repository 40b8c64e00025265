package org.lnetscope.vmcore.crash;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.lnetscope.core.Diagnostic;

/**
 * A whole crash session held in memory: every command with its structs and text lines, and every
 * diagnostic: for tests, small extracts and looking at unknown output. Import, report and plan use
 * {@link StructIndex}, which keeps only what they read.
 */
public final class CrashSession implements CrashListener {

    /** One command and what its output held. */
    public record Output(CrashCommand command, List<CrashStruct> structs, List<String> lines) {
    }

    private final List<Output> outputs = new ArrayList<>();
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private final Map<String, Map<Long, CrashStruct>> byTypeAndAddress = new HashMap<>();
    private final Map<CrashCommand, Output> index = new LinkedHashMap<>();
    private long bytes;

    public static CrashSession read(Path path) {
        CrashSession session = new CrashSession();
        new CrashLogParser(session).parse(path);
        return session;
    }

    @Override
    public void command(CrashCommand command) {
        outputOf(command);
    }

    @Override
    public void struct(CrashStruct struct) {
        outputOf(struct.command()).structs().add(struct);
        if (struct.type() != null && struct.hasAddress()) {
            // A later, complete dump of the same object wins over a truncated or partial one.
            Map<Long, CrashStruct> ofType = byTypeAndAddress.computeIfAbsent(struct.type(), t -> new HashMap<>());
            CrashStruct known = ofType.get(struct.address());
            if (known == null || known.truncated() || (!struct.truncated() && struct.size() >= known.size())) {
                ofType.put(struct.address(), struct);
            }
        }
    }

    @Override
    public void output(CrashCommand command, int line, String text) {
        outputOf(command).lines().add(text);
    }

    @Override
    public void diagnostic(Diagnostic diagnostic) {
        diagnostics.add(diagnostic);
    }

    @Override
    public void endOfFile(String file, long bytes) {
        this.bytes += bytes;
    }

    private Output outputOf(CrashCommand command) {
        return index.computeIfAbsent(command, c -> {
            Output o = new Output(c, new ArrayList<>(), new ArrayList<>());
            outputs.add(o);
            return o;
        });
    }

    public List<Output> outputs() {
        return Collections.unmodifiableList(outputs);
    }

    public List<Diagnostic> diagnostics() {
        return Collections.unmodifiableList(diagnostics);
    }

    /** Bytes read from the input files (compressed size for gzip). */
    public long bytes() {
        return bytes;
    }

    /** Every top-level struct of every command, in file order. */
    public List<CrashStruct> structs() {
        List<CrashStruct> all = new ArrayList<>();
        for (Output o : outputs) {
            all.addAll(o.structs());
        }
        return all;
    }

    public List<CrashStruct> structs(String type) {
        List<CrashStruct> all = new ArrayList<>();
        for (Output o : outputs) {
            for (CrashStruct s : o.structs()) {
                if (type.equals(s.type())) {
                    all.add(s);
                }
            }
        }
        return all;
    }

    /** The best dump of the {@code type} at {@code address}, or null. */
    public CrashStruct find(String type, long address) {
        Map<Long, CrashStruct> ofType = byTypeAndAddress.get(type);
        return ofType == null ? null : ofType.get(address);
    }

    /** Outputs of the commands whose verb is {@code verb}. */
    public List<Output> outputs(String verb) {
        List<Output> out = new ArrayList<>();
        for (Output o : outputs) {
            if (o.command().verb().equals(verb)) {
                out.add(o);
            }
        }
        return out;
    }
}
