package org.lnetscope.agent.http;

import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayDeque;

/**
 * One Server-Sent Events connection. Frames wait in a queue bounded in bytes; a writer thread
 * (virtual) sends them. If a client reads slower than the node changes, its queue fills and it is
 * dropped: the queue is cleared and the writer interrupted, which closes the socket even if it is
 * blocked in a write to a full TCP window. Memory per client is therefore at most the budget.
 */
final class SseClient {

    private final String name;
    private final OutputStream out;
    private final long budgetBytes;
    private final ArrayDeque<byte[]> queue = new ArrayDeque<>();
    private long queuedBytes;
    private boolean closed;
    private String closeReason;
    private Thread writer;
    private final Runnable onClose;
    private final Runnable abort;

    /** @param abort closes the connection, so that a writer blocked on a full TCP window returns */
    SseClient(String name, OutputStream out, long budgetBytes, Runnable onClose, Runnable abort) {
        this.name = name;
        this.out = out;
        this.budgetBytes = budgetBytes;
        this.onClose = onClose;
        this.abort = abort;
    }

    /**
     * Queues the first frame, in parts (the snapshot's bytes are shared with every other reply).
     * It counts against the budget like any frame: a client whose buffer cannot hold the node's
     * snapshot is closed with the reason (issue 31: a first frame of any size was admitted).
     */
    synchronized boolean offerFirst(byte[]... parts) {
        long size = 0;
        for (byte[] part : parts) {
            size += part.length;
        }
        if (closed) {
            return false;
        }
        if (queuedBytes + size > budgetBytes) {
            drop("the snapshot (" + size + " bytes) is more than the client buffer (" + budgetBytes
                    + " bytes; --client-buffer raises it)");
            return false;
        }
        for (byte[] part : parts) {
            queue.add(part);
        }
        queuedBytes += size;
        notifyAll();
        return true;
    }

    String name() {
        return name;
    }

    /** Queues a frame; false (and the client is dropped) when that would exceed the budget. */
    synchronized boolean offer(byte[] frame) {
        if (closed) {
            return false;
        }
        if (queuedBytes + frame.length > budgetBytes && !queue.isEmpty()) {
            drop("slow client: more than " + budgetBytes + " bytes waiting");
            return false;
        }
        queue.add(frame);
        queuedBytes += frame.length;
        notifyAll();
        return true;
    }

    synchronized void drop(String why) {
        if (closed) {
            return;
        }
        closed = true;
        closeReason = why;
        queue.clear();
        queuedBytes = 0;
        notifyAll();
        if (writer != null) {
            writer.interrupt();
            abort.run();
        }
    }

    synchronized String closeReason() {
        return closeReason;
    }

    synchronized boolean isClosed() {
        return closed;
    }

    /** Runs on the connection's own thread until the client goes or is dropped. */
    void run() {
        synchronized (this) {
            writer = Thread.currentThread();
        }
        try {
            while (true) {
                byte[] frame;
                synchronized (this) {
                    while (queue.isEmpty() && !closed) {
                        wait();
                    }
                    if (closed) {
                        return;
                    }
                    frame = queue.poll();
                    queuedBytes -= frame.length;
                }
                // in slices: a 20 MB snapshot written whole made NIO cache a 20 MB direct buffer per thread
                if (frame.length <= AgentServer.WRITE_SLICE) {
                    out.write(frame);
                } else {
                    for (int at = 0; at < frame.length; at += AgentServer.WRITE_SLICE) {
                        out.write(frame, at, Math.min(AgentServer.WRITE_SLICE, frame.length - at));
                    }
                }
                synchronized (this) {
                    if (!queue.isEmpty()) {
                        continue; // the parts of one frame, or frames waiting: one flush for them
                    }
                }
                out.flush();
            }
        } catch (IOException | InterruptedException e) {
            drop(e instanceof InterruptedException ? "interrupted" : "client went away: " + e.getMessage());
        } finally {
            Thread.interrupted();
            try {
                out.close();
            } catch (IOException e) {
                // already broken: nothing more to tell the client
            }
            onClose.run();
        }
    }
}
