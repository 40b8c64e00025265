package org.lnetscope.model.examples;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import org.lnetscope.model.CaptureSource;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LndType;
import org.lnetscope.model.LocalNi;
import org.lnetscope.model.LustreLayout;
import org.lnetscope.model.Net;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.nid.Lnd;
import org.lnetscope.model.nid.Nid;

/**
 * A big fabric for benchmarks: {@link Size#MILLION} is 5,000 computes, 50 routers and 500 servers,
 * ~500,000 queued lnet_msgs and 20,000 kib_conns, ~1,040,000 objects in all.
 *
 * <p>Every router is in a milder form of the seed incident: its computes drain slowly, so each
 * has forwarded messages on its lpni_txq, and the busiest servers' messages are parked on their
 * lpni_rtrq holding kib_rxs of conns that were disconnected and are pinned, 42 per conn. The
 * result validates with pinned-connection warnings only, and its references (queues to messages,
 * messages to rxs and peer NIs, kib peers to NIs) are spread the way real extracts spread them.
 *
 * <p>Computes and servers carry only their NI and routes; the kernel state modelled is the routers'.
 */
public final class LargeFabric {

    /**
     * How big to build it.
     *
     * @param routers routers; computes and servers are split evenly between them
     * @param computesPerRouter computes behind each router (its peers on o2ib1)
     * @param servers servers, each a peer of every router and routed through all of them
     * @param busyServersPerRouter servers per router with 42 messages in its computes' txqs and
     *        {@code pinnedConnsPerBusyServer} x 42 + {@link RouterState#HELD_ON_CURRENT_CONN} parked
     * @param idleConnsPerRouter ESTABLISHED conns to the other servers
     */
    public record Size(int routers, int computesPerRouter, int servers, int busyServersPerRouter,
            int pinnedConnsPerBusyServer, int idleConnsPerRouter) {

        public static final Size MILLION = new Size(50, 100, 500, 53, 3, 88);

        public int computes() {
            return routers * computesPerRouter;
        }

        /** Queued lnet_msgs in the whole fabric. */
        public long messages() {
            long perBusyServer = PEER_CREDITS + (long) pinnedConnsPerBusyServer * PEER_CREDITS + RouterState.HELD_ON_CURRENT_CONN;
            return routers * busyServersPerRouter * perBusyServer;
        }

        /** kib_conns in the whole fabric: one per compute, the busy servers' and the idle ones. */
        public long conns() {
            return (long) routers * (computesPerRouter + busyServersPerRouter * (pinnedConnsPerBusyServer + 1L) + idleConnsPerRouter);
        }
    }

    static final int PEER_CREDITS = 42;

    private LargeFabric() {
    }

    public static Fabric build(Size size) {
        if (size.busyServersPerRouter() + size.idleConnsPerRouter() > size.servers()) {
            throw new IllegalArgumentException("more server conns per router than servers: " + size);
        }
        FabricBuilder b = new FabricBuilder("large-" + size.computes() + "-computes",
                size.routers() + " routers between " + size.computes() + " computes and " + size.servers()
                        + " servers, every router queueing for slow computes and pinning conns of busy servers.",
                LustreLayout.LAYOUT_B2_12, CaptureSource.SIMULATOR, Instant.parse("2021-12-14T03:00:00Z"));
        b.tunables().setPeerCredits(PEER_CREDITS);
        Net o2ib0 = b.net("o2ib", LndType.O2IBLND);
        Net o2ib1 = b.net("o2ib1", LndType.O2IBLND);

        List<Nid> serverNids = new ArrayList<>();
        for (int i = 0; i < size.servers(); i++) {
            serverNids.add(host(0, i + 1));
        }
        for (int r = 0; r < size.routers(); r++) {
            List<Nid> computeNids = new ArrayList<>();
            for (int c = 0; c < size.computesPerRouter(); c++) {
                int index = r * size.computesPerRouter() + c;
                Nid nid = host(1, index + 1);
                computeNids.add(nid);
                Node compute = b.node(String.format("c%05d", index + 1), NodeRole.COMPUTE, String.format("rack-%03d", r + 1));
                b.localNi(compute, nid, o2ib1, "ib0");
                b.route(compute, o2ib0, routerNid(1, r));
            }
            new RouterState(b, new Kmem(r), size, r).build(o2ib0, o2ib1, computeNids, serverNids);
        }
        for (int i = 0; i < size.servers(); i++) {
            Node server = b.node(String.format("oss%03d", i + 1), NodeRole.SERVER, "servers");
            LocalNi ni = b.localNi(server, serverNids.get(i), o2ib0, "ib0");
            ni.setPeerCredits(PEER_CREDITS);
            // Servers reach the computes through every router, as `lnetctl route show` lists them.
            for (int r = 0; r < size.routers(); r++) {
                b.route(server, o2ib1, routerNid(0, r));
            }
        }
        return b.fabric;
    }

    /** Host n of 10.{net}.0.0/16, n >= 1. */
    static Nid host(int net, int n) {
        return Nid.ipv4(Lnd.O2IBLND, net, 10, net, n / 256, n % 256);
    }

    /** Router r's NID on o2ib{net}: 10.{net}.250.{r+1}, above every host number used. */
    static Nid routerNid(int net, int r) {
        return Nid.ipv4(Lnd.O2IBLND, net, 10, net, 250, r + 1);
    }
}
