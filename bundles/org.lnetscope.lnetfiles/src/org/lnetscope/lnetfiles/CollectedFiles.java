package org.lnetscope.lnetfiles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.lnetscope.core.Diagnostic;
import org.lnetscope.model.resource.ControlChars;
import org.lnetscope.protocol.NodeState;

/**
 * Which node each collected file belongs to. Files are gathered from many nodes (pdsh, sosreport,
 * a support bundle), and the node is what the file says nothing about, so it comes from, in order:
 * <ol>
 * <li>{@code --host NAME} given before the files ({@link #host});</li>
 * <li>a {@code HOST:FILE} argument;</li>
 * <li>a directory argument whose sub-directories are hosts ({@code collected/rtr1/peers},
 * {@code collected/c010/nis}), read recursively, so a copied {@code sys/kernel/debug/lnet/} tree works;</li>
 * <li>a directory holding only files: the directory is the host;</li>
 * <li>otherwise the name of the file's directory.</li>
 * </ol>
 */
public final class CollectedFiles {

    private static final Pattern HOST = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]*");

    /** A file to read for a host, with the label diagnostics give it; or text pasted (then path is null). */
    public record Input(Path path, String label, String text) {

        public Input(Path path, String label) {
            this(path, label, null);
        }
    }

    private final Map<String, List<Input>> byHost = new LinkedHashMap<>();
    /** Entries of a folder that were not read (links, FIFOs, devices), by host: said when reading. */
    private final Map<String, List<String[]>> skipped = new LinkedHashMap<>();
    private String forcedHost;

    /** The host of the following arguments (null: back to the rules above). */
    public CollectedFiles host(String name) {
        if (name != null && !HOST.matcher(name).matches()) {
            throw new IllegalArgumentException("bad host name \"" + name + "\"");
        }
        forcedHost = name;
        return this;
    }

    /** Adds a command-line argument. */
    public CollectedFiles add(String argument) throws IOException {
        Path path = Path.of(argument);
        int colon = argument.indexOf(':');
        if (!Files.exists(path) && colon > 0 && HOST.matcher(argument.substring(0, colon)).matches()) {
            String host = argument.substring(0, colon);
            Path file = Path.of(argument.substring(colon + 1));
            addPath(forcedHost != null ? forcedHost : host, file, true);
            return this;
        }
        if (!Files.exists(path)) {
            throw new IOException("no such file or directory: " + argument);
        }
        if (forcedHost != null) {
            addPath(forcedHost, path, true);
        } else if (Files.isDirectory(path)) {
            addDirectory(path);
        } else {
            addPath(hostOfPrompt(path, hostOfParent(path)), path, true);
        }
        return this;
    }

    /**
     * A single pasted file's node is the one its prompts name ({@code [root@rtr02 ~]#}), not the
     * folder it was saved in; a file without such a prompt keeps its folder's name. (A folder of
     * one sub-folder per node keeps the folders' names: that layout says the node itself.)
     */
    private static String hostOfPrompt(Path file, String fallback) {
        try (var in = Files.newInputStream(file)) {
            String head = new String(in.readNBytes(64 * 1024), java.nio.charset.StandardCharsets.UTF_8);
            String host = PastedCommand.hostOf(head);
            return host != null && HOST.matcher(host).matches() ? host : fallback;
        } catch (IOException e) {
            return fallback; // read later, where the error is reported with the file's name
        }
    }

    private void addDirectory(Path dir) throws IOException {
        List<Path> children = list(dir);
        boolean hasSubdirectories = children.stream().anyMatch(CollectedFiles::isFolder);
        if (!hasSubdirectories) {
            addPath(dir.toAbsolutePath().normalize().getFileName().toString(), dir, false);
            return;
        }
        for (Path child : children) {
            if (isFolder(child)) {
                addPath(child.getFileName().toString(), child, false);
            } else if (!Files.isRegularFile(child, LinkOption.NOFOLLOW_LINKS)) {
                skip(child.getFileName().toString(), child);
            }
        }
    }

    /** A folder itself, not a link to one: a collected tarball's {@code c2 -> /etc} is not a host. */
    private static boolean isFolder(Path p) {
        return Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS);
    }

    /**
     * Inside a folder only its regular files are read (issue 30, §8): a link ({@code peers ->
     * /etc/shadow}, {@code loop -> ..}) is not followed and a FIFO, device or socket is not opened;
     * each is said when reading, so nothing is dropped silently and no model holds content from
     * outside the input.
     */
    private void skip(String host, Path entry) {
        String why;
        if (Files.isSymbolicLink(entry)) {
            String to;
            try {
                to = Files.readSymbolicLink(entry).toString();
            } catch (IOException e) {
                to = "?";
            }
            why = "skipped: a link (to " + ControlChars.escape(to) + "), not followed; import reads only the regular files inside"
                    + " a folder";
        } else {
            why = "skipped: not a regular file (a named pipe, device or socket)";
        }
        skipped.computeIfAbsent(host, h -> new ArrayList<>()).add(new String[] {entry.toString(), why});
    }

    private void addPath(String host, Path path, boolean explicit) throws IOException {
        if (!Files.exists(path)) {
            throw new IOException("no such file or directory: " + path);
        }
        List<Input> inputs = byHost.computeIfAbsent(host, h -> new ArrayList<>());
        if (!Files.isDirectory(path)) {
            inputs.add(new Input(path, label(host, path, explicit)));
            return;
        }
        // Files.walk does not follow links: a loop (loop -> ..) is one entry, skipped below
        try (Stream<Path> walk = Files.walk(path)) {
            for (Path file : walk.filter(p -> !p.getFileName().toString().startsWith(".")).filter(p -> !isFolder(p))
                    .sorted(Comparator.naturalOrder()).toList()) {
                if (Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                    inputs.add(new Input(file, file.toString()));
                } else {
                    skip(host, file);
                }
            }
        }
    }

    private static String label(String host, Path path, boolean explicit) {
        return explicit ? path.toString() : host + ":" + path;
    }

    private static String hostOfParent(Path file) {
        Path parent = file.toAbsolutePath().normalize().getParent();
        return parent == null || parent.getFileName() == null ? "localhost" : parent.getFileName().toString();
    }

    private static List<Path> list(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> !p.getFileName().toString().startsWith(".")).sorted().toList();
        }
    }

    /**
     * Adds text pasted into the window (from a mail, a ticket, a terminal) as a file of {@code host}
     * named {@code label}: read exactly as a file with that content.
     */
    public CollectedFiles addText(String host, String label, String text) {
        if (host == null || !HOST.matcher(host).matches()) {
            throw new IllegalArgumentException("bad host name \"" + host + "\"");
        }
        byHost.computeIfAbsent(host, h -> new ArrayList<>()).add(new Input(null, label, text));
        return this;
    }

    /** Hosts in the order first seen, with their files. */
    public Map<String, List<Input>> byHost() {
        return byHost;
    }

    /** Reads every host's files into one state per host. */
    public Map<String, NodeState> read() {
        return read(LnetFiles.MAX_FILE_BYTES, "");
    }

    /**
     * Reads every host's files into one state per host, refusing files above {@code maxFileBytes}.
     *
     * @param howToRaise what the refusal says raises the limit
     */
    public Map<String, NodeState> read(long maxFileBytes, String howToRaise) {
        return read(maxFileBytes, howToRaise, Long.MAX_VALUE, "");
    }

    /**
     * As {@link #read(long, String)}, with at most {@code maxObjects} LNet objects over all hosts.
     *
     * @param howToRaiseObjects what the refusal says raises the object limit
     */
    public Map<String, NodeState> read(long maxFileBytes, String howToRaise, long maxObjects, String howToRaiseObjects) {
        Map<String, NodeState> states = new LinkedHashMap<>();
        long[] used = {0};
        byHost.forEach((host, inputs) -> {
            NodeState state = new NodeState();
            state.limitObjects(Math.max(0, maxObjects - used[0]));
            List<String[]> notRead = new ArrayList<>(skipped.getOrDefault(host, List.of()));
            if (host.equals(byHost.keySet().iterator().next())) {
                // links and special files beside the host folders: said with the first host
                skipped.forEach((h, entries) -> {
                    if (!byHost.containsKey(h)) {
                        notRead.addAll(entries);
                    }
                });
            }
            for (String[] entry : notRead) {
                state.report(Diagnostic.warning(entry[0], 0, entry[1]));
                state.summary(entry[0]).ignored("entries (not a regular file inside the folder)", 1);
            }
            for (Input input : inputs) {
                if (input.text() != null) {
                    try {
                        LnetFiles.read(input.label(), null, input.text(), state);
                    } catch (NodeState.TooManyObjects e) {
                        state.report(Diagnostic.error(input.label(), 0, "too large: " + e.getMessage() + howToRaiseObjects));
                    }
                } else {
                    LnetFiles.read(input.path(), input.label(), state, maxFileBytes, howToRaise, howToRaiseObjects);
                }
            }
            used[0] += state.objects().size();
            states.put(host, state);
        });
        return states;
    }
}
