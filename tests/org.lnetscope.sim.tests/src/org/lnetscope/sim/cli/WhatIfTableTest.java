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
        assertTrue(row(lines, "baseline").contains("| 2.12 | **OOM at 7m36.716s** (router)"), row(lines, "baseline"));
        assertTrue(row(lines, "peer_timeout 0").contains("**OOM at 7m36.716s**"), row(lines, "peer_timeout 0"));
        // master drops for a DOWN peer only when aliveness is on (lnet_peer_aliveness_enabled needs
        // peer_timeout > 0): with it off, LU-17855 changes nothing here
        assertTrue(row(lines, "master").contains("| master | **OOM at 7m36.716s**"), row(lines, "master"));
        for (String fix : List.of("release parked rx", "peer_timeout 30")) {
            String line = row(lines, fix);
            assertTrue(line.contains("no OOM by 9m59") && line.contains("| 0 (0) |"), line);
        }
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
