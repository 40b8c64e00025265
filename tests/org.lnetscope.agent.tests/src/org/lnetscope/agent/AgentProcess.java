package org.lnetscope.agent;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.lnetscope.core.Diagnostic;
import org.lnetscope.lnetfiles.LnetFiles;
import org.lnetscope.protocol.Protocol;

/**
 * The real agent as its launcher runs it (features/org.lnetscope.feature/rootfiles/lnetscope-agent):
 * a JVM of its own, on the class path of its jars only (no OSGi, no EMF), optionally under a shell
 * {@code ulimit}. Its log (stderr) is kept; its threads and fds are read from /proc.
 */
final class AgentProcess implements AutoCloseable {

    final Process process;
    final int port;
    final List<String> log = new CopyOnWriteArrayList<>();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

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

    /** The launcher's class path, from where this test runtime loaded each jar; null if not on the file system. */
    static List<String> classPath() {
        List<String> cp = new ArrayList<>();
        try {
            ClassLoader lnetfiles = LnetFiles.class.getClassLoader();
            ClassLoader jetty = org.eclipse.jetty.server.Server.class.getClassLoader();
            for (Class<?> type : new Class<?>[] {AgentMain.class, Protocol.class, Diagnostic.class, LnetFiles.class,
                    lnetfiles.loadClass("org.lnetscope.model.nid.Nid"), lnetfiles.loadClass("org.yaml.snakeyaml.Yaml"),
                    org.eclipse.jetty.server.Server.class, org.eclipse.jetty.http.HttpField.class,
                    org.eclipse.jetty.io.EndPoint.class, org.eclipse.jetty.util.Callback.class,
                    jetty.loadClass("org.slf4j.LoggerFactory")}) {
                String entry = codeOf(type).toString();
                if (!cp.contains(entry)) {
                    cp.add(entry);
                }
            }
        } catch (Exception e) {
            return null;
        }
        return cp;
    }

    /**
     * Starts {@code lnetscope-agent ARGS} (--port 0 is added) with {@code jvm} options, under
     * {@code ulimit -n FDS} when fds > 0, and waits for its start-up line.
     */
    static AgentProcess start(List<String> cp, List<String> jvm, int fds, String... args) throws IOException {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of("bash", "-c", (fds > 0 ? "ulimit -n " + fds + " && " : "") + "exec \"$@\"",
                "agent", java));
        command.addAll(jvm);
        command.addAll(List.of("-cp", String.join(File.pathSeparator, cp), "org.lnetscope.agent.AgentMain", "--port", "0"));
        command.addAll(List.of(args));
        return new AgentProcess(new ProcessBuilder(command).redirectErrorStream(true).start());
    }

    private AgentProcess(Process process) throws IOException {
        this.process = process;
        BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        int found = -1;
        for (String line; found < 0 && (line = in.readLine()) != null;) {
            log.add(line);
            Matcher m = Pattern.compile("https?://[^:]+:(\\d+)/").matcher(line);
            if (m.find()) {
                found = Integer.parseInt(m.group(1));
            }
        }
        if (found < 0) {
            throw new IOException("the agent did not start: " + log);
        }
        port = found;
        Thread t = new Thread(() -> {
            try {
                for (String line; (line = in.readLine()) != null;) {
                    log.add(line);
                }
            } catch (IOException e) {
                // the agent is gone
            }
        }, "agent log");
        t.setDaemon(true);
        t.start();
    }

    URI uri(String path) {
        return URI.create("http://127.0.0.1:" + port + path);
    }

    HttpResponse<String> get(String path, Duration timeout) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(uri(path)).timeout(timeout).build(), HttpResponse.BodyHandlers.ofString());
    }

    /** lnetscope_agent_samples_total from /metrics. */
    long samples() throws IOException, InterruptedException {
        return metric("lnetscope_agent_samples_total");
    }

    long metric(String name) throws IOException, InterruptedException {
        String body = get(Protocol.PATH_METRICS, Duration.ofSeconds(10)).body();
        Matcher m = Pattern.compile("(?m)^" + name + "\\{[^}]*\\} (\\d+)").matcher(body);
        if (!m.find()) {
            throw new AssertionError("no " + name + " in /metrics");
        }
        return Long.parseLong(m.group(1));
    }

    int threads() throws IOException {
        return count(Path.of("/proc", Long.toString(process.pid()), "task"));
    }

    int fds() throws IOException {
        return count(Path.of("/proc", Long.toString(process.pid()), "fd"));
    }

    /** VmRSS in KiB. */
    long rssKiB() throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc", Long.toString(process.pid()), "status"))) {
            if (line.startsWith("VmRSS:")) {
                return Long.parseLong(line.replaceAll("\\D", ""));
            }
        }
        return -1;
    }

    private static int count(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return (int) s.count();
        }
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }
    }
}
