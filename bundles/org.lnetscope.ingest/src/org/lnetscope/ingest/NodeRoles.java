package org.lnetscope.ingest;

import java.util.Locale;
import java.util.Set;

import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;

/**
 * The role {@link FabricMapper} gives a node whose role nobody gave. LNet files show a router
 * (routing enabled, router buffer pools) but not a Lustre server: an OSS and a client have the same
 * NIs, peers and credits, and "on the far side of the routers" only says which side is which once
 * one side is known. So, in order:
 * <ol>
 * <li>{@link NodeRole#ROUTER} when its routing is enabled or it has router buffer pools with buffers;</li>
 * <li>{@link NodeRole#SERVER} when its hostname says so ({@link #serverByName}), a guess the
 * importer reports;</li>
 * <li>{@link NodeRole#COMPUTE} otherwise.</li>
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

    /** The role the rules above give the node now, without looking at its current role. */
    public static NodeRole guess(Node node) {
        if (routes(node)) {
            return NodeRole.ROUTER;
        }
        return node.getHostname() != null && serverByName(node.getHostname()) ? NodeRole.SERVER : NodeRole.COMPUTE;
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
