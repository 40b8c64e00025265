package org.lnetscope.sim.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.lnetscope.sim.lnet.RtrBufPool;
import org.lnetscope.sim.world.SimTunables;

/**
 * lnet_lnd_timeout as 2.12.9 derives it (api-ni.c: transaction_to_set, retry_count_set,
 * sensitivity_set; LNET_LND_DEFAULT_TIMEOUT 5 in lib-lnet.h) and master (lnet_set_lnd_timeout),
 * with the order the tunables were applied in (tunables.applied); and the o2iblnd and router
 * figures derived from the tunables.
 */
class LndTimeoutTest {

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
    void unset212KeepsTheCompileTimeFiveSeconds() throws Exception {
        SimTunables t = tunables("2.12", "peer_credits: 42");
        assertEquals(5, t.lndTimeout());
        assertTrue(t.lndTimeoutWhy().contains("LNET_LND_DEFAULT_TIMEOUT"), t.lndTimeoutWhy());
    }

    @Test
    void healthOffThenTheDefaultTransactionTimeoutRecomputesNothing() throws Exception {
        // sensitivity_set(0): tt 50, rc 0, lnd untouched; transaction_to_set(50): the value it has
        SimTunables t = tunables("2.12", "health_sensitivity: 0, transaction_timeout: 50");
        assertEquals(5, t.lndTimeout(), t.lndTimeoutWhy());
        assertEquals(0, t.retryCount());
        assertEquals(50, t.transactionTimeout());
    }

    @Test
    void moduleParametersThatSetRetryCountWithHealthOffFailToLoad() {
        // retry_count_set refuses while health is off; parse_args fails and so does modprobe lnet
        ScenarioException e = assertThrows(ScenarioException.class,
                () -> tunables("2.12", "health_sensitivity: 0, transaction_timeout: 50, retry_count: 0"));
        assertTrue(e.problems().toString().contains("retry_count=0 is refused"), e.problems().toString());
    }

    @Test
    void onlyRetryCountBeforeHealthOffGivesFiftySeconds() throws Exception {
        // lnetctl import: retry_count, transaction_timeout, health_sensitivity, whatever the file's order
        SimTunables imported = tunables("2.12",
                "health_sensitivity: 0, transaction_timeout: 50, retry_count: 0, applied: lnetctl_import");
        assertEquals(50, imported.lndTimeout(), imported.lndTimeoutWhy());
        assertEquals(0, imported.healthSensitivity());
        assertEquals(0, imported.retryCount());
        assertTrue(imported.lndTimeoutWhy().contains("retry_count_set"), imported.lndTimeoutWhy());
        // module parameters in that same order (retry_count while health is still on) do the same
        SimTunables modprobe = tunables("2.12", "retry_count: 0, health_sensitivity: 0");
        assertEquals(50, modprobe.lndTimeout(), modprobe.lndTimeoutWhy());
    }

    @Test
    void aNewTransactionTimeoutIsDividedByRetryCount() throws Exception {
        assertEquals(50, tunables("2.12", "transaction_timeout: 100").lndTimeout()); // rc 2
        assertEquals(30, tunables("2.12", "retry_count: 0, transaction_timeout: 30").lndTimeout());
    }

    @Test
    void masterDerivesFromTheFinalValues() throws Exception {
        assertEquals((150 - 1) / 3, tunables("master", "peer_credits: 8").lndTimeout());
        assertEquals(49, tunables("master", "health_sensitivity: 0, transaction_timeout: 50").lndTimeout());
    }

    @Test
    void anExplicitLndTimeoutIsUsedAndSaysSo() throws Exception {
        SimTunables t = tunables("2.12", "health_sensitivity: 0, retry_count: 0, lnd_timeout: 50");
        assertEquals(50, t.lndTimeout());
        assertTrue(t.lndTimeoutWhy().contains("given in the scenario"), t.lndTimeoutWhy());
        assertThrows(ScenarioException.class, () -> tunables("2.12", "applied: sysfs"));
    }

    @Test
    void autoDownDefaultsToOne() throws Exception {
        assertTrue(tunables("2.12", "peer_credits: 8").autoDown());
        assertTrue(!tunables("2.12", "auto_down: 0").autoDown());
    }

    @Test
    void creditsHighwaterIsMinOfHiwAndQueueDepthMinusOneIn212() throws Exception {
        // IBLND_CREDITS_HIGHWATER (o2iblnd.h, v2_12_9): min(hiw, ibc_queue_depth - 1);
        // master kiblnd_credits_highwater: queue_depth * hiw / peer_credits
        SimTunables t212 = tunables("2.12", "peer_credits: 8, peer_credits_hiw: 7");
        SimTunables master = tunables("master", "peer_credits: 8, peer_credits_hiw: 7");
        assertEquals(7, t212.creditsHighwater(8));
        assertEquals(3, t212.creditsHighwater(4));
        assertEquals(7, master.creditsHighwater(8));
        assertEquals(3, master.creditsHighwater(4)); // 4 * 7 / 8
        assertEquals(2, t212.creditsHighwater(3));
        assertEquals(2, master.creditsHighwater(3)); // 3 * 7 / 8
    }

    @Test
    void routerBufferPoolsHaveAMinimumPerCpt() throws Exception {
        // lnet_nrb_tiny/small/large_calculate (router.c): max(total / ncpt, 512 | 4096 | 256)
        SimTunables t = tunables("2.12", "tiny_router_buffers: 64, small_router_buffers: 10000, large_router_buffers: 2048");
        assertEquals(512, RtrBufPool.perCpt(RtrBufPool.TINY, 2, t));
        assertEquals(5000, RtrBufPool.perCpt(RtrBufPool.SMALL, 2, t));
        assertEquals(4096, RtrBufPool.perCpt(RtrBufPool.SMALL, 4, t));
        assertEquals(1024, RtrBufPool.perCpt(RtrBufPool.LARGE, 2, t));
        assertEquals(256, RtrBufPool.perCpt(RtrBufPool.LARGE, 8, t));
        SimTunables defaults = tunables("2.12", "peer_credits: 8");
        assertEquals(512, RtrBufPool.perCpt(RtrBufPool.TINY, 4, defaults)); // 2048 / 4
        assertEquals(256, RtrBufPool.perCpt(RtrBufPool.LARGE, 8, defaults)); // 1024 / 8 = 128 -> 256
    }
}
