package org.lnetscope.model.examples;

import java.time.Instant;

import org.lnetscope.model.CaptureSource;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.LndType;
import org.lnetscope.model.LocalNi;
import org.lnetscope.model.LustreLayout;
import org.lnetscope.model.Net;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.nid.Lnd;
import org.lnetscope.model.nid.Nid;

/**
 * A small fabric at rest, in the master layout: one router between four computes on o2ib1 and two
 * servers on o2ib0, every credit back, every queue empty, every conn ESTABLISHED. It validates clean.
 */
public final class HealthyFabric {

    public static final int COMPUTES = 4;
    public static final int SERVERS = 2;

    private static final long GIB = 1L << 30;
    private static final long CLOCK = 86_400;

    private HealthyFabric() {
    }

    public static Fabric build() {
        FabricBuilder b = new FabricBuilder("healthy", "One router between " + COMPUTES + " computes on o2ib1 and "
                + SERVERS + " servers on o2ib0, at rest.", LustreLayout.LAYOUT_MASTER, CaptureSource.SIMULATOR,
                Instant.parse("2021-12-01T09:00:00Z"));
        b.tunables().setPeerCredits(42);
        b.tunables().setTransactionTimeout(150);
        Net o2ib0 = b.net("o2ib", LndType.O2IBLND);
        Net o2ib1 = b.net("o2ib1", LndType.O2IBLND);

        Node router = b.node("rtr01", NodeRole.ROUTER, "routers");
        Kmem kmem = new Kmem(0);
        router.setRamBytes(48 * GIB);
        router.setUsedBytes(3 * GIB);
        router.setRoutingEnabled(true);
        router.setCptCount(2);
        router.setClockSeconds(CLOCK);
        Nid routerServerSide = Nid.ipv4(Lnd.O2IBLND, 0, 10, 0, 0, 254);
        Nid routerComputeSide = Nid.ipv4(Lnd.O2IBLND, 1, 10, 1, 0, 254);
        LocalNi ib0 = b.localNi(router, routerServerSide, o2ib0, "ib0");
        LocalNi ib1 = b.localNi(router, routerComputeSide, o2ib1, "ib1");
        b.txQueues(ib0, 2, 12);
        b.txQueues(ib1, 2, 9);
        b.routerPools(router);
        b.stats(router, 0, 1_250_000);

        for (int i = 1; i <= COMPUTES; i++) {
            Nid nid = Nid.ipv4(Lnd.O2IBLND, 1, 10, 1, 0, i);
            endpoint(b, String.format("c%02d", i), NodeRole.COMPUTE, "rack-01", nid, o2ib1, o2ib0, routerComputeSide);
            // Show the rx ring of one conn; the others leave their posted rxs out.
            connectedPeer(b, router, kmem, nid, ib1, i, i == 1);
        }
        for (int i = 1; i <= SERVERS; i++) {
            Nid nid = Nid.ipv4(Lnd.O2IBLND, 0, 10, 0, 0, i);
            endpoint(b, String.format("oss%02d", i), NodeRole.SERVER, "servers", nid, o2ib0, o2ib1, routerServerSide);
            connectedPeer(b, router, kmem, nid, ib0, 100 + i, false);
        }
        return b.fabric;
    }

    private static void endpoint(FabricBuilder b, String hostname, NodeRole role, String group, Nid nid, Net own,
            Net remote, Nid gateway) {
        Node node = b.node(hostname, role, group);
        b.localNi(node, nid, own, "ib0");
        b.route(node, remote, gateway);
    }

    private static void connectedPeer(FabricBuilder b, Node router, Kmem kmem, Nid nid, LocalNi ni, int seed,
            boolean withRxs) {
        b.peer(router, kmem, nid, CLOCK - seed % 7);
        KibPeer kibPeer = b.kibPeer(router, kmem, nid, ni, 1_638_316_800_000_000L + seed, CLOCK - seed % 7);
        b.establishedConn(kibPeer, kmem, b.tunables().getPeerCredits(), CLOCK - 3600, withRxs);
    }
}
