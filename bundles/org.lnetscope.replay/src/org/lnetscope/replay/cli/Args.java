package org.lnetscope.replay.cli;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.lnetscope.cli.UsageException;

/** {@code --name value} options and positional words, checked against the options a command takes. */
final class Args {

    final List<String> positional = new ArrayList<>();
    final Map<String, String> options = new HashMap<>();

    static Args parse(List<String> args, Set<String> known) throws UsageException {
        Args parsed = new Args();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.startsWith("--")) {
                String name = arg;
                String value;
                int eq = arg.indexOf('=');
                if (eq > 0) {
                    name = arg.substring(0, eq);
                    value = arg.substring(eq + 1);
                } else if (i + 1 < args.size()) {
                    value = args.get(++i);
                } else {
                    throw new UsageException(arg + " needs a value");
                }
                if (!known.contains(name)) {
                    throw new UsageException("unknown option " + name);
                }
                parsed.options.put(name, value);
            } else {
                parsed.positional.add(arg);
            }
        }
        return parsed;
    }

    String get(String name) {
        return options.get(name);
    }
}
