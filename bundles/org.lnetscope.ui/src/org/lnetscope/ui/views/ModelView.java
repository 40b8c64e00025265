package org.lnetscope.ui.views;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.lnetscope.analysis.Labels;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.session.FabricDocument;
import org.lnetscope.ui.WindowDocument;

/**
 * The open fabric as a tree, every object named the way crash or lnetctl names it; selecting one
 * shows (and, for a model file, edits) it in Properties. Edits go through the document's command
 * stack: Edit > Undo takes them back, File > Save writes them.
 */
public class ModelView extends DocumentView {

    private TreeViewer viewer;

    @Override
    public void createPartControl(Composite parent) {
        viewer = new TreeViewer(parent, SWT.SINGLE | SWT.V_SCROLL | SWT.H_SCROLL | SWT.VIRTUAL);
        viewer.setUseHashlookup(true);
        viewer.setContentProvider(new ITreeContentProvider() {
            @Override
            public Object[] getElements(Object input) {
                return input instanceof Fabric fabric ? new Object[] {fabric} : new Object[0];
            }

            @Override
            public Object[] getChildren(Object parent) {
                return parent instanceof EObject e ? e.eContents().toArray() : new Object[0];
            }

            @Override
            public Object getParent(Object element) {
                return element instanceof EObject e ? e.eContainer() : null;
            }

            @Override
            public boolean hasChildren(Object element) {
                return element instanceof EObject e && !e.eContents().isEmpty();
            }
        });
        viewer.setLabelProvider(new LabelProvider() {
            @Override
            public String getText(Object element) {
                return Labels.of(element);
            }
        });
        viewer.addSelectionChangedListener(e -> {
            if (e.getStructuredSelection().getFirstElement() instanceof Node node) {
                WindowDocument.get().setFocus(node);
            }
        });
        getSite().setSelectionProvider(viewer);
        follow();
    }

    @Override
    protected void refresh(FabricDocument.Change change) {
        Fabric fabric = WindowDocument.get().fabric().orElse(null);
        if (change == FabricDocument.Change.OPENED || viewer.getInput() != fabric) {
            viewer.setInput(fabric);
            if (fabric != null) {
                viewer.expandToLevel(2);
            }
        } else if (change == FabricDocument.Change.STATE) {
            viewer.refresh(true);
        }
        String name = WindowDocument.get().file().map(p -> p.getFileName().toString()).orElse("");
        setContentDescription(name + (WindowDocument.get().isDirty() ? " *" : ""));
    }

    /** Shows and selects an object (the Problems view's double-click). */
    public void reveal(EObject object) {
        viewer.setSelection(new StructuredSelection(object), true);
    }

    public TreeViewer viewer() {
        return viewer;
    }

    @Override
    protected Control mainControl() {
        return viewer.getControl();
    }
}
