package org.lnetscope.lnetfiles.lnetctl;

import java.io.StringReader;
import java.util.Locale;
import java.util.Map;

import org.lnetscope.lnetfiles.Diagnostic;
import org.lnetscope.lnetfiles.Kinds;
import org.lnetscope.lnetfiles.LnetObject;
import org.lnetscope.lnetfiles.NodeState;
import org.lnetscope.lnetfiles.Section;
import org.lnetscope.lnetfiles.Section.Line;
import org.lnetscope.model.nid.Nid;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.Node;

/**
 * lnetctl output (liblnetconfig's cYAML, indent 4): {@code net show -v N}, {@code peer show -v N},
 * {@code stats show}, {@code routing show}, {@code route show}, {@code global show} and
 * {@code export}, which is several of these in one document. Each top-level key is handled on its
 * own, so concatenated outputs read too. Error blocks ({@code show: - net: errno: descr:}) become
 * diagnostics; {@code errno -100} (ENETDOWN) means LNet is not up and marks the state
 * {@link NodeState#lnetDown unavailable}.
 */
public final class LnetctlYaml {

    /** ENETDOWN: what lnetctl reports when LNet is not configured or the module is not loaded. */
    static final long ENETDOWN = -100;
    /** lnetctl peer show of 20,000 peers at -v 2 is tens of MB: SnakeYAML's 3 MB default is too small. */
    private static final int CODE_POINT_LIMIT = 512 * 1024 * 1024;

    private LnetctlYaml() {
    }

    public static void read(Section section, NodeState into) {
        StringBuilder text = new StringBuilder();
        int offset = section.lines().isEmpty() ? 0 : section.lines().get(0).number() - 1;
        for (Line line : section.lines()) {
            text.append(line.text()).append('\n');
        }
        LoaderOptions options = new LoaderOptions();
        options.setCodePointLimit(CODE_POINT_LIMIT);
        options.setAllowDuplicateKeys(true);
        org.yaml.snakeyaml.Yaml yaml = new org.yaml.snakeyaml.Yaml(options);
        try {
            for (Node document : yaml.composeAll(new StringReader(text.toString()))) {
                if (document != null) {
                    readDocument(section.file(), new Yaml(document, offset), into);
                }
            }
        } catch (MarkedYAMLException e) {
            Mark mark = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
            int line = mark == null ? 0 : mark.getLine() + 1 + offset;
            into.report(Diagnostic.error(section.file(), line, "lnetctl YAML: " + oneLine(e.getProblem())
                    + "; the rest of the file is not read"));
        } catch (YAMLException e) {
            into.report(Diagnostic.error(section.file(), 0, "lnetctl YAML: " + oneLine(e.getMessage())));
        }
    }

    private static void readDocument(String file, Yaml doc, NodeState into) {
        if (!doc.isMap()) {
            into.report(Diagnostic.error(file, doc.line(), "lnetctl YAML: expected keys such as net:, peer:, global:"));
            return;
        }
        Context c = new Context(file, into);
        for (Map.Entry<String, Yaml> top : doc.entries()) {
            Yaml value = top.getValue();
            switch (top.getKey()) {
                case "net" -> NetShow.read(c, value);
                case "peer" -> PeerShow.read(c, value);
                case "statistics" -> stats(c, value);
                case "routing" -> RoutingShow.routing(c, value);
                case "buffers" -> RoutingShow.buffers(c, value);
                case "route" -> RouteShow.read(c, value);
                case "global" -> global(c, value);
                case "show", "add", "del", "set", "config", "import", "export", "manage", "discover", "ping" ->
                    errors(c, top.getKey(), value);
                default -> into.report(Diagnostic.note(file, value.line(), "lnetctl YAML: '" + top.getKey()
                        + ":' is not read by LNet Scope"));
            }
        }
    }

    /** {@code show: - net: errno: -100 descr: "..."}: one diagnostic per failed command. */
    private static void errors(Context c, String verb, Yaml value) {
        for (Yaml item : value.items()) {
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
            scalar(into, field(e.getKey()), e.getValue());
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
        return key.trim().replace(' ', '_').toLowerCase(Locale.ROOT);
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

    private static String oneLine(String text) {
        return text == null ? "syntax error" : text.replace('\n', ' ').trim();
    }

    /** Where diagnostics go while reading one file. */
    record Context(String file, NodeState into) {
    }
}
