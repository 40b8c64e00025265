package org.lnetscope.model.examples;

import java.time.Instant;

import org.lnetscope.model.CaptureSource;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibConnState;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.KibRx;
import org.lnetscope.model.LinkState;
import org.lnetscope.model.ListLinkState;
import org.lnetscope.model.LndType;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.LocalNi;
import org.lnetscope.model.LustreLayout;
import org.lnetscope.model.Net;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.PeerState;
import org.lnetscope.model.PoolKind;
import org.lnetscope.model.Route;
import org.lnetscope.model.RtrBufferPool;
import org.lnetscope.model.RxState;
import org.lnetscope.model.Stats;
import org.lnetscope.model.Tunables;
import org.lnetscope.model.TxQueue;
import org.lnetscope.model.internal.KernelConstants;
import org.lnetscope.model.nid.Nid;

/** The plumbing the example fabrics share: objects in the state a quiet kernel would have them. */
final class FabricBuilder {

    /** sizeof(struct lnet_hdr): lpni_txqnob counts it with each message. */
    static final int LNET_HDR_SIZE = 72;
    /** QP and CQ sizes of a qd=42 conn on mlx5, as the incident report measured them (model.o2iblnd.ConnSizing). */
    static final int QP_PAGES = 512;
    static final int CQ_PAGES = 256;
    static final int IBLND_MSG_VERSION_2 = 0x12;

    private static final LnetFactory F = LnetFactory.eINSTANCE;
    private static final int SIZEOF_LNET_PEER = 0x200;
    private static final int SIZEOF_LNET_PEER_NI = 0x200;
    private static final int SIZEOF_KIB_PEER_NI = 0x100;
    private static final int SIZEOF_KIB_CONN = 0x200;
    /** struct kib_rx on x86_64: rx addresses are ibc_rxs + index * this. */
    static final int SIZEOF_KIB_RX = 0x68;

    final Fabric fabric = F.createFabric();

    FabricBuilder(String name, String description, LustreLayout layout, CaptureSource source, Instant time) {
        fabric.setName(name);
        fabric.setDescription(description);
        fabric.setLustreVersion(layout);
        fabric.setSource(source);
        fabric.setCaptureTime(time);
        fabric.setTunables(F.createTunables());
    }

    Tunables tunables() {
        return fabric.getTunables();
    }

    Net net(String name, LndType type) {
        Net net = F.createNet();
        net.setName(name);
        net.setLndType(type);
        fabric.getNets().add(net);
        return net;
    }

    Node node(String hostname, NodeRole role, String group) {
        Node node = F.createNode();
        node.setHostname(hostname);
        node.setRole(role);
        node.setGroup(group);
        fabric.getNodes().add(node);
        return node;
    }

    LocalNi localNi(Node node, Nid nid, Net net, String interfaceName) {
        Tunables t = tunables();
        LocalNi ni = F.createLocalNi();
        ni.setNid(nid);
        ni.setNet(net);
        ni.setStatus(LinkState.UP);
        ni.setInterfaceName(interfaceName);
        ni.setPeerCredits(t.getPeerCredits());
        ni.setMaxTxCredits(t.getCredits());
        ni.setPeerTimeout(t.getPeerTimeout());
        node.getLocalNis().add(ni);
        return ni;
    }

    /** One lnet_tx_queue per CPT, full: lnet_ni_tq_credits() = credits/ncpts clamped to [8*peer_credits, credits]. */
    void txQueues(LocalNi ni, int cpts, int lowWater) {
        int perCpt = Math.min(Math.max(ni.getMaxTxCredits() / cpts, 8 * ni.getPeerCredits()), ni.getMaxTxCredits());
        for (int cpt = 0; cpt < cpts; cpt++) {
            TxQueue queue = F.createTxQueue();
            queue.setCpt(cpt);
            queue.setMaxCredits(perCpt);
            queue.setCredits(perCpt);
            queue.setMinCredits(perCpt - lowWater);
            ni.getTxQueues().add(queue);
        }
    }

    /** A single-rail peer with full credits, as lnet_peer_ni_alloc() leaves it. */
    PeerNi peer(Node node, Kmem kmem, Nid nid, long lastAlive) {
        Tunables t = tunables();
        Peer peer = F.createPeer();
        peer.setAddress(kmem.alloc(SIZEOF_LNET_PEER));
        peer.setPrimaryNid(nid);
        PeerNi peerNi = F.createPeerNi();
        peerNi.setAddress(kmem.alloc(SIZEOF_LNET_PEER_NI));
        peerNi.setNid(nid);
        peerNi.setState(PeerState.UP);
        peerNi.setRefcount(2);
        peerNi.setMaxTxCredits(t.getPeerCredits());
        peerNi.setTxCredits(t.getPeerCredits());
        peerNi.setMinTxCredits(t.getPeerCredits());
        int rtr = t.effectivePeerBufferCredits();
        peerNi.setRtrCredits(rtr);
        peerNi.setMinRtrCredits(rtr);
        peerNi.setLastAlive(lastAlive);
        peer.getPeerNis().add(peerNi);
        node.getPeers().add(peer);
        return peerNi;
    }

    /** the_lnet.ln_rtrpools: one pool of each kind per CPT, all buffers free. */
    void routerPools(Node node) {
        for (PoolKind kind : PoolKind.values()) {
            int perCpt = tunables().effectiveRouterBuffers(kind) / node.getCptCount();
            for (int cpt = 0; cpt < node.getCptCount(); cpt++) {
                RtrBufferPool pool = F.createRtrBufferPool();
                pool.setKind(kind);
                pool.setCpt(cpt);
                pool.setNpages(switch (kind) {
                    case TINY -> 0;
                    case SMALL -> 1;
                    case LARGE -> 256;
                });
                pool.setNbuffers(perCpt);
                pool.setCredits(perCpt);
                pool.setMinCredits(perCpt);
                node.getRtrBufferPools().add(pool);
            }
        }
    }

    RtrBufferPool pool(Node node, PoolKind kind, int cpt) {
        for (RtrBufferPool pool : node.getRtrBufferPools()) {
            if (pool.getKind() == kind && pool.getCpt() == cpt) {
                return pool;
            }
        }
        throw new IllegalStateException("no " + kind + " pool for CPT " + cpt);
    }

    KibPeer kibPeer(Node node, Kmem kmem, Nid nid, LocalNi ni, long incarnation, long lastAlive) {
        KibPeer peer = F.createKibPeer();
        peer.setAddress(kmem.alloc(SIZEOF_KIB_PEER_NI));
        peer.setNid(nid);
        peer.setNi(ni);
        peer.setIncarnation(incarnation);
        peer.setLastAlive(lastAlive);
        node.getKibPeers().add(peer);
        return peer;
    }

    /**
     * A conn as kiblnd_create_conn + kiblnd_connreq_done leave it: 1 ref for the CM, 1 per rx
     * (all posted), 1 for ibp_conns. Rx descriptors are only created when {@code withRxs}.
     */
    KibConn establishedConn(KibPeer peer, Kmem kmem, int queueDepth, long openedAt, boolean withRxs) {
        int rxMsgs = KernelConstants.iblndRxMsgs(queueDepth);
        KibConn conn = F.createKibConn();
        conn.setAddress(kmem.alloc(SIZEOF_KIB_CONN));
        conn.setState(KibConnState.ESTABLISHED);
        conn.setQueueDepth(queueDepth);
        conn.setNrx(rxMsgs);
        conn.setRefcount(1 + rxMsgs + 1);
        conn.setCredits(queueDepth);
        conn.setReservedCredits(queueDepth);
        conn.setVersion(IBLND_MSG_VERSION_2);
        conn.setIncarnation(peer.getIncarnation());
        conn.setIbcListState(ListLinkState.LINKED);
        conn.setIbcSchedListState(ListLinkState.EMPTY);
        conn.setQpPages(QP_PAGES);
        conn.setCqPages(CQ_PAGES);
        conn.setRxPages(rxMsgs);
        conn.setOpenedAt(openedAt);
        long rxArray = kmem.alloc((long) rxMsgs * SIZEOF_KIB_RX);
        if (withRxs) {
            for (int i = 0; i < rxMsgs; i++) {
                KibRx rx = F.createKibRx();
                rx.setAddress(rxArray + (long) i * SIZEOF_KIB_RX);
                rx.setNob(-1);
                rx.setState(RxState.POSTED);
                conn.getRxs().add(rx);
            }
        }
        peer.getConns().add(conn);
        return conn;
    }

    void route(Node node, Net remote, Nid gateway) {
        Route route = F.createRoute();
        route.setNet(remote);
        route.setGateway(gateway);
        route.setHops(1);
        route.setState(LinkState.UP);
        node.getRoutes().add(route);
    }

    Stats stats(Node node, long msgsAlloc, long routed) {
        Stats stats = F.createStats();
        stats.setMsgsAlloc(msgsAlloc);
        stats.setMsgsMax(msgsAlloc + 64);
        stats.setRouteCount(routed);
        stats.setRouteLength(routed * 452);
        stats.setRecvCount(routed + 1024);
        stats.setRecvLength(routed * 452 + 1024 * 96);
        stats.setSendCount(routed + 1024);
        stats.setSendLength(routed * 452 + 1024 * 96);
        node.setStats(stats);
        return stats;
    }
}
