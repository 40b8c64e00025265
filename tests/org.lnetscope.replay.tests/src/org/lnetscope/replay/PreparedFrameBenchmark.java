package org.lnetscope.replay;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;

import org.lnetscope.trace.Event;
import org.lnetscope.trace.EventType;
import org.lnetscope.trace.TraceReader;

/**
 * Where the frame of the window's jump to the full seed's OOM is worked out (docs/benchmarks.md, "The
 * window at the full seed's OOM without UI stalls"): a window's model without lnet_msg and kib_rx
 * ({@link EmfSync#MESSAGES_AND_RXS}) synced at {@code FROM} (the first pinned conn by default), the
 * cursor moved to the last NODE_OOM, then, in this thread's CPU time: {@link EmfSync#prepare()} and
 * {@link StateMsgQueues#warm()} (the mover's thread since this change), {@link EmfSync#apply} (what is
 * left for the UI thread), against one {@link EmfSync#sync()} of the same jump (what the UI thread did
 * before). A main, not a test: the figures belong in a report.
 *
 * <pre>
 * java -Xmx4g -cp ... org.lnetscope.replay.PreparedFrameBenchmark FILE [RUNS=3] [FROM=2818071]
 * </pre>
 */
public final class PreparedFrameBenchmark {

    private PreparedFrameBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        long from = args.length > 2 ? Long.parseLong(args[2]) : 2_818_071;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        try (TraceReader reader = TraceReader.open(file)) {
            ReplayCursor cursor = new ReplayCursor(reader);
            cursor.seekToEvent(reader.eventCount());
            Event oom = cursor.stepBackTo(EventFilter.ofType(EventType.NODE_OOM));
            long to = oom.index() + 1;
            StateQuery query = new StateQuery(cursor.state());
            for (int run = 1; run <= runs; run++) {
                cursor.seekToEvent(from);
                EmfSync sync = new EmfSync(cursor.state(), EmfSync.MESSAGES_AND_RXS);
                cursor.seekToEvent(to);
                long c0 = threads.getCurrentThreadCpuTime();
                EmfSync.Prepared next = sync.prepare();
                long c1 = threads.getCurrentThreadCpuTime();
                long w0 = System.nanoTime();
                StateMsgQueues queues = new StateMsgQueues(query, next).warm();
                long w1 = System.nanoTime();
                long c2 = threads.getCurrentThreadCpuTime();
                FrameChanges changes = sync.apply(next);
                long c3 = threads.getCurrentThreadCpuTime();
                // the same jump synced the old way, in one piece
                cursor.seekToEvent(from);
                sync = new EmfSync(cursor.state(), EmfSync.MESSAGES_AND_RXS);
                cursor.seekToEvent(to);
                long c4 = threads.getCurrentThreadCpuTime();
                sync.sync();
                long c5 = threads.getCurrentThreadCpuTime();
                System.out.printf(
                        "run %d: #%,d -> #%,d (%s, %,d values and lists to set): prepare %.3f s, warm %.3f s (its CPU on the mover's"
                                + " thread; held rxs on a second one) %.3f s wall;"
                                + " apply %.3f s (UI thread); one sync before %.3f s (UI thread); %s%n",
                        run, from - 1, to - 1, changes.isFullResync() ? "checkpoint load: full compare" : "incremental",
                        next.edits(), (c1 - c0) / 1e9, (c2 - c1) / 1e9, (w1 - w0) / 1e9, (c3 - c2) / 1e9, (c5 - c4) / 1e9, queues);
            }
        }
    }
}
