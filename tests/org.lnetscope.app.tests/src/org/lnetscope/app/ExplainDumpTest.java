package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.fit.FitResults;
import org.lnetscope.fit.FitRun;
import org.lnetscope.fit.HypothesisRow;
import org.lnetscope.fit.Signature;
import org.lnetscope.fit.Unknown;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.session.Sessions;
import org.lnetscope.session.compare.Comparison;
import org.lnetscope.sim.Simulation;
import org.lnetscope.sim.export.FabricExporter;
import org.lnetscope.sim.scenario.Scenario;
import org.lnetscope.sim.scenario.ScenarioLoader;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.fit.ExplainDumpAction;
import org.lnetscope.ui.fit.FitDialog;
import org.lnetscope.ui.fit.FitJob;
import org.lnetscope.ui.fit.FitView;

/**
 * File > Explain Dump by Simulation... on an open snapshot: a dump simulated from the fit tests' tiny
 * fabric (aliveness off, compute3 silent for 240 s: settings the fit is not given) is fitted by the
 * Job the dialog starts; the Fit view ranks the hypotheses by distance, the true one first and
 * reaching the dump's state; double-click opens its best run beside the dump, the cursor at the dump's
 * moment, where the run's router state is the one the fit measured. Cancel keeps what is done.
 */
class ExplainDumpTest extends WindowTest {

    static final Path TINY = Path.of("..", "org.lnetscope.fit.tests", "fixtures", "tiny.yaml").toAbsolutePath().normalize();
    static final Set<String> ROWS = Set.of("aliveness-off/a1", "aliveness-off/b", "aliveness-on/a1", "aliveness-on/b");

    @TempDir
    Path dir;

    private Path dump() throws Exception {
        Scenario truth = ScenarioLoader.load(TINY, List.of("tunables.peer_timeout=0", "faults.0.type=host_silent", "duration=300s"));
        Simulation sim = Simulation.of(truth);
        sim.run(truth.durationNs(), truth.untilOom(), null);
        Path dump = dir.resolve("router-dump.lnetmodelb");
        LnetResources.save(FabricExporter.export(sim.world(), truth), dump);
        return dump;
    }

    @Test
    void theDialogsFitRanksTheHypothesesAndDoubleClickOpensTheBestRunBesideTheDump() throws Exception {
        PlatformUI.getWorkbench().showPerspective(LnetScopePerspective.ID, page.getWorkbenchWindow());
        Path dump = dump();
        WindowDocument.get().open(Sessions.open(dump));
        Ui.settle(500);
        Path folder = dir.resolve("fit");
        Display display = Display.getCurrent();
        Shell window = page.getWorkbenchWindow().getShell();
        boolean[] filled = {false};
        List<String> defaults = new ArrayList<>();
        // the dialog is modal: fill it and press Explain from the event loop it runs
        display.timerExec(500, () -> {
            for (Shell s : display.getShells()) {
                if ("Explain Dump by Simulation".equals(s.getText())) {
                    try {
                        Files.createDirectories(Path.of("target", "screenshots"));
                        SmokeRun.capture(s, Path.of("target", "screenshots", "fit-dialog.png"));
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                    fill(s, folder, defaults);
                    filled[0] = true;
                }
            }
        });
        new ExplainDumpAction(page.getWorkbenchWindow()).run();
        assertTrue(filled[0], "the dialog opened on the open dump");
        assertEquals(List.of("budget " + 4), defaults, "a small budget by default in the window");

        FitView view = waitForFit(f -> !f.stopped() && f.dir().endsWith("fit"), 180_000);
        FitResults fit = view.results();
        assertEquals(folder.toRealPath(), fit.dir());
        assertEquals(dump.toAbsolutePath(), fit.dumpFile());
        // the view lists the ranked rows in the fit's order, by distance, the true hypothesis first
        assertEquals(4, view.ranking().getItemCount());
        double previous = -1;
        for (int i = 0; i < 4; i++) {
            var item = view.ranking().getItem(i);
            assertEquals(String.valueOf(i + 1), item.getText(0));
            assertEquals(fit.ranked().get(i).id(), item.getText(1));
            double d = Double.parseDouble(item.getText(2));
            assertTrue(d >= previous, "ranked by distance: " + d + " after " + previous);
            previous = d;
        }
        assertEquals("aliveness-off/a1", view.ranking().getItem(0).getText(1));
        assertEquals("yes", view.ranking().getItem(0).getText(3));
        assertEquals("no", view.ranking().getItem(3).getText(3));
        // the first row is selected: its fields, the dump's column being the dump's own figures
        Signature own = Signature.of(LnetResources.load(dump), "router", null, null);
        assertEquals(fit.ranked().get(0).fields().terms().size(), view.fields().getItemCount());
        var tx = view.fields().getItem(0);
        assertEquals("tx_credits.min", tx.getText(0));
        assertEquals(String.format(java.util.Locale.ROOT, "%,d", Math.round(own.values().get(Signature.Field.TX_CREDITS_MIN))),
                tx.getText(1));
        Path shots = Path.of("target", "screenshots");
        Files.createDirectories(shots);
        page.activate(view);
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        Ui.settle(800);
        SmokeRun.capture(window, shots.resolve("fit-view.png"));
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_RESTORED);
        Ui.settle(300);

        // double-click the best row: its run is simulated (best-ROW.yaml) and opens beside the dump
        view.ranking().select(0);
        view.ranking().notifyListeners(SWT.DefaultSelection, null);
        long end = System.currentTimeMillis() + 120_000;
        while (WindowDocument.get().comparison().isEmpty() && System.currentTimeMillis() < end) {
            Ui.settle(100);
        }
        Comparison c = WindowDocument.get().comparison().orElseThrow();
        Ui.settle(800);
        FitResults.Row best = fit.ranked().get(0);
        assertEquals("fitted: aliveness-off/a1", c.baseline().label());
        assertEquals("dump: router-dump.lnetmodelb", c.other().label());
        assertTrue(Files.isRegularFile(folder.resolve("best-aliveness-off-a1.lnettrace")));
        long age = Math.round(best.faultToDumpS() * 1e9);
        assertEquals(age, c.clockNs(), "the cursor at the dump's moment: fault_to_dump after the fault");
        // the run at that clock is the state the fit measured, and the dump side is the dump
        Signature run = Signature.of(c.baseline().session().fabric(), "router", null, null);
        Signature dumpSide = Signature.of(c.other().session().fabric(), "router", null, null);
        assertEquals(own.values(), dumpSide.values());
        for (var t : best.fields().terms()) {
            Signature.Field f = Signature.Field.ofKey(t.key());
            assertEquals(t.run(), run.values().get(f), 1e-9, t.key() + " of the fitted run at the dump's moment");
        }
        assertFalse(c.ended(c.baseline()), "the run goes on past the dump's moment: it can be stepped on");
        // the dump's figures in the difference table are its own, not a "0" of a trace with no event
        assertEquals(Math.round(own.values().get(Signature.Field.TX_CREDITS_MIN)), c.other().figures().minTxCredits());
        assertEquals(Math.round(own.values().get(Signature.Field.RTR_CREDITS_MIN)), c.other().figures().minRtrCredits());
        // opened beside any other comparison, in a Compare view of its own (issue 37)
        assertTrue(org.lnetscope.ui.compare.OpenComparisons.all().stream().anyMatch(e -> e.comparison() == c),
                "the fitted run's comparison is one of the open comparisons");
        page.activate(org.lnetscope.ui.compare.OpenComparisons.viewOf(page, c).orElseThrow());
        Ui.settle(800);
        SmokeRun.capture(window, shots.resolve("fit-compare.png"));
    }

    /**
     * The dialog's Slurm options (partition, account, time, memory, the task command; resume) make
     * the request the command line's {@code lnetscope fit --slurm ...} reads: FitCommand.request
     * parses those arguments with the command's own parser.
     */
    @Test
    void theDialogsSlurmOptionsAreTheCommandLinesSlurmFit() throws Exception {
        Path dump = dir.resolve("router-dump.lnetmodelb");
        Files.writeString(dump, "the dialog does not read the dump");
        Path folder = dir.resolve("fit-slurm");
        // an earlier Slurm fit left its folder: resumed, not refused
        Files.createDirectories(folder.resolve("evals"));
        Files.writeString(folder.resolve("evals.tsv"), "row\n");
        Display display = Display.getCurrent();
        FitDialog dialog = new FitDialog(page.getWorkbenchWindow().getShell(), dump, null, TINY);
        boolean[] filled = {false};
        boolean[] enabled = {false};
        display.timerExec(500, () -> {
            for (Shell s : display.getShells()) {
                if ("Explain Dump by Simulation".equals(s.getText())) {
                    for (Control c : all(s)) {
                        Object field = c.getData(FitDialog.FIELD);
                        if (c instanceof Text t && "fault_to_dump".equals(field)) {
                            t.setText("30s..20m");
                        } else if (c instanceof Text t && "folder".equals(field)) {
                            t.setText(folder.toString());
                        } else if (c instanceof Button b && "slurm".equals(field)) {
                            b.setSelection(true);
                            b.notifyListeners(SWT.Selection, null);
                        } else if (c instanceof Button b && b.getData() instanceof HypothesisRow row) {
                            b.setSelection(ROWS.contains(row.id()));
                        }
                    }
                    for (Control c : all(s)) {
                        Object field = c.getData(FitDialog.FIELD);
                        if (c instanceof Text t && "partition".equals(field)) {
                            enabled[0] = t.isEnabled();
                            t.setText("debug");
                        } else if (c instanceof Text t && "account".equals(field)) {
                            t.setText("proj42");
                        } else if (c instanceof Text t && "time".equals(field)) {
                            t.setText("00:20:00");
                        } else if (c instanceof Text t && "mem".equals(field)) {
                            t.setText("2G");
                        } else if (c instanceof Text t && "worker".equals(field)) {
                            t.setText("/opt/lnetscope/lnetscope fit-eval");
                        } else if (c instanceof Button b && "resume".equals(field)) {
                            b.setSelection(true);
                        }
                    }
                    try {
                        Files.createDirectories(Path.of("target", "screenshots"));
                        SmokeRun.capture(s, Path.of("target", "screenshots", "fit-dialog-slurm.png"));
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                    for (Control c : all(s)) {
                        if (c instanceof Button b && "Explain".equals(b.getText())) {
                            b.notifyListeners(SWT.Selection, null);
                        }
                    }
                    filled[0] = true;
                }
            }
        });
        assertEquals(org.eclipse.jface.window.Window.OK, dialog.open());
        assertTrue(filled[0]);
        assertTrue(enabled[0], "Slurm's fields open when Slurm is chosen");
        List<String> rows = HypothesisRow.ALL.stream().map(HypothesisRow::id).filter(ROWS::contains).toList();
        FitRun.Request cli = org.lnetscope.fit.cli.FitCommand.request(List.of(dump.toString(), "--base", TINY.toString(), "-o",
                folder.toString(), "--budget", "4", "--seed", "1", "--unknowns", "fault_to_dump", "--rows", String.join(",", rows),
                "--fault-age", "30s..20m", "--slurm", "--partition", "debug", "--account", "proj42", "--time", "00:20:00", "--mem",
                "2G", "--worker", "/opt/lnetscope/lnetscope fit-eval"));
        assertEquals(cli, dialog.request());
    }

    @Test
    void cancelKeepsWhatIsDone() throws Exception {
        PlatformUI.getWorkbench().showPerspective(LnetScopePerspective.ID, page.getWorkbenchWindow());
        Path dump = dump();
        Path folder = dir.resolve("fit-cancelled");
        // every row, every unknown, a budget of 40: hundreds of runs, cancelled after the first few
        List<HypothesisRow> rows = HypothesisRow.ALL;
        FitRun.Request request = new FitRun.Request(dump, null, TINY, folder, 40, 2, 1, Unknown.NAMES, rows, 30, 1200);
        Job job = FitJob.schedule(request, page.getWorkbenchWindow().getShell());
        long end = System.currentTimeMillis() + 120_000;
        while (evaluations(folder) < 3 && System.currentTimeMillis() < end) {
            Ui.settle(100);
        }
        assertTrue(evaluations(folder) >= 3, "evaluations complete");
        job.cancel();
        FitView view = waitForFit(f -> f.stopped() && f.dir().endsWith("fit-cancelled"), 120_000);
        int done = evaluations(folder);
        assertTrue(done < rows.size() * 40, "stopped well before the budget: " + done);
        FitResults fit = view.results();
        int shown = fit.ranked().stream().mapToInt(FitResults.Row::evaluations).sum();
        assertTrue(shown >= 3 && shown <= done, "the ranking is over the evaluations done: " + shown + " of " + done);
        assertTrue(fit.ranked().get(0).ran(), "the best so far is kept with its fields");
        assertTrue(((org.eclipse.swt.widgets.Label) view.ranking().getParent().getParent().getChildren()[0]).getText()
                .contains("STOPPED"));
    }

    @Test
    void aTracePositionIsTheDumpAndItsTraceIsShownBesideTheRunAtThatMoment() throws Exception {
        // a trace of the truth run, opened and stepped to 300 s: the state there is the dump
        Scenario truth = ScenarioLoader.load(TINY, List.of("tunables.peer_timeout=0", "faults.0.type=host_silent", "duration=400s"));
        Path trace = dir.resolve("truth.lnettrace");
        org.lnetscope.report.WhatIfRun.run(truth, -1, trace, null, () -> false);
        var session = Ui.openTrace(trace);
        session.seek(300_000_000_000L);
        Ui.settle(300);
        long at = session.cursor().timeNs();
        Path folder = dir.resolve("fit-of-trace");
        FitRun.Request request = new FitRun.Request(trace, at, TINY, folder, 4, 2, 1, List.of(Unknown.FAULT_TO_DUMP),
                List.of(HypothesisRow.byId("aliveness-off/a1"), HypothesisRow.byId("aliveness-on/a1")), 30, 1200);
        FitJob.schedule(request, page.getWorkbenchWindow().getShell());
        FitView view = waitForFit(f -> f.dir().endsWith("fit-of-trace"), 180_000);
        FitResults fit = view.results();
        assertEquals(at, fit.dumpAtNs());
        FitResults.Row best = fit.ranked().get(0);
        assertEquals("aliveness-off/a1", best.id());
        // the fault came 240 s before the dump: the fit places it within 10 %
        assertTrue(Math.abs(best.faultToDumpS() - (at / 1e9 - 60)) < 0.1 * (at / 1e9 - 60), "fault_to_dump " + best.faultToDumpS());
        view.ranking().select(0);
        view.compareSelected();
        long end = System.currentTimeMillis() + 120_000;
        while (WindowDocument.get().comparison().isEmpty() && System.currentTimeMillis() < end) {
            Ui.settle(100);
        }
        Comparison c = WindowDocument.get().comparison().orElseThrow();
        Ui.settle(500);
        assertEquals(trace, c.other().session().file(), "the dump's own trace, not a copy");
        assertEquals("dump: truth.lnettrace", c.other().label());
        assertEquals(at, c.other().session().cursor().timeNs(), "the dump's side at the dump's moment");
        assertEquals(Math.round(best.faultToDumpS() * 1e9), c.clockNs());
        // stepping on moves both: the dump's trace goes on too (it is a trace, not one instant)
        c.seek(c.clockNs() + 5_000_000_000L);
        Ui.settle(300);
        assertTrue(c.other().session().cursor().timeNs() > at);
    }

    private static int evaluations(Path folder) {
        try {
            return Files.isRegularFile(folder.resolve("evals.tsv")) ? Files.readAllLines(folder.resolve("evals.tsv")).size() - 1 : 0;
        } catch (Exception e) {
            return 0;
        }
    }

    private FitView waitForFit(java.util.function.Predicate<FitResults> which, long millis) {
        long end = System.currentTimeMillis() + millis;
        while (System.currentTimeMillis() < end) {
            Ui.settle(200);
            FitView view = (FitView) page.findView(FitView.ID);
            if (view != null && view.results() != null && which.test(view.results())) {
                return view;
            }
        }
        FitView view = (FitView) page.findView(FitView.ID);
        assertNotNull(view, "the Fit view opens when the fit ends");
        throw new AssertionError("no such fit shown within " + millis + " ms: " + view.results());
    }

    /** Fills the dialog: the tiny base, the four rows the test ranks, no unknown but fault_to_dump; presses Explain. */
    private static void fill(Shell shell, Path folder, List<String> defaults) {
        for (Control c : all(shell)) {
            Object field = c.getData(FitDialog.FIELD);
            if (c instanceof Spinner s && "budget".equals(field)) {
                defaults.add("budget " + s.getSelection());
            } else if (c instanceof Text t && "base".equals(field)) {
                t.setText(TINY.toString());
            } else if (c instanceof Text t && "fault_to_dump".equals(field)) {
                t.setText("30s..20m");
            } else if (c instanceof Text t && "folder".equals(field)) {
                t.setText(folder.toString());
            } else if (c instanceof Button b && b.getData() instanceof HypothesisRow row) {
                b.setSelection(ROWS.contains(row.id()));
            } else if (c instanceof Button b && b.getData() instanceof String name && Unknown.NAMES.contains(name)) {
                b.setSelection(false);
            }
        }
        for (Control c : all(shell)) {
            if (c instanceof Button b && "Explain".equals(b.getText())) {
                b.notifyListeners(SWT.Selection, null);
            }
        }
    }

    private static List<Control> all(Composite parent) {
        List<Control> out = new ArrayList<>();
        for (Control c : parent.getChildren()) {
            out.add(c);
            if (c instanceof Composite child) {
                out.addAll(all(child));
            }
        }
        return out;
    }
}
