package org.lnetscope.ui.compare;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.lnetscope.report.WhatIfRun;
import org.lnetscope.session.compare.Align;
import org.lnetscope.session.compare.Comparison;
import org.lnetscope.sim.scenario.Scenario;
import org.lnetscope.sim.scenario.ScenarioException;
import org.lnetscope.trace.TimeFormat;

/**
 * Runs a what-if as a cancellable Job with progress (simulated time of the run's end), records its
 * trace beside the baseline, and opens it beside the baseline as a comparison. With no baseline
 * trace open, the scenario as written is run first as the baseline.
 */
public final class WhatIfJob {

    private WhatIfJob() {
    }

    /**
     * Schedules the run; its trace goes to {@code dir}, or (null) beside the baseline when that folder is
     * writable, else to a new temporary folder.
     */
    public static Job schedule(Path scenarioFile, List<String> sets, String until, Path baseline, Path outDir, Shell shell) {
        Display display = shell.getDisplay();
        String label = String.join(" ", sets);
        Job job = Job.create("What if " + label, (IProgressMonitor monitor) -> {
            try {
                long untilNs = until == null || until.isBlank() ? -1 : TimeFormat.parse(until);
                Path dir = outDir != null ? outDir
                        : baseline != null && Files.isWritable(baseline.toAbsolutePath().getParent())
                                ? baseline.toAbsolutePath().getParent()
                        : Files.createTempDirectory("lnetscope-what-if");
                Path base = baseline;
                if (base == null) {
                    base = run(scenarioFile, List.of(), untilNs, dir.resolve(stem(scenarioFile) + ".lnettrace"), monitor,
                            "baseline");
                    if (base == null) {
                        return Status.CANCEL_STATUS;
                    }
                }
                Path out = dir.resolve(stem(base.getFileName()) + ".what-if-" + slug(label) + ".lnettrace");
                Path made = run(scenarioFile, sets, untilNs, out, monitor, label);
                if (made == null) {
                    return Status.CANCEL_STATUS;
                }
                Path baseTrace = base;
                display.asyncExec(() -> OpenComparison.open(baseTrace, Comparison.label(baseTrace), made, label, Align.START, shell));
                return Status.OK_STATUS;
            } catch (ScenarioException e) {
                String problems = String.join("\n", e.problems().stream().map(String::valueOf).toList());
                error(display, shell, scenarioFile + ":\n" + problems);
                return new Status(IStatus.WARNING, "org.lnetscope.ui", "The scenario has problems: " + problems);
            } catch (Exception e) {
                error(display, shell, String.valueOf(e.getMessage()));
                return new Status(IStatus.WARNING, "org.lnetscope.ui", "The what-if run failed", e);
            } finally {
                monitor.done();
            }
        });
        job.setUser(true);
        job.schedule();
        return job;
    }

    /** One run; null when cancelled (no file is left then). */
    private static Path run(Path scenarioFile, List<String> sets, long untilNs, Path out, IProgressMonitor monitor, String what)
            throws Exception {
        Scenario scenario = WhatIfRun.scenario(scenarioFile, new ArrayList<>(sets));
        long end = untilNs >= 0 ? untilNs : scenario.durationNs();
        int total = 1000;
        monitor.beginTask("Simulating " + what + " to " + TimeFormat.format(end), total);
        int[] done = {0};
        WhatIfRun.Result result = WhatIfRun.run(scenario, untilNs, out, (now, endNs) -> {
            int at = (int) Math.min(total, total * (now / (double) Math.max(1, endNs)));
            monitor.worked(Math.max(0, at - done[0]));
            done[0] = Math.max(done[0], at);
            monitor.subTask(what + ": t = " + TimeFormat.format(now));
        }, monitor::isCanceled);
        return result.trace();
    }

    private static void error(Display display, Shell shell, String message) {
        display.asyncExec(() -> {
            if (!shell.isDisposed()) {
                MessageDialog.openError(shell, "Run What-If", message);
            }
        });
    }

    private static String stem(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }

    static String slug(String label) {
        String s = label.replaceAll("[^A-Za-z0-9_.-]+", "-").replaceAll("^-|-$", "");
        return s.length() > 60 ? s.substring(0, 60) : s;
    }
}
