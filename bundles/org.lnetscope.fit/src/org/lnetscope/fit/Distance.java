package org.lnetscope.fit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How far a run's signature is from the dump's (docs/fit.md, "Distance"). Per field present in
 * both: {@code |run - dump| / max(|dump|, floor)}, capped at {@link #CAP} so one runaway figure
 * does not hide the others; the distance is the root mean square of those. A field the dump has and
 * the run lacks counts as {@link #CAP}; a field the dump lacks is left out and listed. The run
 * reached the dump's state when every compared field is within {@link #REACHED} (10 %).
 */
public final class Distance {

    public static final double CAP = 10;
    public static final double REACHED = 0.10;

    /** One field: the dump's and the run's values (NaN if the run has none) and the relative difference. */
    public record Term(String key, double dump, double run, double relative) {
    }

    public record Result(double total, List<Term> terms, List<String> leftOut, boolean reached) {
    }

    private Distance() {
    }

    public static Result between(Signature dump, Signature run) {
        List<Term> terms = new ArrayList<>();
        List<String> leftOut = new ArrayList<>();
        for (Signature.Field f : Signature.Field.values()) {
            Double d = dump.values().get(f);
            if (d == null) {
                String why = dump.missing().get(f);
                leftOut.add(f.key + (why == null ? ": not in the dump's signature" : ": " + why));
                continue;
            }
            terms.add(term(f.key, d, run.values().get(f), f.floor));
        }
        Map<String, Double> runConsole = new LinkedHashMap<>(run.console());
        for (Map.Entry<String, Double> e : dump.console().entrySet()) {
            if (run.console().isEmpty()) {
                leftOut.add(e.getKey() + ": the run has no console counts");
                continue;
            }
            terms.add(term(e.getKey(), e.getValue(), runConsole.getOrDefault(e.getKey(), 0.0), Signature.CONSOLE_FLOOR));
        }
        double sum = 0;
        boolean reached = !terms.isEmpty();
        for (Term t : terms) {
            sum += t.relative * t.relative;
            reached &= t.relative <= REACHED;
        }
        double total = terms.isEmpty() ? Double.POSITIVE_INFINITY : Math.sqrt(sum / terms.size());
        return new Result(total, terms, leftOut, reached);
    }

    private static Term term(String key, double dump, Double run, double floor) {
        if (run == null || run.isNaN()) {
            return new Term(key, dump, Double.NaN, CAP);
        }
        double rel = Math.abs(run - dump) / Math.max(Math.abs(dump), floor);
        return new Term(key, dump, run, Math.min(CAP, rel));
    }
}
