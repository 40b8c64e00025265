package org.lnetscope.report;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code why-alive} on the small seed simulated under each 2.13+ layout, at the router's OOM (issue 33): the trace
 * says which release it ran (no --version needed), and the answer names the predicate that kept the silent
 * compute alive and the function it comes from, as that release decides it. compute3 (10.1.1.3@o2ib1) goes silent
 * at 60 s; peer_timeout 180 (router aliveness on, as in the full seed).
 */
class WhyAliveReleasesTest {

    private static final String COMPUTE = "10.1.1.3@o2ib1";

    @TempDir
    Path dir;

    private SmallRuns.Made last;

    private String whyAliveAtTheOom(String name, String... sets) throws Exception {
        last = SmallRuns.make(dir.resolve(name + ".lnettrace"), -1, sets);
        assertTrue(last.summary().oomAtNs() > 0, name + " runs out of memory");
        return CompareTest.run(0, "why-alive", last.trace().toString(), "--peer", COMPUTE);
    }

    @Test
    void at215sOomTheComputeIsAliveByLnetIsPeerNiAliveForItsDeadlinePassedLongAgo() throws Exception {
        String out = whyAliveAtTheOom("b2_15", "lustre=2.15", "tunables.peer_timeout=180");
        assertTrue(out.contains("Under 2.15 (v2_15_8 (b2_15)) the router keeps forwarding to " + COMPUTE
                + ": lnet_is_peer_ni_alive(): lpni_healthv >= 1000 * router_sensitivity_percentage / 100"
                + " && lpni_ns_status == UP = lpni_healthv 1000, lpni_ns_status UP (lib-lnet.h v2_15_8)."), out);
        assertTrue(out.contains("true    lnet_is_peer_deadline_passed(): lpni_last_alive + peer_timeout <= now"), out);
        assertFalse(out.contains("Under 2.16") || out.contains("Under master"), "the trace says it ran 2.15: " + out);
        // the report names the release the run followed, not only its struct layout ("master" for any 2.13+)
        Path page = dir.resolve("b2_15.html");
        CompareTest.run(0, "report", last.trace().toString(), "-o", page.toString());
        assertTrue(java.nio.file.Files.readString(page).contains("2.15 (v2_15_8 (b2_15)), a 2.13+ struct layout"), "Source: the release");
    }

    @Test
    void at216AndMastersOomOnlyAPeerWhoseLndNeverSaidDownIsAliveAndTheyNameDifferentPredicates() throws Exception {
        // the compute opens its own conns every 30 s: the LND never reports it down, lpni_ns_status stays UP
        String v216 = whyAliveAtTheOom("b2_16", "lustre=2.16", "tunables.peer_timeout=180", "faults.0.opens_conns_every=30s");
        assertTrue(v216.contains("Under 2.16 (v2_16_1) the router keeps forwarding to " + COMPUTE
                + ": lnet_is_peer_ni_alive(): lpni_healthv >= 1000 * router_sensitivity_percentage / 100"
                + " && lpni_ns_status == UP = lpni_healthv 1000, lpni_ns_status UP (lib-lnet.h, lnet_check_message_drop()"
                + " v2_16_1)."), v216);
        String master = whyAliveAtTheOom("master", "lustre=master", "tunables.peer_timeout=180",
                "faults.0.opens_conns_every=30s");
        assertTrue(master.contains("Under master (master c881f8ebcb) the router keeps forwarding to " + COMPUTE
                + ": lnet_is_peer_ni_alive(): lpni_ns_status == UP (LU-18444: health not consulted) = lpni_ns_status UP"
                + " (lib-lnet.h, lnet_check_message_drop() master)."), master);
        assertFalse(master.contains("Under 2.15"), master);
    }

    @Test
    void under216TheSilentComputeTheLndReportedIsDroppedAndTheRouterNeverRunsOut() throws Exception {
        SmallRuns.Made run = SmallRuns.make(dir.resolve("b2_16-a1.lnettrace"), 300_000_000_000L, "lustre=2.16",
                "tunables.peer_timeout=180");
        assertTrue(run.summary().oomAtNs() < 0, "no OOM: LU-17855 drops for it");
        String out = CompareTest.run(0, "why-alive", run.trace().toString(), "--peer", COMPUTE);
        assertTrue(out.contains("Under 2.16 (v2_16_1) the router drops messages for " + COMPUTE), out);
        assertTrue(out.contains("lpni_ns_status DOWN"), out);
    }
}
