package org.lnetscope.trace;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LnetPackage.Literals;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.trace.internal.ChunkIO;
import org.lnetscope.trace.state.FlatState;
import org.lnetscope.trace.state.StateCodec;

class TraceFileTest {

    @TempDir
    Path dir;

    private static final TraceOptions SMALL_CHUNKS = TraceOptions.defaults("test").withSpacing(64, 256);

    private static FlatState replayAll(TraceReader reader) {
        FlatState state = reader.loadCheckpoint(0);
        EventStream stream = reader.events(0);
        Event event = new Event();
        while (stream.next(event)) {
            StateApplier.apply(event, state, null);
        }
        return state;
    }

    @Test
    void roundTripGivesBackEveryEventAndTheFinalState() throws IOException {
        for (boolean deflate : new boolean[] {false, true}) {
            Path file = dir.resolve("rt-" + deflate + ".lnettrace");
            SmallTrace small = new SmallTrace();
            FlatState finalState;
            try (TraceWriter w = small.write(file, 3000, SMALL_CHUNKS.withDeflate(deflate), 1)) {
                finalState = w.state().copy();
            }
            try (TraceReader reader = TraceReader.open(file)) {
                assertTrue(reader.warnings().isEmpty(), reader.warnings().toString());
                assertEquals(small.written.size(), reader.eventCount());
                assertEquals("test", reader.header().producer());
                EventStream stream = reader.events(0);
                Event event = new Event();
                for (long[] expected : small.written) {
                    assertTrue(stream.next(event));
                    assertArrayEquals(expected, new long[] {event.timeNs(), event.type().ordinal(), event.function().ordinal(),
                            event.subject()}, "event " + event.index());
                }
                assertFalse(stream.next(event));
                assertNull(finalState.differenceFrom(replayAll(reader)));
                assertEquals(small.written.get(small.written.size() - 1)[0], reader.endTimeNs());
                long[] counts = reader.countsByType();
                assertEquals(small.written.size(), Arrays.stream(counts).sum());
            }
        }
    }

    @Test
    void everyCheckpointEqualsReplayFromTheStart() throws IOException {
        Path file = dir.resolve("cp.lnettrace");
        new SmallTrace().write(file, 2000, SMALL_CHUNKS, 2).close();
        try (TraceReader reader = TraceReader.open(file)) {
            FlatState state = reader.loadCheckpoint(0);
            EventStream stream = reader.events(0);
            Event event = new Event();
            for (int k = 1; k < reader.checkpointCount(); k++) {
                while (stream.position() < reader.checkpointPosition(k)) {
                    stream.next(event);
                    StateApplier.apply(event, state, null);
                }
                assertNull(state.differenceFrom(reader.loadCheckpoint(k)), "checkpoint " + k);
            }
        }
    }

    @Test
    void positionAtTimeCountsEventsUpToThatTime() throws IOException {
        Path file = dir.resolve("time.lnettrace");
        SmallTrace small = new SmallTrace();
        small.write(file, 1500, SMALL_CHUNKS, 3).close();
        Random random = new Random(3);
        try (TraceReader reader = TraceReader.open(file)) {
            for (int i = 0; i < 200; i++) {
                long t = small.written.get(random.nextInt(small.written.size()))[0] + random.nextInt(3) - 1;
                long expected = small.written.stream().filter(e -> e[0] <= t).count();
                assertEquals(expected, reader.positionAtTime(t), "t=" + t);
            }
            assertEquals(0, reader.positionAtTime(0));
            assertEquals(reader.eventCount(), reader.positionAtTime(Long.MAX_VALUE));
        }
    }

    @Test
    void truncatedTraceOpensUpToItsLastCompleteChunkWithTheOffset() throws IOException {
        Path full = dir.resolve("full.lnettrace");
        new SmallTrace().write(full, 2000, SMALL_CHUNKS, 4).close();
        byte[] bytes = Files.readAllBytes(full);
        Random random = new Random(4);
        for (int i = 0; i < 40; i++) {
            int headerEnd = 200; // the header chunk of this trace is a few hundred bytes: cut after it
            int cut = headerEnd + random.nextInt(bytes.length - headerEnd - ChunkIO.TRAILER_BYTES);
            Path file = dir.resolve("cut" + i + ".lnettrace");
            Files.write(file, Arrays.copyOf(bytes, cut));
            try (TraceReader reader = TraceReader.open(file)) {
                assertEquals(1, reader.warnings().size());
                String warning = reader.warnings().get(0);
                assertTrue(warning.startsWith(file.toString() + ": "), warning);
                assertFalse(warning.contains("\n"));
                FlatState state = replayAll(reader); // every event listed is readable and applies
                assertTrue(state.liveCount() > 0);
                if (reader.eventCount() > 0) {
                    assertTrue(warning.matches(".*at byte \\d+ .*") || warning.contains("no index"), warning);
                }
            } catch (TraceFormatException e) {
                // only acceptable when the cut is before the initial state ends
                assertTrue(e.getMessage().contains("no initial state") || e.getMessage().contains("header"), e.getMessage());
            }
        }
    }

    @Test
    void flippedByteIsFoundByTheChunkCrc() throws IOException {
        Path file = dir.resolve("flip.lnettrace");
        new SmallTrace().write(file, 2000, SMALL_CHUNKS, 5).close();
        byte[] bytes = Files.readAllBytes(file);
        int at = bytes.length / 2;
        bytes[at] ^= 0x40;
        Files.write(file, bytes);
        try (TraceReader reader = TraceReader.open(file)) {
            // the footer is intact, so the damage shows when its chunk is read: one line, with the offset
            TraceFormatException e = assertThrows(TraceFormatException.class, () -> replayAll(reader));
            assertTrue(e.getMessage().startsWith(file.toString() + ": "), e.getMessage());
            assertTrue(e.getMessage().contains("CRC mismatch") || e.getMessage().contains("inconsistent"), e.getMessage());
        }
    }

    @Test
    void garbageIsAOneLineErrorNamingTheFile() throws IOException {
        Path text = dir.resolve("notes.lnettrace");
        Files.writeString(text, "peers\nnid refs state\n10.1.0.17@o2ib1 4547 up\n", StandardCharsets.UTF_8);
        Path empty = dir.resolve("empty.lnettrace");
        Files.write(empty, new byte[0]);
        Path random = dir.resolve("random.lnettrace");
        byte[] noise = new byte[5000];
        new Random(6).nextBytes(noise);
        Files.write(random, noise);
        for (Path file : new Path[] {text, empty, random}) {
            TraceFormatException e = assertThrows(TraceFormatException.class, () -> TraceReader.open(file).close());
            assertTrue(e.getMessage().startsWith(file.toString() + ": not an LNet Scope trace"), e.getMessage());
            assertFalse(e.getMessage().contains("\n"));
        }
    }

    @Test
    void newerMajorVersionIsRefusedByName() throws IOException {
        Path file = dir.resolve("v2.lnettrace");
        new SmallTrace().write(file, 10, SMALL_CHUNKS, 7).close();
        byte[] bytes = Files.readAllBytes(file);
        bytes[9] = 5;
        Files.write(file, bytes);
        TraceFormatException e = assertThrows(TraceFormatException.class, () -> TraceReader.open(file).close());
        assertTrue(e.getMessage().contains("format 5.0 is not readable by this LNet Scope (reads 1.x to 4.x)"), e.getMessage());
    }

    /**
     * Formats 1 and 2 are what users' traces from before format 3 are in: they still read, op for
     * op the same events as the format-3 file of the same run (shapes, values as changes, recent
     * objects: docs/trace-format.md, "Events"), replaying to the same state; and each format is
     * smaller than the one before.
     */
    @Test
    void formatsOneAndTwoStillReadAsTheSameEventsAsFormatThree() throws IOException {
        Path[] files = new Path[3];
        for (int major = 1; major <= 3; major++) {
            files[major - 1] = dir.resolve("v" + major + ".lnettrace");
            new SmallTrace().write(files[major - 1], 5000, SMALL_CHUNKS.withDeflate(false).withFormat(major), 11).close();
        }
        try (TraceReader one = TraceReader.open(files[0]);
                TraceReader two = TraceReader.open(files[1]);
                TraceReader three = TraceReader.open(files[2])) {
            assertEquals(1, one.header().formatMajor());
            assertEquals(2, two.header().formatMajor());
            assertEquals(3, three.header().formatMajor());
            for (TraceReader other : new TraceReader[] {two, three}) {
                assertTrue(one.warnings().isEmpty() && other.warnings().isEmpty());
                assertEquals(one.eventCount(), other.eventCount());
                assertTrue(sameEventsOpByOp(one, other) > 5000, "the run has SETs to compare");
                assertNull(replayAll(one).differenceFrom(replayAll(other)));
            }
        }
        assertTrue(Files.size(files[1]) < Files.size(files[0]), Files.size(files[1]) + " vs " + Files.size(files[0]));
        assertTrue(Files.size(files[2]) < Files.size(files[1]), Files.size(files[2]) + " vs " + Files.size(files[1]));
    }

    /** Asserts both traces hold the same events, op for op; returns the SETs compared. */
    private static long sameEventsOpByOp(TraceReader one, TraceReader other) {
        EventStream a = one.events(0);
        EventStream b = other.events(0);
        Event x = new Event();
        Event y = new Event();
        long sets = 0;
        while (a.next(x)) {
            assertTrue(b.next(y));
            assertEquals(x.toString(), y.toString());
            assertEquals(x.opCount(), y.opCount());
            for (int op = 0; op < x.opCount(); op++) {
                assertEquals(x.opKind(op), y.opKind(op), "event " + x.index() + " op " + op);
                assertArrayEquals(new long[] {x.opA(op), x.opB(op), x.opC(op), x.opD(op), x.opValue(op)},
                        new long[] {y.opA(op), y.opB(op), y.opC(op), y.opD(op), y.opValue(op)}, "event " + x.index() + " op " + op);
                assertEquals(x.poolValue(op), y.poolValue(op));
                sets += x.opKind(op) == Event.SET ? 1 : 0;
            }
        }
        assertFalse(b.next(y));
        return sets;
    }

    /**
     * Format 3 writes a counter as its change since the value the chunk last gave it, and numbers
     * shapes and recent objects per chunk: values at the ends of the range (the change wraps),
     * negative credits, references set and cleared, events aborted half-way (their ops must leave
     * nothing behind in the encoder), and a read started in the middle of a chunk all give back
     * exactly what was written.
     */
    @Test
    void formatThreeGivesBackExtremeValuesAroundAbortedEventsFromAnyPosition() throws IOException {
        Path file = dir.resolve("extreme.lnettrace");
        Fabric fabric = SmallTrace.fabric();
        long[] lengths = {0, Long.MAX_VALUE, Long.MIN_VALUE + 1, -1, 1L << 40, -(1L << 40), 7, 7, Long.MAX_VALUE, 0};
        List<long[]> expected = new ArrayList<>();
        try (TraceWriter w = TraceWriter.create(file, fabric, 0, SMALL_CHUNKS.withSpacing(16, 64))) {
            int router = w.idOf(fabric.getNodes().get(0));
            int ni = w.idOf(fabric.getNodes().get(0).getPeers().get(0).getPeerNis().get(0));
            int vTx = w.valueSlot(Literals.PEER_NI__TX_CREDITS);
            int vLength = w.valueSlot(Literals.MESSAGE__LENGTH);
            int vTxPeer = w.valueSlot(Literals.MESSAGE__TX_PEER);
            int cMessage = w.classIndex(Literals.MESSAGE);
            int lMessages = w.listSlot(Literals.NODE__MESSAGES);
            TraceWriter.EventBuilder e = w.event(1, EventType.MSG_RECEIVED, KernelFunction.lnet_parse, ni);
            int msg = e.create(cMessage, router, lMessages);
            long t = 1;
            for (int i = 0; i < 200; i++) {
                long length = lengths[i % lengths.length];
                long credits = 4 - i % 9;
                if (i > 0) {
                    e = w.event(t, EventType.CREDIT_TAKEN, KernelFunction.lnet_post_send_locked, i % 3 == 0 ? -1 : ni);
                }
                e.set(msg, vLength, length).set(ni, vTx, credits).set(msg, vTxPeer, i % 2 == 0 ? ni : -1).commit();
                expected.add(new long[] {length, credits, i % 2 == 0 ? ni : -1});
                if (i % 7 == 3) {
                    // begun, changed, dropped: none of it may reach the bytes or the encoder's memory
                    w.event(t, EventType.CREDIT_TAKEN, KernelFunction.lnet_post_send_locked, msg).set(msg, vLength, 12345)
                            .set(ni, vTx, -77).set(msg, vTxPeer, -1).abort();
                }
                t += i % 4 == 0 ? 0 : 1000;
            }
        }
        try (TraceReader reader = TraceReader.open(file)) {
            assertEquals(TraceOptions.CURRENT_FORMAT, reader.header().formatMajor()); // format 3's events, zstd chunks
            assertEquals(expected.size(), reader.eventCount());
            for (long from : new long[] {0, 5, 17, 33, 150}) {
                EventStream stream = reader.events(from);
                Event event = new Event();
                for (long n = from; n < expected.size(); n++) {
                    assertTrue(stream.next(event));
                    long[] want = expected.get((int) n);
                    int sets = 0;
                    for (int op = 0; op < event.opCount(); op++) {
                        if (event.opKind(op) == Event.SET) {
                            assertEquals(want[sets++], event.opValue(op), "event " + n + " SET " + (sets - 1) + " read from " + from);
                        }
                    }
                    assertEquals(3, sets, "event " + n);
                }
            }
        }
    }

    @Test
    void aBadOpFailsAtItsCallAndRollsTheEventBack() throws IOException {
        Path file = dir.resolve("bad.lnettrace");
        Fabric fabric = SmallTrace.fabric();
        try (TraceWriter w = TraceWriter.create(file, fabric, 0, SMALL_CHUNKS)) {
            FlatState before = w.state().copy();
            int ni = w.idOf(fabric.getNodes().get(0).getPeers().get(0).getPeerNis().get(0));
            int vTx = w.valueSlot(Literals.PEER_NI__TX_CREDITS);
            int lTxq = w.listSlot(Literals.PEER_NI__TXQ);
            TraceWriter.EventBuilder e = w.event(10, EventType.CREDIT_TAKEN, KernelFunction.lnet_post_send_locked, ni)
                    .set(ni, vTx, 3);
            IllegalStateException failure = assertThrows(IllegalStateException.class, () -> e.removeAt(ni, lTxq, 0));
            assertTrue(failure.getMessage().contains("CREDIT_TAKEN"), failure.getMessage());
            assertNull(before.differenceFrom(w.state()));
            assertThrows(IllegalArgumentException.class, () -> w.event(-5, EventType.MEMORY, KernelFunction.none, -1));
            w.event(10, EventType.CREDIT_TAKEN, KernelFunction.lnet_post_send_locked, ni).set(ni, vTx, 3).commit();
            assertEquals(1, w.eventCount());
        }
        try (TraceReader reader = TraceReader.open(file)) {
            assertEquals(1, reader.eventCount());
        }
    }

    /**
     * A trusted producer (TraceWriter.trustProducer: no undo log) still has a bad op refused at its
     * call; the event cannot be rolled back, so the writer refuses every later event, and what was
     * committed before stays readable. The same good events give the same bytes trusted or not.
     */
    @Test
    void aTrustedProducersBadOpBreaksTheWriterAndKeepsWhatWasCommitted() throws IOException {
        Path file = dir.resolve("trusted.lnettrace");
        Fabric fabric = SmallTrace.fabric();
        TraceWriter w = TraceWriter.create(file, fabric, 0, SMALL_CHUNKS.withCreatedAt(Instant.EPOCH));
        w.trustProducer();
        int ni = w.idOf(fabric.getNodes().get(0).getPeers().get(0).getPeerNis().get(0));
        int vTx = w.valueSlot(Literals.PEER_NI__TX_CREDITS);
        int lTxq = w.listSlot(Literals.PEER_NI__TXQ);
        w.event(10, EventType.CREDIT_TAKEN, KernelFunction.lnet_post_send_locked, ni).set(ni, vTx, 3).commit();
        TraceWriter.EventBuilder e = w.event(20, EventType.CREDIT_TAKEN, KernelFunction.lnet_post_send_locked, ni)
                .set(ni, vTx, 2);
        IllegalStateException failure = assertThrows(IllegalStateException.class, () -> e.removeAt(ni, lTxq, 0));
        assertTrue(failure.getMessage().contains("CREDIT_TAKEN"), failure.getMessage());
        IllegalStateException later = assertThrows(IllegalStateException.class,
                () -> w.event(30, EventType.MEMORY, KernelFunction.none, -1));
        assertTrue(later.getMessage().contains("could not be undone"), later.getMessage());
        w.abandon();
        try (TraceReader reader = TraceReader.open(file)) {
            assertEquals(1, reader.eventCount(), "the committed event, not the failed one");
        }
        // same events, checked and trusted: same bytes
        Path checked = dir.resolve("checked.lnettrace");
        Path trusted = dir.resolve("trusted2.lnettrace");
        for (Path p : List.of(checked, trusted)) {
            Fabric small = SmallTrace.fabric();
            try (TraceWriter writer = TraceWriter.create(p, small, 0, SMALL_CHUNKS.withCreatedAt(Instant.EPOCH))) {
                if (p == trusted) {
                    writer.trustProducer();
                }
                int cMessage = writer.classIndex(Literals.MESSAGE);
                int router = writer.idOf(small.getNodes().get(0));
                int lMessages = writer.listSlot(Literals.NODE__MESSAGES);
                for (int i = 0; i < 50; i++) {
                    TraceWriter.EventBuilder received = writer.event(100 + i, EventType.MSG_RECEIVED, KernelFunction.lnet_parse, -1);
                    int m = received.create(cMessage, router, lMessages);
                    received.commit();
                    writer.event(100 + i, EventType.MSG_COMPLETED, KernelFunction.lnet_finalize, m).delete(m).commit();
                }
            }
        }
        assertEquals(-1L, Files.mismatch(checked, trusted));
    }

    /**
     * A producer that keeps the state itself (the simulator's recorder: TraceWriter.producerHoldsState)
     * names each list index and writes the checkpoints where the writer's rule puts them: the
     * trace is the one the writer makes from its own state, byte for byte. Here the producer's
     * state is a second writer's.
     */
    @Test
    void aProducerThatHoldsTheStateWritesTheBytesTheWriterMakesFromItsOwn() throws IOException {
        TraceOptions options = SMALL_CHUNKS.withCreatedAt(Instant.parse("2024-06-11T00:00:00Z"));
        Path own = dir.resolve("own.lnettrace");
        Path held = dir.resolve("held.lnettrace");
        Fabric fabric = SmallTrace.fabric();
        TraceWriter a = TraceWriter.create(own, fabric, 1_000, options);
        TraceWriter b = TraceWriter.create(held, SmallTrace.fabric(), 1_000, options);
        b.producerHoldsState();
        assertThrows(IllegalStateException.class, b::state);
        org.lnetscope.model.Node router = fabric.getNodes().get(0);
        int routerId = a.idOf(router);
        int niId = a.idOf(router.getPeers().get(0).getPeerNis().get(0));
        int cMessage = a.classIndex(Literals.MESSAGE);
        int lMessages = a.listSlot(Literals.NODE__MESSAGES);
        int lTxq = a.listSlot(Literals.PEER_NI__TXQ);
        int vLength = a.valueSlot(Literals.MESSAGE__LENGTH);
        int vDest = a.valueSlot(Literals.MESSAGE__DEST_NID);
        Random random = new Random(5);
        List<Integer> inFlight = new ArrayList<>();
        long time = 1_000;
        // the writer's spacing rule as the producer follows it (TraceWriter.commitEvent, flushChunk)
        long chunkFirstIndex = 0;
        long chunkFirstTime = 0;
        int chunkEvents = 0;
        long chunkOps = 0;
        long since = 0;
        long weighed = 0;
        long lastBytes = b.lastCheckpointBytes();
        int made = 0;
        for (int n = 0; n < 3000; n++) {
            time += random.nextInt(3) == 0 ? 0 : random.nextInt(5_000_000);
            FlatState st = a.state();
            TraceWriter.EventBuilder ea = a.event(time, EventType.MSG_QUEUED_TXQ, KernelFunction.lnet_post_send_locked, niId);
            TraceWriter.EventBuilder eb = b.event(time, EventType.MSG_QUEUED_TXQ, KernelFunction.lnet_post_send_locked, niId);
            int ops = 0;
            int txq = st.listSize(niId, lTxq);
            if (random.nextInt(3) == 0 || inFlight.isEmpty() && txq == 0) {
                int index = st.listSize(routerId, lMessages);
                int msg = ea.create(cMessage, routerId, lMessages);
                assertEquals(msg, eb.create(cMessage, routerId, lMessages, index));
                Nid dest = Nid.parse("10.1.0." + random.nextInt(40) + "@o2ib1");
                boolean fresh = st.pool().find(dest) < 0;
                long length = random.nextInt(1 << 20);
                ea.setPooled(msg, vDest, dest).set(msg, vLength, length);
                eb.setPooled(msg, vDest, dest).set(msg, vLength, length);
                ops += 3 + (fresh ? 1 : 0);
                if (random.nextBoolean()) {
                    ea.add(niId, lTxq, msg);
                    eb.insert(niId, lTxq, txq, msg);
                    ops++;
                } else {
                    inFlight.add(msg);
                }
            } else if (txq > 0 && random.nextBoolean()) {
                int at = random.nextInt(txq);
                int element = st.list(niId, lTxq).get(at);
                ea.removeAt(niId, lTxq, at);
                eb.removeAt(niId, lTxq, at, element);
                inFlight.add(element);
                ops++;
            } else if (!inFlight.isEmpty()) {
                int msg = inFlight.remove(random.nextInt(inFlight.size()));
                int at = st.list(routerId, lMessages).indexOf(msg);
                ea.delete(msg, at);
                eb.delete(msg, at);
                ops++;
            }
            ea.commit();
            eb.commit();
            if (chunkEvents == 0) {
                chunkFirstIndex = a.eventCount() - 1;
                chunkFirstTime = time;
            }
            chunkEvents++;
            chunkOps += ops;
            since++;
            boolean last = n == 2999;
            if (chunkEvents == options.eventsPerChunk() || last && chunkEvents > 0) {
                weighed += TraceWriter.format3ChunkWeight(chunkFirstIndex, chunkEvents, chunkFirstTime, time, chunkOps);
                chunkEvents = 0;
                chunkOps = 0;
                if (TraceWriter.checkpointDue(options, since, weighed, lastBytes)) {
                    TraceWriter.Checkpoint checkpoint = TraceWriter.Checkpoint.encode(a.eventCount(), time, st.pool(), st.schema(),
                            StateCodec.rowsOf(st), lastBytes);
                    b.checkpoint(checkpoint);
                    lastBytes = checkpoint.bytes();
                    since = 0;
                    weighed = 0;
                    made++;
                }
            }
        }
        a.close();
        b.close();
        assertTrue(made >= 2, made + " checkpoints from the producer");
        assertEquals(-1L, Files.mismatch(own, held));
        try (TraceReader reader = TraceReader.open(held)) {
            assertEquals(made + 1, reader.checkpointCount());
        }
        // a list op without its index is refused: the writer has no list to find it in
        TraceWriter c = TraceWriter.create(dir.resolve("c.lnettrace"), SmallTrace.fabric(), 1_000, options);
        c.producerHoldsState();
        TraceWriter.EventBuilder e = c.event(2_000, EventType.MSG_QUEUED_TXQ, KernelFunction.lnet_post_send_locked, -1);
        assertThrows(IllegalStateException.class, () -> e.create(cMessage, routerId, lMessages));
        assertThrows(IllegalStateException.class, () -> e.remove(niId, lTxq, 7));
        e.commit();
        c.close();
    }

    @Test
    void aFixedCreationTimeMakesTheSameEventsTheSameBytes() throws IOException {
        Instant epoch = Instant.parse("2024-06-11T00:00:00Z");
        TraceOptions fixed = SMALL_CHUNKS.withCreatedAt(epoch);
        Path a = dir.resolve("a.lnettrace");
        Path b = dir.resolve("b.lnettrace");
        new SmallTrace().write(a, 300, fixed, 11).close();
        new SmallTrace().write(b, 300, fixed, 11).close();
        assertArrayEquals(Files.readAllBytes(a), Files.readAllBytes(b));
        try (TraceReader reader = TraceReader.open(a)) {
            assertEquals(epoch, reader.header().createdAt());
        }
        // without it, the header keeps the wall clock of the write
        Instant before = Instant.now();
        new SmallTrace().write(b, 10, SMALL_CHUNKS, 11).close();
        try (TraceReader reader = TraceReader.open(b)) {
            assertFalse(reader.header().createdAt().isBefore(before.minusSeconds(1)));
        }
    }

    @Test
    void anAbortedEventLeavesNoTraceAndFreesItsIds() throws IOException {
        Path file = dir.resolve("abort.lnettrace");
        Fabric fabric = SmallTrace.fabric();
        try (TraceWriter w = TraceWriter.create(file, fabric, 0, SMALL_CHUNKS)) {
            FlatState before = w.state().copy();
            int router = w.idOf(fabric.getNodes().get(0));
            int ni = w.idOf(fabric.getNodes().get(0).getPeers().get(0).getPeerNis().get(0));
            int vTx = w.valueSlot(Literals.PEER_NI__TX_CREDITS);
            int cMessage = w.classIndex(Literals.MESSAGE);
            int lMessages = w.listSlot(Literals.NODE__MESSAGES);
            TraceWriter.EventBuilder e = w.event(10, EventType.MSG_RECEIVED, KernelFunction.lnet_parse, ni);
            int msg = e.create(cMessage, router, lMessages);
            e.set(ni, vTx, -1).abort();
            assertNull(before.differenceFrom(w.state()));
            assertThrows(IllegalStateException.class, e::abort);
            // the next event may be begun, and reuses the id the aborted one had taken
            TraceWriter.EventBuilder next = w.event(10, EventType.MSG_RECEIVED, KernelFunction.kiblnd_tx_complete, ni);
            assertEquals(msg, next.create(cMessage, router, lMessages));
            next.commit();
            assertEquals(1, w.eventCount());
        }
        try (TraceReader reader = TraceReader.open(file)) {
            assertEquals(1, reader.eventCount());
            Event event = new Event();
            assertTrue(reader.events(0).next(event));
            assertEquals(KernelFunction.kiblnd_tx_complete, event.function());
        }
    }

    /** An aborted event's new pool value is defined again by the next event that uses it. */
    @Test
    void aValueFirstPooledByAnAbortedEventIsDefinedByTheNextThatUsesIt() throws IOException {
        for (int format : new int[] {2, 3}) {
            Path file = dir.resolve("abort-pool-" + format + ".lnettrace");
            Fabric fabric = SmallTrace.fabric();
            Nid fresh = Nid.parse("10.9.9.9@o2ib7");
            int msg;
            int vSrc;
            try (TraceWriter w = TraceWriter.create(file, fabric, 0, SMALL_CHUNKS.withFormat(format))) {
                int router = w.idOf(fabric.getNodes().get(0));
                int cMessage = w.classIndex(Literals.MESSAGE);
                int lMessages = w.listSlot(Literals.NODE__MESSAGES);
                vSrc = w.valueSlot(Literals.MESSAGE__SRC_NID);
                TraceWriter.EventBuilder e = w.event(10, EventType.MSG_RECEIVED, KernelFunction.lnet_parse, router);
                e.setPooled(e.create(cMessage, router, lMessages), vSrc, fresh).abort();
                TraceWriter.EventBuilder next = w.event(20, EventType.MSG_RECEIVED, KernelFunction.lnet_parse, router);
                msg = next.create(cMessage, router, lMessages);
                next.setPooled(msg, vSrc, fresh).commit();
            }
            try (TraceReader reader = TraceReader.open(file)) {
                // before the fix: "value pool index N not defined" while applying the second event
                FlatState state = replayAll(reader);
                assertEquals(fresh, state.pool().get((int) state.get(msg, vSrc)), "format " + format);
            }
        }
    }
}
