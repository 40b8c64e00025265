package org.lnetscope.sim.world;

/**
 * Switches that change the kernel's behaviour: two hypothetical fixes that no released Lustre has
 * (docs/what-if.md), plus "routing disabled at time t". LU-17855 is not a switch: it is part of
 * the master layout (a 2.12 router has no lpni_ns_status for lnet_notify to set), so a scenario
 * gets it with {@code lustre: master}.
 *
 * @param releaseParkedRxOnClose hypothetical: when a conn is finalised, LNet drops the routed
 *     messages still parked with one of its rxs, so the rxs are dropped and the conn destroyed
 * @param eagerRecv hypothetical: ko2iblnd registers lnd_eager_recv, which copies a parked
 *     message's payload and reposts its rx at once
 * @param routingDisabledAtNs time at which "lnetctl set routing 0" runs on every router, or -1
 */
public record WhatIf(boolean releaseParkedRxOnClose, boolean eagerRecv, long routingDisabledAtNs) {

    public static final WhatIf NONE = new WhatIf(false, false, -1);
}
