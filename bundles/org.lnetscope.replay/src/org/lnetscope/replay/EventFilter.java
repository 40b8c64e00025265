package org.lnetscope.replay;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.lnetscope.model.nid.Nid;
import org.lnetscope.trace.Event;
import org.lnetscope.trace.EventType;
import org.lnetscope.trace.KernelFunction;
import org.lnetscope.trace.state.ClassLayout;
import org.lnetscope.trace.state.FlatState;
import org.lnetscope.trace.state.SlotKind;
import org.lnetscope.trace.state.ValueSlot;

/**
 * Which events to stop at or list: by type, by kernel function, by the NID the event is about.
 * An event is about NID {@code X} when its subject, one of the subject's containers, or an object
 * the subject references directly (a message's rxPeer/txPeer) has a NID slot equal to {@code X}:
 * so "next CONN_STATE of 10.0.0.21@o2ib" finds the conns of the KibPeer of that NID.
 *
 * <p>Text form (CLI and search box): {@code type=CONN_STATE|CONN_CREATED,nid=10.0.0.21@o2ib,function=kiblnd_close_conn_locked}.
 */
public final class EventFilter {

    private final Set<EventType> types;
    private final Set<KernelFunction> functions;
    private final Nid nid;

    public EventFilter(Set<EventType> types, Set<KernelFunction> functions, Nid nid) {
        this.types = types.isEmpty() ? EnumSet.noneOf(EventType.class) : EnumSet.copyOf(types);
        this.functions = functions.isEmpty() ? EnumSet.noneOf(KernelFunction.class) : EnumSet.copyOf(functions);
        this.nid = nid;
    }

    public static EventFilter any() {
        return new EventFilter(Set.of(), Set.of(), null);
    }

    public static EventFilter ofType(EventType type) {
        return new EventFilter(Set.of(type), Set.of(), null);
    }

    public EventFilter withNid(Nid value) {
        return new EventFilter(types, functions, value);
    }

    /**
     * Parses the text form.
     *
     * @throws IllegalArgumentException naming the part that is wrong and the accepted names
     */
    public static EventFilter parse(String text) {
        Set<EventType> types = EnumSet.noneOf(EventType.class);
        Set<KernelFunction> functions = EnumSet.noneOf(KernelFunction.class);
        Nid nid = null;
        if (text == null || text.isBlank()) {
            return any();
        }
        for (String part : text.split(",")) {
            int eq = part.indexOf('=');
            if (eq < 0) {
                throw new IllegalArgumentException("filter part '" + part + "' is not key=value (keys: type, function, nid)");
            }
            String key = part.substring(0, eq).trim();
            String value = part.substring(eq + 1).trim();
            switch (key) {
                case "type" -> {
                    for (String name : value.split("\\|")) {
                        if (name.isBlank()) {
                            throw new IllegalArgumentException("type= needs an event type, such as MSG_QUEUED_RTRQ");
                        }
                        EventType type = EventType.byName(name.trim().toUpperCase());
                        if (type == EventType.UNKNOWN && !name.trim().equalsIgnoreCase("UNKNOWN")) {
                            throw new IllegalArgumentException("unknown event type '" + name.trim() + "'"
                                    + didYouMean(name.trim().toUpperCase(), typeNames()) + " (known: "
                                    + Arrays.toString(EventType.values()) + ")");
                        }
                        types.add(type);
                    }
                }
                case "function" -> {
                    for (String name : value.split("\\|")) {
                        KernelFunction function = KernelFunction.byName(name.trim());
                        if (function == KernelFunction.unknown) {
                            throw new IllegalArgumentException(name.isBlank() ? "function= needs a kernel function name"
                                    : "unknown kernel function '" + name.trim() + "'" + didYouMean(name.trim(), functionNames()));
                        }
                        functions.add(function);
                    }
                }
                case "nid" -> {
                    if (value.isEmpty()) {
                        throw new IllegalArgumentException("nid= needs a NID, such as 10.0.2.6@o2ib");
                    }
                    nid = Nid.parse(value);
                }
                default -> throw new IllegalArgumentException("unknown filter key '" + key + "'"
                        + didYouMean(key, List.of("type", "function", "nid")) + " (keys: type, function, nid)");
            }
        }
        return new EventFilter(types, functions, nid);
    }

    /** The event type names a filter accepts, for completion. */
    public static List<String> typeNames() {
        return Arrays.stream(EventType.values()).filter(t -> t != EventType.UNKNOWN).map(Enum::name).toList();
    }

    /** The kernel function names a filter accepts, for completion. */
    public static List<String> functionNames() {
        return Arrays.stream(KernelFunction.values()).filter(f -> f != KernelFunction.unknown).map(Enum::name).toList();
    }

    /**
     * " (did you mean X?)" for the known name nearest to {@code typed} by edit distance, when it is
     * near enough to be a typo (kiblnd_finalize_conn for kiblnd_finalise_conn), else "".
     */
    public static String didYouMean(String typed, List<String> known) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String k : known) {
            int d = distance(typed.toLowerCase(), k.toLowerCase());
            if (d < bestDistance) {
                best = k;
                bestDistance = d;
            }
        }
        return best != null && bestDistance <= Math.max(2, typed.length() / 4) ? " (did you mean " + best + "?)" : "";
    }

    /** Levenshtein distance. */
    private static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }

    /** Whether {@link #matches} looks at the state (a NID filter does). */
    public boolean needsState() {
        return nid != null;
    }

    public boolean matches(Event event, FlatState state) {
        if (!types.isEmpty() && !types.contains(event.type())) {
            return false;
        }
        if (!functions.isEmpty() && !functions.contains(event.function())) {
            return false;
        }
        if (nid == null) {
            return true;
        }
        int pooled = state.pool().find(nid);
        if (pooled < 0 || !state.isLive(event.subject())) {
            return false;
        }
        for (int id = event.subject(); id >= 0; id = state.containerOf(id)) {
            if (hasNid(state, id, pooled)) {
                return true;
            }
        }
        ClassLayout layout = state.schema().layout(state.classOf(event.subject()));
        for (int s = 0; s < layout.values().size(); s++) {
            if (layout.values().get(s).kind() == SlotKind.REF) {
                int target = (int) state.get(event.subject(), s);
                if (state.isLive(target) && hasNid(state, target, pooled)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean hasNid(FlatState state, int id, int pooled) {
        ClassLayout layout = state.schema().layout(state.classOf(id));
        for (int s = 0; s < layout.values().size(); s++) {
            ValueSlot slot = layout.values().get(s);
            if (slot.kind() == SlotKind.NID && state.get(id, s) == pooled) {
                return true;
            }
        }
        return false;
    }
}
