package org.lnetscope.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.agent.source.LnetctlSource;
import org.lnetscope.protocol.Kinds;

/**
 * lnetctl's stdout is parsed as it arrives into a state of its own, and merged into the sample
 * only when lnetctl exited in time: a command that printed everything and then hung (wedged in the
 * kernel before exiting) is killed, its output — parsed already — is dropped, and the sample is
 * partial, so the agent keeps serving the last whole state.
 */
class LnetctlStreamTest {

    @TempDir
    Path tmp;

    private FakeLnetctl fake;
    private final List<String> log = new ArrayList<>();

    @AfterEach
    void reap() {
        if (fake != null) {
            fake.hungPids().forEach(pid -> ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly));
        }
    }

    @Test
    void aCommandKilledAfterPrintingAddsNothingAndTheLastStateStays() {
        fake = new FakeLnetctl(tmp.resolve("lnetctl")).router212();
        Sampler sampler = new Sampler("rtr1", "test", 1000, new LnetctlSource(fake.path(), 1500, log::add), () -> 0);
        sampler.sample();
        assertNull(sampler.state().incompleteReason());
        assertEquals(-4500, sampler.state().get(Kinds.PEER_NI, "10.1.0.17@o2ib1").num(Kinds.TX_CREDITS, 0));

        // the next peer table is printed whole, but lnetctl never exits
        fake.edit("peer", "available_tx_credits: -4500", "available_tx_credits: -4600").hangAfterOutput("peer");
        sampler.sample();
        assertEquals(1, sampler.incompleteSamples(), "the sample is partial");
        assertEquals(-4500, sampler.state().get(Kinds.PEER_NI, "10.1.0.17@o2ib1").num(Kinds.TX_CREDITS, 0),
                "what the killed command printed is not merged: the last whole state stays");
        assertTrue(log.stream().anyMatch(l -> l.contains("lnetctl peer show -v 2") && l.contains("killed")), log.toString());

        fake.healthy("peer");
        sampler.sample();
        assertEquals(-4600, sampler.state().get(Kinds.PEER_NI, "10.1.0.17@o2ib1").num(Kinds.TX_CREDITS, 0),
                "the next whole read is published");
        assertNotNull(sampler.state().get(Kinds.ROUTING, ""), "the other commands' objects are merged too");
    }
}
