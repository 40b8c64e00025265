package org.lnetscope.ui.properties;

import org.eclipse.core.runtime.IAdapterFactory;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.ui.views.properties.IPropertySource;
import org.lnetscope.session.replay.StateObject;

/** Lets the workbench's Properties view show any selected LNet object. */
public final class LnetAdapterFactory implements IAdapterFactory {

    @Override
    public <T> T getAdapter(Object adaptable, Class<T> adapterType) {
        if (adapterType == IPropertySource.class && adaptable instanceof EObject object) {
            return adapterType.cast(new EObjectPropertySource(object));
        }
        if (adapterType == IPropertySource.class && adaptable instanceof StateObject object) {
            return adapterType.cast(new StateObjectPropertySource(object));
        }
        return null;
    }

    @Override
    public Class<?>[] getAdapterList() {
        return new Class<?>[] {IPropertySource.class};
    }
}
