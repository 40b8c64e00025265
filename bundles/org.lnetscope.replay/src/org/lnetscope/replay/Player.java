package org.lnetscope.replay;

import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * Plays a cursor at a speed, forward or backward, driven by a clock and a scheduler the caller
 * supplies: the UI passes {@code System::nanoTime} and a {@code Display.timerExec} adapter, tests
 * pass a fake clock and run ticks by hand. Each tick moves the cursor to the trace time the clock
 * says, however many events that is, and calls the frame callback once (which typically runs
 * {@link EmfSync#sync()} and repaints).
 */
public final class Player {

    /** Runs {@code tick} after {@code delayNanos}, on whatever thread the views want. */
    @FunctionalInterface
    public interface Scheduler {
        void schedule(Runnable tick, long delayNanos);
    }

    private final ReplayCursor cursor;
    private final LongSupplier clockNanos;
    private final Scheduler scheduler;
    private final Consumer<ReplayCursor> onFrame;
    private final long frameNanos;

    private boolean playing;
    private double speed;
    private long anchorWall;
    private long anchorTrace;
    private long generation;

    /**
     * @param frameNanos time between frames, e.g. 33_333_333 for 30 frames a second
     */
    public Player(ReplayCursor cursor, LongSupplier clockNanos, Scheduler scheduler, Consumer<ReplayCursor> onFrame,
            long frameNanos) {
        this.cursor = cursor;
        this.clockNanos = clockNanos;
        this.scheduler = scheduler;
        this.onFrame = onFrame;
        this.frameNanos = frameNanos;
    }

    /**
     * Plays at {@code speed} trace seconds per wall second (1 = real time, 0.001 = a thousand
     * times slower, negative = backward) from the cursor's current time.
     */
    public void play(double newSpeed) {
        if (newSpeed == 0) {
            pause();
            return;
        }
        speed = newSpeed;
        anchorWall = clockNanos.getAsLong();
        anchorTrace = cursor.timeNs();
        playing = true;
        long mine = ++generation;
        scheduler.schedule(() -> tick(mine), frameNanos);
    }

    public void pause() {
        playing = false;
        generation++;
    }

    public boolean isPlaying() {
        return playing;
    }

    public double speed() {
        return speed;
    }

    private void tick(long mine) {
        if (!playing || mine != generation) {
            return; // a pause or a new play() since this tick was scheduled
        }
        long elapsed = clockNanos.getAsLong() - anchorWall;
        long start = cursor.reader().startTimeNs();
        long end = cursor.reader().endTimeNs();
        double target = anchorTrace + elapsed * speed;
        long to = (long) Math.max(start, Math.min(end, target));
        if (speed < 0 && to <= start) {
            cursor.seekToEvent(0);
        } else {
            cursor.seek(to);
        }
        boolean atEnd = speed > 0 ? cursor.position() >= cursor.eventCount() : cursor.position() == 0;
        if (atEnd) {
            playing = false;
        }
        onFrame.accept(cursor);
        if (playing) {
            scheduler.schedule(() -> tick(mine), frameNanos);
        }
    }
}
