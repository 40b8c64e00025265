package org.lnetscope.sim.o2iblnd;

import org.lnetscope.sim.engine.Traced;
import org.lnetscope.sim.lnet.LnetMsg;

/**
 * struct kib_rx that LNet holds: an rx buffer received and not reposted (rx_nob > 0). Posted and
 * idle rxs are only counted on their conn; an object exists while the rx matters to someone.
 */
public final class KibRx extends Traced {

    public final KibConn conn;
    /** Index in ibc_rxs: below IBLND_RX_MSGS, 2 x queue depth + IBLND_OOB_MSGS, and peer_credits is at most 255 (IBLND_CREDITS_MAX: ibm_credits is a __u8, o2iblnd.h at v2_12_9 and master); a short, like ibmCredits, keeps a kib_rx at 48 bytes, not 56. */
    public final short slot;
    /** IBLND_MSG_NOOP .. IBLND_MSG_PUT_DONE (0xd0..0xd5): a short keeps a kib_rx at 56 bytes, not 64. */
    public final short ibmType;
    /** rx_nob: bytes received. */
    public final int nob;
    /** msg_private's owner while LNet holds the rx. */
    public LnetMsg msg;
    /** Hypothetical eager receive: the payload was copied and the rx slot reposted already. */
    public boolean detached;
    /** Credits piggy-backed in the received message (already applied on arrival). */
    public final short ibmCredits;
    /** For PUT_REQ: the sender's tx, i.e. the cookie PUT_ACK/PUT_NAK must name; null otherwise. */
    public final KibTx peerTx;
    /** Not kernel state: the trace id this rx's message slot holds in the trace (trace recorder's copy). */
    public int toldMsg = -1;

    KibRx(KibConn conn, int slot, int ibmType, int nob, int ibmCredits, KibTx peerTx) {
        this.conn = conn;
        this.slot = (short) slot;
        this.ibmType = (short) ibmType;
        this.nob = nob;
        this.ibmCredits = (short) ibmCredits;
        this.peerTx = peerTx;
    }

    /** The address crash would print: a slot of ibc_rxs[]. */
    public long address() {
        return conn.rxsAddress + (long) slot * KibConn.SIZEOF_KIB_RX;
    }
}
