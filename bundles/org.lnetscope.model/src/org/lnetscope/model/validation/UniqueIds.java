package org.lnetscope.model.validation;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;

import org.eclipse.emf.common.util.TreeIterator;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * Which object holds each ID (kernel address, NID) of a resource, built once per validation run.
 * EMF's own unique-ID check asks {@code Resource.getEObject(id)} for every object, and a resource
 * without an ID map answers by walking all its contents: quadratic, ~50 s on the seed incident and
 * minutes on a 550,000-conn fabric. One walk per run gives the same answer in linear time.
 */
final class UniqueIds {

    /** The key of the per-run index map in the validation context. */
    private static final Object KEY = new Object();

    private UniqueIds() {
    }

    /**
     * The first object in content order with each ID, as {@code ResourceImpl.getEObjectByID} finds
     * it, so the reported "other" object is the one EMF would name.
     */
    @SuppressWarnings("unchecked")
    static Map<Object, EObject> of(Resource resource, Map<Object, Object> context) {
        Map<Resource, Map<Object, EObject>> indexes = context == null ? new IdentityHashMap<>()
                : (Map<Resource, Map<Object, EObject>>) context.computeIfAbsent(KEY, k -> new IdentityHashMap<>());
        return indexes.computeIfAbsent(resource, UniqueIds::index);
    }

    /**
     * Whether an index already built in this run has {@code object} as the first holder of
     * {@code key}: then its ID is unique in that index's resource, found without walking up to the
     * resource (a walk per object was an eighth of the large fabric's validation).
     */
    @SuppressWarnings("unchecked")
    static boolean firstHolder(EObject object, Object key, Map<Object, Object> context) {
        if (context == null || !(context.get(KEY) instanceof Map<?, ?> indexes)) {
            return false;
        }
        for (Map<Object, EObject> index : ((Map<Resource, Map<Object, EObject>>) indexes).values()) {
            if (index.get(key) == object) {
                return true;
            }
        }
        return false;
    }

    /**
     * The object's ID as its attribute's value (a kernel address, a NID, a net name), or null when
     * it has none. EMF compares IDs as text; the values compare the same except across types, and
     * an address (0x...), a NID (...@net) and a net name never spell the same text. Not formatting
     * 2.5 M addresses as text twice per run took a fifth off the large fabric's validation.
     */
    static Object key(EObject object) {
        EAttribute id = object.eClass().getEIDAttribute();
        return id == null || !object.eIsSet(id) ? null : object.eGet(id);
    }

    private static Map<Object, EObject> index(Resource resource) {
        Map<Object, EObject> first = new HashMap<>(1 << 16);
        for (TreeIterator<EObject> all = EcoreUtil.getAllProperContents(resource, false); all.hasNext();) {
            EObject object = all.next();
            Object id = key(object);
            if (id != null) {
                first.putIfAbsent(id, object);
            }
        }
        return first;
    }
}
