package org.lnetscope.agent.http;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/** The connected event streams, and what happened to them (for /metrics and tests). */
final class ClientHub {

    private final List<SseClient> clients = new CopyOnWriteArrayList<>();
    private final AtomicLong dropped = new AtomicLong();
    private final AtomicLong connected = new AtomicLong();
    /** Streams admitted: taken before the response starts, given back when its connection ends. */
    private final AtomicInteger admitted = new AtomicInteger();

    /**
     * Takes one of {@code max} stream places, atomically: checking the client list and adding to
     * it later let 33 streams past --max-clients 32 when they arrived together.
     */
    boolean admit(int max) {
        while (true) {
            int n = admitted.get();
            if (n >= max) {
                return false;
            }
            if (admitted.compareAndSet(n, n + 1)) {
                return true;
            }
        }
    }

    /** Gives back a place taken by {@link #admit}. */
    void release() {
        admitted.decrementAndGet();
    }

    void add(SseClient client) {
        clients.add(client);
        connected.incrementAndGet();
    }

    void remove(SseClient client) {
        clients.remove(client);
    }

    /** Sends one SSE frame to every client; slow ones are dropped, not waited for. */
    void publish(String event, long id, String data) {
        byte[] frame = frame(event, id, data);
        for (SseClient client : clients) {
            if (!client.offer(frame)) {
                clients.remove(client);
                dropped.incrementAndGet();
            }
        }
    }

    /** A frame's first line(s), before its data: the data (shared bytes) and {@link #TAIL} follow. */
    static byte[] head(String event, long id) {
        return ("id: " + id + "\nevent: " + event + "\ndata: ").getBytes(StandardCharsets.UTF_8);
    }

    static final byte[] TAIL = "\n\n".getBytes(StandardCharsets.UTF_8);

    static byte[] frame(String event, long id, String data) {
        // data never holds a newline: JSON is written on one line
        return ("id: " + id + "\nevent: " + event + "\ndata: " + data + "\n\n").getBytes(StandardCharsets.UTF_8);
    }

    int size() {
        return clients.size();
    }

    long droppedTotal() {
        return dropped.get();
    }

    long connectedTotal() {
        return connected.get();
    }

    void closeAll() {
        for (SseClient client : clients) {
            client.drop("agent stopping");
        }
        clients.clear();
    }
}
