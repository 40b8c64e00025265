package org.lnetscope.sim.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.lnetscope.trace.state.IntList;

/**
 * The op thread's index of each message in its node's list answers as a plain list does, through
 * the churn of a run: parked messages piling up at the head, young ones appended and unlinked
 * near the tail, ids freed and reused by the next message (the writers' rule), three nodes, and
 * enough appends that each node's numbers are compacted several times.
 */
class ListedMessageIndexTest {

    @Test
    void indicesAreAPlainListsThroughChurnAndRenumbering() {
        Random random = new Random(48);
        ListedMessageIndex index = new ListedMessageIndex();
        int nodes = 3;
        List<List<Integer>> lists = new ArrayList<>();
        for (int node = 0; node < nodes; node++) {
            lists.add(new ArrayList<>());
        }
        // node 1 starts with a list of its own (a world exported mid-run)
        for (int id = 100; id < 110; id++) {
            lists.get(1).add(id);
        }
        index.start(1, new IntList(lists.get(1).stream().mapToInt(Integer::intValue).toArray()));
        List<Integer> freeIds = new ArrayList<>();
        int nextId = 200;
        for (int step = 0; step < 200_000; step++) {
            int node = random.nextInt(nodes);
            List<Integer> list = lists.get(node);
            if (list.isEmpty() || random.nextInt(100) < 52) {
                int id = freeIds.isEmpty() ? nextId++ : freeIds.remove(freeIds.size() - 1);
                assertFalse(index.listed(id));
                assertEquals(list.size(), index.appended(node, id));
                list.add(id);
            } else {
                // mostly young messages finish; now and then a parked one near the head
                int at = random.nextInt(10) == 0 ? random.nextInt(Math.min(list.size(), 20))
                        : Math.max(0, list.size() - 1 - random.nextInt(Math.min(list.size(), 50)));
                int id = list.remove(at);
                assertTrue(index.listed(id));
                assertEquals(at, index.removed(id));
                assertFalse(index.listed(id));
                freeIds.add(id);
            }
        }
        int total = lists.stream().mapToInt(List::size).sum();
        assertTrue(total > 5_000, "lists long enough to have been renumbered: " + total);
    }
}
