package org.lnetscope.ui.properties;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertySource;
import org.eclipse.ui.views.properties.PropertyDescriptor;

/**
 * The Properties view of any LNet object, read from the metamodel: attributes (credits, refcounts,
 * states) and single references by their LNet names, lists by their length. Kernel addresses show
 * in hex as crash prints them. EMF's own property sources live in emf.edit.ui, not on Maven Central.
 */
public final class EObjectPropertySource implements IPropertySource {

    private final EObject object;

    public EObjectPropertySource(EObject object) {
        this.object = object;
    }

    @Override
    public Object getEditableValue() {
        return object;
    }

    @Override
    public IPropertyDescriptor[] getPropertyDescriptors() {
        List<IPropertyDescriptor> descriptors = new ArrayList<>();
        for (EStructuralFeature feature : object.eClass().getEAllStructuralFeatures()) {
            if (feature instanceof EReference ref && ref.isMany() && ref.isContainment()
                    && object.eGet(ref) instanceof List<?> list && list.isEmpty()) {
                continue;
            }
            PropertyDescriptor descriptor = new PropertyDescriptor(feature, feature.getName());
            descriptor.setCategory(feature instanceof EAttribute ? "State" : "Links");
            descriptors.add(descriptor);
        }
        return descriptors.toArray(IPropertyDescriptor[]::new);
    }

    @Override
    public Object getPropertyValue(Object id) {
        return text((EStructuralFeature) id, object.eGet((EStructuralFeature) id));
    }

    static String text(EStructuralFeature feature, Object value) {
        if (value == null) {
            return "";
        }
        if (value instanceof List<?> list) {
            return list.size() + (list.isEmpty() ? "" : ": " + Labels.of(list.get(0)) + (list.size() > 1 ? ", ..." : ""));
        }
        if (value instanceof EObject e) {
            return Labels.of(e);
        }
        if (value instanceof Long l && feature.getName().toLowerCase().endsWith("address")) {
            return Labels.hex(l);
        }
        return String.valueOf(value);
    }

    @Override
    public boolean isPropertySet(Object id) {
        return false;
    }

    @Override
    public void resetPropertyValue(Object id) {
        // Read-only: editing with undo comes with the EMF command stack.
    }

    @Override
    public void setPropertyValue(Object id, Object value) {
        // Read-only: editing with undo comes with the EMF command stack.
    }
}
