package org.lnetscope.cli.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.model.Diagnostic;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.Severity;
import org.lnetscope.model.examples.HealthyFabric;
import org.lnetscope.model.examples.SeedIncident;
import org.lnetscope.model.resource.LnetResources;

class ValidateCommandTest {

    /** The incident with 2 capped servers: 3 pinned conns (2 of 10.0.0.21@o2ib, 1 of the other). */
    static final SeedIncident.Scale TINY = new SeedIncident.Scale(3, 2, 1, 31, 2, 1);

    @TempDir
    Path dir;

    @Test
    void healthyFabricHasNoProblems() throws Exception {
        Path file = save(HealthyFabric.build(), "healthy.lnetmodel");
        CliRun run = CliRun.of("validate", file.toString());
        assertEquals(ExitStatus.OK, run.status(), run.err());
        assertEquals(List.of(file + ": 146 objects, 0 errors, 0 warnings"), run.outLines());
        assertEquals("", run.err());
    }

    @Test
    void pinnedConnectionsAreWarningsNamedByAddressAndNid() throws Exception {
        Path file = save(SeedIncident.build(TINY), "incident.lnetmodel");
        CliRun run = CliRun.of("validate", file.toString());
        assertEquals(ExitStatus.OK, run.status(), "warnings alone do not fail: " + run.out());
        List<String> lines = run.outLines();
        assertEquals(TINY.pinnedConns() + 1, lines.size(), run.out());
        for (String line : lines.subList(0, TINY.pinnedConns())) {
            assertTrue(line.matches("WARNING: kib_conn 0xffff[0-9a-f]{12} to 10\\.0\\.0\\.\\d+@o2ib on rtr01: pinned connection: .*"),
                    line);
            assertTrue(line.contains("held by 42 rxs of lnet_msgs 0xffff"), line);
        }
        assertTrue(lines.get(0).contains(" to 10.0.0.21@o2ib on rtr01"), lines.get(0));
        assertTrue(lines.get(TINY.pinnedConns()).endsWith(", 0 errors, 3 warnings"), run.out());
    }

    @Test
    void errorsFailAndNameThePeerNi() throws Exception {
        Fabric fabric = SeedIncident.build(TINY);
        PeerNi compute = fabric.findNode("rtr01").findPeerNi(SeedIncident.FAULTY_COMPUTE);
        compute.setTxCredits(compute.getTxCredits() + 1);
        compute.setMinTxCredits(compute.getTxCredits());
        CliRun run = CliRun.of("validate", save(fabric, "broken.lnetmodel").toString());
        assertEquals(ExitStatus.FAILURE, run.status());
        List<String> errors = run.outLines().stream().filter(l -> l.startsWith("ERROR: ")).toList();
        assertEquals(1, errors.size(), run.out());
        assertTrue(errors.get(0).startsWith("ERROR: peer NI 10.1.0.17@o2ib1 (lnet_peer_ni 0xffff"), errors.get(0));
        assertTrue(errors.get(0).contains(" on rtr01: ") && errors.get(0).contains("lpni_txcredits"), errors.get(0));
        assertTrue(run.out().contains(", 1 error, 3 warnings"), run.out());
    }

    /** An import that lost lines keeps them as diagnostics in the model: validate reports and counts them. */
    @Test
    void importDiagnosticsKeptInTheModelAreReported() throws Exception {
        Fabric fabric = HealthyFabric.build();
        fabric.getDiagnostics().add(diagnostic(Severity.ERROR, "collected/rtr9/peers:3",
                "peers: bad NID \"3@tofu\": unknown net \"tofu\"; line skipped"));
        fabric.getDiagnostics().add(diagnostic(Severity.INFO, "oss1", "role server guessed from the hostname"));
        Path file = save(fabric, "imported.lnetmodel");
        CliRun run = CliRun.of("validate", file.toString());
        assertEquals(ExitStatus.FAILURE, run.status(), run.out());
        assertEquals(List.of("ERROR: import: collected/rtr9/peers:3: peers: bad NID \"3@tofu\": unknown net \"tofu\"; line skipped",
                "INFO: import: oss1: role server guessed from the hostname",
                file + ": 148 objects, 1 error, 0 warnings"), run.outLines());
    }

    private static Diagnostic diagnostic(Severity severity, String location, String message) {
        Diagnostic d = LnetFactory.eINSTANCE.createDiagnostic();
        d.setSeverity(severity);
        d.setLocation(location);
        d.setMessage(message);
        return d;
    }

    @Test
    void binaryFilesGiveTheSameReport() throws Exception {
        Path xmi = save(SeedIncident.build(TINY), "same.lnetmodel");
        Path binary = save(SeedIncident.build(TINY), "same.lnetmodelb");
        CliRun fromXmi = CliRun.of("validate", xmi.toString());
        CliRun fromBinary = CliRun.of("validate", binary.toString());
        assertEquals(fromXmi.status(), fromBinary.status());
        assertEquals(fromXmi.out().replace(xmi.toString(), "F"), fromBinary.out().replace(binary.toString(), "F"));
    }

    @Test
    void truncatedXmiIsOneLocatedLine() throws Exception {
        Path good = save(SeedIncident.build(TINY), "good.lnetmodel");
        String xml = Files.readString(good);
        Path file = dir.resolve("truncated.lnetmodel");
        Files.writeString(file, xml.substring(0, xml.length() / 2));
        CliRun run = CliRun.of("validate", file.toString());
        assertEquals(ExitStatus.FAILURE, run.status());
        assertEquals("", run.out());
        assertOneLine(run, "lnetscope validate: " + file + ":\\d+:\\d+: .+");
    }

    @Test
    void badNidIsOneLocatedLineQuotingIt() throws Exception {
        Path good = save(SeedIncident.build(TINY), "good.lnetmodel");
        Path file = dir.resolve("nid.lnetmodel");
        Files.writeString(file, Files.readString(good).replaceFirst("nid=\"10\\.1\\.0\\.17@o2ib1\"", "nid=\"10.1.0.300@o2ib1\""));
        CliRun run = CliRun.of("validate", file.toString());
        assertEquals(ExitStatus.FAILURE, run.status());
        assertOneLine(run, "lnetscope validate: " + file + ":\\d+:\\d+: .*10\\.1\\.0\\.300@o2ib1.*");
    }

    @Test
    void truncatedBinaryNamesTheByteOffset() throws Exception {
        byte[] bytes = Files.readAllBytes(save(SeedIncident.build(TINY), "good.lnetmodelb"));
        Path file = dir.resolve("truncated.lnetmodelb");
        Files.write(file, Arrays.copyOf(bytes, bytes.length / 2));
        CliRun run = CliRun.of("validate", file.toString());
        assertEquals(ExitStatus.FAILURE, run.status());
        assertOneLine(run, "lnetscope validate: " + file + ": offset \\d+: .+");
    }

    @Test
    void missingFile() {
        Path file = dir.resolve("nowhere.lnetmodel");
        CliRun run = CliRun.of("validate", file.toString());
        assertEquals(ExitStatus.FAILURE, run.status());
        assertEquals(List.of("lnetscope validate: " + file + ": no such file"), run.errLines());
    }

    @Test
    void wrongArgumentsAreUsageErrors() {
        assertEquals(ExitStatus.USAGE, CliRun.of("validate").status());
        assertEquals(ExitStatus.USAGE, CliRun.of("validate", "a.lnetmodel", "b.lnetmodel").status());
        CliRun run = CliRun.of("validate", "fabric.xml");
        assertEquals(ExitStatus.USAGE, run.status());
        assertTrue(run.err().startsWith("lnetscope validate: fabric.xml: not a model file (expected .lnetmodel or .lnetmodelb)"),
                run.err());
    }

    private Path save(Fabric fabric, String name) throws Exception {
        Path file = dir.resolve(name);
        LnetResources.save(fabric, file);
        return file;
    }

    /** Bad input is said in exactly one line: no stack trace, no exception class names. */
    static void assertOneLine(CliRun run, String regex) {
        assertEquals(1, run.errLines().size(), run.err());
        assertTrue(run.errLines().get(0).matches(regex), run.err());
        assertTrue(!run.err().contains("\tat ") && !run.err().contains("Exception"), run.err());
    }
}
