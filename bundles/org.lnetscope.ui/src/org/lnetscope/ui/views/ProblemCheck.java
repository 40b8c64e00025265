package org.lnetscope.ui.views;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.emf.common.util.BasicDiagnostic;
import org.eclipse.emf.common.util.Diagnostic;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.resource.FileKind;
import org.lnetscope.analysis.ProblemGroups;
import org.lnetscope.model.validation.LnetValidation;
import org.lnetscope.model.validation.LnetValidator;
import org.lnetscope.model.validation.PartialExtract;
import org.lnetscope.model.validation.ValidationProgress;
import org.lnetscope.session.FabricDocument;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.vmcore.crash.StructIndex;

/**
 * The Problems view's check of one state of the document, as a cancellable Eclipse job: the
 * invariants of a 2.5 M-object fabric take seconds, which the UI thread must not wait for. For a
 * crash extract, the extract's own diagnostics (crash errors, a poisoned list pointer, debuginfo
 * not loaded: {@link StructIndex#diagnostics}) come first, and queues shorter than their counters
 * are said as a partial extract ({@link PartialExtract}).
 */
final class ProblemCheck extends Job {

    /** Where extract diagnostics come from, for the view's "source" column and tests. */
    static final String EXTRACT_SOURCE = "crash extract";

    private final FabricDocument document;
    private final Fabric fabric;
    private final Path file;
    private final DoubleConsumer progress;
    private final Consumer<List<Diagnostic>> done;
    private final Map<Path, List<Diagnostic>> extractDiagnostics;

    /**
     * @param extractDiagnostics what earlier checks read from extracts (an extract is re-read once,
     *                           not after every edit)
     */
    ProblemCheck(FabricDocument document, Fabric fabric, Path file, Map<Path, List<Diagnostic>> extractDiagnostics,
            DoubleConsumer progress, Consumer<List<Diagnostic>> done) {
        super("Checking " + (file == null ? fabric.getName() : file.getFileName()));
        this.document = document;
        this.fabric = fabric;
        this.file = file;
        this.progress = progress;
        this.done = done;
        this.extractDiagnostics = extractDiagnostics;
        setPriority(Job.LONG);
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        try {
            boolean extract = file != null && FileKind.of(file) == FileKind.CRASH_EXTRACT;
            List<Diagnostic> problems = new ArrayList<>();
            if (extract) {
                problems.addAll(extractDiagnostics.computeIfAbsent(file, f -> {
                    monitor.subTask("Re-reading the extract's diagnostics");
                    List<Diagnostic> read = new ArrayList<>();
                    for (org.lnetscope.core.Diagnostic d : StructIndex.readDiagnostics(f)) {
                        read.add(new BasicDiagnostic(severity(d.severity()), EXTRACT_SOURCE, 0,
                                "extract " + d.file() + (d.line() > 0 ? ":" + d.line() : "") + ": " + d.message(), new Object[0]));
                    }
                    return List.copyOf(read);
                }));
            }
            if (monitor.isCanceled()) {
                return Status.CANCEL_STATUS;
            }
            // Live agents change the fabric on their own thread: check it under their lock.
            List<Diagnostic> invariants = document.read(() -> check(monitor));
            problems.addAll(extract ? PartialExtract.explain(invariants) : invariants);
            done.accept(problems);
            return Status.OK_STATUS;
        } catch (CancellationException e) {
            return Status.CANCEL_STATUS;
        } catch (RuntimeException e) {
            // Most likely an edit on the UI thread while the check walked the model, and that edit
            // scheduled a new check whose result replaces this one; otherwise it is shown as is.
            done.accept(List.of(new BasicDiagnostic(Diagnostic.ERROR, LnetScopeUi.PLUGIN_ID, 0,
                    "The check stopped: " + e, new Object[0])));
            return new Status(IStatus.INFO, LnetScopeUi.PLUGIN_ID, "Check of " + getName() + " stopped", e);
        }
    }

    private List<Diagnostic> check(IProgressMonitor monitor) {
        long total = 1;
        for (var all = fabric.eAllContents(); all.hasNext(); all.next()) {
            total++;
        }
        long objects = total;
        monitor.beginTask(getName(), 100);
        int[] worked = {0};
        Diagnostic result = LnetValidation.validate(fabric, new ValidationProgress() {
            @Override
            public void checked(long n) {
                int percent = (int) Math.min(100, n * 100 / objects);
                if (percent > worked[0]) {
                    monitor.worked(percent - worked[0]);
                    worked[0] = percent;
                    progress.accept(percent / 100.0);
                }
            }

            @Override
            public boolean isCanceled() {
                return monitor.isCanceled();
            }
        });
        return groupPinned(fabric, LnetValidation.problems(result));
    }

    /**
     * The pinned-conn warnings grouped by node and peer ({@link ProblemGroups}: the seed's 161
     * lines become one a server), in place of the first of them; every other problem as it was.
     */
    static List<Diagnostic> groupPinned(Fabric fabric, List<Diagnostic> problems) {
        List<Diagnostic> pinned = problems.stream().filter(d -> d.getCode() == LnetValidator.CONN_PINNED).toList();
        if (pinned.size() < 2) {
            return problems;
        }
        List<Diagnostic> out = new ArrayList<>();
        boolean placed = false;
        for (Diagnostic d : problems) {
            if (d.getCode() != LnetValidator.CONN_PINNED) {
                out.add(d);
            } else if (!placed) {
                placed = true;
                for (ProblemGroups.Group g : ProblemGroups.group(fabric, pinned)) {
                    out.add(new BasicDiagnostic(g.severity(), d.getSource(), g.code(), g.text(),
                            new Object[] {g.first(), new ReplayProblemCheck.Row(g, -1)}));
                }
            }
        }
        return out;
    }

    private static int severity(org.lnetscope.core.Diagnostic.Severity severity) {
        return switch (severity) {
            case ERROR -> Diagnostic.ERROR;
            case WARNING -> Diagnostic.WARNING;
            case INFO -> Diagnostic.INFO;
        };
    }
}
