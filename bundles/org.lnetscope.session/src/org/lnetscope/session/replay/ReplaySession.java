package org.lnetscope.session.replay;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Function;

import org.eclipse.emf.ecore.EObject;
import org.lnetscope.analysis.MsgQueues;
import org.lnetscope.model.Fabric;
import org.lnetscope.replay.EmfSync;
import org.lnetscope.replay.FreedInEvent;
import org.lnetscope.replay.EventFilter;
import org.lnetscope.replay.Explainer;
import org.lnetscope.replay.Explanation;
import org.lnetscope.replay.FrameChanges;
import org.lnetscope.replay.Player;
import org.lnetscope.replay.ReplayCursor;
import org.lnetscope.replay.StateMsgQueues;
import org.lnetscope.replay.StateQuery;
import org.lnetscope.session.Session;
import org.lnetscope.trace.Event;
import org.lnetscope.trace.SeekIndex;
import org.lnetscope.trace.TraceReader;

/**
 * An open trace in the window: the replay cursor, the EMF model it keeps in step, and a player.
 * Every move ends with one EMF sync and one frame notification, so views repaint once per step
 * or per played frame, never per event. All methods run on one thread (the window's UI thread).
 *
 * <p>Moves come in two forms. {@link #seekToEvent}, {@link #step}, {@link #stepTo(EventFilter, boolean)}
 * move at once, in the caller (headless use, tests). The {@code move...} methods are the window's:
 * a move that costs more than {@link #IN_PLACE_COST} events (a jump to the full seed's OOM applies
 * millions, docs/benchmarks.md "The window at the full seed's OOM") is handed to the {@link Mover},
 * which runs it off the UI thread with progress and cancel; until it ends, {@link #isMoving()} is
 * true, other moves are refused, and the views read the last frame's {@link #position()},
 * {@link #currentEvent()} and model, which the move does not touch: only the cursor changes, and
 * the frame that shows it runs back on the session's thread.
 */
public final class ReplaySession implements Session {

    /**
     * Moves up to this many events (about 0.2 s at a big state's 1.1 µs per event) run in place:
     * every move in the shipped example traces, so stepping keys answer at once.
     */
    public static final long IN_PLACE_COST = 200_000;

    /** Runs a long move off the session's thread; the window's runs it under a progress dialog (org.lnetscope.ui.MoveJobs). */
    @FunctionalInterface
    public interface Mover {
        /**
         * Runs {@code work} on any thread with a progress that can stop it (its total is {@code cost}
         * events), then {@code done} on the session's thread, also when stopped.
         */
        void run(String title, long cost, Consumer<ReplayCursor.Progress> work, Runnable done);

        /** Moves that cost at most this run in place, without the mover. */
        default long inPlaceCost() {
            return IN_PLACE_COST;
        }

        /** Runs the move in the caller: headless use and tests. */
        Mover IN_CALLER = (title, cost, work, done) -> {
            work.accept(ReplayCursor.Progress.NONE);
            done.run();
        };
    }

    /** 30 frames a second while playing. */
    static final long FRAME_NANOS = TimeUnit.SECONDS.toNanos(1) / 30;

    private final Path file;
    private final TraceReader reader;
    private final ReplayCursor cursor;
    private volatile SeekIndex.Status seekIndex;
    private final EmfSync sync;
    private final StateQuery query;
    private final Unmirrored unmirrored;
    private long frameCount;
    private final List<Consumer<FrameChanges>> frameListeners = new CopyOnWriteArrayList<>();
    private Player player;
    private double speed = 1.0;
    private StepChanges stepChanges;
    private Explanation explanation;
    private Bookmarks bookmarks;
    private Mover mover = Mover.IN_CALLER;
    private volatile boolean moving;
    /** Set by close(): a move still running stops at its next progress report and shows nothing. */
    private volatile boolean closed;
    /** The last frame's cursor, for views while a move runs elsewhere. */
    private long framePosition;
    private long frameTimeNs;
    private Event frameEvent;
    /** Whether the move under way is a jump (seek, search, tour) rather than a step or playback. */
    private boolean jumping;
    private boolean frameWasJump;

    private ReplaySession(Path file, TraceReader reader, Mirror mirror) {
        this.file = file;
        this.reader = reader;
        this.cursor = new ReplayCursor(reader);
        this.seekIndex = openSeekIndex(reader, SeekIndex.defaultCacheDir());
        if (seekIndex.index() != null) {
            cursor.useIndex(seekIndex.index());
        }
        this.sync = new EmfSync(cursor.state(), mirror == Mirror.FULL ? Set.of() : EmfSync.MESSAGES_AND_RXS);
        this.query = new StateQuery(cursor.state());
        this.unmirrored = mirror == Mirror.FULL ? null : new Unmirrored(this);
        this.frameTimeNs = cursor.timeNs();
    }

    /**
     * The trace's seek index when `lnetscope trace index FILE` built one (in the user's cache folder,
     * SeekIndex.defaultCacheDir): a move then costs at most one restore interval of events
     * (docs/trace-format.md, section 6). Opened without reading every chunk (each load checks its own
     * CRC, and a damaged point makes the cursor fall back to the trace's checkpoints); never built here:
     * building holds a second state as big as the trace's largest.
     */
    static SeekIndex.Status openSeekIndex(TraceReader reader, Path cacheDir) {
        try {
            return SeekIndex.open(reader, cacheDir, false);
        } catch (IOException | RuntimeException e) {
            return new SeekIndex.Status(null, "seek index not used (" + e.getMessage() + ")");
        }
    }

    /** Whether the session moves with a seek index, and why not: "no seek index yet", "... stale ...". */
    public String seekIndexStatus() {
        return seekIndex.why();
    }

    /** Whether moves use a seek index (one was built for this trace, by the window or `lnetscope trace index`). */
    public boolean hasSeekIndex() {
        return seekIndex.index() != null;
    }

    /**
     * Takes up the seek index built for this trace since it was opened (SeekIndexBuild): the next move
     * restores from it. False when none is there for it (the build stopped, or the trace changed).
     */
    public synchronized boolean useBuiltSeekIndex() {
        if (closed || seekIndex.index() != null) {
            return seekIndex.index() != null;
        }
        SeekIndex.Status found = openSeekIndex(reader, SeekIndex.defaultCacheDir());
        if (found.index() == null) {
            return false;
        }
        seekIndex = found;
        cursor.useIndex(found.index());
        return true;
    }

    /** What the session's EMF model holds of the replay state. */
    public enum Mirror {
        /** Every object: what the analyses, the rules and the reports read (`lnetscope` commands, comparisons). */
        FULL,
        /**
         * Every object but lnet_msg and kib_rx ({@link EmfSync#MESSAGES_AND_RXS}): the window's, whose
         * views read those through {@link ReplaySession#query()} and {@link ReplaySession#unmirrored()}.
         */
        WITHOUT_MESSAGES_AND_RXS
    }

    /** Opens a trace with the full model (any thread); damage up to the last complete chunk is in {@link #warnings()}. */
    public static ReplaySession open(Path file) throws IOException {
        return open(file, Mirror.FULL);
    }

    /** Opens a trace whose model holds what {@code mirror} says (any thread). */
    public static ReplaySession open(Path file, Mirror mirror) throws IOException {
        return new ReplaySession(file, TraceReader.open(file), mirror);
    }

    /**
     * What the model leaves out, read from the replay state for the objects it has (a peer NI's
     * txq length, a conn's held rx); null when the model holds every object.
     */
    public Unmirrored unmirrored() {
        return unmirrored;
    }

    /**
     * What the views read of lnet_msg and kib_rx for this session's model: the model's own lists when it
     * holds them ({@link MsgQueues#MODEL}), else the replay state of the last frame (one
     * {@link StateMsgQueues} per frame, made on first use). Null while a long move runs: the state is
     * then in between, and a view keeps what it drew.
     */
    public MsgQueues msgQueues() {
        if (unmirrored == null) {
            return MsgQueues.MODEL;
        }
        if (moving) {
            return null;
        }
        if (queues == null || queuesFrame != frameCount) {
            queues = new StateMsgQueues(query, sync);
            queuesFrame = frameCount;
        }
        return queues;
    }

    private StateMsgQueues queues;
    private long queuesFrame = -1;

    /*
     * A long move's frame, worked out on the mover's thread once the cursor stopped (prepareFrame): the
     * model's changes (EmfSync.prepare: the full compare after a checkpoint load) and what the views count
     * of messages and rxs (StateMsgQueues.warm), so that the frame on this thread only applies and looks
     * up. Handed over by the mover's done, which runs after the work (a happens-before edge: the work's
     * thread has ended or handed over by then).
     */
    private EmfSync.Prepared prepared;
    private StateMsgQueues preparedQueues;
    private long preparedAt = -1;

    /**
     * On the mover's thread, after the cursor stopped: what the next frame applies. Reads the state and
     * the model only (the views keep reading the last frame meanwhile); if it fails, the frame syncs as
     * before.
     */
    private void prepareFrame() {
        if (closed) {
            return;
        }
        long t0 = System.nanoTime();
        long cpu0 = THREADS.getCurrentThreadCpuTime();
        EmfSync.Prepared next = sync.prepare();
        long t1 = System.nanoTime();
        long cpu1 = THREADS.getCurrentThreadCpuTime();
        preparedQueues = unmirrored == null ? null : new StateMsgQueues(query, next).warm();
        long t2 = System.nanoTime();
        preparedAt = cursor.position();
        prepared = next;
        movePhases[2] = t1 - t0;
        movePhases[3] = cpu1 - cpu0;
        movePhases[4] = t2 - t1;
        movePhases[5] = THREADS.getCurrentThreadCpuTime() - cpu1;
        movePhases[6] = t2;
    }

    /** For the mover's thread's own CPU time in each phase: less than the wall time when it waited (I/O, a core, GC). */
    private static final java.lang.management.ThreadMXBean THREADS = java.lang.management.ManagementFactory.getThreadMXBean();

    /**
     * The last long move's phases, filled as it runs (on the mover's thread, then this one): the
     * cursor's walk, prepare, warm (each wall and thread CPU ns), when the mover's thread ended.
     */
    private final long[] movePhases = new long[7];
    private MoveFigures lastMoveFigures = MoveFigures.NONE;

    /** What the last long move cost, phase by phase ({@link MoveFigures#NONE} before one). */
    public MoveFigures lastMoveFigures() {
        return lastMoveFigures;
    }

    /** How many frames this session has shown: what a cache of the last frame's answers is keyed by. */
    public long frameCount() {
        return frameCount;
    }

    /**
     * Drives playback with the caller's scheduler: the window's runs each tick on the UI thread
     * (org.lnetscope.ui.SwtScheduler), so frames never race the views; a test's runs them by hand.
     */
    public void attach(Player.Scheduler scheduler) {
        player = new Player(cursor, System::nanoTime, scheduler, c -> frame(), FRAME_NANOS);
    }

    /** Who runs long {@code move...} calls: the window sets a job runner. */
    public void setMover(Mover mover) {
        this.mover = mover == null ? Mover.IN_CALLER : mover;
    }

    /** True while a long move runs: views show the last frame, and other moves are refused. */
    public boolean isMoving() {
        return moving;
    }

    /**
     * Nanoseconds since the last jump's frame ended (a seek, a search, the tour: in place or by the
     * mover; not a step or playback), 0 while one runs, {@link Long#MAX_VALUE} before the first: what
     * lets a background walk of the whole trace (the Timeline's) leave both cores to a jump and to
     * the views drawing its frame. Any thread.
     */
    public long nanosSinceJump() {
        if (jumpRunning) {
            return 0;
        }
        long ended = jumpEnded;
        return ended == 0 ? Long.MAX_VALUE : Math.max(0, System.nanoTime() - ended);
    }

    private volatile boolean jumpRunning;
    private volatile long jumpEnded;

    /**
     * True when the last frame ended a jump (a seek, a search, the tour), not a step or playback:
     * what lets the document follow a jump to another router and leave the focus alone otherwise.
     */
    public boolean frameWasJump() {
        return frameWasJump;
    }

    /** Events applied as of the last frame (the cursor's own position may be moving). */
    public long position() {
        return framePosition;
    }

    /** The time of the last frame's current event. */
    public long timeNs() {
        return frameTimeNs;
    }

    /** The last frame's current event, or null at position 0. */
    public Event currentEvent() {
        return frameEvent;
    }

    public long eventCount() {
        return reader.eventCount();
    }

    public Path file() {
        return file;
    }

    @Override
    public Optional<Path> source() {
        return Optional.of(file);
    }

    public TraceReader reader() {
        return reader;
    }

    public ReplayCursor cursor() {
        return cursor;
    }

    /** The model object an event names (its subject), as of the last frame; null if none. */
    public EObject objectOf(int id) {
        return sync.objectOf(id);
    }

    /** The trace's object id of a model object shown now, or -1 (for sampling it over time). */
    public int idOf(EObject object) {
        return sync.idOf(object);
    }

    @Override
    public Fabric fabric() {
        return sync.fabric();
    }

    /**
     * The state of the last frame, read-only, per kernel object kind (peer NIs' credits and queues,
     * lnet_msg, kib_conn, kib_rx by trace id): what a view reads instead of an EMF object per
     * message and rx (docs/architecture.md, "Where EMF is used and where the state query is"). Null
     * while a long move runs, since the cursor's state changes on another thread then: a view keeps
     * what it drew until the frame that ends the move.
     */
    public StateQuery query() {
        return moving ? null : query;
    }

    public List<String> warnings() {
        return reader.warnings();
    }

    public void addFrameListener(Consumer<FrameChanges> listener) {
        frameListeners.add(listener);
    }

    public void removeFrameListener(Consumer<FrameChanges> listener) {
        frameListeners.remove(listener);
    }

    /** Steps at once, in the caller (nothing while a long move runs); the window uses {@link #moveBy}. */
    public void step(int events) {
        now(false, progress -> cursor.step(events));
    }

    public void seekToEvent(long index) {
        now(true, progress -> {
            cursor.seekToEvent(index);
            return null;
        });
    }

    public void seek(long timeNs) {
        seekToEvent(reader.positionAtTime(timeNs));
    }

    /** Moves to the next (or, backward, previous) event matching {@code filter}; false if none. */
    public boolean stepTo(EventFilter filter, boolean forward) {
        return Boolean.TRUE.equals(now(true, progress -> search(filter, forward, progress)));
    }

    /**
     * Runs a move at once, in the caller, whatever it costs (headless use, tests, the methods
     * above), then its one frame; null, doing nothing, while a long move runs.
     */
    public <T> T now(Function<ReplayCursor.Progress, T> work) {
        return now(true, work);
    }

    private <T> T now(boolean jump, Function<ReplayCursor.Progress, T> work) {
        if (moving) {
            return null;
        }
        pause();
        jumpRunning = jump;
        try {
            T result = work.apply(ReplayCursor.Progress.NONE);
            jumping = jump;
            frame();
            return result;
        } finally {
            endJump(jump);
        }
    }

    /**
     * The window's seek: to position {@code index}, in place or by the {@link Mover}; then
     * {@code done} on this thread. False, doing nothing, while another move runs.
     */
    public boolean moveToEvent(long index, Runnable done) {
        return seekMove(true, "Seeking", index, done);
    }

    public boolean moveToEvent(long index) {
        return moveToEvent(index, () -> {});
    }

    /** The window's step of {@code events} (negative: back); see {@link #moveToEvent}. */
    public boolean moveBy(long events) {
        return seekMove(false, "Stepping", cursor.position() + events, () -> {});
    }

    /** The window's seek to a time; see {@link #moveToEvent}. */
    public boolean moveToTime(long timeNs) {
        return moveToEvent(reader.positionAtTime(timeNs));
    }

    private boolean seekMove(boolean jump, String verb, long index, Runnable done) {
        return move(jump, verb + " to event #" + String.format("%,d", Math.max(0, index - 1)), cursor.costOf(index),
                progress -> {
                    cursor.seekToEvent(index, progress);
                    return null;
                }, result -> done.run());
    }

    /**
     * The window's step to the next (or previous) event matching {@code filter}; {@code found}
     * gets whether there was one (false also when stopped). False while another move runs.
     */
    public boolean moveTo(EventFilter filter, boolean forward, Consumer<Boolean> found) {
        long cost = forward ? reader.eventCount() - cursor.position() : cursor.position();
        return move(true, "Searching for " + filter, cost, progress -> search(filter, forward, progress),
                result -> found.accept(Boolean.TRUE.equals(result)));
    }

    private boolean search(EventFilter filter, boolean forward, ReplayCursor.Progress progress) {
        return (forward ? cursor.stepTo(filter, progress) : cursor.stepBackTo(filter, progress)) != null;
    }

    /**
     * Runs a move that may be long: {@code work} moves the cursor, and may touch nothing else, since
     * it can run on another thread; {@code done} gets its result after the frame that shows it.
     */
    public <T> boolean move(String title, long cost, Function<ReplayCursor.Progress, T> work,
            Consumer<T> done) {
        return move(true, title, cost, work, done);
    }

    private <T> boolean move(boolean jump, String title, long cost,
            Function<ReplayCursor.Progress, T> work, Consumer<T> done) {
        if (moving) {
            return false;
        }
        if (cost <= mover.inPlaceCost()) {
            done.accept(now(jump, work));
            return true;
        }
        pause();
        jumping = jump;
        jumpRunning = jump;
        moving = true;
        Object[] result = new Object[1];
        java.util.Arrays.fill(movePhases, 0);
        mover.run(title, cost, progress -> {
            long t0 = System.nanoTime();
            long cpu0 = THREADS.getCurrentThreadCpuTime();
            result[0] = work.apply(position -> closed || progress.stop(position));
            movePhases[0] = System.nanoTime() - t0;
            movePhases[1] = THREADS.getCurrentThreadCpuTime() - cpu0;
            prepareFrame();
        }, () -> {
            moving = false;
            if (closed) {
                endJump(jump);
                closeReader(); // close() left it open for the move, which has stopped now
                return;
            }
            long handOver = movePhases[6] == 0 ? 0 : System.nanoTime() - movePhases[6];
            long[] frameNs;
            try {
                frameNs = frame();
            } finally {
                endJump(jump);
            }
            lastMoveFigures = new MoveFigures(movePhases[0], movePhases[1], movePhases[2], movePhases[3], movePhases[4],
                    movePhases[5], handOver, frameNs[0], frameNs[1], frameNs[2] != 0);
            @SuppressWarnings("unchecked")
            T value = (T) result[0];
            done.accept(value);
        });
        return true;
    }

    private void endJump(boolean jump) {
        if (jump) {
            jumpEnded = System.nanoTime();
            jumpRunning = false;
        }
    }

    /**
     * The trace's bookmarks (read from beside the trace the first time).
     *
     * @throws IOException naming the bookmarks file and line when it cannot be read
     */
    public Bookmarks bookmarks() throws IOException {
        if (bookmarks == null) {
            bookmarks = Bookmarks.load(file, reader.eventCount());
        }
        return bookmarks;
    }

    /** Moves to the next (or previous) bookmark; false if there is none that way. */
    public boolean stepToBookmark(boolean forward) throws IOException {
        if (moving) {
            return false;
        }
        Event current = cursor.currentEvent();
        long at = current == null ? -1 : current.index();
        Bookmarks.Bookmark next = bookmarks().next(at, forward);
        if (next == null) {
            return false;
        }
        // position = events applied: the bookmarked event becomes current
        return moveToEvent(next.event() + 1);
    }

    /**
     * The trace speed (trace seconds per wall second) that plays about {@code eventsPerSecond} events a
     * second here: from the event rate of the checkpoint interval around the cursor, since a trace's
     * rate varies by orders of magnitude (a quiet start, then thousands of events a second near the OOM).
     */
    public double traceSpeedFor(double eventsPerSecond) {
        int k = reader.checkpointAtOrBefore(cursor.position());
        long fromPosition = reader.checkpointPosition(k);
        long fromTime = reader.checkpointTime(k);
        long toPosition;
        long toTime;
        if (k + 1 < reader.checkpointCount()) {
            toPosition = reader.checkpointPosition(k + 1);
            toTime = reader.checkpointTime(k + 1);
        } else {
            toPosition = reader.eventCount();
            toTime = reader.endTimeNs();
        }
        if (toPosition <= fromPosition || toTime <= fromTime) {
            toPosition = reader.eventCount();
            fromPosition = 0;
            toTime = reader.endTimeNs();
            fromTime = reader.startTimeNs();
        }
        double nanosPerEvent = (toTime - fromTime) / (double) Math.max(1, toPosition - fromPosition);
        return Math.max(1e-9, eventsPerSecond * nanosPerEvent / 1e9);
    }

    /** Plays at {@code tracePerWall} trace seconds per wall second. */
    public void play(double tracePerWall) {
        speed = tracePerWall;
        if (player != null && !moving) {
            player.play(tracePerWall);
        }
    }

    public void pause() {
        if (player != null && player.isPlaying()) {
            player.pause();
        }
    }

    public boolean isPlaying() {
        return player != null && player.isPlaying();
    }

    public double speed() {
        return speed;
    }

    /** What the current event did and why, for the Explain view; null before the first event. */
    public Explanation explainCurrent() {
        if (moving) {
            return explanation;
        }
        Event event = cursor.currentEvent();
        explanation = event == null ? null
                : Explainer.standard(event, cursor.state(), new FreedInEvent(event, cursor::freedByCurrentEvent));
        return explanation;
    }

    /**
     * What the current event changed, value before and after, in LNet's words (computed once per
     * position, after the frame that got there).
     */
    public StepChanges stepChanges() {
        if (moving) { // the cursor is elsewhere: the last frame's changes
            if (stepChanges == null) {
                stepChanges = new StepChanges(framePosition, List.of());
            }
            return stepChanges;
        }
        if (stepChanges == null || stepChanges.position() != cursor.position()) {
            stepChanges = StepChanges.of(this);
        }
        return stepChanges;
    }

    /** Shows the cursor's state; returns the ns of the model's sync and of the listeners, and 1 if it was prepared. */
    private long[] frame() {
        frameCount++;
        frameWasJump = jumping;
        jumping = false; // playback's frames, which come without a move, are not jumps
        stepChanges = null;
        framePosition = cursor.position();
        frameTimeNs = cursor.timeNs();
        frameEvent = cursor.currentEvent();
        FrameChanges changes;
        long t0 = System.nanoTime();
        boolean applied = prepared != null && preparedAt == framePosition && sync.isCurrent(prepared);
        if (applied) {
            changes = sync.apply(prepared);
            queues = preparedQueues;
            queuesFrame = preparedQueues == null ? -1 : frameCount;
        } else {
            changes = sync.sync();
        }
        prepared = null;
        preparedQueues = null;
        long t1 = System.nanoTime();
        for (Consumer<FrameChanges> listener : frameListeners) {
            listener.accept(changes);
        }
        return new long[] {t1 - t0, System.nanoTime() - t1, applied ? 1 : 0};
    }

    @Override
    public void close() throws IOException {
        closed = true;
        pause();
        if (!moving) {
            reader.close();
            closeSeekIndex();
        }
    }

    private void closeSeekIndex() {
        if (seekIndex.index() != null) {
            try {
                seekIndex.index().close();
            } catch (IOException e) {
                // only read: nothing is lost
            }
        }
    }

    private void closeReader() {
        closeSeekIndex();
        try {
            reader.close();
        } catch (IOException e) {
            // nothing is lost: the trace was only read, and the window has moved on to another file
        }
    }
}
