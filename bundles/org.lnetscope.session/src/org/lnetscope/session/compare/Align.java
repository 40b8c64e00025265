package org.lnetscope.session.compare;

import java.util.Locale;

/** Where the comparison's one clock has its zero in each run. */
public enum Align {
    /** Each trace's first instant: for runs of the same scenario, the same simulated time. */
    START,
    /**
     * Each run's fault (the simulator's fault mark; a trace without one, its first tx timeout, else
     * its start): for runs whose faults came at different times, or a dump beside a trace.
     */
    FAULT;

    public static Align parse(String text) {
        return switch (text.toLowerCase(Locale.ROOT)) {
            case "start" -> START;
            case "fault" -> FAULT;
            default -> throw new IllegalArgumentException("--align is 'fault' or 'start', not '" + text + "'");
        };
    }
}
