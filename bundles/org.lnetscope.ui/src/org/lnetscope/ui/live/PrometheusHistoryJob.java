package org.lnetscope.ui.live;

import java.net.URI;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.lnetscope.prometheus.HistoryImport;
import org.lnetscope.prometheus.PrometheusApi;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.OpenFabric;

/**
 * Builds the trace of a window from Prometheus in the background (cancellable between stretches;
 * a cancel or an error leaves no file) and opens it for replay.
 */
public final class PrometheusHistoryJob {

    private static final DateTimeFormatter NAME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC);

    private PrometheusHistoryJob() {
    }

    /** The trace goes to {@code folder}, named for the window's start (UTC). */
    public static Job schedule(URI prometheus, HistoryImport.Request request, Path folder, Shell shell) {
        Display display = shell.getDisplay();
        Path file = folder.resolve("prometheus-" + NAME.format(request.from()) + "-" + NAME.format(request.to()) + ".lnettrace");
        Job job = Job.create("History from Prometheus at " + prometheus, (IProgressMonitor monitor) -> {
            long steps = request.steps();
            monitor.beginTask("Reading " + steps + " steps from " + prometheus, (int) Math.min(Integer.MAX_VALUE, steps));
            long[] reported = {0};
            try {
                HistoryImport.Result result = new HistoryImport(PrometheusApi.of(prometheus, System.getenv("LNETSCOPE_PROMETHEUS_TOKEN")))
                        .run(request, file, (done, total, events) -> {
                            if (monitor.isCanceled()) {
                                throw new OperationCanceledException();
                            }
                            monitor.worked((int) (done - reported[0]));
                            monitor.subTask(done + " of " + total + " steps, " + events + " events");
                            reported[0] = done;
                        });
                display.asyncExec(() -> OpenFabric.open(result.file(), shell));
                return Status.OK_STATUS;
            } catch (OperationCanceledException e) {
                return Status.CANCEL_STATUS;
            } catch (Exception e) {
                String message = e.getMessage() == null ? e.toString() : e.getMessage();
                display.asyncExec(() -> {
                    if (!shell.isDisposed()) {
                        MessageDialog.openError(shell, "History from Prometheus", message);
                    }
                });
                return new Status(IStatus.WARNING, LnetScopeUi.PLUGIN_ID, "History from Prometheus failed: " + message, e);
            } finally {
                monitor.done();
            }
        });
        job.setUser(true);
        job.schedule();
        return job;
    }
}
