package org.lnetscope.app;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IWorkbenchWindow;
import org.lnetscope.model.resource.FileKind;
import org.lnetscope.session.FabricDocument;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.vmcore.plan.NextPass;

/**
 * File > Next Crash Pass...: for an open crash extract, the crash(8) commands that would complete
 * it — which fields of which objects turn an inferred link into a read one, which objects were
 * never printed — as {@code lnetscope vmcore plan} writes them, ready to copy or save as a crash
 * input file. The logs are re-read in a background job (a big router's may be several GB).
 */
final class NextCrashPassAction extends Action {

    static final String LABEL = "Next Crash &Pass...";

    private final IWorkbenchWindow window;

    NextCrashPassAction(IWorkbenchWindow window) {
        super(LABEL);
        this.window = window;
        setToolTipText("The crash commands that would complete the open extract (lnetscope vmcore plan)");
        WindowDocument.get().addListener(doc -> {
            // the document outlives the window at shutdown: a closed window has nothing to update
            var shell = window.getShell();
            if (shell != null && !shell.isDisposed()) {
                shell.getDisplay().asyncExec(this::update);
            }
        });
        update();
    }

    /** The open crash extract, if what is open is one. */
    static Optional<Path> extract(FabricDocument doc) {
        return doc.replay().isPresent() || doc.live().isPresent() ? Optional.empty()
                : doc.file().filter(p -> FileKind.of(p) == FileKind.CRASH_EXTRACT);
    }

    private void update() {
        if (window.getShell() != null && !window.getShell().isDisposed()) {
            setEnabled(extract(WindowDocument.get()).isPresent());
        }
    }

    @Override
    public void run() {
        extract(WindowDocument.get()).ifPresent(this::plan);
    }

    Job plan(Path log) {
        var display = window.getShell().getDisplay();
        Job job = Job.create("Planning the next crash pass of " + log.getFileName(), monitor -> {
            try {
                NextPass pass = NextPass.plan(List.of(log));
                display.asyncExec(() -> new NextPassDialog(window.getShell(), log, pass).open());
                return Status.OK_STATUS;
            } catch (Exception e) {
                String message = e.getMessage() == null ? e.toString() : e.getMessage();
                display.asyncExec(() -> MessageDialog.openError(window.getShell(), "Next Crash Pass", message));
                return new Status(IStatus.WARNING, "org.lnetscope.app", "Could not plan " + log, e);
            }
        });
        job.setUser(true);
        job.schedule();
        return job;
    }
}
