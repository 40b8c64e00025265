package org.lnetscope.model.internal;

import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

/**
 * The root class of every generated LNet model class (GenModel {@code rootExtendsClass}): EMF's
 * {@link MinimalEObjectImpl.Container} plus one plain Java field, not a model feature, that the
 * {@code .lnetmodelb} writer uses to number objects.
 *
 * <p>A reference is written as the number of its target; looking that number up in a hash map
 * keyed by object was a cache miss per reference and, with EMF's own per-feature loop, most of a
 * 6 s save (docs/benchmarks.md, "Model files"). Stored in the object, it is one read of an
 * object the reference already points to. The stamp carries the save it belongs to, so a number
 * left from an earlier save is never taken for this one's.
 */
public abstract class LnetObjectImpl extends MinimalEObjectImpl.Container {

    private long saveStamp;

    protected LnetObjectImpl() {
        super();
    }

    /** The stamp the last save gave this object: its save's serial in the high half, its number in the low. */
    public final long saveStamp() {
        return saveStamp;
    }

    public final void saveStamp(long stamp) {
        saveStamp = stamp;
    }
}
