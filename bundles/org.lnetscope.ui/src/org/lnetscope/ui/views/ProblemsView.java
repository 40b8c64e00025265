package org.lnetscope.ui.views;

import java.util.List;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.PartInitException;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.validation.LnetValidation;
import org.lnetscope.session.FabricDocument;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.WindowDocument;

/**
 * What the LNet invariants say about the open fabric: credits that disagree with their queues,
 * refcounts below the rx held, pinned connections. Double-click shows the object in the Model view.
 * Re-checked after every edit, so fixing a counter clears its problem.
 */
public class ProblemsView extends DocumentView {

    private TableViewer viewer;

    @Override
    public void createPartControl(Composite parent) {
        viewer = new TableViewer(parent, SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        viewer.getTable().setHeaderVisible(true);
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        Columns.add(viewer, Diagnostic.class, "Severity", 80, d -> d.getSeverity() >= Diagnostic.ERROR ? "error"
                : d.getSeverity() >= Diagnostic.WARNING ? "warning" : "info");
        Columns.add(viewer, Diagnostic.class, "Problem", 900, Diagnostic::getMessage);
        viewer.addDoubleClickListener(e -> {
            if (((org.eclipse.jface.viewers.IStructuredSelection) e.getSelection()).getFirstElement() instanceof Diagnostic d) {
                subject(d).ifPresent(this::reveal);
            }
        });
        follow();
    }

    @Override
    protected void refresh(FabricDocument.Change change) {
        Fabric fabric = WindowDocument.get().fabric().orElse(null);
        // A replayed trace changes every frame; checking 10^5 objects per frame would stall playback.
        if (fabric == null || WindowDocument.get().replay().isPresent()) {
            viewer.setInput(List.of());
            setContentDescription(fabric == null ? "" : "Not checked while replaying a trace.");
            return;
        }
        List<Diagnostic> problems = LnetValidation.problems(LnetValidation.validate(fabric));
        viewer.setInput(problems);
        long errors = problems.stream().filter(d -> d.getSeverity() >= Diagnostic.ERROR).count();
        setContentDescription(errors + " errors, " + (problems.size() - errors) + " warnings");
    }

    static java.util.Optional<EObject> subject(Diagnostic d) {
        return d.getData().stream().filter(EObject.class::isInstance).map(EObject.class::cast).findFirst();
    }

    private void reveal(EObject object) {
        try {
            ModelView model = (ModelView) getSite().getPage().showView(LnetScopeUi.MODEL_VIEW_ID);
            model.reveal(object);
        } catch (PartInitException e) {
            // The Model view cannot open: the problem text already names the object.
        }
    }

    /** The problems shown now (tests read them). */
    @SuppressWarnings("unchecked")
    public List<Diagnostic> problems() {
        return (List<Diagnostic>) viewer.getInput();
    }

    @Override
    protected Control mainControl() {
        return viewer.getControl();
    }
}
