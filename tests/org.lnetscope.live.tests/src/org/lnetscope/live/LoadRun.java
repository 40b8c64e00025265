package org.lnetscope.live;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.lnetscope.agent.Agent;
import org.lnetscope.agent.AgentOptions;
import org.lnetscope.trace.TraceReader;

/**
 * N agents at 10 Hz on loopback into one recording LiveFabric for a while, then a freeze and a
 * count: every delta an agent published after the recorder's snapshot must have been received
 * and applied, and each must be one event in the trace. Shared by the test (small) and the
 * benchmark main (100 agents x 60 s).
 */
final class LoadRun {

    record Result(int agents, long seconds, long published, long received, long lost, long reconnects, long events,
            long traceEvents, double deltasPerSecond, double cpuSeconds, long heapPeakBytes, long traceBytes) {
    }

    private LoadRun() {
    }

    static Result run(int agents, long seconds, int peersPerAgent, Path trace) throws Exception {
        List<Agent> running = new ArrayList<>();
        List<SyntheticRouter> routers = new ArrayList<>();
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        long heapPeak = 0;
        try {
            for (int i = 0; i < agents; i++) {
                SyntheticRouter router = new SyntheticRouter(peersPerAgent, 5);
                routers.add(router);
                running.add(new Agent(AgentOptions.parse(List.of("--meminfo", "off", "--period", "100ms", "--port", "0", "--host",
                        String.format("rtr%03d", i)), Map.of()), router));
            }
            long cpu0 = processCpuNanos();
            long t0 = System.nanoTime();
            LiveFabric live = new LiveFabric(LiveFabric.Options.defaults());
            live.recordTo(trace);
            List<AgentStream> streams = new ArrayList<>();
            for (Agent a : running) {
                streams.addAll(live.connect(new AgentAddress("127.0.0.1", a.address().getPort(), false)));
            }
            long end = System.currentTimeMillis() + seconds * 1000;
            while (System.currentTimeMillis() < end) {
                Thread.sleep(200);
                heapPeak = Math.max(heapPeak, memory.getHeapMemoryUsage().getUsed());
            }
            routers.forEach(SyntheticRouter::freeze);
            Thread.sleep(300); // a sample in progress may still publish one delta
            for (int i = 0; i < agents; i++) {
                long agentSeq = running.get(i).sampler().seq();
                AgentStream s = streams.get(i);
                Wait.until("stream " + i + " caught up", 20_000, () -> s.lastSeq() == agentSeq);
            }
            if (!live.drain(20_000)) {
                throw new AssertionError("the recorder did not catch up in 20 s");
            }
            long elapsedNs = System.nanoTime() - t0;
            long published = 0;
            long received = 0;
            long reconnects = 0;
            for (int i = 0; i < agents; i++) {
                AgentStream s = streams.get(i);
                published += running.get(i).sampler().seq() - s.firstSnapshotSeq();
                received += s.deltasReceived();
                reconnects += s.reconnects();
            }
            long events = live.eventsRecorded();
            live.close();
            double cpu = (processCpuNanos() - cpu0) / 1e9;
            long traceEvents;
            try (TraceReader reader = TraceReader.open(trace)) {
                traceEvents = reader.eventCount();
            }
            return new Result(agents, seconds, published, received, published - received, reconnects, events, traceEvents,
                    received / (elapsedNs / 1e9), cpu, heapPeak, Files.size(trace));
        } finally {
            running.forEach(Agent::close);
        }
    }

    private static long processCpuNanos() {
        return ProcessHandle.current().info().totalCpuDuration().map(Duration::toNanos).orElse(0L);
    }
}
