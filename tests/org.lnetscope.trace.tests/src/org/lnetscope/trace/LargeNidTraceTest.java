package org.lnetscope.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LnetPackage.Literals;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.trace.state.FlatState;

/**
 * A master node's IPv6 peer NIs (large NIDs, no u64 form) in a trace: in the initial state and set
 * by an event, as an agent on such a node records them; 4-byte NIDs keep their u64 encoding.
 */
class LargeNidTraceTest {

    @TempDir
    Path dir;

    @Test
    void ipv6NidsRoundTripThroughATrace() throws IOException {
        Fabric fabric = SmallTrace.fabric();
        PeerNi ni = fabric.getNodes().get(0).getPeers().get(0).getPeerNis().get(0);
        ni.setNid(Nid.parse("2001:db8::17@tcp"));
        Path file = dir.resolve("v6.lnettrace");
        int niId;
        int vNid;
        try (TraceWriter w = TraceWriter.create(file, fabric, 1_000, TraceOptions.defaults("test"))) {
            niId = w.idOf(ni);
            vNid = w.valueSlot(Literals.PEER_NI__NID);
            w.event(2_000, EventType.AGENT_SAMPLE, KernelFunction.none, niId).setPooled(niId, vNid, Nid.parse("fe80::1:2@tcp3")).commit();
            w.event(3_000, EventType.AGENT_SAMPLE, KernelFunction.none, niId).setPooled(niId, vNid, Nid.parse("10.1.0.18@o2ib1")).commit();
        }
        try (TraceReader reader = TraceReader.open(file)) {
            assertEquals(List.of(), reader.warnings());
            FlatState state = reader.loadCheckpoint(0);
            assertEquals(Nid.parse("2001:db8::17@tcp"), state.pool().get((int) state.get(niId, vNid)));
            EventStream events = reader.events(0);
            Event e = new Event();
            events.next(e);
            StateApplier.apply(e, state, null);
            assertEquals(Nid.parse("fe80::1:2@tcp3"), state.pool().get((int) state.get(niId, vNid)));
            events.next(e);
            StateApplier.apply(e, state, null);
            assertEquals(Nid.parse("10.1.0.18@o2ib1"), state.pool().get((int) state.get(niId, vNid)));
        }
    }
}
