package org.lnetscope.protocol;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Reads Server-Sent Events from a stream, with every line bounded: an agent (or anything
 * listening on its port) that sends a line longer than {@code maxLineBytes} gets a
 * {@link ProtocolException}, not an OutOfMemoryError on the desktop.
 */
public final class SseReader {

    /** One event: its {@code event:} name ("message" if none), {@code id:} (or null) and data lines joined by newlines. */
    public record Event(String name, String id, String data) {
    }

    private final InputStream in;
    private final int maxLineBytes;
    private final byte[] buffer = new byte[8192];
    private int pos;
    private int limit;

    public SseReader(InputStream in, int maxLineBytes) {
        this.in = in;
        this.maxLineBytes = maxLineBytes;
    }

    /** The next event, or null at the end of the stream. Comment lines (": keepalive") are skipped. */
    public Event next() throws IOException {
        String name = null;
        String id = null;
        StringBuilder data = null;
        while (true) {
            String line = readLine();
            if (line == null) {
                return null;
            }
            if (line.isEmpty()) {
                if (data != null) {
                    return new Event(name == null ? "message" : name, id, data.toString());
                }
                name = null;
                id = null;
                continue;
            }
            if (line.startsWith(":")) {
                continue;
            }
            int colon = line.indexOf(':');
            String field = colon < 0 ? line : line.substring(0, colon);
            String value = colon < 0 ? "" : line.substring(colon + 1);
            if (value.startsWith(" ")) {
                value = value.substring(1);
            }
            switch (field) {
                case "event" -> name = value;
                case "id" -> id = value;
                case "data" -> {
                    if (data == null) {
                        data = new StringBuilder(value);
                    } else {
                        if (data.length() + value.length() > maxLineBytes) {
                            throw new ProtocolException("event data longer than " + maxLineBytes + " bytes");
                        }
                        data.append('\n').append(value);
                    }
                }
                default -> {
                    // "retry" and unknown fields are ignored, as the SSE specification says
                }
            }
        }
    }

    private String readLine() throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        while (true) {
            if (pos == limit) {
                limit = in.read(buffer);
                pos = 0;
                if (limit <= 0) {
                    limit = 0;
                    return line.size() == 0 ? null : line.toString(StandardCharsets.UTF_8);
                }
            }
            int start = pos;
            while (pos < limit && buffer[pos] != '\n') {
                pos++;
            }
            line.write(buffer, start, pos - start);
            if (line.size() > maxLineBytes) {
                throw new ProtocolException("line longer than " + maxLineBytes + " bytes");
            }
            if (pos < limit) {
                pos++;
                byte[] bytes = line.toByteArray();
                int n = bytes.length > 0 && bytes[bytes.length - 1] == '\r' ? bytes.length - 1 : bytes.length;
                return new String(bytes, 0, n, StandardCharsets.UTF_8);
            }
        }
    }
}
