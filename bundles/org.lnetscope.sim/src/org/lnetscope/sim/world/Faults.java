package org.lnetscope.sim.world;

import java.util.List;

import org.lnetscope.sim.SimEvent;
import org.lnetscope.sim.lnet.LnetMsg;
import org.lnetscope.sim.lnet.LnetNi;
import org.lnetscope.sim.lnet.LnetTxQueue;
import org.lnetscope.sim.lnet.RtrBufPool;
import org.lnetscope.sim.o2iblnd.KibConn;
import org.lnetscope.sim.o2iblnd.KibPeerNi;

/** Faults and timed what-ifs: when they start and end, and what each does to a node. */
public final class Faults {

    public enum Kind {
        HOST_SILENT, LINK_DOWN, REBOOT
    }

    /** @param durationNs how long it lasts; 0 means until the end of the run */
    public record Fault(Kind kind, SimNode node, long atNs, long durationNs) {
    }

    private final World world;

    public Faults(World world) {
        this.world = world;
    }

    public void schedule(List<Fault> faults) {
        for (Fault fault : faults) {
            world.q.at(fault.atNs(), () -> begin(fault));
            if (fault.durationNs() > 0) {
                world.q.at(fault.atNs() + fault.durationNs(), () -> end(fault));
            }
        }
        long at = world.whatIf.routingDisabledAtNs();
        if (at >= 0) {
            world.q.at(at, this::disableRouting);
        }
    }

    private void begin(Fault fault) {
        SimNode node = fault.node();
        world.touch(node);
        node.healthChanges++;
        switch (fault.kind()) {
            case HOST_SILENT -> node.hostSilent = true;
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
            case HOST_SILENT -> node.hostSilent = false;
            case LINK_DOWN -> node.unreachable = false;
            case REBOOT -> {
                node.unreachable = false;
                node.bootNs = world.now();
                node.kib.incarnation = node.kib.incarnation + 1_000_000L + world.now() / 1000;
            }
        }
        note(node, "fault " + fault.kind().name().toLowerCase() + " ends");
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
            world.emit(new SimEvent.Node(world.now(), node.hostname, "fault", what, node.usedBytes()));
        }
    }
}
