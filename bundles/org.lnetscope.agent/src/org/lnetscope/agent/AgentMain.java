package org.lnetscope.agent;

import java.util.List;
import java.util.concurrent.CountDownLatch;

import org.lnetscope.agent.demo.DemoRouter;

/** {@code lnetscope-agent}: a plain Java main, no OSGi (see the launcher next to lnetscope). */
public final class AgentMain {

    private AgentMain() {
    }

    public static void main(String[] args) throws Exception {
        List<String> list = List.of(args);
        if (list.contains("--help") || list.contains("-h")) {
            System.out.println(AgentOptions.USAGE);
            return;
        }
        if (list.contains("--version")) {
            System.out.println(Agent.VERSION);
            return;
        }
        AgentOptions options;
        try {
            options = AgentOptions.parse(list, System.getenv());
        } catch (IllegalArgumentException e) {
            String message = e.getMessage() == null ? e.toString() : e.getMessage();
            // an option value is echoed in the message: never a whole hostile megabyte of it
            System.err.println("lnetscope-agent: " + (message.length() > 1000 ? message.substring(0, 1000) + "..." : message));
            System.err.println("(lnetscope-agent --help lists the options)");
            System.exit(2);
            return;
        }
        // NIO keeps, per thread, a temporary direct buffer as large as the largest heap buffer that
        // thread wrote, for ever: bounded here before any socket is opened (writes are sliced anyway)
        if (System.getProperty("jdk.nio.maxCachedBufferSize") == null) {
            System.setProperty("jdk.nio.maxCachedBufferSize", Integer.toString(org.lnetscope.agent.http.AgentServer.WRITE_SLICE));
        }
        // Jetty logs through SLF4J: its warnings and errors to stderr (slf4j-simple, in the launcher's
        // class path), not its start-up chatter; without a provider, SLF4J would say so once at start
        System.setProperty("slf4j.internal.verbosity", "ERROR");
        if (System.getProperty("org.slf4j.simpleLogger.defaultLogLevel") == null) {
            System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        }
        Thread.setDefaultUncaughtExceptionHandler((thread, e) -> {
            if (e instanceof Error) {
                fatal(e, thread.getName());
            } else {
                System.err.println("lnetscope-agent: " + thread.getName() + ": " + e);
            }
        });
        Agent agent;
        DemoRouter demo = options.demo() == null ? null : DemoRouter.of(options.demo(), System::currentTimeMillis);
        try {
            agent = demo != null ? new Agent(options, demo.source(), demo.clockMs(), e -> fatal(e, Thread.currentThread().getName()))
                    : new Agent(options, Agent.sourceOf(options), System::currentTimeMillis,
                            e -> fatal(e, Thread.currentThread().getName()));
        } catch (Exception e) {
            System.err.println("lnetscope-agent: cannot start: " + e.getMessage());
            System.exit(1);
            return;
        }
        CountDownLatch stop = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            agent.close();
            stop.countDown();
        }));
        System.err.println("lnetscope-agent: " + agent.server().fds().describe());
        if (options.lnetctl() != null && !org.lnetscope.agent.source.LnetctlSource.ownSessions()) {
            System.err.println("lnetscope-agent: no setsid (util-linux): what lnetctl leaves behind after it exits cannot be"
                    + " found and killed");
        }
        if (demo != null) {
            System.err.println("lnetscope-agent: " + demo.banner());
        }
        String scheme = options.tlsCert() == null ? "http" : "https";
        System.err.printf("lnetscope-agent: %s on %s://%s:%d/ (period %d ms, host %s%s)%n", agent.sampler().describeSource(),
                scheme, options.bind(), agent.address().getPort(), options.periodMs(), options.host(),
                options.token() == null ? "" : ", token required");
        stop.await();
    }

    private static final java.util.concurrent.atomic.AtomicBoolean DYING = new java.util.concurrent.atomic.AtomicBoolean();

    /**
     * Any Error in the sampler, a request or a guard thread: said once, then the agent exits with
     * status 70 (EX_SOFTWARE) without running its shutdown hooks (they could wait on what broke);
     * its service manager restarts it (Restart=on-failure in lnetscope-agent.service).
     */
    static void fatal(Throwable e, String where) {
        if (!DYING.compareAndSet(false, true)) {
            return;
        }
        try {
            System.err.println("lnetscope-agent: fatal error in " + where + ": " + e + "; exiting (status 70) to be restarted");
            System.err.flush();
        } finally {
            Runtime.getRuntime().halt(70);
        }
    }
}
