package org.lnetscope.cli.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.model.examples.HealthyFabric;
import org.lnetscope.model.examples.SeedIncident;
import org.lnetscope.model.resource.LnetResources;

class ConvertCommandTest {

    @TempDir
    Path dir;

    @Test
    void xmiToBinaryAndBackIsLossless() throws Exception {
        Path xmi = dir.resolve("incident.lnetmodel");
        LnetResources.save(SeedIncident.build(ValidateCommandTest.TINY), xmi);
        Path binary = dir.resolve("incident.lnetmodelb");
        Path back = dir.resolve("back.lnetmodel");

        CliRun toBinary = CliRun.of("convert", xmi.toString(), binary.toString());
        assertEquals(ExitStatus.OK, toBinary.status(), toBinary.err());
        assertTrue(toBinary.out().matches(xmi + " -> " + binary + ": \\d+ objects, [\\d,]+ -> [\\d,]+ bytes\\R"), toBinary.out());
        assertTrue(Files.size(binary) < Files.size(xmi) / 2, "binary is the compact form");
        assertTrue(EcoreUtil.equals(SeedIncident.build(ValidateCommandTest.TINY), LnetResources.load(binary)));

        CliRun toXmi = CliRun.of("convert", binary.toString(), back.toString());
        assertEquals(ExitStatus.OK, toXmi.status(), toXmi.err());
        assertArrayEquals(Files.readAllBytes(xmi), Files.readAllBytes(back), "XMI -> binary -> XMI gives the same file");
    }

    @Test
    void failedConversionLeavesTheTargetAlone() throws Exception {
        Path target = dir.resolve("fabric.lnetmodelb");
        LnetResources.save(HealthyFabric.build(), target);
        byte[] before = Files.readAllBytes(target);
        Path broken = dir.resolve("broken.lnetmodel");
        Files.writeString(broken, "<?xml version=\"1.0\"?>\n<lnet:Fabric xmlns:lnet=\"http://lnetscope.org/model/lnet/1.0\"\n");

        CliRun run = CliRun.of("convert", broken.toString(), target.toString());
        assertEquals(ExitStatus.FAILURE, run.status());
        ValidateCommandTest.assertOneLine(run, "lnetscope convert: " + broken + ":\\d+:\\d+: .+");
        assertArrayEquals(before, Files.readAllBytes(target));
        assertEquals(List.of("broken.lnetmodel", "fabric.lnetmodelb"), files(), "no temporary file left");
    }

    @Test
    void unwritableTargetIsOneLine() throws Exception {
        Path source = dir.resolve("healthy.lnetmodel");
        LnetResources.save(HealthyFabric.build(), source);
        Path notADirectory = Files.writeString(dir.resolve("plain-file"), "x");
        Path target = notADirectory.resolve("fabric.lnetmodelb");
        CliRun run = CliRun.of("convert", source.toString(), target.toString());
        assertEquals(ExitStatus.FAILURE, run.status());
        // issue 30: refused before any work, in the words "cannot write OUT: why"
        ValidateCommandTest.assertOneLine(run, "lnetscope convert: cannot write " + target + ": " + notADirectory + " is not a folder");
    }

    @Test
    void wrongArgumentsAreUsageErrors() {
        assertEquals(ExitStatus.USAGE, CliRun.of("convert", "a.lnetmodel").status());
        CliRun run = CliRun.of("convert", "a.lnetmodel", "b.json");
        assertEquals(ExitStatus.USAGE, run.status());
        assertTrue(run.err().startsWith("lnetscope convert: b.json: not a model file"), run.err());
    }

    @Test
    void bothCommandsAreInstalled() {
        CliRun run = CliRun.of("--help");
        assertTrue(run.out().matches("(?s).*\\R  validate +check a fabric file against the LNet invariants\\R.*"), run.out());
        assertTrue(run.out().matches("(?s).*\\R  convert +convert a fabric between .*"), run.out());
    }

    private List<String> files() throws Exception {
        try (Stream<Path> list = Files.list(dir)) {
            return list.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
