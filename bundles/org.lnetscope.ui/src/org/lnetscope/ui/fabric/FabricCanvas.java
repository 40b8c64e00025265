package org.lnetscope.ui.fabric;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Path;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.lnetscope.analysis.MsgQueues;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LocalNi;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.render.fabric.FabricGraph.Box;
import org.lnetscope.render.fabric.FabricGraph;
import org.lnetscope.render.fabric.FabricGraphBuilder;
import org.lnetscope.render.fabric.FabricLayout.Placed;
import org.lnetscope.render.fabric.FabricLayout.Route;
import org.lnetscope.render.fabric.FabricLayout;
import org.lnetscope.render.router.Shape;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.ui.Fonts;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.router.Palette;

/**
 * The fabric drawn with SWT: computes | routers | servers, links coloured by the router's credit
 * for that peer and as thick as its queues. Wheel zooms at the pointer, drag pans, double-click opens
 * or closes a group, a click selects. Box positions glide to their new place when the state
 * changes, so the eye can follow a node through a replay.
 */
public final class FabricCanvas extends Canvas {

    private static final int ANIMATION_MILLIS = 240;
    private static final int LEGEND_HEIGHT = 30;
    private static final int HEADING_HEIGHT = 22;
    private static final int FRAME_MILLIS = 16;
    private static final Color SELECTION = new Color(new RGB(0x1f, 0x6f, 0xeb));
    /** A stale agent's node: greyed, its values the last received (not LNet down, which is red). */
    private static final Color STALE_FILL = new Color(new RGB(0xdd, 0xdd, 0xdd));
    private static final Color STALE_TEXT = new Color(new RGB(0x55, 0x55, 0x55));
    private static final String STALE_PREFIX = "agent stale: ";

    private final Font bold;
    private final Font small;
    private final Viewport viewport = new Viewport();
    private final Set<String> expanded = new HashSet<>();
    private final List<Consumer<Box>> selectionListeners = new CopyOnWriteArrayList<>();
    private Fabric fabric;
    private FabricLayout.Result layout;
    private Map<String, double[]> from = Map.of();
    private long animationStart;
    private Box selected;
    private String highlight;
    private int dragX = -1;
    private int dragY;
    private boolean fitPending = true;
    /** The groups open in the picture shown: what Cancel goes back to. */
    private Set<String> laidOutOpen = Set.of();
    private final Button cancel;
    /** Hostnames whose live agent is stale, with why ("no answer since 14:02:11 (connection refused)"). */
    private Map<String, String> stale = Map.of();

    public FabricCanvas(Composite parent) {
        super(parent, SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
        bold = Fonts.bold(this);
        small = Fonts.smaller(this, 3);
        addPaintListener(e -> paint(e.gc));
        addListener(SWT.MouseVerticalWheel, this::wheel);
        addListener(SWT.MouseDown, e -> {
            dragX = e.x;
            dragY = e.y;
        });
        addListener(SWT.MouseUp, e -> {
            boolean click = Math.abs(e.x - dragX) + Math.abs(e.y - dragY) < 4;
            dragX = -1;
            if (click && e.button == 1) {
                select(boxAt(e.x, e.y));
            }
        });
        addListener(SWT.MouseMove, this::move);
        addListener(SWT.MouseDoubleClick, e -> {
            Box box = boxAt(e.x, e.y);
            if (box != null && box.group()) {
                toggle(box.key());
            }
        });
        addListener(SWT.Resize, e -> {
            if (fitPending) {
                fit();
            }
            if (pending != null) {
                showCancel(true);
            }
        });
        cancel = new Button(this, SWT.PUSH);
        cancel.setVisible(false);
        cancel.addListener(SWT.Selection, e -> cancelLayout());
        addListener(SWT.KeyDown, e -> {
            if (e.keyCode == SWT.ESC) {
                cancelLayout();
            }
        });
    }

    /** Shows a fabric (null clears). Layout state (groups opened, zoom) survives a new state of the same fabric. */
    public void setFabric(Fabric newFabric) {
        if (pending != null) {
            pending.cancel();
            pending = null;
            showCancel(false);
        }
        snapshot = false;
        boolean sameFabric = newFabric != null && fabric != null && newFabric.getName() != null
                && newFabric.getName().equals(fabric.getName());
        if (!sameFabric) {
            expanded.clear();
            laidOutOpen = Set.of();
            fitPending = true;
            selected = null;
            highlight = null;
            setToolTipText(null); // the closed file's node must not stay under the pointer
        }
        fabric = newFabric;
        relayout();
    }

    /** The background layout of the fabric being shown, while it runs. */
    private Job pending;
    /** What to find once the running layout is done. */
    private String revealWhenLaidOut;
    /** Nothing but the user changes the fabric shown, so its layouts may run in a job. */
    private boolean snapshot;

    /**
     * Shows a fabric as {@link #setFabric} does, but builds its graph and runs ELK in a job: on a
     * fabric of 50 routers and 550,000 conns that is one to two seconds the event loop must not
     * wait for. Only for a fabric nothing else changes meanwhile (a snapshot, not a replay or live
     * agents, whose frames change it on the UI thread). Returns the job.
     */
    public Job setFabricInBackground(Fabric newFabric) {
        expanded.clear();
        laidOutOpen = Set.of();
        fitPending = true;
        selected = null;
        highlight = null;
        setToolTipText(null);
        fabric = newFabric;
        layout = null;
        snapshot = true;
        return layoutInBackground();
    }

    /** Builds and lays out the graph of {@link #fabric} in a job; the old picture stays until it is done. */
    private Job layoutInBackground() {
        return layoutInBackground(null);
    }

    /**
     * Lays out in a job: the graph given (built on the UI thread, for a fabric a replay or live
     * agents change there) or, when null, built in the job too (a snapshot). The canvas says what
     * is being laid out and offers Cancel meanwhile; Cancel (or a new file, or closing this one)
     * stops ELK at its next phase and keeps the picture as it was.
     */
    private Job layoutInBackground(FabricGraph built) {
        if (pending != null) {
            pending.cancel();
        }
        Fabric shown = fabric;
        Set<String> open = Set.copyOf(expanded);
        Display display = getDisplay();
        Job job = Job.create("Laying out " + shown.getName(),
                monitor -> {
                    FabricGraph graph = built != null ? built : FabricGraphBuilder.build(shown, open);
                    monitor.beginTask("Laying out " + graph.boxes().size() + " boxes", IProgressMonitor.UNKNOWN);
                    FabricLayout.Result result = monitor.isCanceled() ? null : FabricLayout.layout(graph, monitor::isCanceled);
                    if (result == null) {
                        return Status.CANCEL_STATUS;
                    }
                    display.asyncExec(() -> {
                        if (!isDisposed() && fabric == shown && !monitor.isCanceled() && open.equals(expanded)) {
                            pending = null;
                            laidOutOpen = open;
                            showCancel(false);
                            apply(result);
                            revealPending();
                        }
                    });
                    return Status.OK_STATUS;
                });
        pending = job;
        job.schedule();
        showCancel(true);
        redraw();
        return job;
    }

    /**
     * Stops the layout being made and goes back to the groups of the picture shown (the Cancel
     * button over the canvas, Esc).
     */
    public void cancelLayout() {
        if (pending == null) {
            return;
        }
        pending.cancel();
        pending = null;
        revealWhenLaidOut = null;
        expanded.clear();
        expanded.addAll(laidOutOpen);
        showCancel(false);
        redraw();
    }

    private void showCancel(boolean show) {
        if (cancel == null || cancel.isDisposed()) {
            return;
        }
        if (show) {
            cancel.setText("Cancel laying out");
            Point size = cancel.computeSize(SWT.DEFAULT, SWT.DEFAULT);
            cancel.setBounds(getClientArea().width - size.x - 10, 8, size.x, size.y);
        }
        cancel.setVisible(show);
    }

    /** A search that came while the layout was being made: run it now that the boxes exist. */
    private void revealPending() {
        String query = revealWhenLaidOut;
        revealWhenLaidOut = null;
        if (query != null) {
            reveal(query);
        }
    }

    /**
     * Rebuilds the graph of {@link #fabric} in a job after an edit, then recolours the picture in
     * place (FabricLayout.reuse) or, if boxes or links came or went, lays it out again there too.
     */
    private Job stateInBackground() {
        if (pending != null) {
            pending.cancel();
        }
        Fabric shown = fabric;
        Set<String> open = Set.copyOf(expanded);
        FabricLayout.Result before = layout;
        Display display = getDisplay();
        Job job = Job.create("Redrawing " + shown.getName(), monitor -> {
            FabricGraph graph = FabricGraphBuilder.build(shown, open);
            if (monitor.isCanceled()) {
                return;
            }
            FabricLayout.Result reused = before == null ? null : FabricLayout.reuse(before, graph);
            FabricLayout.Result result = reused != null ? reused : FabricLayout.layout(graph, monitor::isCanceled);
            if (result == null) {
                return;
            }
            display.asyncExec(() -> {
                // a later edit cancelled this job on the UI thread, before this runs: its result is stale
                if (!isDisposed() && fabric == shown && !monitor.isCanceled() && open.equals(expanded)) {
                    pending = null;
                    showCancel(false);
                    if (reused != null && layout == before) {
                        layout = reused;
                        redraw();
                    } else {
                        apply(result);
                    }
                    revealPending();
                }
            });
        });
        pending = job;
        job.schedule();
        return job;
    }

    /** The background layout being made, or null (tests check it stops when canceled). */
    public Job layoutJob() {
        return pending;
    }

    /** Whether the Cancel button over the picture is showing (tests). */
    public boolean offersCancel() {
        return cancel.isVisible();
    }

    /** Whether a background layout is still running (tests and the benchmark wait for it). */
    public boolean isLayingOut() {
        return pending != null;
    }

    /**
     * The same fabric with new values (a replay frame): recolour and re-thicken in place. ELK runs
     * again only if boxes or links came or went, so playing a trace never makes the picture jump.
     */
    public void refreshState() {
        if (snapshot && fabric != null) {
            // An edit of a snapshot: building the graph of a 550,000-conn fabric takes most of a
            // second, so it runs in the job as the layout does (restarted if one is running, since
            // it may have read the fabric before this edit).
            stateInBackground();
            return;
        }
        if (pending != null) {
            return; // the background layout shows the fabric as it is when it ends
        }
        if (fabric == null || layout == null) {
            relayout();
            return;
        }
        FabricGraph graph = graph(fabric, expanded);
        if (graph == null) {
            return;
        }
        FabricLayout.Result reused = FabricLayout.reuse(layout, graph);
        if (reused == null) {
            relayout();
            return;
        }
        layout = reused;
        redraw();
    }

    /**
     * The nodes whose live agent is stale, by hostname, with the reason to show on them (empty:
     * none, or not live). Their boxes are greyed and say why; their last values stay.
     */
    public void setStale(Map<String, String> hostsAndReasons) {
        Map<String, String> now = Map.copyOf(hostsAndReasons);
        if (!now.equals(stale)) {
            stale = now;
            redraw();
        }
    }

    /**
     * What the box says about its stale agents, or null if none is stale: the reason for one node;
     * for a group "3 of 16 agents stale" (greyed only when all are).
     */
    public String staleText(Box box) {
        if (stale.isEmpty()) {
            return null;
        }
        List<String> reasons = box.members().stream().filter(n -> n.getHostname() != null).map(n -> stale.get(n.getHostname()))
                .filter(r -> r != null).toList();
        if (reasons.isEmpty()) {
            return null;
        }
        if (box.members().size() == 1) {
            return STALE_PREFIX + reasons.get(0);
        }
        return reasons.size() + " of " + box.members().size() + " agents stale"
                + (reasons.stream().distinct().count() == 1 ? ": " + reasons.get(0) : "");
    }

    private boolean greyed(Box box) {
        return !stale.isEmpty() && !box.members().isEmpty()
                && box.members().stream().allMatch(n -> n.getHostname() != null && stale.containsKey(n.getHostname()));
    }

    /** The box selected (clicked, or found by {@link #reveal}), or null. */
    public Box selection() {
        return selected;
    }

    /** The fabric shown (or being laid out). */
    public Fabric fabric() {
        return fabric;
    }

    public FabricLayout.Result layoutResult() {
        return layout;
    }

    public void addSelectionListener(Consumer<Box> listener) {
        selectionListeners.add(listener);
    }

    public void toggle(String groupKey) {
        if (!expanded.remove(groupKey)) {
            expanded.add(groupKey);
        }
        if (snapshot && fabric != null) {
            layoutInBackground();
        } else if (fabric != null) {
            // a replay's or live fabric changes on this thread: its graph is built here, ELK runs in the job
            FabricGraph graph = graph(fabric, expanded);
            if (graph != null) {
                layoutInBackground(graph);
            }
        } else {
            relayout();
        }
    }

    public void fit() {
        if (layout != null && getClientArea().width > 0) {
            // Keep the legend strip at the bottom clear of the drawing.
            // and a strip at the top for the column headings, which do not shrink with the drawing
            viewport.fit(layout.width(), layout.height(), getClientArea().width,
                    getClientArea().height - LEGEND_HEIGHT - HEADING_HEIGHT);
            viewport.offsetY += HEADING_HEIGHT;
            redraw();
        }
    }

    public void zoom(double factor) {
        fitPending = false;
        viewport.zoomAt(factor, getClientArea().width / 2.0, getClientArea().height / 2.0);
        redraw();
    }

    /**
     * Finds a node by hostname or NID (or a prefix of either), opening its group if needed, and
     * centres it. Returns false when nothing matches.
     */
    /** The scale at which a box shows its title and detail lines in the bold font (see drawBox). */
    static final double READABLE_SCALE = 0.8;

    /** The drawing's scale (1 = ELK's coordinates in pixels). */
    public double scale() {
        return viewport.scale;
    }

    public boolean reveal(String query) {
        if (fabric != null && pending != null && query != null && !query.isBlank()) {
            revealWhenLaidOut = query; // the Problems view asks while the layout job still runs
            return true;
        }
        if (fabric == null || layout == null || query == null || query.isBlank()) {
            return false;
        }
        String q = query.trim().toLowerCase(Locale.ROOT);
        for (Node node : fabric.getNodes()) {
            if (matches(node, q)) {
                for (Placed placed : layout.boxes()) {
                    if (placed.box().group() && placed.box().members().contains(node)) {
                        expanded.add(placed.box().key());
                        if (snapshot) {
                            // a big snapshot's graph takes most of a second to build: in the job,
                            // and found once it is laid out
                            revealWhenLaidOut = query;
                            layoutInBackground();
                            return true;
                        }
                        relayout();
                        // a group of runs opens into runs: look again, one level further down
                        return reveal(query);
                    }
                }
                for (Placed placed : layout.boxes()) {
                    if (placed.box().members().contains(node) && !placed.box().group()) {
                        highlight = placed.box().key();
                        fitPending = false;
                        // a node found in a fabric fitted to the window can be a few pixels wide: zoom to
                        // where its name and credits are drawn (issue 36: "search zooms to a readable scale")
                        viewport.scale = Math.max(viewport.scale, READABLE_SCALE);
                        viewport.centerOn(placed.x() + placed.width() / 2, placed.y() + placed.height() / 2,
                                getClientArea().width, getClientArea().height);
                        select(placed.box());
                        return true;
                    }
                }
            }
        }
        return false;
    }

    static boolean matches(Node node, String q) {
        if (node.getHostname() != null && node.getHostname().toLowerCase(Locale.ROOT).startsWith(q)) {
            return true;
        }
        for (LocalNi ni : node.getLocalNis()) {
            if (String.valueOf(ni.getNid()).toLowerCase(Locale.ROOT).startsWith(q)) {
                return true;
            }
        }
        return false;
    }

    private void relayout() {
        FabricGraph graph = fabric == null ? null : graph(fabric, expanded);
        if (fabric != null && graph == null) {
            return; // a long move is changing the replay state: the last frame's picture stays
        }
        laidOutOpen = Set.copyOf(expanded);
        apply(graph == null ? null : FabricLayout.layout(graph));
    }

    /**
     * The graph of a fabric shown on this thread (a replay's or a live one), its queue lengths and
     * pinned conns read where the model keeps them: for the open replay, ReplaySession.msgQueues() (the
     * replay state when the window's model leaves lnet_msg and kib_rx out); null while a long move
     * runs; else the model's own lists.
     */
    private static FabricGraph graph(Fabric shown, Set<String> open) {
        ReplaySession session = WindowDocument.get().replay().orElse(null);
        MsgQueues queues = session != null && session.fabric() == shown ? session.msgQueues() : MsgQueues.MODEL;
        return queues == null ? null : FabricGraphBuilder.build(shown, open, queues);
    }

    /** Shows a new layout, gliding each box from where it was. */
    private void apply(FabricLayout.Result result) {
        Map<String, double[]> previous = new HashMap<>();
        if (layout != null) {
            for (Placed p : layout.boxes()) {
                previous.put(p.box().key(), new double[] {p.x(), p.y()});
            }
        }
        layout = result;
        if (layout != null && selected != null) {
            selected = layout.boxes().stream().map(Placed::box).filter(b -> b.key().equals(selected.key()))
                    .findFirst().orElse(null);
        }
        from = previous;
        // Nothing to glide from on a first layout: draw it settled, links included, at once.
        animationStart = previous.isEmpty() ? 0 : System.currentTimeMillis();
        if (fitPending) {
            fit();
        }
        animate();
    }

    private void animate() {
        if (isDisposed()) {
            return;
        }
        redraw();
        if (!from.isEmpty() && System.currentTimeMillis() - animationStart < ANIMATION_MILLIS) {
            getDisplay().timerExec(FRAME_MILLIS, this::animate);
        }
    }

    /** Eased fraction of the glide from the previous layout, 1 when settled. */
    private double progress() {
        double t = Math.min(1.0, (System.currentTimeMillis() - animationStart) / (double) ANIMATION_MILLIS);
        return 1 - Math.pow(1 - t, 3);
    }

    private double[] position(Placed placed, double t) {
        double[] start = from.get(placed.box().key());
        if (start == null || t >= 1) {
            return new double[] {placed.x(), placed.y()};
        }
        return new double[] {start[0] + (placed.x() - start[0]) * t, start[1] + (placed.y() - start[1]) * t};
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
        if (layout == null) {
            gc.setForeground(Palette.MUTED);
            gc.drawText(pending != null ? "Laying out " + fabric.getName() + " ..."
                    : "No fabric open.  File > Open Example, or File > Open... a .lnetmodel file.", 12, 12, true);
            return;
        }
        double t = progress();
        boolean settled = t >= 1;
        paintColumnHeads(gc);
        if (settled) {
            for (Route route : layout.routes()) {
                paintRoute(gc, route);
            }
        }
        for (Placed placed : layout.boxes()) {
            paintBox(gc, placed, position(placed, t));
        }
        paintLegend(gc);
        if (pending != null) {
            gc.setForeground(Palette.TEXT);
            gc.setBackground(Palette.BACKGROUND);
            gc.drawText("Laying out " + fabric.getName() + " ... (Esc or the button cancels)", 12, 8, false);
        }
    }

    /** What colour and thickness mean, always in view: the picture must read without a manual. */
    private void paintLegend(GC gc) {
        String[] labels = {"credit > 0", "credit 0", "credit < 0 (queued)"};
        Shape.Tone[] tones = {Shape.Tone.HEALTHY,
                Shape.Tone.EXHAUSTED, Shape.Tone.NEGATIVE};
        int lineHeight = gc.getFontMetrics().getHeight();
        int x = 10;
        int y = getClientArea().height - lineHeight - 8;
        gc.setForeground(Palette.MUTED);
        String intro = "link: router's peer credit; width: messages queued";
        gc.setBackground(Palette.BACKGROUND);
        gc.setAlpha(220);
        gc.fillRectangle(0, y - 4, getClientArea().width, lineHeight + 12);
        gc.setAlpha(255);
        gc.drawText(intro, x, y, true);
        x += gc.textExtent(intro).x + 14;
        for (int i = 0; i < labels.length; i++) {
            gc.setForeground(Palette.tone(tones[i]));
            gc.setLineWidth(3);
            gc.drawLine(x, y + lineHeight / 2, x + 18, y + lineHeight / 2);
            gc.setLineWidth(1);
            gc.setForeground(Palette.MUTED);
            gc.drawText(labels[i], x + 22, y, true);
            x += 22 + gc.textExtent(labels[i]).x + 14;
        }
        // Routers are coloured by memory (RouterPicture.memoryTone).
        String[] memory = {"router: memory ok", "conns pinned (LNet holds memory)", "≥ 90 % of RAM used"};
        Shape.Tone[] memoryTones = {Shape.Tone.HEALTHY,
                Shape.Tone.EXHAUSTED, Shape.Tone.NEGATIVE};
        x += 10;
        for (int i = 0; i < memory.length; i++) {
            gc.setBackground(Palette.routerFill(memoryTones[i]));
            gc.fillRectangle(x, y + 2, 18, lineHeight - 4);
            gc.setForeground(Palette.EDGE);
            gc.drawRectangle(x, y + 2, 18, lineHeight - 4);
            gc.setForeground(Palette.MUTED);
            gc.drawText(memory[i], x + 22, y, true);
            x += 22 + gc.textExtent(memory[i]).x + 14;
        }
        if (!stale.isEmpty()) {
            String grey = "agent stale"; // the boxes and the tooltip say why and that the figures are old
            gc.setBackground(STALE_FILL);
            gc.fillRectangle(x, y + 2, 18, lineHeight - 4);
            gc.setForeground(Palette.EDGE);
            gc.drawRectangle(x, y + 2, 18, lineHeight - 4);
            gc.setForeground(Palette.MUTED);
            gc.drawText(grey, x + 22, y, true);
        }
    }

    private void paintColumnHeads(GC gc) {
        FabricGraph graph = new FabricGraph(layout.boxes().stream().map(Placed::box).toList(),
                layout.routes().stream().map(Route::link).toList());
        Map<NodeRole, double[]> columns = new HashMap<>();
        for (Placed p : layout.boxes()) {
            columns.merge(p.box().role(), new double[] {p.x(), p.x() + p.width()},
                    (a, b) -> new double[] {Math.min(a[0], b[0]), Math.max(a[1], b[1])});
        }
        double top = layout.boxes().stream().mapToDouble(Placed::y).min().orElse(0);
        gc.setForeground(Palette.MUTED);
        gc.setFont(bold);
        // zoomed out, the columns are narrower than their headings: the nets go first, and if even
        // "computes", "routers", "servers" would run into each other no heading is drawn (one
        // heading over three columns, or three on top of each other, read as nonsense)
        List<NodeRole> roles = Arrays.stream(NodeRole.values()).filter(columns::containsKey).toList();
        for (boolean full : new boolean[] {true, false}) {
            List<String> heads = new ArrayList<>();
            List<Integer> xs = new ArrayList<>();
            int right = Integer.MIN_VALUE;
            boolean fits = true;
            for (NodeRole role : roles) {
                double[] span = columns.get(role);
                SortedSet<String> nets = graph.nets(role);
                String on = !full || nets.isEmpty() ? "" : " (" + String.join(", ", nets) + ")";
                String head = switch (role) {
                    case COMPUTE -> "computes" + on;
                    case ROUTER -> full ? "LNet routers" : "routers";
                    case SERVER -> "servers" + on;
                };
                int x = (int) viewport.toScreenX((span[0] + span[1]) / 2) - gc.textExtent(head).x / 2;
                fits &= x >= right + 8;
                right = x + gc.textExtent(head).x;
                heads.add(head);
                xs.add(x);
            }
            if (fits) {
                for (int i = 0; i < heads.size(); i++) {
                    gc.drawText(heads.get(i), xs.get(i), (int) viewport.toScreenY(top) - gc.getFontMetrics().getHeight() - 6, true);
                }
                break;
            }
        }
        gc.setFont(getFont());
    }

    private void paintRoute(GC gc, Route route) {
        double[] p = route.points();
        if (p.length < 4) {
            return;
        }
        boolean lit = selected != null && (route.link().router() == selected || route.link().peer() == selected);
        int width = (int) Math.max(1, Math.min(10, (1 + Math.log(1 + route.link().queued()) / Math.log(3))
                * Math.sqrt(viewport.scale)));
        // a stale router's credits are old news: its links are drawn grey, not in a credit colour
        gc.setForeground(greyed(route.link().router()) ? Palette.MUTED : Palette.tone(route.link().tone()));
        gc.setAlpha(lit || selected == null ? 230 : 90);
        gc.setLineWidth(width);
        Path path = new Path(getDisplay());
        try {
            path.moveTo(fx(p[0]), fy(p[1]));
            int bends = (p.length - 4) / 2;
            if ((bends + 1) % 3 == 0) {
                // ELK spline routing: bends and the end point form Bezier triplets (c1, c2, point).
                for (int i = 2; i + 5 < p.length; i += 6) {
                    path.cubicTo(fx(p[i]), fy(p[i + 1]), fx(p[i + 2]), fy(p[i + 3]), fx(p[i + 4]), fy(p[i + 5]));
                }
            } else {
                for (int i = 2; i < p.length; i += 2) {
                    path.lineTo(fx(p[i]), fy(p[i + 1]));
                }
            }
            gc.drawPath(path);
        } finally {
            path.dispose();
        }
        gc.setAlpha(255);
        gc.setLineWidth(1);
        if (viewport.scale >= 0.7 && route.link().worstCredit() <= 0) {
            double mx = (p[0] + p[p.length - 2]) / 2;
            double my = (p[1] + p[p.length - 1]) / 2;
            String label = "cr " + route.link().worstCredit() + " · q " + route.link().queued();
            gc.setForeground(Palette.tone(route.link().tone()));
            gc.drawText(label, (int) sx(mx) - gc.textExtent(label).x / 2, (int) sy(my) - 16, true);
        }
    }

    private void paintBox(GC gc, Placed placed, double[] at) {
        Box box = placed.box();
        int x = (int) sx(at[0]);
        int y = (int) sy(at[1]);
        int w = (int) Math.max(2, placed.width() * viewport.scale);
        int h = (int) Math.max(2, placed.height() * viewport.scale);
        Color fill = switch (box.role()) {
            case COMPUTE -> Palette.COMPUTE_FILL;
            case ROUTER -> Palette.routerFill(box.tone());
            case SERVER -> Palette.SERVER_FILL;
        };
        boolean grey = greyed(box);
        if (grey) {
            fill = STALE_FILL;
        }
        if (box.group()) {
            // A stack of cards says "many" before any text is readable.
            gc.setBackground(fill);
            gc.fillRoundRectangle(x + 4, y - 4, w, h, 8, 8);
            gc.setForeground(Palette.EDGE);
            gc.drawRoundRectangle(x + 4, y - 4, w, h, 8, 8);
        }
        gc.setBackground(fill);
        gc.fillRoundRectangle(x, y, w, h, 8, 8);
        gc.setBackground(grey ? Palette.MUTED : Palette.tone(box.tone()));
        gc.fillRectangle(x, y + 3, Math.max(2, (int) (5 * viewport.scale)), Math.max(1, h - 6));
        boolean isSelected = selected != null && selected.key().equals(box.key());
        gc.setForeground(isSelected ? SELECTION : box.key().equals(highlight) ? SELECTION : Palette.EDGE);
        gc.setLineWidth(isSelected ? 3 : 1);
        gc.drawRoundRectangle(x, y, w, h, 8, 8);
        gc.setLineWidth(1);
        if (viewport.scale >= 0.25 && h >= 9) {
            gc.setClipping(x, y, w, h);
            // Zoomed far out, a small font keeps hostnames readable instead of dropping them.
            gc.setFont(viewport.scale < 0.55 ? small : bold);
            int room = w - (int) (10 * viewport.scale) - 4;
            if (gc.textExtent(box.title()).x > room) {
                gc.setFont(small); // "compute0001–compute0016" in a box drawn narrower than it: smaller, not cut
            }
            gc.setForeground(grey ? STALE_TEXT : Palette.TEXT);
            int lineHeight = gc.getFontMetrics().getHeight();
            boolean twoLines = h > 26 && viewport.scale >= 0.55;
            // still too wide in the small font (zoomed far out): shortened, not cut by the clipping
            String title = BoxTitle.fit(box.title(), room, t -> gc.textExtent(t).x);
            gc.drawText(title, x + (int) (10 * viewport.scale), twoLines ? y + 3 : y + (h - lineHeight) / 2, true);
            gc.setFont(getFont());
            if (twoLines) {
                String staleText = staleText(box);
                int left = x + (int) (10 * viewport.scale);
                int top = y + 3 + gc.getFontMetrics().getHeight();
                if (staleText == null) {
                    // wrapped to the box ("159 pinned conns, 530 MiB, 2% of 256.0 GiB used" in a router box),
                    // the last line that fits shortened with "…" if more is left: never cut by the clipping
                    gc.setForeground(Palette.MUTED);
                    int lineHeight2 = gc.getFontMetrics().getHeight();
                    List<String> lines = wrap(gc, box.detail(), w - (left - x) - 4);
                    for (int i = 0; i < lines.size() && top + lineHeight2 <= y + h; i++) {
                        boolean lastThatFits = top + 2 * lineHeight2 > y + h && i < lines.size() - 1;
                        String line = lastThatFits ? BoxTitle.fit(lines.get(i) + " " + lines.get(i + 1), w - (left - x) - 4,
                                t -> gc.textExtent(t).x) : lines.get(i);
                        gc.drawText(line, left, top, true);
                        top += lineHeight2;
                    }
                } else {
                    // why, wrapped in the small font: "no answer since 14:02:11" / "(connection refused)"
                    // (grey says "stale", the legend and the header say so in words)
                    gc.setForeground(STALE_TEXT);
                    gc.setFont(small);
                    String why = staleText.startsWith(STALE_PREFIX) ? staleText.substring(STALE_PREFIX.length()) : staleText;
                    int lineHeight2 = gc.getFontMetrics().getHeight();
                    for (String line : wrap(gc, why, w - (left - x) - 4)) {
                        if (top + lineHeight2 > y + h) {
                            break;
                        }
                        gc.drawText(line, left, top, true);
                        top += lineHeight2;
                    }
                    gc.setFont(getFont());
                }
            }
            gc.setClipping((Rectangle) null);
        }
    }

    /** {@code text} in lines no wider than {@code width}, broken at spaces. */
    private static List<String> wrap(GC gc, String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            String next = line.isEmpty() ? word : line + " " + word;
            if (!line.isEmpty() && gc.textExtent(next).x > width) {
                lines.add(line.toString());
                line = new StringBuilder(word);
            } else {
                line = new StringBuilder(next);
            }
        }
        if (!line.isEmpty()) {
            lines.add(line.toString());
        }
        return lines;
    }

    private float fx(double x) {
        return (float) viewport.toScreenX(x);
    }

    private float fy(double y) {
        return (float) viewport.toScreenY(y);
    }

    private double sx(double x) {
        return viewport.toScreenX(x);
    }

    private double sy(double y) {
        return viewport.toScreenY(y);
    }

    private Box boxAt(int x, int y) {
        if (layout == null) {
            return null;
        }
        double mx = viewport.toModelX(x);
        double my = viewport.toModelY(y);
        for (Placed placed : layout.boxes()) {
            if (placed.contains(mx, my)) {
                return placed.box();
            }
        }
        return null;
    }

    private void select(Box box) {
        selected = box;
        redraw();
        for (Consumer<Box> listener : selectionListeners) {
            listener.accept(box);
        }
    }

    private void wheel(Event e) {
        fitPending = false;
        viewport.zoomAt(e.count > 0 ? 1.15 : 1 / 1.15, e.x, e.y);
        redraw();
    }

    private void move(Event e) {
        if (dragX >= 0 && (e.stateMask & SWT.BUTTON1) != 0) {
            fitPending = false;
            viewport.pan(e.x - dragX, e.y - dragY);
            dragX = e.x;
            dragY = e.y;
            redraw();
            return;
        }
        Box box = boxAt(e.x, e.y);
        setToolTipText(box == null ? null : tooltip(box));
    }

    /** The box's tooltip: its title and figures, and for a stale agent why, and that the figures are old. */
    public String tooltip(Box box) {
        StringBuilder text = new StringBuilder(box.title()).append('\n').append(box.detail());
        String staleText = staleText(box);
        if (staleText != null) {
            text.append('\n').append(staleText).append(": the figures are the last received, not LNet's state now");
        }
        if (box.group()) {
            text.append("\nDouble-click to show its ").append(box.members().size()).append(" nodes.");
        }
        return text.toString();
    }
}
