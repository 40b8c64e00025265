package org.lnetscope.app;

import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.PlatformUI;

/** The LNet Scope window. The headless {@code lnetscope <command>} line is {@code org.lnetscope.cli.Main}. */
public class Application implements IApplication {

    @Override
    public Object start(IApplicationContext context) {
        String[] args = (String[]) context.getArguments().get(IApplicationContext.APPLICATION_ARGS);
        Display display = PlatformUI.createDisplay();
        try {
            java.util.Optional<String> inUse = WorkspaceLock.acquire(org.eclipse.core.runtime.Platform.getInstanceLocation());
            if (inUse.isPresent()) {
                System.err.println("lnetscope: " + inUse.get());
                org.eclipse.swt.widgets.Shell shell = new org.eclipse.swt.widgets.Shell(display);
                org.eclipse.jface.dialogs.MessageDialog.openError(shell, "LNet Scope", inUse.get());
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
