package org.lnetscope.sim.lnet;

import org.lnetscope.sim.TracedFunction;
import org.lnetscope.sim.o2iblnd.IblndMsg;
import org.lnetscope.sim.world.SimNode;
import org.lnetscope.sim.world.World;

/**
 * lnet_finalize and lnet_complete_msg_locked (lib-msg.c). Finalization is handed off, as the
 * kernel hands it to the thread that owns msc_finalizing, so that returning a credit never runs
 * the next message's send inside the LND call that completed the previous one.
 */
public final class LnetFinalize {

    private final World world;

    public LnetFinalize(World world) {
        this.world = world;
    }

    /** lnet_finalize(msg, status) */
    public void finalize(LnetMsg msg, int status) {
        world.deferComplete(msg, status);
    }

    /**
     * lnet_complete_msg_locked: a routed message whose receive just finished is forwarded (the same
     * lnet_msg is committed for tx); anything else is decommitted, tx side first, then rx side.
     */
    public void complete(LnetMsg msg, int status) {
        if (msg.epoch != msg.node.epoch) {
            return; // the node rebooted since: this lnet_msg no longer exists
        }
        if (status == 0 && msg.routing() && !msg.sending()) {
            int rc = world.lnetSend.forward(msg);
            if (rc == 0) {
                return;
            }
            status = rc;
        }
        SimNode node = msg.node;
        world.touch(msg);
        world.touch(node);
        if (world.tracing) {
            world.trace().msg(TracedFunction.lnet_finalize, msg, status);
        }
        if (status != 0) {
            node.stats.errors++;
            node.stats.changes++;
            world.health.onFailure(msg, status);
        }
        // lnet_msg_decommit: tx side first, then rx side.
        if (msg.txCommitted()) {
            msg.setTxCommitted(false);
            world.lnetSend.returnTxCredits(msg);
        }
        if (msg.rxCommitted()) {
            msg.setRxCommitted(false);
            world.lnetRecv.returnRxCredits(msg);
        }
        if (msg.activeIndex >= 0) {
            node.active.remove(msg);
            // lnet_msg_free (lib-lnet.h; 2.12 LIBCFS_FREE, master kmem_cache_free on lnet_msg_cachep),
            // which asserts !msg_onactivelist: its memory, so its address, may be handed out again
            node.freeAddress(msg.address);
        }
        if (msg.eagerCopy()) {
            node.eagerBytes -= IblndMsg.IBLND_MSG_SIZE;
            msg.setEagerCopy(false);
        }
        if (world.tracing) {
            // The lnet_msg is freed: its own trace point, so the free is not told as the next step.
            world.touch(msg);
            world.touch(node);
            world.trace().msg(TracedFunction.lnet_msg_decommit, msg, status);
        }
        notifyWorkload(msg, status);
    }

    private void notifyWorkload(LnetMsg msg, int status) {
        if (msg.work == null) {
            return;
        }
        if (msg.routing()) {
            if (status != 0) {
                world.workload.lost(msg.work);
            }
        } else if (msg.sending()) {
            world.workload.sent(msg, status);
        } else if (status == 0) {
            world.workload.delivered(msg);
        } else {
            world.workload.lost(msg.work);
        }
    }
}
