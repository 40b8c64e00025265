package org.lnetscope.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CancellationException;

import org.junit.jupiter.api.Test;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibConnState;
import org.lnetscope.session.replay.ConnRows;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.trace.Event;
import org.lnetscope.trace.EventStream;
import org.lnetscope.trace.KernelFunction;
import org.lnetscope.trace.TraceReader;

/**
 * The time graph's per-conn rows on the shipped small trace: the blocked servers' pinned conns on the
 * router, each row's ibc_state changes at the events the trace names for them (kiblnd_close_conn_locked:
 * CLOSING, kiblnd_finalise_conn: DISCONNECTED), and its state at any time the replay's own.
 */
class ConnRowsTest {

    @Test
    void eachRowChangesStateWhereTheTraceSays() throws Exception {
        List<ConnRows.Row> rows = ConnRows.sample(Examples.SMALL_TRACE, 200, () -> false);
        assertTrue(!rows.isEmpty() && rows.size() <= 6, "a few conns of the blocked senders: " + rows.size());
        try (TraceReader reader = TraceReader.open(Examples.SMALL_TRACE);
                ReplaySession session = ReplaySession.open(Examples.SMALL_TRACE)) {
            long end = reader.endTimeNs();
            for (ConnRows.Row row : rows) {
                assertTrue(row.label().contains(" conn ") && row.label().endsWith(" on router"), row.label());
                // pinned at the end (the OOM): DISCONNECTED, rx still held
                assertEquals(KibConnState.DISCONNECTED, row.stateAt(end), row.label());
                assertTrue(row.held()[row.held().length - 1] > 0, row.label() + " holds rx at the end");
                // the trace's own words: the conn's close and finalise events, found by function alone
                long closed = firstEventOf(reader, row, KernelFunction.kiblnd_close_conn_locked);
                long finalised = firstEventOf(reader, row, KernelFunction.kiblnd_finalise_conn);
                assertTrue(closed >= 0 && finalised >= closed, row.label() + ": closed " + closed + ", finalised " + finalised);
                assertEquals(KibConnState.DISCONNECTED, row.stateAt(finalised), row.label() + " at its kiblnd_finalise_conn");
                assertTrue(changesTo(row, closed, KibConnState.CLOSING), row.label() + ": CLOSING at its kiblnd_close_conn_locked");
                assertTrue(changesTo(row, finalised, KibConnState.DISCONNECTED), row.label() + ": DISCONNECTED at its finalise");
                assertEquals(KibConnState.ESTABLISHED, row.stateAt(closed - 1), row.label() + " before its close");
                assertEquals(null, row.stateAt(row.createdNs() - 1), row.label() + ": no such conn before its creation");
                long born = -1;
                for (int i = 0; i < row.states().length && born < 0; i++) {
                    born = row.states()[i] != null ? row.changeNs()[i] : -1;
                }
                assertTrue(born >= row.createdNs(), row.label() + " exists from " + born);
                // and at 20 times across its life, the state the replay itself has then
                for (int i = 0; i <= 20; i++) {
                    long t = born + (end - born) * i / 20;
                    session.seek(t);
                    KibConn conn = (KibConn) session.objectOf(row.id());
                    assertNotNull(conn, row.label() + " at " + t);
                    assertEquals(conn.getState(), row.stateAt(t), row.label() + " at " + t);
                }
            }
        }
    }

    @Test
    void aCancelledSamplingStops() {
        assertThrows(CancellationException.class, () -> ConnRows.sample(Examples.SMALL_TRACE, 200, () -> true));
    }

    /** Whether the row has a change to {@code state} at {@code timeNs} (one of several at that time, maybe). */
    private static boolean changesTo(ConnRows.Row row, long timeNs, KibConnState state) {
        for (int i = 0; i < row.changeNs().length; i++) {
            if (row.changeNs()[i] == timeNs && row.states()[i] == state) {
                return true;
            }
        }
        return false;
    }

    /** The time of the first event of {@code function} about the row's conn after its creation, -1 if none. */
    private static long firstEventOf(TraceReader reader, ConnRows.Row row, KernelFunction function) {
        EventStream events = reader.events(reader.positionAtTime(row.createdNs() - 1));
        Event e = new Event();
        while (events.next(e)) {
            if (e.subject() == row.id() && e.function() == function && e.timeNs() >= row.createdNs()) {
                return e.timeNs();
            }
        }
        return -1;
    }
}
