package org.lnetscope.trace.internal;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.function.Consumer;

/**
 * Frames chunks (compression, CRC) and writes them in order on a thread of its own, so that a
 * producer does not wait for the codec: on the simulator's seed, deflate was 23 % of the recording
 * thread's CPU ({@code perf}; JFR does not see native code). The bytes are exactly those framing on
 * the caller's thread would write: one compressor (zlib, or zstd in format 4), each chunk compressed
 * on its own, chunks in submission order. At most {@link #IN_FLIGHT} chunks wait, so a producer
 * faster than the codec waits instead of filling the heap.
 */
public final class ChunkPipe {

    /** Chunks queued at most (each a few hundred KiB of events, or one checkpoint). */
    static final int IN_FLIGHT = 8;

    private record Job(int kind, ByteSink payload, Consumer<ByteSink> body, boolean compress, long[] offsetInto, boolean flush) {
    }

    private static final Job END = new Job(0, null, null, false, null, false);

    private final OutputStream out;
    private final BlockingQueue<Job> queue = new ArrayBlockingQueue<>(IN_FLIGHT);
    private final Thread thread;
    /** Null: chunks are stored as they are. */
    private final ChunkCompressor compressor;
    private final ByteSink frame = new ByteSink(1 << 16);
    /** Bytes written so far (read by the caller only once the pipe is drained). */
    private volatile long offset;
    private volatile Throwable failure;
    private final Object drained = new Object();
    private long submitted;
    private long done;

    /**
     * Starts the pipe; {@code offset} is what is already in {@code out} (the file header), {@code compressor}
     * the codec of the chunks submitted with {@code compress} (the pipe's from now on; null: none).
     */
    public ChunkPipe(OutputStream out, long offset, String name, ChunkCompressor compressor) {
        this.out = out;
        this.compressor = compressor;
        this.offset = offset;
        this.thread = new Thread(this::loop, "lnettrace writer " + name);
        thread.setDaemon(true);
        thread.start();
    }

    /**
     * Queues a chunk. Once written, its offset in the file goes into {@code offsetInto[0]}
     * (visible to the caller after {@link #drain}). The payload is the pipe's from now on.
     */
    public void submit(int kind, ByteSink payload, boolean compress, long[] offsetInto) throws IOException {
        put(new Job(kind, payload, null, compress, offsetInto, false));
    }

    /**
     * Queues a chunk whose payload is completed on the pipe's thread: {@code body} appends to it
     * just before it is framed (format 3's events, {@code ChunkEncoder}). Bodies run one at a time,
     * in submission order.
     */
    public void submit(int kind, ByteSink payload, Consumer<ByteSink> body, boolean compress, long[] offsetInto)
            throws IOException {
        put(new Job(kind, payload, body, compress, offsetInto, false));
    }

    private void put(Job job) throws IOException {
        check();
        synchronized (drained) {
            submitted++;
        }
        try {
            queue.put(job);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while writing a trace");
        }
    }

    /** Waits until every queued chunk is written and flushed to the stream; the file offset then. */
    public long drain() throws IOException {
        put(new Job(0, null, null, false, null, true));
        synchronized (drained) {
            while (done < submitted && failure == null) {
                try {
                    drained.wait();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new InterruptedIOException("interrupted while writing a trace");
                }
            }
        }
        check();
        return offset;
    }

    /** Bytes written to the stream so far (any thread). */
    public long written() {
        return offset;
    }

    /** Drains, then stops the thread. */
    public long close() throws IOException {
        try {
            return drain();
        } finally {
            queue.offer(END);
            if (compressor != null) {
                compressor.end();
            }
        }
    }

    /**
     * Stops without writing what is still queued (the trace is being abandoned).
     */
    public void abandon() {
        queue.clear();
        thread.interrupt();
    }

    private void check() throws IOException {
        Throwable f = failure;
        if (f instanceof IOException io) {
            throw new IOException(io.getMessage(), io);
        }
        if (f != null) {
            throw new IOException("trace writer thread failed: " + f, f);
        }
    }

    private void loop() {
        try {
            while (true) {
                Job job = queue.take();
                if (job == END) {
                    return;
                }
                if (job.flush) {
                    out.flush();
                } else {
                    long at = offset;
                    if (job.body != null) {
                        job.body.accept(job.payload);
                    }
                    frame.clear();
                    ChunkIO.frame(frame, job.kind, job.payload.array(), job.payload.size(), job.compress ? compressor : null);
                    out.write(frame.array(), 0, frame.size());
                    offset = at + frame.size();
                    if (job.offsetInto != null) {
                        job.offsetInto[0] = at;
                    }
                }
                synchronized (drained) {
                    done++;
                    drained.notifyAll();
                }
            }
        } catch (InterruptedException e) {
            // abandoned
        } catch (Throwable t) {
            failure = t;
            synchronized (drained) {
                drained.notifyAll();
            }
        }
    }
}
