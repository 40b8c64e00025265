package org.lnetscope.sim;

import org.lnetscope.model.nid.Nid;
import org.lnetscope.sim.lnet.LnetMsg;
import org.lnetscope.sim.lnet.LnetPeerNi;
import org.lnetscope.sim.o2iblnd.KibConn;
import org.lnetscope.sim.world.SimNode;

/**
 * The simulator's trace points as typed calls, one per kind of {@link SimEvent}, each with the
 * simulator objects the step is about instead of their text: the trace recorder reads ids and
 * counts from them and builds no event, no NID string (80 M trace points in the full seed to its
 * OOM, docs/benchmarks.md). Called only while a run is traced ({@code World.tracing}); a
 * {@link SimulationListener} gets the same points as records through {@link SimEventFeed}.
 * Values are read during the call: the objects change as the run goes on.
 */
public interface TracePoints {

    /** An lnet_msg's life (lnet_send, lnet_parse, lnet_finalize, lnet_msg_decommit, lnet_drop_routed_msgs_locked). */
    void msg(TracedFunction function, LnetMsg msg, int status);

    /** lnet_parse dropping a message it makes no lnet_msg for (routing not enabled): lnet_drop_message. */
    void msgDropped(TracedFunction function, SimNode node, int type, Nid srcNid, Nid destNid, int len, int status);

    /** A credit of {@code msg} taken or returned on {@code peer} (its txPeer or rxPeer), {@code credits} after. */
    void credit(TracedFunction function, LnetMsg msg, LnetPeerNi peer, SimEvent.Outcome outcome, int credits);

    /** A kib_conn changed; its state and counts are read from it. */
    void conn(TracedFunction function, KibConn conn, int error);

    /** An rx of {@code conn} (at kernel address {@code rxAddress}) held by LNet or let go. */
    void rx(TracedFunction function, KibConn conn, long rxAddress);

    /** Node-wide: out_of_memory, lnet_notify, faults. Rare: the detail is text. */
    void node(TracedFunction function, SimNode node, String detail, long usedBytes);
}
