package org.lnetscope.trace;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import org.lnetscope.trace.state.FlatState;
import org.lnetscope.trace.state.StateDiff;

/**
 * For a seek index's diffs ({@link StateDiff}): per list, how long a prefix no event since the diff's
 * base has changed. Every insert or remove at index i leaves [0, i) as it was, so the shortest such
 * i over the stretch is a prefix every state inside the stretch shares with the state at its end;
 * the diff then stores only the rest. The full seed's routers hold 4 lists of 536 k messages
 * (Node.messages) whose old, pinned part never moves while the messages at their end come and go:
 * written whole, they were 9 MB of every diff (docs/benchmarks.md, "Seek index with diffs").
 */
final class ListPrefixes implements StateDiff.KeptPrefix {

    /** Per (object, list slot) touched since the base: the kept prefix. */
    private final Map<Long, Integer> kept = new HashMap<>();
    /** Objects created since the base: nothing of their lists is shared with any earlier state. */
    private final Set<Integer> created = new HashSet<>();
    /** Container and slot of objects created in the event being noted (a DELETE in the same event). */
    private final Map<Integer, long[]> createdNow = new HashMap<>();

    private static long key(int id, int slot) {
        return ((long) id << 16) | (slot & 0xFFFF);
    }

    private void touch(int id, int slot, int index) {
        kept.merge(key(id, slot), Math.max(0, index), Math::min);
    }

    /** Notes what {@code event} will change in lists; call before applying it to {@code state}. */
    void note(Event event, FlatState state) {
        createdNow.clear();
        for (int op = 0; op < event.opCount; op++) {
            switch (event.kind[op]) {
                case Event.INSERT, Event.REMOVE -> touch(event.a[op], event.b[op], event.c[op]);
                case Event.CREATE -> {
                    created.add(event.a[op]);
                    if (event.c[op] >= 0) {
                        touch(event.c[op], event.d[op], (int) event.value[op]);
                        createdNow.put(event.a[op], new long[] {event.c[op], event.d[op]});
                    }
                }
                case Event.DELETE -> {
                    int id = event.a[op];
                    long[] where = createdNow.get(id);
                    if (where != null) {
                        touch((int) where[0], (int) where[1], event.c[op]);
                    } else if (state.isLive(id) && state.containerOf(id) >= 0) {
                        touch(state.containerOf(id), state.containerSlotOf(id), event.c[op]);
                    }
                }
                default -> {
                    // SET and DEFINE change no list
                }
            }
        }
    }

    @Override
    public int kept(int id, int slot) {
        if (created.contains(id)) {
            return 0;
        }
        Integer k = kept.get(key(id, slot));
        return k == null ? Integer.MAX_VALUE : k;
    }

    /** A new base: nothing touched since. */
    void clear() {
        kept.clear();
        created.clear();
    }
}
