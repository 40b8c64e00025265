package org.lnetscope.model.examples;

import java.util.List;
import java.util.function.IntFunction;

import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibConnState;
import org.lnetscope.model.KibRx;
import org.lnetscope.model.ListLinkState;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.Message;
import org.lnetscope.model.MsgType;
import org.lnetscope.model.Node;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.RxState;
import org.lnetscope.model.nid.Nid;

/**
 * The routed lnet_msgs of one example router, and the kib_conns their rx pin: shared by the seed
 * incident and the large benchmark fabric so both build the mechanism the same way. The message
 * count drives sizes, types and addresses, so it is the one sequence both builders follow.
 */
final class RoutedMessages {

    /** IBLND_MSG_IMMEDIATE: routed messages this small arrive inline in the rx. */
    static final int IBLND_MSG_IMMEDIATE = 0xd1;
    /** kib_msg header + lnet_hdr carried in an IMMEDIATE rx before the payload. */
    static final int IMMEDIATE_OVERHEAD = 112;
    static final int SIZEOF_LNET_MSG = 0x180;
    /** Reply and bulk-less PUT payloads seen on the seed's rtrq. */
    static final int[] LENGTHS = {232, 452, 672};

    private final LnetFactory f = LnetFactory.eINSTANCE;
    private final Node router;
    private final Kmem kmem;
    private int count;

    RoutedMessages(Node router, Kmem kmem) {
        this.router = router;
        this.kmem = kmem;
    }

    /** Messages made so far. */
    int count() {
        return count;
    }

    /** A routed message received from a server: committed for rx, holding the server's router credit. */
    Message message(PeerNi from, Nid destination) {
        Message m = f.createMessage();
        m.setAddress(kmem.alloc(SIZEOF_LNET_MSG));
        m.setType(count % 3 == 0 ? MsgType.REPLY : MsgType.PUT);
        m.setSrcNid(from.getNid());
        m.setDestNid(destination);
        m.setLength(LENGTHS[count % LENGTHS.length]);
        m.setRouting(true);
        m.setRxCommitted(true);
        m.setPeerRtrCredit(true);
        m.setRxPeer(from);
        router.getMessages().add(m);
        count++;
        return m;
    }

    /**
     * Parks {@code n} messages from the server on its rtrq, each holding the next posted rx of the
     * conn; {@code destination} maps the message count to the NID the message is for.
     */
    void park(PeerNi server, KibConn conn, int n, IntFunction<Nid> destination) {
        List<KibRx> rxs = conn.getRxs();
        for (int i = 0; i < n; i++) {
            Message m = message(server, destination.apply(count));
            m.setReceiving(true);
            m.setRxDelayed(true);
            m.setRxReadyDelay(true);
            KibRx rx = rxs.get(i);
            rx.setState(RxState.HELD);
            rx.setNob(m.getLength() + IMMEDIATE_OVERHEAD);
            rx.setMsgType(IBLND_MSG_IMMEDIATE);
            m.setKibRx(rx);
            server.getRtrq().add(m);
        }
    }

    /**
     * The server timed out and disconnected: connd finalised the conn (rdma_disconnect, QP to error,
     * posted rxs flushed and dropped), but the held rxs keep one ref each, so kiblnd_destroy_conn
     * never runs. Only the held rx descriptors are kept in the model.
     */
    static void pin(KibConn conn, long closedAt) {
        conn.getRxs().removeIf(rx -> rx.getState() != RxState.HELD);
        int held = conn.getRxs().size();
        conn.setState(KibConnState.DISCONNECTED);
        conn.setRefcount(held);
        conn.setNrx(held);
        conn.setCredits(0);
        conn.setIbcListState(ListLinkState.POISONED);
        conn.setIbcSchedListState(ListLinkState.POISONED);
        conn.setClosedAt(closedAt);
    }
}
