package org.lnetscope.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.TreeIterator;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;

/** Compares two model trees feature by feature, naming the first feature that differs. */
final class ModelAssert {

    private ModelAssert() {
    }

    static void assertSameModel(EObject expected, EObject actual) {
        List<EObject> left = flatten(expected);
        List<EObject> right = flatten(actual);
        assertEquals(left.size(), right.size(), "number of objects");
        Map<EObject, EObject> twin = new IdentityHashMap<>();
        for (int i = 0; i < left.size(); i++) {
            twin.put(left.get(i), right.get(i));
        }
        for (int i = 0; i < left.size(); i++) {
            EObject a = left.get(i);
            EObject b = right.get(i);
            assertEquals(a.eClass(), b.eClass(), "class of object " + i);
            for (EStructuralFeature feature : a.eClass().getEAllStructuralFeatures()) {
                if (feature.isDerived() || feature.isTransient()) {
                    continue;
                }
                String where = a.eClass().getName() + " #" + i + " ." + feature.getName();
                assertEquals(a.eIsSet(feature), b.eIsSet(feature), where + " is set");
                Object va = a.eGet(feature);
                Object vb = b.eGet(feature);
                if (feature instanceof EReference) {
                    assertEquals(mapped(va, twin), vb == null ? null : asList(vb), where);
                } else {
                    assertEquals(va, vb, where);
                }
            }
        }
        assertTrue(EcoreUtil.equals(expected, actual), "EcoreUtil.equals");
    }

    private static List<EObject> flatten(EObject root) {
        List<EObject> all = new ArrayList<>();
        all.add(root);
        for (TreeIterator<EObject> it = root.eAllContents(); it.hasNext();) {
            all.add(it.next());
        }
        return all;
    }

    private static List<Object> mapped(Object value, Map<EObject, EObject> twin) {
        if (value == null) {
            return null;
        }
        List<Object> result = new ArrayList<>();
        for (Object o : asList(value)) {
            EObject target = twin.get(o);
            if (target == null) {
                fail("reference leaves the model: " + o);
            }
            result.add(target);
        }
        return result;
    }

    private static List<?> asList(Object value) {
        return value instanceof List<?> list ? new ArrayList<>(list) : List.of(value);
    }
}
