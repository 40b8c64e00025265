package org.lnetscope.agent;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

import javax.net.ssl.SSLContext;

import org.lnetscope.agent.http.AgentServer;
import org.lnetscope.agent.http.Tls;
import org.lnetscope.agent.source.DebugfsSource;
import org.lnetscope.agent.source.LnetSource;
import org.lnetscope.agent.source.LnetctlSource;
import org.lnetscope.agent.source.MeminfoSource;
import org.lnetscope.protocol.NodeState;

/** A running agent: the sampler on a timer and the HTTP server. Tests run several in one JVM. */
public final class Agent implements AutoCloseable {

    public static final String VERSION = "lnetscope-agent 0.1.0";

    private final Sampler sampler;
    private final AgentServer server;
    private final ScheduledExecutorService timer;
    private final Consumer<Throwable> fatal;

    public Agent(AgentOptions options) throws IOException, GeneralSecurityException {
        this(options, sourceOf(options));
    }

    public Agent(AgentOptions options, LnetSource source) throws IOException, GeneralSecurityException {
        this(options, source, System::currentTimeMillis);
    }

    /** @param clockMs the time stamped on messages: tests run a drift of hours in seconds with a fast one */
    public Agent(AgentOptions options, LnetSource source, LongSupplier clockMs)
            throws IOException, GeneralSecurityException {
        this(options, source, clockMs, Agent::logFatal);
    }

    /**
     * @param fatal told of any Error in the sampler or a request's thread, after which the agent
     *        cannot be trusted: AgentMain logs it and exits non-zero, so that its service manager
     *        restarts it (issue 31: an OOM in the publish stopped sampling for good, silently)
     */
    public Agent(AgentOptions options, LnetSource source, LongSupplier clockMs, Consumer<Throwable> fatal)
            throws IOException, GeneralSecurityException {
        this.fatal = fatal;
        this.sampler = new Sampler(options.host(), VERSION, options.periodMs(), source, clockMs);
        SSLContext tls = options.tlsCert() == null ? null : Tls.context(options.tlsCert(), options.tlsKey());
        this.server = new AgentServer(sampler, new AgentServer.Config(new InetSocketAddress(options.bind(), options.port()),
                options.token(), tls, options.maxClients(), options.clientBudgetBytes(), options.metricsPeers()), fatal);
        this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "lnetscope-agent sampler");
            t.setDaemon(true);
            return t;
        });
        sampler.sample();
        server.start();
        long period = options.periodMs();
        timer.scheduleAtFixedRate(this::sampleSafely, period, period, TimeUnit.MILLISECONDS);
    }

    private void sampleSafely() {
        try {
            sampler.sample();
        } catch (RuntimeException e) {
            // a bug in a reader must not stop the timer (scheduleAtFixedRate cancels on a throw)
            System.err.println("lnetscope-agent: sample failed: " + e);
        } catch (Error e) {
            // the sampler never dies alone: scheduleAtFixedRate would stop here without a word
            fatal.accept(e);
            throw e;
        }
    }

    /** The default for tests (several agents in one JVM): said once; AgentMain exits instead. */
    private static void logFatal(Throwable e) {
        System.err.println("lnetscope-agent: fatal: " + e);
    }

    static LnetSource sourceOf(AgentOptions options) {
        LnetSource lnet = lnetSourceOf(options);
        if (options.meminfo() == null) {
            return lnet;
        }
        MeminfoSource meminfo = new MeminfoSource(options.meminfo());
        return new LnetSource() {
            @Override
            public void readInto(NodeState into) {
                lnet.readInto(into);
                // the node's memory is read whatever LNet's state: a node whose LNet is down still has
                // memory, and a partial LNet read is kept back whole by the sampler anyway
                meminfo.readInto(into);
            }

            @Override
            public String describe() {
                return lnet.describe() + " + " + meminfo.describe();
            }
        };
    }

    private static LnetSource lnetSourceOf(AgentOptions options) {
        List<LnetSource> sources = new ArrayList<>();
        sources.add(new DebugfsSource(options.debugfs()));
        if (options.lnetctl() != null) {
            sources.add(new LnetctlSource(options.lnetctl(), Math.max(2000, options.periodMs() * 5)));
        }
        if (sources.size() == 1) {
            return sources.get(0);
        }
        return new LnetSource() {
            @Override
            public void readInto(NodeState into) {
                // LNet is down only if every source says so: debugfs unmounted must not hide what
                // lnetctl reads
                List<String> down = new ArrayList<>();
                for (LnetSource source : sources) {
                    NodeState one = new NodeState();
                    source.readInto(one);
                    one.diagnostics().forEach(into::report);
                    if (one.incompleteReason() != null) {
                        into.incomplete(one.incompleteReason());
                    }
                    if (one.lnetDownReason() != null) {
                        down.add(one.lnetDownReason());
                        continue;
                    }
                    for (String evidence : one.layoutEvidence()) {
                        if (!evidence.startsWith("conflict") && one.layout() != null) {
                            into.layoutSeen(one.layout(), evidence.substring(evidence.indexOf(':') + 1).strip());
                        }
                    }
                    one.objects().forEach(o -> o.fields().forEach(into.object(o.kind(), o.id())::putValue));
                }
                if (down.size() == sources.size()) {
                    into.lnetDown(String.join("; ", down));
                }
            }

            @Override
            public String describe() {
                return String.join(" + ", sources.stream().map(LnetSource::describe).toList());
            }
        };
    }

    public Sampler sampler() {
        return sampler;
    }

    public AgentServer server() {
        return server;
    }

    public InetSocketAddress address() {
        return server.address();
    }

    @Override
    public void close() {
        timer.shutdownNow();
        server.close();
    }
}
