package org.lnetscope.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.agent.demo.SyntheticDebugfs;
import org.lnetscope.protocol.Protocol;

/**
 * The agent never changes LNet's state: the only commands it runs are lnetctl's six read-only
 * {@code show} commands, exactly, and it only reads debugfs and /proc/meminfo. A whole agent is run
 * (debugfs, lnetctl and meminfo on), sampled, and asked everything a client can ask, writes
 * included; the fake lnetctl logs each call, and debugfs must be byte for byte and time for time
 * as it was. The agent's sources are checked to start processes in one place and open no file for
 * writing, so that a later change cannot add a command this test would not see.
 */
class ReadOnlyAgentTest {

    /** Every command line the agent may run, after the lnetctl path. */
    static final List<String> ALLOWED = List.of("net show -v 2", "peer show -v 2", "stats show", "routing show", "route show -v",
            "global show");

    @TempDir
    Path tmp;

    @Test
    void onlyTheShowCommandsRunAndDebugfsIsUntouched() throws Exception {
        FakeLnetctl lnetctl = new FakeLnetctl(tmp.resolve("lnetctl"));
        for (String command : FakeLnetctl.COMMANDS.keySet()) {
            lnetctl.out(command, "");
        }
        SyntheticDebugfs debugfs = new SyntheticDebugfs(tmp.resolve("debugfs"));
        Path meminfo = tmp.resolve("meminfo");
        Files.writeString(meminfo, "MemTotal:       50331648 kB\nMemAvailable:   41015625 kB\nSlab:            4194304 kB\n"
                + "SUnreclaim:      3145728 kB\n");
        Map<Path, String> before = snapshot(debugfs.dir());
        before.put(meminfo, stamp(meminfo));
        try (Agent agent = new Agent(AgentOptions.parse(List.of("--lnetctl", lnetctl.path().toString(), "--debugfs",
                debugfs.dir().toString(), "--meminfo", meminfo.toString(), "--port", "0", "--period", "60m", "--host", "rtr1"),
                Map.of()))) {
            for (int i = 0; i < 3; i++) {
                agent.sampler().sample();
            }
            HttpClient http = HttpClient.newHttpClient();
            String base = "http://127.0.0.1:" + agent.address().getPort();
            for (String path : List.of(Protocol.PATH_SNAPSHOT, Protocol.PATH_METRICS, "/", "/v1/set", "/v1/peer/del")) {
                for (String method : List.of("GET", "POST", "PUT", "DELETE")) {
                    HttpRequest.Builder r = HttpRequest.newBuilder(URI.create(base + path));
                    r.method(method, method.equals("GET") ? HttpRequest.BodyPublishers.noBody()
                            : HttpRequest.BodyPublishers.ofString("{\"peer\":\"10.1.0.17@o2ib1\",\"action\":\"del\"}"));
                    int status = http.send(r.build(), HttpResponse.BodyHandlers.discarding()).statusCode();
                    assertTrue(method.equals("GET") ? status == 200 || status == 404 : status == 405 || status == 404,
                            method + " " + path + ": " + status);
                }
            }
        }
        List<String> calls = lnetctl.calls();
        assertEquals(4 * ALLOWED.size(), calls.size(), "four samples (one at start) of six commands: " + calls);
        for (String call : calls) {
            assertTrue(ALLOWED.contains(call), "the agent ran lnetctl " + call);
        }
        assertEquals(new TreeSet<>(ALLOWED), new TreeSet<>(calls));
        Map<Path, String> after = snapshot(debugfs.dir());
        after.put(meminfo, stamp(meminfo));
        assertEquals(before, after, "debugfs and meminfo as they were");
    }

    private static final Pattern PROCESS = Pattern.compile("new ProcessBuilder|Runtime\\.getRuntime\\(\\)\\.exec|ProcessBuilder\\(");
    private static final Pattern WRITE = Pattern.compile("Files\\.(write|writeString|newOutputStream|newBufferedWriter|copy|move|delete"
            + "|createFile|createDirector)|new FileOutputStream|new FileWriter|new RandomAccessFile|StandardOpenOption\\.WRITE");

    /**
     * Processes start in ProcessSession only (LnetctlSource's fixed commands, each in a session of its
     * own since issue 31); no source of the agent opens a file for writing.
     */
    @Test
    void theAgentsSourcesStartProcessesInOnePlaceAndWriteNoFile() throws IOException {
        Path src = Path.of(System.getProperty("user.dir")).resolve("../../bundles/org.lnetscope.agent/src").normalize();
        List<String> processes = new ArrayList<>();
        List<String> writes = new ArrayList<>();
        try (Stream<Path> files = Files.walk(src)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String text = Files.readString(f);
                String name = src.relativize(f).toString();
                if (PROCESS.matcher(text).find()) {
                    processes.add(name);
                }
                Matcher w = WRITE.matcher(text);
                if (w.find() && !name.endsWith("demo/SyntheticDebugfs.java")) { // the demo's fake debugfs, written by tests and demos
                    writes.add(name + ": " + w.group());
                }
            }
        }
        assertEquals(List.of("org/lnetscope/agent/source/ProcessSession.java"), processes);
        assertEquals(List.of(), writes);
    }

    private static Map<Path, String> snapshot(Path dir) throws IOException {
        Map<Path, String> all = new TreeMap<>();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                all.put(f, stamp(f));
            }
        }
        return all;
    }

    private static String stamp(Path f) throws IOException {
        return Files.getLastModifiedTime(f) + " " + Files.readString(f).hashCode() + " " + Files.size(f);
    }
}
