package org.lnetscope.sim.check;

import java.util.ArrayList;
import java.util.List;

import org.lnetscope.sim.lnet.LnetNi;
import org.lnetscope.sim.lnet.LnetPeer;
import org.lnetscope.sim.lnet.LnetPeerNi;
import org.lnetscope.sim.lnet.LnetTxQueue;
import org.lnetscope.sim.lnet.MsgQueue;
import org.lnetscope.sim.lnet.RtrBufPool;
import org.lnetscope.sim.o2iblnd.KibConn;
import org.lnetscope.sim.o2iblnd.KibPeerNi;
import org.lnetscope.sim.world.SimNode;
import org.lnetscope.sim.world.World;

/**
 * The invariants the kernel asserts, checked over a whole world: a credit counter is negative
 * exactly when its queue is non-empty, and then minus the counter is the queue length
 * (tq_credits/tq_delayed, lpni_txcredits/lpni_txq, lpni_rtrcredits/rtrq, rbp_credits/rbp_msgs);
 * and every kib_conn's ibc_refcount is exactly what holds it (CM + rxs + txs + ibp_conns).
 */
public final class CreditInvariants {

    private CreditInvariants() {
    }

    /** Every violation, described; empty when all hold. */
    public static List<String> violations(World world) {
        List<String> out = new ArrayList<>();
        for (SimNode node : world.nodes) {
            for (LnetNi ni : node.nis) {
                for (LnetTxQueue tq : ni.txQueues) {
                    check(out, node, "tq_credits " + ni.nid + " cpt " + tq.cpt, tq.tqCredits, tq.tqDelayed);
                }
            }
            for (LnetPeer peer : node.peers.peers()) {
                for (LnetPeerNi lp : peer.peerNis) {
                    check(out, node, "lpni_txcredits " + lp.nid, lp.txCredits, lp.txq);
                    check(out, node, "lpni_rtrcredits " + lp.nid, lp.rtrCredits, lp.routerQueue(world.layout212()));
                }
            }
            if (node.rtrPools != null) {
                for (RtrBufPool[] cpt : node.rtrPools) {
                    for (RtrBufPool pool : cpt) {
                        check(out, node, "rbp_credits kind " + pool.kind + " cpt " + pool.cpt, pool.credits, pool.rbpMsgs);
                    }
                }
            }
            List<KibPeerNi> peers = new ArrayList<>(node.kib.peers());
            peers.addAll(node.kib.unlinkedPeers());
            for (KibPeerNi kp : peers) {
                for (KibConn conn : kp.allConns) {
                    int expected = (conn.cmRef ? 1 : 0) + conn.nrx + conn.txRefs + (conn.onIbpConns ? 1 : 0)
                            + (conn.conndRef ? 1 : 0);
                    if (!conn.destroyed && conn.refcount != expected) {
                        out.add(node + ": kib_conn to " + kp.nid + " in state " + conn.state + " refcount "
                                + conn.refcount + " != CM + nrx + txs + ibp_conns + connd = " + expected);
                    }
                    if (conn.heldRx > conn.nrx) {
                        out.add(node + ": kib_conn to " + kp.nid + " holds " + conn.heldRx + " rxs but ibc_nrx " + conn.nrx);
                    }
                }
            }
        }
        return out;
    }

    private static void check(List<String> out, SimNode node, String what, int credits, MsgQueue queue) {
        boolean ok = credits < 0 ? queue.size() == -credits : queue.isEmpty();
        if (!ok) {
            out.add(node + ": " + what + " = " + credits + " with " + queue.size() + " queued");
        }
    }
}
