package org.lnetscope.protocol;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Checked access to parsed messages: every wrong shape becomes a {@link ProtocolException}. */
final class Messages {

    private Messages() {
    }

    static Map<String, Object> object(String line, String type) {
        Map<String, Object> m;
        try {
            m = Json.parseObject(line);
        } catch (Json.JsonException e) {
            throw new ProtocolException(e.getMessage());
        }
        Object schema = m.get("schema");
        if (!(schema instanceof Long s) || s != Protocol.SCHEMA) {
            throw new ProtocolException("schema " + schema + " is not " + Protocol.SCHEMA + " (agent and LNet Scope versions differ)");
        }
        if (!type.equals(m.get("type"))) {
            throw new ProtocolException("expected a " + type + ", got type " + m.get("type"));
        }
        return m;
    }

    static long number(Map<String, Object> m, String key) {
        if (m.get(key) instanceof Long value) {
            return value;
        }
        throw new ProtocolException(key + " is missing or not an integer");
    }

    static String text(Map<String, Object> m, String key) {
        if (m.get(key) instanceof String value) {
            return value;
        }
        throw new ProtocolException(key + " is missing or not a string");
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> map(Map<String, Object> m, String key) {
        if (m.get(key) instanceof Map<?, ?> value) {
            return (Map<String, Object>) value;
        }
        throw new ProtocolException(key + " is missing or not an object");
    }

    static Map<String, Object> mapOrEmpty(Map<String, Object> m, String key) {
        return m.containsKey(key) ? map(m, key) : Map.of();
    }

    /** An object's fields: each an integer or a string. */
    static Map<String, Object> fields(String key, Object value) {
        if (!(value instanceof Map<?, ?> map)) {
            throw new ProtocolException(key + ": fields must be an object");
        }
        Map<String, Object> fields = new LinkedHashMap<>();
        for (Map.Entry<?, ?> e : map.entrySet()) {
            Object v = e.getValue();
            if (!(v instanceof Long) && !(v instanceof String)) {
                throw new ProtocolException(key + "." + e.getKey() + ": a field is an integer or a string");
            }
            fields.put(e.getKey().toString(), v);
        }
        return fields;
    }

    static List<String> strings(Object value, String what) {
        if (!(value instanceof List<?> list)) {
            throw new ProtocolException(what + ": expected an array of strings");
        }
        List<String> strings = new ArrayList<>();
        for (Object o : list) {
            if (!(o instanceof String s)) {
                throw new ProtocolException(what + ": expected an array of strings");
            }
            strings.add(s);
        }
        return strings;
    }
}
