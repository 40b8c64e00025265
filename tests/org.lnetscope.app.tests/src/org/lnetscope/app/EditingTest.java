package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.core.runtime.jobs.IJobChangeEvent;
import org.eclipse.core.runtime.jobs.IJobChangeListener;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.core.runtime.jobs.JobChangeAdapter;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.swt.widgets.Display;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LnetPackage;
import org.lnetscope.model.Node;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.examples.SeedIncident;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.properties.EObjectPropertySource;
import org.lnetscope.ui.views.FabricView;
import org.lnetscope.ui.views.ProblemsView;

/** Editing a value in Properties: the invariants re-check, undo takes it back, save writes it. */
class EditingTest extends WindowTest {

    @TempDir
    Path dir;

    /** The check runs as a job after every edit: wait for its result. */
    private static void checked(ProblemsView view) {
        Ui.settle(100);
        Ui.waitFor(() -> !view.isChecking(), "the Problems view's check ends");
    }

    private static long errors(ProblemsView view) {
        return view.problems().stream().filter(d -> d.getSeverity() >= Diagnostic.ERROR).count();
    }

    @Test
    void editRechecksUndoRestoresSaveWrites() throws Exception {
        Path file = dir.resolve("seed.lnetmodel");
        LnetResources.save(SeedIncident.build(SeedIncident.Scale.of(SeedIncident.DEFAULT_FACTOR)), file);
        Fabric fabric = LnetResources.load(file);
        WindowDocument.get().open(fabric, file);
        ProblemsView problems = (ProblemsView) page.showView(LnetScopeUi.PROBLEMS_VIEW_ID);
        checked(problems);
        assertEquals(0, errors(problems), "the seed state breaks no invariant (pinned conns are warnings)");

        Node router = WindowDocument.get().focus().orElseThrow();
        PeerNi compute = router.findPeerNi(SeedIncident.FAULTY_COMPUTE);
        EObjectPropertySource properties = new EObjectPropertySource(compute);
        var txCredits = LnetPackage.Literals.PEER_NI__TX_CREDITS;

        properties.setPropertyValue(txCredits, "not a number");
        assertFalse(WindowDocument.get().isDirty(), "a value that does not parse changes nothing");

        properties.setPropertyValue(txCredits, "0");
        Ui.settle(300);
        assertEquals(0, compute.getTxCredits());
        assertTrue(WindowDocument.get().isDirty());
        // The title follows the document asynchronously, after the Problems view's re-check.
        Ui.waitFor(() -> page.getWorkbenchWindow().getShell().getText().startsWith("*LNet Scope"),
                "the title says unsaved: " + page.getWorkbenchWindow().getShell().getText());
        checked(problems);
        assertTrue(errors(problems) > 0, "txcredits 0 with 451 messages on lpni_txq breaks the credit invariant");

        WindowDocument.get().undo();
        Ui.settle(300);
        assertEquals(-451, compute.getTxCredits());
        assertFalse(WindowDocument.get().isDirty());
        checked(problems);
        assertEquals(0, errors(problems));

        WindowDocument.get().redo();
        WindowDocument.get().saveAs(file);
        Ui.settle(300);
        assertFalse(WindowDocument.get().isDirty());
        assertEquals(0, LnetResources.load(file).getNodes().stream().filter(n -> n.getHostname().equals(router.getHostname()))
                .findFirst().orElseThrow().findPeerNi(SeedIncident.FAULTY_COMPUTE).getTxCredits());
    }

    /**
     * An edit of a snapshot redraws the Fabric view from a graph built in a Job, not on the UI
     * thread (0.7 s on the large fabric, docs/benchmarks.md), and the picture then shows the edit.
     */
    @Test
    void anEditRebuildsTheFabricGraphInAJob() throws Exception {
        Path file = dir.resolve("seed.lnetmodel");
        LnetResources.save(SeedIncident.build(SeedIncident.Scale.of(SeedIncident.DEFAULT_FACTOR)), file);
        WindowDocument.get().open(LnetResources.load(file), file);
        FabricView view = (FabricView) page.showView(LnetScopeUi.FABRIC_VIEW_ID);
        Ui.waitFor(() -> view.canvas().layoutResult() != null && !view.canvas().isLayingOut(), "the first layout ends");
        var before = view.canvas().layoutResult();
        List<Thread> redrawnOn = new CopyOnWriteArrayList<>();
        IJobChangeListener listener = new JobChangeAdapter() {
            @Override
            public void running(IJobChangeEvent event) {
                if (event.getJob().getName().startsWith("Redrawing")) {
                    redrawnOn.add(Thread.currentThread());
                }
            }
        };
        Job.getJobManager().addJobChangeListener(listener);
        try {
            Node router = WindowDocument.get().focus().orElseThrow();
            PeerNi compute = router.findPeerNi(SeedIncident.FAULTY_COMPUTE);
            new EObjectPropertySource(compute).setPropertyValue(LnetPackage.Literals.PEER_NI__TX_CREDITS, "0");
            Ui.waitFor(() -> !redrawnOn.isEmpty() && !view.canvas().isLayingOut(), "the redraw job ran and ended");
        } finally {
            Job.getJobManager().removeJobChangeListener(listener);
        }
        assertTrue(redrawnOn.stream().noneMatch(t -> t == Display.getCurrent().getThread()), "built off the UI thread: " + redrawnOn);
        assertTrue(view.canvas().layoutResult() != before, "the picture was redone from the edited fabric");
        assertEquals(before.boxes().size(), view.canvas().layoutResult().boxes().size(), "the same boxes, recoloured in place");
    }
}
