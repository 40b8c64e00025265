package org.lnetscope.fit;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.lnetscope.sim.scenario.Scenario;

/**
 * A continuous unknown of the search (docs/fit.md, "Search"): its range, whether it is searched on a
 * log scale, and the scenario {@code --set} overrides that give it a value. The optimizer sees
 * every unknown as [0, 1].
 */
public record Unknown(String name, double lo, double hi, boolean log, String unit, Kind kind) {

    public enum Kind {
        /** Seconds from the fault's start to the dump: the run lasts faults.0.at + this. */
        FAULT_TO_DUMP,
        /** Multiplier of the rates of the flows to the faulty node. */
        RATE_TO_FAULTY,
        /** Multiplier of the rates of the other flows. */
        RATE_OTHER,
        /** Multiplier of every flow's message size (capped to 1 B..1 MiB). */
        SIZE,
        /** ko2iblnd's tx deadline: 5 s (2.12's compile-time default) or 50 s. */
        LND_TIMEOUT
    }

    public static final String FAULT_TO_DUMP = "fault_to_dump";
    public static final String RATE_TO_FAULTY = "rate_to_faulty";
    public static final String RATE_OTHER = "rate_other";
    public static final String SIZE = "size";
    public static final String LND_TIMEOUT = "lnd_timeout";
    public static final List<String> NAMES = List.of(FAULT_TO_DUMP, RATE_TO_FAULTY, RATE_OTHER, SIZE, LND_TIMEOUT);

    /** The value at {@code x} in [0, 1]. */
    public double value(double x) {
        double u = Math.max(0, Math.min(1, x));
        if (kind == Kind.LND_TIMEOUT) {
            return u < 0.5 ? lo : hi;
        }
        return log ? lo * Math.pow(hi / lo, u) : lo + (hi - lo) * u;
    }

    /** The position in [0, 1] of {@code value}. */
    public double position(double value) {
        if (kind == Kind.LND_TIMEOUT) {
            return value <= lo ? 0.25 : 0.75;
        }
        double u = log ? Math.log(value / lo) / Math.log(hi / lo) : (value - lo) / (hi - lo);
        return Math.max(0, Math.min(1, u));
    }

    public String show(double value) {
        return switch (kind) {
            case FAULT_TO_DUMP -> String.format(Locale.ROOT, "%.1f s", value);
            case LND_TIMEOUT -> String.format(Locale.ROOT, "%.0f s", value);
            default -> String.format(Locale.ROOT, "x%.3g", value);
        };
    }

    /** The overrides that give this unknown {@code value} on {@code base}. */
    public List<String> sets(double value, Scenario base) {
        List<String> sets = new ArrayList<>();
        String faulty = base.faults().get(0).node();
        switch (kind) {
            case FAULT_TO_DUMP -> {
                double end = base.faults().get(0).atNs() / 1e9 + value;
                sets.add(String.format(Locale.ROOT, "duration=%.3fs", end));
                sets.add("until_oom=true");
            }
            case RATE_TO_FAULTY, RATE_OTHER -> {
                for (int i = 0; i < base.workload().size(); i++) {
                    Scenario.Flow f = base.workload().get(i);
                    boolean toFaulty = f.to().equals(faulty);
                    if (toFaulty == (kind == Kind.RATE_TO_FAULTY)) {
                        sets.add(String.format(Locale.ROOT, "workload.%d.rate=%.6g/s", i, f.ratePerNode() * value));
                    }
                }
            }
            case SIZE -> {
                for (int i = 0; i < base.workload().size(); i++) {
                    long size = Math.round(base.workload().get(i).size() * value);
                    sets.add("workload." + i + ".size=" + Math.max(1, Math.min(1 << 20, size)));
                }
            }
            case LND_TIMEOUT -> sets.add("tunables.lnd_timeout=" + Math.round(value));
        }
        return sets;
    }

    /**
     * The unknowns {@code names} asks for on {@code base}: fault_to_dump from {@code minAgeS} to
     * {@code maxAgeS}; the rate multipliers from 1/4 to 4 (only those with flows to apply to); size
     * 1/4 to 4; lnd_timeout 5 or 50 s.
     */
    public static List<Unknown> of(List<String> names, Scenario base, double minAgeS, double maxAgeS) {
        String faulty = base.faults().get(0).node();
        boolean toFaulty = base.workload().stream().anyMatch(f -> f.to().equals(faulty));
        boolean other = base.workload().stream().anyMatch(f -> !f.to().equals(faulty));
        List<Unknown> out = new ArrayList<>();
        for (String n : names) {
            switch (n) {
                case FAULT_TO_DUMP -> out.add(new Unknown(n, minAgeS, maxAgeS, true, "s", Kind.FAULT_TO_DUMP));
                case RATE_TO_FAULTY -> {
                    if (toFaulty) {
                        out.add(new Unknown(n, 0.25, 4, true, "x", Kind.RATE_TO_FAULTY));
                    }
                }
                case RATE_OTHER -> {
                    if (other) {
                        out.add(new Unknown(n, 0.25, 4, true, "x", Kind.RATE_OTHER));
                    }
                }
                case SIZE -> out.add(new Unknown(n, 0.25, 4, true, "x", Kind.SIZE));
                case LND_TIMEOUT -> out.add(new Unknown(n, 5, 50, false, "s", Kind.LND_TIMEOUT));
                default -> throw new IllegalArgumentException("unknown unknown \"" + n + "\" (known: " + String.join(", ", NAMES) + ")");
            }
        }
        if (out.stream().noneMatch(u -> u.kind == Kind.FAULT_TO_DUMP)) {
            throw new IllegalArgumentException(FAULT_TO_DUMP + " must be searched: it is the dump's moment");
        }
        return out;
    }
}
