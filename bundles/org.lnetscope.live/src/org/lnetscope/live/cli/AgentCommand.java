package org.lnetscope.live.cli;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

import org.lnetscope.cli.Command;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.Durations;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.cli.Numbers;
import org.lnetscope.cli.UsageException;
import org.lnetscope.live.AgentAddress;
import org.lnetscope.live.AgentStream;
import org.lnetscope.live.LiveFabric;
import org.lnetscope.live.LiveListener;
import org.lnetscope.live.StreamStatus;
import org.lnetscope.model.resource.AtomicFileSave;

/** {@code lnetscope agent record}: connect to agents, merge their streams, record a .lnettrace. */
public final class AgentCommand implements Command {

    /** {@link LiveFabric#BYTES_EACH}: the heap one held object may take while recording. */
    static final long BYTES_EACH = LiveFabric.BYTES_EACH;
    /** {@link LiveFabric#MAX_DEFAULT}. */
    static final long MAX_DEFAULT = LiveFabric.MAX_DEFAULT;

    /** {@link LiveFabric#defaultMaxObjects()}: this JVM's heap for the recording alone. */
    static long defaultMaxObjects() {
        return LiveFabric.defaultMaxObjects();
    }

    @Override
    public String name() {
        return "agent";
    }

    @Override
    public String summary() {
        return "record live agents (lnetscope-agent) into a .lnettrace";
    }

    @Override
    public String usage() {
        return """
                Usage: lnetscope agent record HOST:PORT... [--agents FILE] -o LIVE.lnettrace [--duration 10m]
                                              [--token-file FILE] [--tls [--ca PEM]] [--max-objects N]
                  Connects to each lnetscope-agent (port 9741 if omitted), merges their streams into one
                  fabric (one node per agent) and records every change as AGENT_SAMPLE events, until
                  --duration (s, m, h; default: until interrupted) or Ctrl-C. A stream that stops is
                  marked stale and reconnected with backoff (0.5 s doubling to 30 s); each reconnect
                  starts from the agent's snapshot.
                  --agents FILE     more HOST:PORT, one per line (# comments)
                  --token-file FILE the agents' token (first line)
                  --tls             https; --ca PEM trusts that certificate (else the JDK's trust store)
                  --max-objects N   stop once the agents' live objects and the NIDs and names written
                                    pass N (default: one per %,d bytes of heap, at most %,d; here
                                    %,d): what was recorded up to there is saved, exit 1. Objects an
                                    agent removes are dropped; raise it with the heap
                                    (LNETSCOPE_JAVA_OPTS=-Xmx...)
                  Replay with: lnetscope trace info LIVE.lnettrace, or open it in the window.
                  The trace is written beside LIVE under a random hidden name and renamed over it at the end; if no
                  agent answered at all, LIVE is left as it was.
                Exit status: 0 recorded, 1 could not record, no agent answered, or stopped at --max-objects
                (what was recorded is saved), 2 bad usage.""".formatted(BYTES_EACH, MAX_DEFAULT, defaultMaxObjects());
    }

    @Override
    public int run(List<String> args, Console console) throws Exception {
        if (args.isEmpty() || !args.get(0).equals("record")) {
            throw new UsageException("needs the sub-command: record");
        }
        List<String> agents = new ArrayList<>();
        List<Path> listed = new ArrayList<>();
        Path output = null;
        long durationMs = Long.MAX_VALUE;
        String token = null;
        boolean tls = false;
        Path ca = null;
        long maxObjects = defaultMaxObjects();
        for (int i = 1; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "-o" -> output = Path.of(UsageException.valueOf(args, ++i, a));
                case "--duration" -> durationMs = duration(UsageException.valueOf(args, ++i, a));
                case "--token-file" -> token = token(Path.of(UsageException.valueOf(args, ++i, a)));
                case "--tls" -> tls = true;
                case "--ca" -> ca = Path.of(UsageException.valueOf(args, ++i, a));
                case "--agents" -> listed.add(Path.of(UsageException.valueOf(args, ++i, a)));
                case "--max-objects" -> maxObjects = maxObjects(UsageException.valueOf(args, ++i, a));
                default -> {
                    if (a.startsWith("-")) {
                        throw new UsageException("unknown option " + a);
                    }
                    agents.add(a);
                }
            }
        }
        List<AgentAddress> addresses = new ArrayList<>();
        for (Path list : listed) {
            try {
                addresses.addAll(AgentAddress.readList(list, tls));
            } catch (IllegalArgumentException e) {
                throw new UsageException(e.getMessage());
            }
        }
        if (agents.isEmpty() && addresses.isEmpty()) {
            throw new UsageException("needs at least one HOST:PORT");
        }
        if (output == null || !output.getFileName().toString().endsWith(".lnettrace")) {
            throw new UsageException("needs -o FILE.lnettrace");
        }
        for (String agent : agents) {
            try {
                addresses.add(AgentAddress.parse(agent, tls));
            } catch (IllegalArgumentException e) {
                throw new UsageException(e.getMessage());
            }
        }
        LiveFabric.Options options = LiveFabric.Options.defaults().withToken(token).withMaxObjects(maxObjects);
        if (ca != null) {
            options = options.withTls(trusting(ca));
        }
        return record(addresses, output, durationMs, options, console);
    }

    static int record(List<AgentAddress> addresses, Path output, long durationMs, LiveFabric.Options options, Console console)
            throws IOException, InterruptedException {
        LiveFabric live = new LiveFabric(options);
        live.addListener(new LiveListener() {
            @Override
            public void streamStatus(AgentStream stream, StreamStatus status, String detail) {
                if (status != StreamStatus.CONNECTING) {
                    console.err().println(stream.address() + ": " + status.name().toLowerCase(Locale.ROOT) + " (" + detail + ")");
                }
            }
        });
        // Recorded beside the output and renamed over it at the end: an existing recording is
        // replaced only by one that holds what an agent said, never by an empty trace.
        AtomicFileSave.Save save;
        try {
            // the Ctrl+C hook below keeps what was recorded: the cleanup must not delete it first
            save = AtomicFileSave.begin(output).endedByOwnerOnSignal();
        } catch (IOException e) {
            console.err().println("lnetscope agent record: " + e.getMessage());
            return ExitStatus.FAILURE;
        }
        try {
            live.recordTo(save.temporary());
        } catch (IOException e) {
            console.err().println("lnetscope agent record: cannot write " + output + ": " + reason(e));
            save.close();
            return ExitStatus.FAILURE;
        }
        Finish finish = new Finish(live, save, output, console);
        Thread hook = new Thread(() -> finish.run(), "agent-record-finish");
        Runtime.getRuntime().addShutdownHook(hook);
        live.connect(addresses.toArray(new AgentAddress[0]));
        try {
            // until --duration, Ctrl-C (the hook), or --max-objects (the fabric stops applying)
            live.awaitStop(durationMs);
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // already shutting down: the hook is running or ran
            }
        }
        return finish.run();
    }

    /** Stops recording once (from the main thread or the Ctrl-C hook), then keeps or drops the file. */
    private static final class Finish {
        private final LiveFabric live;
        private final AtomicFileSave.Save save;
        private final Path output;
        private final Console console;
        private Integer status;

        Finish(LiveFabric live, AtomicFileSave.Save save, Path output, Console console) {
            this.live = live;
            this.save = save;
            this.output = output;
            this.console = console;
        }

        synchronized int run() {
            if (status != null) {
                return status;
            }
            status = ExitStatus.FAILURE;
            List<AgentStream> streams = live.streams();
            long events;
            long messages;
            LiveFabric.Stop stopped;
            try {
                live.close();
                events = live.eventsRecorded();
                messages = live.messagesApplied();
                stopped = live.stopped();
            } catch (IOException e) {
                save.close();
                console.err().println("lnetscope agent record: " + output + ": " + reason(e));
                return status;
            }
            if (stopped != null && events == 0) {
                // the first snapshot alone passed the bound: an empty trace must not replace OUT
                save.close();
                console.err().println("lnetscope agent record: " + stopWords(stopped) + " before anything was recorded; "
                        + (Files.exists(output) ? output + " left as it was" : "nothing written"));
                return status;
            }
            boolean answered = messages > 0 || streams.stream().anyMatch(s -> s.host() != null);
            if (!answered) {
                save.close();
                StringBuilder why = new StringBuilder();
                for (AgentStream s : streams) {
                    why.append(why.isEmpty() ? "" : "; ").append(s.address()).append(": ")
                            .append(s.lastTrouble() == null ? s.status().name().toLowerCase(Locale.ROOT) : s.lastTrouble());
                }
                console.err().println("lnetscope agent record: no agent answered (" + why + "); "
                        + (Files.exists(output) ? output + " left as it was" : "nothing written"));
                return status;
            }
            try {
                save.commit();
            } catch (IOException e) {
                console.err().println("lnetscope agent record: " + e.getMessage());
                return status;
            }
            console.out().printf("wrote %s: %d events from %d agent messages%n", output, events, messages);
            for (AgentStream s : streams) {
                console.out().printf("  %-24s %-10s %d deltas, %d reconnects%n",
                        s.address() + (s.host() == null ? "" : " (" + s.host() + ")"),
                        s.status().name().toLowerCase(Locale.ROOT), s.deltasReceived(), s.reconnects());
            }
            if (stopped != null) {
                // saved, but not what was asked for (until --duration or Ctrl-C): not a success
                console.err().println("lnetscope agent record: " + stopWords(stopped) + ": saved what was recorded up to there as "
                        + output + (stopped.outOfMemory() ? " (a lower --max-objects, or more heap: LNETSCOPE_JAVA_OPTS=-Xmx...)"
                                : " (--max-objects N raises the bound; each object takes up to about " + BYTES_EACH / 1000
                                        + " KB of heap: give the heap too, LNETSCOPE_JAVA_OPTS=-Xmx...)"));
                return status;
            }
            status = ExitStatus.OK;
            return status;
        }
    }

    static String stopWords(LiveFabric.Stop stopped) {
        return stopped.outOfMemory() ? String.format("ran out of memory at %,d objects", stopped.objects())
                : "stopped at " + stopped.objects() + (stopped.objects() == 1 ? " object" : " objects") + " (--max-objects)";
    }

    static long maxObjects(String text) throws UsageException {
        return Numbers.positiveCount("--max-objects", text, "500000");
    }

    static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "no such directory";
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    /** The token file's first line; a missing or unreadable file is a usage error naming it. */
    static String token(Path file) throws UsageException {
        try (BufferedReader in = Files.newBufferedReader(file)) {
            String line = in.readLine();
            return line == null ? "" : line.trim();
        } catch (IOException e) {
            throw new UsageException("--token-file " + file + ": " + (e instanceof NoSuchFileException ? "no such file" : reason(e)));
        }
    }

    static SSLContext trusting(Path caPem) throws IOException, GeneralSecurityException {
        KeyStore trust = KeyStore.getInstance("PKCS12");
        trust.load(null, null);
        int n = 0;
        for (Certificate c : CertificateFactory.getInstance("X.509")
                .generateCertificates(new ByteArrayInputStream(Files.readAllBytes(caPem)))) {
            trust.setCertificateEntry("ca" + n++, c);
        }
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init(trust);
        SSLContext ssl = SSLContext.getInstance("TLS");
        ssl.init(null, tmf.getTrustManagers(), null);
        return ssl;
    }

    static long duration(String text) throws UsageException {
        return Durations.parseMs(text);
    }
}
