package org.lnetscope.sim.trace;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.model.resource.AtomicFileSave;
import org.lnetscope.sim.SimEvent;
import org.lnetscope.sim.TracePoints;
import org.lnetscope.sim.TracedFunction;
import org.lnetscope.sim.export.FabricExporter;
import org.lnetscope.sim.lnet.LnetMsg;
import org.lnetscope.sim.lnet.LnetPeerNi;
import org.lnetscope.sim.lnet.MsgQueue;
import org.lnetscope.sim.o2iblnd.KibConn;
import org.lnetscope.sim.o2iblnd.KibPeerNi;
import org.lnetscope.sim.scenario.Scenario;
import org.lnetscope.sim.world.SimNode;
import org.lnetscope.sim.world.StateWatch;
import org.lnetscope.sim.world.World;
import org.lnetscope.trace.EventType;
import org.lnetscope.trace.KernelFunction;
import org.lnetscope.trace.TraceOptions;
import org.lnetscope.trace.TraceWriter;

/**
 * Writes a simulation as a .lnettrace: the fabric at t=0 (the simulator's own export, captured by
 * the trace writer), then one trace event per kernel step the simulator reports.
 *
 * <p>How a step's changes are found: the simulator marks every kernel object it changes
 * ({@link StateWatch#touched}) and every queue link and unlink ({@link StateWatch#queueChanged}).
 * When the step's trace point comes (a {@link TracePoints} call), the marked objects are compared with the
 * trace's own state and only the differences are written, as the writer's primitive changes:
 * SET of credits, states and refcounts, INSERT/REMOVE on queues in the order the kernel linked
 * them, CREATE/DELETE of messages, conns, held rxs and peers. Changes made after a step's last
 * trace point are written when the step ends ({@link #stepDone}), under that step's function.
 * The values come from {@link ObjectSync}, which follows the exporter's rules, so the model
 * replayed from the trace equals the simulator's export at any event.
 *
 * <p>The ops go to an {@link OpSink}: the trace writer encodes them on a thread of its own, so the
 * simulation's thread only decides what changed; the sink keeps what the trace holds
 * ({@link TraceMirror}) and writes the checkpoints from it and from the simulator's messages and
 * rxs, so that the writer keeps no second copy of the state. {@link #writer()} waits for that
 * thread to catch up.
 */
public final class SimulationRecorder implements TracePoints, StateWatch, Closeable {

    private final World world;
    private final Scenario scenario;
    private final Path target;
    /** The save of the trace: a random hidden temporary file beside it (AtomicFileSave). */
    private final AtomicFileSave.Save save;
    private final TraceWriter writer;
    private final OpSink sink;
    private final ObjectSync sync;

    private final DirtyObjects dirty = new DirtyObjects();
    private final List<MsgQueue> queueLog = new ArrayList<>();
    private final List<LnetMsg> queueLogMsgs = new ArrayList<>();
    private final List<Boolean> queueLogAdds = new ArrayList<>();

    /** lnet_send's message, written with the lnet_post_send_locked that follows (EventKinds.mergedIntoNext). */
    private LnetMsg pending;

    /**
     * The last event written in the current step (none if {@code lastType} is null): what later
     * changes of the step are told as. Its subject is looked up again then, as it was the first time.
     */
    private EventType lastType;
    private KernelFunction lastFunction;
    private int lastSubjectKind;
    private Object lastAbout;
    private SimNode lastNode;
    private long untold;
    private boolean closed;
    /** When every node is next looked at, for its clock (a quiet node has no event of its own to write it with). */
    private long nextClocksNs;

    /**
     * Every node's clock is written at least this often (of simulated time): a node with events
     * has its clock written with them, each second; a quiet one lags its true clock by at most this.
     */
    public static final long CLOCKS_EVERY_NS = 10 * org.lnetscope.sim.engine.Time.SECOND;

    private SimulationRecorder(World world, Scenario scenario, Path target, TraceOptions options) throws IOException {
        this.world = world;
        this.scenario = scenario;
        this.target = target;
        FabricExporter.Mapped initial = FabricExporter.exportMapped(world, scenario);
        // a stopped run keeps its trace (StopOnSignal, SimulateCommand), so Ctrl+C's cleanup leaves it to us
        this.save = AtomicFileSave.begin(target).endedByOwnerOnSignal();
        try {
            // the header names the run's release: the model's layout says "master" for 2.15 and 2.16 too
            this.writer = TraceWriter.create(save.temporary(), initial.fabric(), world.now(), world.release().label, options);
        } catch (IOException | RuntimeException e) {
            save.close();
            throw e;
        }
        Map<Object, Integer> ids = new IdentityHashMap<>();
        for (Map.Entry<Object, EObject> e : initial.objects().entrySet()) {
            ids.put(e.getKey(), writer.idOf(e.getValue()));
        }
        this.sync = new ObjectSync(world, writer, ids);
        // under checkMarks the recorder compares its copy of the trace with the writer's state,
        // so the writer stays on this thread
        this.sink = new OpSink(writer, ObjectSync.checkMarks);
        sync.attach(sink);
    }

    /**
     * Starts recording {@code world} (not yet run) to {@code file}. The trace is written next to
     * it as a random hidden .FILE.*.tmp and moved into place by {@link #finish()}; {@link #close()} without a finish
     * (an error, a stop) deletes it, so a failed run never replaces or half-writes FILE.
     */
    public static SimulationRecorder start(World world, Scenario scenario, Path file) throws IOException {
        TraceOptions options = TraceOptions.defaults("lnetscope simulate (org.lnetscope.sim), scenario "
                + scenario.name() + ", seed " + scenario.seed()).withDescription(scenario.description())
                // same scenario and seed, same bytes: the header's time is the simulator's epoch
                .withCreatedAt(FabricExporter.EPOCH);
        SimulationRecorder recorder = new SimulationRecorder(world, scenario, file, options);
        world.setTracePoints(recorder);
        world.setWatch(recorder);
        return recorder;
    }

    /**
     * Tests: compare node stats and router pools with the trace even where the simulator's change
     * counts say nothing changed, and fail on a difference (a write site that misses its count).
     * Off by default: the counts are what spares the comparison.
     */
    public static void checkMarks(boolean on) {
        ObjectSync.checkMarks = on;
    }

    /**
     * The trace writer, once it has applied every event recorded so far (it runs on a thread of
     * its own: this waits for it). Its event count is then the recorder's. Its state is there only
     * under {@link #checkMarks}: else the writer keeps none (the recorder's {@link OpSink} holds
     * what the trace holds and writes the checkpoints).
     */
    public TraceWriter writer() {
        try {
            sink.drain();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return writer;
    }

    /** Events recorded so far (some may still be on their way to the file). */
    public long eventCount() {
        return sink.events();
    }

    /** The trace object id of a simulator object, or -1 if the trace does not hold it (yet). */
    public int idOf(Object simObject) {
        return sync.idOf(simObject);
    }

    // ---- StateWatch ----

    @Override
    public void touched(Object object) {
        if (object != null) {
            dirty.add(object);
        }
    }

    @Override
    public void queueChanged(MsgQueue queue, LnetMsg msg, boolean added) {
        queueLog.add(queue);
        queueLogMsgs.add(msg);
        queueLogAdds.add(added);
        touched(msg);
        touched(queue.owner); // a peer NI's refcount counts its queues
        if (queue.owner instanceof LnetPeerNi lp) {
            lp.wrote(LnetPeerNi.W_QUEUES);
        }
    }

    @Override
    public void stepDone() {
        if (pending != null) {
            // lnet_send's message, never followed by its post: write it under lnet_send itself.
            LnetMsg msg = pending;
            pending = null;
            write(EventKinds.type(TracedFunction.lnet_send), EventKinds.function(TracedFunction.lnet_send),
                    ObjectSync.SUBJECT_ABOUT, msg, msg.node);
        }
        if (hasChanges()) {
            if (lastType != null) {
                write(lastType, lastFunction, lastSubjectKind, lastAbout, lastNode);
            } else {
                // a step with no trace point of its own (timers: recovery pings, the router checker)
                untold++;
                sink.event(world.now(), EventType.PEER_STATE, KernelFunction.none, -1);
                flushInto(sink);
                sink.commit();
            }
        }
        lastType = null;
        lastAbout = null;
    }

    /** Steps whose changes were written without a kernel function (no trace point in that step). */
    public long untoldSteps() {
        return untold;
    }

    // ---- TracePoints ----

    @Override
    public void msg(TracedFunction function, LnetMsg msg, int status) {
        SimNode node = msg.node;
        arrived(node);
        if (function == TracedFunction.lnet_send) {
            pending = msg;
            return;
        }
        pending = null;
        write(EventKinds.type(function), EventKinds.function(function), ObjectSync.SUBJECT_ABOUT, msg, node);
    }

    @Override
    public void msgDropped(TracedFunction function, SimNode node, int type, Nid srcNid, Nid destNid, int len,
            int status) {
        arrived(node);
        pending = null;
        write(EventType.MSG_DROPPED, EventKinds.function(function), ObjectSync.SUBJECT_NODE, null, node);
    }

    @Override
    public void credit(TracedFunction function, LnetMsg msg, LnetPeerNi peer, SimEvent.Outcome outcome, int credits) {
        SimNode node = msg.node;
        arrived(node);
        pending = null;
        write(EventKinds.creditType(function, outcome), EventKinds.function(function),
                EventKinds.txSide(function) ? ObjectSync.SUBJECT_TX_PEER : ObjectSync.SUBJECT_RX_PEER, msg, node);
    }

    @Override
    public void conn(TracedFunction function, KibConn conn, int error) {
        aboutConn(function, conn);
    }

    /** An rx's trace point is about its conn: the conn's held rxs are what the trace holds of it. */
    @Override
    public void rx(TracedFunction function, KibConn conn, long rxAddress) {
        aboutConn(function, conn);
    }

    /** A step told as {@code function} about {@code conn}: its values come from the objects, not the call. */
    private void aboutConn(TracedFunction function, KibConn conn) {
        SimNode node = conn.node;
        arrived(node);
        pending = null;
        write(EventKinds.type(function), EventKinds.function(function), ObjectSync.SUBJECT_ABOUT, conn, node);
    }

    @Override
    public void node(TracedFunction function, SimNode node, String detail, long usedBytes) {
        arrived(node);
        pending = null;
        if (function == TracedFunction.out_of_memory) {
            // Raised from inside whatever step grew the memory: write the node's figures only and
            // leave the step's other changes to its own trace point.
            lastType = EventType.NODE_OOM;
            lastFunction = KernelFunction.out_of_memory;
            lastSubjectKind = ObjectSync.SUBJECT_NODE;
            lastAbout = null;
            lastNode = node;
            sink.event(world.now(), EventType.NODE_OOM, KernelFunction.out_of_memory, sync.idOf(node));
            sync.begin(sink);
            sync.syncValues(node);
            sync.end();
            sink.commit();
            return;
        }
        if (function == TracedFunction.fault && detail.contains("reboot")) {
            sync.touchWholeNode(node, this::touched);
        }
        write(EventKinds.type(function), EventKinds.function(function), ObjectSync.SUBJECT_NODE, null, node);
    }

    /** A trace point on {@code node}: its clock (and every node's, now and then) goes with the step. */
    private void arrived(SimNode node) {
        touched(node);
        long now = world.now();
        if (now >= nextClocksNs) {
            nextClocksNs = now + CLOCKS_EVERY_NS;
            for (SimNode each : world.nodes) {
                touched(each);
            }
        }
    }

    private boolean hasChanges() {
        return !dirty.isEmpty() || !queueLog.isEmpty();
    }

    private void write(EventType type, KernelFunction function, int subjectKind, Object about, SimNode node) {
        lastType = type;
        lastFunction = function;
        lastSubjectKind = subjectKind;
        lastAbout = about;
        lastNode = node;
        sink.event(world.now(), type, function, sync.subjectOf(subjectKind, about, node));
        flushInto(sink);
        sink.commit();
    }

    /** The marked changes, in the order the writer needs: creations, queue ops, values, deletions. */
    private void flushInto(OpSink e) {
        // read in place, cleared at the end: nothing below marks an object
        Object[] objects = dirty.objects();
        int n = dirty.size();
        sync.begin(e);
        for (int i = 0; i < n; i++) {
            if (objects[i] instanceof LnetMsg msg && msg.onActiveList()) {
                sync.ensureMsg(msg);
            }
        }
        for (int i = 0; i < queueLog.size(); i++) {
            sync.queueOp(queueLog.get(i), queueLogMsgs.get(i), queueLogAdds.get(i));
        }
        queueLog.clear();
        queueLogMsgs.clear();
        queueLogAdds.clear();
        for (int i = 0; i < n; i++) {
            sync.syncValues(objects[i]);
        }
        sync.deleteDead(objects, n);
        sync.end();
        dirty.clear();
    }

    /**
     * Writes what is left (changes after the last trace point, each node's clock) as a final
     * event, then the index; the file is then complete and moved to its name.
     */
    public void finish() throws IOException {
        finishAs(target);
    }

    /**
     * As {@link #finish()}, but the complete trace goes to {@code file} instead of the name it was
     * started with (a run that was stopped: its trace is valid, up to where it stopped, and says
     * so in its name).
     */
    public void finishAs(Path file) throws IOException {
        if (closed) {
            return;
        }
        stepDone();
        for (SimNode node : world.nodes) {
            touched(node);
        }
        sink.event(world.now(), EventType.MEMORY, KernelFunction.none, -1);
        flushInto(sink);
        sink.commit();
        sink.finish();
        closed = true;
        world.setWatch(null);
        world.setTracePoints(null);
        try {
            sink.stop();
            writer.close();
        } catch (IOException | RuntimeException ex) {
            save.close();
            throw ex;
        }
        save.commitAs(file);
    }

    /** Checkpoints encoded from the recorder's own copy (0 under {@link #checkMarks}, where the writer makes them). */
    public long checkpointsEncoded() {
        return sink.checkpoints();
    }

    /** Wall time spent encoding them on the simulation thread. */
    public long checkpointEncodeNanos() {
        return sink.checkpointNs();
    }

    /** Bytes of trace written so far (compressed, in the file). */
    public long bytesWritten() {
        return writer.bytesWritten();
    }

    /** Without {@link #finish()} first: stops writing and deletes the partial temporary file. */
    @Override
    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        world.setWatch(null);
        world.setTracePoints(null);
        try {
            try {
                sink.stop();
            } finally {
                writer.abandon();
            }
        } finally {
            save.close();
        }
    }

    /** Simulator peer NIs the trace holds, for tests. */
    int peerNiId(LnetPeerNi lp) {
        return sync.idOf(lp);
    }

    /** For tests. */
    int connId(KibConn conn) {
        return sync.idOf(conn);
    }

    /** For tests. */
    int kibPeerId(KibPeerNi peer) {
        return sync.idOf(peer);
    }

    Scenario scenario() {
        return scenario;
    }
}
