package org.lnetscope.protocol;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Sent at each sample that changed nothing, so a client can tell a quiet node from a dead stream;
 * and at a sample that could not read everything ({@code partial}: why, e.g. lnetctl timed out),
 * which publishes nothing, so that a client can show its data is no longer current.
 *
 * @param partial null for a whole sample
 */
public record Heartbeat(long seq, long timeMs, String partial) {

    public Heartbeat(long seq, long timeMs) {
        this(seq, timeMs, null);
    }

    public String toJson() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("schema", Protocol.SCHEMA);
        m.put("type", Protocol.EVENT_HEARTBEAT);
        m.put("seq", seq);
        m.put("time_ms", timeMs);
        if (partial != null) {
            m.put("partial", partial);
        }
        return Json.write(m);
    }

    public static Heartbeat fromJson(String line) {
        Map<String, Object> m = Messages.object(line, Protocol.EVENT_HEARTBEAT);
        return new Heartbeat(Messages.number(m, "seq"), Messages.number(m, "time_ms"), m.containsKey("partial")
                ? Messages.text(m, "partial") : null);
    }
}
