package org.lnetscope.sim;

import org.lnetscope.model.nid.Nid;
import org.lnetscope.sim.engine.EventQueue;
import org.lnetscope.sim.lnet.LnetMsg;
import org.lnetscope.sim.lnet.LnetPeerNi;
import org.lnetscope.sim.o2iblnd.KibConn;
import org.lnetscope.sim.world.SimNode;

/**
 * The trace points as {@link SimEvent} records for a {@link SimulationListener} (the CLI's event
 * log, tests): the records and their text are built here, only for such a listener.
 */
public final class SimEventFeed implements TracePoints {

    private final SimulationListener listener;
    private final EventQueue clock;

    public SimEventFeed(SimulationListener listener, EventQueue clock) {
        this.listener = listener;
        this.clock = clock;
    }

    @Override
    public void msg(TracedFunction function, LnetMsg msg, int status) {
        listener.onEvent(new SimEvent.Msg(clock.now(), msg.node.hostname, function.name(), msg.address, msg.type,
                msg.srcNid.toString(), msg.destNid.toString(), msg.len, status), msg);
    }

    @Override
    public void msgDropped(TracedFunction function, SimNode node, int type, Nid srcNid, Nid destNid, int len,
            int status) {
        listener.onEvent(new SimEvent.Msg(clock.now(), node.hostname, function.name(), 0, type, srcNid.toString(),
                destNid.toString(), len, status), null);
    }

    @Override
    public void credit(TracedFunction function, LnetMsg msg, LnetPeerNi peer, SimEvent.Outcome outcome, int credits) {
        listener.onEvent(new SimEvent.Credit(clock.now(), msg.node.hostname, function.name(), msg.address,
                peer.nid.toString(), outcome, credits), msg);
    }

    @Override
    public void conn(TracedFunction function, KibConn conn, int error) {
        listener.onEvent(new SimEvent.Conn(clock.now(), conn.node.hostname, function.name(), conn.address,
                conn.peer.nid.toString(), conn.state, conn.refcount, conn.nrx, conn.credits, conn.outstandingCredits,
                error), conn);
    }

    @Override
    public void rx(TracedFunction function, KibConn conn, long rxAddress) {
        listener.onEvent(new SimEvent.Rx(clock.now(), conn.node.hostname, function.name(), rxAddress, conn.address, 0),
                conn);
    }

    @Override
    public void node(TracedFunction function, SimNode node, String detail, long usedBytes) {
        listener.onEvent(new SimEvent.Node(clock.now(), node.hostname, function.name(), detail, usedBytes));
    }
}
