package org.lnetscope.protocol;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.lnetscope.core.Diagnostic;

/**
 * Everything read about one LNet node at one time: its objects by key, merged from any number of
 * files (debugfs tables and lnetctl YAML of the same node complete each other), plus the problems
 * found reading them. Not thread-safe: one reader fills it, then it is handed over.
 */
public final class NodeState {

    private final LinkedHashMap<String, LnetObject> objects = new LinkedHashMap<>();
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private final List<String> layoutEvidence = new ArrayList<>();
    private final LinkedHashMap<String, FileSummary> summaries = new LinkedHashMap<>();
    private String layout;
    private String lnetDown;
    private String incomplete;
    private String configuration;

    /** Thrown by {@link #object} past {@link #limitObjects}: the reader stops, its caller reports it. */
    public static final class TooManyObjects extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final long limit;

        TooManyObjects(long limit) {
            super("more than " + limit + " LNet objects", null, false, false);
            this.limit = limit;
        }

        public long limit() {
            return limit;
        }
    }

    private long maxObjects = Long.MAX_VALUE;

    /**
     * Bounds the objects this state may hold: memory follows objects, not bytes (a 30-byte
     * {@code - primary nid: 7@gni} line is a peer), so a file within the size limit can still be
     * too large. Past it {@link #object} throws {@link TooManyObjects}.
     */
    public void limitObjects(long max) {
        maxObjects = max;
    }

    /** The object of that kind and id, created empty on first use. */
    public LnetObject object(String kind, String id) {
        String key = LnetObject.key(kind, id);
        LnetObject o = objects.get(key);
        if (o == null) {
            if (objects.size() >= maxObjects) {
                throw new TooManyObjects(maxObjects);
            }
            o = new LnetObject(kind, id);
            objects.put(key, o);
        }
        return o;
    }

    public LnetObject get(String key) {
        return objects.get(key);
    }

    public LnetObject get(String kind, String id) {
        return objects.get(LnetObject.key(kind, id));
    }

    public Collection<LnetObject> objects() {
        return Collections.unmodifiableCollection(objects.values());
    }

    public List<LnetObject> ofKind(String kind) {
        List<LnetObject> list = new ArrayList<>();
        for (LnetObject o : objects.values()) {
            if (o.kind().equals(kind)) {
                list.add(o);
            }
        }
        return list;
    }

    public Map<String, LnetObject> byKey() {
        return Collections.unmodifiableMap(objects);
    }

    public void put(LnetObject object) {
        objects.put(object.key(), object);
    }

    public LnetObject remove(String key) {
        return objects.remove(key);
    }

    public boolean isEmpty() {
        return objects.isEmpty();
    }

    public void report(Diagnostic diagnostic) {
        diagnostics.add(diagnostic);
    }

    public List<Diagnostic> diagnostics() {
        return Collections.unmodifiableList(diagnostics);
    }

    /** What was read and ignored in {@code file} (a diagnostic label), created on first use. */
    public FileSummary summary(String file) {
        return summaries.computeIfAbsent(file, FileSummary::new);
    }

    /** The files read into this state, in reading order. */
    public Collection<FileSummary> summaries() {
        return Collections.unmodifiableCollection(summaries.values());
    }

    /**
     * Records which Lustre layout a file shows ({@link Kinds#LAYOUT_2_12} or {@link Kinds#LAYOUT_MASTER}),
     * and why. Conflicting evidence is kept, and reported by {@link #layout()} users.
     */
    public void layoutSeen(String layoutName, String why) {
        if (layout != null && !layout.equals(layoutName)) {
            layoutEvidence.add("conflict: " + layoutName + " (" + why + ") after " + layout);
            return;
        }
        layout = layoutName;
        layoutEvidence.add(layoutName + ": " + why);
    }

    /** "2.12", "master", or null when no file told them apart (peers/nis/buffers look the same in both). */
    public String layout() {
        return layout;
    }

    public List<String> layoutEvidence() {
        return Collections.unmodifiableList(layoutEvidence);
    }

    /**
     * Marks that LNet itself said it is not running (lnetctl errno -100, no debugfs directory):
     * an empty state then means "lnet not loaded", not "no peers".
     */
    public void lnetDown(String reason) {
        if (lnetDown == null) {
            lnetDown = reason;
        }
    }

    /** Why LNet is not running, or null when it is (or nothing said otherwise). */
    public String lnetDownReason() {
        return lnetDown;
    }

    /**
     * Marks that this read did not see everything (a reader timed out, could not run): what it lacks
     * was not read, not removed, so whoever diffs reads must not take it for gone.
     */
    public void incomplete(String reason) {
        if (incomplete == null) {
            incomplete = reason;
        }
    }

    /**
     * Marks that a file read is a configuration (lnet.conf, {@code lnetctl import} YAML), not a
     * running LNet's state: it has nets, routes and tunables but no credits, queues or states.
     */
    public void configuration(String evidence) {
        if (configuration == null) {
            configuration = evidence;
        }
    }

    /** The first sign that a configuration was read, or null. */
    public String configurationEvidence() {
        return configuration;
    }

    /** Why this read is partial, or null when it is whole. */
    public String incompleteReason() {
        return incomplete;
    }

    /** A deep copy without diagnostics: what a reader hands to the agent's differ. */
    public NodeState copy() {
        NodeState copy = new NodeState();
        objects.forEach((k, o) -> copy.objects.put(k, o.copy()));
        copy.layout = layout;
        copy.lnetDown = lnetDown;
        copy.configuration = configuration;
        copy.layoutEvidence.addAll(layoutEvidence);
        return copy;
    }
}
