package org.lnetscope.vmcore;

import java.io.IOException;
import java.util.Random;

import org.lnetscope.vmcore.crash.Scalars;

/**
 * The ko2iblnd structs of a generated router extract. {@code kib_conn} is the same in 2.12 and
 * master (o2iblnd.h of each); master's {@code kib_rx} lost {@code rx_status}, {@code rx_wrq} and
 * {@code rx_sge} (LU-19075), and its {@code kib_peer_ni} has an hlist {@code ibp_list}, a
 * {@code struct lnet_nid ibp_nid}, {@code ibp_connreqs} and a kref.
 */
final class KibDumps {

    static final long RX_SIZE = 0x68; // sizeof(struct kib_rx) on x86_64, 2.12

    private final CrashText t;
    private final Random random;
    private final int peerCredits;
    private final boolean master;

    KibDumps(CrashText t, Random random, int peerCredits, boolean master) {
        this.t = t;
        this.random = random;
        this.peerCredits = peerCredits;
        this.master = master;
    }

    void rx(long rx, long conn) throws IOException {
        t.line("crash> struct kib_rx " + Scalars.address(rx));
        t.line("struct kib_rx {");
        t.list("  ", "rx_list", rx, rx, false);
        t.line("  rx_conn = " + CrashText.hex(conn) + ",");
        t.line("  rx_nob = " + (72 + 40 + random.nextInt(4000)) + ",");
        if (!master) {
            t.line("  rx_status = IB_WC_SUCCESS,");
        }
        long msg = 0xffff9a0e00000000L | (rx & 0xffffff) << 12;
        t.line("  rx_msg = " + CrashText.hex(msg) + ",");
        t.line("  rx_msgaddr = " + (msg & 0xffffffffffL) + ",");
        if (master) {
            t.line("  rx_msgunmap = " + (msg & 0xffffffffffL));
            t.line("}");
            return;
        }
        t.line("  rx_msgunmap = " + (msg & 0xffffffffffL) + ",");
        t.line("  rx_wrq = {");
        t.line("    next = 0x0,");
        t.line("    {");
        t.line("      wr_id = " + Long.toUnsignedString(rx) + ",");
        t.line("      wr_cqe = " + CrashText.hex(rx));
        t.line("    },");
        t.line("    sg_list = " + CrashText.hex(rx + 0x50) + ",");
        t.line("    num_sge = 1");
        t.line("  },");
        t.line("  rx_sge = {");
        t.line("    addr = " + (msg & 0xffffffffffL) + ",");
        t.line("    length = 4096,");
        t.line("    lkey = 2181038592");
        t.line("  }");
        t.line("}");
    }

    void conn(long conn, long rxs, long peer, int state, int refcount, int nrx, int index) throws IOException {
        boolean dead = state == 5;
        t.line("crash> struct kib_conn " + Scalars.address(conn));
        t.line("struct kib_conn {");
        t.line("  ibc_sched = 0xffff9a10bf3e2c00,");
        t.line("  ibc_peer = " + CrashText.hex(peer) + ",");
        t.line("  ibc_hdev = 0xffff9a10a1b0c000,");
        if (dead) {
            t.list("  ", "ibc_list", 0xdead000000000100L, 0xdead000000000200L, false);
            t.list("  ", "ibc_sched_list", 0xdead000000000100L, 0xdead000000000200L, false);
        } else {
            t.list("  ", "ibc_list", peer + 0x20, peer + 0x20, false);
            t.list("  ", "ibc_sched_list", conn + 0x28, conn + 0x28, false);
        }
        t.line("  ibc_version = 18,");
        t.line("  ibc_reconnect = 0,");
        t.line("  ibc_incarnation = 1640995200123456,");
        t.counter("  ", "ibc_refcount", refcount, false);
        t.line("  ibc_state = " + state + ",");
        t.line("  ibc_nsends_posted = 0,");
        t.line("  ibc_noops_posted = 0,");
        t.line("  ibc_credits = " + (dead ? 0 : peerCredits) + ",");
        t.line("  ibc_outstanding_credits = 0,");
        t.line("  ibc_reserved_credits = " + peerCredits + ",");
        t.line("  ibc_comms_error = 0,");
        t.line("  ibc_queue_depth = " + peerCredits + ",");
        t.line("  ibc_max_frags = 256,");
        t.line("  ibc_nrx = " + nrx + ",");
        t.line("  ibc_scheduled = 0,");
        t.line("  ibc_ready = 1,");
        t.line("  ibc_last_send = " + (4411873356822L + index * 50_000_000_000L) + ",");
        long o = conn + 0xa8;
        for (String l : new String[] {"ibc_connd_list", "ibc_early_rxs", "ibc_tx_noops", "ibc_tx_queue",
                "ibc_tx_queue_nocred", "ibc_tx_queue_rsrvd", "ibc_active_txs", "ibc_zombie_txs"}) {
            t.list("  ", l, o, o, false);
            o += 0x10;
        }
        t.spinlock("ibc_lock");
        t.line("  ibc_rxs = " + CrashText.hex(rxs) + ",");
        t.line("  ibc_rx_pages = " + CrashText.hex(rxs + 0x400000) + ",");
        t.line("  ibc_cmid = " + CrashText.hex(conn + 0x800000) + ",");
        t.line("  ibc_cq = " + CrashText.hex(conn + 0x801000) + ",");
        t.line("  ibc_connvars = " + (dead ? "0x0" : CrashText.hex(conn + 0x2000)));
        t.line("}");
    }

    void peerNi(long peer, long nid, long liveConn, int conns) throws IOException {
        t.line("crash> struct kib_peer_ni " + Scalars.address(peer));
        t.line("struct kib_peer_ni {");
        if (master) {
            t.line("  ibp_list = {");
            t.line("    next = 0x0,");
            t.line("    pprev = " + CrashText.hex(peer + 0x1000000));
            t.line("  },");
        } else {
            t.list("  ", "ibp_list", peer + 0x1000000, peer + 0x1000000, false);
        }
        t.nid("  ", "ibp_nid", nid, master, false);
        t.line("  ibp_ni = 0xffff9a10a1b0f000,");
        t.list("  ", "ibp_conns", liveConn, liveConn, false);
        if (master) {
            t.list("  ", "ibp_connreqs", peer + 0x50, peer + 0x50, false);
        }
        t.line("  ibp_next_conn = " + CrashText.hex(liveConn) + ",");
        t.list("  ", "ibp_tx_queue", peer + 0x40, peer + 0x40, false);
        t.line("  ibp_incarnation = 1640995200123456,");
        t.line("  ibp_last_alive = 4411873356822,");
        if (master) {
            t.kref("  ", "ibp_kref", conns + 1, false);
        } else {
            t.counter("  ", "ibp_refcount", conns + 1, false);
        }
        t.line("  ibp_version = 18,");
        t.line("  ibp_accepting = 0 '\\000',");
        t.line("  ibp_connecting = 0 '\\000',");
        t.line("  ibp_reconnecting = 0 '\\000',");
        t.line("  ibp_races = 0 '\\000',");
        t.line("  ibp_reconnected = 0 '\\000',");
        t.line("  ibp_error = 0,");
        t.line("  ibp_max_frags = 256,");
        t.line("  ibp_queue_depth = " + peerCredits);
        t.line("}");
    }
}
