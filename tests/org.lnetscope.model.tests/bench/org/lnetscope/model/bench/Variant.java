package org.lnetscope.model.bench;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceFactoryImpl;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LnetPackage;
import org.lnetscope.model.resource.LnetResources;

/** One way of writing and reading a fabric file. */
enum Variant {

    /**
     * What plain EMF does: XMIResourceImpl and no options. Addresses are still IDs (the metamodel
     * says so), but without an ID map every reference resolution walks the tree.
     */
    XMI_DEFAULT("XMI, EMF default options", "lnetmodel") {
        @Override
        void save(Fabric fabric, Path file) throws IOException {
            Resource resource = plainResourceSet().createResource(LnetResources.uri(file));
            resource.getContents().add(fabric);
            resource.save(null);
        }

        @Override
        Fabric load(Path file) throws IOException {
            Resource resource = plainResourceSet().createResource(LnetResources.uri(file));
            resource.load(null);
            return (Fabric) resource.getContents().get(0);
        }
    },

    /** LnetXmiResource: intrinsic ID map, deferred IDREFs, parser pool, cached lookups. */
    XMI_TUNED("XMI, tuned (LnetXmiResource)", "lnetmodel"),

    /** LnetBinaryResource: EMF's binary format. */
    BINARY("binary (LnetBinaryResource)", "lnetmodelb");

    final String label;
    final String extension;

    Variant(String label, String extension) {
        this.label = label;
        this.extension = extension;
    }

    void save(Fabric fabric, Path file) throws IOException {
        LnetResources.save(fabric, file);
    }

    Fabric load(Path file) throws IOException {
        return LnetResources.load(file);
    }

    private static ResourceSet plainResourceSet() {
        ResourceSet resourceSet = new ResourceSetImpl();
        resourceSet.getResourceFactoryRegistry().getExtensionToFactoryMap().put("lnetmodel", new XMIResourceFactoryImpl());
        resourceSet.getPackageRegistry().put(LnetPackage.eNS_URI, LnetPackage.eINSTANCE);
        return resourceSet;
    }
}
