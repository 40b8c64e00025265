package org.lnetscope.sim.o2iblnd;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;

import org.lnetscope.model.nid.Nid;
import org.lnetscope.sim.engine.NidMap;
import org.lnetscope.sim.lnet.LnetNi;
import org.lnetscope.sim.world.SimNode;

/**
 * One node's ko2iblnd state: the kib_peer_ni hash table (kiblnd_data.kib_peers) and the
 * node's incarnation (its boot time, sent as ibm_srcstamp).
 */
public final class KibNet {

    /** kib_peer_hash_size */
    public static final int PEER_HASH_SIZE = 101;

    private final SimNode node;
    private final NidMap<KibPeerNi> peers = new NidMap<>();
    private final List<KibPeerNi> peerList = new ArrayList<>();
    /** Peers unlinked from the table but still pointed to by conns (ibc_peer holds a ref). */
    private final LinkedHashSet<KibPeerNi> unlinked = new LinkedHashSet<>();
    /** The hash chains kiblnd_check_conns walks; null while empty, so that it skips them cheaply. */
    @SuppressWarnings("unchecked")
    final List<KibPeerNi>[] buckets = new List[PEER_HASH_SIZE];
    /**
     * Not kernel state: a bit per non-null chain of {@link #buckets} (0..63, then 64..100), so that
     * kiblnd_check_conns' tick on a node with a few peers (every compute and server: one peer per
     * router) finds its chunk of chains empty without loading the array.
     */
    private long occupiedLow;
    private long occupiedHigh;
    public long incarnation;
    /** Next bucket kiblnd_check_conns scans. */
    int checkIndex;
    /** kib_net.ibn_nconns: conns created and not yet destroyed. */
    public int nconns;
    /** Conns finalised while LNet held rxs of theirs, not yet destroyed. */
    public int pinned;

    /**
     * The tx descriptor pool's free list, reduced to what matters: the tx_deadline each freed
     * descriptor still carries. kiblnd_pool_free_node puts a descriptor back at the head of
     * po_free_list and kiblnd_pool_alloc_node takes the head (o2iblnd.c, v2_12_9 and master), so
     * the last freed is the next used; below the freed ones are descriptors never used, zeroed by
     * kiblnd_create_tx_pool (memset), deadline 0. One pool per node here (the kernel has one per CPT).
     */
    private long[] idleTxDeadlines = new long[16];
    private int idleTxs;

    public KibNet(SimNode node, long incarnation) {
        this.node = node;
        this.incarnation = incarnation;
    }

    /** kiblnd_get_idle_tx: the deadline the descriptor it hands out carries (0 for a never-used one). */
    long getIdleTx() {
        return idleTxs == 0 ? 0 : idleTxDeadlines[--idleTxs];
    }

    /** kiblnd_tx_done -> kiblnd_pool_free_node: the descriptor goes back with its tx_deadline. */
    void putIdleTx(long deadline) {
        if (idleTxs == idleTxDeadlines.length) {
            idleTxDeadlines = Arrays.copyOf(idleTxDeadlines, idleTxs * 2);
        }
        idleTxDeadlines[idleTxs++] = deadline;
    }

    public KibPeerNi find(Nid nid) {
        return peers.get(nid);
    }

    /** kiblnd_create_peer + kiblnd_add_peer, or the existing peer. */
    public KibPeerNi findOrCreate(Nid nid, LnetNi ni) {
        KibPeerNi peer = peers.get(nid);
        if (peer == null) {
            peer = new KibPeerNi(node.nextAddress(), nid, ni);
            peer.linked = true;
            peers.put(nid, peer);
            peerList.add(peer);
            int b = bucketOf(nid);
            if (buckets[b] == null) {
                buckets[b] = new ArrayList<>(2);
                setOccupied(b, true);
            }
            buckets[b].add(peer);
        }
        return peer;
    }

    /**
     * kiblnd_peer_alive (o2iblnd_cb.c): ibp_last_alive = now, on this kib_peer_ni only (a
     * successful rx or tx completion, or kiblnd_connreq_done). A kib_peer_ni made after a close
     * starts from 0 (kiblnd_create_peer, o2iblnd.c), so kiblnd_query reports nothing for it until
     * its first conn is up.
     */
    public void peerAlive(KibPeerNi peer, long now) {
        // reported to a trace recorder only when the kernel's whole-seconds value changes (every rx
        // lands here; within the same second the field the trace holds is unchanged)
        if (peer.lastAlive == 0 || node.clockSeconds(peer.lastAlive) != node.clockSeconds(now)) {
            peer.wrote(KibPeerNi.W_ALIVE);
        }
        peer.lastAlive = now;
    }

    /** In the peer table, or unlinked but still referenced by a conn: what the model shows. */
    public boolean isListed(KibPeerNi peer) {
        return peers.get(peer.nid) == peer || unlinked.contains(peer);
    }

    /** Linked peers in creation order. */
    public List<KibPeerNi> peers() {
        return peerList;
    }

    /** Unlinked peers still referenced by a conn, oldest first. */
    public Collection<KibPeerNi> unlinkedPeers() {
        return unlinked;
    }

    /** kiblnd_unlink_peer_locked: out of the table; conns that still point to it keep it alive. */
    public void unlink(KibPeerNi peer) {
        if (!peer.linked) {
            return;
        }
        peer.linked = false;
        peers.remove(peer.nid);
        peerList.remove(peer);
        int b = bucketOf(peer.nid);
        if (buckets[b] != null) { // null when a reboot emptied the table under a peer still linked
            buckets[b].remove(peer);
            if (buckets[b].isEmpty()) {
                buckets[b] = null;
                setOccupied(b, false);
            }
        }
        if (!peer.allConns.isEmpty()) {
            unlinked.add(peer);
        }
    }

    /** The last conn of an unlinked peer was destroyed: kiblnd_peer_decref frees the peer. */
    void forgetIfUnreferenced(KibPeerNi peer) {
        if (!peer.linked && peer.allConns.isEmpty()) {
            unlinked.remove(peer);
        }
    }

    /** Forgets everything (node reboot). */
    public void clear(long newIncarnation) {
        peers.clear();
        peerList.clear();
        unlinked.clear();
        idleTxs = 0; // a rebooted kernel makes new, zeroed pools
        Arrays.fill(buckets, null);
        occupiedLow = 0;
        occupiedHigh = 0;
        incarnation = newIncarnation;
        nconns = 0;
        pinned = 0;
    }

    /** Whether chain {@code b} of {@link #buckets} holds a peer (kept by findOrCreate, unlink and clear). */
    boolean occupied(int b) {
        return b < 64 ? (occupiedLow & 1L << b) != 0 : (occupiedHigh & 1L << (b - 64)) != 0;
    }

    /** Whether any chain of [from, from + n) (wrapping at PEER_HASH_SIZE) holds a peer. */
    boolean anyOccupied(int from, int n) {
        if (n >= PEER_HASH_SIZE) {
            return (occupiedLow | occupiedHigh) != 0;
        }
        int end = from + n;
        if (end <= PEER_HASH_SIZE) {
            return (bits(from, end) != 0) || (bitsHigh(from, end) != 0);
        }
        return bits(from, PEER_HASH_SIZE) != 0 || bitsHigh(from, PEER_HASH_SIZE) != 0 || bits(0, end - PEER_HASH_SIZE) != 0
                || bitsHigh(0, end - PEER_HASH_SIZE) != 0;
    }

    /** The bits of chains [from, end) that lie in 0..63. */
    private long bits(int from, int end) {
        if (from >= 64) {
            return 0;
        }
        return occupiedLow & range(from, Math.min(end, 64));
    }

    /** The bits of chains [from, end) that lie in 64..100. */
    private long bitsHigh(int from, int end) {
        if (end <= 64) {
            return 0;
        }
        return occupiedHigh & range(Math.max(from, 64) - 64, end - 64);
    }

    /** Bits [from, end) of a long, 0 <= from <= end <= 64. */
    private static long range(int from, int end) {
        if (from >= end) {
            return 0;
        }
        long upTo = end == 64 ? -1L : (1L << end) - 1;
        return upTo & -(1L << from);
    }

    private void setOccupied(int b, boolean on) {
        if (b < 64) {
            occupiedLow = on ? occupiedLow | 1L << b : occupiedLow & ~(1L << b);
        } else {
            occupiedHigh = on ? occupiedHigh | 1L << (b - 64) : occupiedHigh & ~(1L << (b - 64));
        }
    }

    static int bucketOf(Nid nid) {
        return (int) Long.remainderUnsigned(nid.toLnetNidT() * 0x9e3779b97f4a7c15L >>> 16, PEER_HASH_SIZE);
    }
}
