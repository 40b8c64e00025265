package org.lnetscope.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.lnetscope.cli.UsageException;

/** The positional words and the {@code --name value} options of a command line, checked against a known set. */
final class Options {

    final List<String> positional = new ArrayList<>();
    private final Map<String, String> values = new HashMap<>();

    private Options() {
    }

    static Options parse(List<String> args, Set<String> withValue) throws UsageException {
        Options o = new Options();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.startsWith("-") && a.length() > 1 && !a.matches("-\\d.*")) {
                String name = a;
                String value = null;
                int eq = a.indexOf('=');
                if (eq > 0) {
                    name = a.substring(0, eq);
                    value = a.substring(eq + 1);
                }
                if (!withValue.contains(name)) {
                    throw new UsageException("unknown option " + name);
                }
                if (value == null) {
                    if (i + 1 >= args.size()) {
                        throw new UsageException(name + " needs a value");
                    }
                    value = args.get(++i);
                }
                if (o.values.put(name, value) != null) {
                    throw new UsageException(name + " given twice");
                }
            } else {
                o.positional.add(a);
            }
        }
        return o;
    }

    String get(String name) {
        return values.get(name);
    }
}
