package org.lnetscope.fit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.representer.Representer;

/**
 * A scenario with {@code --set} overrides written into it, as one YAML file (docs/scenario-format.md
 * keys) that {@code lnetscope simulate} runs as is: the fitted scenario. Paths follow the loader's
 * rules: keys joined by dots, list items numbered from 0, missing keys added.
 */
public final class ScenarioYaml {

    private ScenarioYaml() {
    }

    /** {@code baseText} with {@code sets} written in, under a {@code #} comment of {@code header}'s lines. */
    @SuppressWarnings("unchecked")
    public static String merge(String baseText, List<String> sets, String header) {
        Object doc = new Yaml(new SafeConstructor(new LoaderOptions())).load(baseText);
        if (!(doc instanceof Map<?, ?>)) {
            throw new IllegalArgumentException("the base scenario is not a mapping");
        }
        Map<String, Object> root = (Map<String, Object>) doc;
        for (String s : sets) {
            int eq = s.indexOf('=');
            String[] path = s.substring(0, eq).trim().split("\\.");
            Object value = scalar(s.substring(eq + 1).trim());
            Object current = root;
            for (int i = 0; i < path.length; i++) {
                boolean last = i == path.length - 1;
                if (current instanceof Map<?, ?> m) {
                    Map<String, Object> map = (Map<String, Object>) m;
                    if (last) {
                        map.put(path[i], value);
                    } else {
                        current = map.computeIfAbsent(path[i], k -> new LinkedHashMap<String, Object>());
                    }
                } else if (current instanceof List<?> l) {
                    List<Object> list = (List<Object>) l;
                    int index = Integer.parseInt(path[i]);
                    if (last) {
                        list.set(index, value);
                    } else {
                        current = list.get(index);
                    }
                } else {
                    throw new IllegalArgumentException(s + ": " + path[i - 1] + " is a single value");
                }
            }
        }
        DumperOptions options = new DumperOptions();
        options.setDefaultFlowStyle(DumperOptions.FlowStyle.BLOCK);
        options.setWidth(120);
        String body = new Yaml(new Representer(options), options).dump(root);
        StringBuilder b = new StringBuilder();
        for (String line : header.split("\n")) {
            b.append("# ").append(line).append('\n');
        }
        return b.append(body).toString();
    }

    /** A set's text as the YAML value the file would hold: a number or boolean stays one. */
    private static Object scalar(String text) {
        if (text.equals("true") || text.equals("false")) {
            return Boolean.parseBoolean(text);
        }
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            // not a whole number
        }
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            return text;
        }
    }

    static List<String> lines(String text) {
        return new ArrayList<>(List.of(text.split("\n")));
    }
}
