package org.lnetscope.app;

import java.util.Optional;

import org.eclipse.core.runtime.Platform;
import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.PlatformUI;

/** The LNet Scope window. The headless {@code lnetscope <command>} line is {@code org.lnetscope.cli.Main}. */
public class Application implements IApplication {

    @Override
    public Object start(IApplicationContext context) {
        String[] args = (String[]) context.getArguments().get(IApplicationContext.APPLICATION_ARGS);
        Display display = PlatformUI.createDisplay();
        try {
            Optional<String> inUse = WorkspaceLock.acquire(Platform.getInstanceLocation());
            if (inUse.isPresent()) {
                System.err.println("lnetscope: " + inUse.get());
                Shell shell = new Shell(display);
                MessageDialog.openError(shell, "LNet Scope", inUse.get());
                shell.dispose();
                return Integer.valueOf(1);
            }
            LaunchOptions options = LaunchOptions.parse(args == null ? new String[0] : args);
            int code = PlatformUI.createAndRunWorkbench(display, new LnetScopeWorkbenchAdvisor(options));
            return code == PlatformUI.RETURN_RESTART ? IApplication.EXIT_RESTART : IApplication.EXIT_OK;
        } finally {
            display.dispose();
        }
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
