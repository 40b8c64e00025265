package org.lnetscope.live.cli;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * {@code lnetscope agent record ARGS} ({@link AgentRecordMain}) in a JVM of its own with the heap a
 * test gives: out-of-memory behaviour cannot be tried in the test runtime's own large heap.
 */
final class AgentRecordJvm {

    /** How a run ended: its exit status and everything it printed. */
    record Run(int status, String said) {
    }

    private AgentRecordJvm() {
    }

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
    static List<String> classPath() {
        List<String> cp = new ArrayList<>();
        try {
            ClassLoader here = AgentRecordJvm.class.getClassLoader();
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

    /**
     * Runs {@code agent record ARGS} on the class path {@code cp} with {@code -Xmx<heap>} and the
     * serial collector, its output in {@code log}; fails if it is still running after 180 s.
     */
    static Run record(List<String> cp, String heap, Path log, String... args) throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of(java, "-Xmx" + heap, "-XX:+UseSerialGC", "-cp",
                String.join(File.pathSeparator, cp), "org.lnetscope.live.cli.AgentRecordMain", "record"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        if (!p.waitFor(180, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("agent record still running after 180 s: " + command);
        }
        return new Run(p.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
    }
}
