package org.lnetscope.replay;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.PriorityQueue;
import java.util.Random;

import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibConnState;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.KibRx;
import org.lnetscope.model.LinkState;
import org.lnetscope.model.LndType;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.LnetPackage.Literals;
import org.lnetscope.model.LocalNi;
import org.lnetscope.model.LustreLayout;
import org.lnetscope.model.MsgType;
import org.lnetscope.model.Net;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.RxState;
import org.lnetscope.model.Tunables;
import org.lnetscope.model.nid.Lnd;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.trace.EventType;
import org.lnetscope.trace.KernelFunction;
import org.lnetscope.trace.TraceOptions;
import org.lnetscope.trace.TraceWriter;
import org.lnetscope.trace.TraceWriter.EventBuilder;

/**
 * A synthetic trace of the incident mechanism (lnet_post_routed_recv_locked and kiblnd_drop_rx: docs/kernel-map.md) on one 2.12 router:
 * servers on o2ib0 send to computes on o2ib1; one compute stops completing RDMA for a while, its
 * lpni_txq grows, the servers whose messages are stuck behind it run out of router credits, their
 * next messages park on lpni_rtrq holding kib_rxs, the servers' conns run out of IB credits, get
 * closed and stay pinned (DISCONNECTED, refcount > 0) while the servers reconnect. When the
 * compute comes back, everything drains and the pinned conns are destroyed. Then it starts again,
 * so a long trace cycles through the whole story with bounded state.
 *
 * <p>It is a test fixture, not the simulator: the model is simplified (no NI tx credits, no router
 * buffer pools, immediate payloads), but every event is one the kernel makes, with its function.
 */
final class IncidentGenerator {

    static final long MS = 1_000_000L;
    static final long SECOND = 1_000_000_000L;

    final int servers;
    final int computes;
    final int queueDepth;
    final long lndTimeoutNs;
    private final Random random;

    private final Fabric fabric;
    private final Node router;
    private final PeerNi[] serverNis;
    private final PeerNi[] computeNis;
    private final KibPeer[] kibPeers;
    private final Nid[] serverNids;
    private final Nid[] computeNids;

    // ids in the trace, and generator-side bookkeeping
    private TraceWriter w;
    private int routerId;
    private int[] sId;
    private int[] cId;
    private int[] kpId;
    private int[] conn;
    private ArrayDeque<Integer>[] postedRx;
    private int[] heldOnConn = new int[1024];
    private long[] closeAt;
    private int[] msgSrc = new int[1024];
    private int[] msgDst = new int[1024];
    private int[] msgRx = new int[1024];
    private final PriorityQueue<long[]> completions = new PriorityQueue<>((a, b) -> Long.compare(a[0], b[0]));
    private final ArrayDeque<Integer> stuckInFlight = new ArrayDeque<>();
    private long now;
    private boolean badPhase;
    private long phaseEnd;
    private long nextTimeoutCheck;
    private long nextMemory;
    private long address = 0xffff9a0000000000L;

    // slots
    private int cMessage;
    private int cKibConn;
    private int cKibRx;
    private int lMessages;
    private int lConns;
    private int lRxs;
    private int lTxq;
    private int lRtrq;
    private int vTxCredits;
    private int vMinTx;
    private int vRtrCredits;
    private int vMinRtr;
    private int vTxqNob;
    private int vPniRefcount;
    private int vMsgAddress;
    private int vMsgType;
    private int vSrcNid;
    private int vDestNid;
    private int vLength;
    private int vRouting;
    private int vReceiving;
    private int vSending;
    private int vRxCommitted;
    private int vTxCommitted;
    private int vRxDelayed;
    private int vTxDelayed;
    private int vRxReadyDelay;
    private int vPeerRtrCredit;
    private int vPeerTxCredit;
    private int vRxPeer;
    private int vTxPeer;
    private int vMsgKibRx;
    private int vRxAddress;
    private int vRxNob;
    private int vRxState;
    private int vRxMsgType;
    private int vRxMessage;
    private int vConnAddress;
    private int vConnState;
    private int vConnRefcount;
    private int vConnNrx;
    private int vConnQd;
    private int vConnCredits;
    private int vQpPages;
    private int vCqPages;
    private int vRxPages;
    private int vOpenedAt;
    private int vClosedAt;
    private int vListState;
    private int vSchedListState;
    private int vUsedBytes;

    IncidentGenerator(int servers, int computes, int queueDepth, long seed) {
        this.servers = servers;
        this.computes = computes;
        this.queueDepth = queueDepth;
        this.lndTimeoutNs = 50 * SECOND;
        this.random = new Random(seed);
        LnetFactory f = LnetFactory.eINSTANCE;
        fabric = f.createFabric();
        fabric.setName("synthetic incident, " + servers + " servers, " + computes + " computes");
        fabric.setLustreVersion(LustreLayout.LAYOUT_B2_12);
        Tunables tunables = f.createTunables();
        tunables.setPeerCredits(queueDepth);
        tunables.setTransactionTimeout(50);
        tunables.setRetryCount(0);
        tunables.setHealthSensitivity(0);
        tunables.setDiscovery(false);
        fabric.setTunables(tunables);
        Net o2ib0 = net(f, "o2ib");
        Net o2ib1 = net(f, "o2ib1");
        router = f.createNode();
        router.setHostname("rtr1");
        router.setRole(NodeRole.ROUTER);
        router.setRoutingEnabled(true);
        router.setRamBytes(48L << 30);
        router.setUsedBytes(2L << 30);
        fabric.getNodes().add(router);
        localNi(f, Nid.ipv4(Lnd.O2IBLND, 0, 10, 0, 0, 254), o2ib0);
        localNi(f, Nid.ipv4(Lnd.O2IBLND, 1, 10, 1, 0, 254), o2ib1);
        serverNis = new PeerNi[servers];
        serverNids = new Nid[servers];
        kibPeers = new KibPeer[servers];
        for (int i = 0; i < servers; i++) {
            serverNids[i] = Nid.ipv4(Lnd.O2IBLND, 0, 10, 0, 0, 21 + i);
            serverNis[i] = peerNi(f, serverNids[i]);
            KibPeer kp = f.createKibPeer();
            kp.setAddress(address += 0x1000);
            kp.setNid(serverNids[i]);
            kp.setIncarnation(1);
            router.getKibPeers().add(kp);
            kibPeers[i] = kp;
            newConnModel(f, kp);
        }
        computeNis = new PeerNi[computes];
        computeNids = new Nid[computes];
        for (int j = 0; j < computes; j++) {
            computeNids[j] = Nid.ipv4(Lnd.O2IBLND, 1, 10, 1, 0, 17 + j);
            computeNis[j] = peerNi(f, computeNids[j]);
        }
        for (int i = 0; i < servers; i++) {
            Node server = f.createNode();
            server.setHostname("oss" + i);
            server.setRole(NodeRole.SERVER);
            fabric.getNodes().add(server);
        }
    }

    Fabric fabric() {
        return fabric;
    }

    private Net net(LnetFactory f, String name) {
        Net net = f.createNet();
        net.setName(name);
        net.setLndType(LndType.O2IBLND);
        fabric.getNets().add(net);
        return net;
    }

    private void localNi(LnetFactory f, Nid nid, Net net) {
        LocalNi ni = f.createLocalNi();
        ni.setNid(nid);
        ni.setNet(net);
        ni.setStatus(LinkState.UP);
        ni.setPeerCredits(queueDepth);
        router.getLocalNis().add(ni);
    }

    private PeerNi peerNi(LnetFactory f, Nid nid) {
        Peer peer = f.createPeer();
        peer.setAddress(address += 0x1000);
        peer.setPrimaryNid(nid);
        router.getPeers().add(peer);
        PeerNi ni = f.createPeerNi();
        ni.setAddress(address += 0x1000);
        ni.setNid(nid);
        ni.setMaxTxCredits(queueDepth);
        ni.setTxCredits(queueDepth);
        ni.setMinTxCredits(queueDepth);
        ni.setRtrCredits(queueDepth);
        ni.setMinRtrCredits(queueDepth);
        ni.setRefcount(1);
        peer.getPeerNis().add(ni);
        return ni;
    }

    private void newConnModel(LnetFactory f, KibPeer kp) {
        KibConn conn = f.createKibConn();
        conn.setAddress(address += 0x10000);
        conn.setState(KibConnState.ESTABLISHED);
        conn.setQueueDepth(queueDepth);
        conn.setCredits(queueDepth);
        int rxs = 2 * queueDepth + 2;
        conn.setRefcount(rxs);
        conn.setNrx(rxs);
        conn.setQpPages(512);
        conn.setCqPages(256);
        conn.setRxPages(rxs);
        kp.getConns().add(conn);
        for (int r = 0; r < rxs; r++) {
            KibRx rx = f.createKibRx();
            rx.setAddress(conn.getAddress() + 0x100 + r * 0x40L);
            rx.setNob(-1);
            rx.setState(RxState.POSTED);
            conn.getRxs().add(rx);
        }
    }

    /** Writes a trace of {@code events} events (a few more: the last step completes). */
    void write(Path file, long events, TraceOptions options) throws IOException {
        try (TraceWriter writer = TraceWriter.create(file, fabric, 0, options)) {
            w = writer;
            bind();
            while (w.eventCount() < events) {
                step();
            }
        }
    }

    @SuppressWarnings("unchecked")
    private void bind() {
        cMessage = w.classIndex(Literals.MESSAGE);
        cKibConn = w.classIndex(Literals.KIB_CONN);
        cKibRx = w.classIndex(Literals.KIB_RX);
        lMessages = w.listSlot(Literals.NODE__MESSAGES);
        lConns = w.listSlot(Literals.KIB_PEER__CONNS);
        lRxs = w.listSlot(Literals.KIB_CONN__RXS);
        lTxq = w.listSlot(Literals.PEER_NI__TXQ);
        lRtrq = w.listSlot(Literals.PEER_NI__RTRQ);
        vTxCredits = w.valueSlot(Literals.PEER_NI__TX_CREDITS);
        vMinTx = w.valueSlot(Literals.PEER_NI__MIN_TX_CREDITS);
        vRtrCredits = w.valueSlot(Literals.PEER_NI__RTR_CREDITS);
        vMinRtr = w.valueSlot(Literals.PEER_NI__MIN_RTR_CREDITS);
        vTxqNob = w.valueSlot(Literals.PEER_NI__TXQ_NOB);
        vPniRefcount = w.valueSlot(Literals.PEER_NI__REFCOUNT);
        vMsgAddress = w.valueSlot(Literals.MESSAGE__ADDRESS);
        vMsgType = w.valueSlot(Literals.MESSAGE__TYPE);
        vSrcNid = w.valueSlot(Literals.MESSAGE__SRC_NID);
        vDestNid = w.valueSlot(Literals.MESSAGE__DEST_NID);
        vLength = w.valueSlot(Literals.MESSAGE__LENGTH);
        vRouting = w.valueSlot(Literals.MESSAGE__ROUTING);
        vReceiving = w.valueSlot(Literals.MESSAGE__RECEIVING);
        vSending = w.valueSlot(Literals.MESSAGE__SENDING);
        vRxCommitted = w.valueSlot(Literals.MESSAGE__RX_COMMITTED);
        vTxCommitted = w.valueSlot(Literals.MESSAGE__TX_COMMITTED);
        vRxDelayed = w.valueSlot(Literals.MESSAGE__RX_DELAYED);
        vTxDelayed = w.valueSlot(Literals.MESSAGE__TX_DELAYED);
        vRxReadyDelay = w.valueSlot(Literals.MESSAGE__RX_READY_DELAY);
        vPeerRtrCredit = w.valueSlot(Literals.MESSAGE__PEER_RTR_CREDIT);
        vPeerTxCredit = w.valueSlot(Literals.MESSAGE__PEER_TX_CREDIT);
        vRxPeer = w.valueSlot(Literals.MESSAGE__RX_PEER);
        vTxPeer = w.valueSlot(Literals.MESSAGE__TX_PEER);
        vMsgKibRx = w.valueSlot(Literals.MESSAGE__KIB_RX);
        vRxAddress = w.valueSlot(Literals.KIB_RX__ADDRESS);
        vRxNob = w.valueSlot(Literals.KIB_RX__NOB);
        vRxState = w.valueSlot(Literals.KIB_RX__STATE);
        vRxMsgType = w.valueSlot(Literals.KIB_RX__MSG_TYPE);
        vRxMessage = w.valueSlot(Literals.KIB_RX__MESSAGE);
        vConnAddress = w.valueSlot(Literals.KIB_CONN__ADDRESS);
        vConnState = w.valueSlot(Literals.KIB_CONN__STATE);
        vConnRefcount = w.valueSlot(Literals.KIB_CONN__REFCOUNT);
        vConnNrx = w.valueSlot(Literals.KIB_CONN__NRX);
        vConnQd = w.valueSlot(Literals.KIB_CONN__QUEUE_DEPTH);
        vConnCredits = w.valueSlot(Literals.KIB_CONN__CREDITS);
        vQpPages = w.valueSlot(Literals.KIB_CONN__QP_PAGES);
        vCqPages = w.valueSlot(Literals.KIB_CONN__CQ_PAGES);
        vRxPages = w.valueSlot(Literals.KIB_CONN__RX_PAGES);
        vOpenedAt = w.valueSlot(Literals.KIB_CONN__OPENED_AT);
        vClosedAt = w.valueSlot(Literals.KIB_CONN__CLOSED_AT);
        vListState = w.valueSlot(Literals.KIB_CONN__IBC_LIST_STATE);
        vSchedListState = w.valueSlot(Literals.KIB_CONN__IBC_SCHED_LIST_STATE);
        vUsedBytes = w.valueSlot(Literals.NODE__USED_BYTES);

        routerId = w.idOf(router);
        sId = new int[servers];
        kpId = new int[servers];
        conn = new int[servers];
        closeAt = new long[servers];
        postedRx = new ArrayDeque[servers];
        for (int i = 0; i < servers; i++) {
            sId[i] = w.idOf(serverNis[i]);
            kpId[i] = w.idOf(kibPeers[i]);
            KibConn c = kibPeers[i].getConns().get(0);
            conn[i] = w.idOf(c);
            postedRx[i] = new ArrayDeque<>();
            for (KibRx rx : c.getRxs()) {
                postedRx[i].add(w.idOf(rx));
            }
            closeAt[i] = Long.MAX_VALUE;
        }
        cId = new int[computes];
        for (int j = 0; j < computes; j++) {
            cId[j] = w.idOf(computeNis[j]);
        }
        phaseEnd = 5 * SECOND;
        nextTimeoutCheck = lndTimeoutNs;
        nextMemory = SECOND;
    }

    private long get(int id, int slot) {
        return w.state().get(id, slot);
    }

    private EventBuilder event(EventType type, KernelFunction function, int subject) {
        return w.event(now, type, function, subject);
    }

    /** One step of the simulation: a few events. */
    private void step() {
        now += 1 + (long) (-Math.log(1 - random.nextDouble()) * 2 * MS);
        if (now >= phaseEnd) {
            badPhase = !badPhase;
            phaseEnd = now + (badPhase ? 400 : 60) * SECOND;
            if (!badPhase) {
                recoverBadCompute();
            }
        }
        if (now >= nextMemory) {
            memorySample();
            nextMemory = now + SECOND;
        }
        if (now >= nextTimeoutCheck) {
            timeOutBadCompute();
            nextTimeoutCheck = now + lndTimeoutNs;
        }
        for (int i = 0; i < servers; i++) {
            if (closeAt[i] <= now) {
                reconnect(i);
            }
        }
        if (!completions.isEmpty() && completions.peek()[0] <= now) {
            complete((int) completions.poll()[1]);
            return;
        }
        arrive(random.nextInt(servers), random.nextInt(computes));
    }

    private void track(int msg, int src, int dst, int rx) {
        if (msg >= msgSrc.length) {
            int n = Math.max(msg + 1, msgSrc.length * 2);
            msgSrc = Arrays.copyOf(msgSrc, n);
            msgDst = Arrays.copyOf(msgDst, n);
            msgRx = Arrays.copyOf(msgRx, n);
        }
        msgSrc[msg] = src;
        msgDst[msg] = dst;
        msgRx[msg] = rx;
    }

    private void held(int connId, int delta) {
        if (connId >= heldOnConn.length) {
            heldOnConn = Arrays.copyOf(heldOnConn, Math.max(connId + 1, heldOnConn.length * 2));
        }
        heldOnConn[connId] += delta;
    }

    /** kiblnd_handle_rx -> lnet_parse: server i's message for compute j lands in an rx of i's conn. */
    private void arrive(int i, int j) {
        if (postedRx[i].isEmpty() || heldOnConn(conn[i]) >= queueDepth) {
            // out of IB credits: the server's txs wait; it will time out and reconnect
            if (closeAt[i] == Long.MAX_VALUE) {
                closeAt[i] = now + lndTimeoutNs;
            }
            return;
        }
        int rx = postedRx[i].poll();
        int length = random.nextInt(4) == 0 ? 1 << 20 : 4096;
        EventBuilder e = event(EventType.MSG_RECEIVED, KernelFunction.lnet_parse, -1);
        int msg = e.create(cMessage, routerId, lMessages);
        e.set(msg, vMsgAddress, address += 0x200).set(msg, vMsgType, MsgType.PUT).setPooled(msg, vSrcNid, serverNids[i])
                .setPooled(msg, vDestNid, computeNids[j]).set(msg, vLength, length).set(msg, vRouting, true)
                .set(msg, vReceiving, true).set(msg, vRxCommitted, true).set(msg, vRxPeer, sId[i])
                .set(msg, vMsgKibRx, rx).set(rx, vRxMessage, msg).set(rx, vRxNob, 264).set(rx, vRxState, RxState.HELD)
                .set(rx, vRxMsgType, 0xd1).commit();
        track(msg, i, j, rx);
        held(conn[i], 1);
        long rtr = get(sId[i], vRtrCredits) - 1;
        if (rtr < 0) {
            e = event(EventType.MSG_QUEUED_RTRQ, KernelFunction.lnet_post_routed_recv_locked, sId[i]);
            e.set(sId[i], vRtrCredits, rtr).set(sId[i], vMinRtr, Math.min(rtr, get(sId[i], vMinRtr)))
                    .set(msg, vRxDelayed, true).set(msg, vRxReadyDelay, true).set(msg, vPeerRtrCredit, true)
                    .add(sId[i], lRtrq, msg).commit();
            return;
        }
        event(EventType.CREDIT_TAKEN, KernelFunction.lnet_post_routed_recv_locked, sId[i])
                .set(sId[i], vRtrCredits, rtr).set(sId[i], vMinRtr, Math.min(rtr, get(sId[i], vMinRtr)))
                .set(msg, vPeerRtrCredit, true).commit();
        receiveAndForward(msg);
    }

    private int heldOnConn(int connId) {
        return connId < heldOnConn.length ? heldOnConn[connId] : 0;
    }

    /** lnet_ni_recv -> kiblnd_recv -> kiblnd_post_rx, then lnet_send towards the compute. */
    private void receiveAndForward(int msg) {
        int i = msgSrc[msg];
        int rx = msgRx[msg];
        int rxConn = w.state().containerOf(rx);
        boolean connAlive = get(rxConn, vConnState) == KibConnState.ESTABLISHED_VALUE;
        EventBuilder e;
        if (connAlive) {
            e = event(EventType.RX_REPOSTED, KernelFunction.kiblnd_post_rx, rx);
            e.set(rx, vRxMessage, -1).set(rx, vRxNob, -1).set(rx, vRxState, RxState.POSTED);
        } else {
            // kiblnd_post_rx on a dead conn: kiblnd_drop_rx drops the rx and its conn ref
            e = event(EventType.RX_DROPPED, KernelFunction.kiblnd_drop_rx, rx);
            e.set(rx, vRxMessage, -1).set(rx, vRxNob, 0).set(rx, vRxState, RxState.IDLE)
                    .set(rxConn, vConnRefcount, get(rxConn, vConnRefcount) - 1).set(rxConn, vConnNrx, get(rxConn, vConnNrx) - 1);
        }
        e.set(msg, vMsgKibRx, -1).set(msg, vReceiving, false).commit();
        held(rxConn, -1);
        msgRx[msg] = -1;
        if (connAlive) {
            postedRx[i].add(rx);
        } else if (get(rxConn, vConnRefcount) == 0) {
            destroy(rxConn);
        }
        send(msg);
    }

    /** lnet_post_send_locked: a peer tx credit of the compute, or its txq. */
    private void send(int msg) {
        int j = msgDst[msg];
        int c = cId[j];
        long tx = get(c, vTxCredits) - 1;
        int length = (int) get(msg, vLength);
        if (tx < 0) {
            event(EventType.MSG_QUEUED_TXQ, KernelFunction.lnet_post_send_locked, c).set(c, vTxCredits, tx)
                    .set(c, vMinTx, Math.min(tx, get(c, vMinTx))).set(c, vTxqNob, get(c, vTxqNob) + length + 72)
                    .set(msg, vSending, true).set(msg, vTxCommitted, true).set(msg, vTxDelayed, true)
                    .set(msg, vPeerTxCredit, true).set(msg, vTxPeer, c).add(c, lTxq, msg).commit();
            return;
        }
        event(EventType.MSG_FORWARDED, KernelFunction.lnet_ni_send, msg).set(c, vTxCredits, tx)
                .set(c, vMinTx, Math.min(tx, get(c, vMinTx))).set(msg, vSending, true).set(msg, vTxCommitted, true)
                .set(msg, vPeerTxCredit, true).set(msg, vTxPeer, c).commit();
        inFlight(msg);
    }

    private void inFlight(int msg) {
        if (badPhase && msgDst[msg] == 0) {
            stuckInFlight.add(msg); // compute 0 accepts the connection but never completes the RDMA
        } else {
            completions.add(new long[] {now + 20_000 + random.nextInt(200_000), msg});
        }
    }

    /** kiblnd_tx_done -> lnet_finalize: tx credits back (next txq message goes), then the router credit. */
    private void complete(int msg) {
        int i = msgSrc[msg];
        int c = cId[msgDst[msg]];
        int s = sId[i];
        event(EventType.MSG_COMPLETED, KernelFunction.lnet_finalize, c)
                .set(c, vTxCredits, get(c, vTxCredits) + 1).set(s, vRtrCredits, get(s, vRtrCredits) + 1)
                .delete(msg).commit();
        if (w.state().listSize(c, lTxq) > 0) {
            int next = w.state().list(c, lTxq).get(0);
            int length = (int) get(next, vLength);
            event(EventType.MSG_FORWARDED, KernelFunction.lnet_return_tx_credits_locked, next).removeAt(c, lTxq, 0)
                    .set(c, vTxqNob, get(c, vTxqNob) - length - 72).set(next, vTxDelayed, false).commit();
            inFlight(next);
        }
        if (w.state().listSize(s, lRtrq) > 0) {
            int next = w.state().list(s, lRtrq).get(0);
            event(EventType.CREDIT_RETURNED, KernelFunction.lnet_return_rx_credits_locked, s).removeAt(s, lRtrq, 0)
                    .set(next, vRxDelayed, false).commit();
            receiveAndForward(next);
        }
    }

    /** kiblnd_check_conns on the stuck compute: its in-flight txs time out and are finalized with an error. */
    private void timeOutBadCompute() {
        if (stuckInFlight.isEmpty()) {
            return;
        }
        int first = stuckInFlight.peek();
        event(EventType.TX_TIMED_OUT, KernelFunction.kiblnd_conn_timed_out_locked, first).commit();
        while (!stuckInFlight.isEmpty()) {
            complete(stuckInFlight.poll());
        }
    }

    private void recoverBadCompute() {
        while (!stuckInFlight.isEmpty()) {
            completions.add(new long[] {now + random.nextInt(1000), stuckInFlight.poll()});
        }
    }

    /**
     * The server timed out on its conn (no IB credits came back): kiblnd_close_conn_locked, then
     * kiblnd_finalise_conn flushes the posted rxs; the held ones keep the conn. The server then
     * reconnects (kiblnd_passive_connect on the router).
     */
    private void reconnect(int i) {
        closeAt[i] = Long.MAX_VALUE;
        int old = conn[i];
        event(EventType.CONN_STATE, KernelFunction.kiblnd_close_conn_locked, old).set(old, vConnState, KibConnState.CLOSING)
                .set(old, vClosedAt, now).commit();
        EventBuilder e = event(EventType.CONN_STATE, KernelFunction.kiblnd_finalise_conn, old)
                .set(old, vConnState, KibConnState.DISCONNECTED).set(old, vListState, 2).set(old, vSchedListState, 2);
        int dropped = postedRx[i].size();
        for (int rx : postedRx[i]) {
            e.set(rx, vRxNob, 0).set(rx, vRxState, RxState.IDLE);
        }
        postedRx[i].clear();
        e.set(old, vConnRefcount, get(old, vConnRefcount) - dropped).set(old, vConnNrx, get(old, vConnNrx) - dropped).commit();
        if (get(old, vConnRefcount) == 0) {
            destroy(old);
        }
        int rxs = 2 * queueDepth + 2;
        e = event(EventType.CONN_CREATED, KernelFunction.kiblnd_passive_connect, kpId[i]);
        int fresh = e.create(cKibConn, kpId[i], lConns);
        e.set(fresh, vConnAddress, address += 0x10000).set(fresh, vConnState, KibConnState.ESTABLISHED)
                .set(fresh, vConnQd, queueDepth).set(fresh, vConnCredits, queueDepth).set(fresh, vConnRefcount, rxs)
                .set(fresh, vConnNrx, rxs).set(fresh, vQpPages, 512).set(fresh, vCqPages, 256).set(fresh, vRxPages, rxs)
                .set(fresh, vOpenedAt, now);
        for (int r = 0; r < rxs; r++) {
            int rx = e.create(cKibRx, fresh, lRxs);
            e.set(rx, vRxAddress, address + 0x100 + r * 0x40L).set(rx, vRxNob, -1).set(rx, vRxState, RxState.POSTED);
            postedRx[i].add(rx);
        }
        e.commit();
        conn[i] = fresh;
    }

    /** kiblnd_destroy_conn: the last reference went; its rxs and the conn are freed. */
    private void destroy(int connId) {
        int kp = w.state().containerOf(connId);
        EventBuilder e = event(EventType.CONN_DESTROYED, KernelFunction.kiblnd_destroy_conn, kp);
        int n = w.state().listSize(connId, lRxs);
        for (int r = n - 1; r >= 0; r--) {
            e.delete(w.state().list(connId, lRxs).get(r));
        }
        e.delete(connId).commit();
        heldOnConn[connId] = 0;
    }

    private void memorySample() {
        long pinned = 0;
        for (int i = 0; i < servers; i++) {
            int kp = kpId[i];
            for (int k = 0; k < w.state().listSize(kp, lConns); k++) {
                int c = w.state().list(kp, lConns).get(k);
                if (get(c, vConnState) == KibConnState.DISCONNECTED_VALUE && get(c, vConnRefcount) > 0) {
                    pinned += (get(c, vQpPages) + get(c, vCqPages) + get(c, vRxPages)) * 4096;
                }
            }
        }
        event(EventType.MEMORY, KernelFunction.none, routerId).set(routerId, vUsedBytes, (2L << 30) + pinned).commit();
    }
}
