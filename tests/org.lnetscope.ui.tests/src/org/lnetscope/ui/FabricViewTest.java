package org.lnetscope.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.lnetscope.ui.views.FabricView;

class FabricViewTest {

    @Test
    void emptyFabricViewTellsHowToOpenOne() throws PartInitException {
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        FabricView view = (FabricView) page.showView(LnetScopeUi.FABRIC_VIEW_ID);
        String text = view.statusText();
        assertTrue(text.contains("No fabric open"), text);
        assertTrue(text.contains("File > Open"), text);
        assertFalse(view.getViewSite().getShell().isDisposed());
    }
}
