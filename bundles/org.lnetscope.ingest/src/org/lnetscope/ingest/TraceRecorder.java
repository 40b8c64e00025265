package org.lnetscope.ingest;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;

import org.eclipse.emf.common.util.Enumerator;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.lnetscope.ingest.ModelChangeListener;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.trace.EventType;
import org.lnetscope.trace.KernelFunction;
import org.lnetscope.trace.TraceOptions;
import org.lnetscope.trace.TraceWriter;
import org.lnetscope.trace.state.Schema;

/**
 * Writes every change the live fabric goes through to a .lnettrace: each agent message that changes
 * something becomes one {@link EventType#AGENT_SAMPLE} event (subject: the node) whose ops are the
 * model changes it caused (CREATE of new objects, SET of credits and counters, DELETE of what went).
 * It listens to {@code FabricMapper}, so the trace holds exactly what the live model holds.
 * Event times are receive times (ns since the epoch, never decreasing), since agents' clocks differ.
 * Called only from the live fabric's apply thread.
 */
public final class TraceRecorder implements ModelChangeListener, Closeable {

    private final TraceWriter writer;
    private final Map<EObject, Integer> ids = new HashMap<>();
    private TraceWriter.EventBuilder event;
    private long lastTimeNs;
    private long events;
    /** The node of the message being recorded, and when it arrived. */
    private EObject pending;
    private long pendingTime;

    public TraceRecorder(Path file, Fabric initial, String description) throws IOException {
        this(file, initial, nowNs(), "lnetscope agent record", description);
    }

    /**
     * A recorder whose events carry the times given to {@link #begin(long)} (history read back from
     * Prometheus) rather than receive times.
     */
    public TraceRecorder(Path file, Fabric initial, long startNs, String tool, String description) throws IOException {
        this.writer = TraceWriter.create(file, initial, startNs, TraceOptions.defaults(tool).withDescription(description));
        this.lastTimeNs = startNs;
        for (EObject o : (Iterable<EObject>) () -> EcoreUtil.getAllContents(initial, true)) {
            ids.put(o, writer.idOf(o));
        }
        ids.put(initial, writer.idOf(initial));
    }

    private static long nowNs() {
        Instant now = Instant.now();
        return now.getEpochSecond() * 1_000_000_000L + now.getNano();
    }

    /**
     * Starts the event of one agent message: changes reported until {@link #end()} go into it. Its
     * subject is the first object it creates (a new node) or else the node named by {@link #subject}.
     */
    public void begin() {
        begin(nowNs());
    }

    /** As {@link #begin()}, at {@code timeNs} (ns since the epoch; an earlier time than the last is raised to it). */
    public void begin(long timeNs) {
        long t = Math.max(lastTimeNs, timeNs);
        lastTimeNs = t;
        pending = null;
        pendingTime = t;
    }

    /**
     * Records an event that changes nothing in the model but says something about it: a node's
     * agent went silent ({@link EventType#AGENT_STALE}) or answered again ({@link EventType#AGENT_RESUMED}),
     * so a replay shows when its counters stopped being news.
     */
    public void mark(long timeNs, EventType type, EObject node) {
        if (event != null) {
            end();
        }
        Integer subject = ids.get(node);
        long t = Math.max(lastTimeNs, timeNs);
        lastTimeNs = t;
        writer.event(t, type, KernelFunction.none, subject == null ? -1 : subject).commit();
        events++;
    }

    /** Receive time now, in the recorder's clock (ns since the epoch). */
    public static long now() {
        return nowNs();
    }

    /** The node the current message is about, if no object was created first. */
    public void subject(EObject node) {
        if (pending == null) {
            pending = node;
        }
    }

    private TraceWriter.EventBuilder event() {
        if (event == null) {
            Integer subject = pending == null ? null : ids.get(pending);
            event = writer.event(pendingTime, EventType.AGENT_SAMPLE, KernelFunction.none, subject == null ? -1 : subject);
        }
        return event;
    }

    /** Commits the event, if the message changed anything. */
    public void end() {
        if (event != null) {
            event.commit();
            event = null;
            events++;
        }
        pending = null;
    }

    /**
     * Drops the event being recorded, its changes undone in the trace's state: for a message that
     * could not be applied whole (the heap ran out half way), so that the trace ends at the last
     * message applied whole.
     */
    public void abandonEvent() {
        if (event != null) {
            event.abort();
            event = null;
        }
        pending = null;
    }

    public long events() {
        return events;
    }

    /**
     * The strings and NIDs the trace has written so far: its value pool, which only grows (a value's
     * index means it for the whole trace), so an agent naming new peers keeps adding to it even as
     * it removes the old ones. {@code agent record} counts them with the live objects.
     */
    public int valuesWritten() {
        return writer.state().pool().size();
    }

    public void flush() throws IOException {
        writer.flush();
    }

    @Override
    public void created(EObject object) {
        EObject container = object.eContainer();
        int id = event().create(writer.classIndex(object.eClass()), ids.get(container), writer.listSlot(object.eContainmentFeature()));
        ids.put(object, id);
        if (pending == null) {
            pending = object;
        }
        for (EStructuralFeature f : object.eClass().getEAllStructuralFeatures()) {
            if (!f.isMany() && !(f instanceof EReference r && (r.isContainment() || r.isContainer())) && !f.isDerived()
                    && !f.isTransient() && object.eIsSet(f)) {
                changed(object, f, object.eGet(f));
            }
        }
    }

    @Override
    public void changed(EObject object, EStructuralFeature feature, Object value) {
        Integer id = ids.get(object);
        if (id == null) {
            return;
        }
        int slot = writer.valueSlot(feature);
        TraceWriter.EventBuilder e = event();
        if (feature instanceof EReference) {
            Integer target = value == null ? null : ids.get((EObject) value);
            e.set(id, slot, target == null ? -1 : target);
        } else if (value == null) {
            e.set(id, slot, ((EAttribute) feature).isUnsettable() ? Schema.UNSET : Schema.NULL);
        } else if (value instanceof Nid || value instanceof String || value instanceof Instant) {
            e.setPooled(id, slot, value);
        } else if (value instanceof Enumerator literal) {
            e.set(id, slot, literal);
        } else if (value instanceof Boolean b) {
            e.set(id, slot, b);
        } else if (value instanceof Number n) {
            e.set(id, slot, n.longValue());
        }
    }

    @Override
    public void deleting(EObject object) {
        Integer id = ids.remove(object);
        if (id != null) {
            event().delete(id);
        }
    }

    @Override
    public void close() throws IOException {
        if (event != null) {
            end();
        }
        writer.close();
    }
}
