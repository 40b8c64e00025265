package org.lnetscope.ui.compare;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.window.Window;
import org.eclipse.ui.IWorkbenchWindow;
import org.lnetscope.trace.TimeFormat;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.welcome.Examples;

/** File > Run What-If...: a what-if of the scenario, run in the background, compared with the open trace. */
public final class RunWhatIfAction extends Action {

    private final IWorkbenchWindow window;

    public RunWhatIfAction(IWorkbenchWindow window) {
        super("Run &What-If...");
        this.window = window;
        setToolTipText("Run the scenario with a mitigation (docs/what-if.md) and compare it with the open trace");
    }

    @Override
    public void run() {
        var replay = WindowDocument.get().replay().orElse(null);
        Path baseline = replay == null ? null : replay.file();
        Path scenario = Examples.folder().map(f -> f.resolve("scenarios/router-oom-small.yaml"))
                .filter(Files::exists).orElse(null);
        // twice the baseline's span (a baseline trace ends at its OOM): a fix that only delays the OOM
        // shows it, 1.1x did not (issue 37)
        String until = replay == null ? "" : TimeFormat.format(replay.reader().endTimeNs() + (replay.reader().endTimeNs()
                - replay.reader().startTimeNs()));
        WhatIfDialog dialog = new WhatIfDialog(window.getShell(), scenario, until);
        if (dialog.open() == Window.OK) {
            WhatIfJob.schedule(dialog.scenario(), dialog.sets(), dialog.until(), baseline, null, window.getShell());
        }
    }
}
