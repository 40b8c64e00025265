package org.lnetscope.ui.fit;

import java.util.Locale;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.lnetscope.fit.FitResults;
import org.lnetscope.fit.FitRun;
import org.lnetscope.sim.scenario.ScenarioException;

/**
 * The fit as a cancellable Job with progress (evaluations done of planned, and the best so far).
 * Cancel is the command line's Ctrl+C: the running simulations stop, and what was done is ranked and
 * shown in the Fit view (marked stopped), as ranking.md says it.
 */
public final class FitJob {

    private FitJob() {
    }

    public static Job schedule(FitRun.Request request, Shell shell) {
        Display display = shell.getDisplay();
        Job job = Job.create("Explaining " + request.dump().getFileName() + " by simulation", (IProgressMonitor monitor) -> {
            int total = 1000;
            monitor.beginTask("Simulating the hypotheses (Cancel keeps what is done)", total);
            int[] worked = {0};
            try {
                FitResults results = FitRun.run(request, (done, planned, bestRow, best) -> {
                    int at = (int) Math.min(total, total * (done / (double) Math.max(1, planned)));
                    monitor.worked(Math.max(0, at - worked[0]));
                    worked[0] = Math.max(worked[0], at);
                    monitor.subTask(String.format(Locale.ROOT, "%d/%d evaluations; best so far %s at %s", done, planned, bestRow,
                            Double.isFinite(best) ? String.format(Locale.ROOT, "%.4f", best) : "-"));
                }, monitor::isCanceled);
                display.asyncExec(() -> FitView.showResults(results));
                return results.stopped() ? Status.CANCEL_STATUS : Status.OK_STATUS;
            } catch (ScenarioException e) {
                String problems = String.join("\n", e.problems().stream().map(String::valueOf).toList());
                error(display, shell, request.base() + ":\n" + problems);
                return new Status(IStatus.WARNING, "org.lnetscope.ui", "The base scenario has problems: " + problems);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return Status.CANCEL_STATUS;
            } catch (Exception e) {
                error(display, shell, String.valueOf(e.getMessage()));
                return new Status(IStatus.WARNING, "org.lnetscope.ui", "The fit failed", e);
            } finally {
                monitor.done();
            }
        });
        job.setUser(true);
        job.schedule();
        return job;
    }

    static void error(Display display, Shell shell, String message) {
        display.asyncExec(() -> {
            if (!shell.isDisposed()) {
                MessageDialog.openError(shell, "Explain Dump by Simulation", message);
            }
        });
    }
}
