package org.lnetscope.model.tests;

import java.time.Instant;

import org.lnetscope.model.CaptureSource;
import org.lnetscope.model.Diagnostic;
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
import org.lnetscope.model.Message;
import org.lnetscope.model.MsgType;
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
import org.lnetscope.model.Severity;
import org.lnetscope.model.Stats;
import org.lnetscope.model.Tunables;
import org.lnetscope.model.TxQueue;
import org.lnetscope.model.nid.Nid;

/**
 * A fabric in which every feature of every class has a non-default value somewhere (checked by
 * {@link RoundTripTest#fixtureSetsEveryFeature()}), and a few unsettable ones are left unset. It
 * is not meant to be valid LNet state: both rtrq layouts are filled, for instance.
 */
final class EveryFeatureFixture {

    private static final LnetFactory F = LnetFactory.eINSTANCE;
    private static final long FIRST_ADDRESS = 0xffff9a0f00000000L;
    private static long nextAddress;

    private EveryFeatureFixture() {
    }

    /** Builds the same fabric, addresses included, every time. */
    static Fabric build() {
        nextAddress = FIRST_ADDRESS;
        Fabric fabric = F.createFabric();
        fabric.setName("every-feature");
        fabric.setDescription("Línea <&> \"quoted\"\nsecond line");
        fabric.setLustreVersion(LustreLayout.LAYOUT_MASTER);
        fabric.setCaptureTime(Instant.parse("2021-12-14T03:12:45.123456789Z"));
        fabric.setSource(CaptureSource.AGENT);
        fabric.setTunables(tunables());
        Net o2ib1 = F.createNet();
        o2ib1.setName("o2ib1");
        o2ib1.setLndType(LndType.O2IBLND);
        o2ib1.setPeerTimeout(180);
        Net kfi = F.createNet();
        kfi.setName("kfi");
        kfi.setLndType(LndType.KFILND);
        fabric.getNets().add(o2ib1);
        fabric.getNets().add(kfi);
        fabric.getNodes().add(node(o2ib1, kfi));
        Diagnostic diagnostic = F.createDiagnostic();
        diagnostic.setSeverity(Severity.ERROR);
        diagnostic.setLocation("vmcore-extract.txt:1204:7");
        diagnostic.setMessage("list: invalid kernel virtual address: dead000000000100");
        fabric.getDiagnostics().add(diagnostic);
        return fabric;
    }

    private static Tunables tunables() {
        Tunables t = F.createTunables();
        t.setPeerCredits(42);
        t.setPeerBufferCredits(21);
        t.setCredits(1024);
        t.setConcurrentSends(63);
        t.setPeerCreditsHiw(30);
        t.setMapOnDemand(1);
        t.setPeerTimeout(0);
        t.setTransactionTimeout(150);
        t.setRetryCount(0);
        t.setHealthSensitivity(0);
        t.setDiscovery(false);
        t.setLndTimeout(49);
        t.setTinyRouterBuffers(4096);
        t.setSmallRouterBuffers(32768);
        t.setLargeRouterBuffers(2048);
        return t;
    }

    private static Node node(Net o2ib1, Net kfi) {
        Node node = F.createNode();
        node.setHostname("rtr01");
        node.setRole(NodeRole.ROUTER);
        node.setGroup("island-2");
        node.setRamBytes(48L << 30);
        node.setUsedBytes(47L << 30);
        node.setMemAvailableBytes(1L << 30);
        node.setSlabBytes(5L << 30);
        node.setSlabUnreclaimableBytes(4L << 30);
        node.setRoutingEnabled(true);
        node.setCptCount(2);
        node.setClockSeconds(4411873);
        node.setAutoDown(1);
        node.setLndTimeout(50);
        node.setStats(stats());

        Message queued = message(node, MsgType.PUT);
        Message parked = message(node, MsgType.GET);
        Message peerParked = message(node, MsgType.REPLY);
        Message delayed = message(node, MsgType.HELLO);
        Message waitingBuffer = message(node, MsgType.ACK);
        setAllFlags(parked);

        LocalNi ni = F.createLocalNi();
        ni.setNid(Nid.parse("10.1.0.254@o2ib1"));
        ni.setNet(o2ib1);
        ni.setStatus(LinkState.DOWN);
        ni.setInterfaceName("ib1");
        ni.setPeerCredits(42);
        ni.setPeerRtrCredits(21);
        ni.setMaxTxCredits(512);
        ni.setPeerTimeout(180);
        TxQueue queue = F.createTxQueue();
        queue.setCpt(1);
        queue.setCredits(-1);
        queue.setMaxCredits(256);
        queue.setMinCredits(-7);
        queue.getDelayed().add(delayed);
        ni.getTxQueues().add(queue);
        node.getLocalNis().add(ni);

        Peer peer = F.createPeer();
        peer.setAddress(nextAddress());
        peer.setPrimaryNid(Nid.parse("10.1.0.17@o2ib1"));
        peer.setMultiRail(true);
        peer.getRtrq().add(peerParked);
        // as a gateway of this node: 2.12 routers row "3 2 5 down 17 0 33 1 10.1.0.17@o2ib1" at clock 4411873
        peer.setRtrRefcount(2);
        peer.setGatewayAlive(false);
        peer.setAliveCount(5);
        peer.setPingTimestamp(4411873 - 17);
        peer.setPingNotsent(true);
        peer.setPingDeadline(4411873 + 33);
        peer.setDownNis(1);
        PeerNi peerNi = peerNi(Nid.parse("10.1.0.17@o2ib1"));
        peerNi.getTxq().add(queued);
        peerNi.getRtrq().add(parked);
        peer.getPeerNis().add(peerNi);
        PeerNi quiet = F.createPeerNi();
        quiet.setNid(Nid.parse("12@kfi"));
        peer.getPeerNis().add(quiet);
        node.getPeers().add(peer);
        for (Message m : new Message[] {queued, parked, peerParked, delayed, waitingBuffer}) {
            m.setRxPeer(quiet);
            m.setTxPeer(peerNi);
        }

        RtrBufferPool pool = F.createRtrBufferPool();
        pool.setKind(PoolKind.LARGE);
        pool.setCpt(1);
        pool.setNpages(256);
        pool.setNbuffers(512);
        pool.setCredits(-1);
        pool.setMinCredits(-310);
        pool.getMsgs().add(waitingBuffer);
        node.getRtrBufferPools().add(pool);

        node.getKibPeers().add(kibPeer(ni, parked));
        Route route = F.createRoute();
        route.setNet(kfi);
        route.setHops(3);
        route.setPriority(7);
        route.setGateway(Nid.parse("6@kfi"));
        route.setState(LinkState.DOWN);
        node.getRoutes().add(route);
        return node;
    }

    private static PeerNi peerNi(Nid nid) {
        PeerNi peerNi = F.createPeerNi();
        peerNi.setAddress(nextAddress());
        peerNi.setNid(nid);
        peerNi.setState(PeerState.DOWN);
        peerNi.setRefcount(4547);
        peerNi.setMaxTxCredits(42);
        peerNi.setTxCredits(-4500);
        peerNi.setMinTxCredits(-4501);
        peerNi.setRtrCredits(-17000);
        peerNi.setMinRtrCredits(-17001);
        peerNi.setTxqNob(2359296L);
        peerNi.setLastAlive(4411870);
        peerNi.setHealthValue(750);
        peerNi.setAliveCount(0);
        peerNi.setTimestamp(4411800);
        peerNi.setLastQuery(4411871);
        peerNi.setNotified(false);
        return peerNi;
    }

    private static KibPeer kibPeer(LocalNi ni, Message parked) {
        KibPeer peer = F.createKibPeer();
        peer.setAddress(nextAddress());
        peer.setNid(Nid.parse("10.1.0.17@o2ib1"));
        peer.setNi(ni);
        peer.setIncarnation(1640995200123456L);
        peer.setLastAlive(4411860);
        peer.setConnecting(1);
        peer.setAccepting(0);
        peer.setWaitingTxs(0);
        peer.setReconnecting(2);
        peer.setRaces(3);
        peer.setReconnected(4);
        peer.setError(-110);
        KibConn conn = F.createKibConn();
        conn.setAddress(nextAddress());
        conn.setState(KibConnState.DISCONNECTED);
        conn.setRefcount(42);
        conn.setNrx(42);
        conn.setQueueDepth(42);
        conn.setCredits(1);
        conn.setOutstandingCredits(2);
        conn.setReservedCredits(40);
        conn.setNsendsPosted(5);
        conn.setQueuedTxs(3);
        conn.setActiveTxs(42);
        conn.setVersion(17);
        conn.setIncarnation(1640995200123457L);
        conn.setCommsError(-103);
        conn.setIbcListState(ListLinkState.POISONED);
        conn.setIbcSchedListState(ListLinkState.LINKED);
        conn.setQpPages(512);
        conn.setCqPages(256);
        conn.setRxPages(86);
        conn.setOpenedAt(4411000);
        conn.setClosedAt(4411051);
        KibRx rx = F.createKibRx();
        rx.setAddress(nextAddress());
        rx.setNob(264);
        rx.setState(RxState.HELD);
        rx.setMsgType(0xd1);
        rx.setMessage(parked);
        conn.getRxs().add(rx);
        KibRx posted = F.createKibRx();
        posted.setAddress(nextAddress());
        posted.setNob(-1);
        posted.setState(RxState.POSTED);
        conn.getRxs().add(posted);
        peer.getConns().add(conn);
        // An open conn: closedAt and lastAlive-like unsettables stay unset.
        KibConn open = F.createKibConn();
        open.setAddress(nextAddress());
        open.setState(KibConnState.ESTABLISHED);
        open.setRefcount(88);
        peer.getConns().add(open);
        return peer;
    }

    private static Stats stats() {
        Stats s = F.createStats();
        s.setMsgsAlloc(21500);
        s.setMsgsMax(21600);
        s.setErrors(3);
        s.setSendCount(91234);
        s.setRecvCount(80211);
        s.setRouteCount(3_200_000_000L);
        s.setDropCount(12);
        s.setSendLength(1L << 40);
        s.setRecvLength(1L << 39);
        s.setRouteLength(Long.MAX_VALUE);
        s.setDropLength(4096);
        return s;
    }

    private static Message message(Node node, MsgType type) {
        Message m = F.createMessage();
        m.setAddress(nextAddress());
        m.setType(type);
        m.setSrcNid(Nid.parse("10.0.0.21@o2ib"));
        m.setDestNid(Nid.parse("10.1.0.17@o2ib1"));
        m.setLength(1048576);
        node.getMessages().add(m);
        return m;
    }

    private static void setAllFlags(Message m) {
        m.setTxCommitted(true);
        m.setRxCommitted(true);
        m.setTxDelayed(true);
        m.setRxDelayed(true);
        m.setRxReadyDelay(true);
        m.setRouting(true);
        m.setSending(true);
        m.setReceiving(true);
        m.setTxCredit(true);
        m.setPeerTxCredit(true);
        m.setRtrCredit(true);
        m.setPeerRtrCredit(true);
    }

    private static long nextAddress() {
        nextAddress += 0x1c0;
        return nextAddress;
    }
}
