package org.lnetscope.ui.views;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.lnetscope.session.FabricDocument;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.router.RouterInternalsCanvas;

/**
 * Inside the focused router: which peer NIs are out of credits, what waits in their txq and rtrq,
 * and which kib_conns the parked messages keep alive.
 */
public class RouterInternalsView extends DocumentView {

    private ScrolledComposite scroller;
    private RouterInternalsCanvas canvas;
    private final ViewSelection selection = new ViewSelection();

    @Override
    public void createPartControl(Composite parent) {
        scroller = new ScrolledComposite(parent, SWT.V_SCROLL | SWT.H_SCROLL);
        canvas = new RouterInternalsCanvas(scroller);
        scroller.setContent(canvas);
        scroller.setExpandHorizontal(true);
        scroller.setExpandVertical(true);
        scroller.addListener(SWT.Resize, e -> {
            canvas.relayout();
            scroller.setMinSize(canvas.computeSize(SWT.DEFAULT, SWT.DEFAULT));
        });
        canvas.addSelectionListener(subject -> selection.select(subject == null ? new Object[0] : new Object[] {subject}));
        getSite().setSelectionProvider(selection);
        // The whole picture, not only the part scrolled into view.
        getViewSite().getActionBars().getToolBarManager().add(ExportPicture.action(() -> canvas.getShell(),
                "router.png", () -> canvas.computeSize(SWT.DEFAULT, SWT.DEFAULT), canvas::paintTo,
                () -> canvas.picture() == null ? null
                        : org.lnetscope.render.SvgPictures.router(canvas.picture(), canvas.computeSize(SWT.DEFAULT,
                                SWT.DEFAULT).x)));
        follow();
    }

    @Override
    protected void refresh(FabricDocument.Change change) {
        if (canvas.isDisposed()) {
            return;
        }
        canvas.setRouter(WindowDocument.get().focus().orElse(null));
        setContentDescription(WindowDocument.get().focus().map(n -> "Router " + n.getHostname()).orElse(""));
        scroller.setMinSize(canvas.computeSize(SWT.DEFAULT, SWT.DEFAULT));
    }

    public RouterInternalsCanvas canvas() {
        return canvas;
    }

    @Override
    protected Control mainControl() {
        return canvas;
    }
}
