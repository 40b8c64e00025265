package org.lnetscope.sim.world;

import java.util.ArrayList;
import java.util.List;

import org.lnetscope.model.nid.Nid;
import org.lnetscope.sim.SimEvent;
import org.lnetscope.sim.SimEventFeed;
import org.lnetscope.sim.SimulationListener;
import org.lnetscope.sim.TracePoints;
import org.lnetscope.sim.engine.EventQueue;
import org.lnetscope.sim.engine.NidMap;
import org.lnetscope.sim.engine.SimAction;
import org.lnetscope.sim.engine.SplitMix64;
import org.lnetscope.sim.lnet.LnetFinalize;
import org.lnetscope.sim.lnet.LnetMsg;
import org.lnetscope.sim.lnet.LnetRecv;
import org.lnetscope.sim.lnet.LnetSend;
import org.lnetscope.sim.lnet.PeerHealth;
import org.lnetscope.sim.o2iblnd.KiblndConnd;
import org.lnetscope.sim.o2iblnd.KiblndRx;
import org.lnetscope.sim.o2iblnd.KiblndTx;

/**
 * Everything a run shares: the clock and future-event list, the seeded RNG, the nodes, the
 * configuration and the kernel code paths (stateless services over the nodes' state).
 */
public final class World {

    public final EventQueue q = new EventQueue();
    public final SplitMix64 rng;
    public final SimTunables tunables;
    public final WhatIf whatIf;
    public final WireParams wireParams;
    public final List<SimNode> nodes = new ArrayList<>();
    private final NidMap<SimNode> nodeByNid = new NidMap<>();

    public final LnetSend lnetSend = new LnetSend(this);
    public final LnetRecv lnetRecv = new LnetRecv(this);
    public final LnetFinalize lnetFinalize = new LnetFinalize(this);
    public final PeerHealth health = new PeerHealth(this);
    public final KiblndTx kiblndTx = new KiblndTx(this);
    public final KiblndRx kiblndRx = new KiblndRx(this);
    public final KiblndConnd connd = new KiblndConnd(this);
    public final Wire wire = new Wire(this);
    public final Workload workload = new Workload(this);
    public final MemoryWatch memory = new MemoryWatch(this);

    /**
     * Work handed to another kernel thread (lnet_finalize's msc_finalizing, connd's lists), in FIFO
     * order: a ring of either a SimAction or an lnet_msg to complete with its status beside it (a
     * finalize is most of them; kept without a lambda object each).
     */
    private Object[] deferred = new Object[64];
    private int[] deferredStatus = new int[64];
    private int deferredHead;
    private int deferredCount;
    private TracePoints trace;
    private StateWatch watch;
    /** True when the trace points are listened to; a trace point tests it before calling {@link #trace()}. */
    public boolean tracing;
    public boolean stopRequested;

    public World(long seed, SimTunables tunables, WhatIf whatIf, WireParams wireParams) {
        this.rng = new SplitMix64(seed);
        this.tunables = tunables;
        this.whatIf = whatIf;
        this.wireParams = wireParams;
    }

    /** Feeds the trace points to {@code listener} as {@link SimEvent} records (null: to no one). */
    public void setListener(SimulationListener listener) {
        setTracePoints(listener == null ? null : new SimEventFeed(listener, q));
    }

    /** Receives the trace points as typed calls (the trace recorder), or with null nothing does. */
    public void setTracePoints(TracePoints points) {
        this.trace = points;
        this.tracing = points != null;
    }

    /** Whoever listens to the trace points; only while {@link #tracing}. */
    public TracePoints trace() {
        return trace;
    }

    /** Installs (or with null removes) the watch of a trace being written; see {@link StateWatch}. */
    public void setWatch(StateWatch watch) {
        this.watch = watch;
        for (SimNode node : nodes) {
            node.watch = watch;
        }
    }

    /** Marks {@code object} as changed for the trace, if one is written. */
    public void touch(Object object) {
        if (watch != null) {
            watch.touched(object);
        }
    }

    /** The end of one piece of kernel work (the trace closes the step's changes). */
    public void stepDone() {
        if (watch != null) {
            watch.stepDone();
        }
    }

    public long now() {
        return q.now();
    }

    public void addNode(SimNode node) {
        nodes.add(node);
        for (var ni : node.nis) {
            nodeByNid.put(ni.nid, node);
        }
    }

    public SimNode nodeOf(Nid nid) {
        return nodeByNid.get(nid);
    }

    public SimNode node(String hostname) {
        for (SimNode node : nodes) {
            if (node.hostname.equals(hostname)) {
                return node;
            }
        }
        return null;
    }

    public boolean layout212() {
        return tunables.layout212();
    }

    /** The release whose code the run follows (scenario key lustre). */
    public LustreRelease release() {
        return tunables.release();
    }

    /** Runs {@code action} once the current event is done, in FIFO order with other deferred work. */
    public void defer(SimAction action) {
        addDeferred(action, 0);
    }

    /** lnet_finalize's hand-off: lnet_complete_msg_locked(msg, status) once the current event is done, in FIFO order. */
    public void deferComplete(LnetMsg msg, int status) {
        addDeferred(msg, status);
    }

    private void addDeferred(Object work, int status) {
        if (deferredCount == deferred.length) {
            int n = deferred.length;
            Object[] d = new Object[n * 2];
            int[] st = new int[n * 2];
            for (int j = 0; j < n; j++) {
                d[j] = deferred[(deferredHead + j) & (n - 1)];
                st[j] = deferredStatus[(deferredHead + j) & (n - 1)];
            }
            deferred = d;
            deferredStatus = st;
            deferredHead = 0;
        }
        int i = (deferredHead + deferredCount) & (deferred.length - 1);
        deferred[i] = work;
        deferredStatus[i] = status;
        deferredCount++;
    }

    public void drainDeferred() {
        while (deferredCount > 0) {
            int i = deferredHead;
            Object work = deferred[i];
            int status = deferredStatus[i];
            deferred[i] = null;
            deferredHead = (i + 1) & (deferred.length - 1);
            deferredCount--;
            stepDone();
            if (work instanceof LnetMsg msg) {
                lnetFinalize.complete(msg, status);
            } else {
                ((SimAction) work).fire();
            }
        }
    }
}
