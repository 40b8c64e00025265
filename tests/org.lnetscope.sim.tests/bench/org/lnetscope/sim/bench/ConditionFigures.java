package org.lnetscope.sim.bench;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.lnetscope.model.nid.Nid;
import org.lnetscope.sim.RunSummary;
import org.lnetscope.sim.Simulation;
import org.lnetscope.sim.engine.Time;
import org.lnetscope.sim.lnet.LnetMsg;
import org.lnetscope.sim.lnet.LnetPeer;
import org.lnetscope.sim.lnet.LnetPeerNi;
import org.lnetscope.sim.scenario.Quantities;
import org.lnetscope.sim.scenario.Scenario;
import org.lnetscope.sim.scenario.ScenarioLoader;
import org.lnetscope.sim.world.SimNode;

/**
 * The kdump figures (docs/what-if.md, "Which conditions reach the kdump") of one run of a
 * scenario under one condition: the lnd_timeout used, time to OOM, and on the router that ran out
 * (or used the most) the stuck peer's lpni_txcredits, how many server NIDs have exactly
 * peer_buffer_credits messages on its txq, the worst lpni_rtrcredits, the pinned conns and their
 * bytes each, and what the LND told LNet. Compiled with the tests, never run by them.
 *
 * <pre>
 * ConditionFigures SCENARIO.yaml STUCK_NID [--until T] [--set k=v]...
 * </pre>
 */
public final class ConditionFigures {

    private ConditionFigures() {
    }

    public static void main(String[] args) throws Exception {
        List<String> sets = new ArrayList<>();
        long until = -1;
        Path file = Path.of(args[0]);
        Nid stuck = Nid.parse(args[1]);
        for (int i = 2; i < args.length; i++) {
            switch (args[i]) {
                case "--set" -> sets.add(args[++i]);
                case "--until" -> until = Quantities.durationNs(args[++i]);
                default -> throw new IllegalArgumentException(args[i]);
            }
        }
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        Scenario scenario = ScenarioLoader.load(file, sets);
        out.println("sets: " + sets);
        out.println("lnd_timeout " + scenario.tunables().lndTimeoutWhy());
        Simulation sim = Simulation.of(scenario);
        long end = until >= 0 ? until : scenario.durationNs();
        RunSummary s = sim.run(end, true, null);
        out.printf(Locale.ROOT, "stopped at %s: %s; %,d events, %.1f s%n", Time.format(s.endNs()), s.stopReason(),
                s.events(), s.wallNanos() / 1e9);
        SimNode router = null;
        for (SimNode n : sim.world().nodes) {
            if (n.isRouter() && (router == null || n.oom && !router.oom
                    || n.oom == router.oom && n.peakUsedBytes > router.peakUsedBytes)) {
                router = n;
            }
        }
        RunSummary.RouterFigures f = sim.figures(router);
        LnetPeerNi lp = router.peerNi(stuck);
        Map<Nid, Integer> bySource = new HashMap<>();
        if (lp != null) {
            for (LnetMsg msg : lp.txq.toList()) {
                bySource.merge(msg.srcNid, 1, Integer::sum);
            }
        }
        int pbc = scenario.tunables().effectivePeerBufferCredits();
        long atFull = bySource.values().stream().filter(n -> n == pbc).count();
        long nearFull = bySource.values().stream().filter(n -> n >= pbc - 1).count();
        int servers = 0;
        for (LnetPeer peer : router.peers.peers()) {
            for (LnetPeerNi p : peer.peerNis) {
                if (!p.nid.netName().equals(stuck.netName())) {
                    servers++;
                }
            }
        }
        out.printf(Locale.ROOT, "%s: %s, peak %s of %s%s%n", router.hostname, Quantities.formatBytes(router.usedBytes()),
                Quantities.formatBytes(router.peakUsedBytes), Quantities.formatBytes(router.ramBytes),
                router.oom ? ", OOM at " + Time.format(router.oomAtNs) : "");
        out.printf(Locale.ROOT, "stuck %s: lpni_txcredits %d (min %d), txq %d; server NIDs with %d on it: %d (>= %d: %d) of %d"
                + " with any, %d peer NIs on the other net%n", stuck, lp == null ? 0 : lp.txCredits,
                lp == null ? 0 : lp.minTxCredits, lp == null ? 0 : lp.txq.size(), pbc, atFull, pbc - 1, nearFull,
                bySource.size(), servers);
        out.printf(Locale.ROOT, "worst lpni_rtrcredits %s %d (min over run %d), %d pinned conns along it%n",
                f.worstRtrPeer(), f.worstRtrCredits(), f.rtrCreditsMinOverRun(), f.worstRtrPinnedConns());
        out.printf(Locale.ROOT, "pinned conns %,d (peak %,d), %s, %.2f MiB each; %,d lnet_msgs%n", f.pinnedConns(),
                f.peakPinnedConns(), Quantities.formatBytes(f.pinnedBytes()),
                f.pinnedConns() == 0 ? 0 : f.pinnedBytes() / (double) f.pinnedConns() / (1 << 20), f.msgsAlloc());
        out.printf(Locale.ROOT, "LND: %,d \"Timed out RDMA\", %,d \"Timed out tx for\", %,d downs told LNet, %,d ignored"
                + " (auto_down 0), %,d notifies silent; stuck peer alive_count %d, alive %b, drops %,d%n",
                router.stats.txTimeouts, router.stats.waitingTxTimeouts, router.stats.lndDowns,
                router.stats.lndDownsIgnored, router.stats.lndNotifySilent, lp == null ? 0 : lp.aliveCount,
                lp != null && lp.alive, lp == null ? 0 : lp.dropCount);
    }
}
