package org.lnetscope.replay.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.lnetscope.cli.Command;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.cli.Numbers;
import org.lnetscope.cli.UsageException;
import org.lnetscope.model.resource.PlainWords;
import org.lnetscope.replay.EventFilter;
import org.lnetscope.replay.EventRows;
import org.lnetscope.replay.Explainer;
import org.lnetscope.trace.Event;
import org.lnetscope.trace.EventStream;
import org.lnetscope.trace.EventType;
import org.lnetscope.trace.SeekIndex;
import org.lnetscope.trace.SeekIndexBuilder;
import org.lnetscope.trace.StateApplier;
import org.lnetscope.trace.TimeFormat;
import org.lnetscope.trace.TraceFormatException;
import org.lnetscope.trace.TraceHeader;
import org.lnetscope.trace.TraceReader;
import org.lnetscope.trace.state.FlatState;

/** {@code lnetscope trace info|events FILE ...}: what a .lnettrace holds, without a window. */
public final class TraceCommand implements Command {

    @Override
    public String name() {
        return "trace";
    }

    @Override
    public String summary() {
        return "summarise a .lnettrace, or list its events";
    }

    @Override
    public String usage() {
        return """
                Usage: lnetscope trace info FILE
                         Producer, time span, event counts by type, checkpoints, warnings.
                       lnetscope trace events FILE [--from T] [--to T] [--filter F] [--limit N]
                         Events with time in [from, to], one per line: index, time, type,
                         kernel function, subject, resulting values.
                       lnetscope trace index FILE
                         Builds (or checks) the trace's seek index: restore points between its
                         checkpoints so a seek applies fewer events, kept in the user's cache
                         folder ($XDG_CACHE_HOME/lnetscope/seek or ~/.cache/lnetscope/seek), at
                         most twice the trace's bytes; rebuilt when the trace changes.
                  T: 312.5s, 312.5 (seconds), 1500ms, 20us, 7ns.
                  F: type=CONN_STATE|CONN_CREATED,nid=10.0.0.21@o2ib,function=kiblnd_close_conn_locked""";
    }

    @Override
    public int run(List<String> args, Console console) throws Exception {
        Args parsed = Args.parse(args, Set.of("--from", "--to", "--filter", "--limit"));
        if (parsed.positional.size() != 2) {
            throw new UsageException("needs a sub-command (info, events or index) and a FILE");
        }
        String sub = parsed.positional.get(0);
        Path file = Path.of(parsed.positional.get(1));
        if (!sub.equals("info") && !sub.equals("events") && !sub.equals("index")) {
            throw new UsageException("unknown sub-command '" + sub + "' (info, events or index)");
        }
        if (!sub.equals("events") && !parsed.options.isEmpty()) {
            throw new UsageException(sub + " takes no options");
        }
        try (TraceReader reader = open(file)) {
            return switch (sub) {
                case "info" -> info(reader, console);
                case "index" -> index(reader, console);
                default -> events(reader, parsed, console);
            };
        } catch (TraceFormatException e) {
            console.err().println("lnetscope trace: " + e.getMessage());
            return ExitStatus.FAILURE;
        } catch (RuntimeException e) {
            // an event that does not fit the state it is applied to: the trace is damaged; name it
            console.err().println("lnetscope trace: " + file + ": cannot be replayed: "
                    + PlainWords.plain(e.getMessage() == null ? e.getClass().getName() : e.getMessage()));
            return ExitStatus.FAILURE;
        }
    }

    static TraceReader open(Path file) throws IOException {
        if (!Files.exists(file)) {
            throw new NoSuchFileException(file + ": no such file");
        }
        return TraceReader.open(file);
    }

    private static int info(TraceReader reader, Console console) {
        PrintStream out = console.out();
        TraceHeader header = reader.header();
        out.printf("File:          %s (%,d bytes, format %d.%d)%n", reader.file(), reader.fileSize(), header.formatMajor(),
                header.formatMinor());
        out.printf("Producer:      %s%n", header.producer());
        if (!header.description().isEmpty()) {
            out.printf("Description:   %s%n", header.description());
        }
        out.printf("Written:       %s%n", header.createdAt());
        out.printf("Lustre layout: %s%n", header.lustreLayout().isEmpty() ? "not stated" : header.lustreLayout());
        long span = reader.endTimeNs() - reader.startTimeNs();
        if (TimeFormat.isWallClock(reader.startTimeNs())) {
            out.printf("Time span:     %s .. %s (%s)%n", TimeFormat.formatWallClock(reader.startTimeNs()),
                    TimeFormat.formatWallClock(reader.endTimeNs()), TimeFormat.format(span));
        } else {
            out.printf("Time span:     %s .. %s (%s)%n", TimeFormat.format(reader.startTimeNs()), TimeFormat.format(reader.endTimeNs()),
                    TimeFormat.format(span));
        }
        long events = reader.eventCount();
        out.printf("Events:        %,d in %,d chunks, %.1f bytes per event%n", events, reader.chunkCount(),
                events == 0 ? 0.0 : reader.fileSize() / (double) events);
        out.printf("Checkpoints:   %,d (initial state: %,d objects)%n", reader.checkpointCount(),
                reader.loadCheckpoint(0).liveCount());
        out.println("Events by type:");
        long[] counts = reader.countsByType();
        for (EventType type : EventType.values()) {
            if (counts[type.ordinal()] > 0) {
                out.printf("  %-16s %,12d%n", type, counts[type.ordinal()]);
            }
        }
        if (!reader.warnings().isEmpty()) {
            out.println("Warnings:");
            reader.warnings().forEach(w -> out.println("  " + w));
            reader.warnings().forEach(w -> console.err().println("lnetscope trace: warning: " + w));
        }
        return ExitStatus.OK;
    }

    private static int index(TraceReader reader, Console console) throws IOException {
        long start = System.nanoTime();
        long[] shown = {start};
        SeekIndex.Status status = SeekIndexBuilder.openOrBuild(reader, SeekIndex.defaultCacheDir(), (done, total) -> {
            if (System.nanoTime() - shown[0] > 5_000_000_000L) {
                shown[0] = System.nanoTime();
                console.err().printf("lnetscope trace: building the seek index: %,d of %,d events replayed%n", done, total);
            }
            return false;
        });
        SeekIndex index = status.index();
        if (index == null) {
            console.out().println(status.why());
            return ExitStatus.OK;
        }
        try (index) {
            console.out().printf("%s%nSeek index:    %,d restore points (%,d of them full states, the others what changed since one),"
                    + " %,d bytes (the trace: %,d checkpoints, %,d bytes), %.1f s%n", status.why(), index.count(), index.fullCount(),
                    index.fileSize(), reader.checkpointCount(), reader.fileSize(), (System.nanoTime() - start) / 1e9);
        }
        return ExitStatus.OK;
    }

    private static int events(TraceReader reader, Args args, Console console) throws UsageException {
        long from;
        long to;
        EventFilter filter;
        long limit;
        try {
            from = args.get("--from") == null ? Long.MIN_VALUE : TimeFormat.parseIn(args.get("--from"), reader.startTimeNs());
            to = args.get("--to") == null ? Long.MAX_VALUE : TimeFormat.parseIn(args.get("--to"), reader.startTimeNs());
            filter = EventFilter.parse(args.get("--filter"));
            limit = args.get("--limit") == null ? Long.MAX_VALUE
                    : Numbers.parseLong("--limit", args.get("--limit"), 1, Long.MAX_VALUE);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        reader.warnings().forEach(w -> console.err().println("lnetscope trace: warning: " + w));
        long start = from == Long.MIN_VALUE ? 0 : reader.positionAtTime(from - 1);
        long[] printed = {0};
        PrintStream out = console.out();
        long max = limit;
        EventRows.walkNaming(reader, start, to, filter, null, (event, state, freed) -> {
            out.printf("#%-9d %s  %-15s %-30s %s: %s%n", event.index(), TimeFormat.show(event.timeNs()), event.type(),
                    event.function(), freed.name(state, event.subject()), Explainer.changes(event, state, freed));
            return ++printed[0] < max;
        });
        return ExitStatus.OK;
    }
}
