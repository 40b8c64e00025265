package org.lnetscope.sim.world;

/**
 * Switches that change the kernel's behaviour: one real fix (LU-17855) and two hypothetical ones
 * that no released Lustre has (domain notes §3.4), plus "routing disabled at time t".
 *
 * @param lu17855 routers decrement the health of single-rail peers and lnet_notify marks a peer
 *     NI down; a down peer's routed messages are dropped (needs health_sensitivity > 0)
 * @param releaseParkedRxOnClose hypothetical: when a conn is finalised, LNet drops the routed
 *     messages still parked with one of its rxs, so the rxs are dropped and the conn destroyed
 * @param eagerRecv hypothetical: ko2iblnd registers lnd_eager_recv, which copies a parked
 *     message's payload and reposts its rx at once
 * @param routingDisabledAtNs time at which "lnetctl set routing 0" runs on every router, or -1
 */
public record WhatIf(boolean lu17855, boolean releaseParkedRxOnClose, boolean eagerRecv, long routingDisabledAtNs) {

    public static final WhatIf NONE = new WhatIf(false, false, false, -1);
}
