package org.lnetscope.app;

import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * What the process and the X server were doing while the UI thread did not answer: every 10 ms, on
 * a thread of its own, the UI thread's CPU time, state and stack, the JVM's CPU time and the X
 * server's (from /proc, Linux), and the collectors' counts and times. A gap of the window's heartbeat
 * is then told apart: the UI thread busy in Java (its CPU near the gap, and where), in the X server
 * (Xvfb's CPU), paused by the JVM (a collection, or the sampler itself late: every thread was stopped,
 * as at a safepoint), or waiting for a core (little CPU anywhere in the process, a loaded machine).
 *
 * <p>The move's thread's stack is taken on a second thread: a stack is a handshake with its thread,
 * which waits while that thread is in the VM (zeroing a large new array, an intrinsic copy), and a
 * sampler waiting there looked like every thread stopped when only the move's was (docs/benchmarks.md,
 * "g37": a 428 ms "stall" with no safepoint over 1 ms in the JVM's log). Such waits are reported
 * apart ({@link #stalls}).
 */
final class GapSampler implements AutoCloseable {

    /** One look at the process. */
    record Sample(long nanos, long uiCpu, long jvmTicks, long xTicks, long gcCount, long gcMillis, Thread.State state,
            StackTraceElement[] stack, StackTraceElement[] moverStack) {
    }

    /** JFace's thread for a forked runnable: the window's long move runs on it (MoveJobs). */
    private static final String MOVER = "ModalContext";
    private Thread mover;
    /** The move's thread's stack at the mover sampler's last look (none yet: empty). */
    private volatile StackTraceElement[] moverStack = new StackTraceElement[0];

    /** A look at the move's thread that waited: from when it was asked to when it answered, its stack before and then. */
    record MoverWait(long from, long to, StackTraceElement[] before, StackTraceElement[] after) {
    }

    private final List<MoverWait> moverWaits = new ArrayList<>();
    private static final long MOVER_WAIT_NANOS = 50_000_000L;

    private static final long PERIOD_MS = 10;
    /** /proc's unit of CPU time: USER_HZ, 100 on every Linux the machine runs. */
    private static final double TICK_S = 0.01;

    private final Thread ui;
    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final List<GarbageCollectorMXBean> collectors = ManagementFactory.getGarbageCollectorMXBeans();
    private final Path xServer = xServerStat();
    private final List<Sample> samples = new ArrayList<>();
    private final Thread sampler;
    private final Thread moverSampler;
    private volatile boolean running = true;

    GapSampler(Thread ui) {
        this.ui = ui;
        sampler = new Thread(this::loop, "lnetscope-gap-sampler");
        sampler.setDaemon(true);
        sampler.start();
        moverSampler = new Thread(this::moverLoop, "lnetscope-gap-sampler-mover");
        moverSampler.setDaemon(true);
        moverSampler.start();
    }

    private void moverLoop() {
        while (running) {
            if (mover == null || !mover.isAlive()) {
                mover = find(MOVER);
            }
            if (mover != null) {
                StackTraceElement[] before = moverStack;
                long asked = System.nanoTime();
                StackTraceElement[] stack = mover.getStackTrace();
                long answered = System.nanoTime();
                moverStack = stack;
                if (answered - asked > MOVER_WAIT_NANOS) {
                    synchronized (moverWaits) {
                        moverWaits.add(new MoverWait(asked, answered, before, stack));
                    }
                }
            }
            try {
                Thread.sleep(PERIOD_MS);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private void loop() {
        while (running) {
            Sample sample = take();
            synchronized (samples) {
                samples.add(sample);
            }
            try {
                Thread.sleep(PERIOD_MS);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private Sample take() {
        long count = 0;
        long millis = 0;
        for (GarbageCollectorMXBean gc : collectors) {
            count += Math.max(0, gc.getCollectionCount());
            millis += Math.max(0, gc.getCollectionTime());
        }
        // getStackTrace is a handshake with the UI thread alone: it does not wait for a safepoint of
        // every thread, so it does not add to what it measures; the move's thread's is the other
        // sampler's last look (that one may wait for it)
        return new Sample(System.nanoTime(), threads.getThreadCpuTime(ui.threadId()), ticks(Path.of("/proc/self/stat")),
                xServer == null ? 0 : ticks(xServer), count, millis, ui.getState(), ui.getStackTrace(), moverStack);
    }

    /** A live thread whose name starts so, found by enumerating the thread groups (no safepoint), or null. */
    private Thread find(String name) {
        ThreadGroup root = ui.getThreadGroup();
        while (root != null && root.getParent() != null) {
            root = root.getParent();
        }
        if (root == null) {
            return null;
        }
        Thread[] all = new Thread[root.activeCount() + 16];
        int n = root.enumerate(all, true);
        for (int i = 0; i < n; i++) {
            if (all[i].getName().startsWith(name)) {
                return all[i];
            }
        }
        return null;
    }

    /** utime + stime of a /proc/PID/stat (fields 14 and 15, after the command's parenthesis). */
    private static long ticks(Path stat) {
        try {
            String line = Files.readString(stat);
            String[] fields = line.substring(line.lastIndexOf(')') + 2).split(" ");
            return Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }

    /** The Xvfb serving this process's DISPLAY (the build starts one), or null. */
    private static Path xServerStat() {
        String display = System.getenv("DISPLAY");
        try (Stream<Path> procs = Files.list(Path.of("/proc"))) {
            for (Path proc : procs.filter(p -> p.getFileName().toString().matches("\\d+")).toList()) {
                try {
                    String[] args = Files.readString(proc.resolve("cmdline")).split("\0");
                    if (args.length > 1 && args[0].endsWith("Xvfb") && (display == null || args[1].equals(display))) {
                        return proc.resolve("stat");
                    }
                } catch (IOException | RuntimeException e) {
                    // a process that ended meanwhile
                }
            }
        } catch (IOException e) {
            return null;
        }
        return null;
    }

    /** What the samples from {@code from} to {@code to} (System.nanoTime) saw, in one paragraph. */
    String describe(long from, long to) {
        List<Sample> in = new ArrayList<>();
        Sample before = null;
        synchronized (samples) {
            for (Sample s : samples) {
                if (s.nanos() < from) {
                    before = s;
                } else if (s.nanos() <= to) {
                    in.add(s);
                }
            }
        }
        if (in.isEmpty()) {
            return "no samples";
        }
        if (before == null) { // the sampler started within: from its first look
            before = in.remove(0);
            if (in.isEmpty()) {
                return "one sample";
            }
        }
        Sample last = in.get(in.size() - 1);
        long latest = 0; // the sampler's own longest interval: every thread stopped (GC, safepoint) or no core
        long previous = before.nanos();
        Map<Thread.State, Integer> states = new LinkedHashMap<>();
        Map<String, Integer> where = new LinkedHashMap<>();
        for (Sample s : in) {
            latest = Math.max(latest, s.nanos() - previous);
            previous = s.nanos();
            states.merge(s.state(), 1, Integer::sum);
            where.merge(where(s.stack()), 1, Integer::sum);
        }
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT,
                "UI CPU %.2f s, JVM CPU %.2f s, Xvfb CPU %.2f s, %d collections (%d ms), sampler's longest interval %d ms;"
                        + " UI thread %s; where (%d samples):",
                (last.uiCpu() - before.uiCpu()) / 1e9, (last.jvmTicks() - before.jvmTicks()) * TICK_S,
                (last.xTicks() - before.xTicks()) * TICK_S, last.gcCount() - before.gcCount(),
                last.gcMillis() - before.gcMillis(), latest / 1_000_000, states, in.size()));
        where.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed()).limit(6)
                .forEach(e -> text.append("\n      ").append(e.getValue()).append(" x ").append(e.getKey()));
        // the move's thread just before and at the first look inside: where a stall of every thread began
        if (before.moverStack().length > 0 || in.get(0).moverStack().length > 0) {
            text.append("\n    the move's thread before: ").append(where(before.moverStack()))
                    .append("\n    and at the first look in it: ").append(where(in.get(0).moverStack()));
        }
        return text.toString();
    }

    /**
     * Every interval of the sampler's own longer than {@code minNanos} from {@code from} to {@code to}: the
     * sampler sleeps 10 ms, so a longer one is a pause of every thread (a safepoint the JVM waited for or
     * held: a collection) or no core for it; each with the move's thread's stack before and after. Then
     * every look at the move's thread that waited longer: that thread alone was in the VM, the others ran
     * unless a stall of the sampler's own shows meanwhile.
     */
    String stalls(long from, long to, long minNanos) {
        StringBuilder text = new StringBuilder();
        synchronized (samples) {
            for (int i = 1; i < samples.size(); i++) {
                Sample a = samples.get(i - 1);
                Sample b = samples.get(i);
                if (b.nanos() < from || a.nanos() > to || b.nanos() - a.nanos() < minNanos) {
                    continue;
                }
                text.append(String.format(Locale.ROOT, "%n  sampler stalled %d ms (%d collections, %d ms); the move's thread"
                        + " before: %s%n    after: %s", (b.nanos() - a.nanos()) / 1_000_000, b.gcCount() - a.gcCount(),
                        b.gcMillis() - a.gcMillis(), where(a.moverStack()), where(b.moverStack())));
            }
        }
        synchronized (moverWaits) {
            for (MoverWait wait : moverWaits) {
                if (wait.to() < from || wait.from() > to || wait.to() - wait.from() < minNanos) {
                    continue;
                }
                text.append(String.format(Locale.ROOT, "%n  the move's thread answered for its stack after %d ms (in the VM: a large"
                        + " array zeroed or copied); before: %s%n    then: %s", (wait.to() - wait.from()) / 1_000_000,
                        where(wait.before()), where(wait.after())));
            }
        }
        return text.toString();
    }

    /**
     * A stack in a line: its top frame and the first of the project's frames below it (what the UI
     * thread was doing, and for which view).
     */
    private static String where(StackTraceElement[] stack) {
        if (stack.length == 0) {
            return "(no stack)";
        }
        StringBuilder line = new StringBuilder(frame(stack[0]));
        int shown = 0;
        for (int i = 1; i < stack.length && shown < 3; i++) {
            if (stack[i].getClassName().startsWith("org.lnetscope.")
                    && !stack[i].getClassName().startsWith("org.lnetscope.app.")) {
                line.append(" < ").append(frame(stack[i]));
                shown++;
            }
        }
        return line.toString();
    }

    private static String frame(StackTraceElement e) {
        String type = e.getClassName().substring(e.getClassName().lastIndexOf('.') + 1);
        return type + "." + e.getMethodName() + (e.getLineNumber() > 0 ? ":" + e.getLineNumber() : "");
    }

    /** Every live thread's CPU time now, by name (a pool's threads summed), for {@link #busiest}. */
    static Map<String, Long> threadCpu() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        Map<String, Long> cpu = new LinkedHashMap<>();
        // ThreadInfo without stacks: Thread.getAllStackTraces would stop every thread at a safepoint
        for (var info : threads.getThreadInfo(threads.getAllThreadIds())) {
            long ns = info == null ? -1 : threads.getThreadCpuTime(info.getThreadId());
            if (ns > 0) {
                cpu.merge(info.getThreadName().replaceAll("[-#]?\\d+$", ""), ns, Long::sum);
            }
        }
        return cpu;
    }

    /**
     * The threads that used the most CPU between two {@link #threadCpu} looks (a thread started
     * meanwhile counts whole; one that ended is missing), "name 1.23 s, ...".
     */
    static String busiest(Map<String, Long> before, Map<String, Long> after, int count) {
        StringBuilder text = new StringBuilder();
        after.entrySet().stream().map(e -> Map.entry(e.getKey(), e.getValue() - before.getOrDefault(e.getKey(), 0L)))
                .filter(e -> e.getValue() > 10_000_000L)
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(count)
                .forEach(e -> text.append(text.length() == 0 ? "" : ", ").append(e.getKey())
                        .append(String.format(Locale.ROOT, " %.2f s", e.getValue() / 1e9)));
        return text.toString();
    }

    @Override
    public void close() {
        running = false;
        sampler.interrupt();
        moverSampler.interrupt();
    }
}
