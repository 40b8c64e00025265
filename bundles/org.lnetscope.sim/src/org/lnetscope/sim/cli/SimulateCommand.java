package org.lnetscope.sim.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;

import org.lnetscope.cli.Command;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.cli.Numbers;
import org.lnetscope.cli.UsageException;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.resource.AtomicFileSave;
import org.lnetscope.model.resource.FileKind;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.sim.RunSummary;
import org.lnetscope.sim.SimEvent;
import org.lnetscope.sim.Simulation;
import org.lnetscope.sim.SimulationListener;
import org.lnetscope.sim.engine.Time;
import org.lnetscope.sim.export.FabricExporter;
import org.lnetscope.sim.scenario.Quantities;
import org.lnetscope.sim.scenario.Scenario;
import org.lnetscope.sim.scenario.ScenarioException;
import org.lnetscope.sim.scenario.ScenarioLoader;
import org.lnetscope.sim.trace.SimulationRecorder;

/** {@code lnetscope simulate SCENARIO.yaml -o OUT [--until-oom] [--until T] [--set key=value ...]} */
public final class SimulateCommand implements Command {

    @Override
    public String name() {
        return "simulate";
    }

    @Override
    public String summary() {
        return "run a scenario through the LNet/o2iblnd simulator";
    }

    @Override
    public String usage() {
        return """
                Usage: lnetscope simulate SCENARIO.yaml -o OUT.{lnettrace,lnetmodel,lnetmodelb} [--until-oom] [--until T] [--events FILE] [--set key=value ...]
                  Runs the scenario (format: docs/scenario-format.md). OUT.lnettrace: the whole run, every
                  kernel step as an event (open it in the window's Timeline, or 'lnetscope trace info');
                  OUT.lnetmodel (XMI) or OUT.lnetmodelb (binary): the fabric as it is at the end.
                  --until-oom     stop at the first node that runs out of memory
                  --until T       stop at simulated time T (e.g. 90m), before the scenario's duration
                  --events FILE   also write every simulator event, one line each
                  --max-messages N  refuse a run whose workload would start more than N messages
                                  (default 200000000; rate x nodes x duration, checked before running)
                  --set k=v       override a scenario value: tunables.peer_timeout=30, seed=7,
                                  what_if.release_parked_rx_on_close=true, workload.0.rate=2/s
                  The same scenario and seed always give byte-identical output. A progress line
                  comes every second on stderr. Ctrl+C (or SIGTERM) stops the run: a trace is kept,
                  valid up to there, as OUT.stopped-at-T.lnettrace; a model is not written; OUT
                  itself is never replaced by a partial file.
                Usage: lnetscope simulate SCENARIO.yaml --what-if-table [--until T] [--routing-off-at T] [--set k=v ...]
                  Runs the scenario as written and once per what-if (release parked rx on close, eager
                  receive, LU-17855 health, peer_timeout 0 and 30, peer_buffer_credits 16 and 128,
                  routing disabled at T, default 3h), each to its first OOM or to --until, and prints a
                  Markdown table: a verdict (OOM at T; or no OOM within the horizon and the
                  fabric still wedged, with the stuck peer and the blocked senders, or drained at
                  T; a row that cannot change anything here says why), time to OOM or peak
                  memory, pinned conns, the stuck compute's lpni_txcredits, the worst server's
                  lpni_rtrcredits (docs/what-if.md).
                  The rows are independent runs: --jobs N of them at once (default: one per core;
                  each full-size seed row needs ~1 GiB of heap).
                Usage: lnetscope simulate SCENARIO.yaml --what-if-row N [same options]
                       lnetscope simulate --what-if-header
                  One row (1 to 9, in table order) and only its line, for a batch system that runs one
                  row per job; the header then the rows' lines, in order, are the table.""";
    }

    @Override
    public int run(List<String> args, Console console) throws Exception {
        Own own = new Own();
        RunOptions o = RunOptions.parse(args,
                EnumSet.of(RunOptions.Common.OUTPUT, RunOptions.Common.SET, RunOptions.Common.UNTIL, RunOptions.Common.JOBS),
                "one scenario at a time", (option, text) -> positive(text, option), own);
        return run(o, own, console);
    }

    /** simulate's own options (the shared ones are {@link RunOptions}'). */
    private static final class Own implements RunOptions.Own {
        Path events;
        boolean untilOom;
        boolean whatIfTable;
        boolean whatIfHeader;
        int whatIfRow;
        String routingOffAt = "3h";
        long maxMessages = DEFAULT_MAX_MESSAGES;

        @Override
        public int take(List<String> args, int i) throws UsageException {
            String a = args.get(i);
            switch (a) {
                case "--until-oom" -> untilOom = true;
                case "--max-messages" -> maxMessages = Numbers.parseLong(a, UsageException.valueOf(args, ++i, a), 1, Long.MAX_VALUE);
                case "--events" -> events = Path.of(UsageException.valueOf(args, ++i, a));
                case "--what-if-table" -> whatIfTable = true;
                case "--what-if-header" -> whatIfHeader = true;
                case "--what-if-row" -> whatIfRow = positive(UsageException.valueOf(args, ++i, a), a);
                case "--routing-off-at" -> routingOffAt = UsageException.valueOf(args, ++i, a);
                default -> {
                    return -1;
                }
            }
            return i;
        }
    }

    private static int run(RunOptions o, Own own, Console console) throws Exception {
        Path scenarioFile = o.input();
        Path out = o.output();
        Path events = own.events;
        List<String> sets = o.sets();
        long until = o.untilNs();
        if (own.whatIfHeader) {
            console.out().println(WhatIfTable.HEADER);
            return ExitStatus.OK;
        }
        if (own.whatIfTable || own.whatIfRow > 0) {
            if (scenarioFile == null || out != null) {
                throw new UsageException("--what-if-table and --what-if-row need a scenario file and no -o");
            }
            return WhatIfTable.run(scenarioFile, sets, until, own.routingOffAt, o.jobs(), own.whatIfRow, console.out(), console.err())
                    ? ExitStatus.OK : ExitStatus.FAILURE;
        }
        if (scenarioFile == null || out == null) {
            throw new UsageException("needs a scenario file and -o OUT");
        }
        boolean trace = FileKind.of(out) == FileKind.TRACE;
        if (!trace && FileKind.of(out) != FileKind.MODEL) {
            throw new UsageException("-o must end in .lnettrace, .lnetmodel or .lnetmodelb");
        }
        if (trace && events != null) {
            throw new UsageException("--events goes with .lnetmodel output; a .lnettrace holds every event already");
        }
        if (!writable(out, console, scenarioFile, events) || (events != null && !writable(events, console, scenarioFile, out))) {
            return ExitStatus.FAILURE;
        }
        Scenario scenario;
        try {
            scenario = ScenarioLoader.load(scenarioFile, sets);
        } catch (ScenarioException e) {
            for (var p : e.problems()) {
                console.err().println(p);
            }
            return ExitStatus.FAILURE;
        }
        long end = until >= 0 ? until : scenario.durationNs();
        double projected = scenario.projectedMessages(end);
        if (projected > own.maxMessages) {
            console.err().printf(Locale.ROOT, "%s: the workload would start about %.3g messages by t=%s, more than the budget of %,d"
                    + " (at about 10 simulator events each): lower the rates or the duration, stop earlier with --until,"
                    + " or raise the budget with --max-messages N%n", scenarioFile, projected, Time.format(end), own.maxMessages);
            return ExitStatus.FAILURE;
        }
        // the timeout every tx deadline follows, and where it comes from (2.12.9 derives it from
        // the order its setters ran: TunableDefaults, docs/scenario-format.md)
        console.out().println("lnd_timeout " + scenario.tunables().lndTimeoutWhy());
        // what tunables given through lnetctl became before 2.16 (LU-16145, LU-15538; tunables.dlc)
        if (!scenario.tunables().dlcWhy().isEmpty()) {
            console.out().println("lnetctl (lustre " + scenario.tunables().release().label + "): "
                    + scenario.tunables().dlcWhy());
        }
        console.out().flush();
        Simulation sim = Simulation.of(scenario);
        boolean stopAtOom = own.untilOom || scenario.untilOom();
        RunSummary summary;
        Path written = out;
        try (StopOnSignal signal = new StopOnSignal(sim)) {
            if (trace) {
                try (SimulationRecorder recorder = SimulationRecorder.start(sim.world(), scenario, out)) {
                    Path stopped = stoppedName(out, "T");
                    summary = sim.run(end, stopAtOom, new RunProgress(console.err(), end, stopAtOom,
                            recorder::bytesWritten, "Ctrl+C stops and keeps the trace so far as " + stopped.getFileName()));
                    if (summary.stopReason().equals(Simulation.STOPPED)) {
                        written = stoppedName(out, Time.format(summary.endNs()));
                        recorder.finishAs(written);
                    } else {
                        recorder.finish();
                    }
                }
            } else {
                try (AtomicFileSave.Save eventSave = events == null ? null
                        : AtomicFileSave.begin(events).endedByOwnerOnSignal()) {
                    Writer eventLog = eventSave == null ? null
                            : new BufferedWriter(new OutputStreamWriter(eventSave.stream(), StandardCharsets.UTF_8), 1 << 16);
                    if (eventLog != null) {
                        EventLog log = new EventLog(eventLog);
                        sim.setListener(log);
                    }
                    summary = sim.run(end, stopAtOom, new RunProgress(console.err(), end, stopAtOom, null, "Ctrl+C stops"));
                    if (eventSave != null) {
                        eventLog.flush();
                        eventSave.commit();
                    }
                }
                if (summary.stopReason().equals(Simulation.STOPPED)) {
                    written = null;
                } else {
                    Fabric fabric = FabricExporter.export(sim.world(), scenario);
                    LnetResources.save(fabric, out);
                }
            }
            SummaryText.print(summary, console.out());
            if (written == null) {
                console.out().println("stopped: " + out + " not written" + (Files.exists(out) ? " (the one there is untouched)" : ""));
            } else if (written != out) {
                console.out().println("stopped: wrote the trace up to t=" + Time.format(summary.endNs()) + " as " + written
                        + (Files.exists(out) ? "; " + out + " is untouched" : ""));
            } else {
                console.out().println("wrote " + out);
            }
            console.out().flush();
            return summary.stopReason().equals(Simulation.STOPPED) ? ExitStatus.FAILURE : ExitStatus.OK;
        }
    }

    private static int positive(String text, String option) throws UsageException {
        try {
            int n = Integer.parseInt(text);
            if (n > 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new UsageException(option + " needs a positive whole number, not '" + text + "'");
    }

    /** {@code seed.lnettrace} stopped at 1h02m: {@code seed.stopped-at-1h02m03.456s.lnettrace}. */
    static Path stoppedName(Path out, String at) {
        String name = out.getFileName().toString();
        String stem = name.substring(0, name.length() - ".lnettrace".length());
        return out.resolveSibling(stem + ".stopped-at-" + at + ".lnettrace");
    }

    /**
     * Messages a run may start unless --max-messages says otherwise: 2x10^8, at the simulator's
     * 1-3 M events/s (docs/benchmarks.md) and about ten events a message, is 10-30 minutes.
     */
    static final long DEFAULT_MAX_MESSAGES = 200_000_000;

    static long untilNs(String text) throws UsageException {
        long ns;
        try {
            ns = Quantities.durationNs(text);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--until: " + e.getMessage());
        }
        if (ns < 0) {
            throw new UsageException("--until " + text + " is negative: give a simulated time from the start, e.g. 90m");
        }
        return ns;
    }

    /**
     * Says "cannot write OUT: why" before a run that could only fail at its end: OUT is the
     * scenario or the other output, not a regular file, or in a folder that does not exist.
     */
    private static boolean writable(Path out, Console console, Path... inputs) {
        String why = null;
        try {
            AtomicFileSave.checkOutput(out, inputs);
            if (!Files.isWritable(out.toAbsolutePath().getParent())) {
                why = "cannot write " + out + ": permission denied";
            }
        } catch (IOException e) {
            why = e.getMessage();
        }
        if (why != null) {
            console.err().println("lnetscope simulate: " + why);
            return false;
        }
        return true;
    }

    /** Writes each event as one line; IOException is carried out unchecked and rethrown by the caller. */
    private static final class EventLog implements SimulationListener {
        private final Writer out;

        EventLog(Writer out) {
            this.out = out instanceof BufferedWriter ? out : new BufferedWriter(out);
        }

        @Override
        public void onEvent(SimEvent event) {
            try {
                out.write(event.toString());
                out.write('\n');
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
