package org.lnetscope.session.replay;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import org.eclipse.emf.ecore.EObject;
import org.lnetscope.model.Fabric;
import org.lnetscope.replay.EmfSync;
import org.lnetscope.replay.EventFilter;
import org.lnetscope.replay.Explainer;
import org.lnetscope.replay.Explanation;
import org.lnetscope.replay.FrameChanges;
import org.lnetscope.replay.Player;
import org.lnetscope.replay.ReplayCursor;
import org.lnetscope.session.Session;
import org.lnetscope.trace.Event;
import org.lnetscope.trace.TraceReader;

/**
 * An open trace in the window: the replay cursor, the EMF model it keeps in step, and a player.
 * Every move ends with one EMF sync and one frame notification, so views repaint once per step
 * or per played frame, never per event. All methods run on one thread (the window's UI thread).
 */
public final class ReplaySession implements Session {

    /** 30 frames a second while playing. */
    static final long FRAME_NANOS = TimeUnit.SECONDS.toNanos(1) / 30;

    private final Path file;
    private final TraceReader reader;
    private final ReplayCursor cursor;
    private final EmfSync sync;
    private final List<Consumer<FrameChanges>> frameListeners = new CopyOnWriteArrayList<>();
    private Player player;
    private double speed = 1.0;
    private StepChanges stepChanges;
    private Bookmarks bookmarks;

    private ReplaySession(Path file, TraceReader reader) {
        this.file = file;
        this.reader = reader;
        this.cursor = new ReplayCursor(reader);
        this.sync = new EmfSync(cursor.state());
    }

    /** Opens a trace (any thread); damage up to the last complete chunk is in {@link #warnings()}. */
    public static ReplaySession open(Path file) throws IOException {
        return new ReplaySession(file, TraceReader.open(file));
    }

    /**
     * Drives playback with the caller's scheduler: the window's runs each tick on the UI thread
     * (org.lnetscope.ui.SwtScheduler), so frames never race the views; a test's runs them by hand.
     */
    public void attach(Player.Scheduler scheduler) {
        player = new Player(cursor, System::nanoTime, scheduler, c -> frame(), FRAME_NANOS);
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

    public List<String> warnings() {
        return reader.warnings();
    }

    public void addFrameListener(Consumer<FrameChanges> listener) {
        frameListeners.add(listener);
    }

    public void removeFrameListener(Consumer<FrameChanges> listener) {
        frameListeners.remove(listener);
    }

    public void step(int events) {
        pause();
        cursor.step(events);
        frame();
    }

    public void seekToEvent(long index) {
        pause();
        cursor.seekToEvent(index);
        frame();
    }

    public void seek(long timeNs) {
        pause();
        cursor.seek(timeNs);
        frame();
    }

    /** Moves to the next (or, backward, previous) event matching {@code filter}; false if none. */
    public boolean stepTo(EventFilter filter, boolean forward) {
        pause();
        Event found = forward ? cursor.stepTo(filter) : cursor.stepBackTo(filter);
        frame();
        return found != null;
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
        Event current = cursor.currentEvent();
        long at = current == null ? -1 : current.index();
        Bookmarks.Bookmark next = bookmarks().next(at, forward);
        if (next == null) {
            return false;
        }
        seekToEvent(next.event() + 1); // position = events applied: the bookmarked event becomes current
        return true;
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
        if (player != null) {
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
        Event event = cursor.currentEvent();
        return event == null ? null : Explainer.DEFAULT.explain(event, cursor.state());
    }

    /**
     * What the current event changed, value before and after, in LNet's words (computed once per
     * position, after the frame that got there).
     */
    public StepChanges stepChanges() {
        if (stepChanges == null || stepChanges.position() != cursor.position()) {
            stepChanges = StepChanges.of(this);
        }
        return stepChanges;
    }

    private void frame() {
        stepChanges = null;
        FrameChanges changes = sync.sync();
        for (Consumer<FrameChanges> listener : frameListeners) {
            listener.accept(changes);
        }
    }

    @Override
    public void close() throws IOException {
        pause();
        reader.close();
    }
}
