package org.lnetscope.replay;

import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
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
        DirtySet dirty = state.dirty();
        boolean full = dirty.isEverything();
        FrameChanges changes = new FrameChanges(full);
        int max = Math.max(state.highWater(), objects.length);
        ensure(max);
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
            EObject existing = objects[id];
            boolean sameObject = existing != null && c >= 0 && existing.eClass() == binding.eClass(c)
                    && (full || generations[id] == state.generationOf(id));
            if (sameObject) {
                generations[id] = state.generationOf(id);
                continue;
            }
            if (existing != null) {
                changes.deleted(existing);
                objects[id] = null;
            }
            if (c >= 0 && binding.eClass(c) != null && !unmirrored[c]) {
                EObject created = factories[c].create(binding.eClass(c));
                objects[id] = created;
                generations[id] = state.generationOf(id);
                fresh[id] = true;
                changes.created(created);
            }
        }
        // 2. values, 3. lists
        for (int id : touched) {
            if (objects[id] == null) {
                continue;
            }
            boolean all = full || fresh[id];
            syncValues(id, all ? -1L : dirty.valueMask(id), changes);
        }
        for (int id : touched) {
            if (objects[id] == null) {
                continue;
            }
            boolean all = full || fresh[id];
            syncLists(id, all ? -1L : dirty.listMask(id), changes);
        }
        syncRoot();
        dirty.clear();
        return changes;
    }

    private void ensure(int size) {
        if (objects.length < size) {
            objects = Arrays.copyOf(objects, size);
            generations = Arrays.copyOf(generations, size);
        }
    }

    private void syncRoot() {
        EObject root = null;
        for (int id = 0; id < state.highWater(); id++) {
            if (state.isLive(id) && state.containerOf(id) < 0 && objects[id] != null) {
                root = objects[id];
                break;
            }
        }
        EList<EObject> contents = resource.getContents();
        if (root == null) {
            contents.clear();
        } else if (contents.isEmpty() || contents.get(0) != root) {
            contents.clear();
            contents.add(root);
        }
    }

    private void syncValues(int id, long mask, FrameChanges changes) {
        EObject object = objects[id];
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
                    object.eUnset(feature);
                    changes.feature(object, feature);
                }
                continue;
            }
            Object wanted = slot.kind() == SlotKind.REF ? objectOf((int) value)
                    : SchemaBinding.fromSlot(feature, slot.kind(), value, state.pool());
            boolean isSet = !slot.unsettable() || object.eIsSet(feature);
            if (!isSet || !Objects.equals(object.eGet(feature), wanted)) {
                object.eSet(feature, wanted);
                changes.feature(object, feature);
            }
        }
    }

    private void syncLists(int id, long mask, FrameChanges changes) {
        EObject object = objects[id];
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
                EObject element = objectOf(elements.get(i));
                if (element != null) {
                    wanted[n++] = element;
                }
            }
            if (n < size) {
                wanted = Arrays.copyOf(wanted, n);
            }
            ListSlot slot = layout.lists().get(s);
            boolean changed;
            if (slot.single()) {
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
