package org.lnetscope.ui;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.ui.replay.ReplaySession;
import org.lnetscope.vmcore.model.VmcoreExtract;

/**
 * Opens a fabric file (.lnetmodel, .lnetmodelb, a .lnettrace to replay, or a crash(8) session extract) in a background job (a million-object model takes seconds) and hands it to
 * the {@link FabricDocument} on the UI thread. A bad file is reported in a dialog naming the file,
 * line and column; whatever was open stays open.
 */
public final class OpenFabric {

    private OpenFabric() {
    }

    public static Job open(Path file, Shell shell) {
        Display display = shell.getDisplay();
        Job job = Job.create("Opening " + file.getFileName(), (IProgressMonitor monitor) -> {
            if (!Files.exists(file)) {
                fail(display, shell, "No such file: " + file);
                return Status.OK_STATUS;
            }
            try {
                if (file.toString().endsWith(".lnettrace")) {
                    ReplaySession session = ReplaySession.open(file);
                    display.asyncExec(() -> {
                        session.attach(display);
                        FabricDocument.get().openReplay(session);
                        if (!session.warnings().isEmpty()) {
                            MessageDialog.openWarning(shell, "Open Trace", String.join("\n", session.warnings()));
                        }
                    });
                    return Status.OK_STATUS;
                }
                Fabric fabric = load(file);
                display.asyncExec(() -> FabricDocument.get().open(fabric, file));
                return Status.OK_STATUS;
            } catch (Exception e) {
                // The loader's message already names the file and the position; say it as it is.
                fail(display, shell, e.getMessage() == null ? e.toString() : e.getMessage());
                return new Status(IStatus.WARNING, LnetScopeUi.PLUGIN_ID, "Could not open " + file, e);
            }
        });
        job.setUser(true);
        job.schedule();
        return job;
    }

    /** Model files by extension; anything else is taken for a crash session extract (file or folder). */
    static Fabric load(Path file) throws Exception {
        String name = file.getFileName() == null ? "" : file.getFileName().toString();
        if (name.endsWith(".lnetmodel") || name.endsWith(".lnetmodelb")) {
            return LnetResources.load(file);
        }
        VmcoreExtract extract = VmcoreExtract.read(file);
        if (!extract.hasLnetState()) {
            throw new IllegalArgumentException(VmcoreExtract.noLnetState(file));
        }
        return extract.fabric();
    }

    private static void fail(Display display, Shell shell, String message) {
        display.asyncExec(() -> {
            if (!shell.isDisposed()) {
                MessageDialog.openError(shell, "Open Fabric", message);
            }
        });
    }
}
