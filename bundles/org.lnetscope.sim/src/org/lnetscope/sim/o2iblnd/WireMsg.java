package org.lnetscope.sim.o2iblnd;

import org.lnetscope.sim.engine.SimAction;

/**
 * A kib_msg in flight: its ibm_type, the credits it returns (ibm_credits), its size on the wire,
 * and the sending tx, which stands for the cookies and the LNet header the real message carries.
 *
 * <p>It is also the wire's own event for it (not kernel state): first its arrival at the remote
 * conn, then the send completion back at the sender ({@link Step}), so a message on the wire is one
 * object and not one per step (docs/benchmarks.md, "Early stop and simulator speed"). Once its
 * completion has fired nothing refers to it any more (the rx it landed in copies what it needs), so
 * the wire reuses it for a later message ({@link #reuse}) instead of allocating 6.6 M of them on the
 * seed (docs/benchmarks.md, "Simulator speed: smaller objects").
 */
public final class WireMsg implements SimAction {

    /** What the wire does when this fires. */
    public interface Step {
        void fire(WireMsg wm);
    }

    private int type;
    private int ibmCredits;
    private int nob;
    private KibTx tx;

    /** Not kernel state: the wire's next step for this message and what it needs. */
    public Step step;
    public KibConn remote;
    public boolean arrived;
    public boolean failed;

    public WireMsg(int type, int ibmCredits, int nob, KibTx tx) {
        this.type = type;
        this.ibmCredits = ibmCredits;
        this.nob = nob;
        this.tx = tx;
    }

    /** Makes this finished message a new one, as the constructor would (the wire's free list). */
    public WireMsg reuse(int newType, int newIbmCredits, int newNob, KibTx newTx) {
        this.type = newType;
        this.ibmCredits = newIbmCredits;
        this.nob = newNob;
        this.tx = newTx;
        this.step = null;
        this.remote = null;
        this.arrived = false;
        this.failed = false;
        return this;
    }

    public int type() {
        return type;
    }

    public int ibmCredits() {
        return ibmCredits;
    }

    public int nob() {
        return nob;
    }

    public KibTx tx() {
        return tx;
    }

    @Override
    public void fire() {
        step.fire(this);
    }
}
