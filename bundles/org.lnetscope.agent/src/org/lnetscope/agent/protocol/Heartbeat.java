package org.lnetscope.agent.protocol;

import java.util.LinkedHashMap;
import java.util.Map;

/** Sent at each sample that changed nothing, so a client can tell a quiet node from a dead stream. */
public record Heartbeat(long seq, long timeMs) {

    public String toJson() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("schema", Protocol.SCHEMA);
        m.put("type", Protocol.EVENT_HEARTBEAT);
        m.put("seq", seq);
        m.put("time_ms", timeMs);
        return Json.write(m);
    }

    public static Heartbeat fromJson(String line) {
        Map<String, Object> m = Messages.object(line, Protocol.EVENT_HEARTBEAT);
        return new Heartbeat(Messages.number(m, "seq"), Messages.number(m, "time_ms"));
    }
}
