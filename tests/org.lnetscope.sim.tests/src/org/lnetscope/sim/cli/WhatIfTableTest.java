package org.lnetscope.sim.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.lnetscope.sim.engine.Time;

/** The what-if table on the small incident: one row per switch, and the rows tell them apart. */
class WhatIfTableTest {

    private static Path smallScenario() {
        for (Path d = Path.of(System.getProperty("user.dir")).toAbsolutePath(); d != null; d = d.getParent()) {
            Path candidate = d.resolve("examples/scenarios/router-oom-small.yaml");
            if (Files.isRegularFile(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException("examples/scenarios/router-oom-small.yaml not found");
    }

    @Test
    void eachSwitchIsOneRowAndOnlyTheRealFixesAvoidTheOom() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        boolean ok = WhatIfTable.run(smallScenario(), List.of(), 10 * 60 * Time.SECOND, "5m", 2, 0,
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertTrue(ok, err.toString(StandardCharsets.UTF_8));
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(2 + WhatIfTable.rows("5m").size(), lines.size(), String.join("\n", lines));
        // router-oom-small.yaml runs 2.12 with peer_timeout 0 (router aliveness off)
        assertTrue(row(lines, "baseline").contains("| 2.12 | OOM at 7m36.716s (router) | **OOM at 7m36.716s** (router)"),
                row(lines, "baseline"));
        // the row that sets what the scenario already has says so (before it runs, in the window)
        assertTrue(row(lines, "peer_timeout 0").contains("| OOM at 7m36.716s (router) (changes nothing here: the scenario "
                + "already has tunables.peer_timeout=0) |"), row(lines, "peer_timeout 0"));
        // master drops for a DOWN peer only when aliveness is on (lnet_peer_aliveness_enabled needs
        // peer_timeout > 0): with it off, LU-17855 changes nothing here, and the row says why
        assertTrue(row(lines, "master").contains("| master | OOM at 7m36.716s (router) (LU-17855 cannot act here:"),
                row(lines, "master"));
        // no OOM is not "survives": release parked rx keeps memory flat while compute3's txq and
        // every server's rtrq stay full (the issue's "compute3 -294, 8 senders blocked")
        for (String fix : List.of("release parked rx", "o2iblnd eager receive")) {
            String line = row(lines, fix);
            assertTrue(line.contains("| no OOM within 10m00.000s; fabric still wedged: compute3 -294, 8 senders blocked |")
                    && line.contains("| 0 (0) |"), line);
        }
        // peer_timeout 30 drains the txq once a conn lifetime and it wedges again: said, not "drained"
        assertTrue(row(lines, "peer_timeout 30").matches(".*\\| no OOM within 10m00\\.000s; (drained at [0-9m.s]+ \\(the last of "
                + "[0-9]+ drains: it wedged again after each earlier one\\)|fabric still wedged: .* \\(it drained [0-9a-z ]+ and wedged "
                + "again\\)) \\|.*"), row(lines, "peer_timeout 30"));
        // routing off at 5 min: each server's next router credit drops its rtrq, and it stays drained
        assertTrue(row(lines, "routing disabled").matches(".*\\| no OOM within 10m00\\.000s; drained at [0-9m.s]+ \\|.*"),
                row(lines, "routing disabled"));
    }

    /** What Run What-If asks before it runs: a choice that cannot change anything here says why. */
    @Test
    void aChoiceThatChangesNothingSaysWhyBeforeRunning() throws Exception {
        assertEquals("changes nothing here: the scenario already has tunables.peer_timeout=0",
                WhatIfTable.noEffect(smallScenario(), List.of(), List.of("tunables.peer_timeout=0")));
        assertTrue(WhatIfTable.noEffect(smallScenario(), List.of(), List.of("lustre=master")).startsWith(
                "LU-17855 cannot act here: master drops for a peer NI that is not UP only with router aliveness on"));
        // with aliveness on, master's drop can act: nothing to say
        assertEquals(null, WhatIfTable.noEffect(smallScenario(), List.of("tunables.peer_timeout=180"), List.of("lustre=master")));
        assertEquals(null, WhatIfTable.noEffect(smallScenario(), List.of(), List.of("what_if.release_parked_rx_on_close=true")));
    }

    /**
     * With aliveness off each release's row says what of that release cannot act, in its own words:
     * b2_15 has no LU-17855 (v2_15_8 drops in lnet_peer_alive_locked -> lnet_is_peer_ni_alive, after
     * lnet_peer_aliveness_enabled), 2.16 and master have it (lnet_check_message_drop).
     */
    @Test
    void eachReleaseSaysWhatCannotActInItsOwnWords() throws Exception {
        String v215 = WhatIfTable.noEffect(smallScenario(), List.of(), List.of("lustre=2.15"));
        assertTrue(v215.startsWith("2.15 has no LU-17855, and its own drop cannot act here: lnet_peer_alive_locked"), v215);
        assertTrue(v215.contains("lnet_is_peer_ni_alive") && v215.endsWith("only 2.15's other differences remain"), v215);
        assertTrue(!v215.contains("LU-17855 cannot act"), v215);
        String v216 = WhatIfTable.noEffect(smallScenario(), List.of(), List.of("lustre=2.16"));
        assertTrue(v216.startsWith("LU-17855 cannot act here: 2.16 drops for a peer NI that is not alive only with router "
                + "aliveness on (lnet_peer_aliveness_enabled: peer_timeout > 0) and this scenario has peer_timeout 0"), v216);
        assertTrue(v216.endsWith("only 2.16's other differences remain"), v216);
        String master = WhatIfTable.noEffect(smallScenario(), List.of(), List.of("lustre=master"));
        assertTrue(master.endsWith("only master's other differences remain"), master);
        // the 2.12 row is the scenario's own layout; with aliveness on, every release's drop can act
        assertEquals("changes nothing here: the scenario already has lustre=2.12",
                WhatIfTable.noEffect(smallScenario(), List.of(), List.of("lustre=2.12")));
        for (String release : List.of("2.15", "2.16", "master")) {
            assertEquals(null, WhatIfTable.noEffect(smallScenario(), List.of("tunables.peer_timeout=180"), List.of("lustre=" + release)),
                    release);
        }
    }

    /** The window's Cancel: a row asked to stop stops at its next look (a simulated second), not at its end. */
    @Test
    void aCancelledRowStopsAtItsNextLook() throws Exception {
        var prepared = WhatIfTable.prepare(smallScenario(), List.of(), WhatIfTable.rows("5m")).get(1);
        long[] lastLook = {-1};
        int[] looks = {0};
        org.junit.jupiter.api.Assertions.assertThrows(java.util.concurrent.CancellationException.class,
                () -> WhatIfTable.runRow(prepared, 60 * 60 * Time.SECOND, () -> looks[0] >= 3, t -> {
                    lastLook[0] = t;
                    looks[0]++;
                }));
        assertEquals(3 * Time.SECOND, lastLook[0], "three looks, one a simulated second, then stopped");
    }

    /** The run pauses at each look at the credits: the same events as one run to the end. */
    @Test
    void lookingEverySecondChangesNoEvent() throws Exception {
        var prepared = WhatIfTable.prepare(smallScenario(), List.of(), WhatIfTable.rows("5m")).get(0);
        var looked = WhatIfTable.runRow(prepared, 10 * 60 * Time.SECOND, null, null);
        var once = org.lnetscope.sim.Simulation.of(prepared.scenario()).run(10 * 60 * Time.SECOND, true, null);
        assertEquals(once.events(), looked.summary().events());
        assertEquals(once.oomAtNs(), looked.summary().oomAtNs());
        assertEquals(once.routers(), looked.summary().routers());
    }

    /** What a batch job per row prints, concatenated after the header, is the table run in one go. */
    @Test
    void oneRowPerJobConcatenatesIntoTheSameTableAsAllRowsInParallel() throws Exception {
        long until = 3 * 60 * Time.SECOND;
        String table = table(until, 4, 0);
        StringBuilder merged = new StringBuilder(WhatIfTable.HEADER).append('\n');
        for (int n = 1; n <= WhatIfTable.rows("5m").size(); n++) {
            merged.append(table(until, 1, n));
        }
        assertEquals(stripWall(table), stripWall(merged.toString()));
        assertEquals(stripWall(table), stripWall(table(until, 1, 0)), "one thread or four: the same rows in the same order");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertTrue(!WhatIfTable.run(smallScenario(), List.of(), until, "5m", 1, 13, new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8)));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("there are 12 rows"), err.toString(StandardCharsets.UTF_8));
    }

    private static String table(long until, int jobs, int only) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertTrue(WhatIfTable.run(smallScenario(), List.of(), until, "5m", jobs, only,
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)),
                err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    /** The last column's wall time differs from run to run; the events before it do not. */
    private static String stripWall(String table) {
        return table.replaceAll(", [0-9.]+ s \\|", ", (wall) |");
    }

    private static String row(List<String> lines, String label) {
        return lines.stream().filter(l -> l.startsWith("| " + label)).findFirst().orElse("(no row " + label + ")");
    }
}
