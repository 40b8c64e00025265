package org.lnetscope.sim.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;

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
    void addressMapAnswersAsAHashMapOnKernelLikeAddresses() {
        Random random = new Random(11);
        AddressMap map = new AddressMap();
        Map<Long, Object> reference = new HashMap<>();
        List<Long> live = new ArrayList<>();
        long next = 0xffff880012340000L;
        for (int step = 0; step < 300_000; step++) {
            if (live.isEmpty() || random.nextInt(100) < 55) {
                // slab-like: aligned, in runs, which is what made Long.hashCode collide
                next += 0x200 * (1 + random.nextInt(3));
                Object value = new Object();
                map.put(next, value);
                reference.put(next, value);
                live.add(next);
            } else {
                long key = live.remove(random.nextInt(live.size()));
                reference.remove(key);
                map.remove(key);
                assertEquals(null, map.get(key));
            }
            if (step % 997 == 0) {
                for (long key : live) {
                    assertSame(reference.get(key), map.get(key));
                }
            }
        }
        assertEquals(null, map.get(0L));
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
            Object[] drained = dirty.drain();
            assertEquals(objects, List.of(drained));
            assertEquals(true, dirty.isEmpty());
        }
    }
}
