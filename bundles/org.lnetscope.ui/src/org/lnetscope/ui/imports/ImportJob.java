package org.lnetscope.ui.imports;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.lnetscope.ingest.FabricImport;
import org.lnetscope.lnetfiles.CollectedFiles;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Severity;
import org.lnetscope.protocol.FileSummary;
import org.lnetscope.protocol.NodeState;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.WindowDocument;

/**
 * Reads the chosen files in the background and opens the fabric (unsaved: File > Save As keeps
 * it), the same fabric {@code lnetscope import} writes: {@link CollectedFiles#read} then
 * {@link FabricImport#build}. The diagnostics are in the model (Problems view); a summary of what
 * each file gave, and the errors, are shown when anything was lost.
 */
public final class ImportJob {

    private ImportJob() {
    }

    public static Job schedule(CollectedFiles files, Shell shell) {
        Display display = shell.getDisplay();
        Job job = Job.create("Importing LNet files", (IProgressMonitor monitor) -> {
            try {
                Map<String, NodeState> states = files.read();
                boolean anything = states.values().stream().anyMatch(s -> !s.objects().isEmpty()
                        || s.summaries().stream().anyMatch(FileSummary::anythingRead));
                Fabric fabric = FabricImport.build("imported", states, null);
                List<String> errors = fabric.getDiagnostics().stream().filter(d -> d.getSeverity() == Severity.ERROR)
                        .map(d -> d.getLocation() + ": " + d.getMessage()).toList();
                String summary = states.values().stream().flatMap(s -> s.summaries().stream())
                        .map(f -> f.file() + ": " + f).collect(Collectors.joining("\n"));
                display.asyncExec(() -> {
                    if (shell.isDisposed()) {
                        return;
                    }
                    if (!anything) {
                        MessageDialog.openError(shell, "Import", "Nothing could be read.\n\n" + summary + "\n\n"
                                + String.join("\n", errors.subList(0, Math.min(20, errors.size()))));
                        return;
                    }
                    WindowDocument.get().open(fabric, null);
                    if (!errors.isEmpty()) {
                        MessageDialog.openWarning(shell, "Import", errors.size() + " errors: some input could not be read"
                                + " (all are in the Problems view).\n\n" + String.join("\n", errors.subList(0, Math.min(20, errors.size())))
                                + "\n\n" + summary);
                    }
                });
                return Status.OK_STATUS;
            } catch (RuntimeException e) {
                String message = e.getMessage() == null ? e.toString() : e.getMessage();
                display.asyncExec(() -> MessageDialog.openError(shell, "Import", message));
                return new Status(IStatus.WARNING, LnetScopeUi.PLUGIN_ID, "Import failed: " + message, e);
            }
        });
        job.setUser(true);
        job.schedule();
        return job;
    }
}
