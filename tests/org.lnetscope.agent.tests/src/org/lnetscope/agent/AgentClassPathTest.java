package org.lnetscope.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.agent.demo.SyntheticDebugfs;
import org.lnetscope.core.Diagnostic;
import org.lnetscope.lnetfiles.LnetFiles;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.Protocol;
import org.lnetscope.protocol.Snapshot;

/**
 * The agent runs as a plain Java program on the class path the launcher
 * (features/org.lnetscope.feature/rootfiles/lnetscope-agent) gives it: its own jar, protocol, core,
 * lnetfiles, the model jar (for Nid only) and SnakeYAML; no OSGi and no EMF.
 */
class AgentClassPathTest {

    @TempDir
    Path tmp;

    private static Path codeOf(Class<?> type) throws Exception {
        Path location = Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        String classFile = type.getName().replace('.', '/') + ".class";
        for (Path candidate : new Path[] {location, location.resolve("target/classes"), location.resolve("bin")}) {
            if (Files.isRegularFile(candidate) || Files.exists(candidate.resolve(classFile))) {
                return candidate;
            }
        }
        throw new IllegalStateException("no class path entry for " + type.getName() + " under " + location);
    }

    @Test
    void runsWithoutOsgiOrEmf() throws Exception {
        List<String> cp = new ArrayList<>();
        try {
            // Nid and SnakeYAML by name: the agent bundle sees them only through lnetfiles
            ClassLoader loader = LnetFiles.class.getClassLoader();
            for (Class<?> type : new Class<?>[] {AgentMain.class, Protocol.class, Diagnostic.class, LnetFiles.class,
                    loader.loadClass("org.lnetscope.model.nid.Nid"),
                    loader.loadClass("org.yaml.snakeyaml.Yaml")}) {
                cp.add(codeOf(type).toString());
            }
        } catch (RuntimeException e) {
            assumeTrue(false, "bundles are not on the file system here: " + e.getMessage());
        }
        cp.forEach(entry -> assertFalse(entry.contains("emf"), entry));
        SyntheticDebugfs fake = new SyntheticDebugfs(tmp.resolve("lnet"));
        String java = ProcessHandle.current().info().command().orElse("java");
        Process agent = new ProcessBuilder(java, "-cp", String.join(File.pathSeparator, cp), "org.lnetscope.agent.AgentMain",
                "--debugfs", fake.dir().toString(), "--port", "0", "--host", "plain", "--period", "200ms")
                .redirectErrorStream(true).start();
        try (BufferedReader log = new BufferedReader(new InputStreamReader(agent.getInputStream(), StandardCharsets.UTF_8))) {
            String line = log.readLine();
            Matcher m = Pattern.compile("http://127\\.0\\.0\\.1:(\\d+)/").matcher(String.valueOf(line));
            assertTrue(m.find(), "startup line: " + line);
            HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    URI.create("http://127.0.0.1:" + m.group(1) + Protocol.PATH_SNAPSHOT)).build(), HttpResponse.BodyHandlers.ofString());
            Snapshot s = Snapshot.fromJson(r.body().strip());
            assertEquals("plain", s.host());
            assertEquals(-4500, s.state().get(Kinds.PEER_NI, "10.1.0.17@o2ib1").num(Kinds.TX_CREDITS, 0));
        } finally {
            agent.destroy();
            agent.waitFor();
        }
    }
}
