package org.lnetscope.fit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/** What a fit leaves in FIT_DIR, for the command and the window alike (see {@link FitDir}). */
public final class FitOutput {

    private final FitDir dir;
    private final Fit.Setup setup;
    private String ranking;
    private Path bestYaml;

    public FitOutput(FitDir dir, Fit.Setup setup) {
        this.dir = dir;
        this.setup = setup;
    }

    public void prepare() throws IOException {
        dir.prepare(setup.baseText(), setup.dump(), setup.rows(),
                Fit.notModelled(setup.baseText(), setup.baseName(), setup.rows()), setup.unknowns());
    }

    /** evals.tsv gets the evaluation now; a write error stops the fit rather than losing results silently. */
    public void append(EvalResult r) {
        try {
            dir.append(r, setup.unknowns());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * dump.source: what the dump was (its file, and the trace time when it is a trace position), so
     * the window and the report can show the dump beside a fitted run later.
     */
    public void source(Path dump, Long atNs) throws IOException {
        dir.write(FitResults.SOURCE, "file = " + dump.toAbsolutePath() + "\n" + (atNs == null ? "" : "at_ns = " + atNs + "\n"));
    }

    /**
     * ranking.md, ranking.tsv (the same ranking for programs: {@link FitResults} reads it), and per
     * ranked row its best run's result (best-ROW.result: its figures at the dump's moment, whose
     * distance a reader recomputes) and scenario (best-ROW.yaml; the first also best.yaml).
     */
    public void finish(Fit.Outcome outcome) throws IOException {
        ranking = FitReport.markdown(outcome, setup.unknowns(), setup.dump(), setup.budget(), setup.seed());
        dir.write("ranking.md", ranking);
        dir.write(FitResults.RANKING, FitResults.tsv(outcome, setup));
        for (Fit.RowResult r : outcome.ranked()) {
            if (r.best() != null && r.best().ok()) {
                dir.write(FitResults.resultName(r.row().id()), r.best().format());
            }
        }
        boolean first = true;
        for (Fit.RowResult r : outcome.ranked()) {
            if (r.best() == null || !r.best().ok()) {
                continue;
            }
            StringBuilder header = new StringBuilder();
            header.append("Fitted by lnetscope fit (docs/fit.md): hypothesis ").append(r.row().id()).append(", ")
                    .append(r.row().title()).append('\n');
            header.append(String.format(Locale.ROOT, "distance %.5f, reached the dump's state: %s%n", r.distance(),
                    r.best().distance().reached() ? "yes" : "no"));
            r.best().params().forEach((k, v) -> header.append(k).append(" = ").append(v).append('\n'));
            List<String> sets = r.best().sets(setup.base().faults().get(0).atNs() / 1e9);
            header.append("overrides of ").append(setup.baseName()).append(": ").append(String.join(" ", sets));
            String yaml = ScenarioYaml.merge(setup.baseText(), sets, header.toString());
            String name = "best-" + r.row().id().replace('/', '-') + ".yaml";
            dir.write(name, yaml);
            if (first) {
                bestYaml = dir.write("best.yaml", yaml);
                first = false;
            }
        }
    }

    public String ranking() {
        return ranking;
    }

    /** best.yaml, or null when no row ran. */
    public Path bestYaml() {
        return bestYaml;
    }
}
