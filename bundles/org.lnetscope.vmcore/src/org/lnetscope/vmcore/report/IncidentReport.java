package org.lnetscope.vmcore.report;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.lnetscope.analysis.CreditCoupling.Stalled;
import org.lnetscope.analysis.CreditCoupling;
import org.lnetscope.analysis.Evidence;
import org.lnetscope.analysis.Links;
import org.lnetscope.analysis.PinnedConnections;
import org.lnetscope.analysis.WhyAlive;
import org.lnetscope.analysis.WhyQueued;
import org.lnetscope.model.Diagnostic;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibConnState;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.LustreLayout;
import org.lnetscope.model.Message;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.Severity;
import org.lnetscope.model.nid.Nid;

/**
 * The explained report of a router extract: the figures the seed engineer counted by hand (credits,
 * txq by source NID, rtrq by rx_conn, pinned conns and their memory against RAM), the kernel log
 * timeline, and, when the pinned-connection pattern is there, what it means in plain words.
 */
public final class IncidentReport {

    /** Rows shown per table before "... N more": a report must stay readable at 17000 messages. */
    static final int MAX_ROWS = 25;

    private final Fabric fabric;
    private final DmesgTimeline timeline;
    private final ReportDoc doc = new ReportDoc();
    private final Node router;
    /** Master (2.13+) parks routed messages on the peer's lp_rtrq, 2.12 on the peer NI's lpni_rtrq. */
    private final boolean master;
    private final String rtrq;

    /** Which fields the extract printed: the report says which links it read and which it inferred. */
    private final Evidence evidence;

    private IncidentReport(Fabric fabric, DmesgTimeline timeline, Evidence evidence) {
        this.fabric = fabric;
        this.timeline = timeline;
        this.evidence = evidence;
        this.master = fabric.getLustreVersion() == LustreLayout.LAYOUT_MASTER;
        this.rtrq = master ? "lp_rtrq" : "lpni_rtrq";
        this.router = fabric.getNodes().stream().filter(n -> n.getRole() == NodeRole.ROUTER).findFirst()
                .orElse(fabric.getNodes().isEmpty() ? null : fabric.getNodes().get(0));
    }

    public static ReportDoc build(Fabric fabric, DmesgTimeline timeline) {
        return build(fabric, timeline, Evidence.COMPLETE);
    }

    /** The report of an extract that printed only some fields ({@code VmcoreExtract.evidence()}). */
    public static ReportDoc build(Fabric fabric, DmesgTimeline timeline, Evidence evidence) {
        return new IncidentReport(fabric, timeline, evidence).write();
    }

    /** What the analysis found, for the explanation and for tests. */
    public record Findings(PeerNi worstTx, PeerNi worstRtr, int fullSources, int peerCredits, int runLength,
            int pinned, long pinnedBytes, long ram) {

        public boolean pinnedPattern() {
            return worstRtr != null && pinned > 0 && runLength > 0;
        }
    }

    private Findings findings;

    public static Findings analyse(Fabric fabric) {
        IncidentReport r = new IncidentReport(fabric, new DmesgTimeline(), Evidence.COMPLETE);
        r.write();
        return r.findings;
    }

    private ReportDoc write() {
        doc.heading(1, "LNet router vmcore report: " + (router == null ? fabric.getName() : router.getHostname()));
        if (router == null) {
            doc.para("The extract holds no node: nothing to report.");
            diagnostics();
            return doc;
        }
        List<PeerNi> nis = peerNis();
        doc.para(String.format(Locale.ROOT, "Read from `%s`: %d peer NIs, %d queued messages, %d kib_conns (%d pinned),"
                + " RAM %s.", fabric.getName(), nis.size(), router.getMessages().size(), conns().size(),
                router.pinnedConns().size(), router.getRamBytes() > 0 ? bytes(router.getRamBytes()) : "unknown"));
        release();
        credits(nis);
        Stalled stalled = CreditCoupling.worst(router);
        PeerNi worstTx = stalled == null ? null : stalled.peerNi();
        int[] txq = worstTx == null ? new int[] {0, 0} : txqBySource(worstTx);
        if (worstTx != null) {
            insideLnd(worstTx);
        }
        PeerNi worstRtr = CreditCoupling.starved(router).stream().filter(ni -> !ni.routerQueue().isEmpty()).findFirst()
                .orElse(null);
        int runLength = 0;
        // In master the queue belongs to the peer and is shared by its NIs: group each queue once.
        Set<List<Message>> grouped = Collections.newSetFromMap(new IdentityHashMap<>());
        for (PeerNi ni : nis) {
            if (!ni.routerQueue().isEmpty() && grouped.add(ni.routerQueue())) {
                int run = rtrqByConn(ni);
                if (worstRtr != null && ni.routerQueue() == worstRtr.routerQueue()) {
                    runLength = run;
                }
            }
        }
        long pinnedBytes = pinned();
        inferred();
        findings = new Findings(worstTx, worstRtr, txq[0], txq[1], runLength, router.pinnedConns().size(), pinnedBytes,
                router.getRamBytes());
        why = worstTx == null ? null : WhyQueued.assess(router, worstTx, timeline);
        explanation();
        whyQueued();
        timeline();
        diagnostics();
        return doc;
    }

    /**
     * Which Lustre the dump ran, and from what: the kernel log's obdclass load line, else the structs'
     * layout only (which tells 2.12 from 2.13+, not 2.15 from 2.16): aliveness differs by release (WhyAlive).
     */
    private void release() {
        String layout = fabric.getLustreVersion() == LustreLayout.LAYOUT_B2_12 ? "2.12" : "2.13 or later";
        // the log read with the extract, else the note a saved model of it kept
        String logged = timeline.buildVersion() != null ? timeline.buildVersion() : WhyAlive.buildVersion(fabric);
        if (logged == null) {
            doc.para("Lustre release: not in the kernel log (only obdclass prints it, \"Lustre: Build Version:\", and a router"
                    + " that loads only lnet and ko2iblnd never does); the structs' layout says " + layout
                    + (layout.equals("2.12") ? "." : ", which does not tell 2.15, 2.16 and master apart: `lnetscope why-alive`"
                            + " shows each (`--version` picks one)."));
            return;
        }
        WhyAlive.Release r = WhyAlive.Release.parse(logged);
        Boolean after212 = WhyAlive.layoutAfter212(logged);
        boolean agrees = after212 != null && after212 == !layout.equals("2.12");
        String more = timeline.buildVersions() > 1 ? " (the log names " + timeline.buildVersions()
                + " versions: modules were loaded again; the last one is taken)" : "";
        String against = after212 == null ? "; its layout cannot be told from that version, the structs' is " + layout + "."
                : agrees ? "; the structs' layout (" + layout + ") agrees."
                : "; but the structs' layout is " + layout + ": the two disagree, so neither is assumed (read"
                        + " `mod` in crash for the modules' versions).";
        doc.para("Lustre release: " + logged + ", from the kernel log's \"" + WhyAlive.BUILD_VERSION + logged + "\"" + more
                + against + (r == null && agrees ? " LNet Scope has read the kernel's aliveness rule at 2.12, 2.15, 2.16 and"
                        + " master, not at " + logged + ": `lnetscope why-alive` shows each." : ""));
    }

    private List<PeerNi> peerNis() {
        List<PeerNi> out = new ArrayList<>();
        for (Peer p : router.getPeers()) {
            out.addAll(p.getPeerNis());
        }
        return out;
    }

    private List<KibConn> conns() {
        List<KibConn> out = new ArrayList<>();
        for (KibPeer p : router.getKibPeers()) {
            out.addAll(p.getConns());
        }
        return out;
    }

    /** The table of peer NIs with a negative credit or a non-empty queue, worst first. */
    private void credits(List<PeerNi> nis) {
        doc.heading(2, "Peer NI credits and queues");
        List<PeerNi> stressed = nis.stream()
                .filter(ni -> ni.getTxCredits() < 0 || ni.getRtrCredits() < 0 || !ni.getTxq().isEmpty()
                        || !ni.routerQueue().isEmpty())
                .sorted(Comparator.comparingInt((PeerNi ni) -> Math.min(ni.getTxCredits(), ni.getRtrCredits())))
                .toList();
        if (stressed.isEmpty()) {
            doc.para("Every dumped peer NI has its credits and empty queues: nothing is waiting.");
            return;
        }
        doc.para(stressed.size() + " of " + nis.size() + " peer NIs have a negative credit or queued messages."
                + " A credit of -N means N messages wait on the matching queue (`lpni_txcredits` / `lpni_txq`,"
                + " `lpni_rtrcredits` / `" + rtrq + "`).");
        List<List<String>> rows = new ArrayList<>();
        for (PeerNi ni : limit(stressed)) {
            rows.add(List.of(nid(ni.getNid()), str(ni.getTxCredits()), str(ni.getMinTxCredits()), str(ni.getTxq().size()),
                    str(ni.getTxqNob()), str(ni.getRtrCredits()), str(ni.getMinRtrCredits()), str(ni.routerQueue().size()),
                    str(ni.getRefcount())));
        }
        more(rows, stressed.size(), 9);
        doc.table(List.of("peer NI", "lpni_txcredits", "min", "lpni_txq", "lpni_txqnob", "lpni_rtrcredits", "min",
                rtrq, "refcount"), rows);
    }

    /** The seed's "for 69 NIDs I count 42 messages": {fullSources, the count they share}. */
    private int[] txqBySource(PeerNi ni) {
        doc.heading(2, "`lpni_txq` of " + nid(ni.getNid()) + " by source NID");
        Map<String, Integer> bySource = new LinkedHashMap<>();
        for (Message m : ni.getTxq()) {
            bySource.merge(nid(m.getSrcNid()), 1, Integer::sum);
        }
        Map<Integer, Integer> histogram = new TreeMap<>(Comparator.reverseOrder());
        bySource.values().forEach(n -> histogram.merge(n, 1, Integer::sum));
        int top = histogram.isEmpty() ? 0 : histogram.keySet().iterator().next();
        int atTop = histogram.getOrDefault(top, 0);
        List<String> lines = new ArrayList<>();
        histogram.forEach((count, nids) -> lines.add(nids + " source NID" + (nids == 1 ? "" : "s") + " with " + count
                + " message" + (count == 1 ? "" : "s") + " each"));
        doc.para(ni.getTxq().size() + " messages from " + bySource.size() + " source NIDs (`msg_hdr.src_nid`):");
        doc.bullets(lines.size() > 8 ? append(lines.subList(0, 8), "... and smaller groups") : lines);
        if (atTop > 1) {
            doc.para("**" + atTop + " NIDs x " + top + "**: each of these sources has exactly " + top
                    + " forwarded messages stuck here. A forwarded message holds its sender's router credit until it is"
                    + " sent on, so " + top + " is the sender's `peer_buffer_credits` (by default `peer_credits`): those"
                    + " senders have no router credit left for anything else.");
        }
        List<List<String>> rows = new ArrayList<>();
        List<Map.Entry<String, Integer>> sorted = bySource.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed()).toList();
        for (Map.Entry<String, Integer> e : limit(sorted)) {
            rows.add(List.of(e.getKey(), str(e.getValue())));
        }
        more(rows, sorted.size(), 2);
        doc.table(List.of("source NID", "messages"), rows);
        return new int[] {atTop, top};
    }

    /**
     * Where the peer's tx credits are: lnet_post_send_locked() takes one per message and queues the
     * message on lpni_txq only when none is left, so {@code lpni_txcredits = lct_peer_tx_credits -
     * (messages handed to o2iblnd) - (messages on lpni_txq)} (lib-move.c); the ones handed over wait as
     * kib_tx on ibp_tx_queue, a conn's send queues or ibc_active_txs (o2iblnd_cb.c).
     */
    private void insideLnd(PeerNi ni) {
        List<String> lines = new ArrayList<>();
        int max = ni.getMaxTxCredits();
        if (max > 0) {
            int held = max - ni.getTxCredits() - ni.getTxq().size();
            if (held < 0 || held > max) {
                // each message handed over holds one of the max credits: outside [0, max] the walk and the
                // counter disagree, and the counter is the kernel's
                lines.add("`lpni_txcredits` " + ni.getTxCredits() + " with `lct_peer_tx_credits` " + max + " means "
                        + (max - ni.getTxCredits()) + " messages hold or wait for a credit, but the `lpni_txq` walk has "
                        + ni.getTxq().size() + ": the walk is incomplete, so how many are inside o2iblnd is unknown (at most "
                        + max + ")");
            } else {
                lines.add("`lpni_txcredits` " + ni.getTxCredits() + " = `lct_peer_tx_credits` " + max + " - "
                        + ni.getTxq().size() + " on `lpni_txq` - " + held + " handed to o2iblnd and not completed");
            }
        } else {
            lines.add("how many of its messages are inside o2iblnd is unknown: `lct_peer_tx_credits` of its net was not read");
        }
        KibPeer kp = router.getKibPeers().stream().filter(k -> ni.getNid() != null && ni.getNid().equals(k.getNid()))
                .findFirst().orElse(null);
        if (kp != null) {
            int queued = 0;
            int active = 0;
            boolean walked = kp.isSetWaitingTxs();
            for (KibConn c : kp.getConns()) {
                queued += c.isSetQueuedTxs() ? c.getQueuedTxs() : 0;
                active += c.isSetActiveTxs() ? c.getActiveTxs() : 0;
                walked |= c.isSetQueuedTxs() || c.isSetActiveTxs();
            }
            if (walked) {
                lines.add("o2iblnd holds " + (kp.isSetWaitingTxs() ? kp.getWaitingTxs() : 0) + " kib_tx on `ibp_tx_queue`"
                        + " (waiting for a connection), " + queued + " on its conns' send queues (no IB credit) and "
                        + active + " on `ibc_active_txs` (posted, waiting for a completion, PUT_ACK or GET_DONE)");
            } else {
                lines.add("its kib_tx lists were not walked (`lnetscope vmcore plan` lists the walks of `ibp_tx_queue`"
                        + " and the conns' tx queues)");
            }
        }
        doc.para("Credits of " + nid(ni.getNid()) + " inside o2iblnd:");
        doc.bullets(lines);
    }

    /** The seed's "rx_conn changes every 42 messages": runs of messages holding rxs of one conn. */
    private int rtrqByConn(PeerNi ni) {
        doc.heading(2, "`" + rtrq + "` of " + (master ? "the peer of " : "") + nid(ni.getNid())
                + " by `kib_rx.rx_conn`");
        List<KibConn> runConn = new ArrayList<>();
        List<Integer> runLen = new ArrayList<>();
        int noRx = 0;
        for (Message m : ni.routerQueue()) {
            KibConn c = m.heldConn();
            if (c == null) {
                noRx++;
            }
            if (!runConn.isEmpty() && runConn.get(runConn.size() - 1) == c) {
                runLen.set(runLen.size() - 1, runLen.get(runLen.size() - 1) + 1);
            } else {
                runConn.add(c);
                runLen.add(1);
            }
        }
        Map<Integer, Integer> lengths = new TreeMap<>(Comparator.reverseOrder());
        for (int i = 0; i < runLen.size(); i++) {
            lengths.merge(runLen.get(i), 1, Integer::sum);
        }
        doc.para(ni.routerQueue().size() + " parked messages in queue order, " + runConn.size()
                + " runs of consecutive messages whose held `kib_rx` belongs to the same `kib_conn`"
                + (noRx > 0 ? " (" + noRx + " messages with no dumped kib_rx)" : "") + ".");
        List<String> lines = new ArrayList<>();
        lengths.forEach((len, n) -> lines.add(count(n, "run") + " of " + count(len, "message")));
        doc.bullets(lines);
        // Every run but the newest (still filling) has the same length: a new conn every N messages.
        int regular = 0;
        // a run of one message is no credit pattern (interleaved senders give it): not claimed
        if (runLen.size() > 1 && runLen.get(0) > 1) {
            int first = runLen.get(0);
            boolean same = runConn.get(0) != null;
            for (int i = 0; i < runLen.size() - 1; i++) {
                same &= runLen.get(i) == first && runConn.get(i) != null;
            }
            if (same) {
                regular = first;
                doc.para("**A new connection every " + first + " messages**: the sender used up the " + first
                        + " IB credits of a connection, nothing came back (the router never reposted those rxs), its"
                        + " sends timed out, it reconnected and sent " + first + " more.");
            }
        }
        List<List<String>> rows = new ArrayList<>();
        int shown = 0;
        int position = 0;
        for (int i = 0; i < runConn.size(); i++) {
            if (shown < MAX_ROWS || i == runConn.size() - 1) {
                KibConn c = runConn.get(i);
                rows.add(List.of(str(position), str(runLen.get(i)), c == null ? "(no kib_rx)" : addr(c.getAddress()),
                        c == null ? "" : c.getState().getName(), c == null ? "" : str(c.getRefcount())));
                shown++;
            } else if (shown == MAX_ROWS) {
                rows.add(List.of("...", "", (runConn.size() - MAX_ROWS - 1) + " more runs", "", ""));
                shown++;
            }
            position += runLen.get(i);
        }
        doc.table(List.of("first message", "messages", "kib_conn", "ibc_state", "ibc_refcount"), rows);
        return regular;
    }

    private long pinned() {
        doc.heading(2, "Pinned connections");
        List<KibConn> pinned = router.pinnedConns();
        if (pinned.isEmpty()) {
            doc.para("No `kib_conn` is CLOSING or DISCONNECTED and held by an rx LNet still owns.");
            return 0;
        }
        long total = 0;
        int onlyRx = 0;
        int undecided = 0;
        List<List<String>> rows = new ArrayList<>();
        for (KibConn c : pinned) {
            total += c.memoryBytes();
            int held = c.heldRxs().size();
            if (c.getRefcount() == c.getNrx() && c.getNrx() == held) {
                onlyRx++;
            } else if (c.getRefcount() == c.getNrx() && held < c.getNrx()) {
                // every reference is an rx's (kiblnd_post_rx takes one per posted rx, o2iblnd_cb.c),
                // but the extract links fewer of them to parked messages: the rest were not
                // printed, or are still posted; neither "only rxs of parked messages" nor its
                // opposite is read
                undecided++;
            }
            if (rows.size() < MAX_ROWS) {
                rows.add(List.of(addr(c.getAddress()), c.getPeer().getNid() == null ? "?" : nid(c.getPeer().getNid()),
                        c.getState().getName(), str(c.getRefcount()), str(c.getNrx()), str(held),
                        c.getIbcListState().getName(), c.getIbcSchedListState().getName(), str(c.getQpPages()),
                        str(c.getCqPages()), str(c.getRxPages()), bytes(c.memoryBytes())));
            }
        }
        more(rows, pinned.size(), 12);
        boolean allDisconnected = pinned.stream().allMatch(c -> c.getState() == KibConnState.DISCONNECTED);
        doc.para(pinned.size() + (pinned.size() == 1 ? " `kib_conn` is " : " `kib_conn`s are ")
                + (allDisconnected ? "DISCONNECTED (`ibc_state` 5)" : "CLOSING or DISCONNECTED")
                + " and held by rxs that parked messages own, so"
                + " `kiblnd_destroy_conn()` never ran and their QP, CQ and rx pages are still allocated. " + onlyRx
                + " of them are held only by received rxs (`ibc_refcount == ibc_nrx ==` rxs held by parked messages)"
                + (undecided == 0 ? "."
                        : "; for " + undecided + " more, `ibc_refcount == ibc_nrx` but the extract links fewer of their"
                                + " rxs to parked messages (column held rx): whether parked messages hold all the others is"
                                + " unknown (`lnetscope vmcore plan` lists the commands that print the rest)."));
        doc.table(List.of("kib_conn", "peer", "state", "ibc_refcount", "ibc_nrx", "held rx", "ibc_list", "ibc_sched_list",
                "QP pages", "CQ pages", "rx pages", "memory"), rows);
        doc.para("QP and CQ pages are estimated from `ibc_queue_depth` and `ibc_max_frags` the way mlx5 sizes them"
                + " (crash cannot show the HCA's allocation); rx pages are `IBLND_RX_MSGS` = 2 x queue depth + 2.");
        Map<String, long[]> perPeer = new TreeMap<>();
        for (KibConn c : pinned) {
            long[] a = perPeer.computeIfAbsent(c.getPeer().getNid() == null ? "?" : nid(c.getPeer().getNid()),
                    k -> new long[2]);
            a[0]++;
            a[1] += c.memoryBytes();
        }
        List<List<String>> peerRows = new ArrayList<>();
        perPeer.entrySet().stream().sorted((a, b) -> Long.compare(b.getValue()[1], a.getValue()[1])).limit(MAX_ROWS)
                .forEach(e -> peerRows.add(List.of(e.getKey(), str(e.getValue()[0]), bytes(e.getValue()[1]))));
        doc.table(List.of("peer", "pinned conns", "memory"), peerRows);
        long ram = router.getRamBytes();
        doc.para("**Total pinned: " + bytes(total) + "**" + (ram > 0 ? String.format(Locale.ROOT,
                " = %.1f%% of the router's %s of RAM", 100.0 * total / ram, bytes(ram)) : " (RAM unknown: no `kmem -i`)")
                + ".");
        return total;
    }

    /**
     * What the extract did not print and the report inferred, by the kernel's relations
     * ({@link Links}), and what stays unknown: said here so that no figure looks more certain
     * than its evidence.
     */
    private void inferred() {
        int bySrcNid = 0;
        int unattributed = 0;
        Map<String, Integer> unprinted = new TreeMap<>();
        for (Stalled s : CreditCoupling.find(router)) {
            bySrcNid += s.inferred();
            unattributed += s.unattributed();
            s.unprinted().forEach(u -> unprinted.merge(String.valueOf(u.nid()), u.queuedBehind(), Integer::sum));
        }
        int parkedNoRx = 0;
        Set<List<Message>> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        for (PeerNi ni : peerNis()) {
            if (seen.add(ni.routerQueue())) {
                for (Message m : ni.routerQueue()) {
                    if (m.getKibRx() == null) {
                        parkedNoRx++;
                    }
                }
            }
        }
        List<PinnedConnections.Unconfirmed> unconfirmed = PinnedConnections.unconfirmed(fabric, evidence);
        if (bySrcNid == 0 && parkedNoRx == 0 && unconfirmed.isEmpty() && unprinted.isEmpty()) {
            return;
        }
        doc.heading(2, "Read and inferred links");
        List<String> items = new ArrayList<>();
        if (bySrcNid > 0) {
            items.add(count(bySrcNid, "queued message") + (bySrcNid == 1 ? " has" : " have")
                    + " no `msg_rxpeer` in the extract: their sender is " + Links.FROM_SRC_NID
                    + " (`msg_hdr.src_nid`; lnet_parse() sets `msg_rxpeer` to the peer NI it received from, which for a"
                    + " sender one hop away has that NID).");
        }
        if (!unprinted.isEmpty()) {
            int messages = unprinted.values().stream().mapToInt(Integer::intValue).sum();
            items.add(count(messages, "queued message") + (messages == 1 ? " comes" : " come") + " from " + unprinted.size()
                    + (unprinted.size() == 1 ? " sender" : " senders")
                    + " named only by `msg_hdr.src_nid` (" + String.join(", ", unprinted.keySet().stream().limit(5).toList())
                    + (unprinted.size() > 5 ? ", ..." : "") + "): their peer NIs are not in the extract, so their router credits"
                    + " (`lpni_rtrcredits`) are unknown; they count as senders, not as blocked or unblocked.");
        }
        if (unattributed > 0) {
            items.add(count(unattributed, "queued message") + (unattributed == 1 ? " has" : " have")
                    + " no known sender: sent by the router itself, or no"
                    + " `msg_rxpeer` was printed and no peer NI in the extract has their `msg_hdr.src_nid`.");
        }
        if (parkedNoRx > 0) {
            items.add(count(parkedNoRx, "parked message") + (parkedNoRx == 1 ? " has" : " have")
                    + " no `kib_rx` in the extract (`msg_private` not printed, or its"
                    + " `kib_rx` not dumped): the conns they hold are not counted.");
        }
        for (PinnedConnections.Unconfirmed u : limit(unconfirmed)) {
            items.add("`kib_conn` " + addr(u.conn().getAddress()) + " to " + u.peer() + ": " + u.why() + ".");
        }
        doc.bullets(items);
        doc.para("`lnetscope vmcore plan` on the same logs lists the crash commands that read these links.");
    }

    private void explanation() {
        if (!findings.pinnedPattern()) {
            return;
        }
        doc.heading(2, "What happened");
        PeerNi c = findings.worstTx();
        PeerNi s = findings.worstRtr();
        int n = findings.runLength();
        List<String> steps = new ArrayList<>();
        if (c != null) {
            steps.add("The router cannot deliver to " + nid(c.getNid()) + ": " + c.getTxq().size()
                    + " forwarded messages wait for it on `lpni_txq` (`lpni_txcredits` " + c.getTxCredits()
                    + "). Nothing dropped them. " + (why == null ? "" : why.summary() + " (Why: below.)"));
        }
        if (findings.fullSources() > 1) {
            steps.add("Each forwarded message keeps its sender's router credit until it leaves. "
                    + findings.fullSources() + " servers have all " + findings.peerCredits()
                    + " of their router credits stuck in that queue, so they cannot be routed anything else,"
                    + " whatever the destination.");
        }
        steps.add("Messages that " + nid(s.getNid()) + " sent afterwards are parked on its router queue (`" + rtrq
                + "`, " + s.routerQueue().size() + " messages, `lpni_rtrcredits` " + s.getRtrCredits() + "). ko2iblnd has"
                + " no early receive, so each parked message keeps the `kib_rx` it arrived in: the rx is not reposted"
                + " and its IB credit is not returned to the sender.");
        steps.add("After " + n + " such messages the sender's connection has no IB credit left; its sends time out,"
                + " it disconnects and reconnects, and sends " + n + " more: a new `kib_conn` every " + n
                + " messages along the queue.");
        steps.add("On the router each old connection is DISCONNECTED, its lists deleted (poisoned), but its refcount"
                + " stays at the number of rxs still held, so it is never destroyed: " + findings.pinned()
                + " connections keep their QP, CQ and rx pages, " + bytes(findings.pinnedBytes())
                + (findings.ram() > 0 ? String.format(Locale.ROOT, " (%.0f%% of RAM)", 100.0 * findings.pinnedBytes()
                        / findings.ram()) : "")
                + ".");
        steps.add("This only resolves when the stuck queue drains and the parked messages are received. Until then"
                + " the pinned memory grows by about " + bytes(findings.pinnedBytes() / Math.max(1, findings.pinned()))
                + " per reconnect of every blocked sender, which is how the router runs out of memory.");
        doc.bullets(steps);
    }

    /** Each condition under which LNet keeps queueing to a dead peer, with what decides it (WhyQueued). */
    private WhyQueued.Result why;

    private void whyQueued() {
        if (why == null) {
            return;
        }
        doc.heading(2, "Why LNet kept queueing to " + nid(why.peer().getNid()));
        doc.para(why.summary());
        List<List<String>> rows = new ArrayList<>();
        List<String> next = new ArrayList<>();
        for (WhyQueued.Assessment a : why.assessments()) {
            rows.add(List.of(a.hypothesis().title, a.verdict().label,
                    a.evidence().isEmpty() ? "not in the extract" : String.join("; ", a.evidence())));
            for (String r : a.readNext()) {
                if (!next.contains(r)) {
                    next.add(r);
                }
            }
        }
        doc.table(List.of("condition", "verdict", "what decides it"), rows);
        if (!next.isEmpty()) {
            doc.para("To decide the rest, read (`lnetscope vmcore plan` on these logs lists the crash commands):");
            doc.bullets(next);
        }
    }

    private void timeline() {
        doc.heading(2, "Kernel log timeline");
        if (timeline.events().isEmpty()) {
            doc.para("No LNet/o2iblnd console line or OOM message in the extract (add the `log` output or"
                    + " vmcore-dmesg.txt).");
            return;
        }
        List<List<String>> rows = new ArrayList<>();
        for (DmesgTimeline.Summary s : timeline.summary()) {
            rows.add(List.of(s.kind().label, str(s.lines()), time(s.first()), time(s.last())));
        }
        doc.table(List.of("event", "count", "first [s]", "last [s]"), rows);
        List<String> lines = new ArrayList<>();
        List<DmesgTimeline.Event> events = timeline.events();
        for (int i = 0; i < events.size(); i++) {
            if (i < 15 || i >= events.size() - 5) {
                DmesgTimeline.Event e = events.get(i);
                lines.add("`[" + time(e.seconds()) + "]` " + e.text());
            } else if (i == 15) {
                // the timeline keeps only the first and last events of a long log; total() counts all
                lines.add("... " + (timeline.total() - 20) + " more events");
            }
        }
        doc.bullets(lines);
    }

    private void diagnostics() {
        List<Diagnostic> ds = fabric.getDiagnostics();
        doc.heading(2, "Problems in the extract");
        if (ds.isEmpty()) {
            doc.para("None: every command's output was read completely.");
            return;
        }
        long errors = ds.stream().filter(d -> d.getSeverity() == Severity.ERROR).count();
        doc.para(ds.size() + " problems, " + errors + " errors. The model keeps what could be read.");
        List<String> items = new ArrayList<>();
        for (Diagnostic d : ds.subList(0, Math.min(ds.size(), 30))) {
            items.add(d.getSeverity().getName().toLowerCase(Locale.ROOT) + " `" + d.getLocation() + "`: " + d.getMessage());
        }
        if (ds.size() > 30) {
            items.add("... " + (ds.size() - 30) + " more");
        }
        doc.bullets(items);
    }

    private static <T> List<T> limit(List<T> list) {
        return list.size() > MAX_ROWS ? list.subList(0, MAX_ROWS) : list;
    }

    private static void more(List<List<String>> rows, int total, int columns) {
        if (total > MAX_ROWS) {
            List<String> row = new ArrayList<>();
            row.add("... " + (total - MAX_ROWS) + " more");
            while (row.size() < columns) {
                row.add("");
            }
            rows.add(row);
        }
    }

    private static List<String> append(List<String> list, String item) {
        List<String> out = new ArrayList<>(list);
        out.add(item);
        return out;
    }

    /** "1 message", "2 messages": the report counts in English, not "1 messages". */
    private static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    private static String nid(Nid nid) {
        return nid == null ? "?" : nid.toString();
    }

    private static String str(long v) {
        return Long.toString(v);
    }

    private static String addr(long a) {
        return String.format("%016x", a);
    }

    private static String time(double seconds) {
        return Double.isNaN(seconds) ? "?" : String.format(Locale.ROOT, "%.6f", seconds);
    }

    /** Binary units, as kmem prints them. */
    static String bytes(long b) {
        if (b >= 1L << 30) {
            return String.format(Locale.ROOT, "%.1f GiB", b / (double) (1L << 30));
        }
        if (b >= 1L << 20) {
            return String.format(Locale.ROOT, "%.1f MiB", b / (double) (1L << 20));
        }
        if (b >= 1L << 10) {
            return String.format(Locale.ROOT, "%.1f KiB", b / 1024.0);
        }
        return b + " B";
    }
}
