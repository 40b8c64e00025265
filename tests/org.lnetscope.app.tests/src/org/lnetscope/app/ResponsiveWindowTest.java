package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IPropertyListener;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPartConstants;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.analysis.Labels;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.examples.LargeFabric;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.session.FabricDocument;
import org.lnetscope.session.Sessions;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.OpenFabric;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.views.FabricView;
import org.lnetscope.ui.views.ModelView;
import org.lnetscope.ui.views.ProblemsView;
import org.lnetscope.ui.views.TimelineView;

/**
 * The window keeps answering while a big fabric loads and is checked: a timer on the UI thread
 * keeps firing meanwhile, and the views say what is loading and how far. The largest example
 * fabric (5,550 nodes, ~1 M objects) stands for the 550,000-conn one, whose figures are in
 * docs/benchmarks.md.
 */
class ResponsiveWindowTest extends WindowTest {

    @TempDir
    Path dir;

    /** Counts a 20 ms timer's firings on the UI thread and the longest gap between two. */
    private static final class Ticker {
        int ticks;
        long last = System.nanoTime();
        long longestGapMillis;
        boolean running = true;

        void start(Display display) {
            display.timerExec(20, new Runnable() {
                @Override
                public void run() {
                    long now = System.nanoTime();
                    longestGapMillis = Math.max(longestGapMillis, (now - last) / 1_000_000);
                    last = now;
                    ticks++;
                    if (running) {
                        display.timerExec(20, this);
                    }
                }
            });
        }
    }

    @Test
    void aTimerKeepsFiringWhileALargeModelIsChecked() throws Exception {
        Fabric fabric = LargeFabric.build(LargeFabric.Size.MILLION);
        ProblemsView problems = (ProblemsView) page.showView(LnetScopeUi.PROBLEMS_VIEW_ID);
        // every description the view shows, as it shows it (sampling could miss them all when a
        // GC pause lets the progress updates pile up and run in one go)
        List<String> said = new CopyOnWriteArrayList<>();
        IPropertyListener listener = (source, property) -> {
            if (property == IWorkbenchPartConstants.PROP_CONTENT_DESCRIPTION) {
                said.add(problems.getContentDescription());
            }
        };
        problems.addPropertyListener(listener);
        WindowDocument.get().open(fabric, null);
        assertTrue(problems.isChecking(), "the check runs in the background, not in open()");
        Ticker ticker = new Ticker();
        ticker.start(Display.getCurrent());
        UiStacks stacks = UiStacks.start(Display.getCurrent().getThread());
        long started = System.nanoTime();
        int ticksWhileChecking = 0;
        while (problems.isChecking()) {
            Ui.settle(50);
            ticksWhileChecking = ticker.ticks;
        }
        long checkingMillis = (System.nanoTime() - started) / 1_000_000;
        stacks.stop();
        problems.removePropertyListener(listener);
        ticker.running = false;
        // the timer asks for a tick every 20 ms; a check on the UI thread would give none until it
        // ended. How long the check takes depends on the machine (a quiet one checks 1 M objects in
        // well under a second), so the test asks for a rate, not a count: at least one tick per
        // 100 ms of checking, which leaves room for a GC pause or a paint of the opened fabric
        assertTrue(ticksWhileChecking + 1 >= checkingMillis / 100, "the UI timer fired " + ticksWhileChecking + " times in the "
                + checkingMillis + " ms 1 M objects were checked (longest gap " + ticker.longestGapMillis
                + " ms); where the UI thread was: " + stacks.busiest(8));
        assertTrue(said.stream().anyMatch(s -> s.matches("Checking .* \\(\\d+ %\\)")), "progress was shown: " + said);
        assertTrue(problems.getContentDescription().matches("\\d+ errors, \\d+ warnings.*"), problems.getContentDescription());
        System.out.println("ResponsiveWindowTest: longest UI gap while checking 1 M objects " + ticker.longestGapMillis
                + " ms over " + ticksWhileChecking + " ticks in " + checkingMillis + " ms");
    }

    @Test
    void theModelViewOpensAFabricOfThousandsOfNodesAsRanges() throws Exception {
        Fabric fabric = LargeFabric.build(LargeFabric.Size.MILLION);
        ModelView model = (ModelView) page.showView(LnetScopeUi.MODEL_VIEW_ID);
        WindowDocument.get().open(fabric, null);
        Ui.settle(300);
        // the fabric's rows (nets, then 5,550 nodes) come as ranges of at most 200 rows, in order
        List<Object> ranges = model.children(fabric);
        assertTrue(ranges.size() > 1 && ranges.size() <= 200, ranges.size() + " ranges");
        List<Object> rows = new ArrayList<>();
        for (Object range : ranges) {
            List<Object> under = model.children(range);
            assertTrue(under.size() <= 200, model.label(range) + ": " + under.size());
            rows.addAll(under);
        }
        assertEquals(fabric.eContents(), rows);
        assertEquals(Labels.of(rows.get(0)) + " … " + Labels.of(rows.get(199)) + String.format("  [1–200 of %,d]", rows.size()),
                model.label(ranges.get(0)));
        // selecting a node deep in the list opens its range and shows it
        Node node = fabric.getNodes().get(3_000);
        model.reveal(node);
        Ui.settle(300);
        TreeItem selected = model.viewer().getTree().getSelection()[0];
        assertEquals(Labels.of(node), selected.getText());
        int index = fabric.eContents().indexOf(node);
        int from = index / 200 * 200;
        assertEquals(String.format("[%,d–%,d of %,d]", from + 1, from + 200, rows.size()),
                selected.getParentItem().getText().replaceAll(".*  ", ""));
        assertEquals(model.label(fabric), selected.getParentItem().getParentItem().getText());
        Files.createDirectories(Path.of("target", "screenshots"));
        SmokeRun.capture(page.getWorkbenchWindow().getShell(), Path.of("target", "screenshots", "model-view-ranges.png"));
    }

    @Test
    void aLargeFabricOpensWithProgress() throws Exception {
        Path file = dir.resolve("large.lnetmodelb");
        LnetResources.save(LargeFabric.build(LargeFabric.Size.MILLION), file);
        FabricView view = (FabricView) page.showView(LnetScopeUi.FABRIC_VIEW_ID);
        Ticker ticker = new Ticker();
        ticker.start(Display.getCurrent());
        List<Optional<FabricDocument.Loading>> seen = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        var job = OpenFabric.open(file, page.getWorkbenchWindow().getShell());
        while (job.getResult() == null || WindowDocument.get().fabric().isEmpty() || view.canvas().isLayingOut()) {
            Ui.settle(20);
            seen.add(WindowDocument.get().loading());
            texts.add(view.statusText());
        }
        ticker.running = false;
        assertTrue(texts.stream().anyMatch(t -> t.matches("Loading large\\.lnetmodelb \\((?:[1-9]|[1-9]\\d) %\\)")),
                "the Fabric view said how far the load was: " + texts.stream().distinct().toList());
        assertTrue(seen.stream().flatMap(Optional::stream).mapToDouble(FabricDocument.Loading::fraction).distinct().count() > 2,
                "several steps of progress");
        assertEquals(Optional.empty(), WindowDocument.get().loading(), "loading ends once the fabric is shown");
        assertEquals("", view.statusText());
        assertTrue(view.canvas().layoutResult() != null && !view.canvas().layoutResult().boxes().isEmpty());
        assertTrue(ticker.ticks >= 5, "the UI timer fired " + ticker.ticks + " times while the file loaded");
        System.out.println("ResponsiveWindowTest: longest UI gap while opening a 1 M-object file " + ticker.longestGapMillis + " ms");

        // 5,000 computes, 50 routers, 500 servers at full zoom-out: groups by role and net, each saying its worst credit
        long routerBoxes = view.canvas().layoutResult().boxes().stream().filter(p -> p.box().isRouter()).count();
        assertTrue(routerBoxes <= 10, routerBoxes + " router boxes: 50 routers collapse into a few groups");
        Path shots = Path.of("target", "screenshots");
        Files.createDirectories(shots);
        page.activate(view);
        // the screenshots show the Fabric view maximized, as one reads a big fabric
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        Ui.settle(500);
        // a view minimized by the maximize and shown since (Problems, when its check ends) floats over
        // the Fabric as an overlay until something else is activated
        page.activate(view);
        view.canvas().setFocus();
        Ui.settle(300);
        view.canvas().fit();
        Ui.settle(300);
        SmokeRun.capture(page.getWorkbenchWindow().getShell(), shots.resolve("large-fabric-out.png"));
        // every router is findable: the search opens its group and centres it
        String router = WindowDocument.get().fabric().orElseThrow().getNodes().stream()
                .filter(n -> n.getRole() == NodeRole.ROUTER).skip(36).findFirst().orElseThrow().getHostname();
        assertTrue(view.canvas().reveal(router), router);
        Ui.waitFor(() -> !view.canvas().isLayingOut(), "the opened group is laid out in the background");
        assertTrue(view.canvas().layoutResult().boxes().stream().anyMatch(p -> p.box().key().equals(router) && !p.box().group()),
                router + " is drawn on its own once found");
        view.canvas().zoom(2.5);
        Ui.settle(800);
        SmokeRun.capture(page.getWorkbenchWindow().getShell(), shots.resolve("large-fabric-in.png"));
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_RESTORED);
    }

    /** At 640x420 the Fabric view keeps a readable size and scrolls, instead of drawing a thumbnail. */
    @Test
    void aSmallWindowScrollsTheFabricInsteadOfShrinkingIt() throws Exception {
        PlatformUI.getWorkbench().showPerspective(LnetScopePerspective.ID, page.getWorkbenchWindow());
        WindowDocument.get().open(Sessions.open(Path.of("..", "..", "examples", "seed-incident.lnetmodelb")));
        FabricView view = (FabricView) page.showView(LnetScopeUi.FABRIC_VIEW_ID);
        Ui.waitFor(() -> !view.canvas().isLayingOut(), "the layout ends");
        var shell = page.getWorkbenchWindow().getShell();
        var before = shell.getSize();
        try {
            shell.setSize(640, 420);
            Ui.settle(800);
            var scrolled = (ScrolledComposite) view.canvas().getParent().getParent();
            var visible = scrolled.getClientArea();
            var canvas = view.canvas().getSize();
            assertTrue(visible.height < 170, "the premise: the view is smaller than its minimum here: " + visible);
            assertTrue(canvas.x >= 420 && canvas.y >= 170, "the graph keeps its minimum size: " + canvas);
            assertTrue(scrolled.getVerticalBar().getVisible(), "and the view scrolls to it");
            Path shots = Path.of("target", "screenshots");
            Files.createDirectories(shots);
            SmokeRun.capture(shell, shots.resolve("small-window.png"));
        } finally {
            shell.setSize(before);
            Ui.settle(300);
        }
    }

    /** At 640x420 the Timeline keeps its controls and a readable chart, and scrolls, instead of disappearing. */
    @Test
    void aSmallWindowScrollsTheTimelineInsteadOfHidingIt() throws Exception {
        Ui.openTrace(ExampleTraceTest.TRACE);
        TimelineView timeline = (TimelineView) page.showView(LnetScopeUi.TIMELINE_VIEW_ID);
        var shell = page.getWorkbenchWindow().getShell();
        var before = shell.getSize();
        try {
            shell.setSize(640, 420);
            Ui.settle(800);
            var chart = timeline.chart();
            var scrolled = (ScrolledComposite) chart.getParent().getParent();
            var visible = scrolled.getClientArea();
            assertTrue(visible.height < 340, "the premise: the view is smaller than its minimum here: " + visible);
            assertTrue(chart.isVisible() && chart.getSize().y >= 100 && chart.getSize().x >= 500,
                    "the chart keeps a readable size: " + chart.getSize());
            assertTrue(scrolled.getVerticalBar().getVisible(), "and the view scrolls to it");
            Path shots = Path.of("target", "screenshots");
            Files.createDirectories(shots);
            SmokeRun.capture(shell, shots.resolve("small-window-timeline.png"));
        } finally {
            shell.setSize(before);
            Ui.settle(300);
        }
    }
}
