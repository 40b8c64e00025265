package org.lnetscope.sim.o2iblnd;

import java.util.ArrayList;
import java.util.List;

import org.lnetscope.model.nid.Nid;
import org.lnetscope.sim.engine.TracedRow;
import org.lnetscope.sim.lnet.LnetNi;
import org.lnetscope.sim.lnet.LnetPeerNi;

/** struct kib_peer_ni: what o2iblnd keeps for one remote NID. */
public final class KibPeerNi extends TracedRow {

    public final long address;
    public final Nid nid;
    public final LnetNi ni;
    /** ibp_conns: established conns (normally one; conns_per_peer = 1). */
    public final List<KibConn> ibpConns = new ArrayList<>(2);
    /** Every conn whose ibc_peer is this peer and that is not yet destroyed. */
    public final List<KibConn> allConns = new ArrayList<>(2);
    /** ibp_tx_queue: txs waiting for a connection. */
    public final TxList ibpTxQueue = new TxList("ibp_tx_queue");
    /** In kiblnd_data.kib_peers (kiblnd_peer_active). */
    public boolean linked;
    public int connecting;
    public int accepting;
    public int reconnecting;
    public int races;
    public int reconnected;
    public int error;
    /** ibp_last_alive, as the ns time of the event (the kernel keeps whole seconds); 0 = never. */
    public long lastAlive;

    /**
     * Not kernel state: which of the fields a trace holds (the W_ bits) were written since the
     * trace recorder last wrote this kib peer, reported where the o2iblnd code writes them
     * ({@link #wrote}), as {@link KibConn#written} does for conns: most touches of a kib peer
     * are kiblnd_peer_alive's ibp_last_alive, and comparing all seven fields each time was a
     * share of the recorder's comparisons (docs/benchmarks.md). Every bit at first.
     */
    public int written = W_ALL;

    /** ibp_last_alive (kiblnd_peer_alive). */
    public static final int W_ALIVE = 1;
    /** What the connection daemon writes: ibp_incarnation, ibp_connecting, ibp_reconnecting, ibp_races, ibp_reconnected, ibp_error. */
    public static final int W_CONND = 1 << 1;
    public static final int W_ALL = (1 << 2) - 1;

    /** Reports a write of the traced fields {@code fields} (W_ bits), for the trace recorder. */
    public void wrote(int fields) {
        written |= fields;
    }
    /** ibp_incarnation: the peer's incarnation as last seen. */
    public long incarnation;
    /** Round-robin cursor used by kiblnd_get_conn_locked when several conns exist. */
    int nextConn;

    // Memo of a hash lookup by this peer's NID, valid for one generation of its table (not kernel
    // state): LNet's peer NI for it (PeerTable.findOrCreate(KibPeerNi)).
    public LnetPeerNi lnetPeerNi;
    public int lnetPeerNiGeneration;

    KibPeerNi(long address, Nid nid, LnetNi ni) {
        this.address = address;
        this.nid = nid;
        this.ni = ni;
    }

    /** kiblnd_get_conn_locked: the conn to queue a tx on, or null. */
    public KibConn conn() {
        if (ibpConns.isEmpty()) {
            return null;
        }
        KibConn conn = ibpConns.get(nextConn % ibpConns.size());
        nextConn++;
        return conn;
    }

    /** Not connected, not connecting, not accepting: what kiblnd_peer_notify calls idle. */
    public boolean isIdle() {
        return ibpConns.isEmpty() && connecting == 0 && accepting == 0;
    }
}
