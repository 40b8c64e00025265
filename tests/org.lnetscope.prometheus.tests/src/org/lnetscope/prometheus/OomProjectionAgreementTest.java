package org.lnetscope.prometheus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.analysis.OomWatch;

/**
 * The window's OOM projection ({@link OomWatch}, what the live view shows) and the shipped
 * Prometheus rules ({@code lnetscope:mem_available_oom_seconds:1h}) agree on the same series: a
 * router drifting like the seed, scraped every 15 s, with the kib_conns pinned one by one (3.3 MB
 * steps at the servers' reconnects) and page cache noise on top. promtool evaluates the rule at the
 * last sample; the two must be within a minute of each other, and both near the drift's real OOM.
 */
class OomProjectionAgreementTest {

    private static final long GIB = 1L << 30;
    private static final long CONN_BYTES = 3_300_000;

    @TempDir
    Path tmp;

    @Test
    void theLiveProjectionAndTheRulesGiveTheSameOomTime() throws Exception {
        long total = 48 * GIB; // the seed's router: 48 GB
        long start = 40 * GIB;
        int scrapeSeconds = 15;
        int samples = 2 * 3600 / scrapeSeconds + 1; // two hours of scrapes
        Random random = new Random(42);
        long[] available = new long[samples];
        long conns = 0;
        for (int i = 0; i < samples; i++) {
            // reconnects come in bursts: 0..15 conns pinned per scrape, 7.5 on average (one per 2 s)
            conns += random.nextInt(16);
            long pageCache = (long) (random.nextGaussian() * 40e6);
            available[i] = start - conns * CONN_BYTES + pageCache;
        }
        OomWatch watch = new OomWatch();
        StringBuilder values = new StringBuilder();
        for (int i = 0; i < samples; i++) {
            watch.sample("rtr1", i * scrapeSeconds * 1000L, total, available[i]);
            values.append(i == 0 ? "" : " ").append(available[i]);
        }
        OomWatch.Projection live = watch.project("rtr1");
        assertTrue(live.warns(), live.headline());
        double liveSeconds = (live.oomAtMs() - live.nowMs()) / 1000.0;

        // the drift's own rate: 7.5 conns of 3.3 MB per 15 s; what is left at the end, at that rate
        double trueSeconds = available[samples - 1] / (7.5 * CONN_BYTES / scrapeSeconds);
        assertEquals(trueSeconds, liveSeconds, trueSeconds * 0.1, live.headline());

        long evalSeconds = (long) (samples - 1) * scrapeSeconds;
        String test = """
                rule_files:
                  - %s
                evaluation_interval: 15s
                tests:
                  - interval: %ds
                    input_series:
                      - series: 'lnet_meminfo_mem_available_bytes{host="rtr1"}'
                        values: '%s'
                    promql_expr_test:
                      - expr: abs(lnetscope:mem_available_oom_seconds:1h - %.3f) < bool 60
                        eval_time: %ds
                        exp_samples:
                          - labels: '{host="rtr1"}'
                            value: 1
                """.formatted(Promtool.RULES, scrapeSeconds, values, liveSeconds, evalSeconds);
        Files.writeString(tmp.resolve("agreement.test.yml"), test);
        Promtool.Result r = Promtool.run(tmp, "test", "rules", "agreement.test.yml");
        assertEquals(0, r.status(), "the rules' projection differs from the window's (" + live.headline() + ", "
                + liveSeconds + " s):\n" + r.output());
        assertTrue(live.headline().startsWith("OOM in ~"), live.headline());
    }
}
