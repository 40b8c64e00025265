package org.lnetscope.fit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one evaluation gave: the run's signature at the dump's moment (or where it stopped), why it
 * stopped, and its distance to the dump; or the error that kept it from running. As a file it is
 * {@code key = value} lines, then the signature (docs/fit.md, "One evaluation"); the distance is
 * recomputed from the signature when read, so a result cannot disagree with its figures.
 */
public record EvalResult(Evaluation eval, Signature run, Distance.Result distance, long endNs, double faultToDumpS,
        double nearFromS, double nearToS, String stop, boolean diverged, String error) {

    public static EvalResult failed(Evaluation eval, String error) {
        return new EvalResult(eval, null, null, -1, Double.NaN, Double.NaN, Double.NaN, "error", false, error);
    }

    /**
     * The moments of this run (seconds after the fault) whose distance is within the near-best bound
     * of its best ({@link Fit#NEAR_FACTOR}): a wide range says the dump does not tell its age.
     */
    public double[] nearAges() {
        return new double[] {nearFromS, nearToS};
    }

    /** The unknowns' values: the evaluation's, and the moment of its run closest to the dump. */
    public Map<String, Double> params() {
        Map<String, Double> p = new LinkedHashMap<>(eval.params());
        if (!Double.isNaN(faultToDumpS)) {
            p.put(Unknown.FAULT_TO_DUMP, faultToDumpS);
        }
        return p;
    }

    /** The overrides that make this run end at that moment: the evaluation's, with the duration set to it. */
    public List<String> sets(double faultAtS) {
        List<String> out = new ArrayList<>();
        for (String s : eval.sets()) {
            if (!s.startsWith("duration=")) {
                out.add(s);
            }
        }
        if (!Double.isNaN(faultToDumpS)) {
            out.add(String.format(java.util.Locale.ROOT, "duration=%.3fs", faultAtS + faultToDumpS));
        }
        return out;
    }

    public boolean ok() {
        return error == null;
    }

    /**
     * Why the run was stopped before the end of the range, for the ranking ("diverged", or "steady
     * short of the dump": {@link SteadyStop}); null when it was not ({@code diverged} false).
     */
    public String earlyStop() {
        if (!diverged) {
            return null;
        }
        return stop != null && stop.startsWith(SteadyStop.STOP_PREFIX) ? "steady short of the dump" : "diverged";
    }

    /** The distance, +infinity for a failed evaluation. */
    public double total() {
        return ok() ? distance.total() : Double.POSITIVE_INFINITY;
    }

    public String format() {
        StringBuilder b = new StringBuilder("# lnetscope fit-eval result (docs/fit.md)\n");
        if (!ok()) {
            b.append("error = ").append(error.replace('\n', ' ')).append('\n');
            return b.toString();
        }
        b.append("end_ns = ").append(endNs).append('\n');
        b.append("fault_to_dump = ").append(faultToDumpS).append('\n');
        b.append("near_from = ").append(nearFromS).append('\n');
        b.append("near_to = ").append(nearToS).append('\n');
        b.append("stop = ").append(stop.replace('\n', ' ')).append('\n');
        b.append("diverged = ").append(diverged).append('\n');
        b.append("distance = ").append(distance.total()).append('\n');
        b.append("reached = ").append(distance.reached()).append('\n');
        b.append("---\n");
        b.append(SignatureFile.format(run));
        return b.toString();
    }

    /** Writes through a temporary file and a rename, so a reader never sees half a result. */
    public void write(Path file) throws IOException {
        Path part = file.resolveSibling(file.getFileName() + ".part");
        Files.writeString(part, format(), StandardCharsets.UTF_8);
        Files.move(part, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    public static EvalResult read(Path file, Evaluation eval, Signature dump) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        long end = -1;
        double age = Double.NaN;
        double nearFrom = Double.NaN;
        double nearTo = Double.NaN;
        String stop = null;
        boolean diverged = false;
        int sep = lines.indexOf("---");
        for (String line : lines.subList(0, sep < 0 ? lines.size() : sep)) {
            int eq = line.indexOf(" = ");
            if (line.startsWith("#") || eq < 0) {
                continue;
            }
            String k = line.substring(0, eq);
            String v = line.substring(eq + 3);
            switch (k) {
                case "error" -> {
                    return failed(eval, v);
                }
                case "end_ns" -> end = Long.parseLong(v);
                case "fault_to_dump" -> age = Double.parseDouble(v);
                case "near_from" -> nearFrom = Double.parseDouble(v);
                case "near_to" -> nearTo = Double.parseDouble(v);
                case "stop" -> stop = v;
                case "diverged" -> diverged = Boolean.parseBoolean(v);
                default -> {
                    // distance and reached are recomputed
                }
            }
        }
        if (sep < 0 || stop == null) {
            throw new IOException(file + ": not a complete fit-eval result");
        }
        Signature run = SignatureFile.parse(new ArrayList<>(lines.subList(sep + 1, lines.size())), file.toString());
        return new EvalResult(eval, run, Distance.between(dump, run), end, age, nearFrom, nearTo, stop, diverged, null);
    }
}
