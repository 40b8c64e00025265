package org.lnetscope.model.examples;

import java.util.ArrayList;
import java.util.List;

import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.LocalNi;
import org.lnetscope.model.Message;
import org.lnetscope.model.Net;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.PoolKind;
import org.lnetscope.model.RtrBufferPool;
import org.lnetscope.model.TxQueue;
import org.lnetscope.model.nid.Nid;

/** The router's kernel state in {@link SeedIncident}: the part a vmcore extract would give. */
final class IncidentRouter {

    /** Seconds per pinned conn: a server reconnects, sends 42, times out after lnd_timeout (50 s). */
    private static final long CYCLE = 52;
    private static final long CLOCK = 1_000_000;
    /** Held rxs on each capped server's current, still ESTABLISHED conn. */
    private static final int HELD_ON_CURRENT_CONN = 20;

    private final FabricBuilder b;
    private final SeedIncident.Scale scale;
    private final Net o2ib0;
    private final Net o2ib1;
    private final Kmem kmem = new Kmem(0);
    private Node router;
    private RoutedMessages messages;

    IncidentRouter(FabricBuilder b, SeedIncident.Scale scale, Net o2ib0, Net o2ib1) {
        this.b = b;
        this.scale = scale;
        this.o2ib0 = o2ib0;
        this.o2ib1 = o2ib1;
    }

    void build() {
        router = b.node("rtr01", NodeRole.ROUTER, "routers");
        messages = new RoutedMessages(router, kmem);
        router.setRoutingEnabled(true);
        router.setCptCount(2);
        router.setClockSeconds(CLOCK);
        LocalNi ib0 = b.localNi(router, SeedIncident.ROUTER_SERVER_SIDE, o2ib0, "ib0");
        LocalNi ib1 = b.localNi(router, SeedIncident.ROUTER_COMPUTE_SIDE, o2ib1, "ib1");
        b.txQueues(ib0, 2, 40);
        b.txQueues(ib1, 2, 40);
        b.routerPools(router);

        PeerNi faulty = null;
        for (int i = 0; i < scale.computes(); i++) {
            Nid nid = SeedIncident.compute(scale, i);
            PeerNi peerNi = b.peer(router, kmem, nid, CLOCK - 3);
            KibPeer kibPeer = b.kibPeer(router, kmem, nid, ib1, 1_639_000_000_000_000L + i, CLOCK - 3);
            KibConn conn = b.establishedConn(kibPeer, kmem, SeedIncident.PEER_CREDITS, CLOCK - 40, false);
            if (i == SeedIncident.faultyComputeIndex(scale)) {
                faulty = peerNi;
                stuckSending(conn, ib1);
            }
        }
        List<PeerNi> servers = new ArrayList<>();
        for (int i = 0; i < scale.servers(); i++) {
            servers.add(b.peer(router, kmem, SeedIncident.server(i), CLOCK));
        }
        fillComputeTxq(faulty, servers);
        for (int i = 0; i < scale.cappedServers(); i++) {
            int pinned = i == 0 ? scale.worstServerPinnedConns() : scale.otherServerPinnedConns();
            parkOnRtrq(servers.get(i), ib0, pinned, i);
        }
        for (int i = scale.cappedServers(); i < scale.servers(); i++) {
            KibPeer kibPeer = b.kibPeer(router, kmem, servers.get(i).getNid(), ib0, 1_638_900_000_000_000L + i, CLOCK);
            b.establishedConn(kibPeer, kmem, SeedIncident.PEER_CREDITS, CLOCK - 3000, false);
        }
        b.stats(router, router.getMessages().size() + SeedIncident.PEER_CREDITS, 3_200_000_000L);
        memory();
    }

    /** The router's conn to the compute: every credit used, 42 sends posted and never completed. */
    private void stuckSending(KibConn conn, LocalNi ib1) {
        conn.setCredits(0);
        conn.setNsendsPosted(SeedIncident.PEER_CREDITS);
        conn.setRefcount(conn.getRefcount() + SeedIncident.PEER_CREDITS);
        conn.getPeer().setReconnected(3);
        // The 42 messages in flight hold NI tx credits (msg_txcredit) but wait on no queue.
        for (TxQueue queue : ib1.getTxQueues()) {
            queue.setCredits(queue.getCredits() - SeedIncident.PEER_CREDITS / ib1.getTxQueues().size());
        }
    }

    /**
     * The compute's lpni_txq in arrival order (round robin over the servers): forwarded messages,
     * each holding a router buffer and its server's router credit, waiting for a peer tx credit.
     */
    private void fillComputeTxq(PeerNi compute, List<PeerNi> servers) {
        int[] quota = new int[servers.size()];
        for (int i = 0; i < servers.size(); i++) {
            quota[i] = i < scale.cappedServers() ? SeedIncident.PEER_CREDITS : uncappedShare(i - scale.cappedServers());
        }
        long inFlightNob = (long) SeedIncident.PEER_CREDITS * (RoutedMessages.LENGTHS[1] + FabricBuilder.LNET_HDR_SIZE);
        long nob = inFlightNob;
        for (int round = 0; round < SeedIncident.PEER_CREDITS; round++) {
            for (int i = 0; i < servers.size(); i++) {
                if (round < quota[i]) {
                    Message m = messages.message(servers.get(i), compute.getNid());
                    m.setTxPeer(compute);
                    m.setSending(true);
                    m.setTxCommitted(true);
                    m.setTxDelayed(true);
                    m.setPeerTxCredit(true);
                    m.setRtrCredit(true);
                    compute.getTxq().add(m);
                    nob += m.getLength() + FabricBuilder.LNET_HDR_SIZE;
                    takeBuffer(m);
                }
            }
        }
        int queued = compute.getTxq().size();
        compute.setTxCredits(-queued);
        compute.setMinTxCredits(-queued);
        compute.setTxqNob(nob);
        compute.setRefcount(2 + queued + SeedIncident.PEER_CREDITS);
        compute.setMinRtrCredits(-2);
        for (int i = 0; i < servers.size(); i++) {
            PeerNi server = servers.get(i);
            server.setRtrCredits(SeedIncident.PEER_CREDITS - quota[i]);
            server.setMinRtrCredits(SeedIncident.PEER_CREDITS - quota[i]);
            server.setRefcount(2 + quota[i]);
        }
    }

    /** Spreads the uncapped servers' messages evenly (31 or 32 each at full scale). */
    private int uncappedShare(int i) {
        long total = scale.uncappedMessages();
        int n = scale.uncappedServers();
        return (int) ((i + 1) * total / n - i * total / n);
    }

    /** Small payloads come from the small pool of the CPT the message was received on. */
    private void takeBuffer(Message m) {
        RtrBufferPool pool = b.pool(router, PoolKind.SMALL, messages.count() % router.getCptCount());
        pool.setCredits(pool.getCredits() - 1);
        pool.setMinCredits(Math.min(pool.getMinCredits(), pool.getCredits() - 37));
    }

    /**
     * A capped server: lpni_rtrcredits already at 0 from its 42 messages in the compute's txq, so
     * everything it sent since is parked on its lpni_rtrq holding the rx it arrived in, 42 per conn.
     */
    private void parkOnRtrq(PeerNi server, LocalNi ib0, int pinnedConns, int index) {
        KibPeer kibPeer = b.kibPeer(router, kmem, server.getNid(), ib0, 1_638_800_000_000_000L + index, CLOCK);
        for (int c = 0; c < pinnedConns; c++) {
            long openedAt = CLOCK - (pinnedConns - c) * CYCLE - 10;
            KibConn conn = b.establishedConn(kibPeer, kmem, SeedIncident.PEER_CREDITS, openedAt, true);
            messages.park(server, conn, SeedIncident.PEER_CREDITS, this::destination);
            RoutedMessages.pin(conn, openedAt + CYCLE - 1);
        }
        KibConn current = b.establishedConn(kibPeer, kmem, SeedIncident.PEER_CREDITS, CLOCK - 10, true);
        messages.park(server, current, HELD_ON_CURRENT_CONN, this::destination);

        int parked = server.getRtrq().size();
        server.setRtrCredits(server.getRtrCredits() - parked);
        server.setMinRtrCredits(server.getRtrCredits());
        server.setRefcount(server.getRefcount() + parked);
    }

    /** RAM sized so that the pinned conns fill ~95% of it, as they filled the report's 48 GB. */
    private void memory() {
        long pinned = router.pinnedBytes();
        long mib = 1L << 20;
        long ram = ((long) (pinned / 0.95) + mib - 1) / mib * mib;
        router.setRamBytes(ram);
        router.setUsedBytes(pinned + (long) router.getMessages().size() * RoutedMessages.SIZEOF_LNET_MSG + ram / 50);
    }

    /** Where the n-th message goes: the computes in turn. */
    private Nid destination(int n) {
        return SeedIncident.compute(scale, n % scale.computes());
    }
}
