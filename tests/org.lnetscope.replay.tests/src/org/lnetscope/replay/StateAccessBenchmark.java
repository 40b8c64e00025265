package org.lnetscope.replay;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Random;

import org.lnetscope.trace.SeekIndex;
import org.lnetscope.trace.TraceReader;
import org.lnetscope.trace.state.FlatState;

/**
 * What a get or set of a {@link FlatState} slot costs in a large state, apart from replaying: the state
 * at event {@code AT} loaded with the seek index, then 4 M random live objects' value slots read (and
 * every eighth written back) eight times over, in thread CPU per access (docs/benchmarks.md, "g37":
 * the class tables in pages against one array per class). A main, not a test.
 *
 * <pre>
 * java -Xmx5g -cp ... org.lnetscope.replay.StateAccessBenchmark TRACE INDEX_DIR AT
 * </pre>
 */
public final class StateAccessBenchmark {

    private StateAccessBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        try (TraceReader reader = TraceReader.open(Path.of(args[0]))) {
            SeekIndex index = SeekIndex.open(reader, Path.of(args[1]), false).index();
            ReplayCursor cursor = new ReplayCursor(reader);
            cursor.useIndex(index);
            cursor.seekToEvent(Long.parseLong(args[2]));
            FlatState state = cursor.state();
            int[] ids = new int[1 << 22];
            int[] slots = new int[ids.length];
            Random random = new Random(1);
            for (int i = 0; i < ids.length; i++) {
                int id;
                do {
                    id = random.nextInt(state.highWater());
                } while (!state.isLive(id) || state.schema().layout(state.classOf(id)).values().isEmpty());
                ids[i] = id;
                slots[i] = random.nextInt(state.schema().layout(state.classOf(id)).values().size());
            }
            ThreadMXBean threads = ManagementFactory.getThreadMXBean();
            for (int round = 0; round < 8; round++) {
                long cpu0 = threads.getCurrentThreadCpuTime();
                long sum = 0;
                for (int rep = 0; rep < 4; rep++) {
                    for (int i = 0; i < ids.length; i++) {
                        long value = state.get(ids[i], slots[i]);
                        sum += value;
                        if ((i & 7) == 0) {
                            state.set(ids[i], slots[i], value);
                        }
                    }
                }
                System.out.printf(Locale.ROOT, "round %d: %.2f ns per access (%,d objects live; sum %d)%n", round,
                        (threads.getCurrentThreadCpuTime() - cpu0) / (4.0 * ids.length), state.liveCount(), sum);
            }
        }
    }
}
