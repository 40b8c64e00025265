package org.lnetscope.fit;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * ranking.md (docs/fit.md, "Output"): the hypotheses ranked by best distance, with the fitted
 * unknowns and their spread, whether the run reached the dump's state, the distance field by field
 * for each, the fields left out and why, and the rows this simulator cannot run.
 */
public final class FitReport {

    private FitReport() {
    }

    public static String markdown(Fit.Outcome outcome, List<Unknown> unknowns, Signature dump, int budget, long seed) {
        StringBuilder b = new StringBuilder("# Fit: which hypotheses end in the dump's state\n\n");
        if (outcome.stopped()) {
            b.append("**Stopped (Ctrl+C)**: the ranking is over the evaluations done.\n\n");
        }
        b.append(String.format(Locale.ROOT, "Dump node %s; budget %d evaluations per hypothesis; seed %d.%n%n", dump.node(),
                budget, seed));
        b.append("| Rank | Hypothesis | Best distance | Reached the dump's state | ");
        unknowns.forEach(u -> b.append(u.name()).append(" (near-best spread) | "));
        b.append("Evaluations |\n|---|---|---|---|");
        unknowns.forEach(u -> b.append("---|"));
        b.append("---|\n");
        int rank = 1;
        for (Fit.RowResult r : outcome.ranked()) {
            b.append("| ").append(rank++).append(" | ").append(r.row().id()).append(" | ");
            if (r.best() == null || !r.best().ok()) {
                b.append("no run | | ");
                unknowns.forEach(u -> b.append(" | "));
                b.append(r.evals().size()).append(" |\n");
                continue;
            }
            b.append(String.format(Locale.ROOT, "%.4f | %s%s | ", r.distance(), r.best().distance().reached() ? "yes" : "no",
                    r.best().diverged() ? " (stopped early: " + r.best().earlyStop() + ")" : ""));
            for (Unknown u : unknowns) {
                double v = r.best().params().get(u.name());
                double[] s = r.spread().get(u.name());
                b.append(u.show(v));
                if (s != null) {
                    b.append(" (").append(u.show(s[0])).append(" .. ").append(u.show(s[1])).append(')');
                }
                b.append(" | ");
            }
            b.append(r.evals().size()).append(" |\n");
        }
        for (Map.Entry<HypothesisRow, String> e : outcome.notModelled().entrySet()) {
            b.append("| - | ").append(e.getKey().id()).append(" | ").append(e.getValue().replace("|", "/")).append(" | | ");
            unknowns.forEach(u -> b.append(" | "));
            b.append("0 |\n");
        }
        b.append("\nNear-best: evaluations within ").append(Fit.NEAR_FACTOR).append(" x the best distance + ")
                .append(Fit.NEAR_ABS).append(". Distance: root mean square of the fields' relative differences (docs/fit.md).\n");
        for (Fit.RowResult r : outcome.ranked()) {
            if (r.best() == null || !r.best().ok()) {
                continue;
            }
            b.append("\n## ").append(r.row().id()).append(": ").append(r.row().title()).append("\n\n");
            b.append("Best run stopped at ").append(String.format(Locale.ROOT, "%.3f s", r.best().endNs() / 1e9))
                    .append(" (").append(r.best().stop()).append(").\n\n");
            b.append("| Field | Dump | Fitted run | Relative difference |\n|---|---|---|---|\n");
            for (Distance.Term t : r.best().distance().terms()) {
                b.append("| ").append(t.key()).append(" | ").append(SignatureFile.plain(t.dump())).append(" | ")
                        .append(Double.isNaN(t.run()) ? "unknown" : SignatureFile.plain(t.run())).append(" | ")
                        .append(String.format(Locale.ROOT, "%.1f %%%s", 100 * t.relative(),
                                t.relative() <= Distance.REACHED ? "" : " **"))
                        .append(" |\n");
            }
            if (!r.best().distance().leftOut().isEmpty()) {
                b.append("\nLeft out of the distance: ").append(String.join("; ", r.best().distance().leftOut())).append(".\n");
            }
        }
        return b.toString();
    }
}
