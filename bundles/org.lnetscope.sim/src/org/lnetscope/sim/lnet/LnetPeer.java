package org.lnetscope.sim.lnet;

import java.util.ArrayList;
import java.util.List;

import org.lnetscope.model.nid.Nid;
import org.lnetscope.sim.engine.Traced;

/**
 * struct lnet_peer: one remote node. Since 2.13 (LU-11298) its lp_rtrq is where routed messages
 * wait for a router credit; in the 2.12 layout the queue is per peer NI instead.
 */
public final class LnetPeer extends Traced {

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
