package org.lnetscope.render.fabric;

import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.PeerNi;
import org.lnetscope.render.router.Shape.Tone;

/**
 * The fabric as boxes and lines, before layout: one box per node, or per group of nodes (a rack,
 * a NID range) when a role has too many to read; one line per router-peer relation.
 */
public record FabricGraph(List<Box> boxes, List<Link> links) {

    /**
     * The LNet nets of a column, for its heading: the nets of the NIDs the routers reach its boxes
     * by, else of its members' own NIs. Taken from the fabric, never assumed (sites name nets freely).
     */
    public SortedSet<String> nets(NodeRole role) {
        SortedSet<String> nets = new TreeSet<>();
        for (Link link : links) {
            if (link.peer().role() == role) {
                // one peer NI per link is enough (a box is one net's peers) and keeps this cheap
                // enough to run per painted frame on 250,000 peer NIs
                for (PeerNi ni : link.peerNis()) {
                    if (ni.getNid() != null) {
                        nets.add(ni.getNid().netName());
                        break;
                    }
                }
            }
        }
        if (nets.isEmpty()) {
            for (Box box : boxes) {
                if (box.role() == role) {
                    for (Node member : box.members()) {
                        member.getLocalNis().stream().filter(ni -> ni.getNid() != null).forEach(ni -> nets.add(ni.getNid().netName()));
                    }
                }
            }
        }
        return nets;
    }

    /**
     * A node or a collapsed group.
     *
     * @param key     stable identity across updates (hostname or group name), so layout and
     *                expansion state survive a new frame
     * @param members the nodes it stands for (one when not a group)
     * @param tone    worst credit state among the members as seen by their routers
     */
    public record Box(String key, String title, String detail, NodeRole role, List<Node> members, Tone tone,
            boolean group) {

        public boolean isRouter() {
            return role == NodeRole.ROUTER;
        }
    }

    /**
     * A router and a peer (node or group), with the router's peer NI state for it.
     *
     * @param worstCredit min of lpni_txcredits and lpni_rtrcredits over the peer NIs it stands for
     * @param queued      messages on those peer NIs' txq and rtrq
     */
    public record Link(Box router, Box peer, List<PeerNi> peerNis, int worstCredit, int queued, Tone tone) {
    }
}
