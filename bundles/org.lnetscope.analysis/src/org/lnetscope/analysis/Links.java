package org.lnetscope.analysis;

import java.util.HashMap;
import java.util.Map;

import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.KibRx;
import org.lnetscope.model.Message;
import org.lnetscope.model.Node;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.nid.Nid;

/**
 * The kernel's links between a message and what it holds, each either read (the pointer was in the
 * data) or inferred from another field by the kernel's own relation, so an analysis works from
 * whatever subset of fields an extract has and says which of its links are guesses:
 * <ul>
 * <li>{@code msg_rxpeer}: lnet_parse() sets it to the peer NI of {@code from_nid}, the NID the LND
 * received from (lib-move.c, 2.12 and master). For a sender one hop away that is also the
 * message's {@code msg_hdr.src_nid}, so the peer NI of this node with that NID is the sender.
 * A message whose src_nid is one of the node's own NIs was sent by the node, not forwarded.</li>
 * <li>a parked message's rx is {@code msg_private} (lnet_parse stores the LND's private, the
 * kib_rx for o2iblnd); an rx's conn is {@code rx_conn}; a conn's peer is {@code ibc_peer}. The
 * model holds those only where they were read.</li>
 * </ul>
 * docs/kernel-map.md lists these relations with the tests that pin them.
 */
public final class Links {

    /** How a link is known. */
    public enum Basis {
        /** The pointer itself was in the data. */
        READ,
        /** Derived from another field by a kernel relation; {@link Link#how()} says from what. */
        INFERRED,
        /** Neither read nor derivable. */
        UNKNOWN
    }

    /** A link to {@code target} (null when unknown), how it is known, and in words. */
    public record Link<T>(T target, Basis basis, String how) {
        public boolean known() {
            return target != null;
        }

        public boolean inferred() {
            return basis == Basis.INFERRED;
        }

        static <T> Link<T> read(T target, String field) {
            return new Link<>(target, Basis.READ, field);
        }

        static <T> Link<T> unknown(String why) {
            return new Link<>(null, Basis.UNKNOWN, why);
        }
    }

    /** What {@link Link#how()} says of a sender found from its message's source NID. */
    public static final String FROM_SRC_NID = "inferred from src_nid";

    private final Node node;
    private final Evidence evidence;
    private Map<Nid, PeerNi> peerNisByNid;

    /** The links of the messages, rxs and conns of {@code node}, every field read. */
    public Links(Node node) {
        this(node, Evidence.COMPLETE);
    }

    /** The links of {@code node} as far as {@code evidence} read them. */
    public Links(Node node, Evidence evidence) {
        this.node = node;
        this.evidence = evidence;
    }

    /**
     * The peer NI a routed message arrived from: {@code msg_rxpeer} if read, else the peer NI
     * whose NID is its {@code msg_hdr.src_nid}. Unknown for a message the node sent itself (no
     * sender holds a router credit for it) or from a source more than one hop away.
     */
    public Link<PeerNi> rxPeer(Message message) {
        return rxPeer(message.getRxPeer(), message.getSrcNid());
    }

    /**
     * {@link #rxPeer(Message)} from the two fields it reads: msg_rxpeer ({@code rxPeer}, null when not read)
     * and msg_hdr.src_nid ({@code src}), for messages counted by them ({@link MsgQueues.SenderGroup}).
     */
    public Link<PeerNi> rxPeer(PeerNi rxPeer, Nid src) {
        if (rxPeer != null) {
            return Link.read(rxPeer, "msg_rxpeer");
        }
        if (src == null) {
            return Link.unknown("neither msg_rxpeer nor msg_hdr.src_nid read");
        }
        if (node.findLocalNi(src) != null) {
            return Link.unknown("sent by " + node.getHostname() + " itself");
        }
        PeerNi sender = peerNi(src);
        return sender == null ? Link.unknown("no peer NI " + src + " here: msg_rxpeer needed")
                : new Link<>(sender, Basis.INFERRED, FROM_SRC_NID);
    }

    /** A parked message's kib_rx ({@code msg_private}). */
    public static Link<KibRx> rx(Message message) {
        return message.getKibRx() != null ? Link.read(message.getKibRx(), "msg_private")
                : Link.unknown("msg_private not read, or its kib_rx not printed");
    }

    /** An rx's conn ({@code rx_conn}). */
    public static Link<KibConn> conn(KibRx rx) {
        return rx.getConn() != null ? Link.read(rx.getConn(), "rx_conn") : Link.unknown("rx_conn not read");
    }

    /**
     * A conn's peer ({@code ibc_peer}): read when the kib_peer_ni was printed or its NID is known;
     * an unprinted kib peer's NID comes from the messages its conns hold ({@link #peerNid}).
     */
    public Link<Nid> peerNid(KibConn conn) {
        KibPeer peer = conn.getPeer();
        if (peer != null && peer.getNid() != null && evidence.read(peer, "ibp_nid")) {
            return Link.read(peer.getNid(), "ibc_peer->ibp_nid");
        }
        for (KibRx rx : conn.getRxs()) {
            Message m = rx.getMessage();
            if (m != null) {
                Link<PeerNi> from = rxPeer(m);
                if (from.known()) {
                    // o2iblnd receives on a conn to the peer it arrived from: that peer's NID
                    return new Link<>(from.target().getNid(), Basis.INFERRED,
                            from.inferred() ? FROM_SRC_NID : "inferred from msg_rxpeer of a held message");
                }
            }
        }
        return Link.unknown("ibc_peer not read");
    }

    /** The peer NI of this node with {@code nid}, or null. */
    public PeerNi peerNi(Nid nid) {
        if (peerNisByNid == null) {
            peerNisByNid = new HashMap<>();
            for (Peer peer : node.getPeers()) {
                for (PeerNi ni : peer.getPeerNis()) {
                    if (ni.getNid() != null) {
                        peerNisByNid.putIfAbsent(ni.getNid(), ni);
                    }
                }
            }
        }
        return peerNisByNid.get(nid);
    }
}
