package org.lnetscope.agent.source;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A command run in a session of its own, so that everything it starts can be found and killed,
 * even after it has exited: Java can neither {@code setsid()} nor {@code killpg()}, so the command
 * is started by util-linux's {@code setsid} (which, the JVM's child not being a group leader, calls
 * setsid(2) and execs it: the command's pid is its session id), and the session's members are
 * read from {@code /proc/PID/stat} (field 6, the session; proc(5)). A process that an exited lnetctl
 * left behind is init's child, no longer a descendant: the session is what still ties it to us.
 *
 * <p>Without setsid (a node without util-linux) commands run as before, in the agent's own session:
 * only descendants of a live command can be killed then, which {@link #members()} falls back to.
 */
final class ProcessSession {

    /** How long members have between SIGTERM and SIGKILL. */
    static final long TERM_GRACE_MS = 500;

    private static final Path SETSID = findSetsid();

    private final Process process;
    private final boolean ownSession;

    private ProcessSession(Process process, boolean ownSession) {
        this.process = process;
        this.ownSession = ownSession;
    }

    private static Path findSetsid() {
        for (String candidate : new String[] {"/usr/bin/setsid", "/bin/setsid"}) {
            Path p = Path.of(candidate);
            if (Files.isRegularFile(p) && Files.isExecutable(p) && Files.isDirectory(Path.of("/proc/self"))) {
                return p;
            }
        }
        return null;
    }

    /** True where commands get sessions of their own (util-linux setsid and /proc are there). */
    static boolean available() {
        return SETSID != null;
    }

    /** Starts {@code command} in a new session; stdin, stdout, stderr are pipes as with ProcessBuilder. */
    static ProcessSession start(List<String> command) throws IOException {
        if (!Files.isExecutable(Path.of(command.get(0)))) {
            // setsid would start and then fail its exec: say it as ProcessBuilder would
            throw new IOException(Files.exists(Path.of(command.get(0))) ? "not executable" : "no such file");
        }
        List<String> full = new ArrayList<>();
        if (SETSID != null) {
            full.add(SETSID.toString());
        }
        full.addAll(command);
        return new ProcessSession(new ProcessBuilder(full).start(), SETSID != null);
    }

    Process process() {
        return process;
    }

    /**
     * The processes still in the command's session (the command itself while it runs), or, without
     * a session of its own, its live descendants.
     */
    List<ProcessHandle> members() {
        if (!ownSession) {
            List<ProcessHandle> all = new ArrayList<>(process.descendants().toList());
            if (process.isAlive()) {
                all.add(process.toHandle());
            }
            return all;
        }
        long sid = process.pid();
        List<ProcessHandle> found = new ArrayList<>();
        // what the command started has a higher pid than the command (pids grow until pid_max and
        // wrap): only those are read, a few instead of every process of a busy node
        boolean all = lastPid() < sid; // wrapped since: read them all
        try (DirectoryStream<Path> procs = Files.newDirectoryStream(Path.of("/proc"), p -> isPid(p.getFileName().toString())
                && (all || Long.parseLong(p.getFileName().toString()) >= sid))) {
            for (Path dir : procs) {
                long[] stat = stat(dir.resolve("stat"));
                // a zombie (state Z) has exited; only its parent's wait is missing, nothing to kill
                if (stat != null && stat[1] == sid && stat[0] != 'Z') {
                    ProcessHandle.of(Long.parseLong(dir.getFileName().toString())).ifPresent(found::add);
                }
            }
        } catch (IOException e) {
            // /proc unreadable now (fds exhausted): the next look finds them
        }
        return found;
    }

    /** Alive and not a zombie (a zombie has exited; it waits only for its parent's wait). */
    static boolean running(ProcessHandle handle) {
        if (!handle.isAlive()) {
            return false;
        }
        long[] stat = stat(Path.of("/proc", Long.toString(handle.pid()), "stat"));
        return stat == null ? handle.isAlive() : stat[0] != 'Z';
    }

    /** The last pid the kernel gave (/proc/loadavg's last field), or MAX_VALUE if unknown. */
    private static long lastPid() {
        try {
            // "0.00 0.01 0.05 1/123 4567": the last field is the most recent pid (proc(5))
            String[] f = Files.readString(Path.of("/proc/loadavg")).strip().split(" ");
            return Long.parseLong(f[f.length - 1]);
        } catch (IOException | RuntimeException e) {
            return Long.MAX_VALUE;
        }
    }

    /** {state, session} of /proc/PID/stat, or null if it is gone or not readable. */
    private static long[] stat(Path file) {
        try {
            String text = new String(Files.readAllBytes(file), StandardCharsets.US_ASCII);
            // comm (field 2) is in parentheses and may hold spaces or ')': the fields follow the last ')'
            String[] f = text.substring(text.lastIndexOf(')') + 2).split(" ");
            return new long[] {f[0].charAt(0), Long.parseLong(f[3])};
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private static boolean isPid(String name) {
        if (name.isEmpty()) {
            return false;
        }
        for (int i = 0; i < name.length(); i++) {
            if (!Character.isDigit(name.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Kills the session: SIGTERM to each member, SIGKILL to those still there after
     * {@link #TERM_GRACE_MS}. Returns the members that outlived SIGKILL by {@code reapMs} (blocked
     * in the kernel), empty when all went.
     */
    List<ProcessHandle> kill(long reapMs) throws InterruptedException {
        List<ProcessHandle> members = members();
        members.forEach(ProcessHandle::destroy);
        List<ProcessHandle> left = waitGone(TERM_GRACE_MS);
        if (left.isEmpty()) {
            return left;
        }
        left.forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        return waitGone(reapMs);
    }

    private List<ProcessHandle> waitGone(long ms) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(ms);
        while (true) {
            if (process.isAlive()) {
                process.waitFor(10, TimeUnit.MILLISECONDS); // reaps it, so it is no zombie of ours
            }
            List<ProcessHandle> left = members();
            if (left.isEmpty() || System.nanoTime() >= deadline) {
                return left;
            }
            Thread.sleep(10);
        }
    }
}
