package org.lnetscope.protocol;

import java.util.LinkedHashMap;
import java.util.Map;

import org.lnetscope.protocol.LnetObject;
import org.lnetscope.protocol.NodeState;

/**
 * The whole state of one node, sent first on every connection.
 *
 * @param seq the sequence number of the last delta this snapshot includes; the next delta is seq+1
 * @param lnetDown why LNet is not running ("lnet not loaded: ..."), or null
 * @param layout "2.12", "master" or null
 */
public record Snapshot(String host, String agent, long seq, long timeMs, long periodMs, String lnetDown, String layout,
        NodeState state) {

    public String toJson() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("schema", Protocol.SCHEMA);
        m.put("type", Protocol.EVENT_SNAPSHOT);
        m.put("host", host);
        m.put("agent", agent);
        m.put("seq", seq);
        m.put("time_ms", timeMs);
        m.put("period_ms", periodMs);
        m.put("lnet", lnetDown == null ? "loaded" : "not loaded");
        if (lnetDown != null) {
            m.put("reason", lnetDown);
        }
        if (layout != null) {
            m.put("layout", layout);
        }
        Map<String, Object> objects = new LinkedHashMap<>();
        for (LnetObject o : state.objects()) {
            objects.put(o.key(), o.fields());
        }
        m.put("objects", objects);
        return Json.write(m);
    }

    /** Reads a snapshot; throws {@link ProtocolException} naming what is wrong. */
    public static Snapshot fromJson(String line) {
        Map<String, Object> m = Messages.object(line, Protocol.EVENT_SNAPSHOT);
        NodeState state = new NodeState();
        for (Map.Entry<String, Object> e : Messages.map(m, "objects").entrySet()) {
            LnetObject o = state.object(Protocol.kindOf(e.getKey()), Protocol.idOf(e.getKey()));
            Messages.fields(e.getKey(), e.getValue()).forEach(o::putValue);
        }
        String layout = m.get("layout") instanceof String s ? s : null;
        String down = "not loaded".equals(m.get("lnet")) ? String.valueOf(m.getOrDefault("reason", "lnet not loaded")) : null;
        return new Snapshot(Messages.text(m, "host"), String.valueOf(m.getOrDefault("agent", "")), Messages.number(m, "seq"),
                Messages.number(m, "time_ms"), Messages.number(m, "period_ms"), down, layout, state);
    }
}
