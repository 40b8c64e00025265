package org.lnetscope.rules.lint;

import java.util.List;

/**
 * The JSON string helpers the JSON and SARIF outputs use, on the protocol's one JSON writer
 * (org.lnetscope.protocol.Json): a single escaping for every JSON the product writes.
 */
public final class Json {

    private Json() {
    }

    public static String str(String s) {
        return org.lnetscope.protocol.Json.write(s);
    }

    public static String strs(List<String> l) {
        return org.lnetscope.protocol.Json.write(l);
    }
}
