package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.ui.IPageLayout;
import org.junit.jupiter.api.Test;
import org.lnetscope.lnetfiles.CollectedFiles;
import org.lnetscope.model.CaptureSource;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LnetPackage;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.model.validation.LnetValidation;
import org.lnetscope.model.validation.LnetValidator;
import org.lnetscope.render.router.Shape;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.imports.ImportJob;
import org.lnetscope.ui.properties.EObjectPropertySource;
import org.lnetscope.ui.properties.PropertiesReset;
import org.lnetscope.ui.views.FabricView;
import org.lnetscope.ui.views.RouterInternalsView;

/**
 * Issue 36, items 5-7 on a ticket paste (counters, no queue contents): the numbers the paste lacks
 * are "unknown" in Router Internals and Properties, never 0; the validator says the counters-only
 * capture is no contradiction; Router Internals on a server says it applies to routers; and
 * Properties and the Fabric's search box are empty once the file closes.
 */
class CountersOnlyViewsTest extends WindowTest {

    static final String ROUTER = """
            [root@rtr01 ~]# lctl get_param -n routes
            Routing enabled
            net      hops priority   state router
            [root@rtr01 ~]# lctl get_param peers
            peers=
            nid                      refs state  last   max   rtr   min    tx   min queue
            10.1.0.17@o2ib1           453    up     3    42    42    40  -451  -451 460000
            10.0.0.21@o2ib              2    up     0    42    42    42    42    38 0
            """;

    static final String SERVER = """
            [root@oss1 ~]# lctl get_param nis
            nis=
            nid                      status alive refs peer  rtr   max    tx   min
            0@lo                         up     0    2    0    0     0     0     0
            10.0.0.21@o2ib               up    -1    4   42    0   256   214   -25
            """;

    private static Fabric imported() {
        CollectedFiles files = new CollectedFiles();
        files.addText("rtr01", "pasted text", ROUTER);
        files.addText("oss1", "pasted text", SERVER);
        ImportJob.Result result = ImportJob.read(files);
        assertNotNull(result.fabric(), result.failure());
        return result.fabric();
    }

    @Test
    void whatThePasteLacksIsUnknownNeverZero() throws Exception {
        Fabric fabric = imported();
        assertEquals(CaptureSource.MANUAL, fabric.getSource());
        Node router = fabric.findNode("rtr01");
        assertEquals(NodeRole.ROUTER, router.getRole());
        PeerNi compute = router.findPeerNi(Nid.parse("10.1.0.17@o2ib1"));
        assertEquals(-451, compute.getTxCredits());

        // the validator: information, not an error
        List<Diagnostic> problems = LnetValidation.problems(LnetValidation.validate(fabric));
        assertTrue(problems.stream().noneMatch(d -> d.getSeverity() >= Diagnostic.ERROR),
                LnetValidation.format(LnetValidation.validate(fabric)));
        assertTrue(problems.stream().anyMatch(d -> d.getCode() == LnetValidator.PEER_TX_CREDITS && d.getSeverity() == Diagnostic.INFO
                && d.getMessage().contains("451 messages wait on lpni_txq (this capture has the counters, not the queued messages)")),
                LnetValidation.format(LnetValidation.validate(fabric)));

        // Properties: the queue and the memory are unknown
        EObjectPropertySource peerNi = new EObjectPropertySource(compute);
        assertEquals("unknown (451 wait by lpni_txcredits)", peerNi.getPropertyValue(LnetPackage.Literals.PEER_NI__TXQ));
        EObjectPropertySource node = new EObjectPropertySource(router);
        assertTrue(String.valueOf(node.getPropertyValue(LnetPackage.Literals.NODE__USED_BYTES)).startsWith("unknown"));
        assertTrue(String.valueOf(node.getPropertyValue("pinned")).startsWith("unknown"));

        // Router Internals: the lane says unknown, not "txq 0"
        WindowDocument.get().open(fabric, null);
        Ui.settle(300);
        WindowDocument.get().setFocus(router);
        RouterInternalsView internals = (RouterInternalsView) page.showView(LnetScopeUi.ROUTER_INTERNALS_VIEW_ID);
        Ui.settle(300);
        List<String> lanes = internals.canvas().picture().shapes().stream().filter(s -> s.kind() == Shape.Kind.LANE_LABEL)
                .flatMap(s -> s.lines().stream()).toList();
        assertTrue(lanes.stream().anyMatch(l -> l.equals("tx -451 (min -451)  txq unknown")), lanes.toString());
        assertTrue(lanes.stream().noneMatch(l -> l.contains("txq 0")), lanes.toString());
        org.lnetscope.ui.views.ProblemsView problemsView = (org.lnetscope.ui.views.ProblemsView) page
                .showView(LnetScopeUi.PROBLEMS_VIEW_ID);
        Ui.waitFor(() -> problemsView.getContentDescription().startsWith("0 errors"), "the check ends");
        assertTrue(problemsView.getContentDescription().matches("0 errors, \\d+ warnings, [1-9]\\d* info.*"),
                problemsView.getContentDescription());
        Path shots = Path.of("target", "screenshots");
        Files.createDirectories(shots);
        SmokeRun.capture(page.getWorkbenchWindow().getShell(), shots.resolve("counters-only-router.png"));

        // a server: Router Internals says it applies to routers
        WindowDocument.get().setFocus(fabric.findNode("oss1"));
        Ui.settle(300);
        assertEquals(null, internals.canvas().picture());
        assertTrue(internals.canvas().emptyText().startsWith("Router Internals applies to LNet routers: oss1 is a server"),
                internals.canvas().emptyText());
        assertTrue(internals.getContentDescription().contains("not an LNet router"), internals.getContentDescription());
    }

    @Test
    void propertiesAndTheSearchBoxClearWhenTheFileCloses() throws Exception {
        Fabric fabric = imported();
        WindowDocument.get().open(fabric, null);
        FabricView fabricView = (FabricView) page.showView(LnetScopeUi.FABRIC_VIEW_ID);
        Ui.waitFor(() -> !fabricView.canvas().isLayingOut(), "the layout ends");
        page.showView(IPageLayout.ID_PROP_SHEET);
        page.activate(fabricView);
        fabricView.searchBox().setText("rtr01");
        fabricView.getSite().getSelectionProvider().setSelection(new StructuredSelection(fabric.findNode("rtr01")));
        Ui.settle(400);
        assertFalse(PropertiesReset.shownRows(page).isEmpty(), "the premise: Properties shows rtr01");
        WindowDocument.get().open(null, null);
        Ui.settle(400);
        assertEquals(List.of(), PropertiesReset.shownRows(page), "nothing of the closed file in Properties");
        assertEquals("", fabricView.searchBox().getText(), "nor in the search box");
    }

    /** Issue 36, items 5 and 10: a ticket's free -m, lctl --version and routing=1 make the node's memory, layout and role. */
    @Test
    void memoryVersionAndRoleComeFromThePaste() {
        CollectedFiles files = new CollectedFiles();
        String paste = """
                [root@rtr02 ~]# lctl --version
                lctl 2.12.9
                [root@rtr02 ~]# lctl get_param routing
                routing=1
                [root@rtr02 ~]# free -m
                              total        used        free      shared  buff/cache   available
                Mem:           1259         980         120           8         159         220
                [root@rtr02 ~]# lctl get_param peers
                peers=
                nid                      refs state  last   max   rtr   min    tx   min queue
                10.1.0.17@o2ib1           453    up     3    42    42    40  -451  -451 460000
                """;
        files.addText(org.lnetscope.lnetfiles.PastedCommand.hostOf(paste), "pasted text", paste);
        Fabric fabric = ImportJob.read(files).fabric();
        Node router = fabric.findNode("rtr02");
        assertNotNull(router, "the node is named after its prompt");
        assertEquals(NodeRole.ROUTER, router.getRole(), "routing=1");
        assertEquals(org.lnetscope.model.LustreLayout.LAYOUT_B2_12, fabric.getLustreVersion(), "lctl 2.12.9");
        assertEquals(1259L << 20, router.getRamBytes());
        assertEquals((1259L - 220) << 20, router.getUsedBytes());
        String used = String.valueOf(new EObjectPropertySource(router).getPropertyValue(LnetPackage.Literals.NODE__USED_BYTES));
        assertTrue(used.contains("1,089,470,464 bytes"), used);
    }
}
