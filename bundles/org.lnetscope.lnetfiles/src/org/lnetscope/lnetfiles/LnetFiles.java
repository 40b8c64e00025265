package org.lnetscope.lnetfiles;

import java.io.IOException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.lnetscope.lnetfiles.debugfs.DebugfsTables;
import org.lnetscope.lnetfiles.lnetctl.LnetctlYaml;

/**
 * Reads LNet output files of one node into a {@link NodeState}: debugfs tables, {@code lctl
 * get_param} captures and lnetctl YAML, in any mix. Never throws on bad content: every problem is a
 * {@link Diagnostic} in the state, and what could be read is kept.
 */
public final class LnetFiles {

    /** A debugfs or lnetctl capture larger than this is not plausible (20,000 peers at -v 4 is ~40 MB). */
    public static final long MAX_FILE_BYTES = 512L * 1024 * 1024;

    private LnetFiles() {
    }

    /** Reads {@code text} as the content of a file called {@code label} (base name used to recognise a bare stats line). */
    public static void read(String label, String fileName, String text, NodeState into) {
        List<Diagnostic> problems = new ArrayList<>();
        List<Section> sections = Sections.split(label, fileName, text, problems);
        problems.forEach(into::report);
        for (Section section : sections) {
            if (section.kind() == Section.Kind.LNETCTL_YAML) {
                LnetctlYaml.read(section, into);
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
        LnetctlYaml.read(new Section(Section.Kind.LNETCTL_YAML, label, Sections.lines(text)), into);
    }

    /** Reads a file; an unreadable file is a diagnostic too. Bytes that are not UTF-8 are replaced. */
    public static void read(Path file, String label, NodeState into) {
        try {
            if (Files.size(file) > MAX_FILE_BYTES) {
                into.report(Diagnostic.error(label, 0, "larger than " + MAX_FILE_BYTES / (1024 * 1024) + " MiB; not read"));
                return;
            }
            byte[] bytes = Files.readAllBytes(file);
            String text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPLACE)
                    .onUnmappableCharacter(CodingErrorAction.REPLACE).decode(java.nio.ByteBuffer.wrap(bytes)).toString();
            read(label, file.getFileName().toString(), text, into);
        } catch (IOException e) {
            into.report(Diagnostic.error(label, 0, "cannot read: " + e.getMessage()));
        }
    }
}
