package org.lnetscope.ui.properties;

import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.views.properties.PropertySheet;

/**
 * Empties the Properties view when another file is opened: it would otherwise keep showing an object
 * of the previous fabric until something new is selected.
 */
public final class PropertiesReset {

    private PropertiesReset() {
    }

    public static void clear(IWorkbenchPage page, IWorkbenchPart from) {
        // To the sheet's page, not the sheet: PropertySheet ignores a selection from a part other than
        // the one it last followed (the Model view, say), and every part's objects are gone now.
        if (page != null && page.findView(IPageLayout.ID_PROP_SHEET) instanceof PropertySheet sheet
                && sheet.getCurrentPage() instanceof org.eclipse.ui.views.properties.PropertySheetPage sheetPage) {
            sheetPage.selectionChanged(from, StructuredSelection.EMPTY);
        }
    }
}
