package org.lnetscope.trace;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import org.lnetscope.trace.state.FlatState;
import org.lnetscope.trace.state.StateDiff;

/**
 * For a seek index's diffs ({@link StateDiff}): per list, what of it every state of the stretch since
 * the diff's base shares, so the diff stores only the rest. Every insert or remove at index i leaves
 * [0, i) as it was, so the shortest such i over the stretch is a prefix all those states share. And
 * a list the stretch only popped at its head and appended to at its tail (a queue: a peer NI's
 * lnet_peer_ni.lpni_rtrq) keeps the base's elements past the last pop, wherever the states in
 * between stand. The full seed's routers hold 4 lists of 536 k messages (Node.messages) whose old,
 * pinned part never moves, and 432 router queues of 2.1 M messages in all: written whole, they
 * were most of every diff (docs/benchmarks.md, "Seek index with diffs").
 */
final class ListPrefixes implements StateDiff.ListChanges {

    /** What the stretch did to one list. */
    private static final class Track {
        int kept = Integer.MAX_VALUE;
        int baseSize = -1;
        int popped;
        boolean queue = true;
    }

    private final Map<Long, Track> tracks = new HashMap<>();
    /** Objects created since the base: nothing of their lists is shared with any earlier state. */
    private final Set<Integer> created = new HashSet<>();
    /** Container and slot of objects created in the event being noted (a DELETE in the same event). */
    private final Map<Integer, long[]> createdNow = new HashMap<>();
    /** Sizes of the lists the event being noted changes, as its ops go. */
    private final Map<Long, Integer> sizeNow = new HashMap<>();

    private static long key(int id, int slot) {
        return ((long) id << 16) | (slot & 0xFFFF);
    }

    private int size(FlatState state, int id, int slot, long key) {
        Integer size = sizeNow.get(key);
        if (size == null) {
            size = state.isLive(id) && !createdNow.containsKey(id) ? state.listSize(id, slot) : 0;
        }
        return size;
    }

    private void inserted(FlatState state, int id, int slot, int index) {
        long key = key(id, slot);
        int size = size(state, id, slot, key);
        Track track = touched(key, size, index);
        track.queue &= index == size;
        sizeNow.put(key, size + 1);
    }

    private void removed(FlatState state, int id, int slot, int index) {
        long key = key(id, slot);
        int size = size(state, id, slot, key);
        Track track = touched(key, size, index);
        if (index == 0) {
            track.popped++;
        } else {
            track.queue = false;
        }
        sizeNow.put(key, Math.max(0, size - 1));
    }

    /** The list's track, its size before the stretch's first change noted, what stays kept before {@code index}. */
    private Track touched(long key, int size, int index) {
        Track track = tracks.computeIfAbsent(key, k -> new Track());
        if (track.baseSize < 0) {
            track.baseSize = size;
        }
        track.kept = Math.min(track.kept, Math.max(0, index));
        return track;
    }

    /** Notes what {@code event} will change in lists; call before applying it to {@code state}. */
    void note(Event event, FlatState state) {
        createdNow.clear();
        sizeNow.clear();
        for (int op = 0; op < event.opCount; op++) {
            switch (event.kind[op]) {
                case Event.INSERT -> inserted(state, event.a[op], event.b[op], event.c[op]);
                case Event.REMOVE -> removed(state, event.a[op], event.b[op], event.c[op]);
                case Event.CREATE -> {
                    created.add(event.a[op]);
                    createdNow.put(event.a[op], new long[] {event.c[op], event.d[op]});
                    if (event.c[op] >= 0) {
                        inserted(state, event.c[op], event.d[op], (int) event.value[op]);
                    }
                }
                case Event.DELETE -> {
                    int id = event.a[op];
                    long[] where = createdNow.get(id);
                    if (where != null) {
                        if (where[0] >= 0) {
                            removed(state, (int) where[0], (int) where[1], event.c[op]);
                        }
                    } else if (state.isLive(id) && state.containerOf(id) >= 0) {
                        removed(state, state.containerOf(id), state.containerSlotOf(id), event.c[op]);
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
        Track track = tracks.get(key(id, slot));
        return track == null ? Integer.MAX_VALUE : track.kept;
    }

    @Override
    public int keptAfterPops(int id, int slot) {
        if (created.contains(id)) {
            return 0;
        }
        Track track = tracks.get(key(id, slot));
        return track == null || !track.queue ? 0 : Math.max(0, track.baseSize - track.popped);
    }

    /** A new base: nothing touched since. */
    void clear() {
        tracks.clear();
        created.clear();
    }
}
