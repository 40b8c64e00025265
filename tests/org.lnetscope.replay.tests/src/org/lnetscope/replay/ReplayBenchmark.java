package org.lnetscope.replay;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;

import org.lnetscope.trace.Event;
import org.lnetscope.trace.EventStream;
import org.lnetscope.trace.StateApplier;
import org.lnetscope.trace.TraceOptions;
import org.lnetscope.trace.TraceReader;
import org.lnetscope.trace.UndoLog;
import org.lnetscope.trace.state.FlatState;

/**
 * The replay benchmark behind docs/benchmarks.md: generates a synthetic incident trace of N events
 * and measures open, random seek, step, apply rate, EMF frame sync, bytes per event and heap.
 * A main, not a test: timings belong in a report, not in a pass/fail gate on a shared machine.
 *
 * <pre>
 * java -Xmx2g -cp ... org.lnetscope.replay.ReplayBenchmark FILE EVENTS [deflate=true|false] [keep]
 * </pre>
 * (tests/org.lnetscope.replay.tests/run-benchmark.sh builds the class path.)
 */
public final class ReplayBenchmark {

    private ReplayBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        long events = Long.parseLong(args[1]);
        boolean deflate = args.length < 3 || Boolean.parseBoolean(args[2]);
        boolean keep = args.length > 3 && args[3].equals("keep");
        if (!keep || !Files.exists(file)) {
            long t0 = System.nanoTime();
            new IncidentGenerator(16, 32, 8, 1).write(file, events,
                    TraceOptions.defaults("ReplayBenchmark").withDeflate(deflate));
            report("write (generator + writer)", "%.1f s, %.0f events/s", seconds(t0), events / seconds(t0));
        }
        long size = Files.size(file);

        long t0 = System.nanoTime();
        TraceReader reader = TraceReader.open(file);
        double openMs = millis(t0);
        report("open", "%.1f ms (%,d events, %,d chunks, %,d checkpoints)", openMs, reader.eventCount(), reader.chunkCount(),
                reader.checkpointCount());
        report("size", "%,d bytes, %.2f bytes/event, deflate=%s", size, size / (double) reader.eventCount(), deflate);

        applyRate(reader);
        applyRate(reader); // second pass: JIT warm
        oldValueCost(reader);

        ReplayCursor cursor = new ReplayCursor(reader);
        Random random = new Random(1);
        int seeks = 1000;
        long[] seekNs = new long[seeks];
        for (int i = 0; i < seeks; i++) {
            long target = (long) (random.nextDouble() * reader.eventCount());
            long s = System.nanoTime();
            cursor.seekToEvent(target);
            seekNs[i] = System.nanoTime() - s;
        }
        percentiles("random seekToEvent", seekNs);
        long[] timeSeekNs = new long[seeks];
        for (int i = 0; i < seeks; i++) {
            long t = reader.startTimeNs() + (long) (random.nextDouble() * (reader.endTimeNs() - reader.startTimeNs()));
            long s = System.nanoTime();
            cursor.seek(t);
            timeSeekNs[i] = System.nanoTime() - s;
        }
        percentiles("random seek(time)", timeSeekNs);

        int steps = 2000;
        long[] forward = new long[steps];
        long[] back = new long[steps];
        for (int i = 0; i < steps; i++) {
            cursor.seekToEvent(1 + (long) (random.nextDouble() * (reader.eventCount() - 2)));
            long s = System.nanoTime();
            cursor.step(1);
            forward[i] = System.nanoTime() - s;
            s = System.nanoTime();
            cursor.step(-1);
            back[i] = System.nanoTime() - s;
        }
        percentiles("step +1", forward);
        percentiles("step -1", back);
        cursor.seekToEvent(reader.eventCount() / 2);
        long[] runBack = new long[steps];
        for (int i = 0; i < steps; i++) {
            long s = System.nanoTime();
            cursor.step(-1);
            runBack[i] = System.nanoTime() - s;
        }
        percentiles("step -1, 2000 in a row", runBack);

        EmfSync sync = new EmfSync(cursor.state());
        long[] frame = new long[200];
        long[] jumpFrame = new long[50];
        for (int i = 0; i < frame.length; i++) {
            cursor.step(100);
            long s = System.nanoTime();
            sync.sync();
            frame[i] = System.nanoTime() - s;
        }
        percentiles("EMF sync after 100 steps", frame);
        for (int i = 0; i < jumpFrame.length; i++) {
            cursor.seekToEvent((long) (random.nextDouble() * reader.eventCount()));
            long s = System.nanoTime();
            sync.sync();
            jumpFrame[i] = System.nanoTime() - s;
        }
        percentiles("EMF sync after a random seek", jumpFrame);

        Runtime rt = Runtime.getRuntime();
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        long heap = rt.totalMemory() - rt.freeMemory();
        report("heap after GC, cursor + EMF model open", "%.1f MiB (trace file %.1f MiB; %,d live objects)", heap / 1048576.0,
                size / 1048576.0, cursor.state().liveCount());
        reader.close();
    }

    /** Replays the whole trace on a flat state, with and without recording undo. */
    private static void applyRate(TraceReader reader) {
        for (boolean withUndo : new boolean[] {false, true}) {
            FlatState state = reader.loadCheckpoint(0);
            UndoLog undo = withUndo ? new UndoLog() : null;
            EventStream stream = reader.events(0);
            Event event = new Event();
            long t0 = System.nanoTime();
            long n = 0;
            while (stream.next(event)) {
                StateApplier.apply(event, state, undo);
                if (undo != null && undo.events() >= 32768) {
                    undo.clear(); // as the cursor does: the log spans one checkpoint interval
                }
                n++;
            }
            double s = seconds(t0);
            report("apply (decode + apply" + (withUndo ? " + undo log" : "") + ")", "%,.0f events/s (%,d events in %.2f s)",
                    n / s, n, s);
        }
    }

    /**
     * What storing old values in the file would have cost: the bytes of every SET's old value and
     * of every deleted object's image. Measured to justify computing inverses at replay time.
     */
    private static void oldValueCost(TraceReader reader) {
        FlatState state = reader.loadCheckpoint(0);
        EventStream stream = reader.events(0);
        Event event = new Event();
        long extra = 0;
        long n = 0;
        while (stream.next(event)) {
            for (int op = 0; op < event.opCount(); op++) {
                if (event.opKind(op) == Event.SET && !state.isLive(event.opA(op))) {
                    extra += 1; // created by this same event: the old value is the default
                } else if (event.opKind(op) == Event.SET) {
                    extra += varintBytes(zigzag(state.get(event.opA(op), event.opB(op))));
                } else if (event.opKind(op) == Event.DELETE && state.isLive(event.opA(op))) {
                    int c = state.classOf(event.opA(op));
                    for (int s = 0; s < state.schema().layout(c).values().size(); s++) {
                        long v = state.get(event.opA(op), s);
                        if (v != state.schema().layout(c).values().get(s).defaultValue()) {
                            extra += 1 + varintBytes(zigzag(v));
                        }
                    }
                }
            }
            StateApplier.apply(event, state, null);
            n++;
        }
        report("old values stored in the file would add", "%.2f bytes/event (uncompressed)", extra / (double) n);
    }

    private static long zigzag(long v) {
        return (v << 1) ^ (v >> 63);
    }

    private static int varintBytes(long v) {
        int n = 1;
        while ((v & ~0x7FL) != 0) {
            v >>>= 7;
            n++;
        }
        return n;
    }

    private static void percentiles(String what, long[] ns) {
        long[] sorted = ns.clone();
        Arrays.sort(sorted);
        report(what, "p50 %.3f ms, p99 %.3f ms, max %.3f ms (%d samples)", sorted[sorted.length / 2] / 1e6,
                sorted[(int) (sorted.length * 0.99)] / 1e6, sorted[sorted.length - 1] / 1e6, sorted.length);
    }

    private static void report(String what, String format, Object... args) {
        System.out.printf("%-45s %s%n", what, String.format(format, args));
    }

    private static double seconds(long t0) {
        return (System.nanoTime() - t0) / 1e9;
    }

    private static double millis(long t0) {
        return (System.nanoTime() - t0) / 1e6;
    }
}
