package org.lnetscope.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibConnState;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.LustreLayout;
import org.lnetscope.model.Message;
import org.lnetscope.model.Node;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.PeerState;

/**
 * Why a router kept queueing to a peer NI that stopped draining: each {@link Hypothesis} marked
 * supported, ruled out or undecided by the fields and console lines that decide it, and, for the
 * undecided, what to read next. Nothing here is assumed from a default: a field the source did
 * not read is unset in the model (the aliveness fields are unsettable) and leaves its hypothesis
 * undecided.
 *
 * <p>The kernel rules (v2_12_9 and master; docs/kernel-map.md, "Why a router kept queueing"):
 * <ul>
 * <li>lnet_peer_aliveness_enabled(lp) = {@code ln_routing && lpni_net->net_tunables.lct_peer_timeout > 0}
 * (lib-types.h). A router that forwards (messages with {@code msg_routing} on its queues: lnet_parse()
 * drops them when {@code ln_routing} is off) has routing on.</li>
 * <li>2.12: lpni_last_query is set by lnet_ni_query_locked(), which lnet_peer_alive_locked() runs only when
 * aliveness is enabled, and by lnet_peer_set_alive() for routers only (lib-move.c, lib-lnet.h): non-zero on a
 * non-router peer proves aliveness was on.</li>
 * <li>2.12: lpni_alive_count counts the changes of lpni_alive that lnet_notify_locked() made (router.c), from an
 * LND's lnet_notify() or from the aliveness query; 0 means LNet never heard the peer is down (peers start alive:
 * lpni_alive = !check_routers_before_use, peer.c). Master: lpni_notified and lpni_ns_status.</li>
 * <li>auto_down = 0 makes lnet_notify() return before touching the peer when an LND says "down" (router.c).</li>
 * <li>kiblnd_peer_notify() calls lnet_notify() only when kiblnd_peer_idle() (no conn, not connecting, not
 * accepting) and ibp_error != 0, and clears ibp_error then (o2iblnd_cb.c): ibp_error 0 in a dump is no evidence
 * of a clean close; a closed conn's ibc_comms_error is.</li>
 * </ul>
 */
public final class WhyQueued {

    public enum Verdict {
        SUPPORTED("supported"), RULED_OUT("ruled out"), UNDECIDED("undecided");

        public final String label;

        Verdict(String label) {
            this.label = label;
        }
    }

    /** One hypothesis for one peer: its verdict, the evidence that decides it, and what to read to decide it. */
    public record Assessment(Hypothesis hypothesis, Verdict verdict, List<String> evidence, List<String> readNext) {
    }

    /** The assessments for {@code peer}, and one sentence that says only what they support. */
    public record Result(PeerNi peer, List<Assessment> assessments, String summary) {

        public Assessment of(Hypothesis h) {
            return assessments.stream().filter(a -> a.hypothesis() == h).findFirst().orElseThrow();
        }

        /** Plain-text lines, one per condition: its verdict, what decides it or what to read to decide it. */
        public List<String> lines() {
            List<String> out = new ArrayList<>();
            for (Assessment a : assessments) {
                String because = !a.evidence().isEmpty() ? String.join("; ", a.evidence())
                        : a.readNext().isEmpty() ? "" : "read " + String.join("; ", a.readNext());
                out.add(String.format(Locale.ROOT, "%-10s %s%s", a.verdict().label, a.hypothesis().title,
                        because.isEmpty() ? "" : ": " + because));
            }
            return out;
        }
    }

    private final Node router;
    private final PeerNi peer;
    private final ConsoleLog log;
    private final boolean master;
    private final String nid;
    private final KibPeer kibPeer;

    private WhyQueued(Node router, PeerNi peer, ConsoleLog log, Boolean routing) {
        this.router = router;
        this.peer = peer;
        this.log = log;
        this.routing = routing;
        Fabric fabric = router.eContainer() instanceof Fabric f ? f : null;
        this.master = fabric != null && fabric.getLustreVersion() == LustreLayout.LAYOUT_MASTER;
        this.nid = peer.getNid() == null ? "the peer" : peer.getNid().toString();
        this.kibPeer = router.getKibPeers().stream()
                .filter(k -> k.getNid() != null && k.getNid().equals(peer.getNid())).findFirst().orElse(null);
    }

    /** Assesses every hypothesis for {@code peer}, a peer NI of {@code router} that stopped draining. */
    public static Result assess(Node router, PeerNi peer, ConsoleLog log) {
        return new WhyQueued(router, peer, log, null).assess();
    }

    /**
     * As {@link #assess(Node, PeerNi, ConsoleLog)}, with whether a message the router queues has
     * msg_routing set given: for a model that leaves lnet_msg out (the window's replay, which reads
     * it from the replay state), where the router's own list is empty whatever it queues.
     */
    public static Result assess(Node router, PeerNi peer, ConsoleLog log, boolean routingProven) {
        return new WhyQueued(router, peer, log, routingProven).assess();
    }

    /** Given by the caller, or null: read from the router's lnet_msg list. */
    private final Boolean routing;

    private Result assess() {
        List<Assessment> out = new ArrayList<>();
        Assessment off = alivenessOff();
        out.add(off);
        Assessment autoDown = autoDownOff();
        out.add(autoDown);
        out.add(lndNeverNotified(off, autoDown));
        out.addAll(faultShapes());
        out.add(intermittent());
        return new Result(peer, List.copyOf(out), summary(out));
    }

    // ---- aliveness on or off ----------------------------------------------------------------

    /** Whether the router forwards: a queued message with msg_routing set proves ln_routing. */
    private boolean routingProven() {
        if (routing != null) {
            return routing;
        }
        for (Message m : router.getMessages()) {
            if (m.isRouting()) {
                return true;
            }
        }
        return false;
    }

    private String peerNiStruct() {
        return peer.getAddress() != 0 ? String.format(Locale.ROOT, "struct lnet_peer_ni %x", peer.getAddress())
                : "struct lnet_peer_ni of " + nid;
    }

    private Assessment alivenessOff() {
        List<String> evidence = new ArrayList<>();
        boolean routing = routingProven();
        PeerTimeout timeout = PeerTimeout.of(router, peer);
        if (timeout != null) {
            int pt = timeout.seconds();
            String where = " (" + timeout.source() + ")";
            if (pt <= 0) {
                evidence.add("`lct_peer_timeout` = " + pt + where
                        + ": lnet_peer_aliveness_enabled() is false, so "
                        + (master ? "lnet_check_message_drop()" : "lnet_post_send_locked()")
                        + " never asks whether " + nid + " is alive");
                return new Assessment(Hypothesis.ALIVENESS_OFF, Verdict.SUPPORTED, evidence, List.of());
            }
            if (routing) {
                evidence.add("`lct_peer_timeout` = " + pt + where
                        + " and the router forwards (queued messages have `msg_routing` set): lnet_peer_aliveness_enabled() is true");
                return new Assessment(Hypothesis.ALIVENESS_OFF, Verdict.RULED_OUT, evidence, List.of());
            }
            evidence.add("`lct_peer_timeout` = " + pt + where + ", but no queued message shows the router forwarding");
        }
        long notAlive = log.count(ConsoleLine.PEER_NOT_ALIVE, peer.getNid());
        if (log.read() && notAlive > 0) {
            evidence.add(notAlive + " \"Dropping message for " + nid + ": peer not alive\" line" + (notAlive == 1 ? "" : "s")
                    + ": lnet_post_send_locked() prints it only when aliveness is enabled");
            return new Assessment(Hypothesis.ALIVENESS_OFF, Verdict.RULED_OUT, evidence, List.of());
        }
        String queried = QueriedForAliveness.evidence(router, peer);
        if (queried != null) {
            evidence.add(queried);
            return new Assessment(Hypothesis.ALIVENESS_OFF, Verdict.RULED_OUT, evidence, List.of());
        }
        if (!master && peer.isSetLastQuery() && QueriedForAliveness.gateway(router, peer)) {
            evidence.add("`lpni_last_query` = " + peer.getLastQuery() + ": " + nid + " is a gateway of this router, whose"
                    + " receives set it too (lnet_peer_set_alive): no evidence of the aliveness query");
        } else if (!master && peer.isSetLastQuery()) {
            evidence.add("`lpni_last_query` = 0: LNet never queried the LND about " + nid
                    + " (consistent with aliveness off, or with a peer that always looked alive)");
        }
        List<String> next = new ArrayList<>();
        next.add("`net_tunables.lct_peer_timeout` of the peer NI's `lpni_net` (crash: `struct lnet_net.net_tunables"
                + " ADDR` with the `lpni_net` of " + peerNiStruct() + ")");
        if (!master && !peer.isSetLastQuery()) {
            next.add("`lpni_last_query` (" + peerNiStruct() + ")");
        }
        return new Assessment(Hypothesis.ALIVENESS_OFF, Verdict.UNDECIDED, evidence, next);
    }

    private Assessment autoDownOff() {
        if (router.isSetAutoDown()) {
            int v = router.getAutoDown();
            return new Assessment(Hypothesis.AUTO_DOWN_OFF, v == 0 ? Verdict.SUPPORTED : Verdict.RULED_OUT,
                    List.of("`auto_down` = " + v + (v == 0 ? ": lnet_notify() ignores every \"down\" an LND reports"
                            : ": lnet_notify() acts on an LND's \"down\"")),
                    List.of());
        }
        return new Assessment(Hypothesis.AUTO_DOWN_OFF, Verdict.UNDECIDED, List.of(),
                List.of("the lnet module parameter `auto_down` (crash: `p auto_down`)"));
    }

    // ---- did LNet ever hear "down"? -----------------------------------------------------------

    /** TRUE: LNet never heard the peer is down; FALSE: it did; null: unknown. */
    private Boolean neverHeardDown(List<String> evidence) {
        if (master) {
            if (!peer.isSetNotified()) {
                return null;
            }
            if (!peer.isNotified()) {
                evidence.add("`lpni_notified` = 0: lnet_notify() never set `lpni_ns_status` for " + nid);
                return true;
            }
            evidence.add("`lpni_notified` = 1, `lpni_ns_status` " + (peer.getState() == PeerState.DOWN ? "DOWN"
                    : peer.getState() == PeerState.UP ? "UP" : "not read"));
            return peer.getState() == PeerState.UP ? null : false;
        }
        if (!peer.isSetAliveCount()) {
            return null;
        }
        if (peer.getAliveCount() == 0) {
            evidence.add("`lpni_alive_count` = 0: lnet_notify_locked() never changed `lpni_alive` of " + nid
                    + ": no LND reported it down and LNet's own query (lnet_peer_alive_locked → kiblnd_query) never"
                    + " found `ibp_last_alive` older than peer_timeout");
            return true;
        }
        evidence.add("`lpni_alive_count` = " + peer.getAliveCount() + ", `lpni_alive` "
                + (peer.getState() == PeerState.DOWN ? "0" : peer.getState() == PeerState.UP ? "1" : "not read")
                + ": LNet heard that " + nid + " is down at least once");
        return false;
    }

    private Assessment lndNeverNotified(Assessment off, Assessment autoDown) {
        List<String> evidence = new ArrayList<>();
        List<String> next = new ArrayList<>();
        if (off.verdict() == Verdict.SUPPORTED) {
            evidence.add("aliveness off explains the queueing by itself: LNet ignores the peer's aliveness, whatever the LND reported");
            return new Assessment(Hypothesis.LND_NEVER_NOTIFIED, Verdict.UNDECIDED, evidence, List.of());
        }
        Boolean never = neverHeardDown(evidence);
        if (never == null) {
            next.add(master ? "`lpni_notified` and `lpni_ns_status` (" + peerNiStruct() + ")"
                    : "`lpni_alive_count` and `lpni_alive` (" + peerNiStruct() + ")");
            return new Assessment(Hypothesis.LND_NEVER_NOTIFIED, Verdict.UNDECIDED, evidence, next);
        }
        if (!never) {
            return new Assessment(Hypothesis.LND_NEVER_NOTIFIED, Verdict.RULED_OUT, evidence, List.of());
        }
        lndReasons(evidence, next);
        if (off.verdict() == Verdict.UNDECIDED) {
            // never heard "down" is read, but it decides nothing while aliveness might be off
            evidence.add("whether aliveness was on is not read: with it off LNet never asks, so this is no evidence yet");
            next.addAll(off.readNext());
            return new Assessment(Hypothesis.LND_NEVER_NOTIFIED, Verdict.UNDECIDED, evidence, next);
        }
        if (autoDown.verdict() == Verdict.SUPPORTED) {
            evidence.add(
                    "with `auto_down` = 0 an LND \"down\" would have been ignored anyway: this does not tell whether the LND sent one");
        }
        return new Assessment(Hypothesis.LND_NEVER_NOTIFIED, Verdict.SUPPORTED, evidence, next);
    }

    /** What the o2iblnd peer in the dump says about why kiblnd_peer_notify() stayed silent. */
    private void lndReasons(List<String> evidence, List<String> next) {
        if (kibPeer == null) {
            next.add("the `kib_peer_ni` of " + nid + " (`ibp_connecting`, `ibp_accepting`, `ibp_last_alive`) and its"
                    + " `ibp_conns` (`lnetscope vmcore plan` lists the kiblnd_data.kib_peers walk)");
            return;
        }
        List<String> busy = new ArrayList<>();
        if (kibPeer.getConnecting() > 0) {
            busy.add("`ibp_connecting` = " + kibPeer.getConnecting());
        }
        if (kibPeer.isSetAccepting() && kibPeer.getAccepting() > 0) {
            busy.add("`ibp_accepting` = " + kibPeer.getAccepting());
        }
        if (!busy.isEmpty()) {
            evidence.add(String.join(", ", busy) + ": a connect in progress keeps kiblnd_peer_idle() false, so"
                    + " kiblnd_peer_notify() does not call lnet_notify()");
        }
        long established = kibPeer.getConns().stream().filter(c -> c.getState() == KibConnState.ESTABLISHED).count();
        if (established > 0) {
            evidence.add(nid + " has " + established + " ESTABLISHED conn" + (established == 1 ? "" : "s")
                    + " on the router: a timed-out conn was never its last one, and each new conn refreshed"
                    + " `ibp_last_alive` (kiblnd_connreq_done → kiblnd_peer_alive)");
        }
        long cleanCloses = kibPeer.getConns().stream()
                .filter(c -> c.getState().getValue() > KibConnState.ESTABLISHED_VALUE && c.getCommsError() == 0).count();
        if (cleanCloses > 0) {
            evidence.add(cleanCloses + " closed conn" + (cleanCloses == 1 ? "" : "s") + " of " + nid
                    + " with `ibc_comms_error` = 0: closed without an error, which kiblnd_peer_notify() never reports");
        }
        if (kibPeer.isSetLastAlive()) {
            evidence.add("`ibp_last_alive` = " + kibPeer.getLastAlive() + " (what kiblnd_query() gives LNet)");
        }
        if (!kibPeer.isSetAccepting()) {
            next.add("`ibp_accepting` of the `kib_peer_ni` of " + nid);
        }
    }

    // ---- the fault's shape, from the console lines ------------------------------------------------

    private long lines(ConsoleLine line) {
        return log.count(line, peer.getNid());
    }

    private List<Assessment> faultShapes() {
        List<Assessment> out = new ArrayList<>();
        if (!log.read()) {
            List<String> next = List.of("the kernel log (crash: `log`, or vmcore-dmesg.txt): \"Timed out RDMA\","
                    + " \"Timed out tx for\", \"Tx -> ... failed\", \"Deleting messages for\" lines about " + nid);
            for (Hypothesis h : new Hypothesis[] {Hypothesis.FAULT_A1, Hypothesis.FAULT_A2, Hypothesis.FAULT_B}) {
                out.add(new Assessment(h, Verdict.UNDECIDED, List.of(), next));
            }
            return out;
        }
        long rdma = lines(ConsoleLine.TIMED_OUT_RDMA);
        long waitedForConn = lines(ConsoleLine.TIMED_OUT_TX_PEER);
        long txFailed = lines(ConsoleLine.TX_FAILED);
        long connFailed = lines(ConsoleLine.CONN_FAILED) + lines(ConsoleLine.CM_ERROR);
        Boolean netErrors = log.netErrorsShown();
        boolean cneterrSeen = Boolean.TRUE.equals(netErrors);
        String hidden = "\"Tx -> " + nid + " ... failed\" and \"Deleting messages for " + nid + "\" are CNETERR lines, not"
                + " on the console unless printk has neterror: the dump's `libcfs_printk` (crash: `p libcfs_printk`) or the"
                + " Lustre debug log in the dump tells";
        List<String> seen = new ArrayList<>();
        if (rdma > 0) {
            seen.add(rdma + " \"Timed out RDMA with " + nid + "\" (kiblnd_check_conns: txs on a conn past lnd_timeout)");
        }
        if (waitedForConn > 0) {
            seen.add(waitedForConn + " \"Timed out tx for " + nid + "\" (txs that waited on ibp_tx_queue for a connection)");
        }
        if (txFailed > 0) {
            seen.add(txFailed + " \"Tx -> " + nid + " ... failed\" (sends the HCA completed in error)");
        }
        if (connFailed > 0) {
            seen.add(connFailed + " connection failures for " + nid + " (kiblnd_peer_connect_failed, kiblnd_cm_callback)");
        }
        // (b): sends complete in error
        if (txFailed > 0) {
            out.add(new Assessment(Hypothesis.FAULT_B, Verdict.SUPPORTED, List.copyOf(seen), List.of()));
        } else if (cneterrSeen && rdma > 0) {
            out.add(new Assessment(Hypothesis.FAULT_B, Verdict.RULED_OUT, List.of("CNETERR lines reach this log, and"
                    + " none says a send to " + nid + " failed while its RDMAs timed out: its HCA kept acknowledging"), List.of()));
        } else {
            out.add(new Assessment(Hypothesis.FAULT_B, Verdict.UNDECIDED, List.copyOf(seen), List.of(hidden)));
        }
        // (a2): no new connection succeeds, sends on the old ones do
        boolean established = kibPeer != null && kibPeer.getConns().stream()
                .anyMatch(c -> c.getState() == KibConnState.ESTABLISHED);
        if ((waitedForConn > 0 || connFailed > 0) && txFailed == 0 && cneterrSeen) {
            out.add(new Assessment(Hypothesis.FAULT_A2, Verdict.SUPPORTED, List.copyOf(seen), List.of()));
        } else if (established && waitedForConn == 0 && connFailed == 0) {
            out.add(new Assessment(Hypothesis.FAULT_A2, Verdict.RULED_OUT, List.of(nid + " has an ESTABLISHED conn on"
                    + " the router and no connection to it failed in the log"), List.of()));
        } else {
            out.add(new Assessment(Hypothesis.FAULT_A2, Verdict.UNDECIDED, List.copyOf(seen),
                    cneterrSeen ? List.of() : List.of(hidden)));
        }
        // (a1): RDMA timeouts, and connections keep succeeding
        if (rdma > 0 && waitedForConn == 0 && connFailed == 0 && txFailed == 0 && (cneterrSeen || established)) {
            List<String> ev = new ArrayList<>(seen);
            ev.add(cneterrSeen ? "no send failed and no connection failed (CNETERR lines reach this log)"
                    : nid + " has an ESTABLISHED conn on the router: a connection succeeded");
            out.add(new Assessment(Hypothesis.FAULT_A1, Verdict.SUPPORTED, ev, List.of()));
        } else if (waitedForConn > 0 || connFailed > 0 || txFailed > 0) {
            out.add(new Assessment(Hypothesis.FAULT_A1, Verdict.RULED_OUT, List.copyOf(seen), List.of()));
        } else {
            out.add(new Assessment(Hypothesis.FAULT_A1, Verdict.UNDECIDED, List.copyOf(seen), List.of(hidden)));
        }
        return out;
    }

    private Assessment intermittent() {
        List<String> evidence = new ArrayList<>();
        if (!master && peer.isSetAliveCount() && peer.getAliveCount() > 1) {
            evidence.add("`lpni_alive_count` = " + peer.getAliveCount() + ": LNet saw " + nid + " go down and come back");
            return new Assessment(Hypothesis.INTERMITTENT, Verdict.SUPPORTED, evidence, List.of());
        }
        if (!master && peer.isSetAliveCount() && peer.getAliveCount() == 1 && peer.getState() == PeerState.UP) {
            evidence.add("`lpni_alive_count` = 1 and `lpni_alive` = 1 (peers start alive, so the one change was back to up)");
            return new Assessment(Hypothesis.INTERMITTENT, Verdict.SUPPORTED, evidence, List.of());
        }
        return new Assessment(Hypothesis.INTERMITTENT, Verdict.UNDECIDED, evidence,
                List.of("the peer NI's receive counts over time (`lpni_stats`, an agent recording of the router), "
                        + (master ? "`lpni_ns_status` changes" : "`lpni_alive_count`")));
    }

    // ---- the one sentence ---------------------------------------------------------------------

    private String summary(List<Assessment> all) {
        Assessment off = all.get(0);
        Assessment autoDown = all.get(1);
        Assessment never = all.get(2);
        StringBuilder s = new StringBuilder();
        if (off.verdict() == Verdict.SUPPORTED) {
            s.append("Router aliveness was off for ").append(nid).append(" (").append(off.evidence().get(0))
                    .append("): LNet kept queueing to it.");
        } else if (off.verdict() == Verdict.RULED_OUT && never.verdict() == Verdict.SUPPORTED) {
            s.append("Aliveness was on for ").append(nid).append(" and LNet never heard that it is down");
            if (autoDown.verdict() == Verdict.SUPPORTED) {
                s.append(" (auto_down = 0: the LND's reports were ignored)");
            } else if (autoDown.verdict() == Verdict.RULED_OUT) {
                s.append("; auto_down is 1, so what is left is that the LND never notified LNet (kiblnd_peer_notify())"
                        + " and kiblnd_query() kept returning a recent ibp_last_alive (in the simulator only a peer that"
                        + " keeps opening its own conns to the router does both: docs/what-if.md, \"Why the others drain\")");
            } else {
                s.append("; either auto_down was 0 or the LND never notified LNet (auto_down not read)");
            }
            s.append('.');
        } else if (off.verdict() == Verdict.RULED_OUT && never.verdict() == Verdict.RULED_OUT) {
            s.append("Aliveness was on for ").append(nid).append(" and LNet did hear that it is down");
            if (peer.getState() == PeerState.UP) {
                s.append(", but considers it alive again now (").append(master ? "lpni_ns_status UP" : "lpni_alive 1")
                        .append("): it keeps forwarding to it.");
            } else if (peer.getState() == PeerState.DOWN) {
                s.append(" and considers it dead now: the messages already queued stay until a credit returns, new ones"
                        + " are dropped as \"peer not alive\".");
            } else {
                s.append("; whether it considers it alive now is not read.");
            }
        } else if (off.verdict() == Verdict.RULED_OUT) {
            s.append("Aliveness was on for ").append(nid).append("; whether LNet ever heard that it is down is not read.");
        } else {
            s.append("Why LNet kept queueing to ").append(nid).append(" is undecided: the data does not say whether"
                    + " router aliveness was on (peer_timeout of its net).");
        }
        List<String> shapes = new ArrayList<>();
        for (Assessment a : all) {
            if (a.verdict() == Verdict.SUPPORTED && (a.hypothesis() == Hypothesis.FAULT_A1 || a.hypothesis() == Hypothesis.FAULT_A2
                    || a.hypothesis() == Hypothesis.FAULT_B || a.hypothesis() == Hypothesis.INTERMITTENT)) {
                shapes.add(a.hypothesis().title);
            }
        }
        if (!shapes.isEmpty()) {
            s.append(" The evidence supports ").append(String.join("; ", shapes)).append('.');
        }
        return s.toString();
    }
}
