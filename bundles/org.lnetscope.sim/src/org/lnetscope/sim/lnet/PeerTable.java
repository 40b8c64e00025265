package org.lnetscope.sim.lnet;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;

import org.lnetscope.model.nid.Nid;
import org.lnetscope.sim.engine.NidMap;
import org.lnetscope.sim.o2iblnd.KibPeerNi;
import org.lnetscope.sim.world.SimNode;

/**
 * A node's LNet peer table. With discovery off every remote NID is its own single-NI peer, which is
 * what the incident's fabric had; lnet_nid2peerni_locked creates entries on first use.
 */
public final class PeerTable {

    private final SimNode node;
    private final boolean layout212;
    private final NidMap<LnetPeerNi> byNid = new NidMap<>();
    private final List<LnetPeer> peers = new ArrayList<>();
    private LongSupplier clock = () -> 0;
    private int txCredits;
    private int rtrCredits;
    /**
     * Bumped when the table is emptied (a reboot). Entries are only ever added otherwise, so a
     * lookup remembered under the current generation is still what the table would answer.
     */
    private int generation = 1;

    public PeerTable(SimNode node, boolean layout212) {
        this.node = node;
        this.layout212 = layout212;
    }

    /** Credits a new peer NI starts with: lct_peer_tx_credits and lnet_peer_buffer_credits(). */
    public void setInitialCredits(int txCredits, int rtrCredits) {
        this.txCredits = txCredits;
        this.rtrCredits = rtrCredits;
    }

    /** The simulated clock (ns), for the creation time of a peer NI. */
    public void setClock(LongSupplier clock) {
        this.clock = clock;
    }

    public LnetPeerNi find(Nid nid) {
        return byNid.get(nid);
    }

    /** lnet_nid2peerni_locked (2.12) / lnet_peerni_by_nid_locked (master); null if no local NI on its net. */
    public LnetPeerNi findOrCreate(Nid nid) {
        LnetPeerNi lpni = byNid.get(nid);
        if (lpni == null) {
            LnetNi ni = node.niFor(nid);
            if (ni == null) {
                return null;
            }
            LnetPeer peer = new LnetPeer(node.nextAddress(), nid);
            lpni = new LnetPeerNi(node.nextAddress(), nid, peer, ni, txCredits, rtrCredits, node.ncpts);
            // lnet_peer_ni_alloc (2.12 peer.c): lpni_last_alive = now, "assumes alive"; master
            // leaves it 0 until the first receive.
            if (layout212) {
                lpni.lastAlive = clock.getAsLong();
            }
            lpni.isGateway = node.hasGateway(nid);
            lpni.tableGeneration = generation;
            peer.peerNis.add(lpni);
            peers.add(peer);
            byNid.put(nid, lpni);
        }
        return lpni;
    }

    /**
     * findOrCreate(kp.nid) for a message that came in on kib_peer_ni {@code kp}, remembered on
     * {@code kp} (lnet_parse finds the sender's peer NI for every message; this saves the hash).
     */
    public LnetPeerNi findOrCreate(KibPeerNi kp) {
        LnetPeerNi lpni = kp.lnetPeerNi;
        if (lpni == null || kp.lnetPeerNiGeneration != generation) {
            lpni = findOrCreate(kp.nid);
            kp.lnetPeerNi = lpni;
            kp.lnetPeerNiGeneration = generation;
        }
        return lpni;
    }

    /** Whether {@code lpni}, a peer NI of this node, is in this table now. */
    public boolean holds(LnetPeerNi lpni) {
        // entries are only added (findOrCreate) or all dropped at once (clear)
        return lpni.tableGeneration == generation;
    }

    /** Which emptying of the table this is (see {@link #generation}). */
    public int generation() {
        return generation;
    }

    public List<LnetPeer> peers() {
        return peers;
    }

    public boolean layout212() {
        return layout212;
    }

    public void clear() {
        generation++;
        byNid.clear();
        peers.clear();
    }
}
