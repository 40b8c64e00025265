package org.lnetscope.app;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.window.Window;
import org.eclipse.ui.IWorkbenchWindow;
import org.lnetscope.ui.live.PrometheusHistoryDialog;
import org.lnetscope.ui.live.PrometheusHistoryJob;

/**
 * File > History from Prometheus...: for fabrics too large to stream from one desktop, replay a
 * window of what the site's Prometheus scraped from the agents. The trace is kept beside the live
 * recordings.
 */
final class PrometheusHistoryAction extends Action {

    private final IWorkbenchWindow window;

    PrometheusHistoryAction(IWorkbenchWindow window) {
        super("History from &Prometheus...");
        this.window = window;
        setToolTipText("Build a trace of a time window from a Prometheus server that scrapes lnetscope-agent");
    }

    @Override
    public void run() {
        PrometheusHistoryDialog dialog = new PrometheusHistoryDialog(window.getShell());
        if (dialog.open() == Window.OK) {
            PrometheusHistoryJob.schedule(dialog.uri(), dialog.request(), ConnectAgentsAction.recordings(), window.getShell());
        }
    }
}
