package org.lnetscope.lnetfiles;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.lnetscope.core.Diagnostic;
import org.lnetscope.lnetfiles.debugfs.DebugfsTables;
import org.lnetscope.lnetfiles.lnetctl.LnetctlYaml;
import org.lnetscope.model.resource.ControlChars;
import org.lnetscope.protocol.FileSummary;
import org.lnetscope.protocol.NodeState;

/**
 * Reads LNet output files of one node into a {@link NodeState}: debugfs tables, {@code lctl
 * get_param} captures and lnetctl YAML, in any mix. Never throws on bad content: every problem is a
 * {@link Diagnostic} in the state, and what could be read is kept.
 */
public final class LnetFiles {

    /**
     * The default limit on one input file. A 20,000-peer {@code lnetctl peer show -v 4} is ~40 MB;
     * reading holds the file's text (once) and what it describes, so memory is a small multiple of
     * this (docs/benchmarks.md, "LNet files").
     */
    public static final long MAX_FILE_BYTES = 512L * 1024 * 1024;

    private LnetFiles() {
    }

    /** Reads {@code text} as the content of a file called {@code label} (base name used to recognise a bare stats line). */
    public static void read(String label, String fileName, String text, NodeState into) {
        read(label, fileName, new Text(clean(label, text, into)), into);
    }

    /**
     * Terminal colours and titles stripped (a coloured prompt still names the host); a line still
     * holding a NUL or another control character is damage: skipped, said and counted, and never
     * stored in a model (issue 30).
     */
    static String clean(String label, String text, NodeState into) {
        long[] damaged = new long[1];
        String clean = ControlChars.cleanLines(text, (line, character) -> {
            damaged[0]++;
            into.report(Diagnostic.warning(label, line, "control character " + character + " (line damage): line skipped"));
        });
        if (damaged[0] > 0) {
            into.summary(label).ignored("damaged lines (control characters)", damaged[0]);
        }
        return clean;
    }

    private static void read(String label, String fileName, Text text, NodeState into) {
        List<Diagnostic> problems = new ArrayList<>();
        FileSummary summary = into.summary(label);
        List<Section> sections = Sections.split(label, fileName, text, problems, summary);
        problems.forEach(into::report);
        for (Section section : sections) {
            if (section.kind() == Section.Kind.LNETCTL_YAML) {
                LnetctlYaml.read(section, into);
            } else if (!section.kind().isTable()) {
                SystemOutputs.read(section, into);
            } else {
                DebugfsTables.read(section, into);
            }
        }
    }

    /**
     * Reads {@code text} as lnetctl YAML, whatever its first line looks like: for output known to
     * come from lnetctl (the agent runs it), where guessing the format would read garbage as a
     * debugfs table.
     */
    public static void readLnetctl(String label, String text, NodeState into) {
        readLnetctl(label, new StringReader(text), into);
    }

    /**
     * Reads lnetctl YAML as it arrives (an lnetctl pipe): memory is that of one entry (a peer) and
     * what the state keeps, not of the output.
     */
    public static void readLnetctl(String label, Reader yaml, NodeState into) {
        LnetctlYaml.read(label, yaml, 0, into);
    }

    /** Reads a file with the default limit ({@link #MAX_FILE_BYTES}). */
    public static void read(Path file, String label, NodeState into) {
        read(file, label, into, MAX_FILE_BYTES, "");
    }

    /**
     * Reads a file; an unreadable or too large file is a diagnostic too. Bytes that are not UTF-8
     * are replaced.
     *
     * @param maxBytes a larger file is refused, not read
     * @param howToRaise what the refusal says raises the limit (" (--max-file-size SIZE raises it)")
     */
    public static void read(Path file, String label, NodeState into, long maxBytes, String howToRaise) {
        read(file, label, into, maxBytes, howToRaise, "");
    }

    /**
     * As {@link #read(Path, String, NodeState, long, String)}, and says {@code howToRaiseObjects}
     * when the state's object limit ({@link NodeState#limitObjects}) stops the file.
     */
    public static void read(Path file, String label, NodeState into, long maxBytes, String howToRaise,
            String howToRaiseObjects) {
        try {
            long size = Files.size(file);
            if (size > maxBytes) {
                into.report(Diagnostic.error(label, 0, "too large: " + mib(size) + ", more than the " + mib(maxBytes)
                        + " limit for one file" + howToRaise + "; not read"));
                into.summary(label).ignored("bytes (file too large)", size);
                return;
            }
            // new String(bytes, UTF_8) replaces malformed input and keeps ASCII as one byte a char
            String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
            read(label, file.getFileName().toString(), new Text(clean(label, text, into)), into);
        } catch (NodeState.TooManyObjects e) {
            into.report(Diagnostic.error(label, 0, "too large: the node's files make " + e.getMessage()
                    + howToRaiseObjects + "; the rest of this file is not read"));
        } catch (IOException e) {
            into.report(Diagnostic.error(label, 0, "cannot read: " + e.getMessage()));
        }
    }

    private static String mib(long bytes) {
        return bytes % (1024 * 1024) == 0 ? bytes / (1024 * 1024) + " MiB"
                : String.format(Locale.ROOT, "%.1f MiB", bytes / (1024.0 * 1024));
    }
}
