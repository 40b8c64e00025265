package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.examples.LargeFabric;
import org.lnetscope.render.fabric.FabricGraph.Box;
import org.lnetscope.render.fabric.FabricGraphBuilder;
import org.lnetscope.render.fabric.FabricLayout.Placed;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.views.FabricView;

/**
 * Issue 36, block 1: the large fabric as the simulator writes it (examples/scenarios/large-fabric.yaml
 * names every compute's group "compute" and every server's "oss": 5,000 and 500 nodes in one
 * "rack" each). Opening its biggest box kept ELK busy for 18+ minutes with nothing on screen; now a
 * group of more than {@link FabricGraphBuilder#MAX_RACK} nodes opens into runs, the biggest opens
 * in well under a second, a layout offers Cancel, and Cancel or closing the file stops ELK.
 */
class LargeGroupLayoutTest {

    private final IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    private FabricView view;

    @BeforeEach
    void open() throws Exception {
        view = (FabricView) page.showView(LnetScopeUi.FABRIC_VIEW_ID);
    }

    /** The large fabric, with its racks (50 of 100 computes) or as simulated (one group per role). */
    private void show(boolean asSimulated) {
        Fabric fabric = LargeFabric.build(LargeFabric.Size.MILLION);
        if (asSimulated) {
            for (Node node : fabric.getNodes()) {
                // as FabricExporter writes a simulated fabric: the scenario's group name
                node.setGroup(node.getRole() == NodeRole.COMPUTE ? "compute" : node.getRole() == NodeRole.SERVER ? "oss" : "router");
            }
        }
        WindowDocument.get().open(fabric, null);
        waitForLayout(60_000, "the first layout");
    }

    @AfterEach
    void close() {
        WindowDocument.get().open(null, null);
        Ui.settle(300);
    }

    private void waitForLayout(long millis, String what) {
        long end = System.currentTimeMillis() + millis;
        while ((view.canvas().isLayingOut() || view.canvas().layoutResult() == null) && System.currentTimeMillis() < end) {
            Ui.settle(50);
        }
        assertFalse(view.canvas().isLayingOut(), what + " did not end within " + millis / 1000 + " s");
    }

    private Box largestGroup() {
        return view.canvas().layoutResult().boxes().stream().map(Placed::box).filter(Box::group)
                .max(Comparator.comparingInt(b -> b.members().size())).orElseThrow();
    }

    /** Opens a group and returns how long until its layout was shown. */
    private long expand(Box group) {
        int before = view.canvas().layoutResult().boxes().size();
        long start = System.nanoTime();
        view.canvas().toggle(group.key());
        assertTrue(view.canvas().isLayingOut() && view.canvas().offersCancel(), "the layout runs in a job and offers Cancel");
        waitForLayout(30_000, "expanding " + group.key());
        long millis = (System.nanoTime() - start) / 1_000_000;
        System.out.println("LargeGroupLayoutTest: expanding " + group.key() + " (" + group.members().size()
                + " nodes, " + before + " boxes before, " + view.canvas().layoutResult().boxes().size() + " after) took " + millis + " ms");
        assertFalse(view.canvas().offersCancel(), "Cancel goes once the layout is shown");
        return millis;
    }

    private Set<String> shownKeys() {
        return view.canvas().layoutResult().boxes().stream().map(p -> p.box().key()).collect(Collectors.toSet());
    }

    @Test
    void theLargestGroupOfTheSimulatedFabricOpensWithinABound() throws Exception {
        show(true);
        List<Box> groups = view.canvas().layoutResult().boxes().stream().map(Placed::box).filter(Box::group).toList();
        long computeBoxes = groups.stream().filter(b -> b.role() == NodeRole.COMPUTE).count();
        assertEquals(20, computeBoxes, "5,000 computes in one scenario group: 20 runs of 256");
        Box largest = largestGroup();
        assertEquals(256, largest.members().size());
        int before = view.canvas().layoutResult().boxes().size();
        expand(largest);
        // 256 open into 16 runs of 16, each a box again
        assertEquals(before - 1 + 16, shownKeys().size());
        Box run = view.canvas().layoutResult().boxes().stream().map(Placed::box)
                .filter(b -> b.group() && b.members().contains(largest.members().get(0))).findFirst().orElseThrow();
        assertEquals(16, run.members().size());
        expand(run);
        for (Node member : run.members()) {
            assertTrue(shownKeys().contains(member.getHostname()), member.getHostname() + " is drawn on its own");
        }
        Path shots = Path.of("target", "screenshots");
        Files.createDirectories(shots);
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        Ui.settle(500);
        view.canvas().fit();
        Ui.settle(300);
        SmokeRun.capture(page.getWorkbenchWindow().getShell(), shots.resolve("large-group-open.png"));
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_RESTORED);
        // the search opens both levels to find a compute
        assertTrue(view.canvas().reveal("c02042"));
        waitForLayout(30_000, "revealing c02042");
        Ui.settle(200);
        if (!shownKeys().contains("c02042")) {
            waitForLayout(30_000, "revealing c02042, second level");
        }
        assertTrue(shownKeys().contains("c02042"), "c02042 is drawn on its own once found");
        assertEquals("c02042", view.canvas().selection().key());
        assertTrue(view.canvas().scale() >= 0.8, "found at a scale where its name is drawn: " + view.canvas().scale());
        SmokeRun.capture(page.getWorkbenchWindow().getShell(), shots.resolve("large-search-found.png"));
    }

    @Test
    void theLargestRackOpensWithinABound() throws Exception {
        show(false);
        Box largest = largestGroup();
        assertEquals(100, largest.members().size(), "the racks of 100 stay whole");
        int before = view.canvas().layoutResult().boxes().size();
        expand(largest);
        assertEquals(before - 1 + 100, shownKeys().size());
    }

    @Test
    void cancelStopsTheLayoutAndKeepsThePicture() throws Exception {
        show(false);
        var shownBefore = view.canvas().layoutResult();
        Box largest = largestGroup();
        view.canvas().toggle(largest.key());
        Job job = view.canvas().layoutJob();
        assertNotNull(job);
        view.canvas().cancelLayout();
        assertFalse(view.canvas().isLayingOut());
        assertFalse(view.canvas().offersCancel());
        assertTrue(job.join(20_000, null), "the canceled layout job ends");
        Ui.settle(300);
        assertTrue(view.canvas().layoutResult() == shownBefore, "the picture stays as it was");
        // the group is closed again: opening it once more opens it (not closes it)
        view.canvas().toggle(largest.key());
        waitForLayout(30_000, "expanding after a cancel");
        assertNotNull(largest);
        assertTrue(
                view.canvas().layoutResult().boxes().stream().anyMatch(p -> p.box().key().equals(largest.members().get(0).getHostname())));
    }

    @Test
    void closingTheFileStopsItsLayout() throws Exception {
        show(false);
        view.canvas().toggle(largestGroup().key());
        Job job = view.canvas().layoutJob();
        assertNotNull(job);
        WindowDocument.get().open(null, null);
        assertTrue(job.join(20_000, null), "the closed file's layout job ends");
        Ui.settle(200);
        assertFalse(view.canvas().isLayingOut());
    }
}
