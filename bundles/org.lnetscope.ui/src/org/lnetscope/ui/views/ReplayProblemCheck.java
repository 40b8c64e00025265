package org.lnetscope.ui.views;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.emf.common.util.BasicDiagnostic;
import org.eclipse.emf.common.util.Diagnostic;
import org.lnetscope.analysis.ProblemGroups;
import org.lnetscope.model.validation.LnetValidation;
import org.lnetscope.model.validation.ValidationProgress;
import org.lnetscope.replay.EmfSync;
import org.lnetscope.replay.ReplayCursor;
import org.lnetscope.trace.TraceReader;
import org.lnetscope.ui.LnetScopeUi;

/**
 * The Problems view's check of a replayed trace at the cursor, off the UI thread: the job reads the
 * trace itself to the cursor's position (its own reader, state and EMF model, so the window's
 * model, which the next frame changes, is never read from this thread), checks the invariants and
 * groups the problems by node, peer and kind ({@link ProblemGroups}). Each row carries the state
 * id of its first object, so the view can reveal the window's own object with that id.
 */
final class ReplayProblemCheck extends Job {

    /** A grouped problem as a row of the view: the group, and the id of its first object (-1 none). */
    record Row(ProblemGroups.Group group, int objectId) {
    }

    private final Path trace;
    private final long position;
    private final Consumer<List<Diagnostic>> done;

    ReplayProblemCheck(Path trace, long position, Consumer<List<Diagnostic>> done) {
        super("Checking " + trace.getFileName() + " at event #" + String.format("%,d", Math.max(0, position - 1)));
        this.trace = trace;
        this.position = position;
        this.done = done;
        setPriority(Job.LONG);
        setSystem(true);
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        try (TraceReader reader = TraceReader.open(trace)) {
            monitor.beginTask(getName(), 100);
            ReplayCursor cursor = new ReplayCursor(reader);
            cursor.seekToEvent(position, p -> monitor.isCanceled());
            if (monitor.isCanceled()) {
                return Status.CANCEL_STATUS;
            }
            EmfSync sync = new EmfSync(cursor.state());
            sync.sync();
            Diagnostic result = LnetValidation.validate(sync.fabric(), new ValidationProgress() {
                @Override
                public void checked(long n) {
                }

                @Override
                public boolean isCanceled() {
                    return monitor.isCanceled();
                }
            });
            if (monitor.isCanceled()) {
                return Status.CANCEL_STATUS;
            }
            List<Diagnostic> rows = new ArrayList<>();
            for (ProblemGroups.Group g : ProblemGroups.group(sync.fabric(), LnetValidation.problems(result))) {
                int id = g.first() == null ? -1 : sync.idOf(g.first());
                rows.add(new BasicDiagnostic(g.severity(), LnetScopeUi.PLUGIN_ID, g.code(), g.text(),
                        new Object[] {new Row(g, id)}));
            }
            done.accept(rows);
            return Status.OK_STATUS;
        } catch (java.util.concurrent.CancellationException e) {
            return Status.CANCEL_STATUS;
        } catch (Exception e) {
            done.accept(List.of(new BasicDiagnostic(Diagnostic.ERROR, LnetScopeUi.PLUGIN_ID, 0,
                    "The check at the cursor stopped: " + e, new Object[0])));
            return new Status(IStatus.INFO, LnetScopeUi.PLUGIN_ID, "Check stopped", e);
        } finally {
            monitor.done();
        }
    }
}
