package org.lnetscope.sim.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.lnetscope.sim.RunSummary;
import org.lnetscope.sim.Simulation;
import org.lnetscope.sim.engine.Time;
import org.lnetscope.sim.scenario.Quantities;
import org.lnetscope.sim.scenario.ScenarioException;
import org.lnetscope.sim.scenario.ScenarioLoader;

/**
 * {@code lnetscope simulate SCENARIO --what-if-table}: the scenario once as written and once per
 * mitigation (docs/what-if.md, plus the two hypothetical fixes), each to its first OOM or to the
 * horizon, as one Markdown table. docs/what-if.md is this table on the seed incident.
 * Every row names the layout it runs: the scenario's own (the seed's is 2.12) unless the row sets
 * {@code lustre}; LU-17855 exists only in the 2.16 and master layouts, so its row runs master with the
 * scenario's tunables, and the last three rows run the scenario as written under 2.12, 2.15 and 2.16
 * (with master's row, one row per release). {@code --set faults.0.type=link_down} re-runs the table for fault variant (b).
 */
final class WhatIfTable {

    /** One row: what is tried, and the --set overrides that try it. */
    record Row(String label, List<String> sets) {
    }

    static List<Row> rows(String routingOffAt) {
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

    static final String HEADER = "| What if | Layout | Time to OOM (or peak memory) | Pinned conns end (peak) "
            + "| Stuck compute lpni_txcredits (min) | Worst server lpni_rtrcredits | Events, wall |\n|---|---|---|---|---|---|---|";

    /**
     * Runs the rows and prints the table (header, then the rows in table order, each as soon as it
     * and those above it are done). The rows are independent runs, so {@code jobs} of them run at
     * once, one per thread; {@code only} (1-based) runs just that row and prints just its line, for
     * a batch system that runs one row per job (docs/what-if.md: the lines concatenate into the
     * table). Returns false if a row's scenario does not load.
     */
    static boolean run(Path scenarioFile, List<String> userSets, long untilNs, String routingOffAt, int jobs, int only,
            PrintStream out, PrintStream err) throws Exception {
        List<Row> rows = rows(routingOffAt);
        if (only > rows.size()) {
            err.println("lnetscope simulate: --what-if-row " + only + ": there are " + rows.size() + " rows (1 to "
                    + rows.size() + ")");
            return false;
        }
        List<Row> chosen = only > 0 ? List.of(rows.get(only - 1)) : rows;
        List<Simulation> sims = new ArrayList<>();
        List<String> layouts = new ArrayList<>();
        for (Row row : chosen) {
            List<String> sets = new ArrayList<>(userSets);
            sets.addAll(row.sets());
            try {
                Simulation sim = Simulation.of(ScenarioLoader.load(scenarioFile, sets));
                sims.add(sim);
                layouts.add(sim.world().release().label);
            } catch (ScenarioException e) {
                e.problems().forEach(err::println);
                return false;
            }
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
            List<Future<RunSummary>> results = new ArrayList<>();
            for (int i = 0; i < chosen.size(); i++) {
                Row row = chosen.get(i);
                Simulation sim = sims.get(i);
                results.add(pool.submit(() -> {
                    long end = untilNs >= 0 ? untilNs : sim.scenario().durationNs();
                    RunSummary s = sim.run(end, true, null);
                    synchronized (err) {
                        err.printf(Locale.ROOT, "what-if: %s done at t=%s%n", row.label(), Time.format(s.endNs()));
                    }
                    return s;
                }));
                sims.set(i, null); // the pool's task holds it; let it go with the task
            }
            for (int i = 0; i < chosen.size(); i++) {
                RunSummary s;
                try {
                    s = results.get(i).get();
                } catch (ExecutionException e) {
                    throw e.getCause() instanceof Exception ex ? ex : e;
                }
                out.println(line(chosen.get(i), layouts.get(i), s));
                out.flush();
            }
        } finally {
            pool.shutdownNow();
        }
        return true;
    }

    /** The row's figures, from the router that ran out of memory or else the one that used the most. */
    static String line(Row row, String layout, RunSummary s) {
        RunSummary.RouterFigures worst = null;
        for (RunSummary.RouterFigures r : s.routers()) {
            if (worst == null || r.hostname().equals(s.oomNode())
                    || (!worst.hostname().equals(s.oomNode()) && r.peakUsedBytes() > worst.peakUsedBytes())) {
                worst = r;
            }
        }
        String settings = row.sets().isEmpty() ? "" : " (`" + String.join("`, `", row.sets()) + "`)";
        if (worst == null) {
            return "| " + row.label() + settings + " | " + layout + " | no router | | | | |";
        }
        String memory = s.oomAtNs() >= 0
                ? "**OOM at " + Time.format(s.oomAtNs()) + "** (" + s.oomNode() + ")"
                : "no OOM by " + Time.format(s.endNs()) + "; peak " + Quantities.formatBytes(worst.peakUsedBytes())
                        + ", at the end " + Quantities.formatBytes(worst.usedBytes());
        return String.format(Locale.ROOT,
                "| %s%s | %s | %s | %,d (%,d) | %,d (%,d) | %,d (%s, %,d pinned conns); min over run %,d | %,d, %.1f s |",
                row.label(), settings, layout, memory, worst.pinnedConns(), worst.peakPinnedConns(), worst.worstTxCredits(),
                worst.worstTxMin(), worst.worstRtrCredits(), worst.worstRtrPeer(), worst.worstRtrPinnedConns(),
                worst.rtrCreditsMinOverRun(),
                s.events(), s.wallNanos() / 1e9);
    }
}
