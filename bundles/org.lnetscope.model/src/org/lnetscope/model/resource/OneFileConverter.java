package org.lnetscope.model.resource;

import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.impl.ExtensibleURIConverterImpl;

/**
 * A fabric is one file. A damaged or hostile .lnetmodelb can hold a reference into another
 * resource, which EMF then opens and parses (ModelLoaderFuzzTest found one reaching for a file
 * named "hostname" beside the model); the resource sets of {@link LnetResources} read only the
 * files they were asked to load.
 */
final class OneFileConverter extends ExtensibleURIConverterImpl {

    private final Set<URI> allowed = ConcurrentHashMap.newKeySet();

    void allow(URI uri) {
        allowed.add(uri);
    }

    @Override
    public InputStream createInputStream(URI uri, Map<?, ?> options) throws IOException {
        if (!allowed.contains(uri) && !allowed.contains(normalize(uri))) {
            throw new IOException("refers to another file (" + (uri.isFile() ? uri.toFileString() : uri.toString())
                    + "); a fabric is one file, so this one is damaged");
        }
        return super.createInputStream(uri, options);
    }
}
