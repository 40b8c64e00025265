package org.lnetscope.ingest;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.RtrBufferPool;
import org.lnetscope.protocol.FileSummary;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.LnetObject;
import org.lnetscope.protocol.NodeState;

/**
 * The role {@link FabricMapper} gives a node whose role nobody gave. LNet files show a router
 * (routing enabled, router buffer pools, router credits in use) but not a Lustre server: an OSS
 * and a client have the same NIs, peers and credits, and "on the far side of the routers" only
 * says which side is which once one side is known. So, in order:
 * <ol>
 * <li>{@link NodeRole#ROUTER} when its routing is enabled, it has router buffer pools with
 * buffers, or a peer NI's router credits are in use ({@link #forwardedFor});</li>
 * <li>{@link NodeRole#SERVER} when its hostname says so ({@link #serverByName}), a guess the
 * importer reports;</li>
 * <li>{@link NodeRole#COMPUTE} otherwise, an assumption the importer reports too.</li>
 * </ol>
 * The guess only ever raises a role (compute, then server, then router): a router stays one while
 * its LNet is unloaded or its routing switched off, which is when one most wants to see it as a
 * router. A role given explicitly ({@code lnetscope import --role}, {@link FabricMapper#fixRole})
 * or already in the fabric the mapper was given is never guessed over.
 */
public final class NodeRoles {

    /** Hostname words of Lustre servers: object and metadata storage servers and targets, the management server. */
    public static final Set<String> SERVER_WORDS = Set.of("oss", "ost", "mds", "mdt", "mgs");

    private NodeRoles() {
    }

    /**
     * Whether a run of letters of the short hostname (before the first dot, split at anything not a
     * letter) is one of {@link #SERVER_WORDS}: {@code oss3}, {@code fs1-mds0}, {@code lustre-ost-7},
     * {@code MGS}; not {@code host01}, {@code boss} or {@code c001.mds.example.org}.
     */
    public static boolean serverByName(String hostname) {
        int dot = hostname.indexOf('.');
        String shortName = (dot > 0 ? hostname.substring(0, dot) : hostname).toLowerCase(Locale.ROOT);
        for (String word : shortName.split("[^a-z]+")) {
            if (SERVER_WORDS.contains(word)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the node's LNet state shows a router: routing enabled, or router buffer pools with
     * buffers. Pools of no buffers do not count: 1.8 and 2.0 print every pool on every node
     * (lnet_alloc_rtrpools of v1_8_6 sets rbp_npages and allocates no buffer unless the node
     * routes), and 2.x's lnet_rtrpools_disable leaves zero-count pools behind.
     */
    public static boolean routes(Node node) {
        return node.isRoutingEnabled() || node.getRtrBufferPools().stream().anyMatch(p -> p.getNbuffers() > 0);
    }

    /** The role the rules above give the node now from its model alone (routing, pools, hostname). */
    public static NodeRole guess(Node node) {
        if (routes(node)) {
            return NodeRole.ROUTER;
        }
        return node.getHostname() != null && serverByName(node.getHostname()) ? NodeRole.SERVER : NodeRole.COMPUTE;
    }

    /**
     * What a peer NI's router credits (the peers table's {@code rtr} and its {@code min}, lnetctl
     * peer show's {@code available_rtr_credits} and {@code min_rtr_credits}: lpni_rtrcredits and
     * lpni_minrtrcredits, proc_lnet_peers in lnet_debugfs.c / router_proc.c) say about this node,
     * or null when they show nothing.
     *
     * <p>lpni_rtrcredits starts at lnet_peer_buffer_credits(net) with lpni_minrtrcredits equal to it
     * (lnet_peer_ni_alloc and lnet_peer_net_added, peer.c) and is taken only by
     * lnet_post_routed_recv_locked (lib-move.c, v2_12_9, v2_15_8, master), for a message that is
     * not for this node, which lnet_parse_forward_locked refuses (-ECANCELED) unless routing is
     * on. So credits below zero (messages wait on the peer's rtrq) or a low-water mark below
     * the credits (one was taken since the mark was last reset) mean the node forwarded for that
     * peer. "Below the {@code max} column" does not: {@code max} is the net's peer_credits
     * (lct_peer_tx_credits), and the router credits start at peer_buffer_credits when that is set
     * (lnet_peer_buffer_credits, router.c), so an idle router's or a tuned client's rtr may differ
     * from max with nothing forwarded.
     */
    public static String forwardedFor(LnetObject peerNi) {
        if (!peerNi.kind().equals(Kinds.PEER_NI) || !(peerNi.fields().get(Kinds.RTR_CREDITS) instanceof Long rtr)) {
            return null;
        }
        if (rtr < 0) {
            return "peer NI " + peerNi.id() + " has router credits " + rtr + ": " + -rtr
                    + (rtr == -1 ? " message from it waits for this node to forward it"
                            : " messages from it wait for this node to forward them");
        }
        if (peerNi.fields().get(Kinds.MIN_RTR_CREDITS) instanceof Long min && min < rtr) {
            return "peer NI " + peerNi.id() + "'s router credits were down to " + min + " (min) and are " + rtr
                    + " now: this node forwarded messages from it";
        }
        return null;
    }

    /** Whether any of the objects is a peer NI whose router credits show forwarding ({@link #forwardedFor}). */
    static boolean anyForwarded(NodeState state, Collection<String> keys) {
        String prefix = Kinds.PEER_NI + " ";
        for (String key : keys) {
            if (key.startsWith(prefix)) {
                LnetObject o = state.get(key);
                if (o != null && forwardedFor(o) != null) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * What in the node's files shows it routes, in the user's words, or null when nothing does:
     * routing enabled, router buffers, else the peer NI whose router credits are lowest.
     */
    public static String routerEvidence(Node node, NodeState state) {
        if (node.isRoutingEnabled()) {
            return "routing enabled" + routingSources(state);
        }
        long buffers = node.getRtrBufferPools().stream().mapToLong(RtrBufferPool::getNbuffers).filter(n -> n > 0).sum();
        if (buffers > 0) {
            return "router buffer pools with " + buffers + " buffers";
        }
        if (state == null) {
            return null;
        }
        LnetObject worst = null;
        int forwarded = 0;
        for (LnetObject o : state.ofKind(Kinds.PEER_NI)) {
            if (forwardedFor(o) != null) {
                forwarded++;
                if (worst == null || o.num(Kinds.RTR_CREDITS, 0) < worst.num(Kinds.RTR_CREDITS, 0)) {
                    worst = o;
                }
            }
        }
        if (worst == null) {
            return null;
        }
        return forwardedFor(worst) + (forwarded > 1 ? " (and " + (forwarded - 1) + " more peer NIs with router credits in use)" : "")
                + "; only a node that routes takes router credits";
    }

    /** Which outputs that tell the routing state the node's files have: " (lctl get_param routing)". */
    private static String routingSources(NodeState state) {
        if (state == null) {
            return "";
        }
        List<String> sources = new ArrayList<>();
        for (FileSummary file : state.summaries()) {
            for (String what : file.read().keySet()) {
                String source = switch (what) {
                    case "routing lines" -> "lctl get_param routing";
                    case "routes table rows" -> "the routes table's \"Routing enabled\"";
                    case "lnetctl 'routing:'" -> "lnetctl routing show";
                    default -> null;
                };
                if (source != null && !sources.contains(source)) {
                    sources.add(source);
                }
            }
        }
        return sources.isEmpty() ? "" : " (" + String.join(", ", sources) + ")";
    }

    /**
     * Why the node has its role, for the import's summary: {@code router (peer NI ... has router
     * credits -3 ...)}, {@code server, guessed from the hostname}, {@code compute, assumed: ...},
     * {@code router, given}.
     */
    public static String why(Node node, NodeState state, boolean given) {
        String role = node.getRole().getLiteral();
        if (given) {
            return role + ", given";
        }
        return switch (node.getRole()) {
            case ROUTER -> {
                String evidence = routerEvidence(node, state);
                yield evidence == null ? role : role + ", from its files: " + evidence;
            }
            case SERVER -> role + ", guessed from the hostname (LNet files do not tell servers from clients)";
            case COMPUTE -> role + ", assumed: " + nothingShowsARouter(false);
        };
    }

    /** What an assumed compute's files lack (of several computes: {@code plural}). */
    static String nothingShowsARouter(boolean plural) {
        return (plural ? "nothing in their files shows they route" : "nothing in its files shows it routes")
                + " (routing enabled, router buffers, peer NIs' router credits in use) and "
                + (plural ? "their hostnames have" : "its hostname has") + " no server word ("
                + String.join(", ", SERVER_WORDS.stream().sorted().toList()) + ")";
    }

    /** Compute below server below router: the order in which a guess may raise a role. */
    static int rank(NodeRole role) {
        return switch (role) {
            case COMPUTE -> 0;
            case SERVER -> 1;
            case ROUTER -> 2;
        };
    }
}
