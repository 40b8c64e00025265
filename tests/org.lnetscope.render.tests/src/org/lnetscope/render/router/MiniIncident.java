package org.lnetscope.render.router;

import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibConnState;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.KibRx;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.LustreLayout;
import org.lnetscope.model.Message;
import org.lnetscope.model.MsgType;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.RxState;
import org.lnetscope.model.nid.Nid;

/**
 * A router in the seed incident's state, small enough to check by hand: compute 10.1.0.17@o2ib1
 * stalled with txq messages from two servers; server 10.0.0.21@o2ib out of router credits with an
 * rtrq whose messages pin three DISCONNECTED conns, {@code qd} messages each.
 */
final class MiniIncident {

    static final int QD = 4;
    static final int PINNED_CONNS = 3;

    final Fabric fabric;
    final Node router;
    final PeerNi compute;
    final PeerNi server;

    private final LnetFactory f = LnetFactory.eINSTANCE;
    private long nextAddress = 0xffff9a0d7c1e0000L;

    MiniIncident() {
        fabric = f.createFabric();
        fabric.setName("mini seed incident");
        fabric.setLustreVersion(LustreLayout.LAYOUT_B2_12);
        router = f.createNode();
        router.setHostname("rtr1");
        router.setRole(NodeRole.ROUTER);
        router.setRamBytes(48L << 30);
        fabric.getNodes().add(router);

        compute = peerNi("10.1.0.17@o2ib1");
        server = peerNi("10.0.0.21@o2ib");
        PeerNi otherServer = peerNi("10.0.0.22@o2ib");
        peerNi("10.1.0.18@o2ib1"); // healthy: no lane

        // Compute's txq: qd messages from each server, queued behind the stalled compute.
        for (PeerNi from : new PeerNi[] {server, otherServer}) {
            for (int i = 0; i < QD; i++) {
                Message m = message(from, "10.1.0.17@o2ib1");
                m.setTxPeer(compute);
                compute.getTxq().add(m);
            }
        }
        compute.setTxCredits(-compute.getTxq().size());
        compute.setMinTxCredits(compute.getTxCredits());

        // Server's rtrq: every qd messages the server reconnected, so the rx belong to a new conn.
        KibPeer kibPeer = f.createKibPeer();
        kibPeer.setNid(server.getNid());
        router.getKibPeers().add(kibPeer);
        for (int c = 0; c < PINNED_CONNS; c++) {
            KibConn conn = f.createKibConn();
            conn.setAddress(nextAddress += 0x4000);
            conn.setState(KibConnState.DISCONNECTED);
            conn.setQueueDepth(QD);
            conn.setQpPages(512);
            conn.setCqPages(256);
            conn.setRxPages(2 * QD + 2);
            kibPeer.getConns().add(conn);
            for (int i = 0; i < QD; i++) {
                KibRx rx = f.createKibRx();
                rx.setAddress(nextAddress += 0x90);
                rx.setState(RxState.HELD);
                rx.setNob(264);
                conn.getRxs().add(rx);
                Message m = message(server, "10.1.0.30@o2ib1");
                m.setKibRx(rx);
                server.getRtrq().add(m);
            }
            conn.setRefcount(QD);
            conn.setNrx(QD);
        }
        server.setRtrCredits(-server.getRtrq().size());
        server.setMinRtrCredits(server.getRtrCredits());
    }

    private PeerNi peerNi(String nid) {
        Peer peer = f.createPeer();
        peer.setPrimaryNid(Nid.parse(nid));
        PeerNi peerNi = f.createPeerNi();
        peerNi.setNid(Nid.parse(nid));
        peerNi.setTxCredits(QD);
        peerNi.setMinTxCredits(QD);
        peerNi.setRtrCredits(QD);
        peerNi.setMinRtrCredits(QD);
        peer.getPeerNis().add(peerNi);
        router.getPeers().add(peer);
        return peerNi;
    }

    private Message message(PeerNi rxPeer, String dest) {
        Message m = f.createMessage();
        m.setAddress(nextAddress += 0x400);
        m.setType(MsgType.PUT);
        m.setSrcNid(rxPeer.getNid());
        m.setDestNid(Nid.parse(dest));
        m.setRxPeer(rxPeer);
        m.setRouting(true);
        router.getMessages().add(m);
        return m;
    }
}
