package org.lnetscope.protocol;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.lnetscope.protocol.LnetObject;
import org.lnetscope.protocol.NodeState;

/**
 * What changed on a node between two samples: new values of changed fields (all fields of a new
 * object), fields that disappeared, objects that disappeared, and whether LNet is up.
 *
 * @param set key → changed fields and their new values
 * @param unset key → fields no longer shown (a 2.12 router's deadline going back to NA)
 * @param removed keys of objects gone (a peer NI deleted, or everything when LNet unloads)
 */
public record Delta(long seq, long timeMs, String lnetDown, Map<String, Map<String, Object>> set,
        Map<String, List<String>> unset, List<String> removed) {

    /** The changes from {@code before} to {@code after}. */
    public static Delta between(long seq, long timeMs, NodeState before, NodeState after) {
        Map<String, Map<String, Object>> set = new LinkedHashMap<>();
        Map<String, List<String>> unset = new LinkedHashMap<>();
        List<String> removed = new ArrayList<>();
        for (LnetObject now : after.objects()) {
            LnetObject was = before.get(now.key());
            Map<String, Object> changed = new LinkedHashMap<>();
            now.fields().forEach((field, value) -> {
                if (was == null || !Objects.equals(was.fields().get(field), value)) {
                    changed.put(field, value);
                }
            });
            if (!changed.isEmpty() || was == null) {
                set.put(now.key(), changed);
            }
            if (was != null) {
                List<String> gone = new ArrayList<>();
                for (String field : was.fields().keySet()) {
                    if (!now.has(field)) {
                        gone.add(field);
                    }
                }
                if (!gone.isEmpty()) {
                    unset.put(now.key(), gone);
                }
            }
        }
        for (LnetObject was : before.objects()) {
            if (after.get(was.key()) == null) {
                removed.add(was.key());
            }
        }
        return new Delta(seq, timeMs, after.lnetDownReason(), set, unset, removed);
    }

    public boolean isEmpty() {
        return set.isEmpty() && unset.isEmpty() && removed.isEmpty();
    }

    /** Applies the changes to {@code state} (the client's copy of the node). */
    public void applyTo(NodeState state) {
        for (String key : removed) {
            state.remove(key);
        }
        set.forEach((key, fields) -> {
            LnetObject o = state.object(Protocol.kindOf(key), Protocol.idOf(key));
            fields.forEach(o::putValue);
        });
        unset.forEach((key, fields) -> {
            LnetObject o = state.get(key);
            if (o != null) {
                fields.forEach(f -> o.putValue(f, null));
            }
        });
    }

    /** Number of field values and objects this delta changes: what the load test counts. */
    public int changeCount() {
        int n = removed.size();
        for (Map<String, Object> f : set.values()) {
            n += Math.max(1, f.size());
        }
        for (List<String> f : unset.values()) {
            n += f.size();
        }
        return n;
    }

    public String toJson() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("schema", Protocol.SCHEMA);
        m.put("type", Protocol.EVENT_DELTA);
        m.put("seq", seq);
        m.put("time_ms", timeMs);
        m.put("lnet", lnetDown == null ? "loaded" : "not loaded");
        if (lnetDown != null) {
            m.put("reason", lnetDown);
        }
        if (!set.isEmpty()) {
            m.put("set", set);
        }
        if (!unset.isEmpty()) {
            m.put("unset", unset);
        }
        if (!removed.isEmpty()) {
            m.put("removed", removed);
        }
        return Json.write(m);
    }

    public static Delta fromJson(String line) {
        Map<String, Object> m = Messages.object(line, Protocol.EVENT_DELTA);
        Map<String, Map<String, Object>> set = new LinkedHashMap<>();
        for (Map.Entry<String, Object> e : Messages.mapOrEmpty(m, "set").entrySet()) {
            set.put(e.getKey(), Messages.fields(e.getKey(), e.getValue()));
        }
        Map<String, List<String>> unset = new LinkedHashMap<>();
        for (Map.Entry<String, Object> e : Messages.mapOrEmpty(m, "unset").entrySet()) {
            unset.put(e.getKey(), Messages.strings(e.getValue(), "unset"));
        }
        List<String> removed = m.containsKey("removed") ? Messages.strings(m.get("removed"), "removed") : List.of();
        String down = "not loaded".equals(m.get("lnet")) ? String.valueOf(m.getOrDefault("reason", "lnet not loaded")) : null;
        return new Delta(Messages.number(m, "seq"), Messages.number(m, "time_ms"), down, set, unset, removed);
    }
}
