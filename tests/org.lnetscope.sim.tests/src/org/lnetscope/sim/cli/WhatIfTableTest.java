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
        boolean ok = WhatIfTable.run(smallScenario(), List.of(), 10 * 60 * Time.SECOND, "5m",
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertTrue(ok, err.toString(StandardCharsets.UTF_8));
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(2 + WhatIfTable.rows("5m").size(), lines.size(), String.join("\n", lines));
        // router-oom-small.yaml runs 2.12 with peer_timeout 0 (router aliveness off)
        assertTrue(row(lines, "baseline").contains("| 2.12 | **OOM at 7m36.706s** (router)"), row(lines, "baseline"));
        assertTrue(row(lines, "peer_timeout 0").contains("**OOM at 7m36.706s**"), row(lines, "peer_timeout 0"));
        // master drops for a DOWN peer only when aliveness is on (lnet_peer_aliveness_enabled needs
        // peer_timeout > 0): with it off, LU-17855 changes nothing here
        assertTrue(row(lines, "master").contains("| master | **OOM at 7m36.706s**"), row(lines, "master"));
        for (String fix : List.of("release parked rx", "peer_timeout 30")) {
            String line = row(lines, fix);
            assertTrue(line.contains("no OOM by 9m59") && line.contains("| 0 (0) |"), line);
        }
    }

    private static String row(List<String> lines, String label) {
        return lines.stream().filter(l -> l.startsWith("| " + label)).findFirst().orElse("(no row " + label + ")");
    }
}
