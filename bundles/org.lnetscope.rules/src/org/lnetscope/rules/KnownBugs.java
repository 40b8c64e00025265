package org.lnetscope.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.LustreLayout;
import org.lnetscope.model.Net;
import org.lnetscope.model.Node;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.Route;
import org.lnetscope.model.RtrBufferPool;

/**
 * The known-bugs matcher: each rule of rules/known-bugs.yaml over a fabric at one instant. A rule matches an
 * object of its scope when every 'when' condition holds on values the file has and no 'assuming' condition is
 * false; the match carries the values that decided it. Whether the user's release has the fix is said beside
 * it, never used to hide a match the data shows.
 */
public final class KnownBugs {

    /** One object a rule matched, with its evidence. */
    public record Hit(String where, String sentence, List<String> values, List<String> assumed) {
    }

    /** A rule that matched, its hits (first {@link #MAX_HITS}) and how many objects in all. */
    public record Match(Rule rule, Boolean fixedInRelease, List<Hit> hits, int count) {

        public String verdict(Release release) {
            String fix = rule.fixedSummary();
            if (release == null) {
                return fix + " (which release the file is from is unknown: --version says)";
            }
            if (fixedInRelease == null) {
                return fix + (release.precise() ? "; whether " + release + " has it is not recorded"
                        : "; whether your " + release + " release has it is unknown (--version 2.x.y)");
            }
            return fixedInRelease ? fix + "; " + release + " has the fix: this state has another cause"
                    : fix + "; not on your branch (" + release.branch() + ", " + release + ")";
        }
    }

    public static final int MAX_HITS = 5;

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([A-Za-z_][\\w.]*)\\}");

    private KnownBugs() {
    }

    /** The release a fabric's layout says: the 2.12 layout is b2_12; a 2.13+ layout does not say which. */
    public static Release releaseOf(Fabric fabric) {
        return fabric.getLustreVersion() == LustreLayout.LAYOUT_B2_12 ? Release.parse("b2_12") : null;
    }

    public static List<Match> match(RuleBase base, Fabric fabric, Release release) {
        List<Match> out = new ArrayList<>();
        for (Rule rule : base.rules()) {
            List<Hit> hits = new ArrayList<>();
            int[] count = {0};
            each(rule.scope(), fabric, b -> {
                Hit h = test(rule, b);
                if (h != null) {
                    if (hits.size() < MAX_HITS) {
                        hits.add(h);
                    }
                    count[0]++;
                }
            });
            if (count[0] > 0) {
                out.add(new Match(rule, rule.fixedIn(release), hits, count[0]));
            }
        }
        return out;
    }

    /** The hit of {@code rule} on the objects bound in {@code b}, or null. */
    static Hit test(Rule rule, Bindings b) {
        List<String> values = new ArrayList<>();
        for (Predicate p : rule.when()) {
            Predicate.Outcome o = p.evaluate(b);
            if (!Boolean.TRUE.equals(o.holds())) {
                return null;
            }
            values.add(p.text() + ": " + o.evidence());
        }
        List<String> assumed = new ArrayList<>();
        for (Predicate p : rule.assuming()) {
            Predicate.Outcome o = p.evaluate(b);
            if (Boolean.FALSE.equals(o.holds())) {
                return null;
            }
            if (o.holds() == null) {
                assumed.add(p.text() + " (" + o.evidence() + ": not in the input)");
            } else {
                values.add(p.text() + ": " + o.evidence());
            }
        }
        return new Hit(where(b), fill(rule.evidence(), b), values, assumed);
    }

    public static String fill(String template, Bindings b) {
        Matcher m = PLACEHOLDER.matcher(template);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            Object v;
            try {
                v = b.value(m.group(1));
            } catch (IllegalArgumentException e) {
                v = "?";
            }
            m.appendReplacement(sb, Matcher.quoteReplacement(Predicate.show(v)));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    private static String where(Bindings b) {
        if (!(b instanceof ModelBindings mb)) {
            return "";
        }
        StringBuilder s = new StringBuilder();
        if (mb.get("node") instanceof Node n) {
            s.append(n.getHostname());
        }
        if (mb.get("peerNi") instanceof PeerNi p) {
            s.append(" peer NI ").append(p.getNid());
        } else if (mb.get("kibConn") instanceof KibConn c) {
            s.append(" kib_conn to ")
                    .append(c.getPeer() == null || c.getPeer().getNid() == null ? "(peer not read)" : c.getPeer().getNid());
        } else if (mb.get("pool") instanceof RtrBufferPool p) {
            s.append(" ").append(p.getKind().getLiteral()).append(" router buffers, CPT ").append(p.getCpt());
        } else if (mb.get("net") instanceof Net n && mb.get("node") == null) {
            s.append("net ").append(n.getName());
        }
        return s.length() == 0 ? "the fabric" : s.toString().strip();
    }

    /** Calls {@code each} with the bindings of every object of {@code scope} in the fabric. */
    static void each(String scope, Fabric fabric, Consumer<ModelBindings> each) {
        ModelBindings root = new ModelBindings().bind("fabric", fabric).bind("tunables", fabric.getTunables());
        switch (scope) {
            case "fabric" -> each.accept(root);
            case "net" -> fabric.getNets().forEach(n -> each.accept(root.copy().bind("net", n)));
            case "node" -> fabric.getNodes().forEach(n -> each.accept(root.copy().bind("node", n)));
            case "pool" -> {
                for (Node n : fabric.getNodes()) {
                    n.getRtrBufferPools().forEach(p -> each.accept(root.copy().bind("node", n).bind("pool", p)));
                }
            }
            case "peerNi" -> {
                for (Node n : fabric.getNodes()) {
                    for (Peer peer : n.getPeers()) {
                        for (PeerNi ni : peer.getPeerNis()) {
                            Net net = ni.getNid() == null ? null : fabric.findNet(ni.getNid().netName());
                            ModelBindings b = root.copy().bind("node", n).bind("peer", peer).bind("peerNi", ni);
                            each.accept(net == null ? b : b.bind("net", net));
                        }
                    }
                }
            }
            case "kibConn", "kibPeer" -> {
                for (Node n : fabric.getNodes()) {
                    for (KibPeer kp : n.getKibPeers()) {
                        ModelBindings b = root.copy().bind("node", n).bind("kibPeer", kp);
                        PeerNi ni = kp.getNid() == null ? null : n.findPeerNi(kp.getNid());
                        if (ni != null) {
                            b.bind("peerNi", ni).bind("peer", ni.getPeer());
                        }
                        if (scope.equals("kibPeer")) {
                            each.accept(b);
                            continue;
                        }
                        for (KibConn c : kp.getConns()) {
                            each.accept(b.copy().bind("kibConn", c));
                        }
                    }
                }
            }
            case "route" -> {
                for (Node n : fabric.getNodes()) {
                    for (Route r : n.getRoutes()) {
                        ModelBindings b = root.copy().bind("node", n).bind("route", r);
                        PeerNi gw = r.getGateway() == null ? null : n.findPeerNi(r.getGateway());
                        each.accept(gw == null ? b : b.bind("peerNi", gw).bind("peer", gw.getPeer()));
                    }
                }
            }
            case "localNi" -> {
                for (Node n : fabric.getNodes()) {
                    n.getLocalNis().forEach(l -> each.accept(root.copy().bind("node", n).bind("localNi", l)));
                }
            }
            default -> throw new IllegalArgumentException("unknown scope " + scope);
        }
    }
}
