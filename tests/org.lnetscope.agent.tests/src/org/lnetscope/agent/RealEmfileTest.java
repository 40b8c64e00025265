package org.lnetscope.agent;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.agent.demo.SyntheticDebugfs;

/**
 * Issue 31, with a real EMFILE: a JVM whose fds are used up reads a debugfs directory that is there.
 * The read is a sampling error (reason emfile), never "lnet not loaded".
 */
class RealEmfileTest {

    @TempDir
    Path tmp;

    @Test
    void outOfFdsIsASampleErrorNotLnetUnloaded() throws Exception {
        List<String> cp = AgentProcess.classPath();
        assumeTrue(cp != null, "bundles are not on the file system here");
        List<String> withProbe = new ArrayList<>(cp);
        withProbe.add(Path.of(EmfileProbe.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString());
        withProbe.add(Path.of(EmfileProbe.class.getProtectionDomain().getCodeSource().getLocation().toURI()).resolve("target/classes")
                .toString());
        withProbe.add(Path.of(EmfileProbe.class.getProtectionDomain().getCodeSource().getLocation().toURI()).resolve("bin").toString());
        SyntheticDebugfs fake = new SyntheticDebugfs(tmp.resolve("lnet"));
        String java = ProcessHandle.current().info().command().orElse("java");
        Process p = new ProcessBuilder("bash", "-c", "ulimit -n 64 && exec \"$@\"", "probe", java, "-Xmx64m", "-cp",
                String.join(File.pathSeparator, withProbe), EmfileProbe.class.getName(), fake.dir().toString()).redirectErrorStream(true)
                .start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        System.out.print("RealEmfileTest: " + out);
        assertTrue(out.contains("fds used up after"), out);
        assertTrue(out.contains("SampleError emfile"), out);
        assertTrue(!out.contains("lnetDown"), out);
    }
}
