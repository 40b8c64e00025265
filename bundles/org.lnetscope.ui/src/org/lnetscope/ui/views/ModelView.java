package org.lnetscope.ui.views;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
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
import org.lnetscope.session.replay.Unmirrored;
import org.lnetscope.ui.WindowDocument;

/**
 * The open fabric as a tree, every object named the way crash or lnetctl names it; selecting one
 * shows (and, for a model file, edits) it in Properties. Under a replay, whose model leaves lnet_msg
 * and kib_rx out, a row under their owner says how many the state holds ({@link LeftOut}). Edits go through the document's command
 * stack: Edit > Undo takes them back, File > Save writes them.
 */
public class ModelView extends DocumentView {

    private TreeViewer viewer;
    private final ModelRows rows = new ModelRows();

    @Override
    public void createPartControl(Composite parent) {
        viewer = new TreeViewer(parent, SWT.SINGLE | SWT.V_SCROLL | SWT.H_SCROLL | SWT.VIRTUAL);
        viewer.setUseHashlookup(true);
        viewer.setContentProvider(new ITreeContentProvider() {
            @Override
            public Object[] getElements(Object input) {
                return rows.children(input);
            }

            @Override
            public Object[] getChildren(Object parent) {
                return rows.children(parent);
            }

            @Override
            public Object getParent(Object element) {
                return rows.parent(element, viewer.getInput());
            }

            @Override
            public boolean hasChildren(Object element) {
                return rows.hasChildren(element);
            }
        });
        viewer.setLabelProvider(new LabelProvider() {
            @Override
            public String getText(Object element) {
                if (element instanceof ModelRows.Range range) {
                    return rows.label(range);
                }
                return element instanceof LeftOut l ? l.text() : Labels.of(element);
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
        rows.clear();
        Fabric fabric = WindowDocument.get().fabric().orElse(null);
        if (change == FabricDocument.Change.OPENED || !(viewer.getInput() instanceof ModelRows.Root root && root.fabric() == fabric)) {
            viewer.setInput(fabric == null ? null : new ModelRows.Root(fabric));
            if (fabric != null) {
                viewer.expandToLevel(2);
            }
        } else if (change == FabricDocument.Change.STATE) {
            viewer.refresh(true);
        }
        String name = WindowDocument.get().file().map(p -> p.getFileName().toString()).orElse("");
        setContentDescription(name + (WindowDocument.get().isDirty() ? " *" : ""));
    }

    /**
     * A row for what a replay's model leaves out under {@code owner} (a node's lnet_msg, a conn's
     * kib_rx: {@code ReplaySession.Mirror.WITHOUT_MESSAGES_AND_RXS}), with their number in the replay
     * state, so that a node whose messages are not in the tree does not look as if it had none.
     */
    record LeftOut(EObject owner, EReference feature, int count) {

        static List<LeftOut> of(EObject owner) {
            Unmirrored unmirrored = WindowDocument.get().unmirrored(owner);
            if (unmirrored == null) {
                return List.of();
            }
            List<LeftOut> out = new ArrayList<>();
            for (EReference feature : owner.eClass().getEAllContainments()) {
                if (Unmirrored.leftOut(feature)) {
                    int count = unmirrored.size(owner, feature);
                    if (count != 0) {
                        out.add(new LeftOut(owner, feature, count));
                    }
                }
            }
            return out;
        }

        String text() {
            String kind = Labels.kernelName(feature.getEReferenceType().getName());
            return count == Unmirrored.UNKNOWN
                    ? kind + ": how many is unknown while the cursor moves (not listed here)"
                    : kind + ": " + String.format("%,d", count)
                            + " in the replay state, not listed here (Router Internals and Properties show them)";
        }
    }

    /** The rows under a tree row, as the tree shows them (ranges where there are more than {@value ModelRows#SPAN}). */
    public List<Object> children(Object parent) {
        return List.of(rows.children(parent));
    }

    /** The label the tree gives a row. */
    public String label(Object row) {
        return ((LabelProvider) viewer.getLabelProvider()).getText(row);
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
