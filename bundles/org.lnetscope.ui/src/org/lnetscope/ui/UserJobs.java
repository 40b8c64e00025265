package org.lnetscope.ui;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;

/**
 * A long job the user asked for, shown with its progress and Cancel in the workbench's progress
 * dialog, which the user can send to the background. The product has no Progress view (it is
 * org.eclipse.ui.ide's) and the workbench runs user jobs in the background by default, so a
 * scheduled job's progress and Cancel were on no screen: the full seed's seek index built for
 * 2 min 10 s with nothing shown (tried in the unpacked product).
 */
public final class UserJobs {

    private UserJobs() {
    }

    /** Shows {@code job} (already scheduled) in the progress dialog over {@code shell}, if it is still running. */
    public static void showProgress(Shell shell, Job job) {
        if (PlatformUI.isWorkbenchRunning()) {
            PlatformUI.getWorkbench().getProgressService().showInDialog(shell == null || shell.isDisposed() ? null : shell, job);
        }
    }
}
