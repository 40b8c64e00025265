package org.lnetscope.ingest;

import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.lnetscope.model.Fabric;

/**
 * Replays every change {@link FabricMapper} reports onto a copy of the fabric, as a trace recorder
 * would write them: if the copy ends equal to the fabric, no change went unreported, and each
 * reported value was the one set. Counts the changes, so a test can also check that syncing what
 * is already there reports nothing.
 */
final class MirrorListener implements ModelChangeListener {

    private final Map<EObject, EObject> twins;
    private final Fabric mirror;
    int changes;

    MirrorListener(Fabric initial) {
        EcoreUtil.Copier copier = new EcoreUtil.Copier();
        mirror = (Fabric) copier.copy(initial);
        copier.copyReferences();
        twins = copier;
    }

    Fabric mirror() {
        return mirror;
    }

    @Override
    @SuppressWarnings("unchecked")
    public void created(EObject object) {
        changes++;
        EObject twin = EcoreUtil.create(object.eClass());
        twins.put(object, twin);
        EObject container = twins.get(object.eContainer());
        EReference feature = object.eContainmentFeature();
        if (feature.isMany()) {
            ((List<EObject>) container.eGet(feature)).add(twin);
        } else {
            container.eSet(feature, twin);
        }
        // what it holds already, as TraceRecorder copies it
        for (EStructuralFeature f : object.eClass().getEAllStructuralFeatures()) {
            if (!f.isMany() && !(f instanceof EReference r && (r.isContainment() || r.isContainer())) && !f.isDerived()
                    && !f.isTransient() && object.eIsSet(f)) {
                apply(object, f, object.eGet(f));
            }
        }
    }

    @Override
    public void changed(EObject object, EStructuralFeature feature, Object newValue) {
        changes++;
        apply(object, feature, newValue);
    }

    private void apply(EObject object, EStructuralFeature feature, Object value) {
        EObject twin = twins.get(object);
        if (value == null && feature.isUnsettable()) {
            twin.eUnset(feature);
        } else {
            twin.eSet(feature, value instanceof EObject target ? twins.get(target) : value);
        }
    }

    @Override
    public void deleting(EObject object) {
        changes++;
        EcoreUtil.remove(twins.remove(object));
    }
}
