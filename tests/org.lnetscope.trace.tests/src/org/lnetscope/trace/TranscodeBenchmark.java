package org.lnetscope.trace;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Locale;

import org.lnetscope.trace.state.FlatState;
import org.lnetscope.trace.state.SlotKind;
import org.lnetscope.trace.state.ValuePool;

/**
 * Benchmark main (docs/benchmarks.md, "Trace format 3"), never run by the tests: reads an
 * existing trace and writes the same events again through {@link TraceWriter}, the path a
 * recorder takes (every op applied, checked and encoded), so the size and the recording thread's
 * cost of an encoding are measured without the simulator.
 *
 * <pre>
 * java -cp ... org.lnetscope.trace.TranscodeBenchmark IN OUT [--format N] [--level L] [--zstd-level L] [--events N] [--raw] [--chunk N] [--alternate ROUNDS] [--repeat ROUNDS] [--verify]
 * </pre>
 *
 * It prints the bytes (events chunks and checkpoints apart), bytes per event, the main thread's
 * CPU time for reading alone and for reading plus writing (their difference is the writer), the
 * writer thread's CPU (ChunkPipe: deflate, and format 3's encoding), the process CPU and wall
 * time. {@code --alternate N} first writes the events N times in format 2 then 3 in the same
 * JVM, for the two recording threads' CPU side by side; {@code --repeat N} writes them N times
 * with the options given and prints the least main-thread CPU (noise only adds to it). {@code --verify} then
 * reads both files side by side and compares every event op by op, and times decoding plus
 * applying the output (the replay's inner loop). Without {@code --format} and {@code --level} it
 * uses only API that format 2's writer had, so it also runs against an older trace bundle.
 */
public final class TranscodeBenchmark {

    private TranscodeBenchmark() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            System.err.println(
                    "usage: TranscodeBenchmark IN OUT [--format N] [--level L] [--zstd-level L] [--events N] [--raw] [--chunk N] [--alternate ROUNDS] [--repeat ROUNDS] [--verify]");
            System.exit(2);
        }
        Path in = Path.of(args[0]);
        Path out = Path.of(args[1]);
        int format = 0;
        int level = 0;
        Integer zstdLevel = null;
        long limit = Long.MAX_VALUE;
        boolean verify = false;
        boolean raw = false;
        int alternate = 0;
        int repeat = 0;
        int chunk = 0;
        for (int i = 2; i < args.length; i++) {
            switch (args[i]) {
                case "--format" -> format = Integer.parseInt(args[++i]);
                case "--level" -> level = Integer.parseInt(args[++i]);
                case "--zstd-level" -> zstdLevel = Integer.parseInt(args[++i]);
                case "--events" -> limit = Long.parseLong(args[++i]);
                case "--verify" -> verify = true;
                case "--alternate" -> alternate = Integer.parseInt(args[++i]);
                case "--repeat" -> repeat = Integer.parseInt(args[++i]);
                case "--raw" -> raw = true;
                case "--chunk" -> chunk = Integer.parseInt(args[++i]);
                default -> {
                    System.err.println("unknown option " + args[i]);
                    System.exit(2);
                }
            }
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        com.sun.management.OperatingSystemMXBean os = (com.sun.management.OperatingSystemMXBean) ManagementFactory
                .getOperatingSystemMXBean();
        try (TraceReader reader = TraceReader.open(in)) {
            long events = Math.min(limit, reader.eventCount());
            System.out.printf(Locale.ROOT, "input  %s: format %d.%d, %,d events, %,d bytes (%.2f B/event)%n", in,
                    reader.header().formatMajor(), reader.header().formatMinor(), reader.eventCount(), reader.fileSize(),
                    reader.fileSize() / (double) reader.eventCount());

            long cpu0 = threads.getCurrentThreadCpuTime();
            long decoded = readOnly(reader, events);
            long readCpu = threads.getCurrentThreadCpuTime() - cpu0;
            System.out.printf(Locale.ROOT, "read only: %,d events, main thread %.2f s CPU (%.0f ns/event)%n", decoded,
                    readCpu / 1e9, readCpu / (double) decoded);

            TraceHeader h = reader.header();
            TraceOptions options = TraceOptions.defaults(h.producer()).withDescription(h.description())
                    .withCreatedAt(h.createdAt());
            if (format != 0) {
                options = options.withFormat(format);
            }
            if (raw) {
                options = options.withDeflate(false);
            }
            if (chunk != 0) {
                options = options.withSpacing(chunk, Math.max(chunk, TraceOptions.DEFAULT_EVENTS_PER_CHECKPOINT));
            }
            if (level != 0) {
                options = options.withDeflateLevel(level); // formats 1 to 3
            }
            if (zstdLevel != null) {
                options = options.withZstdLevel(zstdLevel); // format 4
            }
            for (int round = 0; round < alternate; round++) {
                // the same events written in format 2 then 3, in one warm JVM: the recording thread's
                // CPU for each, side by side (the machine is shared, so runs of separate JVMs vary more)
                for (int major = 2; major <= 3; major++) {
                    long c0 = threads.getCurrentThreadCpuTime();
                    long p0 = os.getProcessCpuTime();
                    transcode(reader, out, options.withFormat(major), events);
                    long c = threads.getCurrentThreadCpuTime() - c0;
                    System.out.printf(Locale.ROOT,
                            "round %d format %d: main thread %.2f s CPU (%.0f ns/event), writer thread %.2f s, process %.2f s, %,d bytes%n",
                            round, major, c / 1e9, c / (double) events, writerThreadCpu / 1e9, (os.getProcessCpuTime() - p0) / 1e9,
                            Files.size(out));
                }
            }
            long best = Long.MAX_VALUE;
            for (int round = 0; round < repeat; round++) {
                // the same transcode again: on a shared machine the least CPU of several is the steadiest figure
                long c0 = threads.getCurrentThreadCpuTime();
                transcode(reader, out, options, events);
                long c = threads.getCurrentThreadCpuTime() - c0;
                best = Math.min(best, c);
                System.out.printf(Locale.ROOT, "repeat %d: main thread %.3f s CPU (%.0f ns/event), writer thread %.3f s%n", round, c / 1e9,
                        c / (double) events, writerThreadCpu / 1e9);
            }
            if (repeat > 0) {
                System.out.printf(Locale.ROOT, "repeat: least main thread CPU %.3f s (%.0f ns/event)%n", best / 1e9,
                        best / (double) events);
            }
            long wall0 = System.nanoTime();
            long process0 = os.getProcessCpuTime();
            cpu0 = threads.getCurrentThreadCpuTime();
            transcode(reader, out, options, events);
            long mainCpu = threads.getCurrentThreadCpuTime() - cpu0;
            long processCpu = os.getProcessCpuTime() - process0;
            long wall = System.nanoTime() - wall0;
            long[] kinds = chunkBytes(out);
            long size = Files.size(out);
            System.out.printf(Locale.ROOT, "output %s: %,d bytes, %.2f B/event (events chunks %,d = %.2f B/event, checkpoints %,d in %d)%n",
                    out, size, size / (double) events, kinds['E'], kinds['E'] / (double) events, kinds['C'], kinds[256]);
            System.out.printf(Locale.ROOT,
                    "read+write: main thread %.2f s CPU, so writing %.2f s (%.0f ns/event); writer thread %.2f s CPU (%.0f ns/event);"
                            + " process %.2f s CPU; %.2f s wall%n",
                    mainCpu / 1e9, (mainCpu - readCpu) / 1e9, (mainCpu - readCpu) / (double) events, writerThreadCpu / 1e9,
                    writerThreadCpu / (double) events, processCpu / 1e9, wall / 1e9);
        }
        if (verify) {
            verify(in, out, limit);
        }
    }

    private static long readOnly(TraceReader reader, long events) {
        EventStream stream = reader.events(0);
        Event event = new Event();
        long n = 0;
        while (n < events && stream.next(event)) {
            n++;
        }
        return n;
    }

    /** Writes the events of {@code reader} again, op by op through the writer's public API. */
    private static void transcode(TraceReader reader, Path out, TraceOptions options, long events) throws IOException {
        FlatState initial = reader.loadCheckpoint(0);
        // the input's pool as its events define it; the writer interns the same values in the same order
        ValuePool pool = reader.loadCheckpoint(0).pool();
        try (TraceWriter w = TraceWriter.create(out, initial, reader.startTimeNs(), reader.header().lustreLayout(), options)) {
            // per class and value slot: is it pooled (looked up once, not per op, to time the writer and not this)
            boolean[][] pooled = new boolean[w.schema().classes().size()][];
            for (int c = 0; c < pooled.length; c++) {
                var values = w.schema().layout(c).values();
                pooled[c] = new boolean[values.size()];
                for (int v = 0; v < values.size(); v++) {
                    SlotKind kind = values.get(v).kind();
                    pooled[c][v] = kind == SlotKind.STRING || kind == SlotKind.NID || kind == SlotKind.INSTANT;
                }
            }
            EventStream stream = reader.events(0);
            Event e = new Event();
            long n = 0;
            while (n < events && stream.next(e)) {
                TraceWriter.EventBuilder b = w.event(e.timeNs(), e.type(), e.function(), e.subject());
                for (int op = 0; op < e.opCount(); op++) {
                    int a = e.opA(op);
                    int s = e.opB(op);
                    switch (e.opKind(op)) {
                        case Event.SET -> {
                            long value = e.opValue(op);
                            if (pooled[w.state().classOf(a)][s]) {
                                b.setPooled(a, s, value < 0 ? null : pool.get((int) value));
                            } else {
                                b.set(a, s, value);
                            }
                        }
                        case Event.INSERT -> b.insert(a, s, e.opC(op), e.opD(op));
                        case Event.REMOVE -> b.removeAt(a, s, e.opC(op));
                        case Event.CREATE -> {
                            int id = b.create(s, e.opC(op), e.opD(op), (int) e.opValue(op));
                            if (id != a) {
                                throw new IllegalStateException("event " + e.index() + ": created object " + id + ", the input has " + a);
                            }
                        }
                        case Event.DELETE -> b.delete(a);
                        case Event.DEFINE -> pool.define(a, e.poolValue(op));
                        default -> throw new IllegalStateException("op kind " + e.opKind(op));
                    }
                }
                b.commit();
                n++;
            }
            w.flush();
            writerThreadCpu = writerThreadCpu(out);
        }
    }

    /** CPU of the trace's writer thread (ChunkPipe: deflate, and format 3's encoding) in the last transcode. */
    private static long writerThreadCpu;

    private static long writerThreadCpu(Path out) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.getName().equals("lnettrace writer " + out.getFileName())) {
                return threads.getThreadCpuTime(t.threadId());
            }
        }
        return -1;
    }

    /** Bytes per chunk kind ({@code [256]}: checkpoint count), walking the chunk headers. */
    private static long[] chunkBytes(Path file) throws IOException {
        long[] bytes = new long[257];
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            long at = 12;
            long size = channel.size() - 16;
            ByteBuffer head = ByteBuffer.allocate(10);
            while (at < size) {
                head.clear();
                channel.read(head, at);
                int kind = head.get(0) & 0xFF;
                long length = head.getInt(2) & 0xFFFFFFFFL;
                bytes[kind] += 10 + length;
                bytes[256] += kind == 'C' ? 1 : 0;
                at += 10 + length;
            }
        }
        return bytes;
    }

    /** Both files, event by event and op by op, then the output's decode + apply rate. */
    private static void verify(Path in, Path out, long limit) throws IOException {
        try (TraceReader a = TraceReader.open(in); TraceReader b = TraceReader.open(out)) {
            long events = Math.min(limit, a.eventCount());
            if (b.eventCount() != events) {
                throw new IllegalStateException("output has " + b.eventCount() + " events, expected " + events);
            }
            EventStream sa = a.events(0);
            EventStream sb = b.events(0);
            Event x = new Event();
            Event y = new Event();
            for (long n = 0; n < events; n++) {
                sa.next(x);
                sb.next(y);
                if (!x.toString().equals(y.toString()) || x.opCount() != y.opCount()) {
                    throw new IllegalStateException("event differs: " + x + " / " + y);
                }
                for (int op = 0; op < x.opCount(); op++) {
                    if (x.opKind(op) != y.opKind(op) || x.opA(op) != y.opA(op) || x.opB(op) != y.opB(op) || x.opC(op) != y.opC(op)
                            || x.opD(op) != y.opD(op) || x.opValue(op) != y.opValue(op)) {
                        throw new IllegalStateException("event " + n + " op " + op + " differs");
                    }
                }
            }
            System.out.printf(Locale.ROOT, "verify: %,d events equal op by op%n", events);
            ThreadMXBean threads = ManagementFactory.getThreadMXBean();
            for (TraceReader r : new TraceReader[] {a, b}) {
                FlatState state = r.loadCheckpoint(0);
                EventStream s = r.events(0);
                Event e = new Event();
                long cpu0 = threads.getCurrentThreadCpuTime();
                long wall0 = System.nanoTime();
                for (long n = 0; n < events && s.next(e); n++) {
                    StateApplier.apply(e, state, null);
                }
                long cpu = threads.getCurrentThreadCpuTime() - cpu0;
                System.out.printf(Locale.ROOT, "decode+apply %s (format %d): %.2f s CPU, %.2f M events/s CPU, %.2f s wall%n",
                        r.file().getFileName(), r.header().formatMajor(), cpu / 1e9, events / (cpu / 1e3),
                        (System.nanoTime() - wall0) / 1e9);
            }
        }
    }
}
