package org.lnetscope.ui.compare;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLongArray;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.lnetscope.sim.cli.WhatIfTable;
import org.lnetscope.sim.engine.Time;
import org.lnetscope.sim.scenario.ScenarioException;

/**
 * Every what-if at once, in the window: the rows of {@code lnetscope simulate --what-if-table}
 * ({@link WhatIfTable}, the same code), run in parallel on one horizon as one cancellable Job.
 * The baseline runs first: the horizon is, unless given, twice its OOM (its duration when it has
 * none), and routing is turned off, unless given, at half its OOM. Before anything runs the rows
 * are loaded and those that cannot change anything in this scenario say why.
 */
public final class WhatIfTableJob extends Job {

    /** Told on the Job's threads; the view moves each call to the UI thread. */
    public interface Listener {
        /** The rows, loaded, with what each cannot change; nothing has run yet. */
        void prepared(List<WhatIfTable.Prepared> rows);

        /** The horizon and the routing-off time the rows run with, once the baseline is known. */
        void horizon(long horizonNs, String routingOffAt);

        void done(int index, WhatIfTable.Outcome outcome);

        void finished(IStatus status);
    }

    private final Path scenario;
    private final long untilNs;
    private final String routingOffAt;
    private final Listener listener;

    /**
     * @param untilNs the horizon, or -1 for twice the baseline's OOM
     * @param routingOffAt when the "routing disabled" row turns routing off (a duration), or null
     *     for half the baseline's OOM
     */
    public WhatIfTableJob(Path scenario, long untilNs, String routingOffAt, Listener listener) {
        super("What-if table of " + scenario.getFileName());
        this.scenario = scenario;
        this.untilNs = untilNs;
        this.routingOffAt = routingOffAt;
        this.listener = listener;
        setUser(true);
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        IStatus status;
        try {
            status = runRows(monitor);
        } catch (CancellationException e) {
            status = Status.CANCEL_STATUS;
        } catch (ScenarioException e) {
            status = new Status(IStatus.ERROR, "org.lnetscope.ui", scenario + ":\n"
                    + String.join("\n", e.problems().stream().map(String::valueOf).toList()));
        } catch (Exception e) {
            status = new Status(IStatus.ERROR, "org.lnetscope.ui", "The what-if table failed: " + e.getMessage(), e);
        } finally {
            monitor.done();
        }
        listener.finished(status);
        return status.getSeverity() == IStatus.ERROR ? Status.OK_STATUS : status; // the view shows the error itself
    }

    private IStatus runRows(IProgressMonitor monitor) throws Exception {
        // what each row can change is known before any run: "1s" stands for the routing-off time here
        List<WhatIfTable.Prepared> first = WhatIfTable.prepare(scenario, List.of(),
                WhatIfTable.rows(routingOffAt != null ? routingOffAt : "1s"));
        listener.prepared(first);
        int n = first.size();
        int total = 1000 * n;
        monitor.beginTask("What-if table: " + n + " runs", total);
        Object lock = new Object();
        AtomicLongArray at = new AtomicLongArray(n);
        long[] reported = {0};
        // the baseline to its OOM (or the horizon given): the other rows' horizon depends on it
        long baseEnd = untilNs >= 0 ? untilNs : first.get(0).scenario().durationNs();
        WhatIfTable.Outcome base = WhatIfTable.runRow(first.get(0), untilNs, monitor::isCanceled, t -> {
            synchronized (lock) {
                monitor.subTask("baseline: t = " + Time.format(t));
                long w = 1000L * t / Math.max(1, baseEnd);
                monitor.worked((int) Math.max(0, w - reported[0]));
                reported[0] = Math.max(reported[0], w);
            }
        });
        listener.done(0, base);
        long oom = base.summary().oomAtNs();
        long horizon = untilNs >= 0 ? untilNs : oom >= 0 ? 2 * oom : base.summary().endNs();
        String off = routingOffAt != null ? routingOffAt
                : (oom >= 0 ? Math.max(1, oom / 2 / Time.SECOND) : Math.max(1, horizon / 2 / Time.SECOND)) + "s";
        List<WhatIfTable.Prepared> rows = WhatIfTable.prepare(scenario, List.of(), WhatIfTable.rows(off));
        listener.horizon(horizon, off);
        synchronized (lock) {
            monitor.worked((int) Math.max(0, 1000 - reported[0]));
        }
        int threads = Math.max(1, Math.min(Runtime.getRuntime().availableProcessors(), n - 1));
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "what-if row");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> futures = new ArrayList<>();
            long[] worked = new long[n];
            for (int i = 1; i < n; i++) {
                int index = i;
                WhatIfTable.Prepared row = rows.get(i);
                futures.add(pool.submit(() -> {
                    WhatIfTable.Outcome o = WhatIfTable.runRow(row, horizon, monitor::isCanceled, t -> {
                        at.set(index, t);
                        synchronized (lock) {
                            long w = 1000L * t / Math.max(1, horizon);
                            monitor.worked((int) Math.max(0, w - worked[index]));
                            worked[index] = Math.max(worked[index], w);
                            monitor.subTask(progressText(rows, at, horizon));
                        }
                    });
                    at.set(index, horizon); // ended (an OOM ends a row early)
                    synchronized (lock) {
                        monitor.worked((int) Math.max(0, 1000 - worked[index]));
                        worked[index] = 1000;
                    }
                    listener.done(index, o);
                    return null;
                }));
            }
            for (Future<?> f : futures) {
                try {
                    f.get();
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof CancellationException c) {
                        throw c;
                    }
                    throw e.getCause() instanceof Exception ex ? ex : e;
                }
            }
        } finally {
            pool.shutdownNow();
        }
        return monitor.isCanceled() ? Status.CANCEL_STATUS : Status.OK_STATUS;
    }

    private static String progressText(List<WhatIfTable.Prepared> rows, AtomicLongArray at, long horizon) {
        int running = 0;
        long slowest = Long.MAX_VALUE;
        for (int i = 1; i < rows.size(); i++) {
            long t = at.get(i);
            if (t < horizon) {
                running++;
                slowest = Math.min(slowest, t);
            }
        }
        return running + " runs going, the slowest at t = " + Time.format(slowest == Long.MAX_VALUE ? horizon : slowest)
                + " of " + Time.format(horizon);
    }
}
