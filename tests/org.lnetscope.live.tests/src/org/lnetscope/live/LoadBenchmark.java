package org.lnetscope.live;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The load figure: {@code java -cp <test and product classes> org.lnetscope.live.LoadBenchmark
 * [AGENTS=100] [SECONDS=60] [PEERS_PER_AGENT=200]}; prints one result line (docs/benchmarks.md).
 */
public final class LoadBenchmark {

    private LoadBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int agents = args.length > 0 ? Integer.parseInt(args[0]) : 100;
        long seconds = args.length > 1 ? Long.parseLong(args[1]) : 60;
        int peers = args.length > 2 ? Integer.parseInt(args[2]) : 200;
        Path dir = Files.createTempDirectory("lnetscope-load");
        LoadRun.Result r = LoadRun.run(agents, seconds, peers, dir.resolve("load.lnettrace"));
        System.out.printf("agents=%d seconds=%d published=%d received=%d lost=%d reconnects=%d events=%d"
                + " deltas/s=%.0f cpu=%.1fs (%.0f%% of one core) heapPeak=%dMiB trace=%dKiB%n", r.agents(), r.seconds(),
                r.published(), r.received(), r.lost(), r.reconnects(), r.events(), r.deltasPerSecond(), r.cpuSeconds(),
                100 * r.cpuSeconds() / r.seconds(), r.heapPeakBytes() >> 20, r.traceBytes() >> 10);
        Files.deleteIfExists(dir.resolve("load.lnettrace"));
        Files.deleteIfExists(dir);
        System.exit(r.lost() == 0 ? 0 : 1);
    }
}
