package org.lnetscope.sim.o2iblnd;

import java.util.ArrayList;
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
    /** The newest ibp_last_alive per NID, in a one-element array so that updating it allocates nothing. */
    private final NidMap<long[]> lastAliveByNid = new NidMap<>();
    /** Peers unlinked from the table but still pointed to by conns (ibc_peer holds a ref). */
    private final java.util.LinkedHashSet<KibPeerNi> unlinked = new java.util.LinkedHashSet<>();
    /** The hash chains kiblnd_check_conns walks; null while empty, so that it skips them cheaply. */
    @SuppressWarnings("unchecked")
    final List<KibPeerNi>[] buckets = new List[PEER_HASH_SIZE];
    public long incarnation;
    /** Next bucket kiblnd_check_conns scans. */
    int checkIndex;
    /** kib_net.ibn_nconns: conns created and not yet destroyed. */
    public int nconns;
    /** Conns finalised while LNet held rxs of theirs, not yet destroyed. */
    public int pinned;
    /** Bumped by {@link #clear}: memos on kib_peer_nis of an older generation are void. */
    private int generation = 1;

    public KibNet(SimNode node, long incarnation) {
        this.node = node;
        this.incarnation = incarnation;
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
            }
            buckets[b].add(peer);
        }
        return peer;
    }

    /**
     * kiblnd_peer_alive: ibp_last_alive = now. The newest value per NID is also kept, because a
     * reconnect after a close creates a new kib_peer_ni and kiblnd_query should still report that
     * the NID was alive a moment ago (the reading of domain notes §2.6).
     */
    public void peerAlive(KibPeerNi peer, long now) {
        peer.lastAlive = now;
        long[] cell = peer.lastAliveCell;
        if (cell == null || peer.lastAliveGeneration != generation) {
            cell = lastAliveByNid.get(peer.nid);
            if (cell == null) {
                cell = new long[1];
                lastAliveByNid.put(peer.nid, cell);
            }
            peer.lastAliveCell = cell;
            peer.lastAliveGeneration = generation;
        }
        cell[0] = now;
    }

    /** What kiblnd_query reports as last_alive for a NID, or 0. */
    public long lastAlive(Nid nid) {
        long[] cell = lastAliveByNid.get(nid);
        return cell == null ? 0 : cell[0];
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
    public java.util.Collection<KibPeerNi> unlinkedPeers() {
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
        generation++;
        peers.clear();
        peerList.clear();
        unlinked.clear();
        lastAliveByNid.clear();
        java.util.Arrays.fill(buckets, null);
        incarnation = newIncarnation;
        nconns = 0;
        pinned = 0;
    }

    static int bucketOf(Nid nid) {
        return (int) Long.remainderUnsigned(nid.toLnetNidT() * 0x9e3779b97f4a7c15L >>> 16, PEER_HASH_SIZE);
    }
}
