package org.lnetscope.sim.world;

import org.lnetscope.sim.o2iblnd.IblndMsg;
import org.lnetscope.sim.o2iblnd.KibConn;
import org.lnetscope.sim.o2iblnd.KibTx;
import org.lnetscope.sim.o2iblnd.WireMsg;

/**
 * The InfiniBand fabric between two ends of a conn: a posted send lands in a posted rx of the
 * remote conn after latency plus serialisation time, and its completion comes back one latency
 * later. The faults decide what does not happen: a blackholed node (the incident's compute)
 * accepts connections but no send to it ever completes; an unreachable node makes sends complete
 * in error once RC retries are exhausted.
 */
public final class Wire {

    /** kib_msg header bytes on the wire for control messages. */
    private static final int CONTROL_BYTES = 64;

    private final World world;

    Wire(World world) {
        this.world = world;
    }

    /** ib_post_send for {@code tx} on {@code conn}, carrying {@code ibmCredits}. */
    public void post(KibConn conn, KibTx tx, int ibmCredits) {
        int nob = switch (tx.type) {
            case IblndMsg.IBLND_MSG_IMMEDIATE -> IblndMsg.IMMEDIATE_OVERHEAD + tx.lntmsg.len;
            case IblndMsg.IBLND_MSG_PUT_DONE -> CONTROL_BYTES + tx.rdmaBytes;
            default -> CONTROL_BYTES;
        };
        KibConn remote = conn.remote;
        SimNode to = remote == null ? null : remote.node;
        if (to != null && to.rdmaBlackhole && !to.unreachable) {
            return; // never completes: the tx waits on ibc_active_txs for its deadline
        }
        if (remote == null || to.unreachable || conn.node.unreachable) {
            world.q.afterFixed(world.wireParams.retryExceededNs(), () -> world.kiblndTx.txComplete(tx, true));
            return;
        }
        WireMsg wm = new WireMsg(tx.type, ibmCredits, nob, tx);
        world.q.afterFixed(world.wireParams.transferNs(nob), () -> arrive(remote, wm));
    }

    private void arrive(KibConn remote, WireMsg wm) {
        KibTx tx = wm.tx();
        SimNode to = remote.node;
        if (to.rdmaBlackhole) {
            return;
        }
        if (to.unreachable) {
            world.q.afterFixed(world.wireParams.retryExceededNs(), () -> world.kiblndTx.txComplete(tx, true));
            return;
        }
        boolean ok = !remote.destroyed && remote.state == KibConn.IBLND_CONN_ESTABLISHED
                && world.kiblndRx.rxComplete(remote, wm);
        long latency = world.wireParams.latencyNs();
        world.q.afterFixed(latency, () -> world.kiblndTx.txComplete(tx, !ok));
    }
}
