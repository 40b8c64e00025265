package org.lnetscope.trace;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.lnetscope.trace.internal.ChunkIO;
import org.lnetscope.trace.state.FlatState;
import org.lnetscope.trace.state.IntList;
import org.lnetscope.trace.state.Schema;

/**
 * Benchmark main (docs/benchmarks.md, "Hostile inputs"), never run by the tests: for each trace
 * given, what its largest checkpoint charges against the memory budget of its file
 * ({@link ChunkIO#memoryBudget}, issue 30), by the same per-item costs the decoders charge
 * (StateCodec, ValuePool), and the peak RSS of the process at the end (VmHWM). Run on real traces
 * it says how far below the bound they stay; run on a bomb (CountBombTest writes them) it says
 * what the refusal cost.
 *
 * <pre>
 * java -Xmx256m -cp ... org.lnetscope.trace.ClaimBudgetBenchmark [--bomb OUT] TRACE...
 * </pre>
 *
 * {@code --bomb OUT} first writes the bomb to OUT: a small trace whose first checkpoint
 * claims 25 M pooled values over 60 MB of zeros (about 63 KB of file).
 */
public final class ClaimBudgetBenchmark {

    private ClaimBudgetBenchmark() {
    }

    public static void main(String[] args) throws IOException {
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--bomb")) {
                writeBomb(Path.of(args[++i]));
                continue;
            }
            Path file = Path.of(args[i]);
            long budget = ChunkIO.memoryBudget(Files.size(file));
            try (TraceReader reader = TraceReader.open(file)) {
                Schema schema = reader.header().schema();
                long perId = 48L + 8L * schema.valueStride() + 8L * schema.listStride();
                long worst = 0;
                for (int k = 0; k < reader.checkpointCount(); k++) {
                    FlatState state = reader.loadCheckpoint(k);
                    long charged = 80L * state.pool().size() + perId * state.highWater();
                    for (int id = 0; id < state.highWater(); id++) {
                        if (state.classOf(id) < 0) {
                            continue;
                        }
                        for (int s = 0; s < schema.listStride(); s++) {
                            IntList list = s < schema.layout(state.classOf(id)).lists().size() ? state.list(id, s) : null;
                            if (list != null && !list.isEmpty()) {
                                charged += 48 + 4L * list.size();
                            }
                        }
                    }
                    worst = Math.max(worst, charged);
                }
                System.out.printf("%s: %,d bytes, %d checkpoints, largest charges %,d bytes of a %,d-byte budget (%.1f %%)%n", file,
                        Files.size(file), reader.checkpointCount(), worst, budget, 100.0 * worst / budget);
            } catch (TraceFormatException e) {
                System.out.println("refused: " + e.getMessage());
            }
        }
        System.out.println(peakRss());
    }

    private static void writeBomb(Path out) throws IOException {
        Path small = Files.createTempFile("small", ".lnettrace");
        new SmallTrace().write(small, 80, TraceOptions.defaults("bomb").withSpacing(64, 128), 7).close();
        Chunks chunks = new Chunks(Files.readAllBytes(small));
        Files.delete(small);
        org.lnetscope.trace.internal.ByteSink claim = new org.lnetscope.trace.internal.ByteSink(16);
        claim.varint(0);
        claim.svarint(1_000);
        claim.varint(25_000_000);
        byte[] payload = new byte[claim.size() + 60_000_000];
        System.arraycopy(claim.toByteArray(), 0, payload, 0, claim.size());
        Files.write(out, chunks.with(chunks.indexOf(ChunkIO.KIND_CHECKPOINT, 0), payload, false, true));
    }

    private static String peakRss() throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (line.startsWith("VmHWM:")) {
                return "peak RSS " + line.substring(6).trim();
            }
        }
        return "peak RSS unknown";
    }
}
