package org.lnetscope.ui.fit;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CancellationException;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.lnetscope.fit.DumpTrace;
import org.lnetscope.fit.Dumps;
import org.lnetscope.fit.FitResults;
import org.lnetscope.model.resource.FileKind;
import org.lnetscope.report.WhatIfRun;
import org.lnetscope.session.compare.Align;
import org.lnetscope.session.compare.Comparison;
import org.lnetscope.sim.scenario.Scenario;
import org.lnetscope.trace.TimeFormat;
import org.lnetscope.ui.SwtScheduler;
import org.lnetscope.ui.compare.OpenComparisons;

/**
 * A fit's row opened beside its dump: the row's best run (best-ROW.lnettrace, simulated from
 * best-ROW.yaml in this Job the first time, to a tenth of fault_to_dump past the dump's moment, at
 * least 10 s) is the baseline, so F6/F8 replay how it got there, and
 * the dump is the other run: the dump's own trace when it was a trace position, else the dump's
 * state written as a trace of that one instant (FIT_DIR/dump.lnettrace, {@link DumpTrace}). The
 * clock's zero is each side's fault as the fit places it (the run's fault; the dump's moment minus the
 * fitted fault_to_dump), so the cursor opens at the dump's moment with the run at its matching moment.
 */
public final class FitComparison {

    private FitComparison() {
    }

    public static Job open(FitResults fit, FitResults.Row row, Shell shell) {
        Display display = shell.getDisplay();
        Job job = Job.create("Opening " + row.id() + "'s best run beside the dump", (IProgressMonitor monitor) -> {
            monitor.beginTask("Simulating " + row.id() + "'s best run", 1000);
            try {
                if (fit.dumpFile() == null || !Files.exists(fit.dumpFile())) {
                    FitJob.error(display, shell, "The dump " + (fit.dumpFile() == null ? "" : fit.dumpFile() + " ")
                            + "is not at hand (a signature file, or moved): the Fit view's fields are the comparison.");
                    return Status.CANCEL_STATUS;
                }
                Path trace = fit.trace(row);
                if (!Files.isRegularFile(trace)) {
                    Path yaml = fit.yaml(row);
                    if (yaml == null) {
                        throw new IllegalStateException(fit.dir() + " has no best-" + row.fileStem() + ".yaml");
                    }
                    Scenario scenario = WhatIfRun.scenario(yaml, List.of());
                    int[] worked = {0};
                    // a little past the dump's moment, so the run can be stepped on from where it matches the dump
                    long until = row.endNs() + Math.max(10_000_000_000L, Math.round(row.faultToDumpS() * 1e8));
                    WhatIfRun.Result run = WhatIfRun.run(scenario, until, trace, (now, end) -> {
                        int at = (int) Math.min(1000, 1000 * (now / (double) Math.max(1, end)));
                        monitor.worked(Math.max(0, at - worked[0]));
                        worked[0] = Math.max(worked[0], at);
                        monitor.subTask(row.id() + ": t = " + TimeFormat.format(now));
                    }, monitor::isCanceled);
                    if (run.trace() == null) {
                        return Status.CANCEL_STATUS;
                    }
                }
                long ageNs = Math.round(row.faultToDumpS() * 1e9);
                Path dumpTrace;
                long dumpAt;
                if (FileKind.of(fit.dumpFile()) == FileKind.TRACE) {
                    dumpTrace = fit.dumpFile();
                    dumpAt = fit.dumpAtNs() == null ? row.endNs() : fit.dumpAtNs();
                } else {
                    dumpTrace = fit.dir().resolve("dump.lnettrace");
                    dumpAt = 0;
                    if (!Files.isRegularFile(dumpTrace)) {
                        monitor.subTask("Writing the dump's state as a trace of its instant");
                        DumpTrace.write(Dumps.fabric(fit.dumpFile()), dumpAt, dumpTrace,
                                "the dump " + fit.dumpFile() + " as one instant, to compare with its fitted runs");
                    }
                }
                String dumpLabel = "dump: " + fit.dumpFile().getFileName();
                Comparison comparison = Comparison.openAt(trace, "fitted: " + row.id(), row.endNs() - ageNs, dumpTrace, dumpLabel,
                        dumpAt - ageNs, Align.FAULT, monitor::isCanceled);
                display.asyncExec(() -> {
                    comparison.baseline().session().attach(new SwtScheduler(display));
                    // beside the comparisons already open, in a Compare view of its own (not instead of them)
                    OpenComparisons.add(comparison);
                    comparison.seek(ageNs); // the dump's moment
                });
                return Status.OK_STATUS;
            } catch (CancellationException e) {
                return Status.CANCEL_STATUS;
            } catch (Exception e) {
                FitJob.error(display, shell, "Could not open " + row.id() + "'s run beside the dump: " + e.getMessage());
                return new Status(IStatus.WARNING, "org.lnetscope.ui", "Could not open the fitted run", e);
            } finally {
                monitor.done();
            }
        });
        job.setUser(true);
        job.schedule();
        return job;
    }
}
