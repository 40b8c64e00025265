package org.lnetscope.trace;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.lnetscope.model.Fabric;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.LnetPackage.Literals;
import org.lnetscope.model.Node;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.nid.Nid;

/**
 * A router with one stalled compute peer NI: messages arrive, take a tx credit or queue on its
 * lpni_txq, and complete. Enough to exercise every op kind; the realistic generator lives in the
 * replay tests.
 */
final class SmallTrace {

    /** Per written event: time, type, function, subject (what a reader must give back). */
    final List<long[]> written = new ArrayList<>();

    static Fabric fabric() {
        LnetFactory f = LnetFactory.eINSTANCE;
        Fabric fabric = f.createFabric();
        fabric.setName("small");
        Node router = f.createNode();
        router.setHostname("rtr1");
        fabric.getNodes().add(router);
        Peer peer = f.createPeer();
        peer.setAddress(0x1000);
        router.getPeers().add(peer);
        PeerNi ni = f.createPeerNi();
        ni.setAddress(0x2000);
        ni.setNid(Nid.parse("10.1.0.17@o2ib1"));
        ni.setTxCredits(4);
        peer.getPeerNis().add(ni);
        return fabric;
    }

    /** Writes {@code events} events (or a few more) and returns the writer's final state holder. */
    TraceWriter write(Path file, int events, TraceOptions options, long seed) throws IOException {
        Fabric fabric = fabric();
        Random random = new Random(seed);
        TraceWriter w = TraceWriter.create(file, fabric, 1_000, options);
        Node router = fabric.getNodes().get(0);
        PeerNi ni = router.getPeers().get(0).getPeerNis().get(0);
        int routerId = w.idOf(router);
        int niId = w.idOf(ni);
        int cMessage = w.classIndex(Literals.MESSAGE);
        int lMessages = w.listSlot(Literals.NODE__MESSAGES);
        int lTxq = w.listSlot(Literals.PEER_NI__TXQ);
        int vTx = w.valueSlot(Literals.PEER_NI__TX_CREDITS);
        int vLength = w.valueSlot(Literals.MESSAGE__LENGTH);
        int vDest = w.valueSlot(Literals.MESSAGE__DEST_NID);
        int vTxPeer = w.valueSlot(Literals.MESSAGE__TX_PEER);
        List<Integer> inFlight = new ArrayList<>();
        long time = 1_000;
        while (w.eventCount() < events) {
            time += random.nextInt(3) == 0 ? 0 : random.nextInt(5_000_000);
            long tx = w.state().get(niId, vTx);
            if (random.nextBoolean() || inFlight.isEmpty() && w.state().listSize(niId, lTxq) == 0) {
                TraceWriter.EventBuilder e = w.event(time, tx > 0 ? EventType.MSG_FORWARDED : EventType.MSG_QUEUED_TXQ,
                        KernelFunction.lnet_post_send_locked, niId);
                int msg = e.create(cMessage, routerId, lMessages);
                e.set(msg, vLength, random.nextInt(1 << 20)).setPooled(msg, vDest, Nid.parse("10.1.0." + random.nextInt(4) + "@o2ib1"))
                        .set(msg, vTxPeer, niId).set(niId, vTx, tx - 1);
                if (tx > 0) {
                    inFlight.add(msg);
                } else {
                    e.add(niId, lTxq, msg);
                }
                e.commit();
                written.add(new long[] {time, (tx > 0 ? EventType.MSG_FORWARDED : EventType.MSG_QUEUED_TXQ).ordinal(),
                        KernelFunction.lnet_post_send_locked.ordinal(), niId});
            } else if (!inFlight.isEmpty()) {
                int msg = inFlight.remove(random.nextInt(inFlight.size()));
                TraceWriter.EventBuilder e = w.event(time, EventType.MSG_COMPLETED, KernelFunction.lnet_finalize, msg)
                        .set(msg, vTxPeer, -1).delete(msg).set(niId, vTx, tx + 1);
                if (w.state().listSize(niId, lTxq) > 0) {
                    inFlight.add(w.state().list(niId, lTxq).get(0));
                    e.removeAt(niId, lTxq, 0);
                }
                e.commit();
                written.add(new long[] {time, EventType.MSG_COMPLETED.ordinal(), KernelFunction.lnet_finalize.ordinal(), msg});
            } else {
                w.event(time, EventType.AGENT_SAMPLE, KernelFunction.none, -1).commit();
                written.add(new long[] {time, EventType.AGENT_SAMPLE.ordinal(), KernelFunction.none.ordinal(), -1});
            }
        }
        return w;
    }
}
