package org.lnetscope.ui.compare;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.IWorkbenchWindow;
import org.lnetscope.model.resource.AtomicFileSave;
import org.lnetscope.model.resource.FileKind;
import org.lnetscope.report.Reports;
import org.lnetscope.ui.WindowDocument;

/**
 * File > Export Report...: the open comparison (at its clock), trace (at its cursor) or snapshot as one
 * self-contained HTML page, what {@code lnetscope report} writes.
 */
public final class ExportReportAction extends Action {

    private final IWorkbenchWindow window;

    public ExportReportAction(IWorkbenchWindow window) {
        super("Export &Report...");
        this.window = window;
        setToolTipText("One HTML page for a bug tracker: diagnosis, chains, memory curves, pictures, tunables");
    }

    @Override
    public void run() {
        var doc = WindowDocument.get();
        Path source = doc.file().orElse(null);
        if (source == null) {
            MessageDialog.openInformation(window.getShell(), "Export Report", "Open a trace, a comparison or a snapshot first.");
            return;
        }
        FileDialog dialog = new FileDialog(window.getShell(), SWT.SAVE);
        dialog.setFilterExtensions(new String[] {"*.html"});
        dialog.setFileName(Path.of(source.getFileName().toString()).toString().replaceAll("\\.[^.]*$", "") + "-report.html");
        dialog.setOverwrite(true);
        String target = dialog.open();
        if (target == null) {
            return;
        }
        var comparison = doc.comparison().orElse(null);
        var replay = doc.replay().orElse(null);
        if (comparison != null) {
            // Reports.comparison moves the open comparison's cursors, which the views draw: on the UI thread.
            try {
                String html = Reports.comparison(comparison, comparison.clockNs(), List.of());
                AtomicFileSave.write(Path.of(target), html.getBytes(StandardCharsets.UTF_8));
            } catch (Exception e) {
                MessageDialog.openError(window.getShell(), "Export Report", "Could not write " + target + ": " + e.getMessage());
            }
            return;
        }
        if (replay == null && FileKind.of(source) == FileKind.TRACE) {
            MessageDialog.openInformation(window.getShell(), "Export Report", "Nothing to report yet: the trace is still opening.");
            return;
        }
        schedule(replay == null ? source : replay.file(), replay == null ? null : replay.timeNs(), Path.of(target));
    }

    /**
     * Writes a trace's report (at {@code atNs}) or a snapshot's ({@code atNs} null) in a Job: the report
     * reads the file again on its own (Reports.trace opens its own ReplaySession), so nothing the window
     * shows is touched off the UI thread. Progress in the status bar; Cancel before the write leaves
     * the old file as it was (AtomicFileSave writes a temp file, then renames it).
     */
    public static Job schedule(Path source, Long atNs, Path target) {
        Job job = Job.create("Export report " + target.getFileName(), (IProgressMonitor monitor) -> {
            SubMonitor progress = SubMonitor.convert(monitor, "Reporting on " + source.getFileName(), 10);
            try {
                String html = atNs != null || FileKind.of(source) == FileKind.TRACE ? Reports.trace(source, atNs, List.of())
                        : Reports.snapshot(source, List.of());
                progress.worked(9);
                if (progress.isCanceled()) {
                    return Status.CANCEL_STATUS;
                }
                progress.subTask("Writing " + target.getFileName());
                AtomicFileSave.write(target, html.getBytes(StandardCharsets.UTF_8));
                return Status.OK_STATUS;
            } catch (Exception e) {
                // a user job's error status is shown by the workbench, naming the file
                return new Status(IStatus.ERROR, "org.lnetscope.ui", "Could not write " + target + ": " + e.getMessage(), e);
            }
        });
        job.setUser(true);
        job.schedule();
        return job;
    }
}
