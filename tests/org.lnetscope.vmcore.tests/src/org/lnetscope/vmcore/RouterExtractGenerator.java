package org.lnetscope.vmcore;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import org.lnetscope.model.nid.Nid;
import org.lnetscope.vmcore.crash.Scalars;

/**
 * Writes the crash session an engineer gets from the seed incident's router (RHEL8 poison), in the
 * shapes crash prints for these structs on RHEL 8 (2.12) and RHEL 9 (master), at any scale, in the 2.12 layout or in master's ({@link LnetDumps}):
 * <ul>
 * <li>the peer table walk: one full {@code lnet_peer_ni} dump per compute (o2ib1) and server (o2ib0);</li>
 * <li>the stuck compute C ({@code 10.1.0.17@o2ib1}): {@code lpni_txcredits = -txq}, its {@code lpni_txq}
 * holding {@code fullSources x peerCredits} messages from as many server NIDs plus a remainder from
 * other servers with fewer each;</li>
 * <li>the server S ({@code 10.0.0.21@o2ib}): {@code lpni_rtrcredits = -rtrq}, its router queue
 * ({@code lpni_rtrq} in 2.12, its peer's {@code lp_rtrq} in master, after the {@code lnet_peer_net}
 * and {@code lnet_peer} dumps that lead there) holding {@code kib_rx}s whose {@code rx_conn} changes
 * every {@code peerCredits} messages;</li>
 * <li>those {@code kib_conn}s: state 5, {@code ibc_refcount == ibc_nrx ==} held rx, poisoned
 * {@code ibc_list}/{@code ibc_sched_list}, QP/CQ still allocated; plus S's live ESTABLISHED conn;</li>
 * <li>{@code kmem -i} of a 48 GB router and the {@code log} lines before the OOM.</li>
 * </ul>
 * Everything derives from the seed, so two runs give identical bytes.
 */
public final class RouterExtractGenerator {

    /** What to generate. {@link #seedIncident()} is the report's scale; tests shrink it. */
    public record Config(int computes, int fullSources, int peerCredits, int txqRemainder, int rtrq,
            int extraServers, boolean crlf, long seed, boolean master) {

        public static Config seedIncident() {
            return new Config(100, 69, 42, 4500 - 69 * 42, 17000, 60, false, 20220112L, false);
        }

        /** A few hundred messages: same shapes, fast enough for every unit test run. */
        public static Config small() {
            return new Config(12, 5, 42, 37, 42 * 3 + 11, 4, false, 7L, false);
        }

        public int txq() {
            return fullSources * peerCredits + txqRemainder;
        }

        /** Conns pinned by S's rtrq: one per peerCredits messages, the last one possibly partial. */
        public int pinnedConns() {
            return (rtrq + peerCredits - 1) / peerCredits;
        }

        public Config withCrlf(boolean value) {
            return new Config(computes, fullSources, peerCredits, txqRemainder, rtrq, extraServers, value, seed, master);
        }

        public Config withRtrq(int value) {
            return new Config(computes, fullSources, peerCredits, txqRemainder, value, extraServers, crlf, seed, master);
        }

        public Config withSeed(long value) {
            return new Config(computes, fullSources, peerCredits, txqRemainder, rtrq, extraServers, crlf, value, master);
        }

        /** The same incident on a 2.13+ (master) router: lp_rtrq, struct lnet_nid, krefs. */
        public Config withMaster(boolean value) {
            return new Config(computes, fullSources, peerCredits, txqRemainder, rtrq, extraServers, crlf, seed, value);
        }
    }

    /**
     * What was generated, for tests to compare the parse against. {@code rtrqHead} is the list head
     * S's router queue was walked from: {@code lpni_rtrq} of {@code serverNi} in 2.12, {@code lp_rtrq}
     * of {@code serverPeer} in master (where {@code serverPeer} is 0 in 2.12).
     */
    public record Truth(long computeNi, long serverNi, long serverPeer, long rtrqHead, List<String> txqSources,
            List<Long> rtrqConns, List<Integer> heldPerConn, long liveConn, long bytesWritten) {
    }

    static final long HDR_SIZE = 72; // sizeof(struct lnet_hdr)
    static final long MSG_LIST_OFFSET = 0x10; // lnet_msg.msg_list
    static final long TXQ_OFFSET = LnetDumps.TXQ_OFFSET;
    static final int O2IB0 = 0;
    static final int O2IB1 = 1;

    private final Config config;
    private final Random random;
    private CrashText out;
    private long nextAddress = 0xffff9a0d00000000L;

    public RouterExtractGenerator(Config config) {
        this.config = config;
        this.random = new Random(config.seed());
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
        out.line(text);
    }

    public Truth write(Writer writer) throws IOException {
        this.out = new CrashText(writer, config.crlf());
        boolean master = config.master();
        LnetDumps lnet = new LnetDumps(out, random, config.peerCredits(), master);
        KibDumps kib = new KibDumps(out, random, config.peerCredits(), master);
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
        List<LnetDumps.Msg> txq = new ArrayList<>();
        long txqnob = 0;
        for (int owner : txqOwners) {
            int type = random.nextInt(4) == 0 ? 3 : 1; // REPLY or PUT forwarded to the compute
            long len = random.nextInt(3) == 0 ? 4096 : 1048576;
            long stalePrivate = 0xffff9a0e00000000L + random.nextInt(1 << 24) * KibDumps.RX_SIZE;
            txq.add(new LnetDumps.Msg(alloc(0x1c0), type, len, serverNids.get(owner), serverNis.get(owner),
                    stalePrivate));
            txqnob += len + HDR_SIZE;
        }

        // --- S's router queue: pc messages per conn, each conn then torn down but pinned ---
        List<LnetDumps.Msg> rtrq = new ArrayList<>();
        List<Long> conns = new ArrayList<>();
        List<Long> connRxs = new ArrayList<>();
        List<Integer> held = new ArrayList<>();
        List<List<Long>> heldRx = new ArrayList<>();
        int rxMsgs = 2 * pc + 2; // IBLND_RX_MSGS
        for (int c = 0; c < config.pinnedConns(); c++) {
            long conn = alloc(0x400);
            long rxs = alloc(rxMsgs * KibDumps.RX_SIZE);
            int n = Math.min(pc, config.rtrq() - c * pc);
            List<Integer> slots = new ArrayList<>();
            for (int i = 0; i < rxMsgs; i++) {
                slots.add(i);
            }
            Collections.shuffle(slots, random);
            List<Long> rx = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                long r = rxs + slots.get(i) * KibDumps.RX_SIZE;
                rx.add(r);
                int type = random.nextInt(3) == 0 ? 2 : 1;
                rtrq.add(new LnetDumps.Msg(alloc(0x1c0), type, type == 2 ? 0 : 4096, serverNid, serverNis.get(0), r));
            }
            conns.add(conn);
            connRxs.add(rxs);
            held.add(n);
            heldRx.add(rx);
        }
        long liveConn = alloc(0x400);
        long liveRxs = alloc(rxMsgs * KibDumps.RX_SIZE);
        long kibPeer = alloc(0x100);

        // --- the peer table: C, the other computes, the servers ---
        List<LnetDumps.PeerNi> table = new ArrayList<>();
        // -N credits means N queued (lnet_post_send_locked): the peer_credits in flight hold the rest.
        table.add(new LnetDumps.PeerNi(computeNi, computeNid, -txq.size(), pc, txqnob,
                txq.isEmpty() ? 0 : txq.get(0).address() + MSG_LIST_OFFSET,
                txq.isEmpty() ? 0 : txq.get(txq.size() - 1).address() + MSG_LIST_OFFSET, 0, 0, 1 + txq.size(),
                peerNet, 0));
        for (int i = 0; i < config.computes(); i++) {
            int host = 1 + i + (i >= 16 ? 1 : 0); // skip .17, that is C
            table.add(new LnetDumps.PeerNi(alloc(0x200), nid(O2IB1, 10, 1, host / 250, host % 250), pc, pc, 0, 0, 0,
                    0, 0, 2, peerNet, 0));
        }
        for (int i = 0; i < servers; i++) {
            int s = i;
            long mine = txqOwners.stream().filter(o -> o == s).count();
            int rtr = i == 0 && !rtrq.isEmpty() ? -rtrq.size() : pc - (int) mine;
            long first = i == 0 && !rtrq.isEmpty() ? rtrq.get(0).address() + MSG_LIST_OFFSET : 0;
            long last = i == 0 && !rtrq.isEmpty() ? rtrq.get(rtrq.size() - 1).address() + MSG_LIST_OFFSET : 0;
            table.add(new LnetDumps.PeerNi(serverNis.get(i), serverNids.get(i), pc, rtr, 0, 0, 0, first, last,
                    2 + (int) mine + (i == 0 ? rtrq.size() : 0), peerNet, 0));
        }
        if (master) {
            // Master: every peer NI reaches its lnet_peer through its own lnet_peer_net (allocated
            // last, so the objects both layouts share keep their addresses).
            for (int i = 0; i < table.size(); i++) {
                LnetDumps.PeerNi p = table.get(i);
                table.set(i, new LnetDumps.PeerNi(p.address(), p.nid(), p.txcredits(), p.rtrcredits(), p.txqnob(),
                        p.txqFirst(), p.txqLast(), p.rtrqFirst(), p.rtrqLast(), p.refcount(), alloc(0x60),
                        alloc(0x100)));
            }
        }

        // --- the session ---
        banner();
        kmem();
        // The peer hash walk prints peers bucket by bucket; a few per bucket is typical.
        long hash = alloc(503 * 16);
        for (int start = 0; start < table.size(); start += 4) {
            int end = Math.min(table.size(), start + 4);
            line("crash> list -H " + Scalars.address(hash + 16L * (start / 4))
                    + " -o lnet_peer_ni.lpni_hashlist -s lnet_peer_ni");
            for (LnetDumps.PeerNi p : table.subList(start, end)) {
                line(Scalars.address(p.address()));
                lnet.peerNi(p, net);
            }
        }
        LnetDumps.PeerNi server = table.get(1 + config.computes());
        long rtrqHead = server.address() + LnetDumps.RTRQ_OFFSET;
        if (master) {
            for (LnetDumps.PeerNi p : table) {
                lnet.peerNet(p.peerNet(), p.peer(), p.address(), Nid.fromLnetNidT(p.nid()).netNumber());
            }
            for (LnetDumps.PeerNi p : table) {
                lnet.peer(p.peer(), p.nid(), p.peerNet(), p.rtrqFirst(), p.rtrqLast());
            }
            rtrqHead = server.peer() + LnetDumps.LP_RTRQ_OFFSET;
        }
        String fields = "lnet_msg.msg_type,msg_len,msg_routing,msg_receiving,msg_sending,msg_rx_delayed,"
                + "msg_tx_delayed,msg_peertxcredit,msg_peerrtrcredit,msg_private,msg_rxpeer,msg_txpeer,"
                + "msg_hdr.src_nid,msg_hdr.dest_nid";
        line("crash> list -H " + Scalars.address(computeNi + TXQ_OFFSET) + " -o lnet_msg.msg_list -s " + fields);
        for (LnetDumps.Msg m : txq) {
            lnet.msg(m, true, computeNi, computeNid);
        }
        line("crash> list -H " + Scalars.address(rtrqHead) + " -o lnet_msg.msg_list -s " + fields);
        for (LnetDumps.Msg m : rtrq) {
            lnet.msg(m, false, 0, nid(O2IB1, 10, 1, 0, 3 + random.nextInt(90)));
        }
        for (int c = 0; c < conns.size(); c++) {
            for (long r : heldRx.get(c)) {
                kib.rx(r, conns.get(c));
            }
        }
        for (int c = 0; c < conns.size(); c++) {
            kib.conn(conns.get(c), connRxs.get(c), kibPeer, 5, held.get(c), held.get(c), c);
        }
        kib.conn(liveConn, liveRxs, kibPeer, 3, rxMsgs + 1, rxMsgs, conns.size());
        kib.peerNi(kibPeer, serverNid, liveConn, conns.size() + 1);
        log(computeNid, serverNid, conns.size());
        line("crash> ");
        out.flush();
        List<String> sources = new ArrayList<>();
        for (LnetDumps.Msg m : txq) {
            sources.add(Nid.fromLnetNidT(m.src()).toString());
        }
        List<Long> rtrqConns = new ArrayList<>();
        for (int c = 0; c < conns.size(); c++) {
            for (int i = 0; i < held.get(c); i++) {
                rtrqConns.add(conns.get(c));
            }
        }
        return new Truth(computeNi, serverNis.get(0), server.peer(), rtrqHead, sources, rtrqConns, held, liveConn,
                out.written());
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
        line("");
        // pass 1's first command (ExtractPlanner.FIRST_PASS): the seed's router has two CPTs
        line("crash> p the_lnet.ln_cpt_number");
        line("$1 = 2");
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

    /** Console lines of lib-move.c and o2iblnd_cb.c as the kernel log shows them before the OOM. */
    private void log(long compute, long server, int reconnects) throws IOException {
        line("crash> log");
        double t = 1043000.0;
        String c = Nid.fromLnetNidT(compute).toString();
        String s = Nid.fromLnetNidT(server).toString();
        line(String.format("[%14.6f] LNetError: 3051:0:(o2iblnd_cb.c:3373:kiblnd_check_txs_locked()) Timed out tx: tx_queue, 1 seconds",
                t));
        line(String.format(
                "[%14.6f] LNetError: 3051:0:(o2iblnd_cb.c:3448:kiblnd_check_conns()) Timed out RDMA with %s (52): c: 0, oc: 0, rc: 42", t,
                c));
        int shown = Math.min(reconnects, 50);
        for (int i = 0; i < shown; i++) {
            t += 50.0 + random.nextDouble();
            line(String.format("[%14.6f] LNet: 3052:0:(o2iblnd_cb.c:2110:kiblnd_close_conn_locked()) Closing conn to %s: error 0(waiting)",
                    t, s));
            if (i % 10 == 0) {
                line(String.format(
                        "[%14.6f] LNetError: 3051:0:(o2iblnd_cb.c:3448:kiblnd_check_conns()) Timed out RDMA with %s (%d): c: 0, oc: 0, rc: 42",
                        t + 0.5, c, 52 + i));
            }
        }
        if (reconnects > shown) {
            line(String.format("[%14.6f] LNet: 3052:0:(o2iblnd_cb.c:2110:kiblnd_close_conn_locked()) Skipped %d previous similar messages",
                    t + 1, reconnects - shown));
        }
        line(String.format("[%14.6f] kworker/u64:2 invoked oom-killer: gfp_mask=0x6000c0(GFP_KERNEL), order=0, oom_score_adj=0", t + 30));
        line(String.format("[%14.6f] Kernel panic - not syncing: Out of memory and no killable processes...", t + 30.2));
    }
}
