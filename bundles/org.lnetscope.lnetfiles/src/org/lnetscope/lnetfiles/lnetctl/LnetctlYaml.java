package org.lnetscope.lnetfiles.lnetctl;

import java.io.Reader;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.lnetscope.core.Diagnostic;
import org.lnetscope.lnetfiles.NidRanges;
import org.lnetscope.lnetfiles.Section;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.LnetObject;
import org.lnetscope.protocol.NodeState;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.events.Event;
import org.yaml.snakeyaml.events.MappingEndEvent;
import org.yaml.snakeyaml.events.MappingStartEvent;
import org.yaml.snakeyaml.events.ScalarEvent;
import org.yaml.snakeyaml.events.SequenceEndEvent;
import org.yaml.snakeyaml.events.SequenceStartEvent;

/**
 * lnetctl output (liblnetconfig's cYAML, indent 4): {@code net show -v N}
 * (lustre_lnet_show_net), {@code peer show -v N} (lustre_lnet_show_peer), {@code stats show},
 * {@code routing show}, {@code route show}, {@code global show}, {@code udsp show} and
 * {@code export} (jt_export in lnet/utils/lnetctl.c: several of these in one document), and the
 * same keys as a configuration for {@code lnetctl import} (/etc/lnet.conf; read by
 * lustre_yaml_config's lookup_config_tbl: nets by interface without a NID, {@code ip2nets},
 * NID ranges, {@code udsp}). Each top-level key is handled on its own, so concatenated outputs read
 * too. Error blocks ({@code show: - net: errno: descr:}) become diagnostics; {@code errno -100}
 * (ENETDOWN) means LNet is not up and marks the state {@link NodeState#lnetDown unavailable}.
 *
 * <p>Read as a stream ({@link YamlStream}): a top-level list ({@code peer:}, {@code net:},
 * {@code route:}...) is read one item at a time, so memory does not grow with the file.
 */
public final class LnetctlYaml {

    /** ENETDOWN: what lnetctl reports when LNet is not configured or the module is not loaded. */
    static final long ENETDOWN = -100;
    /** Top-level keys whose list is read item by item. */
    private static final Set<String> STREAMED = Set.of("net", "peer", "route", "ip2nets", "udsp");
    private static final Set<String> VERBS = Set.of("show", "add", "del", "set", "config", "import", "export", "manage",
            "discover", "ping");

    private LnetctlYaml() {
    }

    public static void read(Section section, NodeState into) {
        read(section.file(), section.reader(), section.firstLineNumber() - 1, into);
    }

    /**
     * Reads lnetctl YAML from {@code reader} as it comes (an lnetctl pipe, a file section).
     *
     * @param lineOffset lines before the reader's first line in the file
     */
    public static void read(String file, Reader reader, int lineOffset, NodeState into) {
        Context c = new Context(file, into);
        YamlStream yaml = new YamlStream(reader, lineOffset);
        int documents = 0;
        try {
            while (yaml.hasNext()) {
                Event e = yaml.next();
                if (e instanceof MappingStartEvent) {
                    documents++;
                    topLevel(c, yaml);
                } else if (e instanceof ScalarEvent || e instanceof SequenceStartEvent) {
                    Yaml value = yaml.compose(e);
                    if (!value.isEmpty()) {
                        into.report(Diagnostic.error(file, value.line(), "lnetctl YAML: expected keys such as net:, peer:, global:"));
                    }
                }
            }
        } catch (MarkedYAMLException e) {
            Mark mark = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
            int line = mark == null ? 0 : mark.getLine() + 1 + lineOffset;
            into.report(Diagnostic.error(file, line, "lnetctl YAML: " + oneLine(e.getProblem())
                    + "; the rest of the file is not read"));
        } catch (YamlStream.TooLarge e) {
            into.report(Diagnostic.error(file, e.line, "lnetctl YAML: " + e.getMessage() + "; the rest of the file is not read"));
        } catch (YAMLException e) {
            into.report(Diagnostic.error(file, 0, "lnetctl YAML: " + oneLine(e.getMessage())));
        }
        if (yaml.aliases() > 0) {
            into.report(Diagnostic.error(file, 0, "lnetctl YAML: " + yaml.aliases() + " YAML aliases (*name) read as empty"
                    + " values: lnetctl never prints them"));
        }
        if (documents > 0) {
            into.summary(file).read("lnetctl YAML documents", documents);
        }
    }

    /** The keys of one document: lists item by item, other values whole. */
    private static void topLevel(Context c, YamlStream yaml) {
        while (true) {
            Event keyEvent = yaml.next();
            if (keyEvent instanceof MappingEndEvent) {
                return;
            }
            Yaml keyValue = yaml.compose(keyEvent);
            String key = keyValue.text() == null ? "" : keyValue.text();
            Event first = yaml.next();
            if (first instanceof SequenceStartEvent && (STREAMED.contains(key) || VERBS.contains(key))) {
                int line = yaml.line(first);
                long n = 0;
                while (true) {
                    Event item = yaml.next();
                    if (item instanceof SequenceEndEvent) {
                        break;
                    }
                    item(c, key, yaml.compose(item));
                    n++;
                }
                counted(c, key, n, line);
            } else if (!known(key)) {
                c.into().report(Diagnostic.info(c.file(), yaml.line(first), "lnetctl YAML: '" + key
                        + ":' is not read by LNet Scope"));
                c.into().summary(c.file()).ignored("YAML key '" + key + ":'", 1);
                yaml.skip(first);
            } else {
                Yaml value = yaml.compose(first);
                if (STREAMED.contains(key) || VERBS.contains(key)) {
                    // an empty list (cYAML prints "route:" alone) or something that is not a list
                    if (!value.isEmpty() && !value.isList()) {
                        c.into().report(Diagnostic.error(c.file(), value.line(), key + ": expected a list"));
                    } else {
                        counted(c, key, value.items().size(), value.line());
                    }
                    for (Yaml item : value.items()) {
                        item(c, key, item);
                    }
                } else {
                    whole(c, key, value);
                }
            }
        }
    }

    /** Whether {@code key} is a top-level key of lnetctl output or configuration this reader reads ({@code net}, {@code route}...). */
    public static boolean known(String key) {
        return STREAMED.contains(key) || VERBS.contains(key) || Set.of("statistics", "routing", "buffers", "global", "numa",
                "discovery", "max_intf", "drop_asym_route").contains(key);
    }

    private static void counted(Context c, String key, long n, int line) {
        String what = switch (key) {
            case "net" -> "lnetctl nets";
            case "peer" -> "lnetctl peers";
            case "route" -> "lnetctl routes";
            case "ip2nets" -> "lnetctl ip2nets rules";
            case "udsp" -> "lnetctl udsp rules";
            default -> "lnetctl '" + key + "' error blocks";
        };
        c.into().summary(c.file()).read(what, n);
    }

    private static void item(Context c, String key, Yaml item) {
        switch (key) {
            case "net" -> NetShow.net(c, item);
            case "peer" -> PeerShow.peer(c, item);
            case "route" -> RouteShow.route(c, item);
            case "ip2nets" -> Configuration.ip2nets(c, item);
            case "udsp" -> Configuration.udsp(c, item);
            default -> errors(c, key, item);
        }
    }

    private static void whole(Context c, String key, Yaml value) {
        switch (key) {
            case "statistics" -> stats(c, value);
            case "routing" -> RoutingShow.routing(c, value);
            case "buffers" -> RoutingShow.buffers(c, value);
            case "global" -> global(c, value);
            case "numa" -> LnetctlYaml.scalar(c.into().object(Kinds.GLOBAL, ""), "numa_range", value.get("range"));
            default -> LnetctlYaml.scalar(c.into().object(Kinds.GLOBAL, ""), c.field(key), value);
        }
        c.into().summary(c.file()).read("lnetctl '" + key + ":'", 1);
    }

    /** {@code show: - net: errno: -100 descr: "..."} (cYAML_build_error): one diagnostic per failed command. */
    private static void errors(Context c, String verb, Yaml item) {
        for (Map.Entry<String, Yaml> e : item.entries()) {
            Long errno = e.getValue().get("errno") == null ? null : e.getValue().get("errno").number();
            Yaml descr = e.getValue().get("descr");
            String why = descr == null || descr.text() == null ? "" : ": " + descr.text();
            c.into().report(Diagnostic.warning(c.file(), e.getValue().line(), "lnetctl " + e.getKey() + " " + verb
                    + " failed with errno " + errno + why));
            if (errno != null && errno == ENETDOWN) {
                c.into().lnetDown("lnetctl " + e.getKey() + " " + verb + ": errno -100" + why);
            }
        }
    }

    private static void stats(Context c, Yaml value) {
        flat(c, value, c.into().object(Kinds.STATS, ""), "stats show");
        if (value.get("failed_resends") != null) {
            c.into().layoutSeen(Kinds.LAYOUT_MASTER, c.file() + ":" + value.get("failed_resends").line()
                    + ": stats show has failed_resends (2.13+)");
        }
    }

    private static void global(Context c, Yaml value) {
        LnetObject global = c.into().object(Kinds.GLOBAL, "");
        flat(c, value, global, "global show");
        for (String masterOnly : new String[] {"lnd_timeout", "router_sensitivity", "response_tracking", "recovery_limit"}) {
            if (value.get(masterOnly) != null) {
                c.into().layoutSeen(Kinds.LAYOUT_MASTER, c.file() + ":" + value.get(masterOnly).line()
                        + ": global show has " + masterOnly + " (2.13+)");
                break;
            }
        }
    }

    /** Copies a mapping of scalars into fields; nested mappings are flattened one level with their key as prefix. */
    static void flat(Context c, Yaml map, LnetObject into, String what) {
        if (!map.isMap()) {
            c.into().report(Diagnostic.error(c.file(), map.line(), what + ": expected a mapping"));
            return;
        }
        for (Map.Entry<String, Yaml> e : map.entries()) {
            scalar(into, c.field(e.getKey()), e.getValue());
        }
    }

    /** Stores a scalar as a number if it is one, else as text; mappings and lists are skipped. */
    static void scalar(LnetObject into, String field, Yaml value) {
        if (value == null || !value.isScalar() || value.text() == null) {
            return;
        }
        Long n = value.number();
        if (n != null) {
            into.put(field, n);
        } else {
            into.put(field, value.text());
        }
    }

    /** lnetctl keys to field names: {@code "health value"} → {@code health_value}. */
    static String field(String key) {
        return key.trim().replace(' ', '_').replace('-', '_').toLowerCase(Locale.ROOT);
    }

    static Nid nid(Context c, Yaml value, String what) {
        String text = value == null ? null : value.text();
        if (text == null) {
            c.into().report(Diagnostic.error(c.file(), value == null ? 0 : value.line(), what + ": no nid"));
            return null;
        }
        try {
            Nid nid = Nid.parse(text.trim());
            if (nid.isLarge() && !Kinds.LAYOUT_MASTER.equals(c.into().layout())) {
                c.into().layoutSeen(Kinds.LAYOUT_MASTER, c.file() + ":" + value.line() + ": " + what
                        + " has the 16-byte NID " + nid + " (struct lnet_nid, 2.16+)");
            }
            return nid;
        } catch (IllegalArgumentException e) {
            c.into().report(Diagnostic.error(c.file(), value.line(), what + ": " + e.getMessage()));
            return null;
        }
    }

    /**
     * The NIDs of a NID or NID range expression ({@link NidRanges}), each error a diagnostic at the
     * value's line; empty when there are none.
     */
    static List<Nid> nids(Context c, Yaml value, String what) {
        String text = value == null ? null : value.text();
        if (text == null) {
            c.into().report(Diagnostic.error(c.file(), value == null ? 0 : value.line(), what + ": no nid"));
            return List.of();
        }
        if (!NidRanges.isRange(text)) {
            Nid nid = nid(c, value, what);
            return nid == null ? List.of() : List.of(nid);
        }
        try {
            // the file's budget is checked before anything is expanded
            long n = NidRanges.count(text.trim());
            if (c.expanded + n > NidRanges.MAX_EXPANDED_PER_FILE) {
                c.into().report(Diagnostic.error(c.file(), value.line(), what + ": \"" + clipped(text.trim()) + "\" names " + n
                        + " NIDs; with the ranges before it the file would expand to " + (c.expanded + n) + " NIDs, more than the "
                        + NidRanges.MAX_EXPANDED_PER_FILE + " a file may name; not expanded"));
                return List.of();
            }
            c.expanded += n;
            return NidRanges.expand(text.trim());
        } catch (IllegalArgumentException e) {
            c.into().report(Diagnostic.error(c.file(), value.line(), what + ": " + e.getMessage()));
            return List.of();
        }
    }

    private static String clipped(String text) {
        return text.length() <= 120 ? text : text.substring(0, 120) + "... (" + (text.length() - 120) + " more characters)";
    }

    private static String oneLine(String text) {
        return text == null ? "syntax error" : text.replace('\n', ' ').trim();
    }

    /** Where diagnostics go while reading one file, and the field names met so far (one String each). */
    static final class Context {
        private final String file;
        private final NodeState into;
        private final Map<String, String> fields = new HashMap<>();
        /** NIDs expanded from range expressions so far: at most {@link NidRanges#MAX_EXPANDED_PER_FILE}. */
        long expanded;

        Context(String file, NodeState into) {
            this.file = file;
            this.into = into;
        }

        String file() {
            return file;
        }

        NodeState into() {
            return into;
        }

        /** {@link LnetctlYaml#field} of a key, the same String each time. */
        String field(String key) {
            String f = fields.get(key);
            if (f == null) {
                f = LnetctlYaml.field(key).intern();
                if (fields.size() < 4096) {
                    fields.put(key, f);
                }
            }
            return f;
        }
    }
}
