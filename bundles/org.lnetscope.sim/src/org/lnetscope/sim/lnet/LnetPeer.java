package org.lnetscope.sim.lnet;

import java.util.ArrayList;
import java.util.List;

import org.lnetscope.model.nid.Nid;

/**
 * struct lnet_peer: one remote node. Since 2.13 (LU-11298) its lp_rtrq is where routed messages
 * wait for a router credit; in the 2.12 layout the queue is per peer NI instead.
 */
public final class LnetPeer {

    /**
     * Not kernel state: this object's id in the trace being recorded (-1: not in it), kept here by
     * the trace recorder (sim.trace.IdentityIds) because a lookup by identity in a map of millions
     * of objects missed the cache on every kernel step.
     */
    public int traceId = -1;
    public final long address;
    public final Nid primaryNid;
    public final List<LnetPeerNi> peerNis = new ArrayList<>(1);
    /** lp_rtrq (master layout only). */
    public final MsgQueue lpRtrq = new MsgQueue(this);

    LnetPeer(long address, Nid primaryNid) {
        this.address = address;
        this.primaryNid = primaryNid;
    }
}
