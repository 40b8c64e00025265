package org.lnetscope.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.lnetscope.agent.source.LnetSource;
import org.lnetscope.protocol.Delta;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.NodeState;
import org.lnetscope.protocol.Protocol;

/** A client that stops reading is dropped once its queue is full; the others carry on. */
class SlowClientTest {

    /** 2,000 peer NIs whose credits all move every sample: ~100 KB per delta. */
    static final class BusyRouter implements LnetSource {
        private int tick;

        @Override
        public void readInto(NodeState into) {
            tick++;
            for (int i = 0; i < 2000; i++) {
                into.object(Kinds.PEER_NI, "10.1." + (i / 250) + "." + (i % 250) + "@o2ib1")
                        .put(Kinds.TX_CREDITS, 42 - (tick + i) % 100).put(Kinds.REFCOUNT, 2 + (tick + i) % 100);
            }
        }

        @Override
        public String describe() {
            return "busy router";
        }
    }

    @Test
    void aStalledReaderIsDroppedAndTheOthersKeepUp() throws Exception {
        AgentOptions options = AgentOptions.parse(List.of("--meminfo", "off", "--period", "50ms", "--port", "0", "--host", "busy",
                "--client-buffer", "256KiB"), Map.of());
        try (Agent agent = new Agent(options, new BusyRouter());
                Socket stalled = new Socket("127.0.0.1", agent.address().getPort())) {
            OutputStream out = stalled.getOutputStream();
            out.write(("GET " + Protocol.PATH_EVENTS + " HTTP/1.1\r\nHost: x\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            // never read from it
            try (AgentClient good = new AgentClient(HttpClient.newHttpClient(),
                    URI.create("http://127.0.0.1:" + agent.address().getPort() + Protocol.PATH_EVENTS), null)) {
                good.next(Protocol.EVENT_SNAPSHOT);
                long deadline = System.currentTimeMillis() + 20_000;
                while (agent.server().droppedClients() == 0 && System.currentTimeMillis() < deadline) {
                    good.next(Protocol.EVENT_DELTA);
                }
                assertEquals(1, agent.server().droppedClients(), "the stalled client is dropped");
                long seq = Delta.fromJson(good.next(Protocol.EVENT_DELTA).data()).seq();
                assertEquals(seq + 1, Delta.fromJson(good.next(Protocol.EVENT_DELTA).data()).seq(), "the good client misses nothing");
                assertEquals(1, agent.server().clients());
            }
            // the agent closed the dropped client's socket: reading it ends once the kernel's buffers
            // (a few MB on loopback, beyond the agent's control) are drained
            stalled.setSoTimeout(10_000);
            byte[] buf = new byte[1 << 16];
            long total = 0;
            int n;
            while ((n = stalled.getInputStream().read(buf)) > 0) {
                total += n;
            }
            assertTrue(total < 8L << 20, "what the stalled client got is bounded: " + total);
        }
    }
}
