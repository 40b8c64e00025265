package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.examples.SeedIncident;
import org.lnetscope.render.fabric.FabricGraph.Link;
import org.lnetscope.render.fabric.FabricLayout.Route;
import org.lnetscope.render.router.RouterPicture;
import org.lnetscope.render.router.Shape;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.views.ExportPicture;
import org.lnetscope.ui.views.FabricView;
import org.lnetscope.ui.views.RouterInternalsView;

/**
 * Opens the seed incident in the real workbench and checks that each view shows the mechanism;
 * saves screenshots to target/screenshots for a person to look at (README shows copies).
 */
class SeedIncidentViewsTest {

    private final IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    private final Fabric fabric = SeedIncident.build(SeedIncident.Scale.of(SeedIncident.DEFAULT_FACTOR));

    @AfterEach
    void close() {
        WindowDocument.get().open(null, null);
        Ui.settle(600);
    }

    @Test
    void seedIncidentReadsFromTheViews() throws Exception {
        PlatformUI.getWorkbench().showPerspective(LnetScopePerspective.ID, page.getWorkbenchWindow());
        WindowDocument.get().open(fabric, Path.of("seed-incident.lnetmodelb"));
        Ui.settle(600);

        Node router = WindowDocument.get().focus().orElseThrow();
        assertEquals("router", router.getRole().getLiteral().toLowerCase());

        RouterInternalsView internals = (RouterInternalsView) page.showView(LnetScopeUi.ROUTER_INTERNALS_VIEW_ID);
        RouterPicture picture = internals.canvas().picture();
        assertNotNull(picture, "router internals drawn");
        List<Shape> lanes = picture.shapes().stream().filter(s -> s.kind() == Shape.Kind.LANE_LABEL).toList();
        assertEquals(SeedIncident.FAULTY_COMPUTE, ((PeerNi) lanes.get(0).subject()).getNid(),
                "the stalled compute comes first");
        List<Shape> conns = picture.shapes().stream().filter(s -> s.kind() == Shape.Kind.CONN).toList();
        long pinned = conns.stream().filter(s -> s.tone() == Shape.Tone.PINNED).count();
        assertEquals(router.pinnedConns().size(), pinned, "every pinned conn is drawn as pinned");
        assertTrue(pinned > 100, "seed incident at 1/10 scale pins over a hundred conns: " + pinned);
        // The rest hold the tail of an rtrq on a server's current, still ESTABLISHED conn.
        conns.stream().filter(s -> s.tone() != Shape.Tone.PINNED)
                .forEach(s -> assertEquals(Shape.Tone.HEALTHY, s.tone(), s.lines().toString()));

        FabricView fabricView = (FabricView) page.showView(LnetScopeUi.FABRIC_VIEW_ID);
        // a snapshot is laid out in a job
        Ui.waitFor(() -> !fabricView.canvas().isLayingOut(), "the fabric's layout ends");
        List<Route> routes = fabricView.canvas().layoutResult().routes();
        Link toCompute = routes.stream().map(Route::link)
                .filter(l -> l.peerNis().stream().anyMatch(p -> p.getNid().equals(SeedIncident.FAULTY_COMPUTE)))
                .findFirst().orElseThrow();
        assertEquals(Shape.Tone.NEGATIVE, toCompute.tone());
        assertTrue(toCompute.worstCredit() < -400, "compute tx credits: " + toCompute.worstCredit());
        // The router that ran out of memory is filled red in the Fabric, with the legend saying why.
        var routerBox = fabricView.canvas().layoutResult().boxes().stream()
                .filter(p -> p.box().members().contains(router)).findFirst().orElseThrow();
        assertEquals(Shape.Tone.NEGATIVE, routerBox.box().tone(), routerBox.box().detail());
        assertTrue(picture.shapes().stream().anyMatch(s -> s.kind() == Shape.Kind.LEGEND), "Router Internals has a legend");
        // Peers are named by NID and, where the fabric has their node, hostname.
        assertTrue(lanes.stream().anyMatch(s -> s.lines().get(0).matches("\\S+@o2ib\\d* \\(\\S+\\)")),
                lanes.stream().map(s -> s.lines().get(0)).toList().toString());

        // Export the whole router picture (not just the scrolled part) as PNG.
        Path png = Path.of("target", "router-export.png");
        var full = internals.canvas().computeSize(SWT.DEFAULT, SWT.DEFAULT);
        ExportPicture.png(png, full, internals.canvas()::paintTo);
        var exported = new ImageLoader().load(png.toString())[0];
        assertEquals(full.y, exported.height, "the export is the whole picture, taller than the view");
        assertTrue(exported.height > internals.canvas().getParent().getSize().y);

        Path shots = Path.of("target", "screenshots");
        Files.createDirectories(shots);
        SmokeRun.capture(page.getWorkbenchWindow().getShell(), shots.resolve("seed-incident.png"));
        assertTrue(Files.size(shots.resolve("seed-incident.png")) > 20_000);
    }
}
