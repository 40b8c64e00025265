package org.lnetscope.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.lnetscope.agent.source.LnetSource;
import org.lnetscope.lnetfiles.LnetFiles;
import org.lnetscope.protocol.Delta;
import org.lnetscope.protocol.Heartbeat;
import org.lnetscope.protocol.NodeState;

/**
 * A sample whose read fails — a parser bug, or lnetctl output too big for the heap (issue 21: a
 * 20,000-peer `lnetctl peer show` once ended in OutOfMemoryError) — must not leave the agent blind:
 * the sample is partial, clients are told why, and the last whole state is still served.
 */
class FailingSourceTest {

    private static final String PEERS = """
            peer:
                - primary nid: 10.1.0.17@o2ib1
                  Multi-Rail: False
                  peer ni:
                    - nid: 10.1.0.17@o2ib1
                      state: up
                      max_ni_tx_credits: 42
                      available_tx_credits: -4500
                      min_tx_credits: -4500
                      tx_q_num_of_buf: 4500
                      available_rtr_credits: 42
                      min_rtr_credits: 40
                      refcount: 4501
            """;

    /** Reads the peer table, then fails the way it is told to. */
    private static final class Flaky implements LnetSource {
        Throwable next;

        @Override
        public void readInto(NodeState into) {
            if (next instanceof OutOfMemoryError oom) {
                throw oom;
            }
            if (next instanceof RuntimeException e) {
                throw e;
            }
            LnetFiles.readLnetctl("lnetctl peer show -v", PEERS, into);
        }

        @Override
        public String describe() {
            return "flaky test source";
        }
    }

    @Test
    void aFailedReadIsAPartialSampleAndTheLastStateStays() {
        Flaky source = new Flaky();
        Sampler sampler = new Sampler("rtr1", "test", 1000, source, () -> 0);
        List<Heartbeat> beats = new ArrayList<>();
        List<Delta> deltas = new ArrayList<>();
        sampler.addListener(new Sampler.Listener() {
            @Override
            public void delta(Delta delta) {
                deltas.add(delta);
            }

            @Override
            public void heartbeat(Heartbeat heartbeat) {
                beats.add(heartbeat);
            }
        });
        sampler.sample();
        var whole = sampler.state().byKey();
        assertTrue(whole.containsKey("peer_ni 10.1.0.17@o2ib1"), whole.keySet().toString());
        assertEquals(1, deltas.size());

        for (Throwable failure : List.of(new OutOfMemoryError("Java heap space"), new IllegalStateException("parser bug"))) {
            source.next = failure;
            sampler.sample();
            Heartbeat beat = beats.get(beats.size() - 1);
            assertNotNull(beat.partial(), "clients are told the sample is partial");
            assertTrue(beat.partial().contains(failure.getMessage()), beat.partial());
            assertEquals(whole, sampler.state().byKey(), "the last whole state is still what is served");
        }
        assertEquals(1, deltas.size(), "a failed read sends nothing as removed");
        assertEquals(2, sampler.incompleteSamples(), "/metrics counts both (lnetscope_agent_incomplete_samples_total)");

        source.next = null;
        sampler.sample();
        assertNull(beats.get(beats.size() - 1).partial(), "the next good read is whole again");
    }
}
