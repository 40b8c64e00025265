package org.lnetscope.prometheus;

import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.replay.EmfSync;
import org.lnetscope.replay.ReplayCursor;
import org.lnetscope.trace.TraceReader;

/** The fabric a trace holds at a time, and what the tests look up in it. */
final class Traces {

    private Traces() {
    }

    static Fabric at(TraceReader reader, long timeMs) {
        ReplayCursor cursor = new ReplayCursor(reader);
        cursor.seek(timeMs * 1_000_000L);
        return new EmfSync(cursor.state()).fabric();
    }

    static Node node(Fabric fabric, String host) {
        return fabric.getNodes().stream().filter(n -> host.equals(n.getHostname())).findFirst().orElse(null);
    }

    static PeerNi peerNi(Fabric fabric, String host, String nid) {
        Node node = node(fabric, host);
        return node == null ? null : node.findPeerNi(Nid.parse(nid));
    }
}
