package org.lnetscope.releng.codegen;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.eclipse.emf.codegen.ecore.generator.Generator;
import org.eclipse.emf.codegen.ecore.generator.GeneratorAdapterFactory;
import org.eclipse.emf.codegen.ecore.genmodel.GenModel;
import org.eclipse.emf.codegen.ecore.genmodel.GenModelPackage;
import org.eclipse.emf.codegen.ecore.genmodel.generator.GenBaseGeneratorAdapter;
import org.eclipse.emf.codegen.ecore.genmodel.generator.GenModelGeneratorAdapterFactory;
import org.eclipse.emf.common.util.BasicMonitor;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EcorePackage;
import org.eclipse.emf.ecore.plugin.EcorePlugin;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.URIConverter;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.xmi.impl.EcoreResourceFactoryImpl;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceFactoryImpl;

/**
 * Runs EMF's generator on a scratch copy of a model bundle, the way the IDE's "Generate Model Code"
 * does, but with every piece of Eclipse wiring done by hand. Each step below exists because leaving
 * it out made a run "succeed" with missing or silently different output.
 */
final class ModelGenerator {

    private final Path bundle;
    private final Path scratch;

    ModelGenerator(Path bundle, Path scratch) {
        this.bundle = bundle;
        this.scratch = scratch;
    }

    /** Generates, and returns the scratch directory holding the model code (the genmodel's modelDirectory). */
    Path generate() throws IOException {
        String project = bundle.getFileName().toString();
        Path projectCopy = copyBundle(project);
        ResourceSet resourceSet = createResourceSet(project, projectCopy);

        Path genModelFile = findGenModel(projectCopy);
        URI genModelUri = URI.createPlatformResourceURI(
                project + "/" + projectCopy.relativize(genModelFile).toString().replace('\\', '/'), true);
        Resource genModelResource = resourceSet.getResource(genModelUri, true);
        resolveEverything(resourceSet);

        GenModel genModel = (GenModel) genModelResource.getContents().get(0);
        // Bring the genmodel in line with the .ecore (new classes, renamed features) as the IDE does.
        genModel.reconcile();
        genModel.setCanGenerate(true);
        failOnError("the genmodel is invalid", genModel.diagnose());

        Generator generator = new Generator();
        generator.setInput(genModel);
        Diagnostic result = generator.generate(genModel, GenBaseGeneratorAdapter.MODEL_PROJECT_TYPE, new BasicMonitor());
        failOnError("EMF's generator reported errors", result);
        return modelDirectory(genModel, project, projectCopy);
    }

    /**
     * Only the inputs are copied: the generator merges into MANIFEST.MF, plugin.xml and
     * build.properties when they exist and writes them when they don't, and both must happen
     * here, never in the real bundle.
     */
    private Path copyBundle(String project) throws IOException {
        Path copy = scratch.resolve(project);
        Trees.copy(bundle.resolve("model"), copy.resolve("model"));
        for (String file : List.of("META-INF/MANIFEST.MF", "plugin.xml", "build.properties")) {
            if (Files.isRegularFile(bundle.resolve(file))) {
                Files.createDirectories(copy.resolve(file).getParent());
                Files.copy(bundle.resolve(file), copy.resolve(file));
            }
        }
        return copy;
    }

    private static ResourceSet createResourceSet(String project, Path projectCopy) {
        Map<String, Object> factories = Resource.Factory.Registry.INSTANCE.getExtensionToFactoryMap();
        factories.put("ecore", new EcoreResourceFactoryImpl());
        factories.put("genmodel", new XMIResourceFactoryImpl());
        factories.put(Resource.Factory.Registry.DEFAULT_EXTENSION, new XMIResourceFactoryImpl());

        // Outside OSGi nothing initialises these packages for us: touch them so that their
        // nsURIs are in the package registry before any file that uses them is read.
        EcorePackage.eINSTANCE.eClass();
        GenModelPackage.eINSTANCE.eClass();

        // Without this descriptor the generator finds no adapter for the GenModel, "succeeds",
        // and writes nothing at all.
        GeneratorAdapterFactory.Descriptor.Registry.INSTANCE.addDescriptor(
                GenModelPackage.eNS_URI, GenModelGeneratorAdapterFactory.DESCRIPTOR);

        ResourceSet resourceSet = new ResourceSetImpl();
        Map<URI, URI> uriMap = resourceSet.getURIConverter().getURIMap();

        // platform:/resource/<project>/ is where the generator reads the model and writes code.
        // Both maps are needed: the genmodel is read through the resource set, but the generator
        // resolves output paths through EcorePlugin's platform resource map.
        URI projectUri = URI.createFileURI(projectCopy.toAbsolutePath().toString()).appendSegment("");
        EcorePlugin.getPlatformResourceMap().put(project, projectUri);
        uriMap.put(URI.createPlatformResourceURI(project + "/", false), projectUri);

        // platform:/plugin/<bsn>/ is how the genmodel names Ecore.genmodel (usedGenPackages).
        // Left unmapped it stays an unresolved proxy, and the generated code silently differs.
        BundleJars.platformPluginMap().forEach((from, to) -> {
            uriMap.put(from, to);
            URIConverter.URI_MAP.put(from, to);
        });
        return resourceSet;
    }

    private static Path findGenModel(Path projectCopy) throws IOException {
        try (Stream<Path> files = Files.list(projectCopy.resolve("model"))) {
            List<Path> genModels = files.filter(p -> p.getFileName().toString().endsWith(".genmodel")).toList();
            if (genModels.size() != 1) {
                throw new IllegalStateException("expected exactly one .genmodel in model/, found " + genModels);
            }
            return genModels.get(0);
        }
    }

    private static void resolveEverything(ResourceSet resourceSet) {
        EcoreUtil.resolveAll(resourceSet);
        StringBuilder problems = new StringBuilder();
        for (Resource resource : resourceSet.getResources()) {
            for (Resource.Diagnostic error : resource.getErrors()) {
                problems.append("\n  ").append(resource.getURI()).append(": ").append(error.getMessage());
            }
        }
        for (String proxy : Proxies.describeUnresolved(resourceSet)) {
            problems.append("\n  ").append(proxy);
        }
        if (problems.length() > 0) {
            throw new IllegalStateException("the model does not load cleanly:" + problems);
        }
    }

    private static Path modelDirectory(GenModel genModel, String project, Path projectCopy) {
        String prefix = "/" + project + "/";
        String modelDirectory = genModel.getModelDirectory();
        if (modelDirectory == null || !modelDirectory.startsWith(prefix)) {
            throw new IllegalStateException("modelDirectory " + modelDirectory + " is not inside " + prefix);
        }
        return projectCopy.resolve(modelDirectory.substring(prefix.length()));
    }

    private static void failOnError(String what, Diagnostic diagnostic) {
        if (diagnostic.getSeverity() >= Diagnostic.ERROR) {
            throw new IllegalStateException(what + ":\n" + Diagnostics.format(diagnostic));
        }
        if (diagnostic.getSeverity() >= Diagnostic.WARNING) {
            System.out.println("[codegen] warnings:\n" + Diagnostics.format(diagnostic));
        }
    }
}
