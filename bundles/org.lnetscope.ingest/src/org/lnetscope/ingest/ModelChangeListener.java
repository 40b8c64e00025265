package org.lnetscope.ingest;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;

/**
 * Told of every change {@link FabricMapper} makes to the model, in order, so a recorder can write
 * the same changes to a trace. A created object is reported right after it is attached to its
 * container; it may already hold values (a recorder copies all of them), and the values it gets
 * next are reported as changes.
 */
public interface ModelChangeListener {

    ModelChangeListener NONE = new ModelChangeListener() {};

    default void created(EObject object) {
    }

    /** A single-valued attribute or non-containment reference took a new value. */
    default void changed(EObject object, EStructuralFeature feature, Object newValue) {
    }

    /** About to be removed from its container; its children were reported first. */
    default void deleting(EObject object) {
    }
}
