package org.lnetscope.analysis;

import java.util.ArrayList;
import java.util.List;

import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibConnState;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.Message;
import org.lnetscope.model.Node;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.RtrBufferPool;
import org.lnetscope.model.TxQueue;
import org.lnetscope.model.nid.Nid;

/**
 * What the analyses and Router Internals read of a node's lnet_msg and kib_rx, aggregated per queue and
 * per kib_conn: a peer NI's lpni_txq by sender, its router queue (lpni_rtrq in 2.12, the peer's lp_rtrq in
 * master) in runs by the kib_conn each message's kib_rx (msg_private, rx_conn) pins, a CPT's tq_delayed, a
 * router buffer pool's rbp_msgs, and the rxs a conn's ibc_rxs has that LNet still holds. Nodes, peer NIs and
 * conns are the model's objects; messages are counted, and named by a {@link Msg} handle only where a view
 * shows one (the first and last of a run).
 *
 * <p>Two ways in, equal by test: {@link #MODEL} reads the EMF model's lists (a dump, a {@code .lnetmodel},
 * a live session, a replay's full mirror); the replay's {@code StateMsgQueues} reads the state at the
 * cursor (org.lnetscope.replay's {@code StateQuery}) for a model built without lnet_msg and kib_rx, where
 * the model's own lists are empty (docs/architecture.md, "Where EMF is used and where the state query is").
 * An implementation answers for the state it was made on: over a replay, make one per frame.
 */
public interface MsgQueues {

    /** The EMF model's own lists: what every caller without a replay state uses. */
    MsgQueues MODEL = ModelMsgQueues.INSTANCE;

    /**
     * One lnet_msg: its trace id in a replay's state (-1 in a document) and its EMF object where the
     * model has one (null in a replay model built without messages: {@link #message} builds one).
     */
    record Msg(int id, Message message) {
        public static Msg of(Message message) {
            return message == null ? null : new Msg(-1, message);
        }
    }

    /**
     * Messages of one queue with the same msg_rxpeer ({@code rxPeer}, null when not set or not read) and
     * msg_hdr.src_nid, counted; groups in the order of their first message in the queue. {@code first} and
     * {@code last} are the group's first and last message in queue order (others may lie between them).
     */
    record SenderGroup(PeerNi rxPeer, Nid srcNid, int count, Msg first, Msg last) {
    }

    /**
     * Consecutive messages of a router queue whose kib_rx is on {@code conn} (null: no rx, or its rx_conn
     * not known): messages {@code start .. start + count} of the queue.
     */
    record ConnRun(KibConn conn, int start, int count, Msg first, Msg last) {
    }

    /**
     * A kib_conn's rxs that LNet holds (rx state HELD: a parked message still has it in msg_private),
     * how many of them a message is known for ({@code holders}), the first and last such message in
     * ibc_rxs order (null when none).
     */
    record Held(int rxs, int holders, Msg first, Msg last) {
        public static final Held NONE = new Held(0, 0, null, null);
    }

    /** lpni_txq's length. */
    int txqLength(PeerNi peerNi);

    /** lpni_txq by sender. */
    List<SenderGroup> txqBySender(PeerNi peerNi);

    /** The router queue's length (the queue lpni_rtrcredits counts, {@code PeerNi.routerQueue()}). */
    int routerQueueLength(PeerNi peerNi);

    /** The router queue in runs by the kib_conn each message's kib_rx pins, in queue order. */
    List<ConnRun> routerQueueByConn(PeerNi peerNi);

    /** tq_delayed's length: messages waiting for an NI tx credit on this CPT. */
    int delayedLength(TxQueue queue);

    /** tq_delayed by sender. */
    List<SenderGroup> delayedBySender(TxQueue queue);

    /** rbp_msgs' length: messages waiting for a router buffer of this pool. */
    int waiting(RtrBufferPool pool);

    /** The rxs of {@code conn} LNet holds. */
    Held held(KibConn conn);

    /** The message as an EMF object: the model's own, or one built for it alone (not in any model). */
    Message message(Msg msg);

    /**
     * The message's ownership chain as {@code Message.ownershipChain()} words it (lnet_msg -> kib_rx ->
     * kib_conn -> bytes pinned), or null when it holds no rx.
     */
    String ownershipChain(Msg msg);

    /**
     * CLOSING or DISCONNECTED and holding an rx LNet owns, as {@code KibConn.isPinned()}: its QP, CQ and rx
     * pages are freed only by kiblnd_destroy_conn() at ibc_refcount 0 (o2iblnd.c).
     */
    default boolean isPinned(KibConn conn) {
        KibConnState state = conn.getState();
        return (state == KibConnState.CLOSING || state == KibConnState.DISCONNECTED) && held(conn).rxs() > 0;
    }

    /** What a pinned conn keeps allocated (QP, CQ and rx pages); 0 when not pinned. */
    default long pinnedBytes(KibConn conn) {
        return isPinned(conn) ? conn.memoryBytes() : 0;
    }

    /** The node's pinned kib_conns, as {@code Node.pinnedConns()}. */
    default List<KibConn> pinnedConns(Node node) {
        List<KibConn> pinned = new ArrayList<>();
        for (KibPeer peer : node.getKibPeers()) {
            for (KibConn conn : peer.getConns()) {
                if (isPinned(conn)) {
                    pinned.add(conn);
                }
            }
        }
        return pinned;
    }

    /** The bytes the node's pinned conns keep, as {@code Node.pinnedBytes()}. */
    default long pinnedBytes(Node node) {
        long bytes = 0;
        for (KibPeer peer : node.getKibPeers()) {
            for (KibConn conn : peer.getConns()) {
                bytes += pinnedBytes(conn);
            }
        }
        return bytes;
    }
}
