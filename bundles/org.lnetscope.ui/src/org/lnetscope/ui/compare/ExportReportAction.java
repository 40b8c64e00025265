package org.lnetscope.ui.compare;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.BusyIndicator;
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
        Exception[] failed = {null};
        BusyIndicator.showWhile(window.getShell().getDisplay(), () -> {
            try {
                String html;
                var comparison = doc.comparison().orElse(null);
                var replay = doc.replay().orElse(null);
                if (comparison != null) {
                    html = Reports.comparison(comparison, comparison.clockNs(), List.of());
                } else if (replay != null) {
                    html = Reports.trace(replay.file(), replay.cursor().timeNs(), List.of());
                } else if (FileKind.of(source) != FileKind.TRACE) {
                    html = Reports.snapshot(source, List.of());
                } else {
                    throw new IllegalStateException("nothing to report");
                }
                AtomicFileSave.write(Path.of(target), html.getBytes(StandardCharsets.UTF_8));
            } catch (Exception e) {
                failed[0] = e;
            }
        });
        if (failed[0] != null) {
            MessageDialog.openError(window.getShell(), "Export Report", "Could not write " + target + ": " + failed[0].getMessage());
        }
    }
}
