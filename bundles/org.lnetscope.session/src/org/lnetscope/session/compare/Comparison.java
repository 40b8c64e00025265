package org.lnetscope.session.compare;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

import org.lnetscope.model.Fabric;
import org.lnetscope.replay.FrameChanges;
import org.lnetscope.session.Session;
import org.lnetscope.session.replay.ReplaySession;

/**
 * Two traces opened as one: a baseline and another run (a fix, a what-if, another site), on one clock
 * whose zero is each run's start or fault ({@link Align}), with linked cursors: moving the baseline
 * (step, seek, play) moves the other run to the same clock time. A run that has ended by then (its
 * OOM, or the end of its trace) stays on its last state and is {@link #ended ended}.
 *
 * <p>Headless, like every session: the window's views and {@code lnetscope compare} read the same
 * object. All moves run on one thread (the window's UI thread), as for {@link ReplaySession}.
 */
public final class Comparison implements Session {

    /** One side of the comparison: its replay, its whole-run figures, and where its clock starts. */
    public record Run(ReplaySession session, RunFigures figures, long originNs) {

        /** The run's own trace time at comparison clock {@code clockNs}. */
        public long traceTime(long clockNs) {
            return originNs + clockNs;
        }

        /** The comparison clock at the run's own trace time {@code traceNs}. */
        public long clockOf(long traceNs) {
            return traceNs - originNs;
        }

        public String label() {
            return figures.label();
        }
    }

    private final Run baseline;
    private final Run other;
    private final Align align;
    private long clockNs;
    private boolean following;
    private final Consumer<FrameChanges> follow = changes -> followBaseline();
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();

    private Comparison(Run baseline, Run other, Align align) {
        this.baseline = baseline;
        this.other = other;
        this.align = align;
        this.clockNs = baseline.clockOf(baseline.session().cursor().timeNs());
        baseline.session().addFrameListener(follow);
        moveOther();
    }

    /** Opens {@code baseline} and {@code other} (each scanned once for its figures: seconds for a big trace). */
    public static Comparison open(Path baseline, Path other, Align align) throws IOException {
        return open(baseline, label(baseline), other, label(other), align, () -> false);
    }

    /**
     * Opens the two traces with the labels the legend and the tables show.
     *
     * @throws IOException naming the file that cannot be read; nothing stays open then
     */
    public static Comparison open(Path baseline, String baselineLabel, Path other, String otherLabel, Align align,
            BooleanSupplier cancelled) throws IOException {
        RunFigures a = RunScan.scan(baseline, baselineLabel, cancelled);
        RunFigures b = RunScan.scan(other, otherLabel, cancelled);
        ReplaySession sa = ReplaySession.open(baseline);
        ReplaySession sb;
        try {
            sb = ReplaySession.open(other);
        } catch (IOException | RuntimeException e) {
            sa.close();
            throw e;
        }
        return new Comparison(new Run(sa, a, a.originNs(align)), new Run(sb, b, b.originNs(align)), align);
    }

    /**
     * Opens the two traces on a clock whose zero is at the given trace time of each: for a dump beside
     * the run fitted to it (lnetscope fit), each at its fault as the fit places it, so that the dump's
     * moment and the run's matching moment are the same clock time. {@code align} names that zero in
     * the views (FAULT: "the fault").
     */
    public static Comparison openAt(Path baseline, String baselineLabel, long baselineOriginNs, Path other, String otherLabel,
            long otherOriginNs, Align align, BooleanSupplier cancelled) throws IOException {
        RunFigures a = RunScan.scan(baseline, baselineLabel, cancelled);
        RunFigures b = RunScan.scan(other, otherLabel, cancelled);
        ReplaySession sa = ReplaySession.open(baseline);
        ReplaySession sb;
        try {
            sb = ReplaySession.open(other);
        } catch (IOException | RuntimeException e) {
            sa.close();
            throw e;
        }
        return new Comparison(new Run(sa, a, baselineOriginNs), new Run(sb, b, otherOriginNs), align);
    }

    /** "router-oom-small" for router-oom-small.lnettrace. */
    public static String label(Path trace) {
        String name = trace.getFileName().toString();
        return name.endsWith(".lnettrace") ? name.substring(0, name.length() - ".lnettrace".length()) : name;
    }

    public Run baseline() {
        return baseline;
    }

    public Run other() {
        return other;
    }

    public List<Run> runs() {
        return List.of(baseline, other);
    }

    public Align align() {
        return align;
    }

    /** The comparison clock (ns from the runs' origins): where the cursors are. */
    public long clockNs() {
        return clockNs;
    }

    /** The clock's range: from the earlier origin-relative start to the later end of the two runs. */
    public long firstClockNs() {
        return Math.min(baseline.clockOf(baseline.figures().startNs()), other.clockOf(other.figures().startNs()));
    }

    public long lastClockNs() {
        return Math.max(baseline.clockOf(baseline.figures().endNs()), other.clockOf(other.figures().endNs()));
    }

    /** True when {@code run} has no more events at the clock: it stays on its last state (its OOM, or its end). */
    public boolean ended(Run run) {
        return run.traceTime(clockNs) > run.figures().endNs();
    }

    /** True when {@code run} has not begun at the clock (aligned at the fault, one run's start comes later). */
    public boolean notStarted(Run run) {
        return run.traceTime(clockNs) < run.figures().startNs();
    }

    /** "ended at 3m36.648s (OOM)" or "", for a run's label in the views. */
    public String status(Run run) {
        if (ended(run)) {
            return run.figures().ranOutOfMemory() ? "ended: out of memory" : "ended: end of trace";
        }
        return notStarted(run) ? "not started" : "";
    }

    /**
     * Called after every move, once both runs are at the clock (a view repaints once, never between
     * the two runs' moves), whoever moved the baseline: this object, its player, or a view.
     */
    public void addListener(Runnable listener) {
        listeners.add(listener);
    }

    public void removeListener(Runnable listener) {
        listeners.remove(listener);
    }

    /** Moves both runs to clock time {@code clock}; a run that ended by then shows its last state. */
    public void seek(long clock) {
        clockNs = clock;
        following = true;
        try {
            baseline.session().seek(clamp(baseline, clock));
            moveOther();
        } finally {
            following = false;
        }
        fire();
    }

    /**
     * Steps {@code events} events of the run that is still going (the baseline while it lasts, then
     * the other run), and moves the other run to the same clock.
     */
    public void step(int events) {
        // forward: once the baseline is on its last event; backward: while the clock is past its end
        boolean baselineDone = events > 0 ? baseline.session().cursor().position() >= baseline.session().cursor().eventCount()
                : ended(baseline) || baseline.session().cursor().position() == 0;
        Run leader = baselineDone ? other : baseline;
        following = true;
        try {
            leader.session().step(events);
            clockNs = leader.clockOf(leader.session().cursor().timeNs());
            if (leader == baseline) {
                moveOther();
            } else {
                baseline.session().seek(clamp(baseline, clockNs));
            }
        } finally {
            following = false;
        }
        fire();
    }

    /** Plays the baseline at {@code tracePerWall}; every frame of it moves the other run along. */
    public void play(double tracePerWall) {
        baseline.session().play(tracePerWall);
    }

    public void pause() {
        baseline.session().pause();
        other.session().pause();
    }

    private void followBaseline() {
        if (following) {
            return;
        }
        // a frame of the baseline's own player (or of a view that moved it directly)
        clockNs = baseline.clockOf(baseline.session().cursor().timeNs());
        following = true;
        try {
            moveOther();
        } finally {
            following = false;
        }
        fire();
    }

    private void fire() {
        for (Runnable listener : listeners) {
            listener.run();
        }
    }

    private void moveOther() {
        other.session().seek(clamp(other, clockNs));
    }

    private static long clamp(Run run, long clock) {
        return Math.max(run.figures().startNs(), Math.min(run.figures().endNs(), run.traceTime(clock)));
    }

    /** The baseline's fabric at the clock (the window's other views show the baseline). */
    @Override
    public Fabric fabric() {
        return baseline.session().fabric();
    }

    @Override
    public Optional<Path> source() {
        return baseline.session().source();
    }

    @Override
    public void close() throws IOException {
        baseline.session().removeFrameListener(follow);
        try {
            baseline.session().close();
        } finally {
            other.session().close();
        }
    }
}
