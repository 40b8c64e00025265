package org.lnetscope.fit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.lnetscope.analysis.ConsoleLine;
import org.lnetscope.sim.scenario.Quantities;

/**
 * A signature as text (docs/fit.md, "Signature files"): one {@code key = value} a line, {@code #}
 * comments, keys of {@link Signature.Field} and {@code console.KIND}, plus {@code node = HOST}.
 * Values are numbers ({@code -17,000}, {@code -4.5e3}) or sizes ({@code 3MB}, {@code 48GiB}). So
 * an incident report's figures can be entered by hand; what is not written is absent, not 0.
 * {@code missing.KEY = why} lines keep the reasons a written signature had.
 */
public final class SignatureFile {

    public static final String HEADER = "# lnetscope fit signature (docs/fit.md)";

    private SignatureFile() {
    }

    /** Reads {@code file}; every bad line is an error naming file:line. */
    public static Signature read(Path file) throws IOException {
        return parse(Files.readAllLines(file, StandardCharsets.UTF_8), file.toString());
    }

    public static Signature parse(List<String> lines, String name) {
        String node = null;
        Map<Signature.Field, Double> values = new LinkedHashMap<>();
        Map<Signature.Field, String> missing = new LinkedHashMap<>();
        Map<String, Double> console = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String where = name + ":" + (i + 1) + ": ";
            int eq = line.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException(where + "expected key = value, got \"" + line + "\"");
            }
            String key = line.substring(0, eq).strip();
            String text = line.substring(eq + 1).strip();
            if (key.equals("node")) {
                node = text;
                continue;
            }
            if (key.startsWith("missing.")) {
                Signature.Field f = Signature.Field.ofKey(key.substring("missing.".length()));
                if (f == null) {
                    throw new IllegalArgumentException(where + "unknown field " + key.substring(8) + known());
                }
                missing.put(f, text);
                continue;
            }
            double value = number(text, where);
            if (key.startsWith(Signature.CONSOLE_PREFIX)) {
                String kind = key.substring(Signature.CONSOLE_PREFIX.length());
                try {
                    ConsoleLine.valueOf(kind);
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(where + "unknown console line kind " + kind + " (known: "
                            + String.join(", ", java.util.Arrays.stream(ConsoleLine.values()).map(Enum::name).toList()) + ")");
                }
                console.put(key, value);
                continue;
            }
            Signature.Field f = Signature.Field.ofKey(key);
            if (f == null) {
                throw new IllegalArgumentException(where + "unknown key \"" + key + "\"" + known());
            }
            if (values.containsKey(f)) {
                throw new IllegalArgumentException(where + key + " given twice");
            }
            values.put(f, value);
        }
        if (values.isEmpty() && console.isEmpty()) {
            throw new IllegalArgumentException(name + ": no figure in the signature file");
        }
        return new Signature(node, values, missing, console);
    }

    private static String known() {
        StringBuilder b = new StringBuilder(" (known: node");
        for (Signature.Field f : Signature.Field.values()) {
            b.append(", ").append(f.key);
        }
        return b.append(", console.KIND)").toString();
    }

    private static double number(String text, String where) {
        String t = text.replace(",", "").replace("_", "").replace("~", "").strip();
        try {
            return Double.parseDouble(t);
        } catch (NumberFormatException e) {
            // a size with a unit
        }
        boolean negative = t.startsWith("-");
        try {
            long bytes = Quantities.bytes(negative ? t.substring(1) : t);
            return negative ? -bytes : bytes;
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(where + "\"" + text + "\" is not a number or a size (3MB, 48GiB)");
        }
    }

    /** The signature as a file {@link #parse} reads back to the same figures. */
    public static String format(Signature s) {
        StringBuilder b = new StringBuilder(HEADER).append('\n');
        if (s.node() != null) {
            b.append("node = ").append(s.node()).append('\n');
        }
        s.values().forEach((f, v) -> b.append(f.key).append(" = ").append(plain(v)).append('\n'));
        s.console().forEach((k, v) -> b.append(k).append(" = ").append(plain(v)).append('\n'));
        s.missing().forEach((f, why) -> b.append("missing.").append(f.key).append(" = ").append(why).append('\n'));
        return b.toString();
    }

    static String plain(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        return Double.toString(v); // exact: a result read back gives the same distance
    }
}
