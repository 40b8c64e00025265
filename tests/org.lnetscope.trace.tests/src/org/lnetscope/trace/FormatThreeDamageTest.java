package org.lnetscope.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.function.Consumer;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.trace.internal.ByteSink;
import org.lnetscope.trace.internal.ByteSource;
import org.lnetscope.trace.internal.ChunkIO;

/**
 * An events chunk of format 3 whose CRC matches but whose content does not hold together (a
 * writer bug, or a file from a newer writer): a shape used before it is defined, a reference to a
 * recent object the chunk has not named, an op code no format has. Each is a one-line error that
 * names the file, the chunk and its byte offset, and the event (docs/trace-format.md §3).
 */
class FormatThreeDamageTest {

    @TempDir
    Path dir;

    /** A trace with format 3's events (chunks not compressed) whose first events chunk's body is replaced by {@code body}. */
    private Path withFirstEvents(String name, Consumer<ByteSink> body) throws IOException {
        Path file = dir.resolve("small.lnettrace");
        new SmallTrace().write(file, 200, TraceOptions.defaults("test").withCreatedAt(Instant.EPOCH).withSpacing(64, 128), 3)
                .close();
        Chunks chunks = new Chunks(Files.readAllBytes(file));
        int at = chunks.indexOf(ChunkIO.KIND_EVENTS, 0);
        ByteSource original = new ByteSource(chunks.chunks.get(at).payload());
        ByteSink p = new ByteSink(256);
        p.varint(original.varint());
        p.varint(original.varint());
        p.svarint(original.svarint());
        p.varint(original.varint());
        body.accept(p);
        Path bad = dir.resolve(name + ".lnettrace");
        Files.write(bad, chunks.with(at, p.toByteArray(), true));
        return bad;
    }

    private static String replayError(Path file) throws IOException {
        try (TraceReader reader = TraceReader.open(file)) {
            // format 3's events; format 4 (the default) only compresses its chunks with zstd
            assertEquals(TraceOptions.CURRENT_FORMAT, reader.header().formatMajor());
            TraceFormatException e = assertThrows(TraceFormatException.class, () -> {
                EventStream stream = reader.events(0);
                Event event = new Event();
                while (stream.next(event)) {
                    // decoding is enough
                }
            });
            String message = e.getMessage();
            assertTrue(message.startsWith(file + ": events chunk 0 (at byte "), message);
            assertTrue(message.matches(".*\\(at byte \\d+\\) is inconsistent \\(event 0: .*"), message);
            assertFalse(message.contains("\n"), message);
            return message;
        }
    }

    @Test
    void aShapeUsedBeforeItIsDefined() throws IOException {
        Path bad = withFirstEvents("shape", p -> p.varint(5 << 1));
        assertTrue(replayError(bad).contains("shape 5 of 0 defined in its chunk"));
    }

    @Test
    void aRecentObjectTheChunkHasNotNamed() throws IOException {
        Path bad = withFirstEvents("recent", p -> {
            p.varint(0); // shape 0, same time
            p.varint(0); // type, function, no ops
            p.varint(0);
            p.varint(0);
            p.varint(3); // subject: recent object 3 of none
        });
        assertTrue(replayError(bad).contains("names recent object 3 of 0"));
    }

    @Test
    void anOpCodeNoFormatHas() throws IOException {
        Path bad = withFirstEvents("code", p -> {
            p.varint(0);
            p.varint(0);
            p.varint(0);
            p.varint(1);
            p.varint(7); // kind 7
        });
        assertTrue(replayError(bad).contains("unknown op code 7"));
    }

    @Test
    void aSetOnTheCurrentObjectWhenThereIsNone() throws IOException {
        Path bad = withFirstEvents("same", p -> {
            p.varint(0);
            p.varint(0);
            p.varint(0);
            p.varint(1);
            p.varint(EventCodec.SET_SAME);
            p.varint(EventCodec.Recent.NONE); // subject: none
            p.svarint(1);
        });
        assertTrue(replayError(bad).contains("a SET on the current object before there is one"));
    }

    @Test
    void anEventCutShort() throws IOException {
        Path file = dir.resolve("small.lnettrace");
        new SmallTrace().write(file, 200, TraceOptions.defaults("test").withCreatedAt(Instant.EPOCH).withSpacing(64, 128), 3)
                .close();
        Chunks chunks = new Chunks(Files.readAllBytes(file));
        int at = chunks.indexOf(ChunkIO.KIND_EVENTS, 0);
        byte[] payload = chunks.chunks.get(at).payload();
        Path bad = dir.resolve("cut.lnettrace");
        Files.write(bad, chunks.with(at, Arrays.copyOf(payload, payload.length - 3), true));
        try (TraceReader reader = TraceReader.open(bad)) {
            TraceFormatException e = assertThrows(TraceFormatException.class, () -> {
                EventStream stream = reader.events(0);
                Event event = new Event();
                while (stream.next(event)) {
                    // decoding is enough
                }
            });
            assertTrue(e.getMessage().startsWith(bad + ": events chunk 0 (at byte "), e.getMessage());
            assertTrue(e.getMessage().contains("runs past the end of its chunk"), e.getMessage());
        }
    }
}
