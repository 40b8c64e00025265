package org.lnetscope.sim.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.lnetscope.cli.Numbers;
import org.lnetscope.cli.UsageException;

/**
 * The options the commands that run scenarios share ({@code simulate}, {@code fit}), parsed by one
 * loop: the input file, {@code -o/--output}, {@code --set k=v} (repeatable, in order),
 * {@code --until T}, {@code --seed S} and {@code --jobs N}. A command names the ones it takes
 * ({@link Common}); its own options go to its {@link Own} handler; an option neither knows is
 * "unknown option X", a second input the command's own "one ... at a time", so every message a
 * command gave when it parsed by hand stays the same.
 */
public final class RunOptions {

    /** The shared options. */
    public enum Common {
        OUTPUT, SET, UNTIL, SEED, JOBS
    }

    /** A command's own options: consumes {@code args[i]} (and its values), or says it is not one of them. */
    @FunctionalInterface
    public interface Own {
        /** The index of the last argument consumed, or -1 when {@code args[i]} is not this command's option. */
        int take(List<String> args, int i) throws UsageException;
    }

    /** How a command reads its {@code --jobs} count (each keeps its own range and message). */
    @FunctionalInterface
    public interface Count {
        int parse(String option, String text) throws UsageException;
    }

    private Path input;
    private Path output;
    private final List<String> sets = new ArrayList<>();
    private long untilNs = -1;
    private long seed = 1;
    private int jobs = Runtime.getRuntime().availableProcessors();

    private RunOptions() {
    }

    /**
     * Parses {@code args}: the options of {@code common}, then {@code own}'s, else the one input.
     *
     * @param oneInput the message when a second input is given ("one scenario at a time")
     * @param jobsCount how {@code --jobs} is read
     */
    public static RunOptions parse(List<String> args, Set<Common> common, String oneInput, Count jobsCount, Own own)
            throws UsageException {
        RunOptions o = new RunOptions();
        EnumSet<Common> takes = common.isEmpty() ? EnumSet.noneOf(Common.class) : EnumSet.copyOf(common);
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            Common c = common(a);
            if (c != null && takes.contains(c)) {
                String v = UsageException.valueOf(args, ++i, a);
                switch (c) {
                    case OUTPUT -> o.output = Path.of(v);
                    case SET -> o.sets.add(v);
                    case UNTIL -> o.untilNs = SimulateCommand.untilNs(v);
                    case SEED -> o.seed = Numbers.parseLong(a, v, 0, Long.MAX_VALUE);
                    case JOBS -> o.jobs = jobsCount.parse(a, v);
                    default -> throw new IllegalStateException(a);
                }
                continue;
            }
            int last = own == null ? -1 : own.take(args, i);
            if (last >= i) {
                i = last;
                continue;
            }
            if (a.startsWith("-")) {
                throw new UsageException("unknown option " + a);
            }
            if (o.input != null) {
                throw new UsageException(oneInput);
            }
            o.input = Path.of(a);
        }
        return o;
    }

    private static Common common(String option) {
        return switch (option) {
            case "-o", "--output" -> Common.OUTPUT;
            case "--set" -> Common.SET;
            case "--until" -> Common.UNTIL;
            case "--seed" -> Common.SEED;
            case "--jobs" -> Common.JOBS;
            default -> null;
        };
    }

    /** The input file (scenario, dump), or null if none was given. */
    public Path input() {
        return input;
    }

    /** {@code -o}, or null. */
    public Path output() {
        return output;
    }

    /** The {@code --set} overrides, in order. */
    public List<String> sets() {
        return List.copyOf(sets);
    }

    /** {@code --until} in simulated nanoseconds, or -1. */
    public long untilNs() {
        return untilNs;
    }

    /** {@code --seed} (default 1). */
    public long seed() {
        return seed;
    }

    /** {@code --jobs} (default: one per core). */
    public int jobs() {
        return jobs;
    }
}
