package org.lnetscope.ui.views;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.lnetscope.session.replay.ReplaySession;

/**
 * The range selected on the Timeline, for the views where a stretch of the trace means something
 * (Events lists its events, Bookmarks marks the bookmarks in it): the trace it is of and its ends in
 * that trace's own time (a comparison's range is the baseline's, which the other views show). One
 * window, one range; UI thread only.
 */
public final class TraceRange {

    /** [fromNs, toNs] of {@code session}'s trace time, both ends included, as the Timeline counts its events. */
    public record Range(ReplaySession session, long fromNs, long toNs) {

        /** The first event index in the range (events with a time before {@code fromNs} come before it). */
        public long firstEvent() {
            return session.reader().positionAtTime(fromNs - 1);
        }

        /** One past the last event index in the range. */
        public long endEvent() {
            return session.reader().positionAtTime(toNs);
        }

        public boolean contains(long timeNs) {
            return timeNs >= fromNs && timeNs <= toNs;
        }
    }

    private static Range current;
    private static final List<Runnable> LISTENERS = new CopyOnWriteArrayList<>();

    private TraceRange() {
    }

    /** The range of {@code session}, if the Timeline has one selected on it. */
    public static Range of(ReplaySession session) {
        return current != null && session != null && current.session() == session ? current : null;
    }

    /** The Timeline's selection changed ({@code null}: none); the listeners are told if it differs. */
    static void set(Range range) {
        if (java.util.Objects.equals(range, current)) {
            return;
        }
        current = range;
        LISTENERS.forEach(Runnable::run);
    }

    public static void addListener(Runnable listener) {
        LISTENERS.add(listener);
    }

    public static void removeListener(Runnable listener) {
        LISTENERS.remove(listener);
    }
}
