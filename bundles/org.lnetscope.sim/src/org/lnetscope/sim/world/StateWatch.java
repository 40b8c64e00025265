package org.lnetscope.sim.world;

import org.lnetscope.sim.lnet.LnetMsg;
import org.lnetscope.sim.lnet.MsgQueue;

/**
 * Told which kernel objects changed, so a trace can record each kernel step's changes without
 * comparing the whole fabric after every event. Only installed while a trace is written; a run
 * without one pays a null check per change.
 */
public interface StateWatch {

    /** {@code object} (a node, peer NI, tx queue, pool, message, kib peer or conn) may have changed. */
    void touched(Object object);

    /** {@code msg} was appended to ({@code added}) or unlinked from {@code queue}. */
    void queueChanged(MsgQueue queue, LnetMsg msg, boolean added);

    /** One piece of kernel work is over (an event fired, or a handed-off piece of work is about to run). */
    void stepDone();
}
