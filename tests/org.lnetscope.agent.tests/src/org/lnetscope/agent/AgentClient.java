package org.lnetscope.agent;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

import org.lnetscope.protocol.SseReader;

/** A test's view of one event stream: events arrive on a queue, read by a virtual thread. */
final class AgentClient implements AutoCloseable {

    private final BlockingQueue<SseReader.Event> events = new ArrayBlockingQueue<>(10_000);
    private final InputStream body;
    private final Thread reader;

    AgentClient(HttpClient http, URI events, String token) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(events).timeout(Duration.ofSeconds(10));
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        HttpResponse<InputStream> response = http.send(request.build(), HttpResponse.BodyHandlers.ofInputStream());
        if (response.statusCode() != 200) {
            throw new IOException("HTTP " + response.statusCode());
        }
        body = response.body();
        reader = Thread.startVirtualThread(() -> {
            SseReader sse = new SseReader(body, 1 << 24);
            try {
                for (SseReader.Event e = sse.next(); e != null; e = sse.next()) {
                    this.events.put(e);
                }
            } catch (IOException | InterruptedException e) {
                // closed by the test
            }
        });
    }

    /** The next event of that name, skipping others (heartbeats); fails after 10 s. */
    SseReader.Event next(String name) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < deadline) {
            SseReader.Event e = events.poll(100, TimeUnit.MILLISECONDS);
            if (e != null && e.name().equals(name)) {
                return e;
            }
        }
        throw new AssertionError("no '" + name + "' event within 10 s");
    }

    @Override
    public void close() throws IOException {
        body.close();
        reader.interrupt();
    }
}
