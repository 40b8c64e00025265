package org.lnetscope.sim.o2iblnd;

/**
 * A kib_msg in flight: its ibm_type, the credits it returns (ibm_credits), its size on the wire,
 * and the sending tx, which stands for the cookies and the LNet header the real message carries.
 */
public record WireMsg(int type, int ibmCredits, int nob, KibTx tx) {
}
