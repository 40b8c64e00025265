package org.lnetscope.model.validation;

import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;

import org.eclipse.emf.common.util.TreeIterator;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.InternalEObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * Which objects of a resource share an ID (kernel address, NID) with an object before them in
 * content order, worked out once per validation run. EMF's own unique-ID check asks
 * {@code Resource.getEObject(id)} for every object, and a resource without an ID map answers by
 * walking all its contents: quadratic, ~50 s on the seed incident and minutes on a 550,000-conn
 * fabric.
 *
 * <p>A first version kept every ID in a hash map and looked every object up in it: on the
 * 2.5 M-object large fabric that map (a cache miss per put and per get) and walking up to each
 * object's resource were half of the validation. Now the kernel addresses, nearly all the IDs, go
 * into one {@code long[]}, sorted once to find the few values held twice; only the objects after
 * the first holder of such a value are kept, and every other object is unique by a lookup in that
 * small map (docs/benchmarks.md, "Model files").
 */
final class UniqueIds {

    /** The key of the per-run index in the validation context. */
    private static final Object KEY = new Object();

    /** One resource's duplicates: each object that is not the first holder of its ID, to that first holder. */
    record Index(Resource resource, Map<EObject, EObject> laterHolders) {
    }

    private UniqueIds() {
    }

    /**
     * The object before {@code object} in content order with the same ID, as
     * {@code ResourceImpl.getEObjectByID} would find it; null when its ID is unique or it has none.
     *
     * <p>Objects are validated from a root down its containment, so all are in the first one's
     * resource except those directly in a resource of their own; the per-object walk up to the
     * resource is needed only for those.
     */
    static EObject firstHolder(EObject object, Map<Object, Object> context) {
        Index index = context == null ? null : context.get(KEY) instanceof Index i ? i : null;
        Resource direct = ((InternalEObject) object).eDirectResource();
        if (index == null || direct != null && direct != index.resource()) {
            Resource resource = direct != null ? direct : object.eResource();
            if (resource == null) {
                return null;
            }
            index = index(resource);
            if (context != null && !(context.get(KEY) instanceof Index)) {
                context.put(KEY, index);
            }
        }
        return index.laterHolders().isEmpty() ? null : index.laterHolders().get(object);
    }

    /**
     * The object's ID as its attribute's value (a kernel address, a NID, a net name), or null when
     * it has none. EMF compares IDs as text; the values compare the same except across types, and
     * an address (0x...), a NID (...@net) and a net name never spell the same text.
     */
    static Object key(EObject object) {
        EAttribute id = object.eClass().getEIDAttribute();
        return id == null || !object.eIsSet(id) ? null : object.eGet(id);
    }

    private static Index index(Resource resource) {
        long[] addresses = new long[1 << 12];
        EObject[] holders = new EObject[addresses.length];
        int n = 0;
        Map<EObject, EObject> later = new IdentityHashMap<>();
        Map<Object, EObject> firstOther = new HashMap<>();
        for (TreeIterator<EObject> all = EcoreUtil.getAllProperContents(resource, false); all.hasNext();) {
            EObject object = all.next();
            Object id = key(object);
            if (id instanceof Long address) {
                if (n == addresses.length) {
                    addresses = Arrays.copyOf(addresses, n * 2);
                    holders = Arrays.copyOf(holders, n * 2);
                }
                addresses[n] = address;
                holders[n++] = object;
            } else if (id != null) {
                EObject first = firstOther.putIfAbsent(id, object);
                if (first != null) {
                    later.put(object, first);
                }
            }
        }
        long[] sorted = Arrays.copyOf(addresses, n);
        Arrays.sort(sorted);
        int duplicates = 0;
        for (int i = 1; i < n; i++) {
            if (sorted[i] == sorted[i - 1] && (duplicates == 0 || sorted[duplicates - 1] != sorted[i])) {
                sorted[duplicates++] = sorted[i];
            }
        }
        if (duplicates > 0) {
            long[] held = Arrays.copyOf(sorted, duplicates);
            Map<Long, EObject> firstByAddress = new HashMap<>();
            for (int i = 0; i < n; i++) {
                if (Arrays.binarySearch(held, addresses[i]) >= 0) {
                    EObject first = firstByAddress.putIfAbsent(addresses[i], holders[i]);
                    if (first != null) {
                        later.put(holders[i], first);
                    }
                }
            }
        }
        return new Index(resource, later);
    }
}
