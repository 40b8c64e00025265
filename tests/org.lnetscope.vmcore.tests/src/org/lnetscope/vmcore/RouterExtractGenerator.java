package org.lnetscope.vmcore;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import org.lnetscope.vmcore.crash.Scalars;

/**
 * Writes the crash session an engineer gets from the seed incident's router (2.12 layout, RHEL8
 * poison), in the shapes of lnet-domain §6.2, at any scale:
 * <ul>
 * <li>the peer table walk: one full {@code lnet_peer_ni} dump per compute (o2ib1) and server (o2ib0);</li>
 * <li>the stuck compute C ({@code 10.1.0.17@o2ib1}): {@code lpni_txcredits = -txq}, its {@code lpni_txq}
 * holding {@code fullSources x peerCredits} messages from as many server NIDs plus a remainder from
 * other servers with fewer each;</li>
 * <li>the server S ({@code 10.0.0.21@o2ib}): {@code lpni_rtrcredits = -rtrq}, its {@code lpni_rtrq}
 * messages holding {@code kib_rx}s whose {@code rx_conn} changes every {@code peerCredits} messages;</li>
 * <li>those {@code kib_conn}s: state 5, {@code ibc_refcount == ibc_nrx ==} held rx, poisoned
 * {@code ibc_list}/{@code ibc_sched_list}, QP/CQ still allocated; plus S's live ESTABLISHED conn;</li>
 * <li>{@code kmem -i} of a 48 GB router and the {@code log} lines before the OOM.</li>
 * </ul>
 * Everything derives from the seed, so two runs give identical bytes.
 */
public final class RouterExtractGenerator {

    /** What to generate. {@link #seedIncident()} is the report's scale; tests shrink it. */
    public record Config(int computes, int fullSources, int peerCredits, int txqRemainder, int rtrq,
            int extraServers, boolean crlf, long seed) {

        public static Config seedIncident() {
            return new Config(100, 69, 42, 4500 - 69 * 42, 17000, 60, false, 20220112L);
        }

        /** A few hundred messages: same shapes, fast enough for every unit test run. */
        public static Config small() {
            return new Config(12, 5, 42, 37, 42 * 3 + 11, 4, false, 7L);
        }

        public int txq() {
            return fullSources * peerCredits + txqRemainder;
        }

        /** Conns pinned by S's rtrq: one per peerCredits messages, the last one possibly partial. */
        public int pinnedConns() {
            return (rtrq + peerCredits - 1) / peerCredits;
        }

        public Config withCrlf(boolean value) {
            return new Config(computes, fullSources, peerCredits, txqRemainder, rtrq, extraServers, value, seed);
        }

        public Config withRtrq(int value) {
            return new Config(computes, fullSources, peerCredits, txqRemainder, value, extraServers, crlf, seed);
        }
    }

    /** What was generated, for tests to compare the parse against. */
    public record Truth(long computeNi, long serverNi, List<String> txqSources, List<Long> rtrqConns,
            List<Integer> heldPerConn, long liveConn, long bytesWritten) {
    }

    static final long HDR_SIZE = 72; // sizeof(struct lnet_hdr)
    static final long RX_SIZE = 0x68; // sizeof(struct kib_rx) on x86_64, 2.12
    static final long MSG_LIST_OFFSET = 0x10; // lnet_msg.msg_list
    static final long TXQ_OFFSET = 0x40; // lnet_peer_ni.lpni_txq
    static final long RTRQ_OFFSET = 0x50; // lnet_peer_ni.lpni_rtrq
    static final int O2IB0 = 0;
    static final int O2IB1 = 1;

    private final Config config;
    private final Random random;
    private final String eol;
    private Writer out;
    private long written;
    private long nextAddress = 0xffff9a0d00000000L;

    public RouterExtractGenerator(Config config) {
        this.config = config;
        this.random = new Random(config.seed());
        this.eol = config.crlf() ? "\r\n" : "\n";
    }

    public static long nid(int net, int a, int b, int c, int d) {
        return (5L << 48) | ((long) net << 32) | ((long) a << 24) | ((long) b << 16) | ((long) c << 8) | d;
    }

    private long alloc(long size) {
        long at = nextAddress;
        nextAddress += (size + 0x3f) & ~0x3fL;
        return at;
    }

    private void line(String text) throws IOException {
        out.write(text);
        out.write(eol);
        written += text.length() + eol.length();
    }

    private static String hex(long v) {
        return "0x" + Long.toHexString(v);
    }

    /** A peer NI to dump: the fields that differ between peers. */
    private record PeerNi(long address, long nid, int txcredits, int rtrcredits, long txqnob, long txqFirst,
            long txqLast, long rtrqFirst, long rtrqLast, int refcount) {
    }

    private record Msg(long address, int type, long len, long src, long rxpeer, long priv) {
    }

    public Truth write(Writer writer) throws IOException {
        this.out = writer;
        int pc = config.peerCredits();
        long peerNet = alloc(0x100);
        long net = alloc(0x100);

        // --- who is who ---
        long computeNid = nid(O2IB1, 10, 1, 0, 17);
        long serverNid = nid(O2IB0, 10, 0, 0, 21);
        long computeNi = alloc(0x200);
        List<Long> serverNids = new ArrayList<>();
        List<Long> serverNis = new ArrayList<>();
        int servers = config.fullSources() + config.extraServers();
        for (int i = 0; i < servers; i++) {
            long n = i == 0 ? serverNid : nid(O2IB0, 10, 0, (i + 21) / 250, 1 + (i + 21) % 250);
            serverNids.add(n);
            serverNis.add(alloc(0x200));
        }

        // --- C's txq: fullSources x pc, then the remainder from the other servers ---
        List<Integer> txqOwners = new ArrayList<>();
        for (int s = 0; s < config.fullSources(); s++) {
            for (int k = 0; k < pc; k++) {
                txqOwners.add(s);
            }
        }
        for (int k = 0; k < config.txqRemainder(); k++) {
            int extra = config.extraServers() == 0 ? 0 : config.fullSources() + k % config.extraServers();
            txqOwners.add(extra);
        }
        Collections.shuffle(txqOwners, random); // arrival order interleaves the sources
        List<Msg> txq = new ArrayList<>();
        long txqnob = 0;
        for (int owner : txqOwners) {
            int type = random.nextInt(4) == 0 ? 3 : 1; // REPLY or PUT forwarded to the compute
            long len = random.nextInt(3) == 0 ? 4096 : 1048576;
            long stalePrivate = 0xffff9a0e00000000L + random.nextInt(1 << 24) * RX_SIZE;
            txq.add(new Msg(alloc(0x1c0), type, len, serverNids.get(owner), serverNis.get(owner), stalePrivate));
            txqnob += len + HDR_SIZE;
        }

        // --- S's rtrq: pc messages per conn, each conn then torn down but pinned ---
        List<Msg> rtrq = new ArrayList<>();
        List<Long> conns = new ArrayList<>();
        List<Long> connRxs = new ArrayList<>();
        List<Integer> held = new ArrayList<>();
        List<List<Long>> heldRx = new ArrayList<>();
        int rxMsgs = 2 * pc + 2; // IBLND_RX_MSGS
        for (int c = 0; c < config.pinnedConns(); c++) {
            long conn = alloc(0x400);
            long rxs = alloc(rxMsgs * RX_SIZE);
            int n = Math.min(pc, config.rtrq() - c * pc);
            List<Integer> slots = new ArrayList<>();
            for (int i = 0; i < rxMsgs; i++) {
                slots.add(i);
            }
            Collections.shuffle(slots, random);
            List<Long> rx = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                long r = rxs + slots.get(i) * RX_SIZE;
                rx.add(r);
                int type = random.nextInt(3) == 0 ? 2 : 1;
                rtrq.add(new Msg(alloc(0x1c0), type, type == 2 ? 0 : 4096, serverNid, serverNis.get(0), r));
            }
            conns.add(conn);
            connRxs.add(rxs);
            held.add(n);
            heldRx.add(rx);
        }
        long liveConn = alloc(0x400);
        long liveRxs = alloc(rxMsgs * RX_SIZE);
        long kibPeer = alloc(0x100);

        // --- the session ---
        banner();
        kmem();
        List<PeerNi> table = new ArrayList<>();
        // -N credits means N queued (lnet-domain §1.1): the peer_credits in flight hold the rest.
        table.add(new PeerNi(computeNi, computeNid, -txq.size(), pc, txqnob,
                txq.isEmpty() ? 0 : txq.get(0).address() + MSG_LIST_OFFSET,
                txq.isEmpty() ? 0 : txq.get(txq.size() - 1).address() + MSG_LIST_OFFSET, 0, 0, 1 + txq.size()));
        for (int i = 0; i < config.computes(); i++) {
            int host = 1 + i + (i >= 16 ? 1 : 0); // skip .17, that is C
            table.add(new PeerNi(alloc(0x200), nid(O2IB1, 10, 1, host / 250, host % 250), pc, pc, 0, 0, 0, 0, 0, 2));
        }
        for (int i = 0; i < servers; i++) {
            int s = i;
            long mine = txqOwners.stream().filter(o -> o == s).count();
            int rtr = i == 0 && !rtrq.isEmpty() ? -rtrq.size() : pc - (int) mine;
            long first = i == 0 && !rtrq.isEmpty() ? rtrq.get(0).address() + MSG_LIST_OFFSET : 0;
            long last = i == 0 && !rtrq.isEmpty() ? rtrq.get(rtrq.size() - 1).address() + MSG_LIST_OFFSET : 0;
            table.add(new PeerNi(serverNis.get(i), serverNids.get(i), pc, rtr, 0, 0, 0, first, last,
                    2 + (int) mine + (i == 0 ? rtrq.size() : 0)));
        }
        // The peer hash walk prints peers bucket by bucket; a few per bucket is typical.
        long hash = alloc(503 * 16);
        for (int start = 0; start < table.size(); start += 4) {
            int end = Math.min(table.size(), start + 4);
            line("crash> list -H " + Scalars.address(hash + 16L * (start / 4))
                    + " -o lnet_peer_ni.lpni_hashlist -s lnet_peer_ni");
            for (PeerNi p : table.subList(start, end)) {
                line(Scalars.address(p.address()));
                peerNi(p, peerNet, net);
            }
        }
        String fields = "lnet_msg.msg_type,msg_len,msg_routing,msg_receiving,msg_sending,msg_rx_delayed,"
                + "msg_tx_delayed,msg_peertxcredit,msg_peerrtrcredit,msg_private,msg_rxpeer,msg_txpeer,"
                + "msg_hdr.src_nid,msg_hdr.dest_nid";
        line("crash> list -H " + Scalars.address(computeNi + TXQ_OFFSET) + " -o lnet_msg.msg_list -s " + fields);
        for (Msg m : txq) {
            msg(m, true, computeNi, computeNid);
        }
        line("crash> list -H " + Scalars.address(serverNis.get(0) + RTRQ_OFFSET) + " -o lnet_msg.msg_list -s " + fields);
        for (Msg m : rtrq) {
            msg(m, false, 0, nid(O2IB1, 10, 1, 0, 3 + random.nextInt(90)));
        }
        for (int c = 0; c < conns.size(); c++) {
            for (long r : heldRx.get(c)) {
                kibRx(r, conns.get(c));
            }
        }
        for (int c = 0; c < conns.size(); c++) {
            kibConn(conns.get(c), connRxs.get(c), kibPeer, 5, held.get(c), held.get(c), c);
        }
        kibConn(liveConn, liveRxs, kibPeer, 3, rxMsgs + 1, rxMsgs, conns.size());
        kibPeerNi(kibPeer, serverNid, liveConn, conns.size() + 1);
        log(computeNid, serverNid, conns.size());
        line("crash> ");
        out.flush();
        List<String> sources = new ArrayList<>();
        for (Msg m : txq) {
            sources.add(NidText.ofU64(m.src()));
        }
        List<Long> rtrqConns = new ArrayList<>();
        for (int c = 0; c < conns.size(); c++) {
            for (int i = 0; i < held.get(c); i++) {
                rtrqConns.add(conns.get(c));
            }
        }
        return new Truth(computeNi, serverNis.get(0), sources, rtrqConns, held, liveConn, written);
    }

    private void banner() throws IOException {
        line("      KERNEL: /usr/lib/debug/lib/modules/4.18.0-348.el8.x86_64/vmlinux");
        line("    DUMPFILE: /var/crash/127.0.0.1-2022-01-12-10:31:07/vmcore  [PARTIAL DUMP]");
        line("        CPUS: 32");
        line("    NODENAME: rtr-o2ib-07");
        line("     RELEASE: 4.18.0-348.el8.x86_64");
        line("      MEMORY: 47.9 GB");
        line("       PANIC: \"Kernel panic - not syncing: Out of memory and no killable processes...\"");
        line("");
        line("crash> mod -S");
        line("     MODULE       NAME          BASE           SIZE  OBJECT FILE");
        line("ffffffffc0b40000  lnet     ffffffffc0b02000  716800  /usr/lib/debug/lib/modules/4.18.0-348.el8.x86_64/extra/lnet.ko.debug");
        line("ffffffffc0c90000  ko2iblnd ffffffffc0c72000  241664  /usr/lib/debug/lib/modules/4.18.0-348.el8.x86_64/extra/ko2iblnd.ko.debug");
    }

    private void kmem() throws IOException {
        line("crash> kmem -i");
        line("                 PAGES        TOTAL      PERCENTAGE");
        line("    TOTAL MEM  12556539      47.9 GB         ----");
        line("         FREE    40211     157.1 MB    0% of TOTAL MEM");
        line("         USED  12516328      47.7 GB   99% of TOTAL MEM");
        line("       SHARED     9825      38.4 MB    0% of TOTAL MEM");
        line("      BUFFERS        0            0    0% of TOTAL MEM");
        line("       CACHED    61404     239.9 MB    0% of TOTAL MEM");
        line("         SLAB  1893022       7.2 GB   15% of TOTAL MEM");
        line("");
        line("   TOTAL SWAP        0            0         ----");
        line("    SWAP USED        0            0    0% of TOTAL SWAP");
        line("    SWAP FREE        0            0    0% of TOTAL SWAP");
    }

    private void list(String indent, String name, long next, long prev, boolean last) throws IOException {
        line(indent + name + " = {");
        line(indent + "  next = " + hex(next) + ",");
        line(indent + "  prev = " + hex(prev));
        line(indent + "}" + (last ? "" : ","));
    }

    private void counter(String indent, String name, long value, boolean last) throws IOException {
        line(indent + name + " = {");
        line(indent + "  counter = " + value);
        line(indent + "}" + (last ? "" : ","));
    }

    private void spinlock(String name) throws IOException {
        line("  " + name + " = {");
        line("    {");
        line("      rlock = {");
        line("        raw_lock = {");
        line("          {");
        line("            val = {");
        line("              counter = 0");
        line("            },");
        line("            {");
        line("              locked = 0 '\\000',");
        line("              pending = 0 '\\000'");
        line("            },");
        line("            {");
        line("              locked_pending = 0,");
        line("              tail = 0");
        line("            }");
        line("          }");
        line("        }");
        line("      }");
        line("    }");
        line("  },");
    }

    /** The 2.12 field order of lnet-domain §6.2. */
    private void peerNi(PeerNi p, long peerNet, long net) throws IOException {
        long a = p.address();
        line("struct lnet_peer_ni {");
        list("  ", "lpni_peer_nis", peerNet, peerNet, false);
        list("  ", "lpni_on_remote_peer_ni_list", a + 0x10, a + 0x10, false);
        list("  ", "lpni_recovery", a + 0x20, a + 0x20, false);
        list("  ", "lpni_hashlist", a + 0x2000000, a + 0x2000000, false);
        list("  ", "lpni_txq", p.txqFirst() == 0 ? a + TXQ_OFFSET : p.txqFirst(),
                p.txqLast() == 0 ? a + TXQ_OFFSET : p.txqLast(), false);
        list("  ", "lpni_rtrq", p.rtrqFirst() == 0 ? a + RTRQ_OFFSET : p.rtrqFirst(),
                p.rtrqLast() == 0 ? a + RTRQ_OFFSET : p.rtrqLast(), false);
        list("  ", "lpni_rtr_list", a + 0x60, a + 0x60, false);
        line("  lpni_peer_net = " + hex(peerNet) + ",");
        line("  lpni_stats = {");
        for (String dir : new String[] {"el_send_stats", "el_recv_stats", "el_drop_stats"}) {
            line("    " + dir + " = {");
            counter("      ", "co_get_count", random.nextInt(1000), false);
            counter("      ", "co_put_count", random.nextInt(100000), true);
            line("    }" + (dir.equals("el_drop_stats") ? "" : ","));
        }
        line("  },");
        line("  lpni_hstats = {");
        counter("    ", "hlt_remote_dropped", 0, false);
        counter("    ", "hlt_remote_timeout", 0, false);
        counter("    ", "hlt_remote_error", 0, false);
        counter("    ", "hlt_network_timeout", 0, true);
        line("  },");
        spinlock("lpni_lock");
        line("  lpni_txcredits = " + p.txcredits() + ",");
        line("  lpni_mintxcredits = " + Math.min(p.txcredits(), config.peerCredits() - 3) + ",");
        line("  lpni_rtrcredits = " + p.rtrcredits() + ",");
        line("  lpni_minrtrcredits = " + Math.min(p.rtrcredits(), config.peerCredits() - 2) + ",");
        line("  lpni_txqnob = " + p.txqnob() + ",");
        line("  lpni_alive = true,");
        line("  lpni_notify = false,");
        line("  lpni_notifylnd = false,");
        line("  lpni_notifying = false,");
        line("  lpni_ping_notsent = false,");
        line("  lpni_alive_count = " + (1 + random.nextInt(300)) + ",");
        line("  lpni_timestamp = 1641979862,");
        line("  lpni_ping_timestamp = 0,");
        line("  lpni_ping_deadline = 0,");
        line("  lpni_last_alive = " + (1641979859 - random.nextInt(3)) + ",");
        line("  lpni_last_query = 1641979861,");
        line("  lpni_net = " + hex(net) + ",");
        line("  lpni_nid = " + Long.toUnsignedString(p.nid()) + ",");
        counter("  ", "lpni_refcount", p.refcount(), false);
        counter("  ", "lpni_healthv", 1000, false);
        line("  lpni_recovery_ping_mdh = {");
        line("    cookie = 18446744073709551615");
        line("  },");
        line("  lpni_cpt = " + random.nextInt(2) + ",");
        line("  lpni_state = 0,");
        line("  lpni_rtr_refcount = 0,");
        line("  lpni_seq = 0,");
        line("  lpni_gw_seq = 0,");
        line("  lpni_healthy = true,");
        line("  lpni_ping_feats = 0,");
        list("  ", "lpni_routes", a + 0x158, a + 0x158, false);
        line("  lpni_pref = {");
        line("    nid = 0,");
        line("    nids = 0x0");
        line("  },");
        line("  lpni_pref_nnids = 0,");
        line("  lpni_rcd = 0x0");
        line("}");
    }

    /** §1.5: waiting for tx credit on C's txq, or parked on S's rtrq holding its rx. */
    private void msg(Msg m, boolean onTxq, long txpeer, long dest) throws IOException {
        line(Scalars.address(m.address()));
        line("  msg_type = " + m.type());
        line("  msg_len = " + m.len());
        line("  msg_routing = 1");
        line("  msg_receiving = " + (onTxq ? 0 : 1));
        line("  msg_sending = " + (onTxq ? 1 : 0));
        line("  msg_rx_delayed = " + (onTxq ? 0 : 1));
        line("  msg_tx_delayed = " + (onTxq ? 1 : 0));
        line("  msg_peertxcredit = " + (onTxq ? 1 : 0));
        line("  msg_peerrtrcredit = 1");
        line("  msg_private = " + hex(m.priv()));
        line("  msg_rxpeer = " + hex(m.rxpeer()));
        line("  msg_txpeer = " + hex(txpeer));
        line("  msg_hdr.src_nid = " + Long.toUnsignedString(m.src()));
        line("  msg_hdr.dest_nid = " + Long.toUnsignedString(dest));
    }

    private void kibRx(long rx, long conn) throws IOException {
        line("crash> struct kib_rx " + Scalars.address(rx));
        line("struct kib_rx {");
        list("  ", "rx_list", rx, rx, false);
        line("  rx_conn = " + hex(conn) + ",");
        line("  rx_nob = " + (72 + 40 + random.nextInt(4000)) + ",");
        line("  rx_status = IB_WC_SUCCESS,");
        long msg = 0xffff9a0e00000000L | (rx & 0xffffff) << 12;
        line("  rx_msg = " + hex(msg) + ",");
        line("  rx_msgaddr = " + (msg & 0xffffffffffL) + ",");
        line("  rx_msgunmap = " + (msg & 0xffffffffffL) + ",");
        line("  rx_wrq = {");
        line("    next = 0x0,");
        line("    {");
        line("      wr_id = " + Long.toUnsignedString(rx) + ",");
        line("      wr_cqe = " + hex(rx));
        line("    },");
        line("    sg_list = " + hex(rx + 0x50) + ",");
        line("    num_sge = 1");
        line("  },");
        line("  rx_sge = {");
        line("    addr = " + (msg & 0xffffffffffL) + ",");
        line("    length = 4096,");
        line("    lkey = 2181038592");
        line("  }");
        line("}");
    }

    private void kibConn(long conn, long rxs, long peer, int state, int refcount, int nrx, int index)
            throws IOException {
        boolean dead = state == 5;
        line("crash> struct kib_conn " + Scalars.address(conn));
        line("struct kib_conn {");
        line("  ibc_sched = 0xffff9a10bf3e2c00,");
        line("  ibc_peer = " + hex(peer) + ",");
        line("  ibc_hdev = 0xffff9a10a1b0c000,");
        if (dead) {
            list("  ", "ibc_list", 0xdead000000000100L, 0xdead000000000200L, false);
            list("  ", "ibc_sched_list", 0xdead000000000100L, 0xdead000000000200L, false);
        } else {
            list("  ", "ibc_list", peer + 0x20, peer + 0x20, false);
            list("  ", "ibc_sched_list", conn + 0x28, conn + 0x28, false);
        }
        line("  ibc_version = 18,");
        line("  ibc_reconnect = 0,");
        line("  ibc_incarnation = 1640995200123456,");
        counter("  ", "ibc_refcount", refcount, false);
        line("  ibc_state = " + state + ",");
        line("  ibc_nsends_posted = 0,");
        line("  ibc_noops_posted = 0,");
        line("  ibc_credits = " + (dead ? 0 : config.peerCredits()) + ",");
        line("  ibc_outstanding_credits = 0,");
        line("  ibc_reserved_credits = " + config.peerCredits() + ",");
        line("  ibc_comms_error = 0,");
        line("  ibc_queue_depth = " + config.peerCredits() + ",");
        line("  ibc_max_frags = 256,");
        line("  ibc_nrx = " + nrx + ",");
        line("  ibc_scheduled = 0,");
        line("  ibc_ready = 1,");
        line("  ibc_last_send = " + (4411873356822L + index * 50_000_000_000L) + ",");
        long o = conn + 0xa8;
        for (String l : new String[] {"ibc_connd_list", "ibc_early_rxs", "ibc_tx_noops", "ibc_tx_queue",
                "ibc_tx_queue_nocred", "ibc_tx_queue_rsrvd", "ibc_active_txs", "ibc_zombie_txs"}) {
            list("  ", l, o, o, false);
            o += 0x10;
        }
        spinlock("ibc_lock");
        line("  ibc_rxs = " + hex(rxs) + ",");
        line("  ibc_rx_pages = " + hex(rxs + 0x400000) + ",");
        line("  ibc_cmid = " + hex(conn + 0x800000) + ",");
        line("  ibc_cq = " + hex(conn + 0x801000) + ",");
        line("  ibc_connvars = " + (dead ? "0x0" : hex(conn + 0x2000)));
        line("}");
    }

    private void kibPeerNi(long peer, long nid, long liveConn, int conns) throws IOException {
        line("crash> struct kib_peer_ni " + Scalars.address(peer));
        line("struct kib_peer_ni {");
        list("  ", "ibp_list", peer + 0x1000000, peer + 0x1000000, false);
        line("  ibp_nid = " + Long.toUnsignedString(nid) + ",");
        line("  ibp_ni = 0xffff9a10a1b0f000,");
        list("  ", "ibp_conns", liveConn, liveConn, false);
        line("  ibp_next_conn = " + hex(liveConn) + ",");
        list("  ", "ibp_tx_queue", peer + 0x40, peer + 0x40, false);
        line("  ibp_incarnation = 1640995200123456,");
        line("  ibp_last_alive = 4411873356822,");
        counter("  ", "ibp_refcount", conns + 1, false);
        line("  ibp_version = 18,");
        line("  ibp_accepting = 0 '\\000',");
        line("  ibp_connecting = 0 '\\000',");
        line("  ibp_reconnecting = 0 '\\000',");
        line("  ibp_races = 0 '\\000',");
        line("  ibp_reconnected = 0 '\\000',");
        line("  ibp_error = 0,");
        line("  ibp_max_frags = 256,");
        line("  ibp_queue_depth = " + config.peerCredits());
        line("}");
    }

    /** Console lines of §5.6 as the kernel log shows them before the OOM. */
    private void log(long compute, long server, int reconnects) throws IOException {
        line("crash> log");
        double t = 1043000.0;
        String c = NidText.ofU64(compute);
        String s = NidText.ofU64(server);
        line(String.format("[%14.6f] LNetError: 3051:0:(o2iblnd_cb.c:3373:kiblnd_check_txs_locked()) Timed out tx: tx_queue, 1 seconds", t));
        line(String.format("[%14.6f] LNetError: 3051:0:(o2iblnd_cb.c:3448:kiblnd_check_conns()) Timed out RDMA with %s (52): c: 0, oc: 0, rc: 42", t, c));
        int shown = Math.min(reconnects, 50);
        for (int i = 0; i < shown; i++) {
            t += 50.0 + random.nextDouble();
            line(String.format("[%14.6f] LNet: 3052:0:(o2iblnd_cb.c:2110:kiblnd_close_conn_locked()) Closing conn to %s: error 0(waiting)", t, s));
            if (i % 10 == 0) {
                line(String.format("[%14.6f] LNetError: 3051:0:(o2iblnd_cb.c:3448:kiblnd_check_conns()) Timed out RDMA with %s (%d): c: 0, oc: 0, rc: 42", t + 0.5, c, 52 + i));
            }
        }
        if (reconnects > shown) {
            line(String.format("[%14.6f] LNet: 3052:0:(o2iblnd_cb.c:2110:kiblnd_close_conn_locked()) Skipped %d previous similar messages", t + 1, reconnects - shown));
        }
        line(String.format("[%14.6f] kworker/u64:2 invoked oom-killer: gfp_mask=0x6000c0(GFP_KERNEL), order=0, oom_score_adj=0", t + 30));
        line(String.format("[%14.6f] Kernel panic - not syncing: Out of memory and no killable processes...", t + 30.2));
    }
}
