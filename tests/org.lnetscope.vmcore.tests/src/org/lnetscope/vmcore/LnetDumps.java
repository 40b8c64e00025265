package org.lnetscope.vmcore;

import java.io.IOException;
import java.util.Random;

import org.lnetscope.vmcore.crash.Scalars;

/**
 * The LNet structs of a generated router extract, in the 2.12 or the master layout (lib-types.h of each). The layouts differ where the incident is seen: 2.12 parks routed messages on the peer NI's
 * {@code lpni_rtrq}, master on the peer's {@code lp_rtrq} (LU-11298), reached from the peer NI
 * through {@code lpni_peer_net->lpn_peer}; master NIDs are {@code struct lnet_nid}, its peer NI
 * refcount a {@code kref}.
 */
final class LnetDumps {

    static final long TXQ_OFFSET = 0x40; // lnet_peer_ni.lpni_txq, both layouts
    static final long RTRQ_OFFSET = 0x50; // lnet_peer_ni.lpni_rtrq, 2.12
    static final long LP_RTRQ_OFFSET = 0x20; // lnet_peer.lp_rtrq, master

    /** A peer NI to dump: the fields that differ between peers. {@code peer} is 0 in 2.12 output. */
    record PeerNi(long address, long nid, int txcredits, int rtrcredits, long txqnob, long txqFirst,
            long txqLast, long rtrqFirst, long rtrqLast, int refcount, long peerNet, long peer) {
    }

    record Msg(long address, int type, long len, long src, long rxpeer, long priv) {
    }

    private final CrashText t;
    private final Random random;
    private final int peerCredits;
    private final boolean master;

    LnetDumps(CrashText t, Random random, int peerCredits, boolean master) {
        this.t = t;
        this.random = random;
        this.peerCredits = peerCredits;
        this.master = master;
    }

    void peerNi(PeerNi p, long net) throws IOException {
        long a = p.address();
        t.line("struct lnet_peer_ni {");
        t.list("  ", "lpni_peer_nis", p.peerNet(), p.peerNet(), false);
        t.list("  ", "lpni_on_remote_peer_ni_list", a + 0x10, a + 0x10, false);
        t.list("  ", "lpni_recovery", a + 0x20, a + 0x20, false);
        t.list("  ", "lpni_hashlist", a + 0x2000000, a + 0x2000000, false);
        t.list("  ", "lpni_txq", p.txqFirst() == 0 ? a + TXQ_OFFSET : p.txqFirst(),
                p.txqLast() == 0 ? a + TXQ_OFFSET : p.txqLast(), false);
        if (!master) {
            t.list("  ", "lpni_rtrq", p.rtrqFirst() == 0 ? a + RTRQ_OFFSET : p.rtrqFirst(),
                    p.rtrqLast() == 0 ? a + RTRQ_OFFSET : p.rtrqLast(), false);
            t.list("  ", "lpni_rtr_list", a + 0x60, a + 0x60, false);
        }
        t.line("  lpni_peer_net = " + CrashText.hex(p.peerNet()) + ",");
        stats();
        t.spinlock("lpni_lock");
        t.line("  lpni_txcredits = " + p.txcredits() + ",");
        t.line("  lpni_mintxcredits = " + Math.min(p.txcredits(), peerCredits - 3) + ",");
        t.line("  lpni_rtrcredits = " + p.rtrcredits() + ",");
        t.line("  lpni_minrtrcredits = " + Math.min(p.rtrcredits(), peerCredits - 2) + ",");
        t.line("  lpni_txqnob = " + p.txqnob() + ",");
        if (master) {
            masterTail(p, net);
        } else {
            tail212(p, net);
        }
        t.line("}");
    }

    private void stats() throws IOException {
        t.line("  lpni_stats = {");
        for (String dir : new String[] {"el_send_stats", "el_recv_stats", "el_drop_stats"}) {
            t.line("    " + dir + " = {");
            t.counter("      ", "co_get_count", random.nextInt(1000), false);
            t.counter("      ", "co_put_count", random.nextInt(100000), true);
            t.line("    }" + (dir.equals("el_drop_stats") ? "" : ","));
        }
        t.line("  },");
        t.line("  lpni_hstats = {");
        t.counter("    ", "hlt_remote_dropped", 0, false);
        t.counter("    ", "hlt_remote_timeout", 0, false);
        t.counter("    ", "hlt_remote_error", 0, false);
        t.counter("    ", "hlt_network_timeout", 0, true);
        t.line("  },");
    }

    /** The 2.12 field order of struct lnet_peer_ni (lib-types.h, v2_12_9) after lpni_txqnob. */
    private void tail212(PeerNi p, long net) throws IOException {
        t.line("  lpni_alive = true,");
        t.line("  lpni_notify = false,");
        t.line("  lpni_notifylnd = false,");
        t.line("  lpni_notifying = false,");
        t.line("  lpni_ping_notsent = false,");
        t.line("  lpni_alive_count = " + (1 + random.nextInt(300)) + ",");
        t.line("  lpni_timestamp = 1641979862,");
        t.line("  lpni_ping_timestamp = 0,");
        t.line("  lpni_ping_deadline = 0,");
        t.line("  lpni_last_alive = " + (1641979859 - random.nextInt(3)) + ",");
        t.line("  lpni_last_query = 1641979861,");
        t.line("  lpni_net = " + CrashText.hex(net) + ",");
        t.nid("  ", "lpni_nid", p.nid(), false, false);
        t.counter("  ", "lpni_refcount", p.refcount(), false);
        t.counter("  ", "lpni_healthv", 1000, false);
        t.line("  lpni_recovery_ping_mdh = {");
        t.line("    cookie = 18446744073709551615");
        t.line("  },");
        t.line("  lpni_cpt = " + random.nextInt(2) + ",");
        t.line("  lpni_state = 0,");
        t.line("  lpni_rtr_refcount = 0,");
        t.line("  lpni_seq = 0,");
        t.line("  lpni_gw_seq = 0,");
        t.line("  lpni_healthy = true,");
        t.line("  lpni_ping_feats = 0,");
        t.list("  ", "lpni_routes", p.address() + 0x158, p.address() + 0x158, false);
        t.line("  lpni_pref = {");
        t.line("    nid = 0,");
        t.line("    nids = 0x0");
        t.line("  },");
        t.line("  lpni_pref_nnids = 0,");
        t.line("  lpni_rcd = 0x0");
    }

    /** Master after lpni_txqnob: no lpni_alive (aliveness is lpni_ns_status), kref, struct lnet_nid. */
    private void masterTail(PeerNi p, long net) throws IOException {
        t.line("  lpni_ns_status = 363511006,");
        t.line("  lpni_last_alive = " + (1641979859 - random.nextInt(3)) + ",");
        t.line("  lpni_net = " + CrashText.hex(net) + ",");
        t.nid("  ", "lpni_nid", p.nid(), true, false);
        t.kref("  ", "lpni_kref", p.refcount(), false);
        t.counter("  ", "lpni_healthv", 1000, false);
        t.line("  lpni_recovery_ping_mdh = {");
        t.line("    cookie = 18446744073709551615");
        t.line("  },");
        t.line("  lpni_cpt = " + random.nextInt(2) + ",");
        t.line("  lpni_state = 0,");
        t.line("  lpni_sel_priority = 0,");
        t.line("  lpni_seq = 0,");
        t.line("  lpni_latency = {0, 0, 0, 0}");
    }

    /** Master: what lpni_peer_net points at; lpn_peer is the way to the peer and its lp_rtrq. */
    void peerNet(long address, long peer, long firstNi, int netNumber) throws IOException {
        t.line("crash> struct lnet_peer_net " + Scalars.address(address));
        t.line("struct lnet_peer_net {");
        t.list("  ", "lpn_peer_nets", peer + 0x10, peer + 0x10, false);
        t.list("  ", "lpn_peer_nis", firstNi, firstNi, false);
        t.line("  lpn_peer = " + CrashText.hex(peer) + ",");
        t.line("  lpn_net_id = " + ((5L << 16) | netNumber) + ",");
        t.line("  lpn_healthv = 1000,");
        t.line("  lpn_next_ping = 0,");
        t.line("  lpn_seq = 0,");
        t.line("  lpn_sel_priority = 0,");
        t.counter("  ", "lpn_refcount", 1, true);
        t.line("}");
    }

    /** Master: the peer, holding lp_rtrq; first/last are 0 for an empty queue. */
    void peer(long address, long primaryNid, long peerNet, long rtrqFirst, long rtrqLast) throws IOException {
        t.line("crash> struct lnet_peer " + Scalars.address(address));
        t.line("struct lnet_peer {");
        t.list("  ", "lp_peer_list", address + 0x4000000, address + 0x4000000, false);
        t.list("  ", "lp_peer_nets", peerNet, peerNet, false);
        t.list("  ", "lp_rtrq", rtrqFirst == 0 ? address + LP_RTRQ_OFFSET : rtrqFirst,
                rtrqLast == 0 ? address + LP_RTRQ_OFFSET : rtrqLast, false);
        t.list("  ", "lp_routes", address + 0x30, address + 0x30, false);
        t.list("  ", "lp_rtr_list", address + 0x40, address + 0x40, false);
        t.nid("  ", "lp_primary_nid", primaryNid, true, false);
        t.spinlock("lp_lock");
        t.line("  lp_state = 0,");
        t.line("  lp_rtr_refcount = 0,");
        t.counter("  ", "lp_refcount", 2, true);
        t.line("}");
    }

    /** Waiting for tx credit on C's txq, or parked on S's router queue holding its rx. */
    void msg(Msg m, boolean onTxq, long txpeer, long dest) throws IOException {
        t.line(Scalars.address(m.address()));
        t.line("  msg_type = " + m.type());
        t.line("  msg_len = " + m.len());
        t.line("  msg_routing = 1");
        t.line("  msg_receiving = " + (onTxq ? 0 : 1));
        t.line("  msg_sending = " + (onTxq ? 1 : 0));
        t.line("  msg_rx_delayed = " + (onTxq ? 0 : 1));
        t.line("  msg_tx_delayed = " + (onTxq ? 1 : 0));
        t.line("  msg_peertxcredit = " + (onTxq ? 1 : 0));
        t.line("  msg_peerrtrcredit = 1");
        t.line("  msg_private = " + CrashText.hex(m.priv()));
        t.line("  msg_rxpeer = " + CrashText.hex(m.rxpeer()));
        t.line("  msg_txpeer = " + CrashText.hex(txpeer));
        // 'list -s' prints each member without a trailing comma, a nested NID included
        t.nid("  ", "msg_hdr.src_nid", m.src(), master, true);
        t.nid("  ", "msg_hdr.dest_nid", dest, master, true);
    }
}
