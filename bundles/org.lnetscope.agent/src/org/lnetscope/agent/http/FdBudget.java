package org.lnetscope.agent.http;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * How many connections the agent may hold: well below its file-descriptor limit, so that the
 * sampler always has fds for debugfs, lnetctl's pipes and /proc (issue 31: 6,000 half requests under
 * systemd's default 1024 exhausted the fds, the debugfs reads failed with EMFILE, and LNet was
 * reported unloaded). Read once at start from {@code /proc/self/limits} (getrlimit(RLIMIT_NOFILE)
 * as proc(5) shows it) and the fds open then; half of what is left goes to connections, the other
 * half (at least {@link #MIN_RESERVE}) stays for sampling and the JVM.
 *
 * @param softLimit RLIMIT_NOFILE's soft limit, or -1 when it could not be read
 * @param openAtStart fds open when the agent started (jars, the JVM's own), or -1
 * @param maxConnections connections accepted at once; more wait in the kernel's accept queue
 */
public record FdBudget(long softLimit, long openAtStart, int maxConnections) {

    static final int MIN_RESERVE = 64;
    /** With no limit to go by: what systemd's default 1024 would give. */
    static final int UNKNOWN_LIMIT_CONNECTIONS = 256;
    static final int MAX_CONNECTIONS = 4096;

    public static FdBudget measure() {
        long soft = softLimit(Path.of("/proc/self/limits"));
        long open = openFds();
        return of(soft, open);
    }

    static FdBudget of(long soft, long open) {
        if (soft <= 0 || open < 0) {
            return new FdBudget(soft, open, UNKNOWN_LIMIT_CONNECTIONS);
        }
        long left = soft - open;
        long reserve = Math.max(MIN_RESERVE, left / 2);
        long connections = Math.min(MAX_CONNECTIONS, left - reserve);
        return new FdBudget(soft, open, (int) Math.max(8, connections));
    }

    /** The soft "Max open files" of a /proc/PID/limits file; -1 if unreadable, Long.MAX_VALUE if unlimited. */
    static long softLimit(Path limits) {
        try {
            for (String line : Files.readAllLines(limits)) {
                Matcher m = Pattern.compile("Max open files\\s+(\\S+)\\s+(\\S+)\\s+files\\s*").matcher(line);
                if (m.matches()) {
                    return m.group(1).equals("unlimited") ? Long.MAX_VALUE : Long.parseLong(m.group(1));
                }
            }
        } catch (IOException | NumberFormatException e) {
            // not Linux, or no /proc: the default cap
        }
        return -1;
    }

    private static long openFds() {
        try (Stream<Path> fds = Files.list(Path.of("/proc/self/fd"))) {
            return fds.count();
        } catch (IOException | java.io.UncheckedIOException e) {
            return -1;
        }
    }

    /** For the start-up log line. */
    public String describe() {
        return "at most " + maxConnections + " connections at once (RLIMIT_NOFILE " + (softLimit < 0 ? "unknown"
                : softLimit == Long.MAX_VALUE ? "unlimited" : Long.toString(softLimit)) + ", " + openAtStart
                + " fds open at start; the rest kept for sampling)";
    }
}
