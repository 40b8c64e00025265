package org.lnetscope.model.resource;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.function.DoubleConsumer;
import java.util.Map;
import java.util.zip.CRC32C;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EEnumLiteral;
import org.eclipse.emf.ecore.EFactory;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.InternalEObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.util.InternalEList;
import org.lnetscope.model.internal.LnetObjectImpl;

/**
 * Reads {@code .lnetmodelb} format 2.0 (docs/model-format.md, written by {@link ModelbWriter}).
 * The file's class table names every class and feature it holds; they are matched by name to this
 * LNet Scope's metamodel, so a file stays readable as long as the features it has still exist
 * with the same kind. The whole file is checked (length, CRC-32C) before any object is made, and
 * every count, length, number and reference after that against what the file can hold.
 */
final class ModelbReader {

    /** A class of the file's table, with its features matched to the metamodel's. */
    private static final class FileClass {
        ClassLayout layout;
        Boolean[] flagValues;
        long[] lastLong;
        List<Object>[] valueTables;
    }

    private final ModelbInput in;
    private final EPackage.Registry packages;
    /** Told the fraction of the file decoded every 64 Ki objects, or null. */
    private DoubleConsumer progress;
    private int length;
    private EFactory factory;
    private FileClass[] classes;
    /** By classifier ID of the metamodel: the file's class for it (each may be listed once). */
    private FileClass[] byClassifier;
    private final List<Object> strings = new ArrayList<>();
    /** Object[], not InternalEObject[]: a store into it needs no type check. */
    private Object[] objects;
    /** Each object's class in the file, so that the reference pass need not ask the object. */
    private ClassLayout[] layoutOf;
    private int count;

    private ModelbReader(ModelbInput in, EPackage.Registry packages) {
        this.in = in;
        this.packages = packages;
    }

    /**
     * The root objects of a whole file's bytes, not yet in any resource.
     *
     * @throws ModelbInput.Damaged naming the offset of what is wrong
     */
    static List<EObject> read(byte[] data, int length, EPackage.Registry packages) throws ModelbInput.Damaged {
        return read(data, length, packages, null);
    }

    /** As {@link #read(byte[], int, EPackage.Registry)}, telling {@code progress} the fraction of the bytes decoded. */
    static List<EObject> read(byte[] data, int length, EPackage.Registry packages, DoubleConsumer progress)
            throws ModelbInput.Damaged {
        ModelbInput header = new ModelbInput(data, 0, length);
        checkHeader(header, data, length);
        ModelbReader reader = new ModelbReader(
                new ModelbInput(data, ModelbFormat.HEADER_BYTES, length - ModelbFormat.TRAILER_BYTES), packages);
        reader.progress = progress;
        reader.length = length;
        try {
            return reader.readAll();
        } catch (RuntimeException e) {
            // a value the metamodel's setter refuses: still damage, said where it was found
            throw reader.in.damaged(LnetBinaryResource.meaning(e));
        }
    }

    private static void checkHeader(ModelbInput header, byte[] data, int length) throws ModelbInput.Damaged {
        if (length < ModelbFormat.HEADER_BYTES + ModelbFormat.TRAILER_BYTES) {
            throw header.damaged(length, "truncated: " + length + " bytes, shorter than the "
                    + (ModelbFormat.HEADER_BYTES + ModelbFormat.TRAILER_BYTES) + "-byte header and checksum");
        }
        header.pos = ModelbFormat.MAGIC.length;
        int major = header.u8() << 8 | header.u8();
        int minor = header.u8() << 8 | header.u8();
        if (major != ModelbFormat.MAJOR) {
            throw header.damaged(ModelbFormat.MAGIC.length, ".lnetmodelb format " + major + "." + minor
                    + ", which this LNet Scope cannot read (it reads 1.x, EMF's, and " + ModelbFormat.MAJOR + ".x)");
        }
        long declared = 0;
        for (int i = 0; i < 8; i++) {
            declared = declared << 8 | header.u8();
        }
        if (declared != length) {
            throw header.damaged(declared > length ? length : declared, declared > length
                    ? "truncated: the header says " + declared + " bytes, the file ends after " + length
                    : "the header says " + declared + " bytes, the file has " + length + " (something appended?)");
        }
        int sumAt = length - ModelbFormat.TRAILER_BYTES;
        CRC32C crc = new CRC32C();
        crc.update(data, 0, sumAt);
        int stored = (data[sumAt] & 0xFF) << 24 | (data[sumAt + 1] & 0xFF) << 16 | (data[sumAt + 2] & 0xFF) << 8
                | (data[sumAt + 3] & 0xFF);
        if ((int) crc.getValue() != stored) {
            throw header.damaged(sumAt, "damaged: the checksum of bytes 0 to " + sumAt + " does not match");
        }
    }

    private List<EObject> readAll() throws ModelbInput.Damaged {
        long at = in.pos;
        String nsUri = in.text();
        EPackage ePackage = packages.getEPackage(nsUri);
        if (ePackage == null) {
            throw in.damaged(at, "unknown model version or not an LNet model: package " + clip(nsUri) + " is not known");
        }
        factory = ePackage.getEFactoryInstance();
        readClassTable(ePackage);
        int roots = in.count("root objects");
        objects = new Object[Math.min(1 << 16, Math.max(16, in.remaining()))];
        layoutOf = new ClassLayout[objects.length];
        List<EObject> contents = new ArrayList<>(roots);
        for (int i = 0; i < roots; i++) {
            long start = in.pos;
            EObject root = readObject(0, null);
            if (root == null) {
                throw in.damaged(start, "an empty root object");
            }
            contents.add(root);
        }
        at = in.pos;
        int declared = in.varint();
        if (declared != count) {
            throw in.damaged(at, "the file says " + Integer.toUnsignedString(declared) + " objects, it holds " + count);
        }
        for (int i = 0; i < count; i++) {
            readReferences(i);
        }
        if (in.remaining() != 0) {
            throw in.damaged(in.remaining() + " bytes after the last reference");
        }
        return contents;
    }

    @SuppressWarnings("unchecked")
    private void readClassTable(EPackage ePackage) throws ModelbInput.Damaged {
        int n = in.count("classes");
        classes = new FileClass[n];
        byClassifier = new FileClass[ePackage.getEClassifiers().size()];
        Map<EDataType, List<Object>> byType = new IdentityHashMap<>();
        for (int c = 0; c < n; c++) {
            long at = in.pos;
            String name = in.text();
            EClassifier classifier = ePackage.getEClassifier(name);
            if (!(classifier instanceof EClass eClass) || eClass.isAbstract() || eClass.isInterface()) {
                throw in.damaged(at, "class " + clip(name) + " is not in this LNet Scope's model " + ePackage.getNsURI()
                        + " (a file from a newer version?)");
            }
            if (byClassifier[eClass.getClassifierID()] != null) {
                throw in.damaged(at, "class " + name + " listed twice");
            }
            int features = in.count("features of " + name);
            List<EStructuralFeature> tree = new ArrayList<>();
            List<EReference> refs = new ArrayList<>();
            List<Boolean> flags = new ArrayList<>();
            for (int f = 0; f < features; f++) {
                long featureAt = in.pos;
                String featureName = in.text();
                int kind = in.u8();
                Boolean flagValue = null;
                if (kind == ModelbFormat.FLAG) {
                    int deflt = in.u8();
                    if (deflt > 1) {
                        throw in.damaged(featureAt, name + "." + clip(featureName) + " has a default of " + deflt);
                    }
                    flagValue = deflt == 0;
                }
                EStructuralFeature feature = eClass.getEStructuralFeature(featureName);
                if (feature == null || !ClassLayout.written(feature)) {
                    throw in.damaged(featureAt, name + "." + clip(featureName) + " is not a feature of this LNet Scope's model"
                            + " (a file from a newer version?)");
                }
                if (ClassLayout.kind(feature) != kind) {
                    throw in.damaged(featureAt, name + "." + featureName + " is a " + ModelbFormat.kindName(kind)
                            + " in the file but a " + ModelbFormat.kindName(ClassLayout.kind(feature)) + " in this model");
                }
                if (feature instanceof EReference reference && !reference.isContainment()) {
                    refs.add(reference);
                } else if (!refs.isEmpty()) {
                    throw in.damaged(featureAt, name + "." + featureName + " listed after the references");
                } else {
                    tree.add(feature);
                    flags.add(flagValue);
                }
            }
            FileClass fileClass = new FileClass();
            fileClass.layout = new ClassLayout(eClass, tree, refs);
            // the value a set flag has is the file's: the opposite of the default it was written with
            fileClass.flagValues = flags.toArray(Boolean[]::new);
            fileClass.lastLong = new long[tree.size()];
            fileClass.valueTables = new List[tree.size()];
            for (int i = 0; i < tree.size(); i++) {
                if ((fileClass.layout.treeKinds[i] & ~ModelbFormat.MANY) == ModelbFormat.VALUE) {
                    fileClass.valueTables[i] = byType.computeIfAbsent((EDataType) tree.get(i).getEType(), t -> new ArrayList<>());
                }
            }
            classes[c] = fileClass;
            byClassifier[eClass.getClassifierID()] = fileClass;
        }
    }

    private void add(InternalEObject object, ClassLayout layout) {
        if (count == objects.length) {
            objects = Arrays.copyOf(objects, count * 2);
            layoutOf = Arrays.copyOf(layoutOf, count * 2);
        }
        layoutOf[count] = layout;
        objects[count++] = object;
        if (progress != null && (count & 0xFFFF) == 0) {
            progress.accept((double) in.pos / length);
        }
    }

    /**
     * An object and its contents; null for the "no object" code. Kept in small methods, the error
     * texts out of line: a first load in a fresh JVM runs much of this before the JIT has compiled
     * it, and small methods are compiled sooner and recompiled cheaper when a new class of object
     * turns up (the file is in containment order: a million messages, then conns, then rxs).
     */
    private EObject readObject(int depth, EReference containment) throws ModelbInput.Damaged {
        long at = in.pos;
        int code = in.varint();
        if (code == 0) {
            return null;
        }
        if (code < 0 || code > classes.length || depth > ModelbFormat.MAX_DEPTH) {
            throw badObject(at, code, depth);
        }
        FileClass fileClass = classes[code - 1];
        ClassLayout layout = fileClass.layout;
        if (containment != null && containment.getEReferenceType() != layout.eClass
                && !containment.getEReferenceType().isSuperTypeOf(layout.eClass)) {
            throw wrongChild(at, layout, containment);
        }
        InternalEObject object = (InternalEObject) factory.create(layout.eClass);
        add(object, layout);
        readFeatures(object, fileClass, depth);
        return object;
    }

    private ModelbInput.Damaged badObject(long at, int code, int depth) {
        return depth > ModelbFormat.MAX_DEPTH ? in.damaged(at, "objects nested deeper than any LNet model")
                : in.damaged(at, "class number " + Integer.toUnsignedString(code) + " of " + classes.length);
    }

    private ModelbInput.Damaged wrongChild(long at, ClassLayout layout, EReference containment) {
        return in.damaged(at, "a " + layout.eClass.getName() + " in " + containment.getEContainingClass().getName() + "."
                + containment.getName() + ", which holds " + containment.getEReferenceType().getName() + "s");
    }

    @SuppressWarnings("unchecked")
    private void readFeatures(InternalEObject object, FileClass fileClass, int depth) throws ModelbInput.Damaged {
        ClassLayout layout = fileClass.layout;
        int n = layout.tree.length;
        int bitmapAt = in.pos;
        // which features are set, all before the first value
        in.skip((n + 7) >>> 3);
        int[] ids = layout.treeIds;
        int[] kinds = layout.treeKinds;
        int bits = 0;
        for (int i = 0; i < n; i++) {
            if ((i & 7) == 0) {
                bits = in.byteAt(bitmapAt + (i >>> 3));
            }
            if ((bits & (1 << (i & 7))) == 0) {
                continue;
            }
            int kind = kinds[i];
            if (kind == ModelbFormat.FLAG) {
                set(object, ids[i], fileClass.flagValues[i]);
            } else if (kind < ModelbFormat.FLAG) {
                set(object, ids[i], readValue(fileClass, i, kind, layout.tree[i]));
            } else if (kind == ModelbFormat.CONTAINMENT) {
                object.eSet(ids[i], readObject(depth + 1, (EReference) layout.tree[i]));
            } else if (kind == (ModelbFormat.CONTAINMENT | ModelbFormat.MANY)) {
                readChildren(object, ids[i], layout, (EReference) layout.tree[i], depth);
            } else {
                int size = count("values in ", layout, layout.tree[i]);
                List<Object> values = new ArrayList<>(size);
                for (int k = 0; k < size; k++) {
                    values.add(readValue(fileClass, i, kind & ~ModelbFormat.MANY, layout.tree[i]));
                }
                object.eSet(ids[i], values);
            }
        }
        if (n > 0 && (bits & (0xFF << (((n - 1) & 7) + 1)) & 0xFF) != 0) {
            throw in.damaged(bitmapAt, "feature bits set beyond the " + n + " features of " + layout.eClass.getName());
        }
    }

    /** Through the class rather than the interface: a vtable load, not an itable search. */
    private static void set(InternalEObject object, int featureId, Object value) {
        if (object instanceof LnetObjectImpl lnet) {
            lnet.eSet(featureId, value);
        } else {
            object.eSet(featureId, value);
        }
    }

    @SuppressWarnings("unchecked")
    private void readChildren(InternalEObject object, int featureId, ClassLayout layout, EReference feature, int depth)
            throws ModelbInput.Damaged {
        int size = count("objects in ", layout, feature);
        InternalEList<EObject> children = (InternalEList<EObject>) object.eGet(featureId, false, true);
        for (int k = 0; k < size; k++) {
            long childAt = in.pos;
            EObject child = readObject(depth + 1, feature);
            if (child == null) {
                throw in.damaged(childAt, "an empty object in the list " + where(layout, feature));
            }
            children.addUnique(child);
        }
        if (size == 0) {
            object.eSet(featureId, List.of());
        }
    }

    private Object readValue(FileClass fileClass, int slot, int kind, EStructuralFeature feature) throws ModelbInput.Damaged {
        long at = in.pos;
        switch (kind) {
            case ModelbFormat.INT :
                return in.svarint();
            case ModelbFormat.LONG : {
                long value = fileClass.lastLong[slot] + in.svarlong();
                fileClass.lastLong[slot] = value;
                return value;
            }
            case ModelbFormat.BOOLEAN : {
                int b = in.u8();
                if (b > 1) {
                    throw in.damaged(at, "a boolean of " + b + " in " + where(fileClass.layout, feature));
                }
                return b == 1;
            }
            case ModelbFormat.STRING :
                return tabulated(strings, null, feature, at);
            case ModelbFormat.ENUM : {
                int value = in.svarint();
                EEnumLiteral literal = ((EEnum) feature.getEType()).getEEnumLiteral(value);
                if (literal == null) {
                    throw in.damaged(at, "no " + feature.getEType().getName() + " numbered " + value + " in "
                            + where(fileClass.layout, feature));
                }
                return literal.getInstance();
            }
            default :
                return tabulated(fileClass.valueTables[slot], (EDataType) feature.getEType(), feature, at);
        }
    }

    /** See {@link ModelbWriter}: 0 null, 1 a new value's text, 2 + n the value numbered n. */
    private Object tabulated(List<Object> table, EDataType type, EStructuralFeature feature, long at)
            throws ModelbInput.Damaged {
        int code = in.varint();
        if (code == 0) {
            return null;
        }
        if (code == 1) {
            String text = in.text();
            Object value = text;
            if (type != null) {
                try {
                    value = EcoreUtil.createFromString(type, text);
                } catch (RuntimeException e) {
                    throw in.damaged(at, "a " + type.getName() + " that does not parse: \"" + clip(text) + "\""
                            + (e.getMessage() == null ? "" : ": " + clip(e.getMessage())));
                }
            }
            table.add(value);
            return value;
        }
        if (code < 0 || code - 2 >= table.size()) {
            throw in.damaged(at, "value number " + Integer.toUnsignedString(code - 2) + " of " + table.size() + " in "
                    + feature.getEContainingClass().getName() + "." + feature.getName());
        }
        return table.get(code - 2);
    }

    @SuppressWarnings("unchecked")
    private void readReferences(int number) throws ModelbInput.Damaged {
        InternalEObject object = (InternalEObject) objects[number];
        ClassLayout layout = layoutOf[number];
        int[] ids = layout.refIds;
        for (int r = 0; r < ids.length; r++) {
            long at = in.pos;
            EReference reference = layout.refs[r];
            if ((layout.refKinds[r] & ModelbFormat.MANY) == 0) {
                long code = in.varlong();
                if (code == 0) {
                    continue;
                }
                if (code == 1) {
                    object.eSet(ids[r], null);
                    continue;
                }
                long z = code - 2;
                long target = number + ((z >>> 1) ^ -(z & 1));
                object.eSet(ids[r], target(target, reference, at));
            } else {
                int code = in.varint();
                if (code == 0) {
                    continue;
                }
                int size = code - 1;
                if (size < 0 || size > in.remaining()) {
                    throw in.damaged(at, "a count of " + Integer.toUnsignedString(size) + " references in "
                            + where(layout, reference) + " with only " + in.remaining() + " bytes left");
                }
                InternalEList<EObject> targets = (InternalEList<EObject>) object.eGet(ids[r], false, true);
                boolean withoutInverse = layout.refWithoutInverse[r];
                long previous = number;
                for (int k = 0; k < size; k++) {
                    long elementAt = in.pos;
                    previous += in.svarint();
                    EObject target = target(previous, reference, elementAt);
                    if (withoutInverse) {
                        targets.basicAdd(target, null);
                    } else {
                        targets.addUnique(target);
                    }
                }
                if (size == 0) {
                    object.eSet(ids[r], List.of());
                }
            }
        }
    }

    private EObject target(long number, EReference reference, long at) throws ModelbInput.Damaged {
        if (number < 0 || number >= count) {
            throw in.damaged(at, "a reference to object " + number + " of " + count + " in "
                    + reference.getEContainingClass().getName() + "." + reference.getName());
        }
        EClass type = reference.getEReferenceType();
        EClass targetClass = layoutOf[(int) number].eClass;
        if (type != targetClass && !type.isSuperTypeOf(targetClass)) {
            throw in.damaged(at, reference.getEContainingClass().getName() + "." + reference.getName() + " refers to a "
                    + targetClass.getName() + ", not a " + type.getName());
        }
        return (EObject) objects[(int) number];
    }

    /** {@link ModelbInput#count}, with the message made only when it is needed. */
    private int count(String what, ClassLayout layout, EStructuralFeature feature) throws ModelbInput.Damaged {
        int at = in.pos;
        int n = in.varint();
        if (n < 0 || n > in.remaining()) {
            in.pos = at;
            return in.count(what + where(layout, feature));
        }
        return n;
    }

    private static String where(ClassLayout layout, EStructuralFeature feature) {
        return layout.eClass.getName() + "." + feature.getName();
    }

    private static String clip(String text) {
        return text.length() <= 80 ? text : text.substring(0, 80) + "...";
    }
}
