package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.runtime.Platform;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Link;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.views.FabricView;
import org.lnetscope.ui.welcome.Examples;

/**
 * What a new user meets: the product's name (not {@code %productName}), the welcome page with the
 * bundled examples, File/Help > Open Example, and Window > Show View / Reset Perspective bringing a
 * closed view back. Menus are driven through their SWT items, as a click would.
 */
class FirstLaunchTest {

    private final IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();

    @Test
    void theProductIsNamedLnetScopeNotItsPropertyKey() {
        assertEquals("LNet Scope", Platform.getProduct().getName());
        assertEquals("LNet Scope", Display.getAppName(), "the window class (WM_CLASS) comes from the product name");
    }

    @Test
    void aClosedViewComesBackThroughWindowShowView() throws Exception {
        IWorkbenchPage page = page();
        assertNotNull(page.findView(LnetScopeUi.EXPLAIN_VIEW_ID), "Explain is in the perspective");
        page.hideView(page.findView(LnetScopeUi.EXPLAIN_VIEW_ID));
        Ui.settle(200);
        assertNull(page.findView(LnetScopeUi.EXPLAIN_VIEW_ID), "Explain closed");

        MenuItem explain = item(menu("Window", "Show View"), "Explain");
        // SWT spells Alt+Shift+Q E as Shift+Alt+Q E.
        assertTrue(explain.getText().matches("Explain\\t.*Alt.*\\+Q E"), "the key binding is shown: " + explain.getText());
        click(explain);
        Ui.settle(300);
        assertNotNull(page.findView(LnetScopeUi.EXPLAIN_VIEW_ID), "Explain is back");
    }

    @Test
    void resetPerspectiveBringsBackEveryClosedView() throws Exception {
        IWorkbenchPage page = page();
        for (String id : List.of(LnetScopeUi.TIMELINE_VIEW_ID, LnetScopeUi.ROUTER_INTERNALS_VIEW_ID)) {
            page.hideView(page.findView(id));
        }
        Ui.settle(200);
        assertNull(page.findView(LnetScopeUi.TIMELINE_VIEW_ID));
        page.resetPerspective();
        Ui.settle(300);
        assertNotNull(page.findView(LnetScopeUi.TIMELINE_VIEW_ID));
        assertNotNull(page.findView(LnetScopeUi.ROUTER_INTERNALS_VIEW_ID));
        assertTrue(Arrays.stream(menu("Window").getItems()).anyMatch(i -> i.getText().contains("Reset Perspective")));
    }

    @Test
    void withNothingOpenTheFabricViewOffersTheExamples() throws Exception {
        assertTrue(Examples.folder().isPresent(), "tests point lnetscope.examples at the checkout's examples/");
        WindowDocument.get().open(null, null);
        Ui.settle(200);
        FabricView view = (FabricView) page().showView(LnetScopeUi.FABRIC_VIEW_ID);
        Control top = ((StackLayout) view.welcome().getParent().getLayout()).topControl;
        assertEquals(view.welcome(), top, "the welcome page is what shows");
        List<Link> links = Arrays.stream(view.welcome().getChildren()).filter(Link.class::isInstance)
                .map(Link.class::cast).toList();
        assertEquals(Examples.ALL.size(), links.size(), "one link per bundled example");

        // The seed incident link opens the seed incident, in a background job.
        Link seed = links.get(0);
        assertTrue(seed.getText().contains("Seed incident"), seed.getText());
        seed.notifyListeners(SWT.Selection, null);
        Ui.waitFor(() -> WindowDocument.get().file().map(p -> p.endsWith("seed-incident.lnetmodelb")).orElse(false),
                "the seed incident opens");
        assertEquals(view.canvas(), ((StackLayout) view.welcome().getParent().getLayout()).topControl,
                "the graph replaces the welcome page");
    }

    @Test
    void fileAndHelpOfferTheSameExamples() throws Exception {
        for (String top : List.of("File", "Help")) {
            Menu examples = menu(top, "Open Example");
            List<String> labels = Arrays.stream(examples.getItems()).map(MenuItem::getText).toList();
            assertEquals(Examples.ALL.stream().map(Examples.Example::title).toList(), labels, top);
            assertTrue(Arrays.stream(examples.getItems()).allMatch(MenuItem::isEnabled), top + ": every example installed");
        }
        click(item(menu("Help", "Open Example"), "A healthy fabric"));
        Ui.waitFor(() -> WindowDocument.get().file().map(p -> p.endsWith("healthy.lnetmodel")).orElse(false),
                "the healthy fabric opens");
        assertEquals("healthy", WindowDocument.get().fabric().orElseThrow().getName());
    }

    private IWorkbenchPage page() throws Exception {
        return PlatformUI.getWorkbench().showPerspective(LnetScopePerspective.ID, window);
    }

    /** The submenu reached by these labels from the menu bar, filled as it is when shown. */
    private Menu menu(String... path) {
        Menu menu = window.getShell().getMenuBar();
        for (String label : path) {
            menu = item(menu, label).getMenu();
            assertNotNull(menu, label + " has no submenu");
        }
        menu.notifyListeners(SWT.Show, null);
        return menu;
    }

    private static MenuItem item(Menu menu, String label) {
        // MenuManagers fill their items when the menu is about to show.
        menu.notifyListeners(SWT.Show, null);
        Optional<MenuItem> found = Arrays.stream(menu.getItems())
                .filter(i -> i.getText().replace("&", "").startsWith(label)).findFirst();
        assertTrue(found.isPresent(), "no '" + label + "' in " + Arrays.stream(menu.getItems()).map(MenuItem::getText).toList());
        return found.get();
    }

    private static void click(MenuItem item) {
        item.notifyListeners(SWT.Selection, null);
    }
}
