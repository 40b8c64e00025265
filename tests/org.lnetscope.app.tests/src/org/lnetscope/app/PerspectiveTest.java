package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;

import org.eclipse.ui.IViewReference;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.lnetscope.ui.LnetScopeUi;

/** Runs inside the real LNet Scope workbench started by the test harness. */
class PerspectiveTest {

    private final IWorkbench workbench = PlatformUI.getWorkbench();

    @Test
    void windowIsTitledLnetScope() {
        IWorkbenchWindow window = workbench.getActiveWorkbenchWindow();
        assertEquals("LNet Scope", window.getShell().getText());
    }

    @Test
    void perspectiveShowsTheFabricViews() throws Exception {
        IWorkbenchWindow window = workbench.getActiveWorkbenchWindow();
        IWorkbenchPage page = workbench.showPerspective(LnetScopePerspective.ID, window);
        assertEquals("LNet Scope", page.getPerspective().getLabel());
        Set<String> views = Arrays.stream(page.getViewReferences()).map(IViewReference::getId)
                .collect(Collectors.toSet());
        assertTrue(views.containsAll(Set.of(LnetScopeUi.FABRIC_VIEW_ID, LnetScopeUi.NODES_VIEW_ID,
                LnetScopeUi.ROUTER_INTERNALS_VIEW_ID)), views.toString());
        assertNotNull(page.findView(LnetScopeUi.FABRIC_VIEW_ID), "fabric view instantiated");
        assertTrue(!page.isEditorAreaVisible(), "no editor area in the LNet Scope perspective");
    }

    @Test
    void fileAndHelpMenusAreThere() {
        IWorkbenchWindow window = workbench.getActiveWorkbenchWindow();
        var items = window.getShell().getMenuBar().getItems();
        Set<String> labels = Arrays.stream(items).map(i -> i.getText().replace("&", "")).collect(Collectors.toSet());
        assertTrue(labels.containsAll(Set.of("File", "Help")), labels.toString());
    }

    @Test
    void aboutNamesTheBuildVersion() {
        String text = AboutAction.aboutText();
        assertTrue(text.startsWith("LNet Scope 0.1.0."), text);
    }

    @Test
    void launchOptionsSeparateFilesFromSwitches() {
        LaunchOptions options = LaunchOptions.parse(new String[] {"-lnetscope.smoke", "/tmp/x.png",
                "router.lnetmodel", "-testproperties", "/tmp/surefire.properties", "-clearPersistedState"});
        assertEquals("router.lnetmodel", options.files().get(0).toString());
        assertEquals(1, options.files().size());
        assertEquals("/tmp/x.png", options.smokeScreenshot().orElseThrow().toString());
    }
}
