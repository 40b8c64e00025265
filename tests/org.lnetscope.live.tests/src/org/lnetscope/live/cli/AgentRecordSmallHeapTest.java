package org.lnetscope.live.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.trace.TraceReader;

/**
 * The finding, in a JVM of its own: an agent flooding new peers against {@code agent
 * record} under a small heap. Before, the recorder died with OutOfMemoryError stack traces from
 * the "lnetscope live fabric" thread, exit 1, the recording lost; now the default --max-objects
 * (one per 4 KB of heap) stops it first, the trace saved.
 */
class AgentRecordSmallHeapTest {

    @TempDir
    Path tmp;

    private static String codeOf(Class<?> type) throws Exception {
        Path location = Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        String classFile = type.getName().replace('.', '/') + ".class";
        for (Path candidate : new Path[] {location, location.resolve("target/classes"), location.resolve("bin")}) {
            if (Files.isRegularFile(candidate) || Files.exists(candidate.resolve(classFile))) {
                return candidate.toString();
            }
        }
        throw new IllegalStateException("no class path entry for " + type.getName() + " under " + location);
    }

    /** The command's class path, from where this test runtime loaded each bundle; null if not on the file system. */
    private static List<String> classPath() {
        List<String> cp = new ArrayList<>();
        try {
            ClassLoader here = AgentRecordSmallHeapTest.class.getClassLoader();
            // each name loaded through a bundle that sees it: {bundle's class, the class wanted}
            String[][] wanted = {{"org.lnetscope.live.cli.AgentRecordMain", "org.lnetscope.live.cli.AgentRecordMain"},
                    {"org.lnetscope.live.cli.AgentCommand", "org.lnetscope.live.cli.AgentCommand"},
                    {"org.lnetscope.cli.Console", "org.lnetscope.cli.Console"},
                    {"org.lnetscope.ingest.FabricMapper", "org.lnetscope.ingest.FabricMapper"},
                    {"org.lnetscope.ingest.FabricMapper", "org.lnetscope.lnetfiles.LnetFiles"},
                    {"org.lnetscope.trace.TraceWriter", "org.lnetscope.trace.TraceWriter"},
                    {"org.lnetscope.model.LnetFactory", "org.lnetscope.model.LnetFactory"},
                    {"org.lnetscope.protocol.Protocol", "org.lnetscope.protocol.Protocol"},
                    {"org.lnetscope.protocol.Protocol", "org.lnetscope.core.Diagnostic"},
                    {"org.lnetscope.analysis.OomWatch", "org.lnetscope.analysis.OomWatch"},
                    {"org.lnetscope.model.LnetFactory", "org.eclipse.emf.ecore.EObject"},
                    {"org.lnetscope.model.LnetFactory", "org.eclipse.emf.common.util.EList"},
                    {"org.lnetscope.model.LnetFactory", "org.eclipse.emf.ecore.xmi.XMIResource"}};
            for (String[] w : wanted) {
                String entry = codeOf(here.loadClass(w[0]).getClassLoader().loadClass(w[1]));
                if (!cp.contains(entry)) {
                    cp.add(entry);
                }
            }
        } catch (Exception e) {
            System.out.println("no class path for a JVM of its own: " + e);
            return null;
        }
        return cp;
    }

    @Test
    void aFloodUnderA128MegabyteHeapStopsAtTheDefaultBoundWithoutAStackTrace() throws Exception {
        List<String> cp = classPath();
        assumeTrue(cp != null, "bundles are not on the file system here");
        Path trace = tmp.resolve("flood.lnettrace");
        Path log = tmp.resolve("record.log");
        String java = ProcessHandle.current().info().command().orElse("java");
        int status;
        // 300,000 new peer NIs: about 630 MB held without a bound, five times the heap
        try (ScriptedAgent agent = new ScriptedAgent("flood1", 300, 1_000, false)) {
            Process p = new ProcessBuilder(java, "-Xmx128m", "-XX:+UseSerialGC", "-cp", String.join(File.pathSeparator, cp),
                    "org.lnetscope.live.cli.AgentRecordMain", "record", "127.0.0.1:" + agent.port(), "-o", trace.toString(),
                    "--duration", "10m").redirectErrorStream(true).redirectOutput(log.toFile()).start();
            assertTrue(p.waitFor(180, TimeUnit.SECONDS), "agent record still running after 180 s");
            status = p.exitValue();
        }
        String said = Files.readString(log, StandardCharsets.UTF_8);
        System.out.println("agent record under -Xmx128m: exit " + status + "\n" + said);
        long bound = (128L << 20) / AgentCommand.BYTES_EACH;
        assertEquals(1, status, said);
        assertFalse(said.contains("OutOfMemory") || said.contains("Exception") || said.contains("\tat "), said);
        assertTrue(said.contains("saved what was recorded up to there as " + trace), said);
        assertTrue(said.contains("stopped at "), said);
        try (TraceReader reader = TraceReader.open(trace)) {
            assertEquals(List.of(), reader.warnings());
            assertTrue(reader.eventCount() >= 2 && reader.eventCount() < bound / 1_000, "events: " + reader.eventCount());
        }
    }
}
