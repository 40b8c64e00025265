package org.lnetscope.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import org.eclipse.emf.common.util.TreeIterator;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.impl.BinaryResourceImpl;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LnetPackage;
import org.lnetscope.model.examples.HealthyFabric;
import org.lnetscope.model.examples.SeedIncident;
import org.lnetscope.model.resource.LnetBinaryResource;
import org.lnetscope.model.resource.LnetResources;

class RoundTripTest {

    @TempDir
    Path dir;

    @Test
    void fixtureSetsEveryFeature() {
        Fabric fabric = EveryFeatureFixture.build();
        List<EObject> all = new ArrayList<>();
        all.add(fabric);
        for (TreeIterator<EObject> it = fabric.eAllContents(); it.hasNext();) {
            all.add(it.next());
        }
        List<String> missing = new ArrayList<>();
        for (EClassifier classifier : LnetPackage.eINSTANCE.getEClassifiers()) {
            if (!(classifier instanceof EClass eClass)) {
                continue;
            }
            for (EStructuralFeature feature : eClass.getEAllStructuralFeatures()) {
                boolean saved = !feature.isDerived() && !feature.isTransient()
                        && !(feature instanceof EReference reference && reference.isContainer());
                if (saved && all.stream().noneMatch(o -> o.eClass() == eClass && o.eIsSet(feature))) {
                    missing.add(eClass.getName() + "." + feature.getName());
                }
            }
        }
        assertEquals(List.of(), missing, "features the round-trip fixture never sets");
    }

    @ParameterizedTest
    @ValueSource(strings = {"lnetmodel", "lnetmodelb"})
    void everyFeatureSurvives(String extension) throws Exception {
        roundTrip(EveryFeatureFixture::build, extension);
    }

    @ParameterizedTest
    @ValueSource(strings = {"lnetmodel", "lnetmodelb"})
    void examplesSurvive(String extension) throws Exception {
        roundTrip(HealthyFabric::build, extension);
        roundTrip(() -> SeedIncident.build(ValidationTest.TINY), extension);
    }

    private void roundTrip(Supplier<Fabric> build, String extension) throws Exception {
        Path file = dir.resolve("fabric." + extension);
        LnetResources.save(build.get(), file);
        ModelAssert.assertSameModel(build.get(), LnetResources.load(file));
    }

    @Test
    void xmiRefersToKernelObjectsByAddress() throws Exception {
        Path file = dir.resolve("fabric.lnetmodel");
        LnetResources.save(EveryFeatureFixture.build(), file);
        String xml = Files.readString(file);
        assertTrue(xml.contains("xmlns:lnet=\"http://lnetscope.org/model/lnet/1.0\""), "namespace");
        assertTrue(xml.contains(" txq=\"0xffff9a0f"), "txq refers to messages by address");
        assertTrue(xml.contains(" kibRx=\"0xffff9a0f"), "kibRx by address");
        assertTrue(xml.contains(" ni=\"10.1.0.254@o2ib1\""), "local NIs by NID");
        assertTrue(xml.contains(" net=\"o2ib1\""), "nets by name");
        // The peer NI without an address has no ID and is the only thing referred to by position.
        assertTrue(xml.contains("rxPeer=\"//@nodes.0/@peers.0/@peerNis.1\""), "positional fallback");
    }

    @Test
    void convertsBetweenFormats() throws Exception {
        Path xmi = dir.resolve("a.lnetmodel");
        Path binary = dir.resolve("b.lnetmodelb");
        Path back = dir.resolve("c.lnetmodel");
        LnetResources.save(EveryFeatureFixture.build(), xmi);
        LnetResources.convert(xmi, binary);
        LnetResources.convert(binary, back);
        ModelAssert.assertSameModel(EveryFeatureFixture.build(), LnetResources.load(back));
        assertEquals(Files.readString(xmi), Files.readString(back));
    }

    /**
     * .lnetmodelb files were EMF binary 1.0, then 1.1 with tabulated strings; both still load. Saves
     * now write format 2.0 (ModelbFormatTest).
     */
    @Test
    void binaryFilesWrittenWithEmfDefaultsStillLoad() throws Exception {
        Path file = dir.resolve("emf-defaults.lnetmodelb");
        Resource plain = new BinaryResourceImpl(LnetResources.uri(file));
        plain.getContents().add(EveryFeatureFixture.build());
        plain.save(null);
        assertEquals(0, Files.readAllBytes(file)[8], "EMF's default binary version, 1.0");
        ModelAssert.assertSameModel(EveryFeatureFixture.build(), LnetResources.load(file));

        Path v11 = dir.resolve("v11.lnetmodelb");
        LnetResources.save(EveryFeatureFixture.build(), v11, java.util.Map.of(LnetBinaryResource.OPTION_EMF_BINARY, true));
        assertEquals(1, Files.readAllBytes(v11)[8], "version 1.1, which records its styles");
        ModelAssert.assertSameModel(EveryFeatureFixture.build(), LnetResources.load(v11));
    }

    @Test
    void binaryTabulatesRepeatedNids() throws Exception {
        Path plainFile = dir.resolve("plain.lnetmodelb");
        Resource plain = new BinaryResourceImpl(LnetResources.uri(plainFile));
        plain.getContents().add(SeedIncident.build(ValidationTest.TINY));
        plain.save(null);
        Path current = dir.resolve("current.lnetmodelb");
        LnetResources.save(SeedIncident.build(ValidationTest.TINY), current);
        assertTrue(Files.size(current) < Files.size(plainFile) * 3 / 4,
                "every message repeats its source and destination NIDs: " + Files.size(current) + " vs " + Files.size(plainFile));
    }

    @Test
    void plainEmfGetResourceWorksOnceRegistered() throws Exception {
        Path file = dir.resolve("plain.lnetmodel");
        LnetResources.save(HealthyFabric.build(), file);
        LnetResources.registerStandalone();
        Resource resource = new ResourceSetImpl().getResource(LnetResources.uri(file), true);
        Fabric fabric = assertInstanceOf(Fabric.class, resource.getContents().get(0));
        assertTrue(EcoreUtil.equals(HealthyFabric.build(), fabric));
        assertFalse(resource.isModified());
    }
}
