package org.lnetscope.replay;

import java.util.Arrays;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Objects;
import java.util.Set;

import org.eclipse.emf.common.util.EList;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EFactory;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.impl.ResourceImpl;
import org.eclipse.emf.ecore.util.InternalEList;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LnetPackage;
import org.lnetscope.trace.state.ClassLayout;
import org.lnetscope.trace.state.DirtySet;
import org.lnetscope.trace.state.FlatState;
import org.lnetscope.trace.state.IntList;
import org.lnetscope.trace.state.ListSlot;
import org.lnetscope.trace.state.Schema;
import org.lnetscope.trace.state.SchemaBinding;
import org.lnetscope.trace.state.SlotKind;
import org.lnetscope.trace.state.ValueSlot;

/**
 * Keeps an EMF model equal to a {@link FlatState}. The model is updated in place with ordinary
 * setters, so every adapter gets real EMF notifications, but only when {@link #sync()} is called:
 * a view calls it once per frame, and a thousand events replayed between two frames cost one
 * batch of notifications for what actually differs. Only slots marked dirty since the last sync
 * are looked at, except after a checkpoint load, when everything is compared.
 *
 * <p>Objects keep their identity across frames: the EObject for object id 7 stays the same
 * EObject while id 7 is the same object. After a jump (checkpoint load) an id that holds an object
 * of the same class keeps its EObject.
 */
public final class EmfSync {

    private final FlatState state;
    private final SchemaBinding binding;
    private final Resource resource;
    private EObject[] objects = new EObject[0];
    private long[] generations = new long[0];
    /** Syncs applied: a {@link Prepared} is for the model as of one. */
    private long syncs;
    /** Per class of the schema, the factory that makes its EObjects (EcoreUtil.create looks it up per object). */
    private final EFactory[] factories;
    /** Per class of the schema: left out of the model (read through {@link StateQuery} instead). */
    private final boolean[] unmirrored;
    /** Per class and list slot: a list of left-out objects, never filled. */
    private final boolean[][] listsLeftOut;

    /**
     * The classes a model without them still shows everything but: lnet_msg and kib_rx, 4.5 M of
     * the full seed's 4.6 M objects at its OOM (docs/benchmarks.md, "Views on the replay state").
     */
    public static final Set<String> MESSAGES_AND_RXS = Set.of("Message", "KibRx");

    public EmfSync(FlatState state) {
        this(state, Set.of());
    }

    /**
     * A model of every object but those of the classes named in {@code unmirrored}: references
     * and lists that point to them read null and leave them out, so whoever needs them reads the
     * {@link StateQuery} over the same state.
     */
    public EmfSync(FlatState state, Set<String> unmirrored) {
        this(state, LnetPackage.eINSTANCE, URI.createURI("lnetscope-replay:/fabric.lnetmodel"), unmirrored);
    }

    public EmfSync(FlatState state, EPackage ePackage, URI uri) {
        this(state, ePackage, uri, Set.of());
    }

    private EmfSync(FlatState state, EPackage ePackage, URI uri, Set<String> unmirrored) {
        this.state = state;
        this.binding = new SchemaBinding(state.schema(), ePackage);
        this.resource = new ResourceImpl(uri);
        this.factories = new EFactory[state.schema().classes().size()];
        this.unmirrored = new boolean[factories.length];
        for (int c = 0; c < factories.length; c++) {
            EClass eClass = binding.eClass(c);
            factories[c] = eClass == null ? null : eClass.getEPackage().getEFactoryInstance();
            this.unmirrored[c] = unmirrored.contains(state.schema().layout(c).name());
        }
        // lists of objects left out (a node's lnet_msg, an lpni_txq, a conn's ibc_rxs) stay empty: not
        // even walked, since at the full seed's OOM they hold 4.5 M ids to map to nothing after each jump
        this.listsLeftOut = new boolean[factories.length][];
        for (int c = 0; c < factories.length; c++) {
            int lists = state.schema().layout(c).lists().size();
            listsLeftOut[c] = new boolean[lists];
            for (int s = 0; s < lists; s++) {
                listsLeftOut[c][s] = binding.listFeature(c, s) instanceof org.eclipse.emf.ecore.EReference ref
                        && unmirrored.contains(ref.getEReferenceType().getName());
            }
        }
        sync();
    }

    /** The model's root (normally a {@link Fabric}). */
    public EObject root() {
        return resource.getContents().isEmpty() ? null : resource.getContents().get(0);
    }

    public Fabric fabric() {
        return root() instanceof Fabric fabric ? fabric : null;
    }

    public Resource resource() {
        return resource;
    }

    /** The EObject of object id {@code id} as of the last sync, or null. */
    public EObject objectOf(int id) {
        return id >= 0 && id < objects.length ? objects[id] : null;
    }

    /**
     * The object id of an EObject of this model, or -1. A scan, not a map: it is asked once per
     * click (the Timeline's "plot this peer NI"), while a map of every object cost a tenth of
     * building the full seed's OOM state of 4.6 M objects (docs/benchmarks.md, "The window at the
     * full seed's OOM").
     */
    public int idOf(EObject object) {
        if (object == null) {
            return -1;
        }
        for (int id = 0; id < objects.length; id++) {
            if (objects[id] == object) {
                return id;
            }
        }
        return -1;
    }

    /** Brings the EMF model up to date with the flat state; returns what changed. */
    public FrameChanges sync() {
        return apply(prepare(true));
    }

    /**
     * What {@link #sync()} would change, worked out without changing the model: which EObjects go
     * and which come (made here, with their values, but in no container yet), which values and lists
     * of the others differ and their new contents. Reads the state and the model only, so it may run
     * on another thread (the window's move runs it on its worker, after the cursor stops) while the
     * model's own thread reads the model, as long as neither the state nor the model changes until
     * {@link #apply}. After a checkpoint load that is the full compare of every mirrored object (a
     * second of CPU at the full seed's OOM, docs/benchmarks.md "The window at the full seed's OOM");
     * what is left for apply is the changes alone.
     */
    public Prepared prepare() {
        return prepare(false);
    }

    /**
     * {@code inPlace}: this thread applies it at once ({@link #sync()}: a step, a played frame), so the id
     * arrays are changed where they are instead of copied (two arrays of the state's size, 4.7 M entries at
     * the full seed's OOM, per frame); else the model's thread may read them meanwhile.
     */
    private Prepared prepare(boolean inPlace) {
        DirtySet dirty = state.dirty();
        boolean full = dirty.isEverything();
        int max = Math.max(state.highWater(), objects.length);
        if (inPlace && objects.length < max) {
            objects = Arrays.copyOf(objects, max);
            generations = Arrays.copyOf(generations, max);
        }
        Prepared next = new Prepared(this, syncs, new FrameChanges(full), inPlace ? objects : Arrays.copyOf(objects, max),
                inPlace ? generations : Arrays.copyOf(generations, max));
        EObject[] pending = next.objects;
        int[] touched;
        if (full) {
            touched = new int[max];
            for (int i = 0; i < max; i++) {
                touched[i] = i;
            }
        } else {
            touched = new int[dirty.count()];
            for (int i = 0; i < touched.length; i++) {
                touched[i] = dirty.id(i);
            }
        }
        // 1. create and retire EObjects, so that every reference below can be resolved
        boolean[] fresh = new boolean[max];
        for (int id : touched) {
            int c = state.classOf(id);
            EObject existing = pending[id];
            boolean sameObject = existing != null && c >= 0 && existing.eClass() == binding.eClass(c)
                    && (full || next.generations[id] == state.generationOf(id));
            if (sameObject) {
                next.generations[id] = state.generationOf(id);
                continue;
            }
            if (existing != null) {
                next.changes.deleted(existing);
                pending[id] = null;
            }
            if (c >= 0 && binding.eClass(c) != null && !unmirrored[c]) {
                EObject created = factories[c].create(binding.eClass(c));
                pending[id] = created;
                next.generations[id] = state.generationOf(id);
                fresh[id] = true;
                next.changes.created(created);
            }
        }
        // 2. values, 3. lists
        for (int id : touched) {
            if (pending[id] == null) {
                continue;
            }
            boolean all = full || fresh[id];
            prepareValues(next, id, fresh[id], all ? -1L : dirty.valueMask(id));
        }
        for (int id : touched) {
            if (pending[id] == null) {
                continue;
            }
            boolean all = full || fresh[id];
            prepareLists(next, id, fresh[id], all ? -1L : dirty.listMask(id));
        }
        next.root = null;
        for (int id = 0; id < state.highWater(); id++) {
            if (state.isLive(id) && state.containerOf(id) < 0 && pending[id] != null) {
                next.root = pending[id];
                break;
            }
        }
        return next;
    }

    /** Whether {@code prepared} was worked out from the model as it is (no sync since): what {@link #apply} needs. */
    public boolean isCurrent(Prepared prepared) {
        return prepared.sync == this && prepared.syncCount == syncs;
    }

    /**
     * Makes the model what {@code prepared} says, on the model's thread (EMF notifications go to its
     * adapters): only the objects, values and lists that differ are touched. The state must not have
     * changed since {@link #prepare()}.
     *
     * @throws IllegalStateException when the model was synced since (prepare again)
     */
    public FrameChanges apply(Prepared prepared) {
        if (!isCurrent(prepared)) {
            throw new IllegalStateException("the model was synced since this was prepared");
        }
        syncs++;
        objects = prepared.objects;
        generations = prepared.generations;
        FrameChanges changes = prepared.changes;
        for (int i = 0; i < prepared.valueObjects.size(); i++) {
            EObject object = prepared.valueObjects.get(i);
            EStructuralFeature feature = prepared.valueFeatures.get(i);
            Object value = prepared.values.get(i);
            if (value == UNSET) {
                object.eUnset(feature);
            } else {
                object.eSet(feature, value);
            }
        }
        for (int i = 0; i < prepared.listObjects.size(); i++) {
            EObject object = prepared.listObjects.get(i);
            EStructuralFeature feature = prepared.listFeatures.get(i);
            EObject[] wanted = prepared.lists.get(i);
            boolean changed;
            if (!feature.isMany()) {
                EObject target = wanted.length == 0 ? null : wanted[0];
                changed = object.eGet(feature) != target;
                if (changed) {
                    object.eSet(feature, target);
                }
            } else {
                @SuppressWarnings("unchecked")
                EList<EObject> list = (EList<EObject>) object.eGet(feature);
                changed = ListDiff.apply(list, wanted);
            }
            if (changed) {
                changes.feature(object, feature);
            }
        }
        EList<EObject> contents = resource.getContents();
        if (prepared.root == null) {
            contents.clear();
        } else if (contents.isEmpty() || contents.get(0) != prepared.root) {
            contents.clear();
            contents.add(prepared.root);
        }
        state.dirty().clear();
        return changes;
    }

    /** Marks an unset in {@link Prepared#values}. */
    private static final Object UNSET = new Object();

    /**
     * The changes one {@link #prepare()} found, for {@link #apply} on the model's thread; its
     * {@link #objectOf} is what {@link EmfSync#objectOf} will answer after it.
     */
    public static final class Prepared {

        private final EmfSync sync;
        private final long syncCount;
        private final FrameChanges changes;
        private final EObject[] objects;
        private final long[] generations;
        private final List<EObject> valueObjects = new ArrayList<>();
        private final List<EStructuralFeature> valueFeatures = new ArrayList<>();
        private final List<Object> values = new ArrayList<>();
        private final List<EObject> listObjects = new ArrayList<>();
        private final List<EStructuralFeature> listFeatures = new ArrayList<>();
        private final List<EObject[]> lists = new ArrayList<>();
        private EObject root;

        private Prepared(EmfSync sync, long syncCount, FrameChanges changes, EObject[] objects, long[] generations) {
            this.sync = sync;
            this.syncCount = syncCount;
            this.changes = changes;
            this.objects = objects;
            this.generations = generations;
        }

        /** The EObject of object id {@code id} once applied (made, not yet contained, when new), or null. */
        public EObject objectOf(int id) {
            return id >= 0 && id < objects.length ? objects[id] : null;
        }

        /** How many values and lists apply will set: the work left for the model's thread. */
        public int edits() {
            return values.size() + lists.size();
        }

        private void value(EObject object, EStructuralFeature feature, Object value) {
            valueObjects.add(object);
            valueFeatures.add(feature);
            values.add(value);
            changes.feature(object, feature);
        }
    }

    /**
     * A fresh object's values are set here (it is the preparing thread's alone until applied), but a
     * reference only at apply: setting one with an opposite would change the object it points to.
     */
    private void prepareValues(Prepared next, int id, boolean fresh, long mask) {
        EObject object = next.objects[id];
        int c = state.classOf(id);
        ClassLayout layout = state.schema().layout(c);
        for (int s = 0; s < layout.values().size(); s++) {
            if (!DirtySet.has(mask, s)) {
                continue;
            }
            EStructuralFeature feature = binding.valueFeature(c, s);
            if (feature == null) {
                continue;
            }
            ValueSlot slot = layout.values().get(s);
            long value = state.get(id, s);
            if (slot.unsettable() && value == Schema.UNSET) {
                if (object.eIsSet(feature)) {
                    if (fresh) {
                        object.eUnset(feature);
                        next.changes.feature(object, feature);
                    } else {
                        next.value(object, feature, UNSET);
                    }
                }
                continue;
            }
            boolean ref = slot.kind() == SlotKind.REF;
            Object wanted = ref ? next.objectOf((int) value)
                    : SchemaBinding.fromSlot(feature, slot.kind(), value, state.pool());
            boolean isSet = !slot.unsettable() || object.eIsSet(feature);
            if (!isSet || !Objects.equals(object.eGet(feature), wanted)) {
                if (fresh && !ref) {
                    object.eSet(feature, wanted);
                    next.changes.feature(object, feature);
                } else {
                    next.value(object, feature, wanted);
                }
            }
        }
    }

    /**
     * A list's wanted contents when they differ from the model's. The model's list is read only
     * when it is set: reading an unset one would make it (generated getters create lists on first
     * use), a change to an object the model's thread may be reading.
     */
    private void prepareLists(Prepared next, int id, boolean fresh, long mask) {
        EObject object = next.objects[id];
        int c = state.classOf(id);
        ClassLayout layout = state.schema().layout(c);
        for (int s = 0; s < layout.lists().size(); s++) {
            if (!DirtySet.has(mask, s)) {
                continue;
            }
            EStructuralFeature feature = binding.listFeature(c, s);
            if (feature == null || listsLeftOut[c][s]) {
                continue;
            }
            IntList elements = state.list(id, s);
            int size = elements == null ? 0 : elements.size();
            EObject[] wanted = new EObject[size];
            int n = 0;
            for (int i = 0; i < size; i++) {
                EObject element = next.objectOf(elements.get(i));
                if (element != null) {
                    wanted[n++] = element;
                }
            }
            if (n < size) {
                wanted = Arrays.copyOf(wanted, n);
            }
            if (fresh ? n > 0 : !same(object, feature, wanted)) {
                next.listObjects.add(object);
                next.listFeatures.add(feature);
                next.lists.add(wanted);
            }
        }
    }

    /** Whether a list (or a single reference kept as a list slot) of the model holds {@code wanted}, read-only. */
    private static boolean same(EObject object, EStructuralFeature feature, EObject[] wanted) {
        if (!object.eIsSet(feature)) {
            return wanted.length == 0;
        }
        if (!feature.isMany()) {
            return wanted.length == 1 && object.eGet(feature) == wanted[0];
        }
        @SuppressWarnings("unchecked")
        EList<EObject> list = (EList<EObject>) object.eGet(feature);
        return ListDiff.same(list, wanted);
    }

    /** Makes an EMF list equal to a wanted sequence with few, local edits (queues change at their ends). */
    static final class ListDiff {

        private ListDiff() {
        }

        static boolean apply(EList<EObject> list, EObject[] wanted) {
            if (same(list, wanted)) {
                return false;
            }
            @SuppressWarnings("unchecked")
            InternalEList<EObject> internal = (InternalEList<EObject>) list;
            if (list.isEmpty()) {
                // a fresh object's list, or a queue that filled from empty: no sets to build
                internal.addAllUnique(Arrays.asList(wanted));
                return true;
            }
            Set<EObject> wantedSet = Collections.newSetFromMap(new IdentityHashMap<>(wanted.length * 2));
            wantedSet.addAll(Arrays.asList(wanted));
            for (int i = list.size() - 1; i >= 0; i--) {
                if (!wantedSet.contains(list.get(i))) {
                    list.remove(i);
                }
            }
            Set<EObject> present = Collections.newSetFromMap(new IdentityHashMap<>(list.size() * 2));
            present.addAll(list);
            int j = 0;
            for (EObject element : wanted) {
                if (j < list.size() && list.get(j) == element) {
                    j++;
                } else if (present.contains(element)) {
                    // order changed, not just insertions: rebuild (rare: LNet lists are FIFOs)
                    list.clear();
                    internal.addAllUnique(Arrays.asList(wanted));
                    return true;
                } else {
                    internal.addUnique(j++, element);
                }
            }
            return true;
        }

        private static boolean same(EList<EObject> list, EObject[] wanted) {
            if (list.size() != wanted.length) {
                return false;
            }
            for (int i = 0; i < wanted.length; i++) {
                if (list.get(i) != wanted[i]) {
                    return false;
                }
            }
            return true;
        }
    }

    /** The EClass of object id {@code id} in the bound metamodel, or null. */
    EClass eClassOf(int id) {
        int c = state.classOf(id);
        return c < 0 ? null : binding.eClass(c);
    }
}
