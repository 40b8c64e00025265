package org.lnetscope.replay.cli;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceFactoryImpl;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LnetPackage;

/**
 * Loads a .lnetmodel snapshot without OSGi (the CLI is a plain main). To be replaced by the model
 * bundle's own resource helper once it exists, so there is one place that knows the file format.
 */
final class ModelFiles {

    private ModelFiles() {
    }

    static Fabric load(Path file) throws IOException {
        ResourceSet set = new ResourceSetImpl();
        set.getPackageRegistry().put(LnetPackage.eNS_URI, LnetPackage.eINSTANCE);
        set.getResourceFactoryRegistry().getExtensionToFactoryMap().put("*", new XMIResourceFactoryImpl());
        Resource resource;
        try {
            resource = set.getResource(URI.createFileURI(file.toAbsolutePath().toString()), true);
        } catch (RuntimeException e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw new IOException(file + ": not a readable .lnetmodel (" + firstLine(cause.getMessage()) + ")", e);
        }
        if (resource.getContents().isEmpty() || !(resource.getContents().get(0) instanceof Fabric fabric)) {
            throw new IOException(file + ": holds no LNet fabric");
        }
        return fabric;
    }

    private static String firstLine(String text) {
        if (text == null) {
            return "unreadable";
        }
        int nl = text.indexOf('\n');
        return nl < 0 ? text : text.substring(0, nl);
    }
}
