package org.lnetscope.model.resource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.DoubleConsumer;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LnetPackage;
import org.lnetscope.model.validation.LnetValidation;

/**
 * Loading and saving fabrics: {@code .lnetmodel} (XMI) and {@code .lnetmodelb} (binary), chosen by
 * file extension.
 *
 * <p>Inside OSGi, plugin.xml registers the package, the extensions and the content type, and
 * {@code resourceSet.getResource(uri, true)} works on its own. Outside OSGi (CLI, plain tests),
 * {@link #registerStandalone()} does the same registrations; every method here calls it first.
 */
public final class LnetResources {

    private static volatile boolean registered;

    private LnetResources() {
    }

    /** Registers package, resource factories and validator in EMF's global registries; idempotent. */
    public static void registerStandalone() {
        if (registered) {
            return;
        }
        synchronized (LnetResources.class) {
            if (registered) {
                return;
            }
            EPackage.Registry.INSTANCE.put(LnetPackage.eNS_URI, LnetPackage.eINSTANCE);
            Map<String, Object> factories = Resource.Factory.Registry.INSTANCE.getExtensionToFactoryMap();
            factories.putIfAbsent(LnetResourceFactory.EXTENSION, new LnetResourceFactory());
            factories.putIfAbsent(LnetBinaryResourceFactory.EXTENSION, new LnetBinaryResourceFactory());
            LnetValidation.register();
            registered = true;
        }
    }

    /** A resource set that knows both formats without relying on the global registries. */
    public static ResourceSet newResourceSet() {
        registerStandalone();
        ResourceSet resourceSet = new ResourceSetImpl();
        resourceSet.setURIConverter(new OneFileConverter());
        Map<String, Object> factories = resourceSet.getResourceFactoryRegistry().getExtensionToFactoryMap();
        factories.put(LnetResourceFactory.EXTENSION, new LnetResourceFactory());
        factories.put(LnetBinaryResourceFactory.EXTENSION, new LnetBinaryResourceFactory());
        resourceSet.getPackageRegistry().put(LnetPackage.eNS_URI, LnetPackage.eINSTANCE);
        return resourceSet;
    }

    public static URI uri(Path file) {
        return URI.createFileURI(file.toAbsolutePath().normalize().toString());
    }

    /**
     * Loads the fabric of a .lnetmodel or .lnetmodelb file into a new resource set.
     *
     * @throws LnetLoadException naming the file and, for XMI, the line and column
     */
    /**
     * Resource set load option: a {@code DoubleConsumer} told the fraction decoded of a format 2.0
     * {@code .lnetmodelb} (read whole, then decoded; its bytes read say little of how far a load is).
     */
    public static final String OPTION_DECODE_PROGRESS = "org.lnetscope.model.decodeProgress";

    /** Whether {@code file} starts as a format 2.0 {@code .lnetmodelb} (LNet Scope's own codec). */
    public static boolean isModelbFormat2(Path file) {
        try (var in = Files.newInputStream(file)) {
            byte[] head = in.readNBytes(ModelbFormat.MAGIC.length);
            return ModelbFormat.startsWith(head, head.length, ModelbFormat.MAGIC);
        } catch (IOException e) {
            return false;
        }
    }

    public static Fabric load(Path file) throws LnetLoadException {
        return load(newResourceSet(), file);
    }

    public static Fabric load(ResourceSet resourceSet, Path file) throws LnetLoadException {
        registerStandalone();
        requireKnownExtension(file);
        URI uri = uri(file);
        if (resourceSet.getURIConverter() instanceof OneFileConverter oneFile) {
            oneFile.allow(uri);
        }
        Resource resource = resourceSet.createResource(uri);
        if (resource instanceof LnetBinaryResource binary
                && resourceSet.getLoadOptions().get(OPTION_DECODE_PROGRESS) instanceof DoubleConsumer progress) {
            binary.setDecodeProgress(progress);
        }
        try {
            resource.load(null);
        } catch (IOException | RuntimeException e) {
            // WrappedException, and whatever else a parser lets through: always FILE: where: what
            resourceSet.getResources().remove(resource);
            throw LnetLoadException.of(file.toString(), e);
        }
        if (resource.getContents().size() != 1 || !(resource.getContents().get(0) instanceof Fabric fabric)) {
            String found = resource.getContents().isEmpty() ? "nothing"
                    : resource.getContents().size() + " root objects, first a " + resource.getContents().get(0).eClass().getName();
            resource.unload();
            resourceSet.getResources().remove(resource);
            throw new LnetLoadException(file.toString(), -1, -1, -1, "expected one Fabric, found " + found, null);
        }
        return fabric;
    }

    /**
     * Saves a fabric to a .lnetmodel or .lnetmodelb file, atomically. If the fabric is in another
     * resource it is moved into one for this file, in the same resource set: that is how a file is
     * converted from one format to the other.
     */
    public static void save(Fabric fabric, Path file) throws IOException {
        save(fabric, file, null);
    }

    /**
     * {@link #save(Fabric, Path)} with EMF save options, e.g. {@link LnetBinaryResource#OPTION_EMF_BINARY}
     * for a .lnetmodelb that LNet Scope builds before format 2.0 can read.
     */
    public static void save(Fabric fabric, Path file, Map<?, ?> options) throws IOException {
        requireKnownExtension(file);
        URI uri = uri(file);
        Resource current = fabric.eResource();
        Resource target;
        if (current != null && uri.equals(current.getURI())) {
            target = current;
        } else {
            ResourceSet resourceSet = current != null && current.getResourceSet() != null
                    ? current.getResourceSet() : newResourceSet();
            target = resourceSet.getResource(uri, false);
            if (target == null) {
                target = resourceSet.createResource(uri);
            }
            target.getContents().clear();
            target.getContents().add(fabric);
        }
        target.save(options);
    }

    /** Converts between the two formats (or rewrites a file in its own). */
    public static void convert(Path from, Path to) throws IOException {
        save(load(from), to);
    }

    private static void requireKnownExtension(Path file) {
        String name = file.getFileName().toString();
        if (!name.endsWith("." + LnetResourceFactory.EXTENSION) && !name.endsWith("." + LnetBinaryResourceFactory.EXTENSION)) {
            throw new IllegalArgumentException(file + ": expected a ." + LnetResourceFactory.EXTENSION
                    + " or ." + LnetBinaryResourceFactory.EXTENSION + " file");
        }
    }
}
