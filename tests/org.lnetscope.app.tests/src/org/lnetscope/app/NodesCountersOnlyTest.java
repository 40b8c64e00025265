package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.junit.jupiter.api.Test;
import org.lnetscope.lnetfiles.CollectedFiles;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.imports.ImportJob;
import org.lnetscope.ui.views.NodesView;

/**
 * Issue 36, item 5: a pasted router has its credit counters but not its queues' messages nor its
 * kib_conns. The Nodes view says how many wait as the credits count them (lpni_txcredits -4500 is
 * 4,500 messages on lpni_txq, lib-move.c lnet_post_send_locked) and that the pinned conns are
 * unknown: never "0" for what the paste does not have; a node without peer NIs has no worst credit.
 */
class NodesCountersOnlyTest extends WindowTest {

    private static final String PASTE = """
            Hi, rtr02 again. Output below.
            [root@rtr02 ~]# lctl get_param -n peers
            nid                      refs state  last   max   rtr   min    tx   min queue
            10.1.0.17@o2ib1          4547    up    -1     8     8     8 -4500 -4500 2359296
            10.0.0.21@o2ib              5    up    -1     8    -3    -3     8     6 0
            """;

    private static String cell(NodesView view, Node node, int column) {
        return ((ColumnLabelProvider) view.viewer().getLabelProvider(column)).getText(node);
    }

    @Test
    void aPastedRoutersQueuesComeFromItsCreditsAndItsConnsAreUnknown() throws Exception {
        ImportJob.Result read = ImportJob.read(new CollectedFiles().addText("rtr02", "pasted text", PASTE),
                Map.of("rtr02", NodeRole.ROUTER));
        Fabric fabric = read.fabric();
        NodesView view = (NodesView) page.showView(LnetScopeUi.NODES_VIEW_ID);
        WindowDocument.get().open(fabric, null);
        Ui.settle(300);
        Node router = fabric.getNodes().stream().filter(n -> "rtr02".equals(n.getHostname())).findFirst().orElseThrow();
        assertTrue(view.shown().contains(router));
        assertEquals("-4500", cell(view, router, 3), "worst credit");
        assertEquals("4503 by credits", cell(view, router, 4), "4,500 on the compute's lpni_txq, 3 on the server's rtrq");
        assertEquals("unknown", cell(view, router, 5), "pinned conns: the paste has no kib_conn");
        assertEquals("unknown", cell(view, router, 6), "pinned memory");
        // the peers the router names, as nodes of their own, have no peer NIs of theirs
        fabric.getNodes().stream().filter(n -> n != router).forEach(n -> assertEquals("no peers", cell(view, n, 3), n.getHostname()));
        // the Import box says each host's role and why, as `lnetscope import` does
        assertTrue(read.summary().startsWith("rtr02: role router, given"), read.summary());
        // and without a given role, the paste's own evidence (negative router credits) makes it a router
        String found = ImportJob.read(new CollectedFiles().addText("rtr02", "pasted text", PASTE)).summary();
        assertTrue(found.startsWith("rtr02: role router, from its files: "), found);
    }

    /**
     * The shipped 2.12 crash extract lists 3 of the 4,500 lnet_msg its lpni_txcredits -4500 says wait, and the
     * 3 on the server's rtrq: the Queued cell said "6". Now the counters' figure with what the file lists.
     */
    @Test
    void aDumpThatListsSomeOfAQueueSaysHowManyWaitAndHowManyItHolds() throws Exception {
        java.nio.file.Path crash = java.nio.file.Path.of("..", "..", "examples", "crash", "router-2.12-small.crash").toAbsolutePath()
                .normalize();
        NodesView view = (NodesView) page.showView(LnetScopeUi.NODES_VIEW_ID);
        WindowDocument.get().open(org.lnetscope.session.Sessions.open(crash));
        Ui.settle(500);
        Node router = view.shown().get(0);
        assertEquals("rtr-o2ib-07", router.getHostname());
        assertEquals("4503 (6 in the data)", cell(view, router, 4));
        assertTrue(view.getContentDescription().startsWith("router-2.12-small.crash — 1 node"), view.getContentDescription());
    }
}
