package org.lnetscope.model.resource;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.impl.ResourceFactoryImpl;

/** Creates {@link LnetXmiResource}s: registered for the .lnetmodel extension and content type. */
public class LnetResourceFactory extends ResourceFactoryImpl {

    public static final String EXTENSION = "lnetmodel";

    @Override
    public Resource createResource(URI uri) {
        return new LnetXmiResource(uri);
    }
}
