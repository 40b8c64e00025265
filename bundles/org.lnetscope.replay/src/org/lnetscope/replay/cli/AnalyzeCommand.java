package org.lnetscope.replay.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.lnetscope.analysis.CreditCoupling;
import org.lnetscope.analysis.ConsoleLog;
import org.lnetscope.analysis.Links;
import org.lnetscope.analysis.MemoryProjection;
import org.lnetscope.analysis.OomWatch;
import org.lnetscope.analysis.MsgQueues;
import org.lnetscope.analysis.PinnedConnections;
import org.lnetscope.analysis.WhyQueued;
import org.lnetscope.cli.Command;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.cli.UsageException;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.resource.FileKind;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.model.resource.PlainWords;
import org.lnetscope.replay.EmfSync;
import org.lnetscope.replay.ReplayCursor;
import org.lnetscope.replay.analysis.MemoryTimeline;
import org.lnetscope.trace.TimeFormat;
import org.lnetscope.trace.TraceFormatException;
import org.lnetscope.trace.TraceReader;

/** {@code lnetscope analyze FILE [--at T]}: pinned conns, credit coupling and memory, on a trace or a snapshot. */
public final class AnalyzeCommand implements Command {

    private static final int MEMORY_SAMPLES = 64;
    /** MemAvailable samples over the hour before T: one a minute, as the rules' evaluation. */
    private static final int AVAILABLE_SAMPLES = 61;
    private static final int FIT_WINDOW = 16;
    private static final int SHOWN = 10;

    @Override
    public String name() {
        return "analyze";
    }

    @Override
    public String summary() {
        return "pinned connections, credit coupling and memory of a trace (at a time) or a snapshot";
    }

    @Override
    public String usage() {
        return """
                Usage: lnetscope analyze FILE [--at T]
                  FILE is a .lnettrace (state at T, default: the end) or a .lnetmodel snapshot (a crash(8)
                  extract: 'lnetscope vmcore report', or 'lnetscope vmcore import' to a .lnetmodel).
                  Prints the pinned kib_conns with the messages holding them and the bytes they keep,
                  the stalled peers with the senders coupled to them, and per node the pinned memory
                  with an OOM projection (traces only: a snapshot has no history); where the trace recorded
                  MemAvailable (an agent's /proc/meminfo, a Prometheus history, the simulator), the
                  OOM projection of the hour before T, as the OOM Projection view and the shipped rules.
                  T: 312.5s, 312.5 (seconds), 1500ms, 20us, 7ns.""";
    }

    /**
     * The trace; a file that is neither a model nor a trace by its name and has no trace signature is
     * most likely a crash(8) extract, which the commands that take a dump (vmcore report, known-bugs,
     * why-alive, report) read through the session bundle, which this one does not depend on: the
     * error names them instead of only "not a trace".
     */
    private static TraceReader openTrace(Path file) throws IOException {
        try {
            return TraceCommand.open(file);
        } catch (TraceFormatException e) {
            if (FileKind.of(file) != FileKind.CRASH_EXTRACT) {
                throw e;
            }
            throw new TraceFormatException(e.getMessage() + ". For a crash(8) extract, 'lnetscope vmcore report " + file
                    + "' shows its pinned kib_conns, queues and memory, or 'lnetscope vmcore import " + file
                    + " -o X.lnetmodel' makes a snapshot that analyze reads");
        }
    }

    @Override
    public int run(List<String> args, Console console) throws Exception {
        Args parsed = Args.parse(args, Set.of("--at"));
        if (parsed.positional.size() != 1) {
            throw new UsageException("needs one FILE");
        }
        Path file = Path.of(parsed.positional.get(0));
        String atText = parsed.get("--at");
        if (atText != null) {
            try {
                TimeFormat.parseIn(atText, 0); // says what is wrong before any file is read
            } catch (IllegalArgumentException e) {
                throw new UsageException(e.getMessage());
            }
        }
        if (FileKind.of(file) == FileKind.MODEL) {
            if (atText != null) {
                throw new UsageException("--at needs a trace; a .lnetmodel is one instant");
            }
            Fabric fabric = LnetResources.load(file);
            console.out().println("Snapshot " + file + (fabric.getName() == null ? "" : " (" + fabric.getName() + ")"));
            report(fabric, console.out());
            console.out().println("Memory: a snapshot has no history; open a trace for the OOM projection.");
            return ExitStatus.OK;
        }
        try (TraceReader reader = openTrace(file)) {
            reader.warnings().forEach(w -> console.err().println("lnetscope analyze: warning: " + w));
            long time = atText == null ? reader.endTimeNs() : TimeFormat.parseIn(atText, reader.startTimeNs());
            ReplayCursor cursor = new ReplayCursor(reader);
            EmfSync sync = new EmfSync(cursor.state());
            Map<String, List<MemoryProjection.Sample>> memory = MemoryTimeline.sample(cursor, sync,
                    reader.startTimeNs(), Math.max(reader.startTimeNs(), time), MEMORY_SAMPLES);
            OomWatch available = MemoryTimeline.available(cursor, sync, reader.startTimeNs(), Math.max(reader.startTimeNs(), time),
                    AVAILABLE_SAMPLES);
            cursor.seek(time);
            sync.sync();
            console.out().printf("State at %s (after event %,d of %,d) of %s%n", TimeFormat.show(time), cursor.position(),
                    reader.eventCount(), file);
            report(sync.fabric(), console.out());
            memory(sync.fabric(), memory, console.out());
            available(sync.fabric(), available, console.out());
            return ExitStatus.OK;
        } catch (TraceFormatException e) {
            console.err().println("lnetscope analyze: " + e.getMessage());
            return ExitStatus.FAILURE;
        } catch (RuntimeException e) {
            // an event that does not fit the state it is applied to: the trace is damaged; name it
            console.err().println("lnetscope analyze: " + file + ": cannot be replayed: "
                    + PlainWords.plain(e.getMessage() == null ? e.getClass().getName() : e.getMessage()));
            return ExitStatus.FAILURE;
        }
    }

    private static void report(Fabric fabric, PrintStream out) {
        List<PinnedConnections.Pinned> pinned = PinnedConnections.find(fabric);
        if (pinned.isEmpty() && org.lnetscope.model.validation.CapturedQueues.countersOnly(fabric)
                && fabric.getNodes().stream().allMatch(n -> n.getKibPeers().stream().allMatch(p -> p.getConns().isEmpty()))) {
            // a paste or agents: credits, no kib_conns; "0" would be a number the data does not have
            out.println("Pinned connections: unknown (this capture has no kib_conns: a crash extract has them)");
        } else {
            out.printf("Pinned connections: %d, %s%n", pinned.size(), bytes(PinnedConnections.totalBytes(pinned)));
        }
        for (PinnedConnections.Pinned p : pinned.subList(0, Math.min(SHOWN, pinned.size()))) {
            out.printf("  %s  kib_conn to %s  %s  ibc_refcount %d  %s  held by %d messages%n", p.node().getHostname(), p.peer(),
                    p.conn().getState().getLiteral(), p.refcount(), bytes(p.bytes()), p.holderCount());
            if (p.held().first() != null) {
                out.println("      " + MsgQueues.MODEL.ownershipChain(p.held().first()));
            }
        }
        if (pinned.size() > SHOWN) {
            out.printf("  ... and %d more%n", pinned.size() - SHOWN);
        }
        List<CreditCoupling.Stalled> stalled = CreditCoupling.find(fabric);
        out.printf("Credit coupling: %d stalled queue%s (peer NI lpni_txq, local NI tq_delayed), causes first%n", stalled.size(),
                stalled.size() == 1 ? "" : "s");
        for (CreditCoupling.Stalled s : stalled.subList(0, Math.min(SHOWN, stalled.size()))) {
            if (s.namedSenders() == 0) {
                // a node's own messages: they hold nobody's router credit
                out.printf("  %s  %s  %s %d, %s%n", s.node().getHostname(), s.what(), s.counter(), s.txCredits(),
                        s.queued() == 0 ? s.counted() + " queued, its messages not in the capture"
                                : s.queuedText() + ", none of them forwarded for a sender that can be named (the node's own, or"
                                        + " msg_rxpeer and src_nid not read)");
                continue;
            }
            out.printf("  %s  %s  %s %d, %s from %d senders, %d of them blocked%s%s%n", s.node().getHostname(),
                    s.what(), s.counter(), s.txCredits(), s.queuedText(), s.namedSenders(), s.blockedSenders(),
                    s.inferred() > 0 ? " (" + s.inferred() + " " + Links.FROM_SRC_NID + ": msg_rxpeer not read)" : "",
                    s.unattributed() > 0 ? "; " + s.unattributed() + " with no sender that can be named" : "");
            for (CreditCoupling.Sender sender : s.senders().subList(0, Math.min(SHOWN, s.senders().size()))) {
                out.printf("      %-24s %5d queued behind  lpni_rtrcredits %6d  rtrq %6d%s%s%n", sender.peerNi().getNid(),
                        sender.queuedBehind(), sender.rtrCredits(), sender.rtrqLength(), sender.blocked() ? "  BLOCKED" : "",
                        sender.inferred() > 0 ? "  (" + Links.FROM_SRC_NID + ")" : "");
            }
            if (s.senders().size() > SHOWN) {
                out.printf("      ... and %d more senders%n", s.senders().size() - SHOWN);
            }
            for (CreditCoupling.Unprinted sender : s.unprinted().subList(0, Math.min(SHOWN, s.unprinted().size()))) {
                out.printf("      %-24s %5d queued behind  lpni_rtrcredits unknown (its peer NI is not in the file; %s)%n",
                        sender.nid(), sender.queuedBehind(), Links.FROM_SRC_NID);
            }
            if (s.unprinted().size() > SHOWN) {
                out.printf("      ... and %d more senders whose peer NI is not in the file%n", s.unprinted().size() - SHOWN);
            }
        }
        if (stalled.size() > SHOWN) {
            out.printf("  ... and %d more stalled queues%n", stalled.size() - SHOWN);
        }
        // why the worst stalled peer NI (CreditCoupling.worst, as the vmcore report) was never given up on
        for (Node node : fabric.getNodes()) {
            CreditCoupling.Stalled worst = CreditCoupling.worst(node);
            if (worst != null && worst.peerNi() != null) {
                WhyQueued.Result why = WhyQueued.assess(node, worst.peerNi(), ConsoleLog.NONE);
                out.printf("Why LNet kept queueing to %s on %s: %s%n", worst.peerNi().getNid(), node.getHostname(), why.summary());
                why.lines().forEach(line -> out.println("  " + line));
                break;
            }
        }
    }

    private static void memory(Fabric fabric, Map<String, List<MemoryProjection.Sample>> samples, PrintStream out) {
        out.println("Memory (pinned kib_conns):");
        for (Node node : fabric.getNodes()) {
            List<MemoryProjection.Sample> series = samples.get(String.valueOf(node.getHostname()));
            if (series == null || series.isEmpty() || series.get(series.size() - 1).bytes() == 0 && node.pinnedBytes() == 0) {
                continue;
            }
            long other = Math.max(0, node.getUsedBytes() - node.pinnedBytes());
            MemoryProjection.Projection p = MemoryProjection.project(series, node.getRamBytes(), other, FIT_WINDOW);
            String trend = p.growing() ? String.format("growing %s/s", bytes((long) p.slopeBytesPerSecond())) : "not growing";
            String oom = p.oomAtNs() >= 0 ? "OOM projected at " + TimeFormat.show(p.oomAtNs())
                    : node.getRamBytes() > 0 ? "no OOM projected" : "RAM unknown";
            out.printf("  %s  pinned %s now, %s; RAM %s: %s%n", node.getHostname(), bytes(node.pinnedBytes()), trend,
                    bytes(node.getRamBytes()), oom);
        }
    }

    /** The OOM projection from recorded MemAvailable; nothing when the trace has none. */
    private static void available(Fabric fabric, OomWatch watch, PrintStream out) {
        if (watch.hosts().isEmpty()) {
            return;
        }
        out.println("Memory (MemAvailable, the hour before):");
        // nodes projected to run out first (soonest first), then routers; at most SHOWN lines
        List<Node> nodes = new ArrayList<>();
        for (Node node : fabric.getNodes()) {
            OomWatch.Projection p = watch.project(String.valueOf(node.getHostname()));
            if (p != null && (p.warns() || node.getRole() == NodeRole.ROUTER)) {
                nodes.add(node);
            }
        }
        nodes.sort(Comparator.comparingLong(n -> {
            OomWatch.Projection p = watch.project(String.valueOf(n.getHostname()));
            return p.warns() ? p.oomAtMs() : Long.MAX_VALUE;
        }));
        for (Node node : nodes.subList(0, Math.min(SHOWN, nodes.size()))) {
            OomWatch.Projection p = watch.project(String.valueOf(node.getHostname()));
            out.printf("  %s  MemAvailable %s of %s, %s: %s%n", node.getHostname(), bytes(p.availableBytes()), bytes(p.totalBytes()),
                    String.format("%+.1f MiB/min", p.slopeBytesPerSecond() * 60 / (1 << 20)), p.headline());
            String why = p.warns() ? OomWatch.reason(node) : null;
            if (why != null) {
                out.println("      why: " + why);
            }
        }
        if (nodes.size() > SHOWN) {
            out.printf("  ... and %d more%n", nodes.size() - SHOWN);
        }
    }

    static String bytes(long n) {
        if (n < 1024 * 1024) {
            return String.format("%,d bytes", n);
        }
        if (n < 1L << 30) {
            return String.format("%.1f MiB", n / (double) (1 << 20));
        }
        return String.format("%.2f GiB", n / (double) (1L << 30));
    }
}
