package org.lnetscope.sim.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.sim.lnet.LnetMsg;
import org.lnetscope.sim.world.SimNode;

/**
 * The recorder's flat maps answer as the JDK maps they replaced, through the churn of a run
 * (messages bound and unbound by the hundred thousand, ids reused, tables grown).
 */
class RecorderMapsTest {

    @Test
    void identityIdsAnswerAsAnIdentityHashMapThroughChurn() {
        Random random = new Random(7);
        IdentityIds ids = new IdentityIds();
        Map<Object, Integer> reference = new IdentityHashMap<>();
        List<Object> live = new ArrayList<>();
        List<Integer> freeIds = new ArrayList<>();
        int nextId = 0;
        for (int step = 0; step < 300_000; step++) {
            if (live.isEmpty() || random.nextInt(100) < 55) {
                // equal strings, distinct objects: identity, not equals, is the key
                Object o = new String("msg");
                int id = freeIds.isEmpty() ? nextId++ : freeIds.remove(freeIds.size() - 1);
                ids.put(o, id);
                reference.put(o, id);
                live.add(o);
            } else {
                Object o = live.remove(random.nextInt(live.size()));
                int id = reference.remove(o);
                ids.remove(o);
                freeIds.add(id);
                assertEquals(-1, ids.get(o));
            }
            if (step % 997 == 0) {
                for (Object o : live) {
                    int id = reference.get(o);
                    assertEquals(id, ids.get(o));
                    assertSame(o, ids.objectOf(id));
                }
                assertEquals(reference.size(), ids.size());
            }
        }
        List<Object> inOrder = new ArrayList<>();
        int[] last = {-1};
        ids.forEachInIdOrder((o, id) -> {
            assertEquals(reference.get(o), id);
            assertEquals(true, id > last[0]);
            last[0] = id;
            inOrder.add(o);
        });
        assertEquals(live.size(), inOrder.size());
        ids.remove(null);
        assertEquals(-1, ids.get(new Object()));
    }

    @Test
    void identityIdsKeepTheIdsOfKernelObjectsInTheObjects() {
        SimNode node = node();
        IdentityIds ids = new IdentityIds();
        LnetMsg a = message(node, 1);
        LnetMsg b = message(node, 2);
        Object other = new Object();
        ids.put(a, 5);
        ids.put(other, 6);
        ids.put(b, 7);
        assertEquals(5, a.traceId);
        assertEquals(7, ids.get(b));
        assertEquals(6, ids.get(other));
        assertSame(a, ids.objectOf(5));
        assertEquals(3, ids.size());
        // rebinding an object moves it: the old id no longer names it
        ids.put(a, 8);
        assertEquals(null, ids.objectOf(5));
        assertSame(a, ids.objectOf(8));
        assertEquals(3, ids.size());
        ids.remove(a);
        assertEquals(-1, a.traceId);
        assertEquals(null, ids.objectOf(8));
        assertEquals(2, ids.size());
        List<Integer> order = new ArrayList<>();
        ids.forEachInIdOrder((o, id) -> order.add(id));
        assertEquals(List.of(6, 7), order);
    }

    /**
     * MessageOrder gives each message's index in its node's list as a list of the same appends and
     * removals would, through enough churn to renumber its tree several times.
     */
    @Test
    void messageOrderListsWhatAListWould() {
        Random random = new Random(13);
        SimNode node = node();
        List<LnetMsg> reference = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            reference.add(message(node, i));
            reference.get(i).traceId = i; // as bound by the recorder: what listedIds names
        }
        MessageOrder order = new MessageOrder(reference.toArray(new LnetMsg[0]));
        long address = 1000;
        for (int step = 0; step < 200_000; step++) {
            // messages are mostly young when they finish, and a few stay parked for good
            if (reference.isEmpty() || random.nextInt(100) < 50) {
                LnetMsg msg = message(node, address);
                msg.traceId = (int) address++;
                reference.add(msg);
                // compacts its own live messages when it runs out of numbers
                order.appended(msg);
            } else {
                int at = random.nextInt(10) < 8 ? reference.size() - 1 - random.nextInt(Math.min(50, reference.size()))
                        : random.nextInt(reference.size());
                LnetMsg msg = reference.get(at);
                order.removed(msg);
                reference.remove(at);
            }
            assertEquals(reference.size(), order.size());
            if (step % 10_000 == 0) {
                assertListed(reference, order);
            }
        }
        // what a checkpoint writes as the node's list: the mirror keeps no copy of it (the
        // index of a deletion is found on the op thread: ListedMessageIndexTest)
        assertListed(reference, order);
    }

    private static void assertListed(List<LnetMsg> reference, MessageOrder order) {
        assertEquals(reference.stream().map(m -> m.traceId).toList(),
                Arrays.stream(order.listedIds().toArray()).boxed().toList());
    }

    private static SimNode node() {
        return new SimNode(0, "router1", SimNode.Role.ROUTER, "routers", 1, 1L << 30, 0, true, 1);
    }

    private static LnetMsg message(SimNode node, long address) {
        Nid nid = Nid.parse("10.0.0.1@o2ib");
        return new LnetMsg(address, node, 0, nid, nid, 0, null);
    }

    @Test
    void dirtyObjectsKeepFirstTouchOrderOnceEach() {
        DirtyObjects dirty = new DirtyObjects();
        List<Object> objects = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            objects.add(new Object());
        }
        for (int round = 0; round < 3; round++) {
            for (int i = 0; i < objects.size(); i++) {
                dirty.add(objects.get(i));
                dirty.add(objects.get(i / 2));
            }
            assertEquals(objects, List.of(Arrays.copyOf(dirty.objects(), dirty.size())));
            dirty.clear();
            assertEquals(true, dirty.isEmpty());
        }
    }
}
