package org.lnetscope.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.lnetscope.trace.Event;
import org.lnetscope.trace.TraceReader;

/**
 * What Explain says about objects an event freed, on the shipped small example's trace (the
 * simulator's kiblnd and lnet_finalize frees): named as they were just before the event, never as
 * "freed earlier", also after stepping back onto the event.
 */
class FreedInEventTest {

    private static Path example() {
        return Path.of(System.getProperty("user.dir")).resolve("../../examples/traces/router-oom-small.lnettrace").normalize();
    }

    /** The first event that frees its own subject, per kernel function, as (function -> event index). */
    private static Map<String, Long> selfFreeingEvents(TraceReader reader) {
        Map<String, Long> found = new HashMap<>();
        ReplayCursor cursor = new ReplayCursor(reader);
        while (cursor.position() < cursor.eventCount() && found.size() < 4) {
            cursor.step(1);
            Event e = cursor.currentEvent();
            if (FreedInEvent.of(e).freed(e.subject())) {
                found.putIfAbsent(e.function().name(), e.index());
            }
        }
        return found;
    }

    @Test
    void anObjectFreedByTheEventIsNamedAsItWasJustBefore() throws Exception {
        try (TraceReader reader = TraceReader.open(example())) {
            Map<String, Long> events = selfFreeingEvents(reader);
            assertFalse(events.isEmpty(), "the example frees objects (kib_conn, lnet_msg, kib_rx) in its own events");
            ReplayCursor before = new ReplayCursor(reader);
            ReplayCursor at = new ReplayCursor(reader);
            for (long index : events.values()) {
                before.seekToEvent(index);
                at.seekToEvent(index + 1);
                Event e = at.currentEvent();
                String was = FlatStateNames.of(before.state(), e.subject());
                assertFalse(at.state().isLive(e.subject()));
                Explanation why = Explainer.standard(e, at.state(), new FreedInEvent(e, at::freedByCurrentEvent));
                assertEquals(was + ", freed by this event", why.subject(), e.toString());
                assertFalse(why.changes().contains("freed earlier"), why.changes());
                String kind = org.lnetscope.analysis.Labels.kernelName(
                        at.state().schema().layout(at.freedByCurrentEvent(e.subject()).classIndex()).name());
                assertTrue(was.startsWith(kind + " "), was);
                assertTrue(why.changes().matches(".*\\d+ " + java.util.regex.Pattern.quote(kind) + " freed.*"),
                        kind + " in " + why.changes());

                // stepping back onto the event: the undo log holds it again
                at.step(1);
                at.seekToEvent(index + 1);
                assertEquals(why.subject(), Explainer.standard(e, at.state(),
                        new FreedInEvent(at.currentEvent(), at::freedByCurrentEvent)).subject());

                // a listing without the cursor's images still says the event freed it, by trace id
                Explanation bare = Explainer.DEFAULT.explain(e, at.state());
                assertEquals("an object this event freed (#" + e.subject() + ")", bare.subject());
            }
        }
    }

    @Test
    void theEventListsNameItAsExplainDoes() throws Exception {
        try (TraceReader reader = TraceReader.open(example())) {
            ReplayCursor cursor = new ReplayCursor(reader);
            for (long index : selfFreeingEvents(reader).values()) {
                cursor.seekToEvent(index + 1);
                Event e = cursor.currentEvent();
                Explanation why = Explainer.standard(e, cursor.state(), new FreedInEvent(e, cursor::freedByCurrentEvent));
                // the Events view's rows
                EventRows.Row row = EventRows.read(reader, new long[] {index}, null, null).get(0);
                assertEquals(why.subject(), row.subject());
                assertEquals(why.changes(), row.changes());
                // lnetscope trace's lines
                String[] listed = new String[2];
                EventRows.walkNaming(reader, index, Long.MAX_VALUE, EventFilter.parse(""), null, (event, state, freed) -> {
                    listed[0] = freed.name(state, event.subject());
                    listed[1] = Explainer.changes(event, state, freed);
                    return false;
                });
                assertEquals(why.subject(), listed[0]);
                assertEquals(why.changes(), listed[1]);
            }
        }
    }

    @Test
    void aConnFreedWithItsPeerIsPlacedByThePeerAsItWas() throws Exception {
        try (TraceReader reader = TraceReader.open(example())) {
            // kiblnd_destroy_conn of a peer's last conn: kiblnd_peer_decref frees the kib_peer_ni too
            ReplayCursor cursor = new ReplayCursor(reader);
            ReplayCursor before = new ReplayCursor(reader);
            int checked = 0;
            while (cursor.position() < cursor.eventCount() && checked < 3) {
                cursor.step(1);
                Event e = cursor.currentEvent();
                FreedInEvent freed = new FreedInEvent(e, cursor::freedByCurrentEvent);
                if (e.function() != org.lnetscope.trace.KernelFunction.kiblnd_destroy_conn || !freed.freed(e.subject())) {
                    continue;
                }
                int container = cursor.freedByCurrentEvent(e.subject()).container();
                if (!freed.freed(container)) {
                    continue;
                }
                before.seekToEvent(e.index());
                String was = FlatStateNames.of(before.state(), e.subject()); // "kib_conn #121 (kib_peer_ni 10.1.1.6@o2ib1)"
                assertTrue(was.contains("(kib_peer_ni "), was);
                assertEquals(was + ", freed by this event", freed.name(cursor.state(), e.subject()));
                checked++;
            }
            assertTrue(checked > 0, "the example frees a peer's last conn with the peer");
        }
    }

    @Test
    void anObjectFreedBeforeTheEventIsSaidToBe() throws Exception {
        try (TraceReader reader = TraceReader.open(example())) {
            long index = selfFreeingEvents(reader).values().iterator().next();
            ReplayCursor cursor = new ReplayCursor(reader);
            cursor.seekToEvent(index + 1);
            int freed = cursor.currentEvent().subject();
            cursor.step(1);
            Event next = cursor.currentEvent();
            assertNotNull(next);
            assertEquals("an object freed earlier (#" + freed + ")",
                    new FreedInEvent(next, cursor::freedByCurrentEvent).name(cursor.state(), freed));
        }
    }
}
