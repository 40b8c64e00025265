package org.lnetscope.ui.router;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.lnetscope.analysis.MsgQueues;
import org.lnetscope.model.Message;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.PeerNi;
import org.lnetscope.render.router.Legend;
import org.lnetscope.render.router.QueueRun;
import org.lnetscope.render.router.RouterPicture;
import org.lnetscope.render.router.Shape;
import org.lnetscope.render.router.Tooltips;
import org.lnetscope.replay.StateQuery;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.session.replay.StateObject;
import org.lnetscope.session.replay.Unmirrored;
import org.lnetscope.trace.state.IntList;
import org.lnetscope.ui.Fonts;
import org.lnetscope.ui.WindowDocument;

/** Paints a {@link RouterPicture}; hover explains what is under the pointer. */
public final class RouterInternalsCanvas extends Canvas {

    private final Font bold;
    private Node router;
    private RouterPicture picture;
    private Shape hovered;
    private Shape selected;
    /** What the last step changed, or what a tour stop talks about: outlined. */
    private Set<?> highlighted = Set.of();
    private final List<Consumer<Object>> selectionListeners = new CopyOnWriteArrayList<>();

    public RouterInternalsCanvas(Composite parent) {
        super(parent, SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
        bold = Fonts.bold(this);
        addPaintListener(e -> paint(e.gc));
        addListener(SWT.MouseMove, e -> hover(e.x, e.y));
        addListener(SWT.MouseExit, e -> hover(-1, -1));
        addListener(SWT.MouseUp, e -> {
            if (e.button == 1 && picture != null) {
                select(picture.at(e.x, e.y));
            }
        });
    }

    /** Shows this router (null: nothing); recomputes the layout for the current width. */
    public void setRouter(Node node) {
        // a server's or a compute's queues toward the routers are not a router's insides: say so
        // instead of drawing them as "Router oss3 ... (router)"
        notARouter = node != null && node.getRole() != NodeRole.ROUTER ? node : null;
        router = notARouter != null ? null : node;
        relayout();
    }

    /** What the view says instead of a picture (tests read it). */
    public String emptyText() {
        if (notARouter != null) {
            return "Router Internals applies to LNet routers: " + notARouter.getHostname() + " is a "
                    + notARouter.getRole().getLiteral() + ". Select a router in the Fabric or Nodes view.";
        }
        return "No router in this fabric. Open a .lnetmodel with an LNet router.";
    }

    private Node notARouter;
    /** What the picture was made of: a frame's queues are the frame's (ReplaySession.msgQueues()). */
    private Node pictureRouter;
    private int pictureWidth;
    private MsgQueues pictureQueues;

    /** Called with the model object clicked: a message (first of its run), a kib_conn, a peer NI. */
    public void addSelectionListener(Consumer<Object> listener) {
        selectionListeners.add(listener);
    }

    private void select(Shape shape) {
        selected = shape;
        redraw();
        Object subject = shape == null ? null : shape.subject() instanceof QueueRun run ? firstOf(run) : shape.subject();
        selectionListeners.forEach(l -> l.accept(subject));
    }

    /**
     * The run's first message: the model's object, or, in a replay's model without lnet_msg, the message
     * of the replay state (Properties reads its fields and its kib_rx there).
     */
    private static Object firstOf(QueueRun run) {
        if (run.first() != null || run.firstMsg() == null) {
            return run.first();
        }
        ReplaySession session = WindowDocument.get().replay().orElse(null);
        return session == null || session.query() == null ? null : StateObject.of(session, run.firstMsg().id());
    }

    public RouterPicture picture() {
        return picture;
    }

    /** Outlines the shapes that show these objects (peer NIs, kib_conns, messages); empty: none. */
    public void setHighlighted(Set<?> objects) {
        highlighted = objects == null ? Set.of() : objects;
        lit = null;
        redraw();
    }

    /** The shapes outlined now, found once per picture and highlight, not per paint (tests read them). */
    public List<Shape> highlightedShapes() {
        if (picture == null || highlighted.isEmpty()) {
            return List.of();
        }
        if (lit == null) {
            List<Shape> found = new ArrayList<>();
            Unmirrored unmirrored = WindowDocument.get().unmirrored(router);
            PeerNi lane = null;
            for (Shape shape : picture.shapes()) {
                if (shape.kind() == Shape.Kind.LANE_LABEL && shape.subject() instanceof PeerNi p) {
                    lane = p;
                }
                if (isHighlighted(shape) || unmirrored != null && lane != null && holdsHighlighted(unmirrored, lane, shape)) {
                    found.add(shape);
                }
            }
            lit = found;
        }
        return lit;
    }

    private List<Shape> lit;

    private boolean isHighlighted(Shape shape) {
        if (highlighted.isEmpty() || shape.subject() == null) {
            return false;
        }
        if (highlighted.contains(shape.subject())) {
            return true;
        }
        if (shape.subject() instanceof QueueRun run) {
            if (run.key() != null && highlighted.contains(run.key())) {
                return true;
            }
            for (Object object : highlighted) {
                // A message can only be in the run of its sender (txq) or of the conn its rx holds (rtrq):
                // check the key before scanning the run, or every paint walks 17,000 parked messages.
                if (object instanceof Message m
                        && (Objects.equals(run.key(), m.getSrcNid()) || run.key() == m.heldConn()
                                || run.key() == null)
                        && run.contains(m)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * A run drawn from the replay state (no message objects) that holds a message the step changed
     * (its trace id among the highlighted): the txq group of its src_nid on this lane, or the router
     * queue run whose positions hold it.
     */
    private boolean holdsHighlighted(Unmirrored unmirrored, PeerNi lane, Shape shape) {
        if (!(shape.subject() instanceof QueueRun run) || run.first() != null) {
            return false;
        }
        StateQuery query = unmirrored.query();
        int laneId = unmirrored.id(lane);
        if (query == null || laneId < 0) {
            return false;
        }
        for (Object object : highlighted) {
            if (!(object instanceof Integer msg) || !query.msgs.isMsg(msg)) {
                continue;
            }
            if (shape.kind() == Shape.Kind.TXQ_RUN) {
                if (Objects.equals(run.key(), query.msgs.srcNid(msg)) && indexOf(query.peerNis.txq(laneId), msg) >= 0) {
                    return true;
                }
            } else if (shape.kind() == Shape.Kind.RTRQ_RUN) {
                int at = indexOf(query.peerNis.routerQueue(laneId, query.layout()), msg);
                if (at >= run.start() && at < run.start() + run.count()) {
                    return true;
                }
            }
        }
        return false;
    }

    private static int indexOf(IntList list, int value) {
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i) == value) {
                return i;
            }
        }
        return -1;
    }

    /** The first shape that shows {@code object} (a conn tile, a lane, the run holding a message), or null. */
    public Shape shapeOf(Object object) {
        if (picture == null || object == null) {
            return null;
        }
        // Its own shape first (a conn's tile, not the rtrq block that pins it), else what holds it.
        for (Shape shape : picture.shapes()) {
            if (shape.subject() == object) {
                return shape;
            }
        }
        for (Shape shape : picture.shapes()) {
            if (shape.shows(object)) {
                return shape;
            }
        }
        return null;
    }

    public void relayout() {
        int width = Math.max(getParent().getClientArea().width, 700);
        MsgQueues queues = queuesOf(router);
        if (router != null && queues == null) {
            redraw(); // a long move is changing the replay state: the picture of the last frame stays
            return;
        }
        // a replay frame's queues (one StateMsgQueues per frame) with the same router and width: the
        // picture is the one drawn for this frame already (a jump's frame asks twice: the focus follows
        // the jump, then the frame's refresh; 110,000 shapes at the full seed's OOM)
        boolean same = picture != null && router == pictureRouter && width == pictureWidth && queues == pictureQueues
                && queues != MsgQueues.MODEL;
        if (!same) {
            picture = router == null ? null : RouterPicture.of(router, width, queues);
            pictureRouter = router;
            pictureWidth = width;
            pictureQueues = queues;
        }
        lit = null;
        hovered = null;
        selected = null;
        setToolTipText(null);
        redraw();
    }

    @Override
    public Point computeSize(int wHint, int hHint, boolean changed) {
        int width = Math.max(getParent().getClientArea().width, 700);
        return new Point(width, picture == null ? 200 : picture.height());
    }

    /**
     * Where the picture reads queues and held rxs: the open replay's state when the router is of its
     * model (ReplaySession.msgQueues(): the model's own lists, or the state for a model without lnet_msg
     * and kib_rx; null while a move runs), else the model's lists (a dump, a .lnetmodel, a live session).
     */
    private static MsgQueues queuesOf(Node router) {
        ReplaySession session = WindowDocument.get().replay().orElse(null);
        if (router == null || session == null || EcoreUtil.getRootContainer(router) != session.fabric()) {
            return MsgQueues.MODEL;
        }
        return session.msgQueues();
    }

    /** Draws the current picture into any GC: the window's, an image for PNG export, a benchmark's. */
    public void paintTo(GC gc) {
        paint(gc);
    }

    private void paint(GC gc) {
        gc.setAdvanced(true);
        gc.setAntialias(SWT.ON);
        gc.setTextAntialias(SWT.ON);
        gc.setBackground(Palette.BACKGROUND);
        gc.fillRectangle(getClientArea());
        if (picture == null) {
            gc.setForeground(Palette.MUTED);
            gc.drawText(emptyText(), 12, 12, true);
            return;
        }
        paintOwnership(gc);
        // At full incident scale the picture has ~30,000 shapes but a screen shows a few hundred:
        // paint only what the damaged area (the visible part of the scrolled canvas) can show.
        Rectangle clip = gc.getClipping();
        for (Shape shape : picture.shapes()) {
            if (shape.x() < clip.x + clip.width && shape.x() + shape.width() > clip.x && shape.y() < clip.y + clip.height
                    && shape.y() + shape.height() > clip.y) {
                paintShape(gc, shape);
            }
        }
        if (!highlighted.isEmpty()) {
            gc.setForeground(Palette.HIGHLIGHT);
            gc.setLineWidth(3);
            for (Shape shape : highlightedShapes()) {
                // A node's change (its memory) outlines the title that shows it, not the diagnosis.
                if (shape.kind() != Shape.Kind.DIAGNOSIS) {
                    gc.drawRoundRectangle(shape.x() - 3, shape.y() - 3, shape.width() + 5, shape.height() + 5, 8, 8);
                }
            }
            gc.setLineWidth(1);
        }
    }

    /**
     * Ownership lines (held kib_rx -> its kib_conn) for one thing only: the hovered or selected run
     * or conn. Run and conn already share a colour; all lines at once are a tangle by the OOM.
     */
    private void paintOwnership(GC gc) {
        Shape focus = hovered != null ? hovered : selected;
        if (focus == null || !(focus.kind() == Shape.Kind.RTRQ_RUN || focus.kind() == Shape.Kind.CONN)) {
            return;
        }
        gc.setForeground(Palette.tone(Shape.Tone.PINNED));
        gc.setLineWidth(2);
        for (int[] edge : picture.ownership()) {
            Shape run = picture.shapes().get(edge[0]);
            Shape conn = picture.shapes().get(edge[1]);
            if (focus == run || focus == conn) {
                gc.drawLine(run.centerX(), run.y() + run.height(), conn.centerX(), conn.y());
            }
        }
        gc.setLineWidth(1);
    }

    private void paintShape(GC gc, Shape s) {
        switch (s.kind()) {
            case TITLE -> {
                gc.setFont(bold);
                gc.setForeground(Palette.TEXT);
                gc.drawText(s.lines().get(0), s.x(), s.y(), true);
                gc.setFont(getFont());
                gc.setForeground(Palette.MUTED);
                gc.drawText(s.lines().get(1), s.x(), s.y() + 20, true);
            }
            case LANE_LABEL -> {
                gc.setBackground(Palette.LANE);
                gc.fillRoundRectangle(s.x(), s.y(), s.width(), s.height(), 8, 8);
                gc.setBackground(Palette.tone(s.tone()));
                gc.fillRectangle(s.x(), s.y() + 2, 5, s.height() - 4);
                text(gc, s, 12, true);
            }
            case QUEUE_CAPTION -> {
                gc.setForeground(Palette.MUTED);
                Point extent = gc.textExtent(s.lines().get(0));
                gc.drawText(s.lines().get(0), s.x() + s.width() - extent.x, s.y() + 3, true);
            }
            case LEGEND -> paintLegend(gc, s);
            case TXQ_RUN, RTRQ_RUN -> paintRun(gc, s);
            case CONN -> paintConn(gc, s);
            case DIAGNOSIS -> {
                // Wrapped to the width: it is the sentence to read first.
                gc.setForeground(Palette.tone(s.tone()));
                gc.setFont(bold);
                drawWrapped(gc, s.lines().get(0), s.x(), s.y() + 2, s.width(), s.height());
                gc.setFont(getFont());
            }
            case NOTE -> {
                gc.setForeground(s.tone() == Shape.Tone.NEUTRAL ? Palette.MUTED : Palette.tone(s.tone()));
                gc.drawText(s.lines().get(0), s.x(), s.y() + 3, true);
            }
        }
    }

    /** Swatches laid out as RouterPicture reserved room for them (Legend's estimated widths). */
    private void paintLegend(GC gc, Shape s) {
        int x = s.x();
        int y = s.y();
        int lineHeight = gc.getFontMetrics().getHeight();
        for (Legend.Item item : Legend.ITEMS) {
            int w = Legend.width(item);
            if (x > s.x() && x + w > s.x() + s.width()) {
                x = s.x();
                y += s.height() / Math.max(1, s.height() / 22);
            }
            int top = y + 4;
            switch (item.swatch()) {
                case BAR -> {
                    gc.setBackground(Palette.tone(item.tone()));
                    gc.fillRectangle(x + 5, top, 5, 14);
                }
                case BLOCK -> {
                    gc.setBackground(Palette.hue(item.hue()));
                    gc.fillRectangle(x, top, Legend.SWATCH, 14);
                }
                case BORDER -> {
                    gc.setBackground(Palette.hue(item.hue()));
                    gc.fillRoundRectangle(x, top, Legend.SWATCH, 14, 4, 4);
                    gc.setForeground(Palette.tone(item.tone()));
                    gc.setLineWidth(item.tone() == Shape.Tone.PINNED ? 3 : 1);
                    gc.drawRoundRectangle(x, top, Legend.SWATCH - 1, 13, 4, 4);
                    gc.setLineWidth(1);
                }
            }
            gc.setForeground(Palette.MUTED);
            gc.drawText(item.text(), x + Legend.SWATCH + 4, top + 7 - lineHeight / 2, true);
            x += w;
        }
    }

    private void paintRun(GC gc, Shape s) {
        gc.setBackground(Palette.hue(s.hue()));
        gc.fillRectangle(s.x(), s.y(), s.width(), s.height());
        gc.setForeground(s.tone() == Shape.Tone.PINNED ? Palette.tone(Shape.Tone.PINNED) : Palette.BACKGROUND);
        gc.setLineWidth(s == hovered || s == selected ? 2 : 1);
        gc.drawRectangle(s.x(), s.y(), s.width() - 1, s.height() - 1);
        gc.setLineWidth(1);
        String count = s.lines().get(0);
        Point extent = gc.textExtent(count);
        if (extent.x + 4 < s.width()) {
            gc.setForeground(Palette.TEXT);
            gc.drawText(count, s.x() + (s.width() - extent.x) / 2, s.y() + (s.height() - extent.y) / 2, true);
        }
    }

    private void paintConn(GC gc, Shape s) {
        gc.setBackground(Palette.hue(s.hue()));
        gc.fillRoundRectangle(s.x(), s.y(), s.width(), s.height(), 6, 6);
        gc.setForeground(Palette.tone(s.tone()));
        gc.setLineWidth(s.tone() == Shape.Tone.PINNED || s == selected ? 3 : 1);
        gc.drawRoundRectangle(s.x(), s.y(), s.width() - 1, s.height() - 1, 6, 6);
        gc.setLineWidth(1);
        text(gc, s, 6, true);
    }

    private static void drawWrapped(GC gc, String text, int x, int y, int width, int height) {
        int lineHeight = gc.getFontMetrics().getHeight();
        StringBuilder line = new StringBuilder();
        int top = y;
        for (String word : text.split(" ")) {
            String candidate = line.length() == 0 ? word : line + " " + word;
            if (gc.textExtent(candidate).x > width && line.length() > 0) {
                gc.drawText(line.toString(), x, top, true);
                top += lineHeight;
                if (top + lineHeight > y + height) {
                    return;
                }
                line = new StringBuilder(word);
            } else {
                line = new StringBuilder(candidate);
            }
        }
        gc.drawText(line.toString(), x, top, true);
    }

    private void text(GC gc, Shape s, int indent, boolean firstBold) {
        int y = s.y() + 3;
        for (int i = 0; i < s.lines().size(); i++) {
            gc.setFont(i == 0 && firstBold ? bold : getFont());
            // Dark text on the light hues: grey was unreadable on the purple and blue ones.
            gc.setForeground(Palette.TEXT);
            gc.drawText(s.lines().get(i), s.x() + indent, y, true);
            y += gc.getFontMetrics().getHeight();
        }
        gc.setFont(getFont());
    }

    private void hover(int x, int y) {
        Shape under = picture == null || x < 0 ? null : picture.at(x, y);
        if (under == hovered) {
            return;
        }
        hovered = under;
        setToolTipText(under == null ? null : Tooltips.of(under, picture.queues()));
        redraw();
    }
}
