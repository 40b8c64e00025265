package org.lnetscope.prometheus;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.lnetscope.agent.Agent;
import org.lnetscope.agent.AgentOptions;
import org.lnetscope.agent.demo.SyntheticDebugfs;

/**
 * Three router agents on loopback ports 9741-9743 whose debugfs drifts toward the seed's failure
 * (a compute's lpni_txcredits falling, a server's lpni_rtrcredits going negative faster and
 * faster) for SECONDS; rtr3's agent is down from a third to half of the run. What made
 * examples/traces/three-routers-prometheus.lnettrace with a Prometheus scraping them (the recipe is
 * in examples/traces/README.md): {@code java -cp <product jars + prometheus test classes>
 * org.lnetscope.prometheus.DriftingRouters 60 /tmp/fs}.
 */
public final class DriftingRouters {

    private DriftingRouters() {
    }

    public static void main(String[] args) throws Exception {
        int seconds = Integer.parseInt(args[0]);
        Path dir = Path.of(args[1]);
        SyntheticDebugfs[] fs = new SyntheticDebugfs[3];
        Agent[] agents = new Agent[3];
        for (int i = 0; i < 3; i++) {
            fs[i] = new SyntheticDebugfs(dir.resolve("rtr" + (i + 1))).computeTx(40).serverRtr(42);
            agents[i] = agent(fs[i], i);
        }
        for (int t = 0; t < seconds; t++) {
            Thread.sleep(1000);
            for (int i = 0; i < 3; i++) {
                fs[i].computeTx(40 - t * (i + 1) * 3).serverRtr(42 - t * t * (i + 1) / 4);
            }
            if (t == seconds / 3) {
                agents[2].close();
                System.out.println("rtr3's agent down at " + t + " s");
            } else if (t == seconds / 2) {
                agents[2] = agent(fs[2], 2);
                System.out.println("rtr3's agent back at " + t + " s");
            }
        }
        for (Agent agent : agents) {
            agent.close();
        }
    }

    private static Agent agent(SyntheticDebugfs fs, int i) throws Exception {
        return new Agent(AgentOptions.parse(List.of("--meminfo", "off", "--debugfs", fs.dir().toString(), "--period", "500ms", "--port",
                Integer.toString(9741 + i), "--host", "rtr" + (i + 1)), Map.of()));
    }
}
