package org.lnetscope.analysis;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.LocalNi;
import org.lnetscope.model.Node;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.validation.LnetValidator;

/**
 * The invariants' problems grouped by node, peer and kind: the seed's 161 "pinned connection" lines
 * become one line per server ("oss001 (10.0.2.1@o2ib): 41 pinned conns, 137.0 MiB"). The peer is
 * the one the object is about: a pinned conn's peer as {@link PinnedConnections} finds it, else the
 * NID of the nearest kib_peer_ni, peer NI or peer that holds the object.
 */
public final class ProblemGroups {

    /**
     * One group: the problems of one kind on one node about one peer.
     *
     * @param node the node's hostname ("" when the object belongs to none)
     * @param peer the peer as shown: "hostname (NID)", the NID alone when no node has it, or ""
     * @param first the first problem's object (in the fabric given), for reveal
     * @param bytes memory the group's objects keep (pinned conns), 0 when not a memory problem
     */
    public record Group(int severity, int code, String node, String peer, String kind, int count, long bytes, EObject first,
            String text) {
    }

    private ProblemGroups() {
    }

    public static List<Group> group(Fabric fabric, List<Diagnostic> problems) {
        Map<KibConn, PinnedConnections.Pinned> pinned = new HashMap<>();
        for (PinnedConnections.Pinned p : PinnedConnections.find(fabric)) {
            pinned.put(p.conn(), p);
        }
        Map<String, String> hostOfNid = new HashMap<>();
        for (Node node : fabric.getNodes()) {
            for (LocalNi ni : node.getLocalNis()) {
                if (ni.getNid() != null) {
                    hostOfNid.put(ni.getNid().toString(), node.getHostname());
                }
            }
        }
        record Acc(Diagnostic firstProblem, EObject first, String node, String peer, String kind, int[] count, long[] bytes) {
        }
        Map<String, Acc> groups = new LinkedHashMap<>();
        for (Diagnostic d : problems) {
            EObject subject = d.getData().stream().filter(EObject.class::isInstance).map(EObject.class::cast).findFirst()
                    .orElse(null);
            Node node = nodeOf(subject);
            PinnedConnections.Pinned pin = subject instanceof KibConn c ? pinned.get(c) : null;
            String nid = pin != null ? pin.peer() : nidOf(subject);
            String peer = nid == null || nid.isEmpty() ? "" : hostOfNid.containsKey(nid) ? hostOfNid.get(nid) + " (" + nid + ")" : nid;
            String kind = d.getCode() == LnetValidator.CONN_PINNED ? "pinned conn" : kindOf(d.getMessage());
            String key = d.getSeverity() + "|" + (node == null ? "" : node.getHostname()) + "|" + peer + "|" + kind;
            Acc acc = groups.computeIfAbsent(key, k -> new Acc(d, subject, node == null ? "" : node.getHostname(), peer, kind,
                    new int[1], new long[1]));
            acc.count()[0]++;
            if (pin != null) {
                acc.bytes()[0] += pin.bytes();
            }
        }
        List<Group> out = new ArrayList<>();
        for (Acc a : groups.values()) {
            int n = a.count()[0];
            long bytes = a.bytes()[0];
            String text;
            if (n == 1) {
                text = a.firstProblem().getMessage();
            } else {
                String who = !a.peer().isEmpty() ? a.peer() : !a.node().isEmpty() ? a.node() : "fabric";
                text = String.format(Locale.ROOT, "%s: %,d %s", who, n, plural(a.kind()))
                        + (bytes > 0 ? ", " + OomWatch.formatBytes(bytes) : "");
            }
            out.add(new Group(a.firstProblem().getSeverity(), a.firstProblem().getCode(), a.node(), a.peer(), a.kind(), n, bytes,
                    a.first(), text));
        }
        out.sort(Comparator.comparingInt(Group::severity).reversed().thenComparing(Comparator.comparingLong(Group::bytes).reversed())
                .thenComparing(Comparator.comparingInt(Group::count).reversed()));
        return out;
    }

    private static String plural(String kind) {
        return kind.endsWith("conn") ? kind + "s" : kind + " problems";
    }

    /** A problem's kind: its message up to the first ':' (the validators' messages start with it). */
    static String kindOf(String message) {
        int colon = message.indexOf(':');
        String k = colon > 0 ? message.substring(0, colon) : message;
        return k.length() > 60 ? k.substring(0, 60) : k;
    }

    static Node nodeOf(EObject object) {
        for (EObject o = object; o != null; o = o.eContainer()) {
            if (o instanceof Node node) {
                return node;
            }
        }
        return null;
    }

    /** The NID of the nearest kib_peer_ni, peer NI or peer holding {@code object} (itself included). */
    static String nidOf(EObject object) {
        for (EObject o = object; o != null && !(o instanceof Node); o = o.eContainer()) {
            if (o instanceof KibPeer kp && kp.getNid() != null) {
                return kp.getNid().toString();
            }
            if (o instanceof PeerNi pn && pn.getNid() != null) {
                return pn.getNid().toString();
            }
            if (o instanceof Peer p && !p.getPeerNis().isEmpty() && p.getPeerNis().get(0).getNid() != null) {
                return p.getPeerNis().get(0).getNid().toString();
            }
        }
        return null;
    }
}
