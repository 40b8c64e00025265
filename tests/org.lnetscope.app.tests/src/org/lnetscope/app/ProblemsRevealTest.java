package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.PeerNi;
import org.lnetscope.session.Sessions;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.views.FabricView;
import org.lnetscope.ui.views.ProblemsView;

/**
 * The Problems view on a crash extract: the extract's own diagnostics first, a queue the extract
 * did not walk said as a partial extract (not kernel corruption), Next Crash Pass one click away,
 * and a double-click showing the object in the Fabric view and its router in Router Internals.
 */
class ProblemsRevealTest extends WindowTest {

    @TempDir
    Path dir;

    /**
     * A router's peer NI printed with struct, then a walk of its lpni_txq that crash cut short at a
     * list_del-poisoned pointer, and a struct crash could not print without the module's debuginfo:
     * crash's own error lines, as a crash 7/8 session prints them.
     */
    private Path extract() throws Exception {
        Path extract = dir.resolve("router-session.log");
        Files.writeString(extract, """
                crash> struct lnet_peer_ni ffff9a0f3c2e1800
                struct lnet_peer_ni {
                  lpni_txcredits = -4500,
                  lpni_mintxcredits = -4500,
                  lpni_rtrcredits = 42,
                  lpni_minrtrcredits = 40,
                  lpni_txqnob = 0,
                  lpni_nid = 1407379346358289,
                  lpni_refcount = {
                    counter = 7
                  },
                }
                crash> list -H ffff9a0f3c2e1850 -o lnet_msg.msg_list
                list: invalid kernel virtual address: dead000000000100  type: "list entry"
                crash> struct kib_conn ffff9a0f55aa0000
                struct: invalid data structure reference: kib_conn
                """);
        return extract;
    }

    private static void checked(ProblemsView view) {
        Ui.settle(100);
        Ui.waitFor(() -> !view.isChecking(), "the Problems view's check ends");
    }

    @Test
    void anExtractsOwnDiagnosticsFirstThenPartialQueuesThenReveal() throws Exception {
        PlatformUI.getWorkbench().showPerspective(LnetScopePerspective.ID, page.getWorkbenchWindow());
        ProblemsView problems = (ProblemsView) page.showView(LnetScopeUi.PROBLEMS_VIEW_ID);
        WindowDocument.get().open(Sessions.open(extract()));
        checked(problems);
        List<Diagnostic> shown = problems.problems();
        List<String> texts = shown.stream().map(Diagnostic::getMessage).toList();
        assertTrue(texts.get(0).startsWith("extract "), "the extract's own diagnostics come first: " + texts);
        assertTrue(texts.stream().anyMatch(t -> t.startsWith("extract ") && t.contains("list_del-poisoned")), texts.toString());
        assertTrue(texts.stream().anyMatch(t -> t.startsWith("extract ") && t.contains("debuginfo is not loaded")), texts.toString());

        Diagnostic partial = shown.stream().filter(d -> d.getMessage().contains("lpni_txcredits is -4500")).findFirst()
                .orElseThrow(() -> new AssertionError("the credit invariant is reported: " + texts));
        assertEquals(Diagnostic.WARNING, partial.getSeverity(), partial.getMessage());
        assertTrue(partial.getMessage().contains("a partial extract, not kernel corruption"), partial.getMessage());
        assertTrue(problems.getContentDescription().contains("from the extract itself"), problems.getContentDescription());

        assertTrue(problems.offersNextCrashPass(), "Next Crash Pass is in the Problems view's toolbar");
        assertTrue(PlatformUI.getWorkbench().getService(ICommandService.class)
                .getCommand(ProblemsView.NEXT_CRASH_PASS_COMMAND).isHandled(),
                "and runs the application's File > Next Crash Pass action");

        EObject subject = partial.getData().stream().filter(EObject.class::isInstance).map(EObject.class::cast)
                .findFirst().orElseThrow();
        Node router = (Node) ((PeerNi) subject).eContainer().eContainer();
        assertEquals(NodeRole.ROUTER, router.getRole());
        page.showView(LnetScopeUi.NODES_VIEW_ID); // the Fabric view behind another tab
        problems.reveal(subject);
        Ui.settle(300);
        FabricView fabric = (FabricView) page.findView(LnetScopeUi.FABRIC_VIEW_ID);
        Ui.waitFor(() -> !fabric.canvas().isLayingOut(), "the fabric's layout ends");
        Ui.settle(200);
        assertTrue(page.isPartVisible(fabric), "the Fabric view is brought up");
        assertTrue(fabric.canvas().selection() != null && fabric.canvas().selection().members().contains(router),
                "the router is selected in the Fabric view: " + fabric.canvas().selection());
        assertEquals(router, WindowDocument.get().focus().orElseThrow(), "Router Internals shows that router");
        assertTrue(page.isPartVisible(page.findView(LnetScopeUi.ROUTER_INTERNALS_VIEW_ID)));
    }

    @Test
    void aSnapshotWithoutProblemsOffersNoCrashPass() throws Exception {
        ProblemsView problems = (ProblemsView) page.showView(LnetScopeUi.PROBLEMS_VIEW_ID);
        WindowDocument.get().open(Sessions.open(Path.of("..", "..", "examples", "healthy.lnetmodel")));
        checked(problems);
        assertEquals(0, problems.problems().stream().filter(d -> d.getSeverity() >= Diagnostic.ERROR).count(),
                problems.problems().toString());
        assertTrue(!problems.offersNextCrashPass());
    }
}
