package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Link;
import org.eclipse.swt.widgets.ProgressBar;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.fit.FitRun;
import org.lnetscope.fit.HypothesisRow;
import org.lnetscope.fit.Unknown;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.sim.Simulation;
import org.lnetscope.sim.export.FabricExporter;
import org.lnetscope.sim.scenario.Scenario;
import org.lnetscope.sim.scenario.ScenarioLoader;
import org.lnetscope.ui.fit.FitJob;

/**
 * The window's user jobs (a fit, the what-if table, a comparison, an export) run in the background,
 * as the workbench runs them: the status line's progress bar shows one while it runs, Window > Show
 * View > Progress lists it with its progress, and that view's Cancel button stops it. Before, the
 * product had neither (no Progress view without org.eclipse.ui.ide), and a fit ran for minutes with
 * nothing on screen and no way to stop it.
 */
class UserJobsProgressTest extends WindowTest {

    @TempDir
    Path dir;

    @Test
    void aRunningFitShowsInTheStatusLineAndTheProgressViewWhoseCancelStopsIt() throws Exception {
        PlatformUI.getWorkbench().showPerspective(LnetScopePerspective.ID, page.getWorkbenchWindow());
        Scenario truth = ScenarioLoader.load(ExplainDumpTest.TINY,
                List.of("tunables.peer_timeout=0", "faults.0.type=host_silent", "duration=300s"));
        Simulation sim = Simulation.of(truth);
        sim.run(truth.durationNs(), truth.untilOom(), null);
        Path dump = dir.resolve("router-dump.lnetmodelb");
        LnetResources.save(FabricExporter.export(sim.world(), truth), dump);
        Path folder = dir.resolve("fit");
        // every row and unknown at a budget of 40: hundreds of runs, far longer than this test waits
        FitRun.Request request = new FitRun.Request(dump, null, ExplainDumpTest.TINY, folder, 40, 2, 1, Unknown.NAMES,
                HypothesisRow.ALL, 30, 1200);
        Shell window = page.getWorkbenchWindow().getShell();
        Job job = FitJob.schedule(request, window);
        try {
            Ui.waitFor(() -> visibleProgressBar(window) != null, "the status line shows a progress bar while the fit runs");

            IViewPart progress = page.showView(IPageLayout.ID_PROGRESS_VIEW);
            assertNotNull(progress);
            assertFalse(progress.getClass().getName().contains("ErrorViewPart"), "the Progress view opens: " + progress.getClass());
            Control viewControl = controlOf(progress);
            Ui.waitFor(() -> texts(viewControl).stream().anyMatch(t -> t.contains(job.getName())),
                    "the Progress view lists \"" + job.getName() + "\"");
            Ui.waitFor(() -> texts(viewControl).stream().anyMatch(t -> t.contains("evaluations")),
                    "the Progress view shows the fit's own progress line (evaluations done of planned)");
            Files.createDirectories(Path.of("target", "screenshots"));
            SmokeRun.capture(window, Path.of("target", "screenshots", "progress-view-fit.png"));

            ToolItem cancel = cancelButton(viewControl);
            assertNotNull(cancel, "the job's row has a Cancel button: " + texts(viewControl));
            cancel.notifyListeners(SWT.Selection, null);
            long end = System.currentTimeMillis() + 120_000;
            while (job.getResult() == null && System.currentTimeMillis() < end) {
                Ui.settle(100);
            }
            assertNotNull(job.getResult(), "the fit stopped after Cancel in the Progress view");
            assertEquals(IStatus.CANCEL, job.getResult().getSeverity(), job.getResult().toString());
        } finally {
            job.cancel();
            job.join(120_000, null);
            page.hideView(page.findView(IPageLayout.ID_PROGRESS_VIEW));
        }
    }

    /** The Progress view's own controls: the part's composite, as the E4 model holds it. */
    private static Control controlOf(IViewPart view) {
        MPart part = view.getSite().getService(MPart.class);
        assertNotNull(part, "the Progress view's part");
        return (Control) part.getWidget();
    }

    private static ProgressBar visibleProgressBar(Composite c) {
        for (Control child : c.getChildren()) {
            if (child instanceof ProgressBar bar && bar.isVisible()) {
                return bar;
            }
            if (child instanceof Composite k && k.isVisible()) {
                ProgressBar found = visibleProgressBar(k);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private static List<String> texts(Control c) {
        List<String> out = new ArrayList<>();
        if (c.isDisposed()) {
            return out;
        }
        if (c instanceof Label l) {
            out.add(l.getText());
        } else if (c instanceof Link l) {
            out.add(l.getText());
        }
        if (c instanceof Composite k) {
            for (Control child : k.getChildren()) {
                out.addAll(texts(child));
            }
        }
        return out;
    }

    private static ToolItem cancelButton(Control c) {
        if (c instanceof ToolBar bar) {
            for (ToolItem item : bar.getItems()) {
                if (item.isEnabled() && item.getToolTipText() != null && item.getToolTipText().toLowerCase().contains("cancel")) {
                    return item;
                }
            }
        }
        if (c instanceof Composite k) {
            for (Control child : k.getChildren()) {
                ToolItem found = cancelButton(child);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }
}
