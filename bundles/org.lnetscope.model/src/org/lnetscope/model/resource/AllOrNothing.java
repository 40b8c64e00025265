package org.lnetscope.model.resource;

import java.io.IOException;
import java.util.List;

import org.eclipse.emf.ecore.resource.Resource;

/**
 * Makes a failed load leave the resource empty and unloaded instead of holding whatever was read
 * before the error, and turns errors EMF only records (an unresolved ID, an unknown feature) into
 * a thrown exception, so nothing half-loaded is ever used silently.
 */
final class AllOrNothing {

    interface Load {
        void run() throws IOException;
    }

    private AllOrNothing() {
    }

    /** For doLoad: the caller's load keeps the resource marked loaded, so at least leave it empty. */
    static void clearOnFailure(Resource resource, Load load) throws IOException {
        try {
            load.run();
        } catch (IOException | RuntimeException | Error e) {
            resource.getContents().clear();
            throw e;
        }
    }

    static void load(Resource resource, Load load) throws IOException {
        try {
            load.run();
        } catch (IOException | RuntimeException | Error e) {
            resource.unload();
            throw e;
        }
        List<Resource.Diagnostic> errors = resource.getErrors();
        if (!errors.isEmpty()) {
            Resource.Diagnostic first = errors.get(0);
            resource.unload();
            throw first instanceof Exception exception
                    ? new Resource.IOWrappedException(exception)
                    : new IOException(first.getMessage());
        }
    }
}
