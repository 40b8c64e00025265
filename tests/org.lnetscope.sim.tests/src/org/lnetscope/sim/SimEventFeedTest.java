package org.lnetscope.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumMap;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.lnetscope.sim.engine.Time;
import org.lnetscope.sim.lnet.LnetMsg;
import org.lnetscope.sim.o2iblnd.KibConn;

/**
 * A listener of records gets, from the typed trace points, each event with the fields of the
 * object it is about, that object as its subject (none for node-wide events), and a function the
 * simulator has a constant for.
 */
class SimEventFeedTest {

    @Test
    void recordsNameTheirSubjectAndItsFields() throws Exception {
        Simulation sim = Simulation.of(Scenarios.smallWithReboot());
        Map<TracedFunction, Integer> seen = new EnumMap<>(TracedFunction.class);
        sim.setListener(new SimulationListener() {
            @Override
            public void onEvent(SimEvent event) {
                // node-wide events are about no one object
                assertInstanceOf(SimEvent.Node.class, event, "every other trace point names its subject");
                seen.merge(TracedFunction.valueOf(event.function()), 1, Integer::sum);
            }

            @Override
            public void onEvent(SimEvent e, Object subject) {
                TracedFunction f = TracedFunction.valueOf(e.function());
                seen.merge(f, 1, Integer::sum);
                assertEquals(sim.world().now(), e.timeNs());
                switch (e) {
                    case SimEvent.Msg m when m.msg() == 0 -> assertNull(subject, m.toString());
                    case SimEvent.Msg m -> {
                        LnetMsg msg = assertInstanceOf(LnetMsg.class, subject);
                        assertEquals(msg.address, m.msg());
                        assertEquals(msg.node.hostname, m.node());
                        assertEquals(msg.srcNid.toString(), m.srcNid());
                        assertEquals(msg.destNid.toString(), m.destNid());
                        assertEquals(msg.len, m.len());
                    }
                    case SimEvent.Credit c -> {
                        LnetMsg msg = assertInstanceOf(LnetMsg.class, subject);
                        assertEquals(msg.address, c.msg());
                        assertEquals(msg.node.hostname, c.node());
                        // the peer whose credit it is: the send side's or the receive side's
                        String peer = f == TracedFunction.lnet_post_send_locked
                                || f == TracedFunction.lnet_return_tx_credits_locked ? msg.txPeer.nid.toString()
                                        : msg.rxPeer.nid.toString();
                        assertEquals(peer, c.peerNid(), c.toString());
                    }
                    case SimEvent.Conn c -> {
                        KibConn conn = assertInstanceOf(KibConn.class, subject);
                        assertEquals(conn.address, c.conn());
                        assertEquals(conn.peer.nid.toString(), c.peerNid());
                        assertEquals(conn.refcount, c.refcount());
                        assertEquals(conn.state, c.state());
                    }
                    case SimEvent.Rx r -> {
                        KibConn conn = assertInstanceOf(KibConn.class, subject);
                        assertEquals(conn.address, r.conn());
                        assertEquals(conn.node.hostname, r.node());
                        assertTrue(r.rx() >= conn.rxsAddress, r.toString());
                    }
                    case SimEvent.Node n -> throw new AssertionError("a node-wide event with a subject: " + n);
                }
            }
        });
        sim.run(200 * Time.SECOND, false, null);
        // the run goes through every kind of trace point: messages, credits, conns, rxs and the node's
        for (TracedFunction f : new TracedFunction[] {TracedFunction.lnet_send, TracedFunction.lnet_parse,
                TracedFunction.lnet_finalize, TracedFunction.lnet_post_send_locked,
                TracedFunction.lnet_post_routed_recv_locked, TracedFunction.kiblnd_connect_peer,
                TracedFunction.kiblnd_handle_rx, TracedFunction.kiblnd_post_tx_locked, TracedFunction.fault}) {
            assertTrue(seen.getOrDefault(f, 0) > 0, f + " not seen: " + seen);
        }
    }
}
