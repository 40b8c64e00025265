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
 * shown in the Fit view (marked stopped), as ranking.md says it. On Slurm the progress also says
 * where the latest job array stands (tasks done, running, pending), and Cancel scancels the arrays
 * the fit submitted.
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
            // the evaluations' line, and on Slurm the latest array's: both shown, each updated on its own
            String[] lines = {"", ""};
            Runnable show = () -> monitor.subTask(lines[1].isEmpty() ? lines[0] : lines[0] + "; " + lines[1]);
            try {
                FitResults results = FitRun.run(request, (done, planned, bestRow, best) -> {
                    int at = (int) Math.min(total, total * (done / (double) Math.max(1, planned)));
                    synchronized (lines) {
                        monitor.worked(Math.max(0, at - worked[0]));
                        worked[0] = Math.max(worked[0], at);
                        lines[0] = String.format(Locale.ROOT, "%d/%d evaluations; best so far %s at %s", done, planned, bestRow,
                                Double.isFinite(best) ? String.format(Locale.ROOT, "%.4f", best) : "-");
                        show.run();
                    }
                }, request.slurm() == null ? null : (array, jobId, tasks, pending, running) -> {
                    synchronized (lines) {
                        lines[1] = arrayLine(array, jobId, tasks, pending, running);
                        show.run();
                    }
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

    /** Where a Slurm array stands, as the Job's progress shows it (Cancel scancels it). */
    static String arrayLine(String array, String jobId, int tasks, int pending, int running) {
        int done = tasks - pending - running;
        return String.format(Locale.ROOT, "Slurm array %s (job %s): %d of %d tasks done, %d running, %d pending", array, jobId,
                done, tasks, running, pending);
    }

    static void error(Display display, Shell shell, String message) {
        display.asyncExec(() -> {
            if (!shell.isDisposed()) {
                MessageDialog.openError(shell, "Explain Dump by Simulation", message);
            }
        });
    }
}
