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
import org.lnetscope.model.RxState;
import org.lnetscope.model.nid.Nid;

/**
 * One router of {@link LargeFabric}: the seed incident's mechanics (see IncidentRouter) applied to
 * every compute and every busy server at once, with the counters kept consistent so the fabric
 * validates: each busy server has used its 42 router credits on messages now in its computes'
 * txqs, and the rest of what it sent is parked on its lpni_rtrq holding rxs of pinned conns.
 */
final class RouterState {

    /** Held rxs on each busy server's current, still ESTABLISHED conn. */
    static final int HELD_ON_CURRENT_CONN = 20;
    private static final int PEER_CREDITS = LargeFabric.PEER_CREDITS;
    private static final long CLOCK = 1_000_000;
    /** A server reconnects, sends 42, times out after lnd_timeout (50 s). */
    private static final long CYCLE = 52;

    private final FabricBuilder b;
    private final Kmem kmem;
    private final LargeFabric.Size size;
    private final int index;
    private Node router;
    private RoutedMessages messages;

    RouterState(FabricBuilder b, Kmem kmem, LargeFabric.Size size, int index) {
        this.b = b;
        this.kmem = kmem;
        this.size = size;
        this.index = index;
    }

    void build(Net o2ib0, Net o2ib1, List<Nid> computes, List<Nid> servers) {
        router = b.node(String.format("rtr%02d", index + 1), NodeRole.ROUTER, "routers");
        messages = new RoutedMessages(router, kmem);
        router.setRoutingEnabled(true);
        router.setCptCount(2);
        router.setClockSeconds(CLOCK);
        LocalNi ib0 = b.localNi(router, LargeFabric.routerNid(0, index), o2ib0, "ib0");
        LocalNi ib1 = b.localNi(router, LargeFabric.routerNid(1, index), o2ib1, "ib1");
        b.txQueues(ib0, 2, 40);
        b.txQueues(ib1, 2, 40);
        b.routerPools(router);

        List<PeerNi> computePeers = new ArrayList<>();
        for (int i = 0; i < computes.size(); i++) {
            Nid nid = computes.get(i);
            computePeers.add(b.peer(router, kmem, nid, CLOCK - 3));
            KibPeer kibPeer = b.kibPeer(router, kmem, nid, ib1, 1_639_000_000_000_000L + i, CLOCK - 3);
            b.establishedConn(kibPeer, kmem, PEER_CREDITS, CLOCK - 40, false);
        }
        List<PeerNi> serverPeers = new ArrayList<>();
        for (Nid nid : servers) {
            serverPeers.add(b.peer(router, kmem, nid, CLOCK));
        }
        // Each router's busy servers are a different slice of the servers.
        int first = index * size.busyServersPerRouter() % servers.size();
        List<PeerNi> busy = new ArrayList<>();
        for (int i = 0; i < size.busyServersPerRouter(); i++) {
            busy.add(serverPeers.get((first + i) % servers.size()));
        }
        fillComputeTxqs(computePeers, busy);
        for (int i = 0; i < busy.size(); i++) {
            parkOnRtrq(busy.get(i), ib0, i);
        }
        for (int i = 0; i < size.idleConnsPerRouter(); i++) {
            PeerNi server = serverPeers.get((first + busy.size() + i) % servers.size());
            KibPeer kibPeer = b.kibPeer(router, kmem, server.getNid(), ib0, 1_638_900_000_000_000L + i, CLOCK);
            b.establishedConn(kibPeer, kmem, PEER_CREDITS, CLOCK - 3000, false);
        }
        b.stats(router, router.getMessages().size(), 3_200_000_000L);
        router.setRamBytes(256L << 30);
        router.setUsedBytes(router.pinnedBytes() + (long) router.getMessages().size() * RoutedMessages.SIZEOF_LNET_MSG + (4L << 30));
    }

    /**
     * Round robin over the busy servers, each message to the next compute: every busy server ends
     * with 42 forwarded messages (all its router credits) waiting for peer tx credits of computes.
     */
    private void fillComputeTxqs(List<PeerNi> computes, List<PeerNi> busy) {
        for (int round = 0; round < PEER_CREDITS; round++) {
            for (PeerNi server : busy) {
                PeerNi compute = computes.get(messages.count() % computes.size());
                Message m = messages.message(server, compute.getNid());
                m.setTxPeer(compute);
                m.setSending(true);
                m.setTxCommitted(true);
                m.setTxDelayed(true);
                m.setPeerTxCredit(true);
                m.setRtrCredit(true);
                compute.getTxq().add(m);
                compute.setTxqNob(compute.getTxqNob() + m.getLength() + FabricBuilder.LNET_HDR_SIZE);
                RtrBufferPool pool = b.pool(router, PoolKind.SMALL, messages.count() % router.getCptCount());
                pool.setCredits(pool.getCredits() - 1);
                pool.setMinCredits(pool.getCredits());
            }
        }
        for (PeerNi compute : computes) {
            int queued = compute.getTxq().size();
            compute.setTxCredits(-queued);
            compute.setMinTxCredits(-queued);
            compute.setRefcount(2 + queued);
        }
        for (PeerNi server : busy) {
            server.setRtrCredits(0);
            server.setMinRtrCredits(0);
            server.setRefcount(2 + PEER_CREDITS);
        }
    }

    /** Pinned conns with 42 held rxs each, then the current conn with a few; all parked on the rtrq. */
    private void parkOnRtrq(PeerNi server, LocalNi ib0, int i) {
        KibPeer kibPeer = b.kibPeer(router, kmem, server.getNid(), ib0, 1_638_800_000_000_000L + i, CLOCK);
        int pinned = size.pinnedConnsPerBusyServer();
        for (int c = 0; c < pinned; c++) {
            long openedAt = CLOCK - (pinned - c) * CYCLE - 10;
            KibConn conn = b.establishedConn(kibPeer, kmem, PEER_CREDITS, openedAt, true);
            messages.park(server, conn, PEER_CREDITS, this::destination);
            RoutedMessages.pin(conn, openedAt + CYCLE - 1);
        }
        KibConn current = b.establishedConn(kibPeer, kmem, PEER_CREDITS, CLOCK - 10, true);
        messages.park(server, current, HELD_ON_CURRENT_CONN, this::destination);
        // Only held rx descriptors are kept: the posted ones say nothing a benchmark needs.
        current.getRxs().removeIf(rx -> rx.getState() != RxState.HELD);

        int parked = server.getRtrq().size();
        server.setRtrCredits(-parked);
        server.setMinRtrCredits(-parked);
        server.setRefcount(server.getRefcount() + parked);
    }

    /** Where the n-th message goes: the computes in turn. */
    private Nid destination(int n) {
        return LargeFabric.host(1, 1 + n % size.computes());
    }
}
