package org.lnetscope.model.resource;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.Enumerator;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.InternalEObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.util.InternalEList;
import org.lnetscope.model.internal.LnetObjectImpl;

/**
 * Writes a resource's contents as {@code .lnetmodelb} format 2.0 (docs/model-format.md): the
 * containment tree in pre-order, each object numbered as it is written, then every cross reference
 * as the distance from its object's number to its target's.
 *
 * <p>The number is kept in the object itself ({@link LnetObjectImpl#saveStamp}) with the serial
 * of this save, so a reference costs one read of its target and no map lookup. Saves run one at a
 * time: two at once would renumber each other's objects.
 */
final class ModelbWriter {

    private static final Object LOCK = new Object();
    private static int serials;

    private final EPackage ePackage;
    private final ModelbOutput out = new ModelbOutput();
    /** By classifier ID; null for data types and abstract classes. */
    private final ClassLayout[] layouts;
    private final int[] classCodes;
    private final long[][] lastLong;
    private final Map<Object, Integer> strings = new HashMap<>();
    /** Tables of data type values by their type; each slot of a class points at its type's. */
    private final Map<Object, Integer>[][] valueTables;
    /** Per nesting depth: which features of the object being written are set. */
    private final long[][] masks = new long[ModelbFormat.MAX_DEPTH + 2][];

    private long stampBase;
    private InternalEObject[] objects = new InternalEObject[1 << 12];
    /** Each object's classifier ID, so that the reference pass need not ask the object again. */
    private int[] classIds = new int[1 << 12];
    private int count;
    /** Objects of classes not generated from LnetObjectImpl (none in an LNet model). */
    private Map<EObject, Integer> otherNumbers;

    @SuppressWarnings("unchecked")
    private ModelbWriter(EPackage ePackage) {
        this.ePackage = ePackage;
        List<EClassifier> classifiers = ePackage.getEClassifiers();
        layouts = new ClassLayout[classifiers.size()];
        classCodes = new int[classifiers.size()];
        lastLong = new long[classifiers.size()][];
        valueTables = new Map[classifiers.size()][];
        Map<EDataType, Map<Object, Integer>> byType = new IdentityHashMap<>();
        int code = 1;
        for (EClassifier classifier : classifiers) {
            if (classifier instanceof EClass eClass && !eClass.isAbstract() && !eClass.isInterface()) {
                int id = eClass.getClassifierID();
                ClassLayout layout = ClassLayout.of(eClass);
                layouts[id] = layout;
                classCodes[id] = code++;
                lastLong[id] = new long[layout.tree.length];
                valueTables[id] = new Map[layout.tree.length];
                for (int i = 0; i < layout.tree.length; i++) {
                    if ((layout.treeKinds[i] & ~ModelbFormat.MANY) == ModelbFormat.VALUE) {
                        valueTables[id][i] = byType.computeIfAbsent((EDataType) layout.tree[i].getEType(), t -> new HashMap<>());
                    }
                }
            }
        }
    }

    /** Writes {@code roots} (a resource's contents), all objects of {@code ePackage}'s classes. */
    static void write(EPackage ePackage, List<EObject> roots, OutputStream stream) throws IOException {
        synchronized (LOCK) {
            ModelbWriter writer = new ModelbWriter(ePackage);
            writer.stampBase = (long) ++serials << 32;
            writer.writeAll(roots);
            writer.out.writeTo(stream);
        }
    }

    private void writeAll(List<EObject> roots) throws IOException {
        out.text(ePackage.getNsURI());
        writeClassTable();
        out.varint(roots.size());
        for (EObject root : roots) {
            writeObject((InternalEObject) root, 0);
        }
        out.varint(count);
        for (int i = 0; i < count; i++) {
            writeReferences(i, objects[i], layouts[classIds[i]]);
        }
    }

    private void writeClassTable() {
        int classes = 0;
        for (ClassLayout layout : layouts) {
            classes += layout == null ? 0 : 1;
        }
        out.varint(classes);
        for (ClassLayout layout : layouts) {
            if (layout == null) {
                continue;
            }
            out.text(layout.eClass.getName());
            out.varint(layout.tree.length + layout.refs.length);
            for (int i = 0; i < layout.tree.length; i++) {
                out.text(layout.tree[i].getName());
                out.u8(layout.treeKinds[i]);
                if (layout.treeKinds[i] == ModelbFormat.FLAG) {
                    out.u8(layout.flagValues[i] ? 0 : 1);
                }
            }
            for (int i = 0; i < layout.refs.length; i++) {
                out.text(layout.refs[i].getName());
                out.u8(layout.refKinds[i]);
            }
        }
    }

    private ClassLayout layout(EObject object) throws IOException {
        EClass eClass = object.eClass();
        if (eClass.getEPackage() != ePackage) {
            throw new IOException("cannot save a " + eClass.getName() + " (" + eClass.getEPackage().getNsURI()
                    + ") in a .lnetmodelb file of " + ePackage.getNsURI());
        }
        return layouts[eClass.getClassifierID()];
    }

    private void number(InternalEObject object, int classId) {
        if (count == objects.length) {
            objects = Arrays.copyOf(objects, count * 2);
            classIds = Arrays.copyOf(classIds, count * 2);
        }
        classIds[count] = classId;
        if (object instanceof LnetObjectImpl numbered) {
            numbered.saveStamp(stampBase | count);
        } else {
            if (otherNumbers == null) {
                otherNumbers = new IdentityHashMap<>();
            }
            otherNumbers.put(object, count);
        }
        objects[count++] = object;
    }

    private int numberOf(EObject target, InternalEObject from, EStructuralFeature feature) throws IOException {
        if (target instanceof LnetObjectImpl numbered) {
            long stamp = numbered.saveStamp();
            if ((stamp & 0xFFFFFFFF00000000L) == stampBase) {
                return (int) stamp;
            }
        } else if (otherNumbers != null) {
            Integer number = otherNumbers.get(target);
            if (number != null) {
                return number;
            }
        }
        throw new IOException("cannot save: " + from.eClass().getName() + "." + feature.getName() + " refers to a "
                + target.eClass().getName() + " that is not in the file being saved");
    }

    /**
     * One object and its contents. In small methods, as in ModelbReader: the one save of a
     * {@code lnetscope simulate -o X.lnetmodelb} runs before the JIT has compiled much of it.
     */
    private void writeObject(InternalEObject object, int depth) throws IOException {
        if (depth > ModelbFormat.MAX_DEPTH) {
            throw new IOException("cannot save: objects nested deeper than " + ModelbFormat.MAX_DEPTH);
        }
        ClassLayout layout = layout(object);
        int classId = layout.eClass.getClassifierID();
        out.varint(classCodes[classId]);
        number(object, classId);
        int n = layout.tree.length;
        long[] set = masks[depth];
        if (set == null || set.length < (n + 63) >>> 6) {
            set = masks[depth] = new long[(n + 63) >>> 6];
        }
        writeBitmap(object, layout, set);
        writeFeatures(object, layout, classId, set, depth);
    }

    /** Which tree features are set ({@code eIsSet}), into {@code set} and the file. */
    private void writeBitmap(InternalEObject object, ClassLayout layout, long[] set) {
        int n = layout.tree.length;
        int[] ids = layout.treeIds;
        for (int base = 0; base < n; base += 64) {
            long bits = 0;
            for (int i = base, to = Math.min(n, base + 64); i < to; i++) {
                if (isSet(object, ids[i])) {
                    bits |= 1L << i;
                }
            }
            set[base >>> 6] = bits;
            for (int i = base, to = Math.min(n, base + 64); i < to; i += 8) {
                out.u8((int) (bits >>> (i & 63)) & 0xFF);
            }
        }
    }

    private void writeFeatures(InternalEObject object, ClassLayout layout, int classId, long[] set, int depth)
            throws IOException {
        int n = layout.tree.length;
        int[] ids = layout.treeIds;
        int[] kinds = layout.treeKinds;
        for (int i = 0; i < n; i++) {
            int kind = kinds[i];
            if ((set[i >>> 6] & (1L << i)) == 0 || kind == ModelbFormat.FLAG) {
                // a set flag is the opposite of its default: the bit says it all
                continue;
            }
            Object value = get(object, ids[i]);
            if (kind < ModelbFormat.FLAG) {
                writeValue(classId, i, kind, layout.tree[i], value);
            } else if (kind == ModelbFormat.CONTAINMENT) {
                if (value == null) {
                    out.varint(0);
                } else {
                    writeObject((InternalEObject) value, depth + 1);
                }
            } else if (kind == (ModelbFormat.CONTAINMENT | ModelbFormat.MANY)) {
                writeChildren((InternalEList<?>) value, depth);
            } else {
                List<?> elements = (List<?>) value;
                out.varint(elements.size());
                for (Object element : elements) {
                    writeValue(classId, i, kind & ~ModelbFormat.MANY, layout.tree[i], element);
                }
            }
        }
    }

    private void writeChildren(InternalEList<?> children, int depth) throws IOException {
        int size = children.size();
        out.varint(size);
        for (int k = 0; k < size; k++) {
            writeObject((InternalEObject) children.basicGet(k), depth + 1);
        }
    }

    /*
     * Through the class, not the InternalEObject interface: a call on 16 classes is a vtable load
     * instead of an itable search, and the save makes ~15 of them per object.
     */
    private static boolean isSet(InternalEObject object, int featureId) {
        return object instanceof LnetObjectImpl lnet ? lnet.eIsSet(featureId) : object.eIsSet(featureId);
    }

    private static Object get(InternalEObject object, int featureId) {
        return object instanceof LnetObjectImpl lnet ? lnet.eGet(featureId, false, true) : object.eGet(featureId, false, true);
    }

    private void writeValue(int classId, int slot, int kind, EStructuralFeature feature, Object value) {
        switch (kind) {
            case ModelbFormat.INT -> out.svarint((Integer) value);
            case ModelbFormat.LONG -> {
                // as the change from the value this feature had on the last object of its class:
                // addresses of one slab, times and counters of one run are close together
                long v = (Long) value;
                long[] last = lastLong[classId];
                out.svarlong(v - last[slot]);
                last[slot] = v;
            }
            case ModelbFormat.BOOLEAN -> out.u8((Boolean) value ? 1 : 0);
            case ModelbFormat.STRING -> tabulated(strings, value, null);
            case ModelbFormat.ENUM -> out.svarint(((Enumerator) value).getValue());
            default -> tabulated(valueTables[classId][slot], value, (EDataType) feature.getEType());
        }
    }

    /**
     * 0 for null; 1 then the text for a value met for the first time (it takes the next number);
     * 2 + n for the value numbered n. Most NIDs of a fabric are a few thousand, each on thousands
     * of messages; each is converted to text and parsed once.
     */
    private void tabulated(Map<Object, Integer> table, Object value, EDataType type) {
        if (value == null) {
            out.varint(0);
            return;
        }
        Integer number = table.putIfAbsent(value, table.size());
        if (number != null) {
            out.varint(number + 2);
        } else {
            out.varint(1);
            out.text(type == null ? (String) value : EcoreUtil.convertToString(type, value));
        }
    }

    private void writeReferences(int number, InternalEObject object, ClassLayout layout) throws IOException {
        int[] ids = layout.refIds;
        for (int r = 0; r < ids.length; r++) {
            if (!object.eIsSet(ids[r])) {
                out.varint(0);
                continue;
            }
            Object value = object.eGet(ids[r], false, true);
            if ((layout.refKinds[r] & ModelbFormat.MANY) == 0) {
                if (value == null) {
                    out.varint(1);
                } else {
                    int target = numberOf((EObject) value, object, layout.refs[r]);
                    long delta = (long) target - number;
                    out.varlong(((delta << 1) ^ (delta >> 63)) + 2);
                }
            } else {
                InternalEList<?> targets = (InternalEList<?>) value;
                int size = targets.size();
                out.varint(size + 1);
                int previous = number;
                for (int k = 0; k < size; k++) {
                    int target = numberOf((EObject) targets.basicGet(k), object, layout.refs[r]);
                    out.svarint(target - previous);
                    previous = target;
                }
            }
        }
    }
}
