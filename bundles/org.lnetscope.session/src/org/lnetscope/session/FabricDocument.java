package org.lnetscope.session;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.eclipse.emf.common.command.BasicCommandStack;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.lnetscope.analysis.ConsoleLog;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.resource.FileKind;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.session.compare.Comparison;
import org.lnetscope.session.live.LiveSession;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.session.replay.Unmirrored;

/**
 * The fabric the window shows and the node the user is looking at. Views subscribe here instead
 * of to each other, so opening a file or selecting a router updates every view the same way.
 * Listeners are called on the thread that made the change (the UI thread for user actions).
 */
public final class FabricDocument {

    /** What the last notification was about, so views redo only what they must. */
    public enum Change {
        /** Another fabric (or none): reset zoom, selection, layout. */
        OPENED,
        /** Another node to look at. */
        FOCUS,
        /** Same objects, new values: a replay frame. */
        STATE
    }

    /**
     * A file being opened in the background, and how far: {@code fraction} 0 to 1, or below 0 when
     * the loader cannot say.
     */
    public record Loading(Path file, double fraction) {
        /** "Loading seed.lnetmodelb (42 %)", or "Loading x.lnettrace ..." when the fraction is unknown. */
        public String text() {
            String name = String.valueOf(file.getFileName());
            return fraction < 0 ? "Loading " + name + " ..." : "Loading " + name + " (" + Math.round(fraction * 100) + " %)";
        }
    }

    private final List<Consumer<FabricDocument>> listeners = new CopyOnWriteArrayList<>();
    private final List<Runnable> loadingListeners = new CopyOnWriteArrayList<>();
    private volatile Loading loading;
    private Fabric fabric;
    private Path file;
    private Node focus;
    private ConsoleLog log = ConsoleLog.NONE;
    private ReplaySession replay;
    private LiveSession live;
    private Comparison comparison;
    /** Moves of the comparison shown, as this document's frames; taken off when another is shown. */
    private final Runnable comparisonMoved = () -> fire(Change.STATE);
    /**
     * Comparisons someone else keeps open (the window's Compare views, one a comparison): showing another
     * file or comparison puts them aside, cursors where they are, instead of closing them.
     */
    private final Set<Comparison> held = Collections.newSetFromMap(new IdentityHashMap<>());
    private Change lastChange = Change.OPENED;
    private BasicCommandStack commandStack = newCommandStack();

    /** An empty document; the window keeps one (org.lnetscope.ui.WindowDocument), tests and tools their own. */
    public FabricDocument() {
    }

    /** Shows whatever {@link Sessions#open} opened: a snapshot, a trace to replay or a live connection. */
    public void open(Session session) {
        if (session instanceof Comparison comparisonSession) {
            openComparison(comparisonSession);
        } else if (session instanceof ReplaySession replaySession) {
            openReplay(replaySession);
        } else if (session instanceof LiveSession liveSession) {
            openLive(liveSession);
        } else {
            openSnapshot(session.fabric(), session.source().orElse(null),
                    session instanceof SnapshotSession snapshot ? snapshot.log() : ConsoleLog.NONE);
        }
    }

    /**
     * The kernel log of the open snapshot (a crash extract's), what tells LNet's conditions apart where
     * the state cannot (WhyQueued); {@link ConsoleLog#NONE} for anything else.
     */
    public ConsoleLog consoleLog() {
        return log;
    }

    public Optional<Fabric> fabric() {
        return Optional.ofNullable(fabric);
    }

    public Optional<Path> file() {
        return Optional.ofNullable(file);
    }

    /** The node the router internals view shows: the selected one, else the first router. */
    public Optional<Node> focus() {
        return Optional.ofNullable(focus);
    }

    /** The trace being replayed, when the open fabric comes from one. */
    public Optional<ReplaySession> replay() {
        return Optional.ofNullable(replay);
    }

    /**
     * For an object of the open replay's model when that model leaves lnet_msg and kib_rx out: where
     * to read what it would have held of them (its queue lengths, its held rx). Null otherwise (a
     * model file, a dump, a live session, a full model: their EMF lists are the state).
     */
    public Unmirrored unmirrored(EObject object) {
        ReplaySession session = replay;
        if (session == null || session.unmirrored() == null || object == null
                || EcoreUtil.getRootContainer(object) != session.fabric()) {
            return null;
        }
        return session.unmirrored();
    }

    public Change lastChange() {
        return lastChange;
    }

    public void open(Fabric newFabric, Path source) {
        openSnapshot(newFabric, source, ConsoleLog.NONE);
    }

    private void openSnapshot(Fabric newFabric, Path source, ConsoleLog kernelLog) {
        closeReplay();
        log = kernelLog;
        show(newFabric, source);
    }

    /** Shows a trace's fabric; each replay frame then notifies as {@link Change#STATE}. */
    public void openReplay(ReplaySession session) {
        closeReplay();
        replay = session;
        session.addFrameListener(changes -> {
            fire(Change.STATE);
            if (session.frameWasJump()) {
                followJump(session);
            }
        });
        show(session.fabric(), session.file());
    }

    /**
     * After a jump (a seek from the Timeline, a search, the tour), the router
     * the event is about gets the focus: jumping to router3's OOM should show router3, not the
     * router the trace opened on. Steps and playback leave the focus where the user put it.
     */
    private void followJump(ReplaySession session) {
        var event = session.currentEvent();
        EObject about = event == null ? null : session.objectOf(event.subject());
        while (about != null && !(about instanceof Node)) {
            about = about.eContainer();
        }
        if (about instanceof Node node && node.getRole() == NodeRole.ROUTER) {
            setFocus(node);
        }
    }

    /** The file being opened now, if one is: what views say until it is shown. */
    public Optional<Loading> loading() {
        return Optional.ofNullable(loading);
    }

    /**
     * Says a file is being opened (any thread: the loading job calls it); null when it failed or
     * was cancelled. Showing the opened session ends it too, without a loading notification.
     */
    public void setLoading(Loading now) {
        loading = now;
        for (Runnable listener : loadingListeners) {
            listener.run();
        }
    }

    /** Called, on the thread that called {@link #setLoading}, when loading starts, progresses or stops. */
    public void addLoadingListener(Runnable listener) {
        loadingListeners.add(listener);
    }

    public void removeLoadingListener(Runnable listener) {
        loadingListeners.remove(listener);
    }

    private void show(Fabric newFabric, Path source) {
        loading = null;
        commandStack = newCommandStack();
        fabric = newFabric;
        file = source;
        focus = newFabric == null ? null : firstRouter(newFabric);
        fire(Change.OPENED);
    }

    /**
     * Shows a comparison of two runs: the views show its baseline as a replay (so every replay control
     * moves it, and the comparison moves the other run along); views that know comparisons read
     * {@link #comparison()} for the other run.
     */
    public void openComparison(Comparison opened) {
        if (opened == comparison) {
            return; // shown already: nothing to close, nothing to reset
        }
        closeReplay();
        comparison = opened;
        replay = opened.baseline().session();
        opened.addListener(comparisonMoved);
        show(replay.fabric(), replay.file());
    }

    /**
     * Keeps {@code kept} open when the document shows something else (the caller closes it): several
     * comparisons stay open at once, each with its cursor, and {@link #openComparison} shows one again.
     */
    public void hold(Comparison kept) {
        held.add(kept);
    }

    /**
     * Gives {@code kept} back: true when the document shows it now (it then closes it when it shows
     * something else), false when the caller must close it.
     */
    public boolean release(Comparison kept) {
        held.remove(kept);
        return kept == comparison;
    }

    /** The comparison open, when two runs are compared. */
    public Optional<Comparison> comparison() {
        return Optional.ofNullable(comparison);
    }

    /** Shows a fabric fed by agents; each live frame notifies as {@link Change#STATE}. */
    public void openLive(LiveSession session) {
        closeReplay();
        live = session;
        session.onFrame(() -> {
            // Agents answer after the window opened on an empty fabric: focus the router worth
            // showing once one is there, as a file does when it opens (Router Internals said
            // "No router in this fabric" while the Fabric drew one)
            if (focus == null && live == session && fabric != null) {
                focus = session.locked(() -> fabric.getNodes().isEmpty() ? null : firstRouter(fabric));
            }
            fire(Change.STATE);
        });
        show(session.fabric(), session.recording());
    }

    /** The live agents' session, when the open fabric is fed by agents. */
    public Optional<LiveSession> live() {
        return Optional.ofNullable(live);
    }

    /**
     * Runs {@code reader} so that it sees the fabric whole: under the live fabric's lock when agents
     * feed it (their deltas are applied on another thread), directly otherwise. For readers that
     * run outside a view frame, such as the Properties view.
     */
    public <T> T read(Supplier<T> reader) {
        LiveSession session = live;
        return session == null ? reader.get() : session.locked(reader);
    }

    private void closeReplay() {
        log = ConsoleLog.NONE;
        if (live != null) {
            try {
                live.close();
            } catch (IOException e) {
                // The recording could not be completed; what was written so far replays up to there.
            }
            live = null;
        }
        if (comparison != null) {
            comparison.removeListener(comparisonMoved);
            if (held.contains(comparison)) {
                comparison.pause(); // put aside, its cursors where they are
            } else {
                try {
                    comparison.close(); // both runs' traces
                } catch (IOException e) {
                    // Closing read-only traces cannot lose anything; nothing to tell the user.
                }
            }
            comparison = null;
            replay = null;
        }
        if (replay != null) {
            try {
                replay.close();
            } catch (IOException e) {
                // Closing a read-only trace cannot lose anything; nothing to tell the user.
            }
            replay = null;
        }
    }

    /** Edits of the open fabric, for undo and redo. */
    public BasicCommandStack commandStack() {
        return commandStack;
    }

    public void undo() {
        commandStack.undo();
    }

    public void redo() {
        commandStack.redo();
    }

    public boolean canUndo() {
        return isEditable() && commandStack.canUndo();
    }

    public boolean canRedo() {
        return isEditable() && commandStack.canRedo();
    }

    /** "Set txCredits", for the Undo menu item; "" when there is nothing to undo. */
    public String undoLabel() {
        return commandStack.canUndo() ? commandStack.getUndoCommand().getLabel() : "";
    }

    /** A trace's state is history, not something to edit; a crash extract can be saved as a model. */
    public boolean isEditable() {
        return fabric != null && replay == null && live == null;
    }

    public boolean isDirty() {
        return commandStack.isSaveNeeded();
    }

    /** Where Save writes: the opened file when it is a model file, otherwise nowhere yet (Save As). */
    public Optional<Path> saveTarget() {
        return file().filter(p -> FileKind.of(p) == FileKind.MODEL);
    }

    /** Saves to {@code target} (atomically, through LnetResources) and makes it the document's file. */
    public void saveAs(Path target) throws IOException {
        LnetResources.save(fabric, target);
        file = target;
        commandStack.saveIsDone();
        fire(Change.STATE);
    }

    private BasicCommandStack newCommandStack() {
        BasicCommandStack stack = new BasicCommandStack();
        stack.addCommandStackListener(event -> fire(Change.STATE));
        return stack;
    }

    public void setFocus(Node node) {
        if (node != focus) {
            focus = node;
            fire(Change.FOCUS);
        }
    }

    public void addListener(Consumer<FabricDocument> listener) {
        listeners.add(listener);
    }

    public void removeListener(Consumer<FabricDocument> listener) {
        listeners.remove(listener);
    }

    private void fire(Change change) {
        lastChange = change;
        for (Consumer<FabricDocument> listener : listeners) {
            listener.accept(this);
        }
    }

    static Node firstRouter(Fabric fabric) {
        Node first = null;
        for (Node node : fabric.getNodes()) {
            if (node.getRole() == NodeRole.ROUTER) {
                // The router in most trouble is the one worth opening on.
                if (first == null || node.pinnedBytes() > first.pinnedBytes()) {
                    first = node;
                }
            }
        }
        return first != null || fabric.getNodes().isEmpty() ? first : fabric.getNodes().get(0);
    }
}
