package org.lnetscope.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.lnetscope.fit.Distance;
import org.lnetscope.fit.FitResults;
import org.lnetscope.fit.Unknown;

/**
 * The report's section of a fit (docs/fit.md): the hypotheses ranked by distance to the dump, each
 * with whether its best run reached the dump's state, the fitted unknowns and their near-best
 * spread; the rows this simulator cannot run and why; per ranked row the distance field by field
 * (dump, fitted run, relative difference, a bar to the cap); and the what-if table of each row that
 * reproduced the dump. Only what FIT_DIR holds is shown: a field the dump lacks is listed as left
 * out, never as 0.
 */
final class FitSection {

    /** Width of the relative-difference bar at 100 %; differences past it are drawn to the cap. */
    static final int BAR_PX = 120;

    private FitSection() {
    }

    static void add(HtmlReport r, FitResults fit) throws IOException {
        r.heading(2, "Explained by simulation (lnetscope fit)");
        List<FitResults.Row> ranked = fit.ranked();
        FitResults.Row best = ranked.isEmpty() ? null : ranked.get(0);
        StringBuilder intro = new StringBuilder();
        boolean searched = fit.unknowns().stream().anyMatch(u -> !u.equals(Unknown.FAULT_TO_DUMP));
        intro.append(String.format(Locale.ROOT, "%d hypotheses searched on the dump of %s (%s, seed %d)", ranked.size(), fit.node(),
                searched ? "budget " + fit.budget() + " evaluations each"
                        : "one run each: fault_to_dump is profiled along the run, nothing else searched",
                fit.seed()));
        if (fit.stopped()) {
            intro.append("; the fit was stopped, so the ranking is over the evaluations done");
        }
        intro.append(". ");
        if (best != null && best.ran()) {
            intro.append(best.reached() ? "The closest, " + best.id() + " (" + best.title() + "), reached the dump's state: every "
                    + "compared field within 10 %."
                    : "No hypothesis reached the dump's state (every compared field within 10 %); the closest is " + best.id()
                            + " (" + best.title() + ").");
        }
        r.raw("<p class=\"fit\">" + HtmlReport.esc(intro.toString()) + "</p>\n");
        StringBuilder t = new StringBuilder("<table class=\"fit\">\n<tr><th>rank</th><th>hypothesis</th><th>distance</th>"
                + "<th>reached the dump's state</th>");
        for (String u : fit.unknowns()) {
            t.append("<th>").append(HtmlReport.esc(u)).append(" (near-best spread)</th>");
        }
        t.append("<th>evaluations</th><th>best run stopped</th></tr>\n");
        for (FitResults.Row row : fit.rows()) {
            t.append(row.modelled() ? "<tr>" : "<tr class=\"notmodelled\">");
            t.append(td(row.modelled() ? String.valueOf(row.rank()) : "-"));
            t.append("<td><b>").append(HtmlReport.esc(row.id())).append("</b><br><small>").append(HtmlReport.esc(row.title()))
                    .append("</small></td>");
            t.append(td(Double.isNaN(row.distance()) ? "" : String.format(Locale.ROOT, "%.4f", row.distance())));
            t.append(row.modelled() ? row.reached() ? "<td class=\"yes\">yes</td>" : td("no") : td("not modelled"));
            for (String u : fit.unknowns()) {
                String v = row.values().getOrDefault(u, "");
                String s = row.spreads().getOrDefault(u, "");
                t.append(td(v + (s.isEmpty() ? "" : " (" + s + ")")));
            }
            t.append(td(String.valueOf(row.evaluations())));
            t.append(td(row.stop()));
            t.append("</tr>\n");
        }
        t.append("</table>\n");
        r.raw(t.toString());
        r.para("Distance: the root mean square over the dump's fields of |run - dump| / max(|dump|, floor), each capped at "
                + (int) Distance.CAP + " (docs/fit.md, \"Distance\"). Near-best spread: the values of the evaluations within 1.25 x "
                + "the best distance + 0.02; a wide range says the dump does not tell that unknown.");
        for (FitResults.Row row : ranked) {
            if (!row.ran()) {
                continue;
            }
            r.heading(3, "#" + row.rank() + " " + row.id() + ": the dump beside its best run"
                    + (Double.isNaN(row.faultToDumpS()) ? ""
                            : String.format(Locale.ROOT, " (%.1f s after the fault)", row.faultToDumpS())));
            r.raw(fieldsTable(row.fields()));
            if (!row.fields().leftOut().isEmpty()) {
                r.para("Left out of the distance: " + String.join("; ", row.fields().leftOut()) + ".");
            }
        }
        for (FitResults.Row row : ranked) {
            Path file = fit.whatIf(row);
            if (file != null) {
                // what-if-ROW.md: a heading and a sentence, then the table simulate --what-if-table printed
                List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
                List<String> tableLines = lines.stream().map(String::strip).dropWhile(l -> !l.startsWith("|"))
                        .takeWhile(l -> l.startsWith("|")).toList();
                List<List<String>> table = Reports.whatIfRows(tableLines, file);
                if (table.size() > 1) {
                    r.heading(3, "What if, on the fitted run of " + row.id());
                    r.para("Each mitigation re-run on best-" + row.fileStem() + ".yaml to the dump's moment or the OOM "
                            + "(docs/what-if.md): which would have saved this router.");
                    r.table(table.get(0), table.subList(1, table.size()));
                }
            }
        }
        r.para("Fit folder: " + fit.dir() + " (ranking.md, evals.tsv, best-ROW.yaml to simulate again).");
    }

    /** Field, dump, fitted run, relative difference with a bar (red past 10 %: the field that keeps it from reaching). */
    static String fieldsTable(Distance.Result d) {
        StringBuilder b = new StringBuilder("<table class=\"fields\">\n<tr><th>field</th><th>dump</th><th>fitted run</th>"
                + "<th>relative difference</th></tr>\n");
        for (Distance.Term term : d.terms()) {
            boolean miss = term.relative() > Distance.REACHED;
            int px = (int) Math.round(Math.min(term.relative(), 1.0) * BAR_PX);
            b.append("<tr>").append(td(term.key())).append(td(number(term.dump())))
                    .append(td(Double.isNaN(term.run()) ? "unknown (the run has none)" : number(term.run())))
                    .append("<td><span class=\"bar").append(miss ? " miss" : "").append("\" style=\"width:").append(Math.max(1, px))
                    .append("px\"></span> ").append(String.format(Locale.ROOT, "%.1f %%", 100 * term.relative()))
                    .append(term.relative() >= Distance.CAP ? " (cap)" : "").append("</td></tr>\n");
        }
        return b.append("</table>\n").toString();
    }

    static String number(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? String.format(Locale.ROOT, "%,d", (long) v)
                : String.format(Locale.ROOT, "%,.3f", v);
    }

    private static String td(String s) {
        return "<td>" + HtmlReport.esc(s) + "</td>";
    }
}
