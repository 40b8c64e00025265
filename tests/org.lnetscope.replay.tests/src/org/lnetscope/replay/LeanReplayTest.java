package org.lnetscope.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.model.RxState;
import org.lnetscope.trace.TraceOptions;
import org.lnetscope.trace.TraceReader;
import org.lnetscope.trace.state.ClassLayout;
import org.lnetscope.trace.state.FlatState;
import org.lnetscope.trace.state.IntList;
import org.lnetscope.trace.state.Schema;
import org.lnetscope.trace.state.SlotKind;

/**
 * The lean walk against a full replay of the same trace at evenly spaced times: every object but
 * lnet_msg and kib_rx equal value for value and list for list, the lists of those two empty, and
 * each kib_conn's held rxs and pinned state as the full state's rxs say. On the shipped small
 * example (the simulator: conns pinned by held rxs) and on a synthetic trace whose first checkpoint
 * already holds rxs and messages (a trace that starts from a dump's state).
 */
class LeanReplayTest {

    @TempDir
    static Path dir;

    @Test
    void theSmallExampleAsAFullReplayHasIt() throws Exception {
        Path example = Path.of(System.getProperty("user.dir")).resolve("../../examples/traces/router-oom-small.lnettrace")
                .normalize();
        int pinned = compareAlong(example, 25);
        assertTrue(pinned > 0, "the example pins conns: the comparison covered held rxs");
    }

    @Test
    void aTraceThatStartsWithRxsAndMessages() throws Exception {
        Path file = dir.resolve("incident.lnettrace");
        new IncidentGenerator(6, 12, 8, 42).write(file, 40_000, TraceOptions.defaults("lean test").withSpacing(128, 1024));
        try (TraceReader reader = TraceReader.open(file)) {
            FlatState first = reader.loadCheckpoint(0);
            StateQuery q = new StateQuery(first);
            assertTrue(q.kibRxs.ids().length > 0, "the first checkpoint holds rxs");
        }
        compareAlong(file, 20);
    }

    /** Compares at {@code points} times; returns how many (time, conn) pairs were pinned. */
    private static int compareAlong(Path file, int points) throws Exception {
        int pinned = 0;
        int leanHigh = 0;
        int fullHigh = 0;
        try (TraceReader reader = TraceReader.open(file)) {
            LeanReplay lean = new LeanReplay(reader);
            ReplayCursor cursor = new ReplayCursor(reader);
            long from = reader.startTimeNs();
            long to = reader.endTimeNs();
            for (int i = 0; i < points; i++) {
                long t = from + (long) ((to - from) * (i / (double) (points - 1)));
                assertTrue(lean.advanceTo(t, () -> false));
                cursor.seek(t);
                assertEquals(cursor.position(), lean.position(), "events applied by " + t);
                pinned += compare(cursor.state(), lean, "at " + t + " ns");
                leanHigh = Math.max(leanHigh, lean.state().highWater());
                fullHigh = Math.max(fullHigh, cursor.state().highWater());
            }
        }
        // the point of lean ids: the state's arrays follow the objects kept, not every message's id
        assertTrue(leanHigh * 2 < fullHigh, "lean ids up to " + leanHigh + ", trace ids up to " + fullHigh);
        return pinned;
    }

    private static int compare(FlatState full, LeanReplay lean, String where) {
        FlatState mine = lean.state();
        StateQuery query = new StateQuery(full);
        int message = full.schema().classIndex("Message");
        int rx = full.schema().classIndex("KibRx");
        int live = 0;
        for (int id = 0; id < full.highWater(); id++) {
            int c = full.classOf(id);
            if (c < 0 || c == message || c == rx) {
                assertEquals(-1, lean.leanId(id), where + ": object " + id + " should not be in the lean state");
                continue;
            }
            live++;
            int own = lean.leanId(id);
            assertTrue(mine.isLive(own), where + ": object " + id);
            assertEquals(id, lean.traceId(own));
            assertEquals(c, mine.classOf(own), where + ": class of " + id);
            assertEquals(full.containerOf(id) < 0 ? -1 : lean.leanId(full.containerOf(id)), mine.containerOf(own), where);
            ClassLayout layout = full.schema().layout(c);
            for (int s = 0; s < layout.values().size(); s++) {
                long value = full.get(id, s);
                if (layout.values().get(s).kind() == SlotKind.REF && value != Schema.NULL) {
                    int target = full.classOf((int) value);
                    value = target == message || target == rx ? Schema.NULL : lean.leanId((int) value);
                }
                assertEquals(value, mine.get(own, s), where + ": " + layout.name() + "." + layout.values().get(s).name());
            }
            for (int s = 0; s < layout.lists().size(); s++) {
                assertEquals(withoutLeftOut(full.list(id, s), full, lean, message, rx),
                        mine.list(own, s) == null ? "[]" : mine.list(own, s).toString(),
                        where + ": " + layout.name() + "." + layout.lists().get(s).name());
            }
        }
        assertEquals(live, mine.liveCount(), where + ": live objects");
        int pinned = 0;
        for (int conn : query.kibConns.ids()) {
            IntList rxs = query.kibConns.rxs(conn);
            int held = 0;
            for (int i = 0; i < rxs.size(); i++) {
                held += query.kibRxs.state(rxs.get(i)) == RxState.HELD ? 1 : 0;
            }
            int own = lean.leanId(conn);
            assertEquals(held, lean.heldRxs(own), where + ": held rxs of conn " + conn);
            assertEquals(query.kibConns.isPinned(conn), lean.isPinned(own), where + ": conn " + conn + " pinned");
            pinned += lean.isPinned(own) ? 1 : 0;
        }
        return pinned;
    }

    /** The list in lean ids without lnet_msg and kib_rx elements, as IntList prints it. */
    private static String withoutLeftOut(IntList list, FlatState full, LeanReplay lean, int message, int rx) {
        IntList out = new IntList();
        for (int i = 0; list != null && i < list.size(); i++) {
            int c = full.classOf(list.get(i));
            if (c != message && c != rx) {
                out.insert(out.size(), lean.leanId(list.get(i)));
            }
        }
        return out.toString();
    }
}
