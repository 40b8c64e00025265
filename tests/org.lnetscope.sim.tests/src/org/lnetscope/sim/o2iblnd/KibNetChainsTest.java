package org.lnetscope.sim.o2iblnd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.sim.Simulation;
import org.lnetscope.sim.Tiny;
import org.lnetscope.sim.engine.SplitMix64;
import org.lnetscope.sim.lnet.LnetNi;
import org.lnetscope.sim.world.SimNode;

/**
 * The bitmap of non-empty hash chains that lets kiblnd_check_conns skip a chunk of empty chains
 * (KibNet#anyOccupied): it must say exactly what the chains hold, through adds, unlinks and a
 * reboot's clear, for every chunk the tick can ask about, wrapping at the table's end included.
 */
class KibNetChainsTest {

    @Test
    void bitmapMatchesTheChainsThroughAddsUnlinksAndClear() throws Exception {
        Simulation sim = Tiny.sim("2.12", null);
        SimNode router = sim.world().node("router");
        KibNet kib = router.kib;
        LnetNi ni = router.nis.get(0);
        SplitMix64 rng = new SplitMix64(7);
        List<KibPeerNi> linked = new ArrayList<>();
        checkAgainstChains(kib);
        // a compute's few peers first (most chains empty), then a router's hundreds (most full)
        for (int round = 0; round < 400; round++) {
            if (linked.isEmpty() || rng.nextDouble() < 0.7) {
                Nid nid = Nid.parse("10.1." + rng.nextInt(8) + "." + (1 + rng.nextInt(250)) + "@o2ib1");
                KibPeerNi peer = kib.findOrCreate(nid, ni);
                if (!linked.contains(peer)) {
                    linked.add(peer);
                }
            } else {
                kib.unlink(linked.remove(rng.nextInt(linked.size())));
            }
            checkAgainstChains(kib);
        }
        assertTrue(linked.size() > 150, "the table filled up: " + linked.size() + " peers");
        while (linked.size() > 3) {
            kib.unlink(linked.remove(rng.nextInt(linked.size())));
            checkAgainstChains(kib);
        }
        kib.clear(kib.incarnation + 1);
        checkAgainstChains(kib);
    }

    private static void checkAgainstChains(KibNet kib) {
        int n = KibNet.PEER_HASH_SIZE;
        for (int b = 0; b < n; b++) {
            assertEquals(kib.buckets[b] != null, kib.occupied(b), "chain " + b);
        }
        for (int from = 0; from < n; from++) {
            for (int len = 1; len <= n + 2; len++) {
                boolean any = false;
                for (int i = 0; i < Math.min(len, n); i++) {
                    any |= kib.buckets[(from + i) % n] != null;
                }
                assertEquals(any, kib.anyOccupied(from, len), "chains " + from + " + " + len);
            }
        }
    }
}
