package org.lnetscope.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.fit.Distance;
import org.lnetscope.fit.FitResults;
import org.lnetscope.fit.Signature;
import org.lnetscope.fit.cli.FitCommand;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.sim.Simulation;
import org.lnetscope.sim.export.FabricExporter;
import org.lnetscope.sim.scenario.Scenario;
import org.lnetscope.sim.scenario.ScenarioLoader;

/**
 * {@code lnetscope report --fit FIT_DIR}: a real fit (the fit tests' tiny fabric, a dump simulated
 * with aliveness off and compute3 silent for 240 s, settings the fit is not given) ranked four
 * hypotheses and re-ran the what-if table on the one that reproduced the dump; the report of the
 * dump carries the fit's section: the hypotheses in the fit's order, the fields of each best run
 * beside the dump's own figures (read here from the dump, not from the fit), and the what-if rows.
 */
class FitReportTest {

    static final Path TINY = Path.of("..", "org.lnetscope.fit.tests", "fixtures", "tiny.yaml").toAbsolutePath().normalize();
    static final String ROWS = "aliveness-off/a1,aliveness-off/b,aliveness-on/a1,aliveness-on/b";

    @TempDir
    static Path dir;
    static Path dump;
    static Path fitDir;

    @BeforeAll
    static void fit() throws Exception {
        Scenario truth = ScenarioLoader.load(TINY, List.of("tunables.peer_timeout=0", "faults.0.type=host_silent", "duration=300s"));
        Simulation sim = Simulation.of(truth);
        sim.run(truth.durationNs(), truth.untilOom(), null);
        dump = dir.resolve("router-dump.lnetmodelb");
        LnetResources.save(FabricExporter.export(sim.world(), truth), dump);
        fitDir = dir.resolve("fit");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = new FitCommand().run(List.of(dump.toString(), "--base", TINY.toString(), "--unknowns", "fault_to_dump",
                "--fault-age", "30s..20m", "--rows", ROWS, "--jobs", "2", "--no-trace", "--what-if", "-o", fitDir.toString()),
                new Console(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8)));
        assertEquals(ExitStatus.OK, status, err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theDumpsReportRanksTheHypothesesShowsEachFieldAndTheWhatIfRows() throws Exception {
        Path out = dir.resolve("with-fit.html");
        // no FILE: the report is of the dump the fit names (dump.source)
        CompareTest.run(0, "report", "--fit", fitDir.toString(), "-o", out.toString());
        String html = Files.readString(out);
        assertTrue(html.contains("<title>LNet Scope report: router-dump.lnetmodelb</title>"), "a report of the dump itself");
        assertTrue(html.contains("<h2>Explained by simulation (lnetscope fit)</h2>"));
        assertTrue(html.contains("<h2>Router Internals</h2>"), "the dump's own sections are still there");

        FitResults fit = FitResults.read(fitDir);
        List<FitResults.Row> ranked = fit.ranked();
        assertEquals(4, ranked.size());
        assertEquals("aliveness-off/a1", ranked.get(0).id(), "the true hypothesis first");
        assertTrue(ranked.get(0).reached(), "its best run reached the dump's state");
        int last = -1;
        double previous = -1;
        for (FitResults.Row row : ranked) {
            int at = html.indexOf("<b>" + row.id() + "</b>");
            assertTrue(at > last, row.id() + " listed in rank order");
            last = at;
            assertTrue(row.distance() >= previous, "ranked by distance");
            previous = row.distance();
            // the distance shown is the one recomputed from the run's figures and the dump's signature
            assertEquals(row.distance(), row.fields().total(), 1e-5 * Math.max(1, row.distance()), row.id());
        }
        assertTrue(html.contains("<td class=\"yes\">yes</td>"));

        // each field of the best run's table beside the dump's own figure, read from the dump here
        Signature own = Signature.of(LnetResources.load(dump), "router", null, null);
        String best = html.substring(html.indexOf("<h3>#1 aliveness-off/a1"), html.indexOf("<h3>#2 "));
        for (Distance.Term t : ranked.get(0).fields().terms()) {
            Signature.Field f = Signature.Field.ofKey(t.key());
            String row = "<tr><td>" + t.key() + "</td><td>" + FitSection.number(own.values().get(f)) + "</td><td>"
                    + FitSection.number(t.run()) + "</td>";
            assertTrue(best.contains(row), row + " in\n" + best);
        }
        assertTrue(best.contains("<span class=\"bar\""), "a bar per field");
        // the worst row misses somewhere: its bar is red and says so in figures
        String worst = html.substring(html.indexOf("<h3>#4 "));
        assertTrue(worst.contains("<span class=\"bar miss\""), "a field past 10 % is marked");

        // the what-if table re-run on the reproducing fit, as what-if-ROW.md holds it
        assertTrue(html.contains("<h3>What if, on the fitted run of aliveness-off/a1</h3>"));
        List<String> whatIf = Files.readAllLines(fit.whatIf(ranked.get(0)));
        long mitigations = whatIf.stream().filter(l -> l.startsWith("|") && !l.startsWith("|--") && !l.startsWith("| What if"))
                .count();
        String section = html.substring(html.indexOf("<h3>What if, on the fitted run of aliveness-off/a1</h3>"));
        section = section.substring(0, section.indexOf("</table>"));
        assertEquals(mitigations, ReportTest.count(section, "<tr>") - 1, "every mitigation row of what-if-aliveness-off-a1.md");
        assertTrue(section.contains("release parked rx on close"), section);
    }

    @Test
    void aFolderThatIsNotAFitIsAClearError() throws Exception {
        String err = CompareTest.runErr(ExitStatus.FAILURE, "report", dump.toString(), "--fit", dir.toString(), "-o",
                dir.resolve("x.html").toString());
        assertTrue(err.contains("no ranking.tsv"), err);
        assertTrue(!Files.exists(dir.resolve("x.html")));
    }

    /** The page with the fit's section in Debian's chromium: laid out, the bars drawn (target/screenshots/report-fit.png). */
    @Test
    @org.junit.jupiter.api.condition.EnabledIf("org.lnetscope.report.ReportTest#chromiumInstalled")
    void chromiumDrawsTheFitSection() throws Exception {
        Path out = dir.resolve("fit-only.html");
        Files.writeString(out, Reports.fitOnly(FitResults.read(fitDir)));
        Path shots = Path.of("target", "screenshots");
        Files.createDirectories(shots);
        Path png = shots.resolve("report-fit.png").toAbsolutePath();
        Process p = new ProcessBuilder(ReportTest.CHROMIUM.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--hide-scrollbars", "--window-size=1280,1500", "--screenshot=" + png, out.toUri().toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("chromium-fit.log").toFile()).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "chromium finishes");
        assertEquals(0, p.exitValue(), Files.readString(dir.resolve("chromium-fit.log")));
        BufferedImage image = ImageIO.read(png.toFile());
        // green bars (#4a8) of the fields within 10 %, red ones (#c33) of the fields past it
        int green = 0;
        int red = 0;
        for (int y = 0; y < image.getHeight(); y += 2) {
            for (int x = 0; x < image.getWidth(); x += 2) {
                int rgb = image.getRGB(x, y) & 0xffffff;
                green += rgb == 0x44aa88 ? 1 : 0;
                red += rgb == 0xcc3333 ? 1 : 0;
            }
        }
        assertTrue(green > 20 && red > 20, "bars drawn: " + green + " green, " + red + " red samples");
    }
}
