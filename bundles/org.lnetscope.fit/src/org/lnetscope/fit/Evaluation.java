package org.lnetscope.fit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * One evaluation of the fit: a hypothesis row, the values of its unknowns, and the overrides of the
 * base scenario that make that run. As a file (EVAL.yaml, docs/fit.md "One evaluation") it is what
 * {@code lnetscope fit-eval} runs on any batch system: the base scenario and the dump's signature
 * are named relative to the file.
 */
public record Evaluation(String row, Map<String, Double> params, List<String> sets, String base, String signature,
        String node, double scanFrom, double scanTo, int scanPoints) {

    public Evaluation {
        params = new LinkedHashMap<>(params);
        sets = List.copyOf(sets);
    }

    /** What makes two evaluations the same run: the row, the overrides and the moments scanned. */
    public String key() {
        return row + "|" + String.join("|", sets) + "|scan " + scanFrom + ".." + scanTo + "/" + scanPoints;
    }

    /** The same evaluation naming its base and signature files otherwise (a batch job's folder). */
    public Evaluation withFiles(String baseFile, String signatureFile) {
        return new Evaluation(row, params, sets, baseFile, signatureFile, node, scanFrom, scanTo, scanPoints);
    }

    public String toYaml() {
        StringBuilder b = new StringBuilder("# lnetscope fit-eval EVAL.yaml -o RESULT (docs/fit.md)\n");
        b.append("row: ").append(quote(row)).append('\n');
        b.append("base: ").append(quote(base)).append('\n');
        b.append("signature: ").append(quote(signature)).append('\n');
        b.append("node: ").append(quote(node)).append('\n');
        b.append("scan_from: ").append(String.format(Locale.ROOT, "%.17g", scanFrom)).append('\n');
        b.append("scan_to: ").append(String.format(Locale.ROOT, "%.17g", scanTo)).append('\n');
        b.append("scan_points: ").append(scanPoints).append('\n');
        b.append("params:\n");
        params.forEach((k, v) -> b.append("  ").append(k).append(": ").append(String.format(Locale.ROOT, "%.17g", v)).append('\n'));
        b.append("sets:\n");
        sets.forEach(s -> b.append("  - ").append(quote(s)).append('\n'));
        return b.toString();
    }

    private static String quote(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    public void write(Path file) throws IOException {
        Files.writeString(file, toYaml(), StandardCharsets.UTF_8);
    }

    /** Reads an EVAL.yaml; a missing or mistyped key is an error naming the file. */
    public static Evaluation read(Path file) throws IOException {
        LoaderOptions options = new LoaderOptions();
        options.setCodePointLimit(1 << 20);
        Object doc;
        try {
            doc = new Yaml(new SafeConstructor(options)).load(Files.readString(file, StandardCharsets.UTF_8));
        } catch (RuntimeException e) {
            throw new IOException(file + ": not YAML: " + e.getMessage());
        }
        if (!(doc instanceof Map<?, ?> m)) {
            throw new IOException(file + ": expected a mapping with row, base, signature, node, params, sets");
        }
        Map<String, Double> params = new LinkedHashMap<>();
        if (m.get("params") instanceof Map<?, ?> p) {
            for (Map.Entry<?, ?> e : p.entrySet()) {
                if (!(e.getValue() instanceof Number n)) {
                    throw new IOException(file + ": params." + e.getKey() + " is not a number");
                }
                params.put(String.valueOf(e.getKey()), n.doubleValue());
            }
        }
        List<String> sets = new ArrayList<>();
        if (!(m.get("sets") instanceof List<?> l)) {
            throw new IOException(file + ": sets: expected a list of key=value");
        }
        for (Object o : l) {
            sets.add(String.valueOf(o));
        }
        return new Evaluation(text(m, "row", file), params, sets, text(m, "base", file), text(m, "signature", file),
                text(m, "node", file), number(m, "scan_from", file), number(m, "scan_to", file),
                (int) number(m, "scan_points", file));
    }

    private static double number(Map<?, ?> m, String key, Path file) throws IOException {
        if (!(m.get(key) instanceof Number n)) {
            throw new IOException(file + ": " + key + ": expected a number");
        }
        return n.doubleValue();
    }

    private static String text(Map<?, ?> m, String key, Path file) throws IOException {
        Object v = m.get(key);
        if (!(v instanceof String s) || s.isBlank()) {
            throw new IOException(file + ": " + key + ": expected a string");
        }
        return s;
    }
}
