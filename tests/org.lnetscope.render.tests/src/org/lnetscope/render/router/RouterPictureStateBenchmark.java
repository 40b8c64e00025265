package org.lnetscope.render.router;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

import org.lnetscope.analysis.CreditCoupling;
import org.lnetscope.analysis.MsgQueues;
import org.lnetscope.analysis.PinnedConnections;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.replay.EmfSync;
import org.lnetscope.replay.ReplayCursor;
import org.lnetscope.replay.StateMsgQueues;
import org.lnetscope.replay.StateQuery;
import org.lnetscope.trace.TraceReader;

/**
 * What Router Internals' picture and the analyses it calls cost at a trace's end (the full seed's: its OOM)
 * read through the replay state (docs/benchmarks.md, "Router Internals and the analyses on the replay
 * state"): the model without lnet_msg and kib_rx ({@link EmfSync#MESSAGES_AND_RXS}) built once, then per run
 * a {@link StateMsgQueues} and, for every router, {@link RouterPicture}, {@link CreditCoupling#find(Node,
 * MsgQueues)} and {@link PinnedConnections#find(Node, MsgQueues)}, each in CPU time of this thread
 * (ThreadMXBean), and the heap after a GC. With {@code --full}, the same on the full EMF mirror through
 * {@link MsgQueues#MODEL} (what the window pays today). A main, not a test.
 *
 * <pre>
 * java -Xmx5g -cp ... org.lnetscope.render.router.RouterPictureStateBenchmark FILE [RUNS=3] [--full]
 * </pre>
 */
public final class RouterPictureStateBenchmark {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private RouterPictureStateBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        int runs = args.length > 1 && !args[1].startsWith("--") ? Integer.parseInt(args[1]) : 3;
        try (TraceReader reader = TraceReader.open(file)) {
            long c0 = cpu();
            ReplayCursor cursor = new ReplayCursor(reader);
            cursor.seekToEvent(reader.eventCount());
            long c1 = cpu();
            System.out.printf("the last event (#%,d): %,d objects, moved there in %.2f s CPU%n", reader.eventCount() - 1,
                    cursor.state().liveCount(), (c1 - c0) / 1e9);
            long l0 = cpu();
            EmfSync lean = new EmfSync(cursor.state(), EmfSync.MESSAGES_AND_RXS);
            long l1 = cpu();
            System.out.printf("EMF without lnet_msg and kib_rx: built in %.2f s CPU; heap after GC, cursor + model: %,d MiB%n",
                    (l1 - l0) / 1e9, heapAfterGc(lean));
            List<Node> routers = routers(lean.fabric());
            for (int run = 1; run <= runs; run++) {
                measure("state", run, routers, () -> {
                    StateMsgQueues queues = new StateMsgQueues(new StateQuery(cursor.state()), lean);
                    queues.idOf(lean.fabric()); // the id index, built once per frame
                    return queues;
                });
            }
            if (Set.of(args).contains("--full")) {
                var copy = cursor.state().copy(); // a copy's changes say "everything": built whole, as after a jump
                long f0 = cpu();
                EmfSync full = new EmfSync(copy);
                long f1 = cpu();
                System.out.printf("full EMF mirror (today's window): built in %.2f s CPU%n", (f1 - f0) / 1e9);
                List<Node> fullRouters = routers(full.fabric());
                for (int run = 1; run <= runs; run++) {
                    measure("full model", run, fullRouters, () -> MsgQueues.MODEL);
                }
            }
        }
    }

    private static List<Node> routers(Fabric fabric) {
        return fabric.getNodes().stream().filter(n -> n.getRole() == NodeRole.ROUTER).toList();
    }

    /**
     * Each of the three alone, every router, on queues fresh from {@code fresh} (the state's caches what it
     * counted, so a later one would ride on an earlier one's work), then the three together as one frame.
     */
    private static void measure(String way, int run, List<Node> routers, Supplier<MsgQueues> fresh) {
        long[] picture = {0};
        long[] coupling = {0};
        long[] pinned = {0};
        long[] frame = {0};
        int shapes = 0;
        int stalled = 0;
        int pinnedConns = 0;
        MsgQueues queues = timed(picture, fresh);
        for (Node router : routers) {
            shapes += timed(picture, () -> RouterPicture.of(router, 1200, queues)).shapes().size();
        }
        MsgQueues forCoupling = timed(coupling, fresh);
        for (Node router : routers) {
            stalled += timed(coupling, () -> CreditCoupling.find(router, forCoupling)).size();
        }
        MsgQueues forPinned = timed(pinned, fresh);
        for (Node router : routers) {
            pinnedConns += timed(pinned, () -> PinnedConnections.find(router, forPinned)).size();
        }
        MsgQueues forFrame = timed(frame, fresh);
        for (Node router : routers) {
            timed(frame, () -> RouterPicture.of(router, 1200, forFrame));
            timed(frame, () -> CreditCoupling.find(router, forFrame));
            timed(frame, () -> PinnedConnections.find(router, forFrame));
        }
        long queued = 0;
        for (Node router : routers) {
            for (var peer : router.getPeers()) {
                for (var peerNi : peer.getPeerNis()) {
                    queued += queues.txqLength(peerNi) + queues.routerQueueLength(peerNi);
                }
            }
        }
        System.out.printf("run %d, %s, %d routers, CPU: RouterPicture %.3f s (%,d shapes), CreditCoupling %.3f s"
                + " (%d stalled queues), PinnedConnections %.3f s (%,d pinned); the three as one frame %.3f s;"
                + " %,d queued lnet_msg%n", run, way, routers.size(), picture[0] / 1e9, shapes, coupling[0] / 1e9, stalled,
                pinned[0] / 1e9, pinnedConns, frame[0] / 1e9, queued);
    }

    private static <T> T timed(long[] total, Supplier<T> work) {
        long t0 = cpu();
        T result = work.get();
        total[0] += cpu() - t0;
        return result;
    }

    private static long cpu() {
        return THREADS.getCurrentThreadCpuTime();
    }

    /** Heap in use with {@code keep} still reachable. */
    private static long heapAfterGc(Object keep) {
        System.gc();
        Runtime runtime = Runtime.getRuntime();
        long used = (runtime.totalMemory() - runtime.freeMemory()) >> 20;
        return keep == null ? -1 : used;
    }
}
