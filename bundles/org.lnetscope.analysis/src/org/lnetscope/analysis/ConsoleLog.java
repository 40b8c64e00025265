package org.lnetscope.analysis;

import org.lnetscope.model.nid.Nid;

/**
 * What a kernel log says about peers, counted by {@link ConsoleLine}: the evidence a log gives for
 * or against a cause. A source without a log (a trace, an agent, an extract without {@code log})
 * is {@link #NONE}: every count unknown, never 0.
 */
public interface ConsoleLog {

    /** No kernel log was read. */
    ConsoleLog NONE = new ConsoleLog() {

        @Override
        public boolean read() {
            return false;
        }

        @Override
        public long count(ConsoleLine line, Nid peer) {
            return 0;
        }

        @Override
        public Boolean netErrorsShown() {
            return null;
        }

        @Override
        public boolean rateLimited() {
            return false;
        }
    };

    /** Whether a kernel log was read at all; when false every count is unknown. */
    boolean read();

    /** Lines of {@code line} that name {@code peer} (a lower bound when {@link #rateLimited()}). */
    long count(ConsoleLine line, Nid peer);

    /**
     * Whether CNETERR lines reach this log: TRUE when the dump's libcfs_printk has D_NETERROR or
     * the log holds a line only CNETERR prints, FALSE when libcfs_printk was read without it, null
     * when unknown. Only when TRUE does a missing CNETERR line mean the kernel did not print it.
     */
    Boolean netErrorsShown();

    /** Whether the console rate limit hid repeats ("Skipped N previous similar messages"). */
    boolean rateLimited();
}
