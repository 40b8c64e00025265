package org.lnetscope.ui.views;

import java.util.LinkedHashSet;
import java.util.Set;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.lnetscope.analysis.Labels;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.render.SvgPictures;
import org.lnetscope.session.FabricDocument;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.properties.PropertiesReset;
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
                        : SvgPictures.router(canvas.picture(), canvas.computeSize(SWT.DEFAULT,
                                SWT.DEFAULT).x)));
        follow();
    }

    @Override
    protected void refresh(FabricDocument.Change change) {
        if (canvas.isDisposed()) {
            return;
        }
        if (change == FabricDocument.Change.OPENED) {
            // Another file: nothing of the previous one stays selected or in Properties.
            selection.select();
            PropertiesReset.clear(getSite().getPage(), this);
        }
        canvas.setRouter(WindowDocument.get().focus().orElse(null));
        setContentDescription(WindowDocument.get().focus()
                .map(n -> (n.getRole() == NodeRole.ROUTER ? "Router " + Labels.node(n)
                        : Labels.node(n) + ": not an LNet router") + stale(n))
                .orElse(""));
        scroller.setMinSize(canvas.computeSize(SWT.DEFAULT, SWT.DEFAULT));
        // Each step outlines what it changed: the peer NI's credits, the queue block, the conn.
        canvas.setHighlighted(WindowDocument.get().replay().map(RouterInternalsView::stepped).orElse(Set.of()));
        // A tour stop's object stays in view through the frames that follow the jump (they relayout).
        long position = WindowDocument.get().replay().map(s -> s.position()).orElse(-1L);
        if (revealed != null && position == revealedAt) {
            scrollTo(revealed);
        } else {
            revealed = null;
        }
    }

    /**
     * What the step changed, to outline: its objects, and, in a model without lnet_msg, the trace ids
     * of the messages it moved (the canvas finds the run drawn from the state that holds them).
     */
    private static Set<Object> stepped(ReplaySession session) {
        Set<Object> objects = new LinkedHashSet<>(session.stepChanges().objects());
        if (session.unmirrored() != null) {
            objects.addAll(session.stepChanges().ids());
        }
        return objects;
    }

    /**
     * A live node whose agent stopped answering shows the last figures it sent: said in the Fabric's
     * own words (LiveSession.staleAgents), never as LNet's state now.
     */
    private static String stale(Node node) {
        String why = WindowDocument.get().live().map(l -> l.staleAgents().get(node.getHostname())).orElse(null);
        return why == null ? "" : " — agent stale: " + why + "; the figures are the last received, not LNet's state now";
    }

    private Object revealed;
    private long revealedAt = -1;

    /**
     * Scrolls {@code object}'s shape (a conn tile, a lane, the queue block holding a message) into
     * view and outlines it with what the step changed: where a tour stop points. False if not drawn.
     */
    public boolean reveal(Object object) {
        var shape = canvas.shapeOf(object);
        if (shape == null) {
            // A conn that is not drawn (closing, not pinned): the lane of the peer NI it connects to.
            Nid nid = object instanceof KibConn conn && conn.getPeer() != null
                    ? conn.getPeer().getNid()
                    : object instanceof KibPeer peer ? peer.getNid() : null;
            Node router = WindowDocument.get().focus().orElse(null);
            PeerNi peerNi = nid == null || router == null ? null : router.findPeerNi(nid);
            if (peerNi != null) {
                shape = canvas.shapeOf(peerNi);
                object = peerNi;
            }
        }
        if (shape == null) {
            return false;
        }
        revealed = object;
        revealedAt = WindowDocument.get().replay().map(s -> s.position()).orElse(-1L);
        scrollTo(object);
        return true;
    }

    private void scrollTo(Object object) {
        var shape = canvas.shapeOf(object);
        if (shape == null) {
            return;
        }
        Set<Object> lit = new LinkedHashSet<>(WindowDocument.get().replay().map(RouterInternalsView::stepped)
                .orElse(Set.of()));
        lit.add(object);
        canvas.setHighlighted(lit);
        var area = scroller.getClientArea();
        int x = shape.x() + shape.width() < area.width ? 0 : Math.max(0, shape.x() - 40);
        int y = shape.y() + shape.height() < area.height ? 0 : Math.max(0, shape.y() - area.height / 3);
        // Lay the content out at its new size first, or the origin is clamped to the old one.
        scroller.setMinSize(canvas.computeSize(SWT.DEFAULT, SWT.DEFAULT));
        scroller.layout(true);
        scroller.setOrigin(x, y);
    }

    /** The scroll position (tests read it). */
    public Point origin() {
        return scroller.getOrigin();
    }

    /** The visible size of the scrolled area (tests read it). */
    public Rectangle visibleArea() {
        return scroller.getClientArea();
    }

    public RouterInternalsCanvas canvas() {
        return canvas;
    }

    @Override
    protected Control mainControl() {
        return canvas;
    }
}
