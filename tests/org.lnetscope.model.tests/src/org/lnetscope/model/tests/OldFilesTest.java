package org.lnetscope.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.model.Peer;
import org.lnetscope.model.resource.LnetResources;

/**
 * Files written before a feature was added still load, the new feature unset: XMI and binary store
 * features by name. {@code fixtures/model-1.0-before-gateway-state/} holds the healthy example as
 * the model wrote it before {@code Peer} had its gateway attributes (rtrRefcount ... downNis); those
 * files are never regenerated.
 */
class OldFilesTest {

    private static final String BEFORE_GATEWAY_STATE = "model-1.0-before-gateway-state/healthy.";

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"lnetmodel", "lnetmodelb"})
    void filesFromBeforeTheGatewayAttributesLoadWithThemUnset(String extension) throws Exception {
        Fabric fabric = LnetResources.load(fixture(BEFORE_GATEWAY_STATE + extension));
        Node router = fabric.findNode("rtr01");
        assertNotNull(router);
        List<Peer> peers = fabric.getNodes().stream().flatMap(n -> n.getPeers().stream()).toList();
        assertEquals(6, peers.size(), "rtr01's 4 computes and 2 servers");
        for (Peer peer : peers) {
            String who = peer.getPrimaryNid().toString();
            assertFalse(peer.isSetGatewayAlive(), who);
            assertFalse(peer.isSetPingTimestamp(), who);
            assertFalse(peer.isSetPingDeadline(), who);
            assertEquals(0, peer.getRtrRefcount(), who);
            assertEquals(0, peer.getAliveCount(), who);
            assertFalse(peer.isPingNotsent(), who);
            assertEquals(0, peer.getDownNis(), who);
        }
    }

    @Test
    void oldXmiAndBinaryHoldTheSameFabric() throws Exception {
        ModelAssert.assertSameModel(LnetResources.load(fixture(BEFORE_GATEWAY_STATE + "lnetmodel")),
                LnetResources.load(fixture(BEFORE_GATEWAY_STATE + "lnetmodelb")));
    }

    /** Nothing is lost or added on the way through today's model: saving it again writes the same text. */
    @Test
    void oldXmiSavedAgainIsUnchanged() throws Exception {
        Path old = fixture(BEFORE_GATEWAY_STATE + "lnetmodel");
        Path again = dir.resolve("again.lnetmodel");
        LnetResources.save(LnetResources.load(old), again);
        assertEquals(Files.readString(old), Files.readString(again));
    }

    private Path fixture(String name) throws IOException {
        Path target = dir.resolve(name.replace('/', '-'));
        try (InputStream in = OldFilesTest.class.getResourceAsStream("/fixtures/" + name)) {
            assertNotNull(in, "fixture not packaged: " + name);
            Files.write(target, in.readAllBytes());
        }
        return target;
    }
}
