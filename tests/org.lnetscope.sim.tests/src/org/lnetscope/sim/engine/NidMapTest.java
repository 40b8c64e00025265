package org.lnetscope.sim.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.lnetscope.model.nid.Lnd;
import org.lnetscope.model.nid.Nid;

/** NidMap answers as a HashMap would, through growth and removals (backward-shift deletion). */
class NidMapTest {

    @Test
    void behavesLikeAHashMap() {
        Random random = new Random(3);
        for (int round = 0; round < 100; round++) {
            NidMap<Integer> map = new NidMap<>();
            Map<Nid, Integer> reference = new HashMap<>();
            List<Nid> nids = new ArrayList<>();
            for (int i = 0; i < 300; i++) {
                nids.add(Nid.of(Lnd.O2IBLND, random.nextInt(3), 0x0a000000L + random.nextInt(1024)));
            }
            for (int op = 0; op < 4_000; op++) {
                Nid nid = nids.get(random.nextInt(nids.size()));
                switch (random.nextInt(3)) {
                    case 0 -> {
                        map.put(nid, op);
                        reference.put(nid, op);
                    }
                    case 1 -> {
                        map.remove(nid);
                        reference.remove(nid);
                    }
                    default -> {
                    }
                }
                assertEquals(reference.get(nid), map.get(nid));
                assertEquals(reference.size(), map.size());
            }
            for (Nid nid : nids) {
                assertEquals(reference.get(nid), map.get(nid));
            }
            map.clear();
            assertEquals(0, map.size());
            assertEquals(null, map.get(nids.get(0)));
        }
    }
}
