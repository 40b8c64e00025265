package org.lnetscope.agent;

import java.io.BufferedReader;
import java.io.IOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.lnetscope.agent.http.PrometheusText;
import org.lnetscope.agent.source.DebugfsSource;
import org.lnetscope.agent.source.MeminfoSource;
import org.lnetscope.protocol.Protocol;

/**
 * The agent's command line, checked. Safe defaults: loopback, no lnetctl, 1 s. Binding to any
 * other address needs a token, read from a file or the environment (never from the command line,
 * where {@code ps} shows it to every user of the node).
 */
public record AgentOptions(Path debugfs, Path lnetctl, Path meminfo, long periodMs, String bind, int port, String host,
        String token, Path tlsCert, Path tlsKey, int maxClients, long clientBudgetBytes, int metricsPeers, Demo demo) {

    /**
     * {@code --demo}: a simulated router instead of this node's LNet (org.lnetscope.agent.demo.SeedDrift),
     * for trying the window, the OOM projection and the shipped rules without a Lustre node.
     *
     * @param drifting the seed's drift (a compute stops answering one demo minute after start) or a healthy router
     * @param speed how many demo seconds pass per second (the stream's clock runs that fast)
     */
    public record Demo(boolean drifting, double speed) {
    }

    public static final String TOKEN_ENV = "LNETSCOPE_AGENT_TOKEN";

    /** A client's queue: a 64 KiB floor holds one snapshot of a small node; 1 GiB per client is already absurd. */
    static final long MIN_CLIENT_BUFFER = 64L << 10;
    static final long MAX_CLIENT_BUFFER = 1L << 30;
    static final long MAX_PERIOD_MS = 3_600_000;

    public static final String USAGE = """
            Usage: lnetscope-agent [options]
              Serves this node's LNet state (read-only) over HTTP: a snapshot, then deltas as Server-Sent
              Events (docs/agent-protocol.md), and Prometheus metrics.
                GET /v1/snapshot   the node's state as JSON
                GET /v1/events     text/event-stream: 'snapshot', then 'delta' or 'heartbeat' each period
                GET /metrics       Prometheus text exposition (lnet_peer_ni_available_tx_credits{nid=...} ...)
            Options:
              --debugfs DIR        LNet's debugfs directory (default /sys/kernel/debug/lnet)
              --lnetctl PATH       also run 'PATH {net,peer} show -v 2', 'stats/routing/route/global show'
                                   each period (read-only commands only; off by default)
              --meminfo PATH       the node's memory, read-only, for early warning of an OOM: MemTotal,
                                   MemAvailable, Slab, SUnreclaim (default /proc/meminfo; 'off')
              --period DURATION    sampling period: 1s (default), 500ms, 2s ... (at least 50ms)
              --bind ADDRESS       address to listen on (default 127.0.0.1). Any other address requires
                                   a token.
              --port N             TCP port (default 9741; 0 picks a free one)
              --host NAME          node name in the stream and metrics (default: the hostname)
              --token-file FILE    clients must send 'Authorization: Bearer <first line of FILE>';
                                   or set LNETSCOPE_AGENT_TOKEN
              --tls-cert PEM       serve HTTPS with this certificate (chain) ...
              --tls-key PEM        ... and this unencrypted PKCS#8 key
              --max-clients N      event streams served at once (default 32)
              --client-buffer SIZE bytes queued per event stream before a slow client is dropped
                                   (default 8MiB; suffixes KiB, MiB)
              --metrics-peers K    peer NIs with series of their own in /metrics (default 50): the K
                                   most below zero lpni_txcredits or lpni_rtrcredits, then others;
                                   every peer NI is counted in lnetscope_peer_nis* (0..100000)
              --demo drift|healthy a simulated router instead of this node's LNet (no debugfs or
                                   /proc/meminfo read): 'drift' is the seed incident's router (a
                                   compute stops answering after one minute; MemAvailable falls
                                   100 MB/min toward an OOM 7 h later), 'healthy' a quiet one
              --demo-speed N       the demo's clock runs N times real time (1..3600, default 1): at
                                   60 the OOM projection appears within a minute, the OOM in 7 min
              --help, --version
            Connections: at most half the file descriptors free at start (RLIMIT_NOFILE; logged), 10 s
            from accept to an authorized request (TLS handshake and headers), 30 s idle. /v1/snapshot
            and /metrics: 2 replies at once each, 503 with Retry-After beyond. Any Error: logged, exit 70.
            --meminfo must be a regular file, --debugfs a directory (a FIFO or device is refused).
            Runs until killed (SIGTERM/SIGINT stop it cleanly). Survives LNet unloading: it then reports
            "lnet not loaded" and picks the state up again when LNet comes back.""";

    public static AgentOptions parse(List<String> args, Map<String, String> env) throws IllegalArgumentException, IOException {
        Path debugfs = Path.of("/sys/kernel/debug/lnet");
        Path lnetctl = null;
        Path meminfo = Path.of("/proc/meminfo");
        long period = 1000;
        String bind = "127.0.0.1";
        int port = Protocol.DEFAULT_PORT;
        String host = null;
        String token = env.get(TOKEN_ENV);
        Path cert = null;
        Path key = null;
        int maxClients = 32;
        long budget = 8L << 20;
        int metricsPeers = PrometheusText.DEFAULT_PEER_LIMIT;
        String demo = null;
        double demoSpeed = 1;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "--debugfs" -> debugfs = Path.of(value(args, ++i, a));
                case "--lnetctl" -> lnetctl = Path.of(value(args, ++i, a));
                case "--meminfo" -> {
                    String v = value(args, ++i, a);
                    meminfo = v.equals("off") ? null : Path.of(v);
                }
                case "--period" -> period = duration(value(args, ++i, a));
                case "--bind" -> bind = value(args, ++i, a);
                case "--port" -> port = integer(value(args, ++i, a), a, 0, 65535);
                case "--host" -> host = value(args, ++i, a);
                case "--token-file" -> token = firstLine(Path.of(value(args, ++i, a)));
                case "--tls-cert" -> cert = Path.of(value(args, ++i, a));
                case "--tls-key" -> key = Path.of(value(args, ++i, a));
                case "--max-clients" -> maxClients = integer(value(args, ++i, a), a, 1, 10000);
                case "--client-buffer" -> budget = size(value(args, ++i, a));
                case "--metrics-peers" -> metricsPeers = integer(value(args, ++i, a), a, 0, 100_000);
                case "--demo" -> {
                    demo = value(args, ++i, a);
                    if (!demo.equals("drift") && !demo.equals("healthy")) {
                        throw new IllegalArgumentException("--demo " + demo + ": give 'drift' or 'healthy'");
                    }
                }
                case "--demo-speed" -> demoSpeed = integer(value(args, ++i, a), a, 1, 3600);
                default -> throw new IllegalArgumentException("unknown option " + a);
            }
        }
        if (period < 50) {
            throw new IllegalArgumentException("--period must be at least 50ms");
        }
        if ((cert == null) != (key == null)) {
            throw new IllegalArgumentException("--tls-cert and --tls-key go together");
        }
        if (token != null && token.isBlank()) {
            throw new IllegalArgumentException("the token is empty");
        }
        if (!isLoopback(bind) && token == null) {
            throw new IllegalArgumentException("--bind " + bind + " is not loopback: give --token-file (or "
                    + TOKEN_ENV + ") so that only your LNet Scope can read this node");
        }
        if (host == null) {
            host = localHostName();
        }
        if (demo == null && demoSpeed != 1) {
            throw new IllegalArgumentException("--demo-speed goes with --demo");
        }
        if (demo != null && lnetctl != null) {
            throw new IllegalArgumentException("--demo reads no LNet: leave out --lnetctl");
        }
        if (demo == null) {
            DebugfsSource.check(debugfs);
            if (meminfo != null) {
                MeminfoSource.check(meminfo);
            }
        }
        return new AgentOptions(debugfs, lnetctl, meminfo, period, bind, port, host, token, cert, key, maxClients, budget,
                metricsPeers, demo == null ? null : new Demo(demo.equals("drift"), demoSpeed));
    }

    static boolean isLoopback(String address) {
        try {
            return InetAddress.getByName(address).isLoopbackAddress();
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("--bind: unknown address " + address);
        }
    }

    private static String localHostName() {
        try {
            String name = InetAddress.getLocalHost().getHostName();
            int dot = name.indexOf('.');
            return dot > 0 ? name.substring(0, dot) : name;
        } catch (UnknownHostException e) {
            return "localhost";
        }
    }

    private static String value(List<String> args, int i, String option) {
        if (i >= args.size()) {
            throw new IllegalArgumentException(option + " needs a value");
        }
        return args.get(i);
    }

    private static int integer(String text, String option, int min, int max) {
        try {
            int n = Integer.parseInt(text);
            if (n < min || n > max) {
                throw new NumberFormatException();
            }
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " takes a number in " + min + ".." + max + ", not " + text);
        }
    }

    /** "1s", "500ms", "2m" to milliseconds. */
    static long duration(String text) {
        Matcher m = Pattern.compile("(\\d+)(ms|s|m)?").matcher(text);
        if (!m.matches()) {
            throw new IllegalArgumentException("bad duration " + text + " (e.g. 1s, 500ms, 2m)");
        }
        long scale = switch (m.group(2) == null ? "s" : m.group(2)) {
            case "ms" -> 1;
            case "m" -> 60_000;
            default -> 1000;
        };
        long n = m.group(1).length() > 12 ? Long.MAX_VALUE : Long.parseLong(m.group(1));
        if (n > MAX_PERIOD_MS / scale) {
            throw new IllegalArgumentException("duration " + text + " is too long (at most 1h)");
        }
        return n * scale;
    }

    static long size(String text) {
        Matcher m = Pattern.compile("(\\d+)(KiB|MiB|GiB)?").matcher(text);
        if (!m.matches()) {
            throw new IllegalArgumentException("bad size " + text + " (e.g. 8MiB)");
        }
        int shift = m.group(2) == null ? 0 : switch (m.group(2)) {
            case "KiB" -> 10;
            case "MiB" -> 20;
            default -> 30;
        };
        // checked before shifting: 99999999999GiB must not wrap around to a small or negative budget
        long n = m.group(1).length() > 12 ? Long.MAX_VALUE : Long.parseLong(m.group(1));
        if (n > MAX_CLIENT_BUFFER >> shift || (n << shift) < MIN_CLIENT_BUFFER) {
            throw new IllegalArgumentException("--client-buffer " + text + " is not in 64KiB..1GiB");
        }
        return n << shift;
    }

    /** The token file's first line; a file that cannot be read is a usage error naming it and why. */
    private static String firstLine(Path file) {
        try (BufferedReader in = Files.newBufferedReader(file)) {
            String line = in.readLine();
            return line == null ? "" : line.trim();
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("--token-file " + file + ": no such file");
        } catch (AccessDeniedException e) {
            throw new IllegalArgumentException("--token-file " + file + ": permission denied");
        } catch (IOException e) {
            throw new IllegalArgumentException("--token-file " + file + ": cannot read: " + e.getMessage());
        }
    }
}
