package org.lnetscope.rules.lint;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.lnetscope.core.Diagnostic;
import org.lnetscope.rules.Release;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Reads a node's LNet configuration files for the linter, keeping the line of every value: DLC YAML
 * (/etc/lnet.conf, {@code lnetctl export}; lustre_yaml_config's keys, liblnetconfig.c), modprobe lines
 * ({@code options lnet ...}, {@code options ko2iblnd ...}, with networks= and ip2nets=), and {@code lnetctl}
 * command lines (jt_add_ni's --peer-timeout, --peer-credits, ... in lnetctl.c). A line it does not understand
 * is a diagnostic naming the file and line, never dropped silently.
 */
public final class ConfigReader {

    /** A config file larger than this is refused (a 1,000-NI export is a few hundred kB). */
    public static final long MAX_BYTES = 16L * 1024 * 1024;

    private static final Pattern YAML_START = Pattern.compile(
            "^(---|net\\s*:|route\\s*:|routing\\s*:|buffers\\s*:|global\\s*:|ip2nets\\s*:|peer\\s*:|udsp\\s*:|numa\\s*:|discovery\\s*:|max_interfaces\\s*:|drop_asym_route\\s*:|local NI\\(s\\)\\s*:|- net type\\s*:).*");
    private static final Pattern RELEASE = Pattern.compile(
            "^#?\\s*(?:lustre(?:[ _]version)?|version)\\s*[:=]\\s*v?([0-9][0-9._]*[0-9]|master)\\b.*", Pattern.CASE_INSENSITIVE);
    private static final Pattern OPTIONS = Pattern.compile("^options\\s+(\\S+)\\s+(.*)$");
    /** Lines of a modprobe file or an lnet start script that configure nothing here. */
    private static final Pattern SHELL_OR_MODPROBE = Pattern.compile(
            "^(install|remove|alias|softdep|blacklist|modprobe|set|exit|echo|systemctl|lctl|lustre_routes_config)\\b");
    private static final Pattern PAIR = Pattern.compile("([A-Za-z0-9_]+)=(\"[^\"]*\"|'[^']*'|\\S+)");

    private ConfigReader() {
    }

    /** Reads one file into {@code into}; problems go to {@code into.problems}. */
    public static void read(Path file, NodeConfig into) {
        String name = file.toString();
        into.files.add(name);
        String text;
        try {
            if (Files.size(file) > MAX_BYTES) {
                into.problems.add(Diagnostic.error(name, 0, "larger than " + MAX_BYTES / (1024 * 1024) + " MB: not a configuration file"));
                return;
            }
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPLACE)
                    .decode(java.nio.ByteBuffer.wrap(Files.readAllBytes(file))).toString();
        } catch (IOException e) {
            into.problems.add(Diagnostic.error(name, 0, "cannot read: " + e.getMessage()));
            return;
        }
        read(name, text, into);
    }

    public static void read(String name, String text, NodeConfig into) {
        String[] lines = text.split("\r?\n", -1);
        boolean yaml = false;
        for (String l : lines) {
            String t = l.strip();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            yaml = YAML_START.matcher(t).matches();
            break;
        }
        for (int i = 0; i < lines.length; i++) {
            Matcher m = RELEASE.matcher(lines[i].strip());
            if (m.matches() && into.release == null) {
                into.release = Release.parse(m.group(1));
                into.releaseSetting = new Setting("release", m.group(1), name, i + 1);
                if (into.release == null) {
                    into.problems.add(Diagnostic.warning(name, i + 1, "not a Lustre release: " + m.group(1)));
                }
            }
        }
        if (yaml) {
            readYaml(name, text, into);
        } else {
            readLines(name, lines, into);
        }
    }

    // ---- DLC YAML ----

    private static void readYaml(String file, String text, NodeConfig into) {
        LoaderOptions options = new LoaderOptions();
        options.setAllowDuplicateKeys(true); // lnetctl export repeats no key, but a hand-written file may: the last wins, as in lnetctl
        options.setCodePointLimit(Math.toIntExact(MAX_BYTES));
        List<Node> docs = new ArrayList<>();
        try {
            new Yaml(options).composeAll(new StringReader(text)).forEach(docs::add);
        } catch (RuntimeException e) {
            String msg = e.getMessage() == null ? e.toString() : e.getMessage().replaceAll("\\s+", " ");
            int line = 0;
            if (e instanceof org.yaml.snakeyaml.error.MarkedYAMLException y && y.getProblemMark() != null) {
                line = y.getProblemMark().getLine() + 1;
            }
            into.problems.add(Diagnostic.error(file, line, "not YAML: " + msg));
            return;
        }
        for (Node doc : docs) {
            if (doc == null) {
                continue;
            }
            if (!(doc instanceof MappingNode root)) {
                into.problems.add(Diagnostic.error(file, line(doc), "an LNet configuration is a mapping (net:, route:, global: ...)"));
                continue;
            }
            for (NodeTuple t : root.getValue()) {
                String key = scalar(t.getKeyNode());
                Node v = t.getValueNode();
                switch (key == null ? "" : key) {
                    case "net" -> nets(file, v, into);
                    case "global", "routing", "buffers" -> {
                        if (v instanceof MappingNode m) {
                            for (NodeTuple g : m.getValue()) {
                                String k = scalar(g.getKeyNode());
                                String val = scalar(g.getValueNode());
                                if (k != null && val != null) {
                                    into.dlc.put(key + "." + k, new Setting(key + "." + k, val, file, line(g.getValueNode())));
                                }
                            }
                        }
                    }
                    case "route" -> {
                        if (v instanceof SequenceNode s && !s.getValue().isEmpty()) {
                            into.dlc.put("route.count", new Setting("route.count", Integer.toString(s.getValue().size()), file, line(v)));
                        }
                    }
                    case "ip2nets" -> {
                        if (v instanceof SequenceNode s) {
                            for (Node rule : s.getValue()) {
                                String spec = rule instanceof MappingNode rm ? scalar(get(rm, "net-spec")) : null;
                                into.ip2nets.add(new Setting("ip2nets", spec == null ? "" : spec, file, line(rule)));
                            }
                        }
                    }
                    default -> {
                        // peer, udsp, numa, discovery ...: not tunables; lnetfiles reads them for import
                    }
                }
            }
        }
    }

    private static void nets(String file, Node v, NodeConfig into) {
        if (!(v instanceof SequenceNode s)) {
            into.problems.add(Diagnostic.error(file, line(v), "net: a list of nets"));
            return;
        }
        for (Node n : s.getValue()) {
            if (!(n instanceof MappingNode net)) {
                continue;
            }
            String type = scalar(get(net, "net type"));
            if (type == null) {
                into.problems.add(Diagnostic.error(file, line(n), "a net without 'net type'"));
                continue;
            }
            Node nis = get(net, "local NI(s)");
            if (!(nis instanceof SequenceNode list) || list.getValue().isEmpty()) {
                into.nets.add(new NetConfig(type, "yaml", file, line(n)));
                continue;
            }
            for (Node ni : list.getValue()) {
                NetConfig c = new NetConfig(type, "yaml", file, line(ni));
                if (ni instanceof MappingNode m) {
                    Node tun = get(m, "tunables");
                    if (tun instanceof MappingNode tm) {
                        c = c.withSection();
                        copy(file, tm, c.tunables());
                    }
                    if (get(m, "lnd tunables") instanceof MappingNode lm) {
                        c = c.withSection();
                        copy(file, lm, c.lnd());
                    }
                }
                into.nets.add(c);
            }
        }
    }

    private static void copy(String file, MappingNode m, java.util.Map<String, Setting> into) {
        for (NodeTuple t : m.getValue()) {
            String k = scalar(t.getKeyNode());
            String v = scalar(t.getValueNode());
            if (k != null && v != null) {
                into.put(k, new Setting(k, v, file, line(t.getValueNode())));
            }
        }
    }

    private static Node get(MappingNode m, String key) {
        Node found = null;
        for (NodeTuple t : m.getValue()) {
            if (key.equals(scalar(t.getKeyNode()))) {
                found = t.getValueNode();
            }
        }
        return found;
    }

    private static String scalar(Node n) {
        return n instanceof ScalarNode s ? s.getValue() : null;
    }

    private static int line(Node n) {
        return n.getStartMark().getLine() + 1;
    }

    // ---- modprobe and lnetctl lines ----

    private static void readLines(String file, String[] lines, NodeConfig into) {
        for (int i = 0; i < lines.length; i++) {
            int first = i;
            StringBuilder sb = new StringBuilder(lines[i].strip());
            while (sb.length() > 0 && sb.charAt(sb.length() - 1) == '\\' && i + 1 < lines.length) {
                sb.setLength(sb.length() - 1);
                sb.append(' ').append(lines[++i].strip());
            }
            String t = sb.toString().strip();
            if (t.isEmpty() || t.startsWith("#") || RELEASE.matcher(t).matches()) {
                continue;
            }
            Matcher o = OPTIONS.matcher(t);
            if (o.matches()) {
                options(file, first + 1, o.group(1), o.group(2), into);
            } else if (t.startsWith("lnetctl ")) {
                lnetctl(file, first + 1, t.substring(8).strip().split("\\s+"), into);
            } else if (!SHELL_OR_MODPROBE.matcher(t).find()) {
                into.problems.add(
                        Diagnostic.warning(file, first + 1, "not understood (neither 'options MODULE k=v', an lnetctl command nor YAML): "
                                + (t.length() > 80 ? t.substring(0, 80) + "..." : t)));
            }
        }
    }

    private static void options(String file, int line, String module, String rest, NodeConfig into) {
        if (!module.equals("lnet") && !module.equals("ko2iblnd") && !module.equals("ksocklnd")) {
            return; // another module's options (libcfs, ptlrpc ...): not LNet's
        }
        Matcher p = PAIR.matcher(rest);
        while (p.find()) {
            String k = p.group(1);
            String v = p.group(2).replaceAll("^[\"']|[\"']$", "");
            into.modules.put(module + "." + k, new Setting(module + "." + k, v, file, line));
            if (module.equals("lnet") && k.equals("networks")) {
                for (String net : v.split(",")) {
                    String name = net.strip().replaceAll("\\(.*$", "").strip();
                    if (!name.isEmpty()) {
                        into.nets.add(new NetConfig(name.toLowerCase(Locale.ROOT), "modprobe", file, line));
                    }
                }
            }
            if (module.equals("lnet") && k.equals("ip2nets")) {
                for (String rule : v.split(";")) {
                    if (!rule.isBlank()) {
                        into.ip2nets.add(new Setting("ip2nets", rule.strip(), file, line));
                    }
                }
            }
        }
    }

    /** lnetctl net add --net N ... (jt_add_ni), lnetctl set KEY VALUE (jt_set_*), lnetctl import/others ignored. */
    private static void lnetctl(String file, int line, String[] a, NodeConfig into) {
        if (a.length >= 2 && a[0].equals("net") && a[1].equals("add")) {
            String net = null;
            NetConfig c = null;
            java.util.Map<String, String> opts = new java.util.LinkedHashMap<>();
            for (int i = 2; i < a.length; i++) {
                if (a[i].startsWith("--") && i + 1 < a.length) {
                    opts.put(a[i].substring(2), a[++i]);
                }
            }
            net = opts.get("net");
            if (net == null) {
                into.problems.add(Diagnostic.error(file, line, "lnetctl net add without --net"));
                return;
            }
            c = new NetConfig(net, "cli", file, line);
            String[][] tun = {{"peer-timeout", "peer_timeout"}, {"peer-credits", "peer_credits"},
                    {"peer-buffer-credits", "peer_buffer_credits"}, {"credits", "credits"}};
            for (String[] k : tun) {
                if (opts.containsKey(k[0])) {
                    c.tunables().put(k[1], new Setting(k[1], opts.get(k[0]), file, line));
                }
            }
            if (opts.containsKey("conns-per-peer")) {
                c.lnd().put("conns_per_peer", new Setting("conns_per_peer", opts.get("conns-per-peer"), file, line));
            }
            into.nets.add(c);
            return;
        }
        if (a.length >= 2 && a[0].equals("route") && a[1].equals("add")) {
            Setting before = into.dlc.get("route.count");
            long n = before == null ? 0 : before.number();
            into.dlc.put("route.count", new Setting("route.count", Long.toString(n + 1), file, line));
            return;
        }
        if (a.length >= 3 && a[0].equals("set")) {
            String key = a[1].equals("routing") ? "routing.enable" : "global." + a[1];
            into.dlc.put(key, new Setting(key, a[2], file, line));
        }
    }
}
