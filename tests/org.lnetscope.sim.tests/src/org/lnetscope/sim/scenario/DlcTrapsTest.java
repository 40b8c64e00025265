package org.lnetscope.sim.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.lnetscope.sim.Simulation;
import org.lnetscope.sim.Tiny;
import org.lnetscope.sim.engine.Time;
import org.lnetscope.sim.world.SimTunables;

/**
 * What tunables given through lnetctl became before 2.16 (tunables.dlc), and each layout's lnd_timeout:
 * LU-16145 (peer_timeout 0 became 180: lnet_set_tune_defaults, api-ni.c v2_15_8; jt_add_ni, lnetctl.c v2_12_9),
 * LU-15538 (map_on_demand 0 whenever tunables came through lnetctl), LU-13510 (lnet_set_lnd_timeout).
 */
class DlcTrapsTest {

    private static SimTunables tunables(String lustre, String tunables) throws ScenarioException {
        String yaml = """
                name: t
                lustre: "%s"
                tunables: {%s}
                groups:
                  - {name: a, role: compute, nids: [10.1.1.1@o2ib1]}
                """.formatted(lustre, tunables);
        return ScenarioLoader.parse(yaml, "t.yaml", List.of()).tunables();
    }

    @Test
    void lu16145PeerTimeoutZeroThroughLnetctlBecomes180Before216() throws Exception {
        // v2_15_8 lnet_set_tune_defaults: !lct_peer_timeout -> DEFAULT_PEER_TIMEOUT, import or net add alike
        for (String dlc : List.of("import", "net_add")) {
            SimTunables t = tunables("2.15", "peer_timeout: 0, peer_credits: 42, dlc: " + dlc);
            assertEquals(180, t.peerTimeout(), dlc);
            assertTrue(t.dlcWhy().contains("LU-16145"), t.dlcWhy());
        }
        // module options, or 2.16 and master (eee27c88ad): 0 stays 0, aliveness off
        assertEquals(0, tunables("2.15", "peer_timeout: 0").peerTimeout());
        assertEquals(0, tunables("2.16", "peer_timeout: 0, dlc: import").peerTimeout());
        assertEquals(0, tunables("master", "peer_timeout: 0, dlc: net_add").peerTimeout());
        // v2_12_9: lnetctl import keeps 0 (lnet_startup_lndni restores it); net add loses it only when no other
        // net tunable > 0 goes along (jt_add_ni)
        assertEquals(0, tunables("2.12", "peer_timeout: 0, peer_credits: 42, dlc: import").peerTimeout());
        assertEquals(0, tunables("2.12", "peer_timeout: 0, peer_credits: 42, dlc: net_add").peerTimeout());
        assertEquals(180, tunables("2.12", "peer_timeout: 0, dlc: net_add").peerTimeout());
    }

    @Test
    void lu16145TurnsRouterAlivenessBackOnAndTheSilentComputeIsDropped() throws Exception {
        // the tiny fabric without its peer_credits / credits, so that lnetctl net add --peer-timeout 0 goes alone
        String yaml = Tiny.yaml("2.12", "{type: host_silent, node: compute2, at: 20s}").replace("peer_credits: 8, credits: 64, ",
                "");
        long[] drops = new long[2];
        String[] dlc = {"none", "net_add"};
        for (int i = 0; i < 2; i++) {
            Simulation sim = Simulation.of(ScenarioLoader.parse(yaml, "tiny.yaml",
                    new ArrayList<>(List.of("tunables.peer_timeout=0", "tunables.dlc=" + dlc[i]))));
            sim.run(6 * 60 * Time.SECOND, false, null);
            drops[i] = sim.world().node("router").peerNi(Tiny.COMPUTE2).dropCount;
        }
        assertEquals(0, drops[0], "peer_timeout 0 as a module option: aliveness off, nothing dropped");
        assertTrue(drops[1] > 0, "given to lnetctl net add alone it ran as 180: 'peer not alive' drops " + drops[1]);
    }

    @Test
    void lu15538AnyTunableThroughLnetctlZeroedMapOnDemandBefore216() throws Exception {
        SimTunables t215 = tunables("2.15", "peer_credits: 42, dlc: import");
        assertTrue(t215.mapOnDemand().startsWith("0 (LU-15538"), t215.mapOnDemand());
        assertTrue(t215.dlcWhy().contains("LU-15538"), t215.dlcWhy());
        assertTrue(tunables("2.12", "concurrent_sends: 42, dlc: net_add").mapOnDemand().startsWith("0 (LU-15538"));
        // the module option: 2.15's default 1 (LU-15186); fixed in 2.16 (DLC leaves it to the module)
        assertTrue(tunables("2.15", "peer_credits: 42").mapOnDemand().startsWith("1 "));
        assertTrue(tunables("2.16", "peer_credits: 42, dlc: import").mapOnDemand().startsWith("1 "));
        assertEquals("", tunables("2.16", "peer_credits: 42, dlc: import").dlcWhy());
    }

    @Test
    void badDlcValueIsAProblemWithItsPlace() {
        ScenarioException e = assertThrows(ScenarioException.class, () -> tunables("2.15", "dlc: yaml"));
        assertTrue(e.problems().toString().contains("t.yaml:3:") && e.problems().toString().contains("tunables.dlc must be"),
                e.problems().toString());
        ScenarioException v = assertThrows(ScenarioException.class, () -> tunables("2.14", "peer_credits: 8"));
        assertTrue(v.problems().toString().contains("\"2.12\", \"2.15\", \"2.16\" or \"master\""), v.problems().toString());
    }

    @Test
    void lndTimeoutPerRelease() throws Exception {
        // v2_15_8 (LU-13510): (tt - 1) / (rc + 1); health off sets rc 0 (sensitivity_set)
        assertEquals(16, tunables("2.15", "peer_credits: 8").lndTimeout(), "(50 - 1) / 3");
        assertEquals(49, tunables("2.15", "health_sensitivity: 0").lndTimeout(), "(50 - 1) / 1");
        // v2_16_1: transaction_timeout 150 by default, max(.., 1)
        assertEquals(49, tunables("2.16", "peer_credits: 8").lndTimeout(), "(150 - 1) / 3");
        assertEquals(150, tunables("2.16", "peer_credits: 8").transactionTimeout());
        assertEquals(50, tunables("2.15", "peer_credits: 8").transactionTimeout());
        SimTunables one = tunables("2.16", "transaction_timeout: 1, retry_count: 0");
        assertEquals(1, one.lndTimeout(), one.lndTimeoutWhy());
        // 2.12 keeps the compile-time 5 s when no setter ran (LndTimeoutTest)
        assertEquals(5, tunables("2.12", "peer_credits: 8").lndTimeout());
    }
}
