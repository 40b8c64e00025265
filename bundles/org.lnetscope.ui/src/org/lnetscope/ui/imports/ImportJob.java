package org.lnetscope.ui.imports;

import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
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
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.Severity;
import org.lnetscope.protocol.FileSummary;
import org.lnetscope.protocol.NodeState;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.WindowDocument;

/**
 * Reads the chosen files in the background and opens the fabric (unsaved: File > Save As keeps
 * it), the same fabric {@code lnetscope import} writes: {@link CollectedFiles#read} then
 * {@link FabricImport#build}. The diagnostics are in the model (Problems view); a summary of what
 * each file gave, the errors, and the lines skipped as not LNet output are shown when any.
 */
public final class ImportJob {

    private ImportJob() {
    }

    /**
     * What reading gave.
     *
     * @param fabric the fabric built (null when reading failed outright)
     * @param anything whether any file gave anything at all
     * @param errors "location: message" of the errors
     * @param skipped "location: message" of the lines skipped as not LNet output
     * @param summary what each file gave, one line each
     * @param failure the reason reading failed outright, else null
     */
    public record Result(Fabric fabric, boolean anything, List<String> errors, List<String> skipped, String summary, String failure) {

        /** Why nothing was imported, for the dialog to say while it keeps what the user gave; null when something was. */
        public String nothingRead() {
            if (failure != null) {
                return failure;
            }
            if (anything) {
                return null;
            }
            if (errors.isEmpty()) {
                return "Nothing could be read";
            }
            // the title area shows two lines: what was found comes first, the list of formats last
            String first = errors.get(0);
            int found = first.indexOf(", found \"");
            int colon = first.indexOf(": not LNet output");
            if (found > 0 && colon > 0) {
                return "Nothing could be read: " + first.substring(0, colon) + " is not LNet output ("
                        + first.substring(found + 2)
                        + "). Paste debugfs tables, lctl get_param or lnetctl output, with or without prompts.";
            }
            return "Nothing could be read: " + first;
        }
    }

    /** Reads and builds, headless (the dialog's job and tests). */
    public static Result read(CollectedFiles files) {
        return read(files, Map.of());
    }

    /** Reads and builds with the roles the user gave (RoleRule.apply: host to role), the others guessed. */
    public static Result read(CollectedFiles files, Map<String, NodeRole> roles) {
        try {
            Map<String, NodeState> states = files.read();
            boolean anything = states.values().stream().anyMatch(s -> !s.objects().isEmpty()
                    || s.summaries().stream().anyMatch(FileSummary::anythingRead));
            Fabric fabric = FabricImport.build("imported", states, null, roles);
            List<String> errors = fabric.getDiagnostics().stream().filter(d -> d.getSeverity() == Severity.ERROR)
                    .map(d -> d.getLocation() + ": " + d.getMessage()).toList();
            List<String> skipped = fabric.getDiagnostics().stream()
                    .filter(d -> d.getMessage() != null && d.getMessage().contains("not LNet output"))
                    .filter(d -> d.getSeverity() != Severity.ERROR)
                    .map(d -> d.getLocation() + ": " + d.getMessage()).toList();
            // each host's role and why, as `lnetscope import` prints it (NodeRoles.why): from its files,
            // given in Roles, or assumed
            StringBuilder said = new StringBuilder();
            for (Map.Entry<String, NodeState> host : states.entrySet()) {
                org.lnetscope.model.Node node = fabric.findNode(host.getKey());
                if (node != null) {
                    said.append(host.getKey()).append(": role ")
                            .append(org.lnetscope.ingest.NodeRoles.why(node, host.getValue(), roles.containsKey(host.getKey())))
                            .append('\n');
                }
            }
            String summary = said + states.values().stream().flatMap(s -> s.summaries().stream())
                    .map(f -> f.file() + ": " + f).collect(Collectors.joining("\n"));
            return new Result(fabric, anything, errors, skipped, summary, null);
        } catch (RuntimeException e) {
            return new Result(null, false, List.of(), List.of(), "", e.getMessage() == null ? e.toString() : e.getMessage());
        }
    }

    /** Reads in a job and hands the result to {@code done} on the UI thread. */
    public static Job read(CollectedFiles files, Map<String, NodeRole> roles, Display display, Consumer<Result> done) {
        return read(files, roles, display, done, false);
    }

    private static Job read(CollectedFiles files, Map<String, NodeRole> roles, Display display, Consumer<Result> done,
            boolean user) {
        Job job = Job.create("Importing LNet files", (IProgressMonitor monitor) -> {
            Result result = read(files, roles);
            if (!display.isDisposed()) {
                display.asyncExec(() -> done.accept(result));
            }
            return result.failure() == null ? Status.OK_STATUS
                    : new Status(IStatus.WARNING, LnetScopeUi.PLUGIN_ID, "Import failed: " + result.failure());
        });
        job.setUser(user);
        job.schedule();
        return job;
    }

    /** Opens what was read and says what was lost or skipped. */
    public static void show(Result result, Shell shell) {
        if (result.nothingRead() != null) {
            MessageDialog.openError(shell, "Import", result.nothingRead() + "\n\n" + result.summary());
            return;
        }
        WindowDocument.get().open(result.fabric(), null);
        List<String> errors = result.errors();
        List<String> skipped = result.skipped();
        if (!errors.isEmpty() || !skipped.isEmpty()) {
            StringBuilder text = new StringBuilder();
            if (!errors.isEmpty()) {
                text.append(errors.size()).append(" errors: some input could not be read (all are in the Problems view).\n\n")
                        .append(String.join("\n", errors.subList(0, Math.min(20, errors.size())))).append("\n\n");
            }
            if (!skipped.isEmpty()) {
                text.append("Skipped as not LNet output (prose, other commands' output):\n")
                        .append(String.join("\n", skipped.subList(0, Math.min(20, skipped.size())))).append("\n\n");
            }
            text.append(result.summary());
            if (errors.isEmpty()) {
                MessageDialog.openInformation(shell, "Import", text.toString());
            } else {
                MessageDialog.openWarning(shell, "Import", text.toString());
            }
        }
    }

    /** Reads in a job, then opens the fabric (files added without the dialog). */
    public static Job schedule(CollectedFiles files, Shell shell) {
        Job job = read(files, Map.of(), shell.getDisplay(), result -> {
            if (!shell.isDisposed()) {
                show(result, shell);
            }
        }, true);
        return job;
    }
}
