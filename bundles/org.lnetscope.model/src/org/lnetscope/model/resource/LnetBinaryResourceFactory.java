package org.lnetscope.model.resource;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.impl.ResourceFactoryImpl;

/** Creates {@link LnetBinaryResource}s: registered for the .lnetmodelb extension. */
public class LnetBinaryResourceFactory extends ResourceFactoryImpl {

    public static final String EXTENSION = "lnetmodelb";

    @Override
    public Resource createResource(URI uri) {
        return new LnetBinaryResource(uri);
    }
}
