package org.lnetscope.agent;

import java.util.List;
import java.util.concurrent.CountDownLatch;

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
        Agent agent;
        try {
            agent = new Agent(options);
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
        String scheme = options.tlsCert() == null ? "http" : "https";
        System.err.printf("lnetscope-agent: %s on %s://%s:%d/ (period %d ms, host %s%s)%n", agent.sampler().describeSource(),
                scheme, options.bind(), agent.address().getPort(), options.periodMs(), options.host(),
                options.token() == null ? "" : ", token required");
        stop.await();
    }
}
