package org.lnetscope.session.replay;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

import org.lnetscope.trace.Event;
import org.lnetscope.trace.EventStream;
import org.lnetscope.trace.EventType;
import org.lnetscope.trace.KernelFunction;
import org.lnetscope.trace.StateApplier;
import org.lnetscope.trace.TraceReader;
import org.lnetscope.trace.state.FlatState;

/**
 * What the time graph marks on its axis, found in one pass over a trace on a private reader (any
 * thread, cancellable): where each stop of the {@link GuidedTour} falls, the injected fault, the
 * OOMs and the dropped messages. A tour stop is the event {@link GuidedTour#goTo} would stop on
 * (the first matching event from the start; stop 4 on a conn pinned by held rx, judged on the state
 * just after the event, as the tour's search does), so a marker and the tour never disagree.
 *
 * @param tourTimes the time of each tour stop, -1 where the trace never gets there
 * @param tourEvents the index of each tour stop's event, -1 where the trace never gets there
 * @param faultNs the first fault the simulator injected (a MEMORY event with no kernel function
 *        about a node, as {@code RunScan} reads it), or -1
 * @param ooms the times of NODE_OOM events (at most {@link #MAX} kept)
 * @param drops the times of MSG_DROPPED events (at most {@link #MAX} kept; {@code dropCount} is all)
 */
public record TimeMarkers(long[] tourTimes, long[] tourEvents, long faultNs, long[] ooms, long[] drops, long dropCount) {

    /** Markers of one kind kept at most: more would be one smear of ticks on any axis. */
    public static final int MAX = 5000;

    public static final TimeMarkers NONE = new TimeMarkers(new long[0], new long[0], -1, new long[0], new long[0], 0);

    /**
     * Reads {@code trace} once; {@code cancelled} is asked before the first event and every 64 Ki events and a cancelled scan
     * throws {@link CancellationException}.
     *
     * @throws IOException naming the file when it cannot be read
     */
    public static TimeMarkers scan(Path trace, BooleanSupplier cancelled) throws IOException {
        try (TraceReader reader = TraceReader.open(trace)) {
            FlatState state = reader.loadCheckpoint(0);
            int nodeClass = state.schema().classIndex("Node");
            int stops = GuidedTour.STOPS.size();
            long[] tourTimes = new long[stops];
            long[] tourEvents = new long[stops];
            Arrays.fill(tourTimes, -1);
            Arrays.fill(tourEvents, -1);
            int tourFound = 0;
            long fault = -1;
            long[] ooms = new long[16];
            int oomCount = 0;
            long[] drops = new long[256];
            int kept = 0;
            long dropCount = 0;
            EventStream stream = reader.events(0);
            Event event = new Event();
            long seen = 0;
            while (stream.next(event)) {
                // asked before the first event too: a walk begun while the window's cursor makes a long move
                // waits before it reads anything (TimelineView's yielding)
                if ((seen++ & 0xFFFF) == 0 && cancelled.getAsBoolean()) {
                    throw new CancellationException("marking " + trace + " cancelled");
                }
                StateApplier.apply(event, state, null);
                EventType type = event.type();
                if (tourFound < stops) {
                    for (int i = 0; i < stops; i++) {
                        GuidedTour.Stop stop = GuidedTour.STOPS.get(i);
                        if (tourEvents[i] < 0 && stop.filter().matches(event, state)
                                && (!stop.needsHeldRx() || GuidedTour.isPinnedByHeldRx(state, event.subject()))) {
                            tourEvents[i] = event.index();
                            tourTimes[i] = event.timeNs();
                            tourFound++;
                        }
                    }
                }
                if (type == EventType.MSG_DROPPED) {
                    dropCount++;
                    if (kept < MAX) {
                        if (kept == drops.length) {
                            drops = Arrays.copyOf(drops, kept * 2);
                        }
                        drops[kept++] = event.timeNs();
                    }
                } else if (type == EventType.NODE_OOM && oomCount < MAX) {
                    if (oomCount == ooms.length) {
                        ooms = Arrays.copyOf(ooms, oomCount * 2);
                    }
                    ooms[oomCount++] = event.timeNs();
                } else if (type == EventType.MEMORY && fault < 0 && event.function() == KernelFunction.none
                        && event.subject() >= 0 && state.isLive(event.subject()) && state.classOf(event.subject()) == nodeClass) {
                    // the simulator writes each fault it injects this way (org.lnetscope.sim.world.Faults; RunScan)
                    fault = event.timeNs();
                }
            }
            return new TimeMarkers(tourTimes, tourEvents, fault, Arrays.copyOf(ooms, oomCount), Arrays.copyOf(drops, kept),
                    dropCount);
        }
    }
}
