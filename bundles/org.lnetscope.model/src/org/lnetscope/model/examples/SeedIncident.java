package org.lnetscope.model.examples;

import java.time.Instant;

import org.lnetscope.model.CaptureSource;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LndType;
import org.lnetscope.model.LustreLayout;
import org.lnetscope.model.Net;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.Tunables;
import org.lnetscope.model.nid.Lnd;
import org.lnetscope.model.nid.Nid;

/**
 * The seed incident (shared/seed/incident-report.txt) at kdump time: a 2.12 router between ~100
 * computes on o2ib1 and the servers on o2ib0, one compute (10.1.0.17@o2ib1) that stopped draining.
 *
 * <ul>
 * <li>The compute's lpni_txq holds 42 (peer_buffer_credits) forwarded messages from each of the
 * "capped" servers and fewer from the others: ~4500 at full scale.</li>
 * <li>Each capped server has lpni_rtrcredits < 0 and that many messages parked on its lpni_rtrq,
 * each still holding the kib_rx it arrived in: the worst one, 10.0.0.21@o2ib, ~ -17000.</li>
 * <li>Along an rtrq, kib_rx.rx_conn changes every 42 messages: each server conn timed out, was
 * disconnected and stays pinned (DISCONNECTED, ibc_refcount == ibc_nrx == 42, lists poisoned,
 * QP 512 and CQ 256 pages still allocated) until its rxs are received.</li>
 * <li>The pinned conns use up the router's RAM.</li>
 * </ul>
 *
 * {@link Scale#FULL} is the size of the report; {@link Scale#of(double)} shrinks server, compute and
 * pinned-conn counts by the same factor, keeping the per-server and per-conn numbers (42) and the
 * ratios between the queues. RAM shrinks with the pinned total, so the router is still ~95% full.
 */
public final class SeedIncident {

    public static final int PEER_CREDITS = 42;
    /** The faulty compute and the worst server, as in the incident report's examples. */
    public static final Nid FAULTY_COMPUTE = Nid.ipv4(Lnd.O2IBLND, 1, 10, 1, 0, 17);
    public static final Nid WORST_SERVER = Nid.ipv4(Lnd.O2IBLND, 0, 10, 0, 0, 21);
    public static final Nid ROUTER_SERVER_SIDE = Nid.ipv4(Lnd.O2IBLND, 0, 10, 0, 0, 254);
    public static final Nid ROUTER_COMPUTE_SIDE = Nid.ipv4(Lnd.O2IBLND, 1, 10, 1, 0, 254);
    public static final double DEFAULT_FACTOR = 0.1;

    /**
     * How big to build it.
     *
     * @param computes computes on o2ib1, the faulty one included
     * @param cappedServers server NIDs with 42 messages stuck in the compute's txq (the report's 69)
     * @param uncappedServers server NIDs with fewer (the rest of the ~4500)
     * @param uncappedMessages messages from all uncapped servers together in the compute's txq
     * @param worstServerPinnedConns pinned conns of 10.0.0.21@o2ib (~17000 / 42)
     * @param otherServerPinnedConns pinned conns of every other capped server
     */
    public record Scale(int computes, int cappedServers, int uncappedServers, int uncappedMessages,
            int worstServerPinnedConns, int otherServerPinnedConns) {

        public static final Scale FULL = new Scale(100, 69, 51, 4500 - 69 * PEER_CREDITS, 405, 200);

        public static Scale of(double factor) {
            if (factor <= 0 || factor > 1) {
                throw new IllegalArgumentException("scale factor " + factor + " is not in (0, 1]");
            }
            int uncapped = atLeast(1, FULL.uncappedServers * factor);
            return new Scale(atLeast(2, FULL.computes * factor), atLeast(2, FULL.cappedServers * factor), uncapped,
                    (int) Math.round((double) FULL.uncappedMessages * uncapped / FULL.uncappedServers),
                    atLeast(1, FULL.worstServerPinnedConns * factor), atLeast(1, FULL.otherServerPinnedConns * factor));
        }

        public int servers() {
            return cappedServers + uncappedServers;
        }

        /** Length of the faulty compute's lpni_txq. */
        public int computeTxqLength() {
            return cappedServers * PEER_CREDITS + uncappedMessages;
        }

        public int pinnedConns() {
            return worstServerPinnedConns + (cappedServers - 1) * otherServerPinnedConns;
        }

        private static int atLeast(int min, double value) {
            return Math.max(min, (int) Math.round(value));
        }
    }

    private SeedIncident() {
    }

    /** At {@link #DEFAULT_FACTOR} of the report's size. */
    public static Fabric build() {
        return build(Scale.of(DEFAULT_FACTOR));
    }

    public static Fabric build(Scale scale) {
        FabricBuilder b = new FabricBuilder("seed-incident",
                "LNet router OOM at kdump time: compute " + FAULTY_COMPUTE + " stopped draining, servers' routed"
                        + " messages parked on lpni_rtrq pin their disconnected kib_conns.",
                LustreLayout.LAYOUT_B2_12, CaptureSource.VMCORE, Instant.parse("2021-12-14T03:12:45Z"));
        incidentTunables(b.tunables());
        Net o2ib0 = b.net("o2ib", LndType.O2IBLND);
        Net o2ib1 = b.net("o2ib1", LndType.O2IBLND);
        for (int i = 0; i < scale.computes(); i++) {
            Node compute = b.node(String.format("c%03d", i + 1), NodeRole.COMPUTE, String.format("rack-%02d", i / 16 + 1));
            b.localNi(compute, compute(scale, i), o2ib1, "ib0");
            b.route(compute, o2ib0, ROUTER_COMPUTE_SIDE);
        }
        for (int i = 0; i < scale.servers(); i++) {
            Node server = b.node(String.format("oss%03d", i + 1), NodeRole.SERVER, "servers");
            b.localNi(server, server(i), o2ib0, "ib0");
            b.route(server, o2ib1, ROUTER_SERVER_SIDE);
        }
        new IncidentRouter(b, scale, o2ib0, o2ib1).build();
        return b.fabric;
    }

    /** peer_credits = 42, discovery = 0, health_sensitivity = 0, transaction_timeout = 50, retry_count = 0. */
    private static void incidentTunables(Tunables t) {
        t.setPeerCredits(PEER_CREDITS);
        t.setDiscovery(false);
        t.setHealthSensitivity(0);
        t.setTransactionTimeout(50);
        t.setRetryCount(0);
        t.setLndTimeout(50);
    }

    /** Compute i is 10.1.0.(i+1); with fewer than 17 computes the last one becomes the faulty .17. */
    public static Nid compute(Scale scale, int i) {
        int host = i == faultyComputeIndex(scale) ? 17 : i + 1;
        return Nid.ipv4(Lnd.O2IBLND, 1, 10, 1, host / 256, host % 256);
    }

    public static int faultyComputeIndex(Scale scale) {
        return Math.min(16, scale.computes() - 1);
    }

    /** Server i's NID: 10.0.0.21 first (the worst), then the others; capped servers come first. */
    public static Nid server(int i) {
        int host = i == 0 ? 21 : i <= 20 ? i : i + 1;
        return Nid.ipv4(Lnd.O2IBLND, 0, 10, 0, host / 256, host % 256);
    }
}
