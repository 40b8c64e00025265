package org.lnetscope.sim;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.lnetscope.model.nid.Nid;
import org.lnetscope.sim.engine.SimAction;
import org.lnetscope.sim.lnet.LnetMsg;
import org.lnetscope.sim.lnet.LnetPeer;
import org.lnetscope.sim.lnet.LnetPeerNi;
import org.lnetscope.sim.o2iblnd.ConndTick;
import org.lnetscope.sim.o2iblnd.KibConn;
import org.lnetscope.sim.o2iblnd.KibPeerNi;
import org.lnetscope.sim.o2iblnd.WireMsg;
import org.lnetscope.sim.scenario.Scenario;
import org.lnetscope.sim.world.SimNode;
import org.lnetscope.sim.world.World;

/**
 * A deterministic discrete-event run of a scenario: one future-event list, integer nanoseconds,
 * one seeded RNG, so the same scenario and seed always give the same events and final state.
 */
public final class Simulation {

    /** Told about progress now and then on long runs. */
    @FunctionalInterface
    public interface Progress {
        void report(long simNs, long events, World world);
    }

    /** Progress is told once a second of wall time; the clock is read every this many events. */
    private static final long CLOCK_EVERY_EVENTS = 1L << 12;
    private static final long PROGRESS_EVERY_NS = 1_000_000_000L;
    public static final String STOPPED = "stopped (interrupted)";

    private final Scenario scenario;
    private final World world;
    private Runnable afterEvent;
    private volatile boolean stopRequested;

    private Simulation(Scenario scenario, World world) {
        this.scenario = scenario;
        this.world = world;
    }

    public static Simulation of(Scenario scenario) {
        return new Simulation(scenario, SimulationBuilder.build(scenario));
    }

    public Scenario scenario() {
        return scenario;
    }

    public World world() {
        return world;
    }

    public void setListener(SimulationListener listener) {
        world.setListener(listener);
    }

    /** Runs after every event and the work it handed off (tests check invariants here). */
    public void setAfterEvent(Runnable afterEvent) {
        this.afterEvent = afterEvent;
    }

    /**
     * Asks a running {@link #run} to stop after the event it is at (from another thread: a signal
     * handler); the run then returns with {@link #STOPPED} as its stop reason.
     */
    public void requestStop() {
        stopRequested = true;
    }

    /**
     * Runs until {@code untilNs} of simulated time, until the first out-of-memory when
     * {@code untilOom}, or until nothing is left to do.
     */
    public RunSummary run(long untilNs, boolean untilOom, Progress progress) {
        long wallStart = System.nanoTime();
        long startEvents = world.q.fired();
        long nextClock = CLOCK_EVERY_EVENTS;
        long nextProgressNs = wallStart + PROGRESS_EVERY_NS;
        String reason = "end of scenario time";
        while (true) {
            if (world.q.isEmpty()) {
                reason = "no more events";
                break;
            }
            if (world.q.peekTime() > untilNs) {
                break;
            }
            SimAction action = world.q.takeNext();
            // The two commonest kinds, three quarters of a run's events (a wire message's arrival
            // and completion, connd's tick), called through their class rather than the interface:
            // SimAction.fire() has many implementations, so each call went through an itable stub
            // (docs/benchmarks.md, helper s37).
            if (action instanceof WireMsg wm) {
                wm.fire();
            } else if (action instanceof ConndTick tick) {
                tick.fire();
            } else {
                action.fire();
            }
            world.drainDeferred();
            world.stepDone();
            if (afterEvent != null) {
                afterEvent.run();
            }
            if (untilOom && world.memory.firstOom() != null) {
                reason = "out of memory on " + world.memory.firstOom().hostname;
                break;
            }
            if (stopRequested) {
                reason = STOPPED;
                break;
            }
            if (progress != null && world.q.fired() - startEvents >= nextClock) {
                nextClock += CLOCK_EVERY_EVENTS;
                long now = System.nanoTime();
                if (now >= nextProgressNs) {
                    nextProgressNs = now + PROGRESS_EVERY_NS;
                    progress.report(world.now(), world.q.fired(), world);
                }
            }
        }
        long wall = System.nanoTime() - wallStart;
        return summarize(reason, wall, world.q.fired() - startEvents);
    }

    private RunSummary summarize(String reason, long wall, long events) {
        List<RunSummary.RouterFigures> routers = new ArrayList<>();
        for (SimNode node : world.nodes) {
            if (node.isRouter()) {
                routers.add(figures(node));
            }
        }
        SimNode oom = world.memory.firstOom();
        return new RunSummary(world.now(), events, wall, reason, oom == null ? -1 : oom.oomAtNs,
                oom == null ? null : oom.hostname, routers, world.workload.issued, world.workload.delivered,
                world.workload.lost, world.workload.resent, world.workload.throttled);
    }

    /** The incident report's figures for one router. */
    public RunSummary.RouterFigures figures(SimNode node) {
        LnetPeerNi worstTx = null;
        LnetPeerNi worstRtr = null;
        int blocked = 0;
        int rtrMin = 0;
        for (LnetPeer peer : node.peers.peers()) {
            for (LnetPeerNi lp : peer.peerNis) {
                rtrMin = Math.min(rtrMin, lp.minRtrCredits);
                if (worstTx == null || lp.txCredits < worstTx.txCredits) {
                    worstTx = lp;
                }
                if (worstRtr == null || lp.rtrCredits < worstRtr.rtrCredits) {
                    worstRtr = lp;
                }
                if (lp.rtrCredits < 0) {
                    blocked++;
                }
            }
        }
        int pinned = 0;
        int pinnedByWorstRtr = 0;
        long pinnedBytes = 0;
        int live = 0;
        List<KibPeerNi> all = new ArrayList<>(node.kib.peers());
        all.addAll(node.kib.unlinkedPeers());
        for (KibPeerNi kp : all) {
            for (KibConn conn : kp.allConns) {
                live++;
                if (conn.isPinned() && conn.heldRx > 0) {
                    pinned++;
                    pinnedBytes += conn.memoryBytes;
                    if (worstRtr != null && kp.nid.equals(worstRtr.nid)) {
                        pinnedByWorstRtr++;
                    }
                }
            }
        }
        int atPeerCredits = 0;
        if (worstTx != null) {
            Map<Nid, Integer> bySource = new HashMap<>();
            for (LnetMsg msg : worstTx.txq.toList()) {
                bySource.merge(msg.srcNid, 1, Integer::sum);
            }
            int pbc = world.tunables.effectivePeerBufferCredits();
            for (int n : bySource.values()) {
                if (n >= pbc - 1) {
                    atPeerCredits++;
                }
            }
        }
        return new RunSummary.RouterFigures(node.hostname, node.usedBytes(), node.peakUsedBytes, node.ramBytes,
                node.oomAtNs, pinned, node.peakPinnedConns, pinnedBytes, live, node.active.size(),
                worstTx == null ? "-" : worstTx.nid.toString(), worstTx == null ? 0 : worstTx.txCredits,
                worstTx == null ? 0 : worstTx.minTxCredits, worstRtr == null ? "-" : worstRtr.nid.toString(),
                worstRtr == null ? 0 : worstRtr.rtrCredits, blocked, atPeerCredits, pinnedByWorstRtr, rtrMin);
    }
}
