package org.lnetscope.ui.replay;

import java.io.IOException;
import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.session.replay.SeekIndexBuild;
import org.lnetscope.trace.SeekIndex;
import org.lnetscope.ui.LnetScopeUi;

/**
 * Replay > Build Seek Index...: the trace's seek index built in the background (SeekIndexBuild, what
 * `lnetscope trace index FILE` does), with progress in events replayed and a Cancel that leaves no
 * index behind; when it is built, the open session moves with it from its next move on.
 */
final class SeekIndexJob extends Job {

    private final ReplaySession session;
    private final Consumer<String> done;

    /** {@code done} gets what happened, in a sentence, when the job ends without being cancelled. */
    SeekIndexJob(ReplaySession session, Consumer<String> done) {
        super("Building the seek index of " + session.file().getFileName());
        this.session = session;
        this.done = done;
        setUser(true);
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        monitor.beginTask(getName(), 1000);
        int[] shown = {0};
        SeekIndex.Status status;
        try {
            status = SeekIndexBuild.run(session.file(), (replayed, total) -> {
                int now = total <= 0 ? 0 : (int) Math.min(1000, 1000 * replayed / total);
                if (now > shown[0]) {
                    monitor.worked(now - shown[0]);
                    shown[0] = now;
                    monitor.subTask(String.format("%,d of %,d events replayed", replayed, total));
                }
                return monitor.isCanceled();
            });
        } catch (IOException | RuntimeException e) {
            return new Status(IStatus.ERROR, LnetScopeUi.PLUGIN_ID, "The seek index of " + session.file() + " was not built: "
                    + e.getMessage() + " (the cache folder: " + SeekIndex.defaultCacheDir() + ")", e);
        } finally {
            monitor.done();
        }
        if (monitor.isCanceled()) {
            return Status.CANCEL_STATUS;
        }
        boolean used = session.useBuiltSeekIndex();
        done.accept(used ? status.why() + ". The window moves with it from now on."
                : status.why() + (status.index() == null ? "" : ", but the trace could not take it up: reopen the trace"));
        return Status.OK_STATUS;
    }
}
