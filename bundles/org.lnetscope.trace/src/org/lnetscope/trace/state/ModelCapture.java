package org.lnetscope.trace.state;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.EList;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;

/**
 * Turns an EMF model into a {@link FlatState}: ids in containment order from 0 (the root), every
 * slot the schema knows. Used for a trace's initial state and to compare replayed EMF models.
 */
public final class ModelCapture {

    private final Map<EObject, Integer> ids = new IdentityHashMap<>();
    private final List<EObject> objects = new ArrayList<>();

    private ModelCapture() {
    }

    /** The object ids given to the model's objects. */
    public Map<EObject, Integer> ids() {
        return ids;
    }

    public List<EObject> objects() {
        return objects;
    }

    /**
     * Captures the tree under {@code root} into {@code into} (which must be empty).
     *
     * @throws IllegalArgumentException if the model references an object outside the tree, or has
     *     an object whose class the schema does not know
     */
    public static ModelCapture capture(EObject root, SchemaBinding binding, FlatState into) {
        ModelCapture capture = new ModelCapture();
        capture.number(root, binding);
        for (EObject object : capture.objects) {
            int id = capture.ids.get(object);
            int c = binding.classIndex(object.eClass());
            EObject container = object.eContainer();
            if (container == null || object == root) {
                into.create(id, c, -1, -1, 0);
            } else {
                int containerId = capture.ids.get(container);
                int slot = binding.listSlot(container.eClass(), object.eContainmentFeature());
                into.create(id, c, containerId, slot, into.listSize(containerId, slot));
            }
            ClassLayout layout = binding.schema().layout(c);
            for (int s = 0; s < layout.values().size(); s++) {
                EStructuralFeature feature = binding.valueFeature(c, s);
                if (feature == null) {
                    continue;
                }
                ValueSlot slot = layout.values().get(s);
                long value;
                if (slot.unsettable() && !object.eIsSet(feature)) {
                    value = Schema.UNSET;
                } else if (slot.kind() == SlotKind.REF) {
                    value = capture.idOf((EObject) object.eGet(feature), object, feature);
                } else {
                    value = SchemaBinding.toSlot(slot.kind(), object.eGet(feature), into.pool());
                }
                into.set(id, s, value);
            }
        }
        for (EObject object : capture.objects) {
            int id = capture.ids.get(object);
            int c = binding.classIndex(object.eClass());
            ClassLayout layout = binding.schema().layout(c);
            for (int s = 0; s < layout.lists().size(); s++) {
                EStructuralFeature feature = binding.listFeature(c, s);
                if (feature == null || layout.lists().get(s).containment()) {
                    continue; // children were inserted when created
                }
                @SuppressWarnings("unchecked")
                EList<EObject> list = (EList<EObject>) object.eGet(feature);
                for (EObject element : list) {
                    into.insert(id, s, into.listSize(id, s), capture.idOf(element, object, feature));
                }
            }
        }
        return capture;
    }

    private void number(EObject object, SchemaBinding binding) {
        if (binding.classIndex(object.eClass()) < 0) {
            throw new IllegalArgumentException("class " + object.eClass().getName() + " is not in the trace schema");
        }
        ids.put(object, objects.size());
        objects.add(object);
        for (EObject child : object.eContents()) {
            number(child, binding);
        }
    }

    private int idOf(EObject target, EObject owner, EStructuralFeature feature) {
        if (target == null) {
            return (int) Schema.NULL;
        }
        Integer id = ids.get(target);
        if (id == null) {
            throw new IllegalArgumentException(owner.eClass().getName() + "." + feature.getName()
                    + " references an object outside the model");
        }
        return id;
    }
}
