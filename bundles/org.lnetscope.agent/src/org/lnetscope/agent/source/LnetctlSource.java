package org.lnetscope.agent.source;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import java.util.regex.Pattern;

import org.lnetscope.core.Diagnostic;
import org.lnetscope.lnetfiles.LnetFiles;
import org.lnetscope.protocol.FileSummary;
import org.lnetscope.protocol.LnetObject;
import org.lnetscope.protocol.NodeState;

/**
 * Runs lnetctl's read-only {@code show} commands and reads their YAML. The command list is fixed
 * here, never taken from the user, so the agent cannot be made to change LNet.
 *
 * <p>How lnetctl answers, and what the agent makes of it:
 * <ul>
 * <li>The YAML is on stdout and only stdout is read as YAML. lnetctl prints its errors on stderr,
 * as YAML ({@code show: - net: errno: -100 descr: ...}), and those are read as errors; anything
 * else there (a dynamic linker's warning) is a warning that does not spoil the output.</li>
 * <li>A non-zero exit status is an error naming the command, unless lnetctl's error block said why.
 * What it printed is still read: a show that failed half-way printed the half it got.</li>
 * <li>errno -100 (ENETDOWN) means LNet is not running: the state is "lnet not loaded", nothing read
 * from lnetctl in that period is kept (LNet may have gone between two commands), and the remaining
 * commands are not run.</li>
 * <li>Each run has a timeout, because lnetctl blocks in the kernel when LNet is wedged, which is
 * when the agent matters most. Each run is a session of its own ({@link ProcessSession}); a run
 * past the timeout is killed with its whole session (SIGTERM, then SIGKILL: a wrapper such as sudo
 * keeps lnetctl's pipes in a child), and the remaining commands wait for the next period, so a
 * sample takes at most one timeout. An lnetctl that exits while a process it started still holds
 * its output has that session killed too, so that our pipes end and their reader threads with them. A killed lnetctl that does not go (blocked in the kernel) is
 * waited for: no other is started meanwhile, so a wedged LNet cannot pile up processes.</li>
 * </ul>
 * Problems are diagnostics of the sample, and each new one is written once to the log.
 */
public final class LnetctlSource implements LnetSource {

    static final List<List<String>> COMMANDS = List.of(
            List.of("net", "show", "-v", "2"),
            List.of("peer", "show", "-v", "2"),
            List.of("stats", "show"),
            List.of("routing", "show"),
            List.of("route", "show", "-v"),
            List.of("global", "show"));

    private static final int MAX_OUTPUT = (int) Math.min(LnetFiles.MAX_FILE_BYTES, Integer.MAX_VALUE - 8);
    private static final int MAX_STDERR = 64 * 1024;
    /** How long a killed lnetctl has to go before it counts as stuck. */
    private static final long REAP_MS = 2000;
    /** The first line of lnetctl's error YAML (cYAML_build_error: the command's verb). */
    private static final Pattern ERROR_YAML = Pattern.compile("(show|add|del|set|config|import|export|manage|discover|ping):\\s*");

    private final Path lnetctl;
    private final long timeoutMs;
    private final Consumer<String> log;
    /** Killed processes (lnetctl, or what it left) that were still there; no lnetctl is started while one is. */
    private List<ProcessHandle> stuck = List.of();
    private Set<String> logged = Set.of();

    public LnetctlSource(Path lnetctl, long timeoutMs) {
        this(lnetctl, timeoutMs, line -> System.err.println("lnetscope-agent: " + line));
    }

    /** @param log where new problems (and their end) are written, once each: the agent's stderr */
    public LnetctlSource(Path lnetctl, long timeoutMs, Consumer<String> log) {
        this.lnetctl = lnetctl;
        this.timeoutMs = timeoutMs;
        this.log = log;
    }

    private enum Outcome {
        READ, CANNOT_RUN, TIMED_OUT, INTERRUPTED
    }

    /** Bytes of one pipe, decoded; {@code truncated} when there were more than kept. */
    private record Captured(String text, boolean truncated) {
    }

    @Override
    public void readInto(NodeState into) {
        int firstDiagnostic = into.diagnostics().size();
        Set<String> before = new HashSet<>(into.byKey().keySet());
        boolean downBefore = into.lnetDownReason() != null;
        try {
            readAll(into, downBefore);
        } finally {
            if (!downBefore && into.lnetDownReason() != null) {
                for (String key : new ArrayList<>(into.byKey().keySet())) {
                    if (!before.contains(key)) {
                        into.remove(key);
                    }
                }
            }
            logChanges(into.diagnostics().subList(firstDiagnostic, into.diagnostics().size()));
        }
    }

    private void readAll(NodeState into, boolean downBefore) {
        List<ProcessHandle> alive = stuck.stream().filter(ProcessSession::running).toList();
        if (!alive.isEmpty()) {
            into.report(Diagnostic.error("lnetctl", 0, "lnetctl (pid " + pids(alive) + ") still runs after being killed"
                    + " (blocked in the kernel?); no other is started until it exits"));
            into.incomplete("lnetctl is stuck");
            return;
        }
        stuck = List.of();
        for (int i = 0; i < COMMANDS.size(); i++) {
            Outcome outcome = run(COMMANDS.get(i), into);
            if (outcome == Outcome.INTERRUPTED || outcome == Outcome.CANNOT_RUN) {
                into.incomplete("lnetctl " + String.join(" ", COMMANDS.get(i)) + " could not run");
                return;
            }
            if (outcome == Outcome.TIMED_OUT) {
                into.incomplete("lnetctl " + String.join(" ", COMMANDS.get(i)) + " timed out");
                if (i + 1 < COMMANDS.size()) {
                    List<String> rest = COMMANDS.subList(i + 1, COMMANDS.size()).stream().map(c -> String.join(" ", c)).toList();
                    into.report(Diagnostic.warning("lnetctl", 0, String.join(", ", rest) + " not run this period, after a timeout"));
                }
                return;
            }
            if (!downBefore && into.lnetDownReason() != null) {
                return; // LNet is not running: the other commands can only say so again
            }
        }
    }

    private Outcome run(List<String> args, NodeState into) {
        String label = "lnetctl " + String.join(" ", args);
        List<String> command = new ArrayList<>();
        command.add(lnetctl.toString());
        command.addAll(args);
        ProcessSession session;
        try {
            session = ProcessSession.start(command);
        } catch (IOException e) {
            if (SampleError.isResource(e)) {
                // no fd or memory for a fork: nothing learnt about LNet, the sample failed
                throw new SampleError(SampleError.reasonOf(e), "starting " + label + ": " + e.getMessage(), e);
            }
            into.report(Diagnostic.error(label, 0, "cannot run " + lnetctl + ": " + e.getMessage()));
            return Outcome.CANNOT_RUN;
        }
        Process p = session.process();
        try {
            p.getOutputStream().close();
            // each pipe read on its own thread, so that a big peer table or a chatty stderr cannot fill
            // a pipe and block lnetctl, and a hung lnetctl cannot block us past the timeout. stdout is
            // parsed as it arrives into a state of its own (memory: one peer entry plus what is kept,
            // never the whole text), merged into the sample only once lnetctl has exited in time and
            // the parse is complete: a killed or half-read command adds nothing.
            CompletableFuture<Parsed> out = parse(label, p.getInputStream());
            CompletableFuture<Captured> err = drain(p.getErrorStream(), MAX_STDERR);
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
            boolean exited = p.waitFor(timeoutMs, TimeUnit.MILLISECONDS);
            if (!exited) {
                List<ProcessHandle> left = session.kill(REAP_MS);
                closePipes(p);
                awaitQuietly(out, err);
                stuck = left;
                into.report(Diagnostic.error(label, 0, "did not finish in " + timeoutMs + " ms; killed"
                        + (left.isEmpty() ? "" : ", but it is still there (pid " + pids(left) + ")")));
                return Outcome.TIMED_OUT;
            }
            // lnetctl has exited. What it left in its session is killed now, whatever the pipes say:
            // the JDK closes our end of a pipe when the process exits unless a reader is in a read at
            // that moment (ProcessImpl's processExited), so a closed pipe does not prove that nothing
            // holds it, and a leftover that nobody kills lives on (issue 31: one per period)
            if (ProcessSession.available() && !session.members().isEmpty()) {
                List<ProcessHandle> left = session.kill(REAP_MS);
                if (!left.isEmpty()) {
                    stuck = left;
                }
                into.report(Diagnostic.warning(label, 0, "exited, leaving a process in its session (holding its output?);"
                        + " killed with lnetctl's session"));
            }
            Parsed stdout = await(out, deadline);
            Captured stderr = stdout != null ? await(err, deadline) : null;
            if (stderr == null) {
                // no session to kill (no setsid) or its members outlived SIGKILL: not read
                closePipes(p);
                into.report(Diagnostic.error(label, 0, "exited, but a process it started kept its output open past "
                        + timeoutMs + " ms; not read"));
                return Outcome.TIMED_OUT;
            }
            if (stdout.failure() != null) {
                // the parse itself failed (out of heap, a reader bug): nothing of it is kept and the
                // sample is partial, so the agent keeps serving the last whole state (Sampler)
                into.report(Diagnostic.error(label, 0, "could not be read: " + stdout.failure()));
                into.incomplete(label + " could not be read");
                return Outcome.READ;
            }
            read(label, p.exitValue(), stdout, stderr, into);
            return Outcome.READ;
        } catch (IOException e) {
            into.report(Diagnostic.error(label, 0, "cannot talk to lnetctl: " + e.getMessage()));
            killQuietly(session);
            closePipes(p);
            return Outcome.CANNOT_RUN;
        } catch (InterruptedException e) {
            // the agent is stopping: do not leave lnetctl or what it started behind
            session.members().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            closePipes(p);
            Thread.currentThread().interrupt();
            return Outcome.INTERRUPTED;
        }
    }

    private static String pids(List<ProcessHandle> processes) {
        return String.join(", ", processes.stream().map(h -> Long.toString(h.pid())).toList());
    }

    private static void killQuietly(ProcessSession session) {
        try {
            session.kill(REAP_MS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Our ends of the pipes, closed: the fds go now, whatever the readers are blocked in. */
    private static void closePipes(Process p) {
        for (java.io.Closeable pipe : new java.io.Closeable[] {p.getInputStream(), p.getErrorStream(), p.getOutputStream()}) {
            try {
                pipe.close();
            } catch (IOException e) {
                // closed already
            }
        }
    }

    /** Gives killed readers a moment to see their pipe's end, so their threads are gone before the next run. */
    private static void awaitQuietly(CompletableFuture<?>... readers) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(REAP_MS);
        for (CompletableFuture<?> reader : readers) {
            await(reader, deadline);
        }
    }

    private static void read(String label, int status, Parsed stdout, Captured stderr, NodeState into) {
        if (stdout.truncated()) {
            into.report(Diagnostic.error(label, 0, "printed more than " + MAX_OUTPUT / (1024 * 1024) + " MiB; not read"));
        } else {
            // a router has no routes and a new node no peers: lnetctl then prints nothing, which is no problem
            merge(stdout.state(), into);
        }
        String err = stderr.text().strip();
        boolean explained = false;
        if (!err.isEmpty()) {
            if (ERROR_YAML.matcher(err.lines().findFirst().orElse("")).matches()) {
                int before = into.diagnostics().size();
                LnetFiles.readLnetctl(label + " (stderr)", stderr.text(), into);
                explained = into.diagnostics().size() > before;
            } else if (status == 0) {
                into.report(Diagnostic.warning(label, 0, "said on stderr: " + abbreviate(err)));
            } else {
                into.report(Diagnostic.error(label, 0, "exited with status " + status + ": " + abbreviate(err)));
                explained = true;
            }
        }
        if (status != 0 && !explained) {
            into.report(Diagnostic.error(label, 0, "exited with status " + status
                    + (stdout.bytes() == 0 && err.isEmpty() ? " and printed nothing" : "")));
        }
    }

    /**
     * Adds one command's state to the sample's. Objects new to the sample are moved, not copied
     * (the peer table is most of the memory); one the sample already has gets the new fields.
     */
    static void merge(NodeState part, NodeState into) {
        for (LnetObject o : part.objects()) {
            LnetObject existing = into.get(o.key());
            if (existing == null) {
                into.put(o);
            } else {
                o.fields().forEach(existing::putValue);
            }
        }
        part.diagnostics().forEach(into::report);
        for (String evidence : part.layoutEvidence()) {
            if (!evidence.startsWith("conflict") && part.layout() != null) {
                into.layoutSeen(part.layout(), evidence.substring(evidence.indexOf(':') + 1).strip());
            }
        }
        if (part.lnetDownReason() != null) {
            into.lnetDown(part.lnetDownReason());
        }
        if (part.incompleteReason() != null) {
            into.incomplete(part.incompleteReason());
        }
        if (part.configurationEvidence() != null) {
            into.configuration(part.configurationEvidence());
        }
        for (FileSummary summary : part.summaries()) {
            FileSummary to = into.summary(summary.file());
            summary.read().forEach(to::read);
            summary.ignored().forEach(to::ignored);
        }
    }

    private static CompletableFuture<Captured> drain(InputStream in, int limit) {
        CompletableFuture<Captured> result = new CompletableFuture<>();
        platformThread("lnetctl stderr", () -> {
            try (in) {
                byte[] kept = in.readNBytes(limit);
                boolean more = in.transferTo(OutputStream.nullOutputStream()) > 0;
                result.complete(new Captured(new String(kept, StandardCharsets.UTF_8), more));
            } catch (IOException e) {
                result.complete(new Captured("", false));
            }
        });
        return result;
    }

    /**
     * Parses stdout as it arrives. Past {@link #MAX_OUTPUT} bytes the parse stops and the rest is
     * only drained (so lnetctl can exit); the result is then {@code truncated} and not used.
     */
    private static CompletableFuture<Parsed> parse(String label, InputStream in) {
        CompletableFuture<Parsed> result = new CompletableFuture<>();
        platformThread("lnetctl stdout", () -> {
            Bounded bounded = new Bounded(in, MAX_OUTPUT);
            NodeState part = new NodeState();
            try (in) {
                try {
                    LnetFiles.readLnetctl(label, new InputStreamReader(bounded, StandardCharsets.UTF_8), part);
                } catch (RuntimeException | OutOfMemoryError e) {
                    part = null; // free what it held before anything else is allocated
                    bounded.drain();
                    result.complete(new Parsed(null, bounded.count, false, e.toString()));
                    return;
                }
                bounded.drain();
                result.complete(new Parsed(bounded.over ? null : part, bounded.count, bounded.over, null));
            } catch (IOException e) {
                // closing or draining the pipe failed: what was parsed is whole only if the parse finished
                result.complete(new Parsed(part, bounded.count, bounded.over, part == null ? e.toString() : null));
            }
        });
        return result;
    }

    /**
     * A daemon platform thread for a blocking pipe read: a virtual thread blocked in a pipe read
     * pins its carrier (file I/O is not async in the JDK), and 256 pinned carriers stopped the HTTP
     * side (issue 31).
     */
    private static void platformThread(String name, Runnable body) {
        Thread t = new Thread(body, name);
        t.setDaemon(true);
        t.start();
    }

    /** One command's stdout, parsed; {@code failure} is why the parse threw (nothing kept then). */
    private record Parsed(NodeState state, long bytes, boolean truncated, String failure) {
    }

    /** Counts what is read and reads as end of input past {@code limit}, remembering it was over. */
    private static final class Bounded extends FilterInputStream {
        private final long limit;
        long count;
        boolean over;

        Bounded(InputStream in, long limit) {
            super(in);
            this.limit = limit;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (count >= limit) {
                over |= in.read() >= 0;
                return -1;
            }
            int n = in.read(b, off, (int) Math.min(len, limit - count));
            if (n > 0) {
                count += n;
            }
            return n;
        }

        /** Reads what is left without keeping it, so that lnetctl is never blocked on a full pipe. */
        void drain() throws IOException {
            if (in.transferTo(OutputStream.nullOutputStream()) > 0) {
                over |= count >= limit;
            }
        }
    }

    /** The pipe's content once it closes, or null if it is still open at the deadline. */
    private static <T> T await(CompletableFuture<T> pipe, long deadline) throws InterruptedException {
        try {
            return pipe.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            return null;
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        }
    }

    private static String abbreviate(String text) {
        List<String> lines = text.lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
        String joined = String.join(" | ", lines.subList(0, Math.min(3, lines.size())));
        return joined.length() <= 300 ? joined : joined.substring(0, 297) + "...";
    }

    /** Writes each problem once, when it first appears, and a line when they are all gone. */
    private void logChanges(List<Diagnostic> diagnostics) {
        Set<String> now = new LinkedHashSet<>();
        for (Diagnostic d : diagnostics) {
            now.add(d.toString());
        }
        for (String line : now) {
            if (!logged.contains(line)) {
                log.accept(line);
            }
        }
        if (now.isEmpty() && !logged.isEmpty()) {
            log.accept(describe() + ": read without problems again");
        }
        logged = now;
    }

    /** True where each lnetctl runs in a session of its own, so that what it leaves behind is killed. */
    public static boolean ownSessions() {
        return ProcessSession.available();
    }

    @Override
    public String describe() {
        return "lnetctl " + lnetctl;
    }
}
