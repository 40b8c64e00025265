package org.lnetscope.fit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.fit.cli.FitEvalMain;

/**
 * A fit on a real Slurm (.ci/slurm starts a single-node one on loopback; SLURM_CONF names it): the
 * evaluations go out as job arrays through sbatch, each task a JVM running fit-eval, and the ranking
 * and every evaluation equal the local run's with the same seed. Then a fit whose results were partly
 * lost is run again on the same FIT_DIR and resumes: only the lost evaluations go to Slurm.
 * Without Slurm the test is skipped, except under CI=true, where it fails.
 */
class SlurmFitTest {

    @TempDir
    Path tmp;

    private static boolean slurmUp() {
        try {
            Process p = new ProcessBuilder("sinfo", "-h", "-o", "%T").redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes());
            return p.waitFor(20, TimeUnit.SECONDS) && p.exitValue() == 0 && (out.contains("idle") || out.contains("mix"));
        } catch (Exception e) {
            return false;
        }
    }

    private static Path codeOf(Class<?> type) throws Exception {
        Path location = Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        String classFile = type.getName().replace('.', '/') + ".class";
        for (Path candidate : new Path[] {location, location.resolve("target/classes"), location.resolve("bin")}) {
            if (Files.isRegularFile(candidate) || Files.exists(candidate.resolve(classFile))) {
                return candidate;
            }
        }
        throw new IllegalStateException("no class path entry for " + type.getName() + " under " + location);
    }

    /** java -cp (this build's bundles) FitEvalMain: what an installed lnetscope's "fit-eval" runs. */
    private static List<String> worker() throws Exception {
        ClassLoader fit = FitEvalMain.class.getClassLoader();
        Set<String> cp = new LinkedHashSet<>();
        for (String name : new String[] {"org.lnetscope.fit.cli.FitEvalMain", "org.lnetscope.cli.Console",
                "org.lnetscope.sim.Simulation", "org.lnetscope.model.Fabric", "org.lnetscope.analysis.PinnedConnections",
                "org.lnetscope.trace.TraceReader", "org.eclipse.emf.ecore.EObject", "org.eclipse.emf.common.util.URI",
                "org.yaml.snakeyaml.Yaml"}) {
            cp.add(codeOf(fit.loadClass(name)).toString());
        }
        for (String name : new String[] {"org.lnetscope.core.Diagnostic", "org.eclipse.emf.ecore.xmi.XMIResource"}) {
            try {
                cp.add(codeOf(org.lnetscope.model.Fabric.class.getClassLoader().loadClass(name)).toString());
            } catch (ClassNotFoundException e) {
                // not needed by this build's model
            }
        }
        String java = ProcessHandle.current().info().command().orElse("java");
        return List.of(java, "-Xmx512m", "-cp", String.join(File.pathSeparator, cp), FitEvalMain.class.getName());
    }

    private static void needSlurm() {
        if (!slurmUp()) {
            if ("true".equals(System.getenv("CI"))) {
                fail("CI=true but no Slurm answers (sinfo): .ci/run starts one with .ci/slurm");
            }
            assumeTrue(false, "no Slurm here (sinfo): start one with .ci/slurm start DIR and export SLURM_CONF");
        }
    }

    /** The window's fit (FitRun, as the Explain Dump by Simulation dialog asks for it) with its Slurm options. */
    private FitRun.Request windowRequest(String folder, int budget, List<HypothesisRow> rows) throws Exception {
        Path base = tmp.resolve("tiny.yaml");
        Files.writeString(base, Tiny.text());
        Path dump = tmp.resolve("dump.lnetmodelb");
        if (!Files.exists(dump)) {
            org.lnetscope.model.resource.LnetResources.save(
                    Tiny.state(List.of("tunables.peer_timeout=0", "faults.0.type=host_silent", "duration=300s")), dump);
        }
        return new FitRun.Request(dump, null, base, tmp.resolve(folder), budget, 2, 11,
                List.of(Unknown.FAULT_TO_DUMP, Unknown.RATE_TO_FAULTY), rows, 30, 1200,
                new FitRun.Slurm(null, null, "00:10:00", "600M", worker()));
    }

    private static boolean inQueue(String jobId) throws Exception {
        Process p = new ProcessBuilder("squeue", "-h", "-r", "-j", jobId, "-o", "%i").redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        p.waitFor(20, TimeUnit.SECONDS);
        return p.exitValue() == 0 && !out.isBlank();
    }

    @Test
    void theWindowsFitRunsOnSlurmShowsEachArrayAndRanksAsTheLocalOne() throws Exception {
        needSlurm();
        List<HypothesisRow> rows = List.of(HypothesisRow.byId("aliveness-off/a1"), HypothesisRow.byId("aliveness-on/a1"));
        FitRun.Request request = windowRequest("fit-window", 4, rows);
        List<int[]> seen = new java.util.concurrent.CopyOnWriteArrayList<>();
        Set<String> arrays = java.util.concurrent.ConcurrentHashMap.newKeySet();
        FitResults slurm = FitRun.run(request, null, (array, jobId, tasks, pending, running) -> {
            arrays.add(array + " " + jobId);
            seen.add(new int[] {tasks, pending, running});
        }, () -> false);
        assertTrue(arrays.size() >= 2, "design then CMA-ES generations, each an array: " + arrays);
        assertTrue(seen.stream().anyMatch(s -> s[1] + s[2] == s[0]), "each array is seen queued when submitted");
        assertTrue(seen.stream().anyMatch(s -> s[0] > 0 && s[1] == 0 && s[2] == 0), "and done when it left the queue");
        assertFalse(slurm.stopped());
        FitResults local = FitRun.run(new FitRun.Request(request.dump(), null, request.base(), tmp.resolve("fit-local"), 4, 2,
                11, request.unknowns(), rows, 30, 1200), null, () -> false);
        assertEquals(local.ranked().stream().map(FitResults.Row::id).toList(),
                slurm.ranked().stream().map(FitResults.Row::id).toList());
        assertEquals(local.ranked().get(0).distance(), slurm.ranked().get(0).distance());
    }

    @Test
    void cancellingTheWindowsSlurmFitScancelsWhatItSubmitted() throws Exception {
        needSlurm();
        // every row, a budget of 40: arrays for minutes, cancelled once the first is queued
        FitRun.Request request = windowRequest("fit-cancel", 40, HypothesisRow.ALL);
        Set<String> jobs = java.util.concurrent.ConcurrentHashMap.newKeySet();
        long started = System.nanoTime();
        FitResults results = FitRun.run(request, null, (array, jobId, tasks, pending, running) -> jobs.add(jobId),
                () -> !jobs.isEmpty());
        assertTrue(results.stopped(), "cancelled: what was done is ranked, marked stopped");
        assertTrue((System.nanoTime() - started) / 1e9 < 120, "Cancel does not wait for the arrays to run");
        assertFalse(jobs.isEmpty());
        long end = System.currentTimeMillis() + 30_000;
        for (String job : jobs) {
            while (inQueue(job) && System.currentTimeMillis() < end) {
                Thread.sleep(300);
            }
            assertFalse(inQueue(job), "job " + job + " was scancelled");
        }
    }

    @Test
    void aSlurmFitRanksAsTheLocalOneAndResumesWhatWasLost() throws Exception {
        needSlurm();
        Signature dump = Tiny.dump(List.of("tunables.peer_timeout=0", "faults.0.type=host_silent", "duration=300s"));
        Fit.Setup setup = Tiny.setup(dump, List.of(Unknown.FAULT_TO_DUMP, Unknown.RATE_TO_FAULTY), Tiny.modelledRows(), 4, 11);
        Fit.Outcome local = Tiny.fitLocally(setup, 2);

        FitDir dir = new FitDir(tmp.resolve("fit"));
        new FitOutput(dir, setup).prepare();
        SlurmRunner.Options options = new SlurmRunner.Options(null, null, "00:10:00", "600M", worker());
        Fit.Outcome slurm;
        try (SlurmRunner runner = new SlurmRunner(dir, options, dump, 300, 500)) {
            slurm = new Fit(setup, runner, null).run();
            assertTrue(runner.arrays() >= 2, "design then CMA-ES generations: " + runner.arrays() + " arrays");
        }
        assertEquals(FitDeterminismTest.trail(local), FitDeterminismTest.trail(slurm));
        assertEquals(local.ranked().stream().map(r -> r.row().id()).toList(),
                slurm.ranked().stream().map(r -> r.row().id()).toList());

        // lose a third of the results (a node died, tasks hit their time limit): the same fit resumes
        List<Path> results = new ArrayList<>();
        try (var s = Files.list(dir.resolve("evals"))) {
            s.filter(p -> p.toString().endsWith(".result")).sorted().forEach(results::add);
        }
        int lost = 0;
        for (int i = 0; i < results.size(); i += 3) {
            Files.delete(results.get(i));
            lost++;
        }
        Fit.Outcome resumed;
        try (SlurmRunner runner = new SlurmRunner(dir, options, dump, 300, 500)) {
            resumed = new Fit(setup, runner, null).run();
            assertEquals(results.size() - lost, runner.reused(), "results kept in FIT_DIR are not run again");
        }
        assertEquals(FitDeterminismTest.trail(local), FitDeterminismTest.trail(resumed));
    }
}
