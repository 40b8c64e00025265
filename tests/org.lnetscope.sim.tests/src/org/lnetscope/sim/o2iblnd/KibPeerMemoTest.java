package org.lnetscope.sim.o2iblnd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.sim.Simulation;
import org.lnetscope.sim.Tiny;
import org.lnetscope.sim.engine.SplitMix64;
import org.lnetscope.sim.lnet.LnetPeerNi;
import org.lnetscope.sim.world.SimNode;

/**
 * kiblnd_launch_tx's kib_peer_ni remembered on the LNet peer NI (KibNet#findOrCreate(LnetPeerNi)):
 * it must give the very peer the table's hash lookup gives, through sends, unlinks (a conn closing
 * the peer's last conn) and a reboot's clear, which leaves the old peers marked linked.
 */
class KibPeerMemoTest {

    @Test
    void memoGivesTheTablesPeerThroughUnlinksAndClears() throws Exception {
        Simulation sim = Tiny.sim("2.12", null);
        SimNode router = sim.world().node("router");
        KibNet kib = router.kib;
        List<LnetPeerNi> lpnis = new ArrayList<>();
        for (int i = 1; i <= 40; i++) {
            lpnis.add(router.peers.findOrCreate(Nid.parse("10.1.9." + i + "@o2ib1")));
        }
        SplitMix64 rng = new SplitMix64(11);
        int unlinks = 0;
        int clears = 0;
        int remade = 0;
        for (int round = 0; round < 5000; round++) {
            LnetPeerNi lpni = lpnis.get(rng.nextInt(lpnis.size()));
            double r = rng.nextDouble();
            if (r < 0.15) {
                KibPeerNi peer = kib.find(lpni.nid);
                if (peer != null) {
                    kib.unlink(peer);
                    unlinks++;
                }
            } else if (r < 0.16) {
                kib.clear(kib.incarnation + 1);
                clears++;
            } else {
                KibPeerNi before = kib.find(lpni.nid);
                KibPeerNi memo = kib.findOrCreate(lpni);
                // what the hash lookup (findOrCreate(nid, ni)) gives now, the table's entry
                assertSame(kib.find(lpni.nid), memo, "round " + round);
                assertSame(kib.findOrCreate(lpni.nid, lpni.ni), memo, "round " + round);
                assertEquals(lpni.nid, memo.nid);
                assertTrue(memo.linked);
                if (before == null && lpni.kibPeer == memo) {
                    remade++;
                }
            }
        }
        assertTrue(unlinks > 100 && clears > 10 && remade > 100,
                unlinks + " unlinks, " + clears + " clears, " + remade + " peers made again");
        // a clear leaves the old peer linked: the memo must not give it back
        LnetPeerNi lpni = lpnis.get(0);
        KibPeerNi old = kib.findOrCreate(lpni);
        kib.clear(kib.incarnation + 1);
        assertTrue(old.linked);
        KibPeerNi fresh = kib.findOrCreate(lpni);
        assertNotSame(old, fresh);
        assertSame(kib.find(lpni.nid), fresh);
    }
}
