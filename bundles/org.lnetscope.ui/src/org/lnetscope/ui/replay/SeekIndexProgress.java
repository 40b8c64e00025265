package org.lnetscope.ui.replay;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;

import org.eclipse.core.runtime.IProgressMonitor;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.session.replay.SeekIndexBuild;
import org.lnetscope.trace.SeekIndex;

/**
 * Replay > Build Seek Index...: the trace's seek index built off the UI thread (SeekIndexBuild, what
 * `lnetscope trace index FILE` does) with its progress in events replayed, in a progress dialog whose
 * Cancel leaves no index behind (as a long cursor move shows its own, MoveJobs). A background Job was
 * tried: the product has no Progress view and the workbench runs user jobs in the background, so the
 * full seed's 2-minute build showed nothing on screen and could not be cancelled.
 */
final class SeekIndexProgress {

    private SeekIndexProgress() {
    }

    /** Builds it; returns what happened in a sentence; InterruptedException when the user cancelled. */
    static String build(ReplaySession session, IProgressMonitor monitor) throws InvocationTargetException, InterruptedException {
        monitor.beginTask("Building the seek index of " + session.file().getFileName(), 1000);
        int[] shown = {0};
        SeekIndexBuild.Result result;
        try {
            result = SeekIndexBuild.run(session.file(), (replayed, total) -> {
                int now = total <= 0 ? 0 : (int) Math.min(1000, 1000 * replayed / total);
                if (now > shown[0]) {
                    monitor.worked(now - shown[0]);
                    shown[0] = now;
                    monitor.subTask(String.format("%,d of %,d events replayed", replayed, total));
                }
                return monitor.isCanceled();
            });
        } catch (IOException | RuntimeException e) {
            throw new InvocationTargetException(e, "The seek index of " + session.file() + " was not built: " + e.getMessage()
                    + " (the cache folder: " + SeekIndex.defaultCacheDir() + ")");
        } finally {
            monitor.done();
        }
        if (monitor.isCanceled()) {
            throw new InterruptedException("cancelled");
        }
        if (!result.built()) {
            return result.text();
        }
        return result.text() + (session.useBuiltSeekIndex() ? ". The window moves with it from now on."
                : ", but the open trace could not take it up: open the trace again.");
    }
}
