package org.lnetscope.ingest;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.lnetscope.ingest.ModelChangeListener;

/**
 * Sits between {@code FabricMapper} and a {@link TraceRecorder} that may come later or go: counts
 * the model changes (a frame's "changes") and passes them on while a recorder is set. One thread.
 */
public final class RecorderTap implements ModelChangeListener {

    private int changes;
    private TraceRecorder recorder;

    /** Where changes go from now on; null stops recording. */
    public void recordTo(TraceRecorder to) {
        this.recorder = to;
    }

    /** Changes seen since the last {@link #resetCount()}. */
    public int count() {
        return changes;
    }

    public void resetCount() {
        changes = 0;
    }

    @Override
    public void created(EObject object) {
        changes++;
        if (recorder != null) {
            recorder.created(object);
        }
    }

    @Override
    public void changed(EObject object, EStructuralFeature feature, Object value) {
        changes++;
        if (recorder != null) {
            recorder.changed(object, feature, value);
        }
    }

    @Override
    public void deleting(EObject object) {
        changes++;
        if (recorder != null) {
            recorder.deleting(object);
        }
    }
}
