package org.lnetscope.sim.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.lnetscope.sim.RunSummary;
import org.lnetscope.sim.Simulation;
import org.lnetscope.sim.engine.Time;
import org.lnetscope.sim.scenario.Quantities;
import org.lnetscope.sim.scenario.ScenarioException;
import org.lnetscope.sim.scenario.ScenarioLoader;

/**
 * {@code lnetscope simulate SCENARIO --what-if-table}: the scenario once as written and once per
 * mitigation (docs/what-if.md), each to its first OOM or to the horizon, as one Markdown table.
 * Every row names the layout it runs: the scenario's own (the seed's is 2.12) unless the row sets
 * {@code lustre}; LU-17855 exists only in the master layout, so its row runs master with the
 * scenario's tunables. {@code --set faults.0.type=link_down} re-runs the table for fault variant (b).
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
                new Row("routing disabled at " + routingOffAt, List.of("what_if.routing_disabled_at=" + routingOffAt)));
    }

    private WhatIfTable() {
    }

    /** Runs every row and prints the table; returns false if a row's scenario does not load. */
    static boolean run(Path scenarioFile, List<String> userSets, long untilNs, String routingOffAt, PrintStream out,
            PrintStream err) throws Exception {
        out.println("| What if | Layout | Time to OOM (or peak memory) | Pinned conns end (peak) "
                + "| Stuck compute lpni_txcredits (min) | Worst server lpni_rtrcredits | Events, wall |");
        out.println("|---|---|---|---|---|---|---|");
        for (Row row : rows(routingOffAt)) {
            List<String> sets = new ArrayList<>(userSets);
            sets.addAll(row.sets());
            Simulation sim;
            try {
                sim = Simulation.of(ScenarioLoader.load(scenarioFile, sets));
            } catch (ScenarioException e) {
                e.problems().forEach(err::println);
                return false;
            }
            long end = untilNs >= 0 ? untilNs : sim.scenario().durationNs();
            RunSummary s = sim.run(end, true, null);
            err.printf(Locale.ROOT, "what-if: %s done at t=%s%n", row.label(), Time.format(s.endNs()));
            out.println(line(row, sim.world().layout212() ? "2.12" : "master", s));
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
        return String.format(Locale.ROOT, "| %s%s | %s | %s | %,d (%,d) | %,d (%,d) | %,d (%s, %,d pinned conns); min over run %,d | %,d, %.1f s |",
                row.label(), settings, layout, memory, worst.pinnedConns(), worst.peakPinnedConns(), worst.worstTxCredits(),
                worst.worstTxMin(), worst.worstRtrCredits(), worst.worstRtrPeer(), worst.worstRtrPinnedConns(),
                worst.rtrCreditsMinOverRun(),
                s.events(), s.wallNanos() / 1e9);
    }
}
