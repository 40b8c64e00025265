package org.lnetscope.sim.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;

import org.lnetscope.sim.RunSummary;
import org.lnetscope.sim.Simulation;
import org.lnetscope.sim.engine.Time;
import org.lnetscope.sim.lnet.LnetNi;
import org.lnetscope.sim.lnet.LnetPeer;
import org.lnetscope.sim.lnet.LnetPeerNi;
import org.lnetscope.sim.scenario.Quantities;
import org.lnetscope.sim.scenario.Scenario;
import org.lnetscope.sim.scenario.ScenarioException;
import org.lnetscope.sim.scenario.ScenarioLoader;
import org.lnetscope.sim.world.LustreRelease;
import org.lnetscope.sim.world.SimNode;

/**
 * {@code lnetscope simulate SCENARIO --what-if-table}: the scenario once as written and once per
 * mitigation (docs/what-if.md, plus the two hypothetical fixes), each to its first OOM or to the
 * horizon, as one Markdown table. docs/what-if.md is this table on the seed incident.
 * Every row names the layout it runs: the scenario's own (the seed's is 2.12) unless the row sets
 * {@code lustre}; LU-17855 exists only in the 2.16 and master layouts, so its row runs master with the
 * scenario's tunables, and the last three rows run the scenario as written under 2.12, 2.15 and 2.16
 * (with master's row, one row per release). {@code --set faults.0.type=link_down} re-runs the table for fault variant (b).
 *
 * <p>The window's What-If Table runs the same rows through {@link #prepare} and {@link #runRow} and
 * shows {@link #verdict}: the CLI and the window say the same thing about the same run.
 */
public final class WhatIfTable {

    /** One row: what is tried, and the --set overrides that try it. */
    public record Row(String label, List<String> sets) {
    }

    /**
     * A row ready to run: its scenario loaded, its layout, and (before any run) why it cannot change
     * anything in this scenario, or null.
     */
    public record Prepared(Row row, Scenario scenario, String layout, String noEffect) {
    }

    /**
     * How the fabric stood when a row's run ended, and whether it drained on the way. A router's
     * peer NI with lpni_txcredits below zero has messages waiting on its txq (a stuck peer), one with
     * lpni_rtrcredits below zero a sender whose routed messages wait on its rtrq
     * (lnet_post_send_locked and lnet_post_routed_recv_locked, lnet/lnet/lib-move.c, v2_12_9).
     *
     * @param drainedAtNs the first whole simulated second at which no router had either, after the
     *     last second that had one; -1 if the run ended wedged or never wedged
     * @param drains how many times the fabric went from wedged to drained (peer_timeout 30 drains the
     *     compute's txq once a conn lifetime and it wedges again: many drains, none of them lasting)
     */
    public record Outcome(Prepared row, RunSummary summary, long horizonNs, boolean everWedged, boolean wedgedAtEnd,
            long drainedAtNs, int drains, String stuckHost, String stuckNid, int stuckTxCredits, int sendersBlocked) {
    }

    public static List<Row> rows(String routingOffAt) {
        return List.of(
                new Row("baseline (as written)", List.of()),
                new Row("release parked rx on close (hypothetical)", List.of("what_if.release_parked_rx_on_close=true")),
                new Row("o2iblnd eager receive (hypothetical)", List.of("what_if.eager_recv=true")),
                new Row("master: LU-17855 + LU-18444", List.of("lustre=master")),
                new Row("peer_timeout 0 (aliveness off)", List.of("tunables.peer_timeout=0")),
                new Row("peer_timeout 30", List.of("tunables.peer_timeout=30")),
                new Row("peer_buffer_credits 16 (lower)", List.of("tunables.peer_buffer_credits=16")),
                new Row("peer_buffer_credits 128 (higher)", List.of("tunables.peer_buffer_credits=128")),
                new Row("routing disabled at " + routingOffAt, List.of("what_if.routing_disabled_at=" + routingOffAt)),
                // the seed under each release a site runs (issue 33), after the nine rows above so that
                // --what-if-row numbers stay what they were; row 4 is master
                new Row("Lustre 2.12 (v2_12_9)", List.of("lustre=2.12")),
                new Row("Lustre 2.15 (v2_15_8): no LU-17855", List.of("lustre=2.15")),
                new Row("Lustre 2.16 (v2_16_1): LU-17855, not LU-18444", List.of("lustre=2.16")));
    }

    private WhatIfTable() {
    }

    public static final String HEADER = "| What if | Layout | Verdict | Time to OOM (or peak memory) | Pinned conns end (peak) "
            + "| Stuck compute lpni_txcredits (min) | Worst server lpni_rtrcredits | Events, wall |\n|---|---|---|---|---|---|---|---|";

    /** Simulated time between two looks at the routers' credits (whether the fabric is wedged). */
    static final long LOOK_EVERY_NS = Time.SECOND;

    /**
     * Loads each row's scenario (the user's --set first, then the row's), and says of each row that
     * cannot change anything in this scenario why, before anything runs.
     *
     * @throws ScenarioException when the scenario or a row's overrides do not load
     * @throws java.io.IOException when the scenario file cannot be read
     */
    public static List<Prepared> prepare(Path scenarioFile, List<String> userSets, List<Row> rows)
            throws ScenarioException, java.io.IOException {
        Scenario base = ScenarioLoader.load(scenarioFile, new ArrayList<>(userSets));
        List<Prepared> out = new ArrayList<>();
        for (Row row : rows) {
            List<String> sets = new ArrayList<>(userSets);
            sets.addAll(row.sets());
            Scenario s = ScenarioLoader.load(scenarioFile, sets);
            out.add(new Prepared(row, s, s.tunables().release().label, noEffect(base, s, row)));
        }
        return out;
    }

    /**
     * Why the overrides {@code rowSets} cannot change anything in the scenario (with the user's
     * {@code userSets}), or null when they may: what Run What-If asks before it runs one.
     */
    public static String noEffect(Path scenarioFile, List<String> userSets, List<String> rowSets)
            throws ScenarioException, java.io.IOException {
        List<String> sets = new ArrayList<>(userSets);
        sets.addAll(rowSets);
        return noEffect(ScenarioLoader.load(scenarioFile, new ArrayList<>(userSets)), ScenarioLoader.load(scenarioFile, sets),
                new Row(String.join(" ", rowSets), rowSets));
    }

    /** Why {@code row} cannot change anything against {@code base}, or null when it may. */
    static String noEffect(Scenario base, Scenario withRow, Row row) {
        if (row.sets().isEmpty()) {
            return null;
        }
        if (withRow.equals(base)) {
            return "changes nothing here: the scenario already has " + String.join(", ", row.sets());
        }
        // Every 2.13+ release drops for a dead peer NI only behind lnet_peer_aliveness_enabled (lib-types.h:
        // routing on and peer_timeout > 0), as 2.12's lnet_peer_alive_locked does (PeerHealth.dropOnSend):
        // with aliveness off, what the row's release changes in that drop cannot act. Worded per release:
        // 2.15 has no LU-17855 at all (b2_15).
        if (base.tunables().layout212() && !withRow.tunables().layout212() && withRow.tunables().peerTimeout() <= 0) {
            return aliveOffWording(withRow.tunables().release(), withRow.tunables().peerTimeout());
        }
        return null;
    }

    /**
     * Why a 2.13+ release's drop for a dead peer NI cannot act with router aliveness off, as that release
     * decides it: 2.15 has no LU-17855 (lnet_peer_alive_locked -> lnet_is_peer_ni_alive, lib-move.c
     * v2_15_8, returns -ENODEV before either when !lnet_peer_aliveness_enabled); 2.16 and master drop in
     * lnet_check_message_drop (lib-move.c v2_16_1, master; LU-17855), which returns 0 first on the same
     * test.
     */
    static String aliveOffWording(LustreRelease release, long peerTimeout) {
        String off = "only with router aliveness on (lnet_peer_aliveness_enabled: peer_timeout > 0) and this scenario has "
                + "peer_timeout " + peerTimeout + "; only " + release.label + "'s other differences remain";
        return switch (release) {
            case V2_15 -> "2.15 has no LU-17855, and its own drop cannot act here: lnet_peer_alive_locked drops a routed "
                    + "message for a peer NI past its deadline that lnet_is_peer_ni_alive finds not alive " + off;
            case V2_16 -> "LU-17855 cannot act here: 2.16 drops for a peer NI that is not alive " + off;
            case MASTER -> "LU-17855 cannot act here: master drops for a peer NI that is not UP " + off;
            case V2_12 -> throw new IllegalArgumentException("2.12 is the layout the others are told apart from");
        };
    }

    /**
     * Runs one prepared row to its first OOM or to {@code untilNs} (-1: the scenario's duration),
     * looking at the routers' credits every simulated second. Same events, same order as one run to
     * the end: the run only pauses at each look.
     *
     * @param cancelled asked at each look; true ends the run with {@link CancellationException}
     * @param progress told the simulated time at each look (may be null)
     */
    public static Outcome runRow(Prepared prepared, long untilNs, BooleanSupplier cancelled, LongConsumer progress) {
        Simulation sim = Simulation.of(prepared.scenario());
        long end = untilNs >= 0 ? untilNs : prepared.scenario().durationNs();
        long events = 0;
        long wall = 0;
        boolean everWedged = false;
        long drainedAt = -1;
        int drains = 0;
        RunSummary s;
        long t = 0;
        while (true) {
            t = Math.min(end, t + LOOK_EVERY_NS);
            s = sim.run(t, true, null);
            events += s.events();
            wall += s.wallNanos();
            boolean wedged = wedged(sim);
            if (wedged) {
                everWedged = true;
                drainedAt = -1;
            } else if (everWedged && drainedAt < 0) {
                drainedAt = t;
                drains++;
            }
            if (progress != null) {
                progress.accept(t);
            }
            if (s.oomAtNs() >= 0 || t >= end || "no more events".equals(s.stopReason())) {
                break;
            }
            if (cancelled != null && cancelled.getAsBoolean()) {
                throw new CancellationException(prepared.row().label() + ": cancelled at t=" + Time.format(t));
            }
        }
        RunSummary total = new RunSummary(s.endNs(), events, wall, s.stopReason(), s.oomAtNs(), s.oomNode(), s.routers(),
                s.issued(), s.delivered(), s.lost(), s.resent(), s.throttled());
        // the stuck peer and the blocked senders at the end, over every router
        String stuckNid = null;
        int stuckTx = 0;
        int blocked = 0;
        for (RunSummary.RouterFigures r : total.routers()) {
            if (r.worstTxCredits() < 0 && (stuckNid == null || r.worstTxCredits() < stuckTx)) {
                stuckNid = r.worstTxPeer();
                stuckTx = r.worstTxCredits();
            }
            blocked += r.sendersBlocked();
        }
        boolean wedgedAtEnd = stuckNid != null || blocked > 0;
        return new Outcome(prepared, total, end, everWedged, wedgedAtEnd, wedgedAtEnd ? -1 : drainedAt, drains,
                stuckNid == null ? null : hostOf(sim, stuckNid), stuckNid, stuckTx, blocked);
    }

    /**
     * Whether any router has a peer NI waiting for tx credits or a sender waiting for router
     * credits. Only the credits are read (not Simulation.figures, which walks every conn and the
     * txq): a look every simulated second must cost next to nothing beside the run.
     */
    private static boolean wedged(Simulation sim) {
        for (SimNode node : sim.world().nodes) {
            if (node.isRouter()) {
                for (LnetPeer peer : node.peers.peers()) {
                    for (LnetPeerNi lp : peer.peerNis) {
                        if (lp.txCredits < 0 || lp.rtrCredits < 0) {
                            return true;
                        }
                    }
                }
            }
        }
        return false;
    }

    private static String hostOf(Simulation sim, String nid) {
        for (SimNode node : sim.world().nodes) {
            for (LnetNi ni : node.nis) {
                if (ni.nid.toString().equals(nid)) {
                    return node.hostname;
                }
            }
        }
        return null;
    }

    /**
     * What the row's run shows, in one phrase: an OOM, or no OOM within the horizon and whether
     * the fabric was still wedged then (a run without an OOM that ends with a stuck peer has not
     * "survived": its senders are still blocked) or drained, and when.
     */
    public static String verdict(Outcome o) {
        RunSummary s = o.summary();
        String note = o.row().noEffect() == null ? "" : " (" + o.row().noEffect() + ")";
        if (s.oomAtNs() >= 0) {
            return "OOM at " + Time.format(s.oomAtNs()) + " (" + s.oomNode() + ")" + note;
        }
        String within = "no OOM within " + Time.format(o.horizonNs());
        if (s.endNs() < o.horizonNs() && "no more events".equals(s.stopReason())) {
            within = "no OOM; nothing left to do at " + Time.format(s.endNs());
        }
        if (o.wedgedAtEnd()) {
            String stuck = o.stuckNid() == null ? "no stuck peer"
                    : (o.stuckHost() == null ? o.stuckNid() : o.stuckHost()) + String.format(Locale.ROOT, " %,d", o.stuckTxCredits());
            return within + "; fabric still wedged: " + stuck + ", " + o.sendersBlocked()
                    + (o.sendersBlocked() == 1 ? " sender" : " senders") + " blocked"
                    + (o.drains() > 0 ? " (it drained " + times(o.drains()) + " and wedged again)" : "") + note;
        }
        if (o.drainedAtNs() >= 0) {
            return within + "; drained at " + Time.format(o.drainedAtNs())
                    + (o.drains() > 1 ? " (the last of " + o.drains() + " drains: it wedged again after each earlier one)" : "")
                    + note;
        }
        return within + "; never wedged" + note;
    }

    private static String times(int n) {
        return n == 1 ? "once" : n == 2 ? "twice" : n + " times";
    }

    /**
     * Runs the rows and prints the table (header, then the rows in table order, each as soon as it
     * and those above it are done). The rows are independent runs, so {@code jobs} of them run at
     * once, one per thread; {@code only} (1-based) runs just that row and prints just its line, for
     * a batch system that runs one row per job (docs/what-if.md: the lines concatenate into the
     * table). Returns false if a row's scenario does not load.
     */
    public static boolean run(Path scenarioFile, List<String> userSets, long untilNs, String routingOffAt, int jobs, int only,
            PrintStream out, PrintStream err) throws Exception {
        List<Row> rows = rows(routingOffAt);
        if (only > rows.size()) {
            err.println("lnetscope simulate: --what-if-row " + only + ": there are " + rows.size() + " rows (1 to "
                    + rows.size() + ")");
            return false;
        }
        List<Row> chosen = only > 0 ? List.of(rows.get(only - 1)) : rows;
        List<Prepared> prepared;
        try {
            prepared = new ArrayList<>(prepare(scenarioFile, userSets, chosen));
        } catch (ScenarioException e) {
            e.problems().forEach(err::println);
            return false;
        }
        if (only <= 0) {
            out.println(HEADER);
        }
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, Math.min(jobs, chosen.size())), r -> {
            Thread t = new Thread(r, "what-if row");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<Outcome>> results = new ArrayList<>();
            for (int i = 0; i < chosen.size(); i++) {
                Prepared p = prepared.get(i);
                results.add(pool.submit(() -> {
                    Outcome o = runRow(p, untilNs, null, null);
                    synchronized (err) {
                        err.printf(Locale.ROOT, "what-if: %s done at t=%s%n", p.row().label(), Time.format(o.summary().endNs()));
                    }
                    return o;
                }));
                prepared.set(i, null); // the pool's task holds it; let it go with the task
            }
            for (int i = 0; i < chosen.size(); i++) {
                Outcome o;
                try {
                    o = results.get(i).get();
                } catch (ExecutionException e) {
                    throw e.getCause() instanceof Exception ex ? ex : e;
                }
                out.println(line(o));
                out.flush();
            }
        } finally {
            pool.shutdownNow();
        }
        return true;
    }

    /** The router the row's figures are about: the one that ran out of memory, or else the one that used the most. */
    public static RunSummary.RouterFigures worstRouter(RunSummary s) {
        RunSummary.RouterFigures worst = null;
        for (RunSummary.RouterFigures r : s.routers()) {
            if (worst == null || r.hostname().equals(s.oomNode())
                    || (!worst.hostname().equals(s.oomNode()) && r.peakUsedBytes() > worst.peakUsedBytes())) {
                worst = r;
            }
        }
        return worst;
    }

    /** The row's figures, from the router that ran out of memory or else the one that used the most. */
    public static String line(Outcome o) {
        Row row = o.row().row();
        RunSummary s = o.summary();
        RunSummary.RouterFigures worst = worstRouter(s);
        String settings = row.sets().isEmpty() ? "" : " (`" + String.join("`, `", row.sets()) + "`)";
        if (worst == null) {
            return "| " + row.label() + settings + " | " + o.row().layout() + " | " + verdict(o) + " | no router | | | | |";
        }
        String memory = s.oomAtNs() >= 0
                ? "**OOM at " + Time.format(s.oomAtNs()) + "** (" + s.oomNode() + ")"
                : "no OOM by " + Time.format(s.endNs()) + "; peak " + Quantities.formatBytes(worst.peakUsedBytes())
                        + ", at the end " + Quantities.formatBytes(worst.usedBytes());
        return String.format(Locale.ROOT,
                "| %s%s | %s | %s | %s | %,d (%,d) | %,d (%,d) | %,d (%s, %,d pinned conns); min over run %,d | %,d, %.1f s |",
                row.label(), settings, o.row().layout(), verdict(o), memory, worst.pinnedConns(), worst.peakPinnedConns(),
                worst.worstTxCredits(), worst.worstTxMin(), worst.worstRtrCredits(), worst.worstRtrPeer(),
                worst.worstRtrPinnedConns(), worst.rtrCreditsMinOverRun(), s.events(), s.wallNanos() / 1e9);
    }
}
