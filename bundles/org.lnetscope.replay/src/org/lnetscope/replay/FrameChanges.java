package org.lnetscope.replay;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;

/**
 * What one {@link EmfSync#sync()} changed in the EMF model: the answer to a view's "what changed
 * since the last frame", so it can repaint only those figures. Only real changes are listed: a slot
 * that went back and forth between two frames is not.
 */
public final class FrameChanges {

    private final Map<EObject, Set<EStructuralFeature>> changed = new IdentityHashMap<>();
    private final List<EObject> created = new ArrayList<>();
    private final List<EObject> deleted = new ArrayList<>();
    private final boolean full;
    /** Whether a full resync changed anything: it lists nothing, since every view redraws all then. */
    private boolean fullChangedSomething;

    FrameChanges(boolean full) {
        this.full = full;
    }

    void feature(EObject object, EStructuralFeature feature) {
        if (full) {
            fullChangedSomething = true;
        } else {
            changed.computeIfAbsent(object, o -> new LinkedHashSet<>()).add(feature);
        }
    }

    void created(EObject object) {
        if (full) {
            fullChangedSomething = true;
        } else {
            created.add(object);
        }
    }

    void deleted(EObject object) {
        if (full) {
            fullChangedSomething = true;
        } else {
            deleted.add(object);
        }
    }

    /**
     * True after a jump (checkpoint load): the whole model was compared, and views redraw all. Such a
     * frame lists no objects or features: recording them for the full seed's 4.7 M objects was a
     * third of building its model, for lists no view reads.
     */
    public boolean isFullResync() {
        return full;
    }

    public boolean isEmpty() {
        return !fullChangedSomething && changed.isEmpty() && created.isEmpty() && deleted.isEmpty();
    }

    /** Objects with at least one changed feature (created objects included); empty on a full resync. */
    public Set<EObject> changedObjects() {
        return Collections.unmodifiableSet(changed.keySet());
    }

    public Set<EStructuralFeature> changedFeatures(EObject object) {
        Set<EStructuralFeature> features = changed.get(object);
        return features == null ? Set.of() : Collections.unmodifiableSet(features);
    }

    public List<EObject> created() {
        return Collections.unmodifiableList(created);
    }

    public List<EObject> deleted() {
        return Collections.unmodifiableList(deleted);
    }

    @Override
    public String toString() {
        return changed.size() + " objects changed, " + created.size() + " created, " + deleted.size() + " deleted";
    }
}
