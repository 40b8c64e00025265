package org.lnetscope.fit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * Evaluations as Slurm job arrays (docs/fit.md, "Slurm"): evaluations asked for within
 * {@link #lingerMs} of each other go out together as one {@code sbatch --array}, each task running
 * {@code lnetscope fit-eval FIT_DIR/evals/HASH.yaml -o FIT_DIR/evals/HASH.result}; the runner polls
 * {@code squeue} until the array has left the queue, reads the results, and submits the tasks that
 * left no result once more before counting them failed (with {@code sacct}'s state when accounting
 * is on). A result already in FIT_DIR is used as is: running the same fit again on the same FIT_DIR
 * resumes it, running only what failed or never ran. FIT_DIR must be on a file system the compute
 * nodes share.
 */
public final class SlurmRunner implements EvalRunner {

    /** sbatch's options: partition, account, time limit, memory (null: the cluster's default). */
    public record Options(String partition, String account, String time, String mem, List<String> worker) {
    }

    private final FitDir dir;
    private final Options options;
    private final Signature dump;
    private final long lingerMs;
    private final long pollMs;
    private final List<Pending> pending = new ArrayList<>();
    private final Map<String, String> running = new ConcurrentHashMap<>();
    private final Thread dispatcher;
    private volatile boolean stopped;
    private int batches;
    private long lastSubmit;
    /** Arrays submitted, tasks resubmitted, results reused from FIT_DIR: for the progress line and tests. */
    private int arrays;
    private int resubmitted;
    private int reused;

    private record Pending(String hash, Evaluation eval, CompletableFuture<EvalResult> future) {
    }

    /** Told where each array stands: after sbatch, and at every squeue poll until it has left the queue. */
    @FunctionalInterface
    public interface Observer {
        /**
         * @param array the array's name in FIT_DIR/slurm ({@code 0003})
         * @param jobId Slurm's job id
         * @param tasks its tasks
         * @param pending tasks squeue lists as pending
         * @param running tasks squeue lists in any other state (running, completing, ...)
         */
        void array(String array, String jobId, int tasks, int pending, int running);
    }

    private volatile Observer observer;

    /** Where the arrays stand, for a progress line or the window's Job (null: nobody). */
    public void observe(Observer o) {
        this.observer = o;
    }

    public SlurmRunner(FitDir dir, Options options, Signature dump, long lingerMs, long pollMs) throws IOException {
        this.dir = dir;
        this.options = options;
        this.dump = dump;
        this.lingerMs = lingerMs;
        this.pollMs = pollMs;
        Files.createDirectories(dir.resolve("evals"));
        Files.createDirectories(dir.resolve("slurm"));
        // a resumed fit numbers its arrays after the earlier run's, whose scripts and logs stay
        try (var listing = Files.list(dir.resolve("slurm"))) {
            batches = (int) listing.filter(p -> p.getFileName().toString().endsWith(".sh")).count();
        }
        dispatcher = new Thread(this::dispatch, "fit slurm dispatcher");
        dispatcher.setDaemon(true);
        dispatcher.start();
    }

    public synchronized int arrays() {
        return arrays;
    }

    public synchronized int resubmitted() {
        return resubmitted;
    }

    public synchronized int reused() {
        return reused;
    }

    static String hash(Evaluation e) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(e.key().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, 10);
        } catch (NoSuchAlgorithmException ex) {
            throw new IllegalStateException(ex);
        }
    }

    @Override
    public CompletableFuture<EvalResult> submit(Evaluation eval) {
        String h = hash(eval);
        Path result = dir.resolve("evals").resolve(h + ".result");
        if (Files.isRegularFile(result)) {
            try {
                EvalResult r = EvalResult.read(result, eval, dump);
                if (r.ok()) {
                    synchronized (this) {
                        reused++;
                    }
                    return CompletableFuture.completedFuture(r);
                }
            } catch (IOException | RuntimeException e) {
                // a damaged result is run again
            }
        }
        CompletableFuture<EvalResult> f = new CompletableFuture<>();
        synchronized (this) {
            if (stopped) {
                f.complete(EvalResult.failed(eval, "stopped"));
                return f;
            }
            pending.add(new Pending(h, eval, f));
            lastSubmit = System.nanoTime();
            notifyAll();
        }
        return f;
    }

    private void dispatch() {
        while (true) {
            List<Pending> batch;
            synchronized (this) {
                try {
                    while (!stopped && (pending.isEmpty() || System.nanoTime() - lastSubmit < lingerMs * 1_000_000)) {
                        wait(pending.isEmpty() ? 1000 : Math.max(1, lingerMs / 4));
                    }
                } catch (InterruptedException e) {
                    return;
                }
                if (stopped) {
                    pending.forEach(p -> p.future.complete(EvalResult.failed(p.eval, "stopped")));
                    pending.clear();
                    return;
                }
                batch = new ArrayList<>(pending);
                pending.clear();
            }
            try {
                runBatch(batch, true);
            } catch (Exception e) {
                String why = e instanceof InterruptedException ? "stopped" : "slurm: " + e.getMessage();
                batch.forEach(p -> p.future.complete(EvalResult.failed(p.eval, why)));
                if (e instanceof InterruptedException) {
                    return;
                }
            }
        }
    }

    private void runBatch(List<Pending> batch, boolean retry) throws IOException, InterruptedException {
        int n;
        synchronized (this) {
            n = ++batches;
            arrays++;
        }
        String name = String.format("%04d", n);
        StringBuilder list = new StringBuilder();
        for (Pending p : batch) {
            Evaluation e = p.eval.withFiles("../base.yaml", "../dump.signature");
            FitDir.write(dir.resolve("evals"), p.hash + ".yaml", e.toYaml());
            Files.deleteIfExists(dir.resolve("evals").resolve(p.hash + ".result"));
            list.append(p.hash).append('\n');
        }
        Path slurm = dir.resolve("slurm");
        FitDir.write(slurm, name + ".list", list.toString());
        Path script = FitDir.write(slurm, name + ".sh", script(name, batch.size()));
        String job = sbatch(script).strip();
        int semi = job.indexOf(';');
        String jobId = semi >= 0 ? job.substring(0, semi) : job;
        if (!jobId.matches("\\d+")) {
            throw new IOException("sbatch answered \"" + job + "\", not a job id");
        }
        running.put(name, jobId);
        if (stopped) {
            // stop() ran between sbatch and here: it did not see this array
            cancel(jobId);
        }
        try {
            waitForJob(name, jobId, batch.size());
        } finally {
            running.remove(name);
        }
        List<Pending> missing = new ArrayList<>();
        for (Pending p : batch) {
            Path result = dir.resolve("evals").resolve(p.hash + ".result");
            if (Files.isRegularFile(result)) {
                try {
                    p.future.complete(EvalResult.read(result, p.eval, dump));
                    continue;
                } catch (IOException | RuntimeException e) {
                    // unreadable: as missing
                }
            }
            missing.add(p);
        }
        if (missing.isEmpty()) {
            return;
        }
        if (retry && !stopped) {
            synchronized (this) {
                resubmitted += missing.size();
            }
            runBatch(missing, false);
            return;
        }
        String state = sacctStates(jobId);
        for (Pending p : missing) {
            p.future.complete(EvalResult.failed(p.eval, "slurm job " + jobId + " left no result twice"
                    + (state.isEmpty() ? "" : " (sacct: " + state + ")") + "; see " + slurm + "/" + name + "-*.out"));
        }
    }

    private String script(String name, int tasks) {
        Path slurm = dir.resolve("slurm");
        Path evals = dir.resolve("evals");
        StringBuilder b = new StringBuilder("#!/bin/bash\n");
        b.append("#SBATCH --job-name=lnetscope-fit\n");
        b.append("#SBATCH --array=0-").append(tasks - 1).append('\n');
        b.append("#SBATCH --ntasks=1\n#SBATCH --cpus-per-task=1\n");
        b.append("#SBATCH --output=").append(slurm).append('/').append(name).append("-%a.out\n");
        if (options.partition() != null) {
            b.append("#SBATCH --partition=").append(options.partition()).append('\n');
        }
        if (options.account() != null) {
            b.append("#SBATCH --account=").append(options.account()).append('\n');
        }
        if (options.time() != null) {
            b.append("#SBATCH --time=").append(options.time()).append('\n');
        }
        if (options.mem() != null) {
            b.append("#SBATCH --mem=").append(options.mem()).append('\n');
        }
        b.append("# one fit evaluation per array task (docs/fit.md, \"Slurm\")\n");
        b.append("set -eu\n");
        b.append("hash=$(sed -n \"$((SLURM_ARRAY_TASK_ID + 1))p\" ").append(quote(slurm.resolve(name + ".list").toString()))
                .append(")\n");
        b.append("exec");
        for (String w : options.worker()) {
            b.append(' ').append(quote(w));
        }
        b.append(' ').append(quote(evals.toString())).append("/\"$hash\".yaml -o ").append(quote(evals.toString()))
                .append("/\"$hash\".result\n");
        return b.toString();
    }

    static String quote(String s) {
        return "'" + s.replace("'", "'\\''") + "'";
    }

    private String sbatch(Path script) throws IOException, InterruptedException {
        Result r = exec(List.of("sbatch", "--parsable", script.toString()));
        if (r.status != 0) {
            throw new IOException("sbatch failed (exit " + r.status + "): " + r.output.strip());
        }
        return r.output;
    }

    /** Until squeue no longer lists any task of the array (-r: one line per task, pending ones too). */
    private void waitForJob(String name, String jobId, int tasks) throws IOException, InterruptedException {
        int failures = 0;
        tell(name, jobId, tasks, tasks, 0);
        while (true) {
            Thread.sleep(pollMs);
            Result r = exec(List.of("squeue", "-h", "-r", "-j", jobId, "-o", "%i %T"));
            if (r.status != 0) {
                // squeue says "Invalid job id" once the job is purged from the controller's memory
                if (r.output.contains("Invalid job id")) {
                    return;
                }
                if (++failures > 10) {
                    throw new IOException("squeue failed 10 times: " + r.output.strip());
                }
                continue;
            }
            failures = 0;
            if (r.output.isBlank()) {
                tell(name, jobId, tasks, 0, 0);
                return;
            }
            int pending = 0;
            int active = 0;
            for (String line : r.output.strip().split("\n")) {
                if (line.endsWith(" PENDING")) {
                    pending++;
                } else if (!line.isBlank()) {
                    active++;
                }
            }
            tell(name, jobId, tasks, Math.min(tasks, pending), Math.min(tasks - Math.min(tasks, pending), active));
        }
    }

    private void tell(String name, String jobId, int tasks, int pending, int active) {
        Observer o = observer;
        if (o != null) {
            o.array(name, jobId, tasks, pending, active);
        }
    }

    private static void cancel(String jobId) {
        try {
            exec(List.of("scancel", jobId));
        } catch (IOException | InterruptedException e) {
            // best effort: the jobs end at their time limit
        }
    }

    private static String sacctStates(String jobId) {
        try {
            Result r = exec(List.of("sacct", "-n", "-P", "-X", "-j", jobId, "-o", "JobID,State,ExitCode"));
            return r.status == 0 ? r.output.strip().replace('\n', ' ') : "";
        } catch (IOException | InterruptedException e) {
            return "";
        }
    }

    private record Result(int status, String output) {
    }

    private static Result exec(List<String> command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        byte[] out = p.getInputStream().readNBytes(1 << 20);
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new IOException(command.get(0) + " did not answer in 60 s");
        }
        return new Result(p.exitValue(), new String(out, StandardCharsets.UTF_8));
    }

    @Override
    public void stop() {
        synchronized (this) {
            stopped = true;
            // the dispatcher is interrupted below and may not get to them: nobody waits for ever
            pending.forEach(p -> p.future.complete(EvalResult.failed(p.eval, "stopped")));
            pending.clear();
            notifyAll();
        }
        for (String job : running.values()) {
            cancel(job);
        }
        dispatcher.interrupt();
    }

    @Override
    public void close() {
        synchronized (this) {
            stopped = true;
            notifyAll();
        }
    }
}
