package org.lnetscope.ui.fit;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.ui.IWorkbenchWindow;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.welcome.Examples;

/**
 * File > Explain Dump by Simulation...: the open dump (a crash extract, a .lnetmodel snapshot, or a
 * trace at the cursor) is fitted by simulation, as {@code lnetscope fit} does (docs/fit.md), in a
 * cancellable Job; the Fit view then ranks the hypotheses.
 */
public final class ExplainDumpAction extends Action {

    private final IWorkbenchWindow window;

    public ExplainDumpAction(IWorkbenchWindow window) {
        super("Explain &Dump by Simulation...");
        this.window = window;
        setToolTipText("Which conditions and workloads end in the open dump's state: lnetscope fit, in the background");
    }

    @Override
    public void run() {
        var doc = WindowDocument.get();
        var replay = doc.replay().orElse(null);
        Path dump;
        Long at = null;
        if (replay != null) {
            dump = replay.file();
            at = replay.cursor().timeNs();
        } else {
            dump = doc.file().orElse(null);
        }
        if (dump == null || !Files.exists(dump) || doc.live().isPresent()) {
            MessageDialog.openInformation(window.getShell(), "Explain Dump by Simulation",
                    "Open a dump first: a crash extract, a .lnetmodel snapshot, or a trace (its state at the cursor is the dump).");
            return;
        }
        Path scenario = Examples.folder().map(f -> f.resolve("scenarios/router-oom-small.yaml")).filter(Files::exists)
                .orElse(null);
        FitDialog dialog = new FitDialog(window.getShell(), dump, at, scenario);
        if (dialog.open() == Window.OK) {
            FitJob.schedule(dialog.request(), window.getShell());
        }
    }
}
