package org.lnetscope.trace.state;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.Enumerator;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EEnumLiteral;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.lnetscope.model.nid.Nid;

/**
 * Ties a {@link Schema} to an EMF metamodel by class and feature names, and converts feature
 * values to and from slot longs. Features the trace does not know, or the metamodel no longer has,
 * map to null and are skipped.
 */
public final class SchemaBinding {

    private final Schema schema;
    private final EClass[] classes;
    private final EStructuralFeature[][] valueFeatures;
    private final EStructuralFeature[][] listFeatures;
    private final Map<EClass, Integer> classIndex = new HashMap<>();
    private final Map<EClass, Map<EStructuralFeature, Integer>> valueSlots = new HashMap<>();
    private final Map<EClass, Map<EStructuralFeature, Integer>> listSlots = new HashMap<>();

    public SchemaBinding(Schema schema, EPackage ePackage) {
        this.schema = schema;
        int count = schema.classes().size();
        classes = new EClass[count];
        valueFeatures = new EStructuralFeature[count][];
        listFeatures = new EStructuralFeature[count][];
        for (ClassLayout layout : schema.classes()) {
            EClassifier classifier = ePackage.getEClassifier(layout.name());
            EClass eClass = classifier instanceof EClass c ? c : null;
            int i = layout.index();
            classes[i] = eClass;
            valueFeatures[i] = new EStructuralFeature[layout.values().size()];
            listFeatures[i] = new EStructuralFeature[layout.lists().size()];
            if (eClass == null) {
                continue;
            }
            classIndex.put(eClass, i);
            Map<EStructuralFeature, Integer> values = new HashMap<>();
            Map<EStructuralFeature, Integer> lists = new HashMap<>();
            for (int s = 0; s < layout.values().size(); s++) {
                EStructuralFeature feature = eClass.getEStructuralFeature(layout.values().get(s).name());
                if (feature != null && !feature.isMany() && kindOf(feature) == layout.values().get(s).kind()) {
                    valueFeatures[i][s] = feature;
                    values.put(feature, s);
                }
            }
            for (int s = 0; s < layout.lists().size(); s++) {
                EStructuralFeature feature = eClass.getEStructuralFeature(layout.lists().get(s).name());
                if (feature instanceof EReference) {
                    listFeatures[i][s] = feature;
                    lists.put(feature, s);
                }
            }
            valueSlots.put(eClass, values);
            listSlots.put(eClass, lists);
        }
    }

    /** The schema a writer uses for models of {@code ePackage}: every concrete class, every stored feature. */
    public static Schema schemaOf(EPackage ePackage) {
        List<ClassLayout> layouts = new ArrayList<>();
        for (EClassifier classifier : ePackage.getEClassifiers()) {
            if (!(classifier instanceof EClass eClass) || eClass.isAbstract() || eClass.isInterface()) {
                continue;
            }
            List<ValueSlot> values = new ArrayList<>();
            List<ListSlot> lists = new ArrayList<>();
            for (EStructuralFeature feature : eClass.getEAllStructuralFeatures()) {
                if (feature.isDerived() || feature.isTransient() || !feature.isChangeable()) {
                    continue;
                }
                if (feature instanceof EReference reference) {
                    if (reference.isContainer()) {
                        continue; // the container is where the object lives, not a slot
                    }
                    if (reference.isMany() || reference.isContainment()) {
                        lists.add(new ListSlot(reference.getName(), reference.isContainment(), !reference.isMany()));
                    } else {
                        values.add(new ValueSlot(reference.getName(), SlotKind.REF, false, Schema.NULL));
                    }
                } else if (!feature.isMany()) {
                    SlotKind kind = kindOf(feature);
                    if (kind != null) {
                        long def = feature.isUnsettable() ? Schema.UNSET : toSlot(kind, feature.getDefaultValue(), null);
                        values.add(new ValueSlot(feature.getName(), kind, feature.isUnsettable(), def));
                    }
                }
            }
            layouts.add(new ClassLayout(layouts.size(), eClass.getName(), values, lists));
        }
        return new Schema(layouts);
    }

    /** The slot kind of an attribute or single reference, or null if the trace cannot hold it. */
    static SlotKind kindOf(EStructuralFeature feature) {
        if (feature instanceof EReference) {
            return SlotKind.REF;
        }
        EDataType type = ((EAttribute) feature).getEAttributeType();
        if (type instanceof EEnum) {
            return SlotKind.LONG;
        }
        Class<?> c = type.getInstanceClass();
        if (c == int.class || c == long.class || c == short.class || c == byte.class || c == boolean.class
                || c == Integer.class || c == Long.class || c == Boolean.class) {
            return SlotKind.LONG;
        }
        if (c == String.class) {
            return SlotKind.STRING;
        }
        if (c == Nid.class) {
            return SlotKind.NID;
        }
        if (c == Instant.class) {
            return SlotKind.INSTANT;
        }
        return null;
    }

    /** The slot value of an EMF attribute value; pooled values are interned in {@code pool}. */
    static long toSlot(SlotKind kind, Object value, ValuePool pool) {
        if (kind.pooled()) {
            if (value == null) {
                return Schema.NULL;
            }
            return pool == null ? Schema.NULL : pool.intern(value);
        }
        if (value == null) {
            return 0;
        }
        if (value instanceof Boolean b) {
            return b ? 1 : 0;
        }
        if (value instanceof Enumerator e) {
            return e.getValue();
        }
        return ((Number) value).longValue();
    }

    /** The EMF value of a slot value for {@code feature} (not for references). */
    public static Object fromSlot(EStructuralFeature feature, SlotKind kind, long value, ValuePool pool) {
        if (kind.pooled()) {
            return value == Schema.NULL ? null : pool.get((int) value);
        }
        EClassifier type = feature.getEType();
        if (type instanceof EEnum eEnum) {
            EEnumLiteral literal = eEnum.getEEnumLiteral((int) value);
            return literal == null ? eEnum.getDefaultValue() : literal.getInstance();
        }
        Class<?> c = type.getInstanceClass();
        if (c == int.class || c == Integer.class) {
            return (int) value;
        }
        if (c == boolean.class || c == Boolean.class) {
            return value != 0;
        }
        if (c == short.class) {
            return (short) value;
        }
        if (c == byte.class) {
            return (byte) value;
        }
        return value;
    }

    public long toSlot(int classIndex, int slot, Object value, ValuePool pool) {
        return toSlot(schema.layout(classIndex).values().get(slot).kind(), value, pool);
    }

    public Schema schema() {
        return schema;
    }

    /** The EClass of a trace class, or null if the metamodel has no class of that name. */
    public EClass eClass(int classIndex) {
        return classes[classIndex];
    }

    public int classIndex(EClass eClass) {
        Integer index = classIndex.get(eClass);
        return index == null ? -1 : index;
    }

    public EStructuralFeature valueFeature(int classIndex, int slot) {
        return valueFeatures[classIndex][slot];
    }

    public EStructuralFeature listFeature(int classIndex, int slot) {
        return listFeatures[classIndex][slot];
    }

    /** The value slot of {@code feature} in {@code eClass}, or -1 if it is not a value slot. */
    public int valueSlot(EClass eClass, EStructuralFeature feature) {
        Map<EStructuralFeature, Integer> slots = valueSlots.get(eClass);
        Integer slot = slots == null ? null : slots.get(feature);
        return slot == null ? -1 : slot;
    }

    public int listSlot(EClass eClass, EStructuralFeature feature) {
        Map<EStructuralFeature, Integer> slots = listSlots.get(eClass);
        Integer slot = slots == null ? null : slots.get(feature);
        return slot == null ? -1 : slot;
    }
}
