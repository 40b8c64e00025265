package org.lnetscope.app;

import java.nio.file.Path;
import java.util.Arrays;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.ui.IWorkbenchWindow;
import org.lnetscope.session.live.LiveSession;
import org.lnetscope.ui.SwtScheduler;
import org.lnetscope.ui.WindowDocument;

/**
 * File > Connect to Agents...: watch a running fabric through lnetscope-agent on its nodes. Every
 * delta is recorded to ~/.lnetscope/recordings for replay later. A token for agents bound beyond
 * loopback comes from LNETSCOPE_AGENT_TOKEN, never typed into a dialog that screenshots keep.
 */
final class ConnectAgentsAction extends Action {

    private final IWorkbenchWindow window;

    ConnectAgentsAction(IWorkbenchWindow window) {
        super("&Connect to Agents...");
        this.window = window;
        setToolTipText("Watch a live fabric through lnetscope-agent (docs/agent-protocol.md)");
    }

    @Override
    public void run() {
        InputDialog dialog = new InputDialog(window.getShell(), "Connect to Agents",
                "Agents (host:port, separated by spaces or commas; https://host:port for TLS),\nor the path of a file listing them, one per line:",
                "localhost:9741",
                text -> text.isBlank() ? "Name at least one agent" : null);
        if (dialog.open() != Window.OK) {
            return;
        }
        try {
            LiveSession session = LiveSession.connect(Arrays.asList(dialog.getValue().split("[,\\s]+")),
                    System.getenv("LNETSCOPE_AGENT_TOKEN"), recordings(), new SwtScheduler(window.getShell().getDisplay()));
            WindowDocument.get().openLive(session);
        } catch (Exception e) {
            MessageDialog.openError(window.getShell(), "Connect to Agents", e.getMessage());
        }
    }

    static Path recordings() {
        return Path.of(System.getProperty("user.home"), ".lnetscope", "recordings");
    }
}
