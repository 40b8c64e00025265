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

    SseClient(String name, OutputStream out, long budgetBytes, Runnable onClose) {
        this.name = name;
        this.out = out;
        this.budgetBytes = budgetBytes;
        this.onClose = onClose;
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
                out.write(frame);
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
