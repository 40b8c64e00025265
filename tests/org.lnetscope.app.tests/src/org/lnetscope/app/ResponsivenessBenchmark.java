package org.lnetscope.app;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BooleanSupplier;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.OpenFabric;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.views.FabricView;
import org.lnetscope.ui.views.ProblemsView;

/**
 * How long the real workbench's event loop stalls while it opens, checks, steps, plays and seeks
 * the examples and a large fabric: a benchmark, not a test (it asserts nothing and runs only with
 * LNETSCOPE_BENCH=1). A 10 ms timer runs on the UI thread throughout; a phase's stall is the
 * longest gap between two of its firings minus 10 ms, so it counts everything the UI thread did
 * meanwhile (views redrawing, replay frames), as a user would feel it. The actions are those of
 * the window's own handlers: File > Open (OpenFabric), F6 (step), F8 (play), a Timeline click
 * (seek), all on the UI thread. Figures go to docs/benchmarks.md with the command:
 * {@code LNETSCOPE_BENCH=1 LNETSCOPE_LARGE=/tmp/large-20s.lnetmodelb ./mvnw -o -q verify -pl tests/org.lnetscope.app.tests
 * -Dtest=ResponsivenessBenchmark -Dsurefire.failIfNoSpecifiedTests=false}
 */
@EnabledIfEnvironmentVariable(named = "LNETSCOPE_BENCH", matches = "1")
class ResponsivenessBenchmark {

    private static final Path EXAMPLES = Path.of("..", "..", "examples");
    private static final int TICK_MILLIS = 10;

    private final IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    private final List<String> rows = new ArrayList<>();

    /**
     * A 10 ms timer recording the gaps between its firings, and a watchdog thread that, while the
     * timer is late by more than 50 ms, samples the UI thread's stack: where a stall comes from.
     */
    private static final class Probe {
        final List<Long> gaps = new ArrayList<>();
        volatile long last = System.nanoTime();
        volatile boolean running = true;
        final Map<String, Integer> stalledIn = new ConcurrentHashMap<>();

        Probe(Display display) {
            Thread ui = display.getThread();
            Thread watchdog = new Thread(() -> {
                while (running) {
                    if (System.nanoTime() - last > 60_000_000L) {
                        stalledIn.merge(where(ui.getStackTrace()), 1, Integer::sum);
                    }
                    try {
                        Thread.sleep(20);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }, "stall watchdog");
            watchdog.setDaemon(true);
            watchdog.start();
            display.timerExec(TICK_MILLIS, new Runnable() {
                @Override
                public void run() {
                    long now = System.nanoTime();
                    gaps.add((now - last) / 1_000_000);
                    last = now;
                    if (running) {
                        display.timerExec(TICK_MILLIS, this);
                    }
                }
            });
        }

        /** The innermost LNet Scope frame (else the top frame), and the one that called it. */
        static String where(StackTraceElement[] stack) {
            for (int i = 0; i < stack.length; i++) {
                String c = stack[i].getClassName();
                if (c.startsWith("org.lnetscope.") && !c.startsWith("org.lnetscope.app.Responsiveness")
                        && !c.startsWith("org.lnetscope.app.Ui")) {
                    return stack[i] + (i + 1 < stack.length ? " < " + stack[i + 1] : "");
                }
            }
            return stack.length == 0 ? "?" : stack[0].toString();
        }

        /** The three places most often sampled during stalls, with 20 ms samples each. */
        String hotspots() {
            return stalledIn.entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue()).limit(3)
                    .map(e -> e.getValue() + " x " + e.getKey()).reduce((a, b) -> a + "; " + b).orElse("");
        }

        /** The longest stall and the 99th percentile, in ms beyond the timer's own period. */
        long[] stop() {
            running = false;
            long[] sorted = gaps.stream().mapToLong(g -> Math.max(0, g - TICK_MILLIS)).sorted().toArray();
            if (sorted.length == 0) {
                return new long[] {0, 0, 0};
            }
            return new long[] {sorted[sorted.length - 1], sorted[(int) Math.min(sorted.length - 1, sorted.length * 0.99)], sorted.length};
        }
    }

    private interface Action {
        void run() throws Exception;
    }

    /** Runs {@code action} on the UI thread with the probe running, then the event loop until {@code done}. */
    private void phase(String what, Action action, BooleanSupplier done) throws Exception {
        Ui.settle(200);
        Probe probe = new Probe(Display.getCurrent());
        long start = System.nanoTime();
        action.run();
        long end = System.currentTimeMillis() + 600_000;
        while (!done.getAsBoolean() && System.currentTimeMillis() < end) {
            Ui.settle(20);
        }
        Ui.settle(100);
        long[] stall = probe.stop();
        String row = String.format(Locale.ROOT, "| %s | %,d | **%,d** | %,d | %,d |", what, (System.nanoTime() - start) / 1_000_000,
                stall[0], stall[1], stall[2]);
        rows.add(row);
        System.out.println(row);
        System.out.println("    stalled in: " + probe.hotspots());
    }

    /** The last File > Open job. */
    private Job opening;

    private void open(Path file, Shell shell) {
        opening = OpenFabric.open(file, shell);
    }

    /** The job ended and what it opened is shown: loaded, laid out and checked. */
    private boolean shown(FabricView fabric, ProblemsView problems) {
        return opening.getResult() != null && WindowDocument.get().loading().isEmpty()
                && WindowDocument.get().fabric().isPresent() && !fabric.canvas().isLayingOut() && !problems.isChecking();
    }

    @Test
    void longestStalls() throws Exception {
        PlatformUI.getWorkbench().showPerspective(LnetScopePerspective.ID, page.getWorkbenchWindow());
        FabricView fabric = (FabricView) page.showView(LnetScopeUi.FABRIC_VIEW_ID);
        ProblemsView problems = (ProblemsView) page.showView(LnetScopeUi.PROBLEMS_VIEW_ID);
        var shell = page.getWorkbenchWindow().getShell();
        rows.add("| Phase | Wall (ms) | Longest stall (ms) | p99 stall (ms) | Timer firings |");
        rows.add("|---|---|---|---|---|");

        Path seed = EXAMPLES.resolve("seed-incident.lnetmodelb");
        phase("seed incident: open (load, layout, check)", () -> open(seed, shell), () -> shown(fabric, problems));
        phase("seed incident: open again", () -> open(seed, shell), () -> shown(fabric, problems));
        phase("seed incident: search a node, open its group", () -> fabric.canvas().reveal("c010"),
                () -> !fabric.canvas().isLayingOut());

        Path trace = EXAMPLES.resolve("traces").resolve("router-oom-small.lnettrace");
        phase("small trace: open", () -> open(trace, shell),
                () -> opening.getResult() != null && WindowDocument.get().replay().isPresent()
                        && WindowDocument.get().loading().isEmpty());
        ReplaySession session = WindowDocument.get().replay().orElseThrow();
        phase("small trace: step 200 times (F6)", () -> {
            for (int i = 0; i < 200; i++) {
                session.step(1);
                Ui.settle(5);
            }
        }, () -> true);
        long events = session.reader().eventCount();
        phase("small trace: seek to the middle, the end, the start", () -> {
            session.seekToEvent(events / 2);
            Ui.settle(50);
            session.seekToEvent(events - 1);
            Ui.settle(50);
            session.seekToEvent(0);
        }, () -> true);
        long[] playUntil = {0};
        phase("small trace: play 5 s (F8)", () -> {
            playUntil[0] = System.currentTimeMillis() + 5_000;
            session.play(30.0);
        }, () -> System.currentTimeMillis() >= playUntil[0]);
        session.pause();

        String large = System.getenv("LNETSCOPE_LARGE");
        if (large != null && Files.isRegularFile(Path.of(large))) {
            Path file = Path.of(large);
            phase("large fabric: open (load, layout, check)", () -> open(file, shell), () -> shown(fabric, problems));
            phase("large fabric: search a router, open its group", () -> fabric.canvas().reveal("router37"),
                    () -> !fabric.canvas().isLayingOut());
            phase("large fabric: zoom out, fit", () -> {
                fabric.canvas().zoom(0.5);
                Ui.settle(20);
                fabric.canvas().fit();
            }, () -> true);
        }
        System.out.println(String.join("\n", rows));
        WindowDocument.get().open(null, null);
        Ui.settle(300);
    }
}
