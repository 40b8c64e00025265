package org.lnetscope.trace;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * The events of [from, to) decoded ahead on a second thread (inflating the chunks, decoding the
 * events) while the caller applies them: a seek that applies a long run of events after its restore
 * point spends part of each event reading it, which another core can do meanwhile. The events
 * come in the trace's order, each as {@link EventStream#next} gives it; the one {@link #next}
 * returns is valid until the next call. {@link #close} stops the thread (a cancelled seek) and
 * waits for it, so nothing reads the trace after it returns.
 *
 * <p>Not thread-safe: one consumer.
 */
public final class EventPrefetch implements AutoCloseable {

    /** Events per batch handed over: a few ms of applying, so the hand-over costs nothing. */
    static final int BATCH = 2048;

    /** Batches decoded ahead at most (their events are reused: 4 x 2,048 Events, about 5 MB). */
    static final int AHEAD = 4;

    private static final class Batch {
        final Event[] events;
        int count;
        boolean last;
        Throwable failure;

        Batch() {
            this(BATCH);
        }

        /** A batch of {@code n} events (0: the one that wakes the thread to stop). */
        Batch(int n) {
            events = new Event[n];
            for (int i = 0; i < n; i++) {
                events[i] = new Event();
            }
        }
    }

    private final BlockingQueue<Batch> decoded = new ArrayBlockingQueue<>(AHEAD + 1);
    private final BlockingQueue<Batch> free = new ArrayBlockingQueue<>(AHEAD + 1);
    private final Thread thread;
    private volatile boolean closed;
    private Batch current;
    private int at;
    private long position;

    /** Starts decoding the events of [{@code from}, {@code to}) of {@code reader}'s trace. */
    public EventPrefetch(TraceReader reader, long from, long to) {
        this.position = from;
        for (int i = 0; i < AHEAD; i++) {
            free.add(new Batch());
        }
        long end = Math.min(to, reader.eventCount());
        thread = new Thread(() -> decode(reader, from, end), "lnetscope-prefetch");
        thread.setDaemon(true);
        thread.start();
    }

    private void decode(TraceReader reader, long from, long to) {
        EventStream stream = null;
        long p = from;
        try {
            while (!closed) {
                Batch batch = free.take();
                if (closed) {
                    return;
                }
                batch.count = 0;
                batch.last = false;
                try {
                    if (stream == null) {
                        stream = reader.events(from);
                    }
                    while (!closed && batch.count < BATCH && p < to && stream.next(batch.events[batch.count])) {
                        batch.count++;
                        p++;
                    }
                    batch.last = p >= to || batch.count < BATCH;
                } catch (RuntimeException | Error e) {
                    batch.failure = e; // handed to the consumer, which must not wait for a batch that never comes
                    batch.last = true;
                }
                decoded.put(batch);
                if (batch.last) {
                    return;
                }
            }
        } catch (InterruptedException e) {
            // nobody interrupts it (close wakes it by a batch); if something does, the consumer must not wait
            Batch stop = new Batch(0);
            stop.failure = new IllegalStateException("the prefetching thread was interrupted");
            stop.last = true;
            decoded.offer(stop);
        }
    }

    /** Position of the event the next {@link #next} returns. */
    public long position() {
        return position;
    }

    /**
     * The next event, or null after the last one (the end of the range or of the trace).
     *
     * @throws TraceFormatException as {@link EventStream#next} would, after the events before it
     */
    public Event next() {
        while (current == null || at == current.count) {
            if (current != null) {
                if (current.failure instanceof RuntimeException e) {
                    throw e;
                }
                if (current.failure instanceof Error e) {
                    throw e;
                }
                if (current.last) {
                    return null;
                }
                free.add(current);
            }
            current = take();
            at = 0;
        }
        position++;
        return current.events[at++];
    }

    private Batch take() {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return decoded.take();
                } catch (InterruptedException e) {
                    interrupted = true; // the batch is coming: the decoder never stops without one
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /**
     * Stops the decoding thread and waits for it. Not by an interrupt: one that comes while the
     * thread reads the trace would close the reader's FileChannel (ClosedByInterruptException) for
     * every user of the reader; a spare batch wakes it instead, and it stops after the chunk it is
     * decoding.
     */
    @Override
    public void close() {
        closed = true;
        free.offer(new Batch(0));
        boolean interrupted = false;
        while (thread.isAlive()) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
