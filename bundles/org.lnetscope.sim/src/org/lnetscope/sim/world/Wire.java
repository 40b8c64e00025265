package org.lnetscope.sim.world;

import java.util.Arrays;

import org.lnetscope.sim.o2iblnd.IblndMsg;
import org.lnetscope.sim.o2iblnd.KibConn;
import org.lnetscope.sim.o2iblnd.KibTx;
import org.lnetscope.sim.o2iblnd.WireMsg;

/**
 * The InfiniBand fabric between two ends of a conn: a posted send lands in a posted rx of the
 * remote conn after latency plus serialisation time, and its completion comes back one latency
 * later. An RC send always completes, with success or with an error; the two fault variants
 * (docs/what-if.md) differ in which: (a) a host_silent node's HCA still acknowledges, so sends to
 * it complete with success but the host never handles them (no credits, PUT_ACK or GET_DONE
 * back, so tx deadlines expire); (b) a link_down node's HCA or link is dead, so sends to it
 * complete in error once RC retries are exhausted (retry_exceeded), which closes the conn -EIO
 * (kiblnd_tx_complete).
 */
public final class Wire implements WireMsg.Step {

    /** kib_msg header bytes on the wire for control messages. */
    private static final int CONTROL_BYTES = 64;

    private final World world;
    /**
     * Not kernel state: messages whose completion has fired, for {@link #post} to reuse (LIFO, so
     * the next one is still in the cache). At most as many as were on the wire at once.
     */
    private WireMsg[] free = new WireMsg[64];
    private int nfree;
    /**
     * Not kernel state: the event queue's lane of the latency (-2 until first used), and of the
     * transfer time of the last few message sizes (a direct-mapped memo by size: the nob of an
     * IMMEDIATE, of a control message, ...). Each message on the wire schedules both delays in turn,
     * so the queue's own one-delay memo missed on nearly every one, and transferNs divides by the
     * bandwidth (docs/benchmarks.md, helper s37).
     */
    private int latencyLane = -2;
    private final int[] memoNob = new int[MEMO_SLOTS];
    private final long[] memoTransferNs = new long[MEMO_SLOTS];
    private final int[] memoLane = new int[MEMO_SLOTS];
    private static final int MEMO_SLOTS = 16;

    Wire(World world) {
        this.world = world;
        Arrays.fill(memoNob, -1);
    }

    /** world.q.afterFixed(wireParams.transferNs(nob), wm), through the memo of sizes. */
    private void afterTransfer(int nob, WireMsg wm) {
        int i = (nob * 0x9e3779b9) >>> 28;
        if (memoNob[i] != nob) {
            long ns = world.wireParams.transferNs(nob);
            memoNob[i] = nob;
            memoTransferNs[i] = ns;
            memoLane[i] = world.q.laneFor(ns);
        }
        world.q.afterLane(memoLane[i], memoTransferNs[i], wm);
    }

    /** world.q.afterFixed(wireParams.latencyNs(), wm), with the latency's lane kept. */
    private void afterLatency(WireMsg wm) {
        long latency = world.wireParams.latencyNs();
        if (latencyLane == -2) {
            latencyLane = world.q.laneFor(latency);
        }
        world.q.afterLane(latencyLane, latency, wm);
    }

    /** ib_post_send for {@code tx} on {@code conn}, carrying {@code ibmCredits}. */
    public void post(KibConn conn, KibTx tx, int ibmCredits) {
        int nob = switch (tx.type) {
            case IblndMsg.IBLND_MSG_IMMEDIATE -> IblndMsg.IMMEDIATE_OVERHEAD + tx.lntmsg.len;
            case IblndMsg.IBLND_MSG_PUT_DONE -> CONTROL_BYTES + tx.rdmaBytes();
            default -> CONTROL_BYTES;
        };
        KibConn remote = conn.remote;
        SimNode to = remote == null ? null : remote.node;
        if (remote == null || to.unreachable || conn.node.unreachable) {
            world.q.afterFixed(world.wireParams.retryExceededNs(), () -> world.kiblndTx.txComplete(tx, true));
            return;
        }
        WireMsg wm = nfree > 0 ? free[--nfree].reuse(tx.type, ibmCredits, nob, tx) : new WireMsg(tx.type, ibmCredits, nob, tx);
        wm.step = this;
        wm.remote = remote;
        afterTransfer(nob, wm);
    }

    /** The message's next step: its arrival, then its send completion (see WireMsg). */
    @Override
    public void fire(WireMsg wm) {
        if (!wm.arrived) {
            wm.arrived = true;
            arrive(wm.remote, wm);
        } else {
            KibTx tx = wm.tx();
            boolean failed = wm.failed;
            // done: nothing refers to it any more (the event queue let go of it before firing)
            if (nfree == free.length) {
                free = Arrays.copyOf(free, nfree * 2);
            }
            free[nfree++] = wm.reuse(0, 0, 0, null);
            world.kiblndTx.txComplete(tx, failed);
        }
    }

    private void arrive(KibConn remote, WireMsg wm) {
        SimNode to = remote.node;
        boolean unhandled = to.partialAnswers >= 0 && !to.unreachable && world.rng.nextDouble() >= to.partialAnswers;
        if (to.hostSilent && !to.unreachable || unhandled) {
            // (a): the remote HCA acks into a posted rx that its host never looks at
            wm.failed = false;
            afterLatency(wm);
            return;
        }
        if (to.unreachable) {
            wm.failed = true;
            world.q.afterFixed(world.wireParams.retryExceededNs(), wm);
            return;
        }
        boolean ok = !remote.destroyed && remote.state == KibConn.IBLND_CONN_ESTABLISHED
                && world.kiblndRx.rxComplete(remote, wm);
        wm.failed = !ok;
        afterLatency(wm);
    }
}
