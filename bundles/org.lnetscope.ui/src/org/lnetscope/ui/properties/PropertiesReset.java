package org.lnetscope.ui.properties;

import java.util.Arrays;
import java.util.List;

import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.views.properties.PropertySheet;
import org.eclipse.ui.views.properties.PropertySheetPage;

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
                && sheet.getCurrentPage() instanceof PropertySheetPage sheetPage) {
            sheetPage.selectionChanged(from, StructuredSelection.EMPTY);
        }
    }

    /** The top rows (categories) the Properties view shows now, empty when it shows nothing (tests read them). */
    public static List<String> shownRows(IWorkbenchPage page) {
        if (page != null && page.findView(IPageLayout.ID_PROP_SHEET) instanceof PropertySheet sheet
                && sheet.getCurrentPage() != null
                && sheet.getCurrentPage().getControl() instanceof Tree tree) {
            return Arrays.stream(tree.getItems()).map(TreeItem::getText).toList();
        }
        return List.of();
    }
}
