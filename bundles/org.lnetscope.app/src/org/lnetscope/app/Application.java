package org.lnetscope.app;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.runtime.Platform;
import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.osgi.service.datalocation.Location;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.lnetscope.ui.OpenFabric;

/** The LNet Scope window. The headless {@code lnetscope <command>} line is {@code org.lnetscope.cli.Main}. */
public class Application implements IApplication {

    @Override
    public Object start(IApplicationContext context) {
        String[] args = (String[]) context.getArguments().get(IApplicationContext.APPLICATION_ARGS);
        LaunchOptions options = LaunchOptions.parse(args == null ? new String[0] : args);
        Location location = Platform.getInstanceLocation();
        Optional<Path> socket = location == null || !location.isSet() ? Optional.empty()
                : OpenRequests.socketOf(Path.of(location.getURL().getFile()), System.getenv());
        Optional<String> inUse = WorkspaceLock.acquire(location);
        if (inUse.isPresent() && !options.files().isEmpty() && socket.isPresent()) {
            // lnetscope FILE while a window runs on this workspace: that window opens FILE
            Optional<List<String>> replies = OpenRequests.handOff(socket.get(), options.files());
            if (replies.isPresent()) {
                boolean all = true;
                for (int i = 0; i < replies.get().size(); i++) {
                    String reply = replies.get().get(i);
                    all &= reply.equals("opened");
                    System.err.println("lnetscope: " + options.files().get(i) + ": " + (reply.equals("opened")
                            ? "opened in the LNet Scope window already running on this workspace" : reply));
                }
                return Integer.valueOf(all && replies.get().size() == options.files().size() ? 0 : 1);
            }
        }
        Display display = PlatformUI.createDisplay();
        OpenRequests requests = null;
        try {
            if (inUse.isPresent()) {
                System.err.println("lnetscope: " + inUse.get());
                Shell shell = new Shell(display);
                MessageDialog.openError(shell, "LNet Scope", inUse.get());
                shell.dispose();
                return Integer.valueOf(1);
            }
            if (socket.isPresent()) {
                try {
                    requests = OpenRequests.listen(socket.get(), file -> display.asyncExec(() -> openHere(file)));
                } catch (IOException | RuntimeException e) {
                    System.err.println("lnetscope: 'lnetscope FILE' from another shell will not reach this window: " + e.getMessage());
                }
            }
            int code = PlatformUI.createAndRunWorkbench(display, new LnetScopeWorkbenchAdvisor(options));
            return code == PlatformUI.RETURN_RESTART ? IApplication.EXIT_RESTART : IApplication.EXIT_OK;
        } finally {
            if (requests != null) {
                requests.close();
            }
            display.dispose();
        }
    }

    /** A file handed over by a later {@code lnetscope FILE}: opened like File > Open, the window brought forward. */
    private static void openHere(Path file) {
        if (!PlatformUI.isWorkbenchRunning()) {
            return;
        }
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        if (window == null && PlatformUI.getWorkbench().getWorkbenchWindowCount() > 0) {
            window = PlatformUI.getWorkbench().getWorkbenchWindows()[0];
        }
        if (window == null) {
            return;
        }
        Shell shell = window.getShell();
        shell.setMinimized(false);
        shell.forceActive();
        OpenFabric.open(file, shell);
    }

    @Override
    public void stop() {
        if (!PlatformUI.isWorkbenchRunning()) {
            return;
        }
        IWorkbench workbench = PlatformUI.getWorkbench();
        Display display = workbench.getDisplay();
        display.syncExec(() -> {
            if (!display.isDisposed()) {
                workbench.close();
            }
        });
    }
}
