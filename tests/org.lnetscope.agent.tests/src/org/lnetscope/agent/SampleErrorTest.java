package org.lnetscope.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

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
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.agent.demo.SyntheticDebugfs;
import org.lnetscope.agent.source.DebugfsSource;
import org.lnetscope.agent.source.LnetSource;
import org.lnetscope.agent.source.SampleError;
import org.lnetscope.protocol.Delta;
import org.lnetscope.protocol.Heartbeat;
import org.lnetscope.protocol.NodeState;
import org.lnetscope.protocol.Protocol;

/**
 * Issue 31: absence is proven, never inferred from a failure. A read that fails for the agent's own
 * reasons (EMFILE, ENFILE, ENOMEM, EIO) keeps the last good state, marked stale, counted by reason
 * and said once per episode; an Error anywhere else in the sampler is fatal, never silent.
 */
class SampleErrorTest {

    @TempDir
    Path tmp;

    /** The synthetic debugfs, failing the way it is told to. */
    private static final class Failing implements LnetSource {
        final DebugfsSource debugfs;
        volatile RuntimeException next;

        Failing(Path dir) {
            debugfs = new DebugfsSource(dir);
        }

        @Override
        public void readInto(NodeState into) {
            if (next != null) {
                throw next;
            }
            debugfs.readInto(into);
        }

        @Override
        public String describe() {
            return "failing " + debugfs.describe();
        }
    }

    @Test
    void outOfFdsKeepsTheLastStateStaleCountedAndLoggedOnce() {
        SyntheticDebugfs fake = new SyntheticDebugfs(tmp.resolve("lnet"));
        Failing source = new Failing(fake.dir());
        List<String> log = new CopyOnWriteArrayList<>();
        Sampler sampler = new Sampler("rtr1", "test", 1000, source, () -> 0, log::add);
        List<Delta> deltas = new ArrayList<>();
        List<Heartbeat> beats = new ArrayList<>();
        sampler.addListener(new Sampler.Listener() {
            @Override
            public void delta(Delta delta) {
                deltas.add(delta);
            }

            @Override
            public void heartbeat(Heartbeat heartbeat) {
                beats.add(heartbeat);
            }
        });
        sampler.sample();
        var whole = sampler.state().byKey();
        assertTrue(whole.size() >= 4, whole.keySet().toString());

        source.next = new SampleError("emfile", "reading " + fake.dir() + "/peers: Too many open files", null);
        for (int i = 0; i < 5; i++) {
            sampler.sample();
        }
        assertEquals(whole, sampler.state().byKey(), "the last good state is kept");
        assertNull(sampler.state().lnetDownReason(), "out of fds is not LNet unloaded");
        assertTrue(sampler.stale());
        assertEquals(Map.of("emfile", 5L), sampler.sampleErrors());
        assertEquals(1, deltas.size(), "nothing published as removed");
        assertNotNull(beats.get(beats.size() - 1).partial(), "streams are told the state is stale");
        assertEquals(1, log.size(), "one line for the episode: " + log);
        assertTrue(log.get(0).contains("emfile") && log.get(0).contains("Too many open files"), log.get(0));

        source.next = null;
        sampler.sample();
        assertTrue(!sampler.stale());
        assertEquals(2, log.size(), log.toString());
        assertTrue(log.get(1).contains("recovered after 5 failed samples"), log.get(1));
    }

    @Test
    void theResourceErrnosAreToldFromOtherFailures() {
        assertEquals("emfile", SampleError.reasonOf(new IOException("/sys/kernel/debug/lnet/peers: Too many open files")));
        assertEquals("enfile", SampleError.reasonOf(new IOException("x: Too many open files in system")));
        assertEquals("enomem", SampleError.reasonOf(new IOException("Cannot run program \"lnetctl\": error=12, Cannot allocate memory")));
        assertEquals("eio", SampleError.reasonOf(new IOException("Input/output error")));
        assertEquals("io", SampleError.reasonOf(new IOException("Is a directory")));
    }

    @Test
    void aFileThatCannotBeReadIsNotAbsence() throws Exception {
        Path dir = tmp.resolve("lnet");
        // every LNet file there but unreadable as a file: LNet is there, the agent cannot see it
        for (String name : new String[] {"nis", "peers", "buffers", "routes", "routers", "stats"}) {
            Files.createDirectories(dir.resolve(name));
        }
        NodeState state = new NodeState();
        new DebugfsSource(dir).readInto(state);
        assertNull(state.lnetDownReason(), "an unreadable file proves nothing about LNet");
        assertNotNull(state.incompleteReason());

        NodeState gone = new NodeState();
        new DebugfsSource(tmp.resolve("nothing")).readInto(gone);
        assertTrue(gone.lnetDownReason().startsWith("lnet not loaded"), "no directory is absence");
        Path empty = Files.createDirectories(tmp.resolve("empty"));
        NodeState vanished = new NodeState();
        new DebugfsSource(empty).readInto(vanished);
        assertTrue(vanished.lnetDownReason().startsWith("lnet not loaded"), "every file gone (unloading) is absence");
    }

    @Test
    void aFifoOrDeviceIsRefusedAtStart() throws Exception {
        Path fifo = tmp.resolve("meminfo.fifo");
        Process mkfifo;
        try {
            mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        } catch (IOException e) {
            assumeTrue(false, "no mkfifo");
            return;
        }
        assumeTrue(mkfifo.waitFor(10, TimeUnit.SECONDS) && mkfifo.exitValue() == 0);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> AgentOptions.parse(List.of("--meminfo", fifo.toString()), Map.of()));
        assertTrue(e.getMessage().contains("not a regular file"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> AgentOptions.parse(List.of("--meminfo", "/dev/zero"), Map.of()));
        assertTrue(e.getMessage().contains("--meminfo /dev/zero: not a regular file"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> AgentOptions.parse(List.of("--debugfs", fifo.toString()), Map.of()));
        assertTrue(e.getMessage().contains("not a directory"), e.getMessage());
    }

    @Test
    void anErrorInThePublishIsFatalNotSilent() throws Exception {
        SyntheticDebugfs fake = new SyntheticDebugfs(tmp.resolve("lnet"));
        List<Throwable> fatal = new CopyOnWriteArrayList<>();
        AgentOptions options = AgentOptions.parse(List.of("--meminfo", "off", "--debugfs", fake.dir().toString(), "--port", "0",
                "--period", "100ms", "--host", "rtr1"), Map.of());
        try (Agent agent = new Agent(options, Agent.sourceOf(options), System::currentTimeMillis, fatal::add)) {
            agent.sampler().addListener(new Sampler.Listener() {
                @Override
                public void delta(Delta delta) {
                    throw new OutOfMemoryError("test: no heap for the delta");
                }

                @Override
                public void heartbeat(Heartbeat heartbeat) {
                    // nothing
                }
            });
            fake.computeTx(-4600);
            long deadline = System.nanoTime() + 5_000_000_000L;
            while (fatal.isEmpty() && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertEquals(1, fatal.size(), "told once: " + fatal);
            assertTrue(fatal.get(0) instanceof OutOfMemoryError);
            // the metrics still say what the agent knows (in production the agent has exited by now)
            HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:"
                    + agent.address().getPort() + Protocol.PATH_METRICS)).build(), HttpResponse.BodyHandlers.ofString());
            assertTrue(r.body().contains("# TYPE lnetscope_agent_sample_errors_total counter\n"), r.body());
        }
    }
}
