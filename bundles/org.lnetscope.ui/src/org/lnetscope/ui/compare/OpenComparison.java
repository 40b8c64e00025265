package org.lnetscope.ui.compare;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.CancellationException;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.lnetscope.session.compare.Align;
import org.lnetscope.session.compare.Comparison;
import org.lnetscope.ui.SwtScheduler;
import org.lnetscope.ui.WindowDocument;

/**
 * Opens two traces as one comparison in a cancellable Job (each trace is read once, whole, for its
 * figures), then shows it in the window: the baseline drives every view, the other run follows it.
 */
public final class OpenComparison {

    private OpenComparison() {
    }

    public static Job open(Path baseline, String baselineLabel, Path other, String otherLabel, Align align, Shell shell) {
        Display display = shell.getDisplay();
        // the cursor is kept: a comparison with the trace being replayed opens where it stands
        // (issue 37: each new comparison reset it to the start)
        long keepNs = WindowDocument.get().replay()
                .filter(r -> r.file().toAbsolutePath().normalize().equals(baseline.toAbsolutePath().normalize()) && r.position() > 0)
                .map(r -> r.timeNs()).orElse(Long.MIN_VALUE);
        Job job = Job.create("Comparing " + baseline.getFileName() + " with " + other.getFileName(), (IProgressMonitor monitor) -> {
            monitor.beginTask("Reading both runs", IProgressMonitor.UNKNOWN);
            try {
                Comparison comparison = Comparison.open(baseline, baselineLabel, other, otherLabel, align, monitor::isCanceled);
                if (keepNs != Long.MIN_VALUE) {
                    monitor.subTask("Moving both runs to the cursor");
                    comparison.seek(comparison.baseline().clockOf(keepNs)); // here: a long seek stays off the UI thread
                }
                display.asyncExec(() -> {
                    if (display.isDisposed()) {
                        closeQuietly(comparison);
                        return;
                    }
                    comparison.baseline().session().attach(new SwtScheduler(display));
                    // beside the comparisons already open (each in its own Compare view), not instead of them
                    OpenComparisons.add(comparison);
                });
                return Status.OK_STATUS;
            } catch (CancellationException e) {
                return Status.CANCEL_STATUS;
            } catch (Exception e) {
                display.asyncExec(() -> {
                    if (!shell.isDisposed()) {
                        MessageDialog.openError(shell, "Compare", "Could not compare the runs: " + e.getMessage());
                    }
                });
                return new Status(IStatus.WARNING, "org.lnetscope.ui", "Could not compare " + baseline + " and " + other, e);
            } finally {
                monitor.done();
            }
        });
        job.setUser(true);
        job.schedule();
        return job;
    }

    private static void closeQuietly(Comparison comparison) {
        try {
            comparison.close();
        } catch (IOException e) {
            // read-only traces: nothing to lose
        }
    }
}
