package org.lnetscope.session.replay;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.lnetscope.model.resource.AtomicFileSave;

/**
 * A trace's bookmarks, each an event number and a note, saved beside the trace as
 * {@code NAME.lnettrace.bookmarks} (as Trace Compass keeps bookmarks with the trace): one line per
 * bookmark, {@code #EVENT<TAB>note}, in the numbering {@code lnetscope trace events} prints, so a
 * trainer can share the file with the trace. Written atomically: a crash never leaves half a file.
 *
 * <p>When the trace's folder cannot be written (a read-only share, a course's shared traces), the
 * bookmarks go to a folder of the user's own ({@link #setFallbackFolder}: the window's workspace)
 * under the trace's name and a hash of its path, {@link #fallback()} says so and where, and they are
 * read back from there the next time the trace opens.
 */
public final class Bookmarks {

    /** One bookmark: the event's number (its index in the trace) and what to say there. */
    public record Bookmark(long event, String note) {
    }

    private static final String HEADER = "# LNet Scope bookmarks: #event<TAB>note, events numbered as `lnetscope trace events` prints them";

    private static volatile Path fallbackFolder = Path.of(System.getProperty("user.home"), ".lnetscope", "bookmarks");

    private Path file;
    private final Path fallbackFile;
    /** Why the bookmarks are not beside the trace, or null while they are. */
    private String fallback;
    private final List<Bookmark> bookmarks = new ArrayList<>();
    /** Told after each change is saved (the Bookmarks view, the time graph's markers). */
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();

    private Bookmarks(Path file, Path fallbackFile) {
        this.file = file;
        this.fallbackFile = fallbackFile;
    }

    /** Where a trace's bookmarks are kept. */
    public static Path fileFor(Path trace) {
        return trace.resolveSibling(trace.getFileName() + ".bookmarks");
    }

    /** Where bookmarks go when the trace's folder cannot be written (the window sets its workspace's). */
    public static void setFallbackFolder(Path folder) {
        fallbackFolder = folder;
    }

    /** The file a trace's bookmarks fall back to: its name and a hash of its absolute path, so two traces never share one. */
    public static Path fallbackFileFor(Path trace) {
        String path = trace.toAbsolutePath().normalize().toString();
        return fallbackFolder.resolve(trace.getFileName() + "-" + String.format("%08x", path.hashCode()) + ".bookmarks");
    }

    /**
     * Reads the bookmarks beside {@code trace} (none if there is no file).
     *
     * @throws IOException naming the file and line of a line that is not {@code #EVENT<TAB>note}
     */
    public static Bookmarks load(Path trace, long eventCount) throws IOException {
        Bookmarks result = new Bookmarks(fileFor(trace), fallbackFileFor(trace));
        if (Files.isRegularFile(result.fallbackFile)) {
            // written because the trace's folder could not be: it holds the newest bookmarks
            result.file = result.fallbackFile;
            result.fallback = "the folder of " + trace.getFileName() + " could not be written";
        }
        if (!Files.isRegularFile(result.file)) {
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

    /** Where the bookmarks are saved: beside the trace, or the fallback file. */
    public Path file() {
        return file;
    }

    /**
     * Null while the bookmarks are kept beside the trace; else a sentence saying where they are and
     * why, for the window to tell the user.
     */
    public String fallback() {
        return fallback == null ? null : "Bookmarks are kept in " + file + " because " + fallback + ".";
    }

    public List<Bookmark> all() {
        return Collections.unmodifiableList(bookmarks);
    }

    /** Adds (or replaces the note of: a rename) the bookmark at {@code event} and saves the file. */
    public void put(long event, String note) throws IOException {
        bookmarks.removeIf(b -> b.event() == event);
        bookmarks.add(new Bookmark(event, note == null ? "" : note.strip()));
        bookmarks.sort(Comparator.comparingLong(Bookmark::event));
        try {
            save();
        } finally {
            changed();
        }
    }

    /** Removes the bookmark at {@code event}, if any, and saves. */
    public void remove(long event) throws IOException {
        if (bookmarks.removeIf(b -> b.event() == event)) {
            try {
                save();
            } finally {
                changed();
            }
        }
    }

    /** {@code listener} runs, on the changing thread, after each put or remove. */
    public void addListener(Runnable listener) {
        listeners.add(listener);
    }

    public void removeListener(Runnable listener) {
        listeners.remove(listener);
    }

    private void changed() {
        listeners.forEach(Runnable::run);
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

    private static String reason(IOException e) {
        String message = e.getMessage();
        return e instanceof java.nio.file.AccessDeniedException ? "permission denied"
                : message == null ? e.getClass().getSimpleName() : message;
    }

    private void save() throws IOException {
        StringBuilder text = new StringBuilder(HEADER).append('\n');
        for (Bookmark b : bookmarks) {
            text.append('#').append(b.event()).append('\t').append(b.note().replace("\n", "\\n")).append('\n');
        }
        byte[] bytes = text.toString().getBytes(StandardCharsets.UTF_8);
        if (file.equals(fallbackFile)) {
            Files.createDirectories(fallbackFile.getParent());
            AtomicFileSave.write(file, bytes);
            return;
        }
        try {
            AtomicFileSave.write(file, bytes);
        } catch (IOException e) {
            // Read-only folder (the usual case), or anything else that stops the write there: the
            // bookmarks are the user's work, so they go where the user can write, and the window says where.
            Files.createDirectories(fallbackFile.getParent());
            AtomicFileSave.write(fallbackFile, bytes);
            fallback = Files.isWritable(file.toAbsolutePath().getParent()) ? file + " could not be written (" + reason(e) + ")"
                    : "the trace's folder " + file.toAbsolutePath().getParent() + " is read-only";
            file = fallbackFile;
        }
    }
}
