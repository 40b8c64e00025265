package org.lnetscope.sim.world;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.lnetscope.model.nid.Nid;

import org.lnetscope.sim.TracedFunction;
import org.lnetscope.sim.lnet.LnetMsg;
import org.lnetscope.sim.lnet.LnetNi;
import org.lnetscope.sim.lnet.LnetRoute;
import org.lnetscope.sim.lnet.LnetTxQueue;
import org.lnetscope.sim.lnet.RtrBufPool;
import org.lnetscope.sim.o2iblnd.KibConn;
import org.lnetscope.sim.o2iblnd.KibPeerNi;

/** Faults and timed what-ifs: when they start and end, and what each does to a node. */
public final class Faults {

    /**
     * HOST_SILENT, fault shape (a1): HCA acks, host handles nothing, connections are accepted.
     * HOST_SILENT_NO_CM, (a2): the same, but the host answers neither IPoIB ARP nor the CM, so no
     * connection to it gets established (rdma_resolve_addr, ib_cm and kiblnd_passive_connect need
     * the host's kernel). HOST_PARTIAL: the host handles only a fraction of what it receives
     * (the rest is acked by the HCA and never handled), and otherwise runs. LINK_DOWN, (b): HCA or
     * link dead. REBOOT: link_down and state lost.
     */
    public enum Kind {
        HOST_SILENT, HOST_SILENT_NO_CM, HOST_PARTIAL, LINK_DOWN, REBOOT
    }

    /**
     * What the faulty host's own LND still does during a host_silent fault: the three reasons the
     * LND may never report it "down" (docs/scenario-format.md, "faults"). All 0 is a host whose
     * kernel does nothing at all.
     *
     * @param opensConnsEveryNs it opens a conn to each of its gateways this often (the router
     *     accepts it on the same kib_peer_ni, kiblnd_passive_connect, so a conn that times out is
     *     not the peer's last, kiblnd_close_conn_locked)
     * @param handshakeNs a conn it opens stays this long in the router's PASSIVE_WAIT
     *     (ibp_accepting), so a close then finds the kib_peer_ni busy (kiblnd_peer_notify)
     * @param disconnectsAfterNs it closes each of its conns this long after it is established,
     *     with a DISCONNECT: the router closes its side with ibc_comms_error 0, ibp_error 0
     */
    public record LndBehaviour(long opensConnsEveryNs, long handshakeNs, long disconnectsAfterNs) {
        public static final LndBehaviour NONE = new LndBehaviour(0, 0, 0);

        public boolean any() {
            return opensConnsEveryNs > 0 || handshakeNs > 0 || disconnectsAfterNs > 0;
        }
    }

    /**
     * @param durationNs how long it lasts; 0 means until the end of the run
     * @param everyNs the fault comes back this often (intermittent); 0 means once
     * @param answers HOST_PARTIAL: the fraction of received messages the host handles
     */
    public record Fault(Kind kind, SimNode node, long atNs, long durationNs, long everyNs, LndBehaviour lnd,
            double answers) {
    }

    private final World world;

    public Faults(World world) {
        this.world = world;
    }

    public void schedule(List<Fault> faults) {
        for (Fault fault : faults) {
            scheduleOnce(fault, fault.atNs());
        }
        long at = world.whatIf.routingDisabledAtNs();
        if (at >= 0) {
            world.q.at(at, this::disableRouting);
        }
    }

    /** One occurrence at {@code at}; an intermittent fault schedules the next when this one begins. */
    private void scheduleOnce(Fault fault, long at) {
        world.q.at(at, () -> {
            begin(fault);
            if (fault.everyNs() > 0) {
                scheduleOnce(fault, at + fault.everyNs());
            }
        });
        if (fault.durationNs() > 0) {
            world.q.at(at + fault.durationNs(), () -> end(fault));
        }
    }

    private void begin(Fault fault) {
        SimNode node = fault.node();
        world.touch(node);
        node.healthChanges++;
        switch (fault.kind()) {
            case HOST_SILENT -> {
                node.hostSilent = true;
                startLnd(node, fault.lnd());
            }
            case HOST_SILENT_NO_CM -> {
                node.hostSilent = true;
                node.noCm = true;
            }
            case HOST_PARTIAL -> node.partialAnswers = fault.answers();
            case LINK_DOWN -> node.unreachable = true;
            case REBOOT -> {
                node.unreachable = true;
                wipe(node);
            }
        }
        note(node, "fault " + fault.kind().name().toLowerCase() + " begins");
    }

    private void end(Fault fault) {
        SimNode node = fault.node();
        world.touch(node);
        node.healthChanges++;
        switch (fault.kind()) {
            case HOST_SILENT -> {
                node.hostSilent = false;
                node.silentLnd = LndBehaviour.NONE;
                node.silentLndEpoch++;
            }
            case HOST_SILENT_NO_CM -> {
                node.hostSilent = false;
                node.noCm = false;
            }
            case HOST_PARTIAL -> node.partialAnswers = -1;
            case LINK_DOWN -> node.unreachable = false;
            case REBOOT -> {
                node.unreachable = false;
                node.bootNs = world.now();
                node.kib.incarnation = node.kib.incarnation + 1_000_000L + world.now() / 1000;
            }
        }
        note(node, "fault " + fault.kind().name().toLowerCase() + " ends");
    }

    /**
     * The faulty host's LND keeps running some of its paths (LndBehaviour): conns it has now are
     * closed with a DISCONNECT after disconnectsAfter (new ones from kiblnd_connreq_done), and it
     * opens conns to its gateways every opensConnsEvery while the fault lasts.
     */
    private void startLnd(SimNode node, LndBehaviour lnd) {
        node.silentLnd = lnd;
        int epoch = ++node.silentLndEpoch;
        if (lnd.disconnectsAfterNs() > 0) {
            for (KibPeerNi peer : node.kib.peers()) {
                for (KibConn conn : new ArrayList<>(peer.ibpConns)) {
                    world.connd.disconnectLater(conn, lnd.disconnectsAfterNs());
                }
            }
        }
        if (lnd.opensConnsEveryNs() > 0) {
            world.q.afterFixed(lnd.opensConnsEveryNs(), () -> openConns(node, epoch));
        }
    }

    /** kiblnd_connect_peer from the faulty host to each gateway of its routes. */
    private void openConns(SimNode node, int epoch) {
        if (node.silentLndEpoch != epoch || !node.hostSilent || node.unreachable) {
            return;
        }
        Set<Nid> gateways = new LinkedHashSet<>();
        for (List<LnetRoute> routes : node.routes.values()) {
            for (LnetRoute route : routes) {
                gateways.add(route.gateway());
            }
        }
        for (Nid gw : gateways) {
            LnetNi ni = node.niFor(gw);
            if (ni != null) {
                world.connd.connectPeer(node, node.kib.findOrCreate(gw, ni));
            }
        }
        world.q.afterFixed(node.silentLnd.opensConnsEveryNs(), () -> openConns(node, epoch));
    }

    /** A crashed kernel keeps nothing: conns, peers, queues and messages are gone. */
    private void wipe(SimNode node) {
        node.epoch++;
        for (KibPeerNi peer : node.kib.peers()) {
            destroyAll(peer);
        }
        for (KibPeerNi peer : node.kib.unlinkedPeers()) {
            destroyAll(peer);
        }
        node.kib.clear(node.kib.incarnation);
        node.connBytes = 0;
        node.eagerBytes = 0;
        node.active.clear();
        node.peers.clear();
        node.originInFlight = 0;
        for (LnetNi ni : node.nis) {
            for (LnetTxQueue tq : ni.txQueues) {
                tq.reset();
            }
        }
        if (node.rtrPools != null) {
            node.rtrPools = RtrBufPool.lnetRtrpoolsAlloc(node.ncpts, world.tunables);
            node.poolChanges++;
        }
    }

    private static void destroyAll(KibPeerNi peer) {
        for (KibConn conn : peer.allConns) {
            conn.destroyed = true;
            conn.state = KibConn.IBLND_CONN_DISCONNECTED;
            conn.wrote(KibConn.W_STATE);
        }
    }

    /** "lnetctl set routing 0" on every router. */
    private void disableRouting() {
        for (SimNode node : world.nodes) {
            if (!node.isRouter()) {
                continue;
            }
            node.routingEnabled = false;
            world.touch(node);
            note(node, "routing disabled");
            // lnet_rtrpools_disable -> lnet_rtrpool_free_bufs: messages waiting for a buffer are dropped.
            for (RtrBufPool[] cpt : node.rtrPools) {
                for (RtrBufPool pool : cpt) {
                    for (LnetMsg msg : pool.rbpMsgs.toList()) {
                        world.lnetRecv.releaseParked(msg);
                    }
                }
            }
        }
    }

    private void note(SimNode node, String what) {
        if (world.tracing) {
            world.trace().node(TracedFunction.fault, node, what, node.usedBytes());
        }
    }
}
