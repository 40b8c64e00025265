package org.lnetscope.session.replay;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

import org.lnetscope.model.resource.AtomicFileSave;

/**
 * A trace's bookmarks, each an event number and a note, saved beside the trace as
 * {@code NAME.lnettrace.bookmarks} (as Trace Compass keeps bookmarks with the trace): one line per
 * bookmark, {@code #EVENT<TAB>note}, in the numbering {@code lnetscope trace events} prints, so a
 * trainer can share the file with the trace. Written atomically: a crash never leaves half a file.
 */
public final class Bookmarks {

    /** One bookmark: the event's number (its index in the trace) and what to say there. */
    public record Bookmark(long event, String note) {
    }

    private static final String HEADER = "# LNet Scope bookmarks: #event<TAB>note, events numbered as `lnetscope trace events` prints them";

    private final Path file;
    private final List<Bookmark> bookmarks = new ArrayList<>();

    private Bookmarks(Path file) {
        this.file = file;
    }

    /** Where a trace's bookmarks are kept. */
    public static Path fileFor(Path trace) {
        return trace.resolveSibling(trace.getFileName() + ".bookmarks");
    }

    /**
     * Reads the bookmarks beside {@code trace} (none if there is no file).
     *
     * @throws IOException naming the file and line of a line that is not {@code #EVENT<TAB>note}
     */
    public static Bookmarks load(Path trace, long eventCount) throws IOException {
        Bookmarks result = new Bookmarks(fileFor(trace));
        if (!Files.exists(result.file)) {
            return result;
        }
        List<String> lines = Files.readAllLines(result.file, StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank() || line.startsWith("# ")) {
                continue;
            }
            int tab = line.indexOf('\t');
            String number = (tab < 0 ? line : line.substring(0, tab)).trim().replace(",", "");
            long event;
            try {
                event = Long.parseLong(number.startsWith("#") ? number.substring(1) : number);
            } catch (NumberFormatException e) {
                throw new IOException(result.file + ":" + (i + 1) + ": not a bookmark (#EVENT<TAB>note): " + line);
            }
            if (event < 0 || event >= eventCount) {
                throw new IOException(result.file + ":" + (i + 1) + ": event #" + event + " is not in the trace (it has "
                        + eventCount + " events)");
            }
            result.bookmarks.add(new Bookmark(event, tab < 0 ? "" : line.substring(tab + 1).replace("\\n", "\n")));
        }
        result.bookmarks.sort(Comparator.comparingLong(Bookmark::event));
        return result;
    }

    public Path file() {
        return file;
    }

    public List<Bookmark> all() {
        return Collections.unmodifiableList(bookmarks);
    }

    /** Adds (or replaces the note of) the bookmark at {@code event} and saves the file. */
    public void put(long event, String note) throws IOException {
        bookmarks.removeIf(b -> b.event() == event);
        bookmarks.add(new Bookmark(event, note == null ? "" : note.strip()));
        bookmarks.sort(Comparator.comparingLong(Bookmark::event));
        save();
    }

    /** Removes the bookmark at {@code event}, if any, and saves. */
    public void remove(long event) throws IOException {
        if (bookmarks.removeIf(b -> b.event() == event)) {
            save();
        }
    }

    /** The bookmark at {@code event}, or null. */
    public Bookmark at(long event) {
        return bookmarks.stream().filter(b -> b.event() == event).findFirst().orElse(null);
    }

    /** The first bookmark after (forward) or before {@code event}, or null. */
    public Bookmark next(long event, boolean forward) {
        Bookmark found = null;
        for (Bookmark b : bookmarks) {
            if (forward && b.event() > event) {
                return b;
            }
            if (!forward && b.event() < event) {
                found = b;
            }
        }
        return found;
    }

    private void save() throws IOException {
        StringBuilder text = new StringBuilder(HEADER).append('\n');
        for (Bookmark b : bookmarks) {
            text.append('#').append(b.event()).append('\t').append(b.note().replace("\n", "\\n")).append('\n');
        }
        AtomicFileSave.write(file, text.toString().getBytes(StandardCharsets.UTF_8));
    }
}
