package org.lnetscope.fit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A finished (or stopped) fit as FIT_DIR holds it, for the window's Fit view and the HTML report:
 * ranking.tsv (the ranking.md table for programs), dump.signature, each ranked row's best result
 * (best-ROW.result, whose distance is recomputed here from its signature, so what is shown cannot
 * disagree with the figures), its scenario, its trace and its what-if table when they exist, and
 * dump.source (what the dump was). Reads only FIT_DIR; never runs anything.
 */
public record FitResults(Path dir, boolean stopped, int budget, long seed, String node, long faultAtNs,
        List<String> unknowns, List<Row> rows, Signature dump, Path dumpFile, Long dumpAtNs) {

    public static final String RANKING = "ranking.tsv";
    public static final String SOURCE = "dump.source";
    static final String HEADER = "# lnetscope fit ranking (docs/fit.md, \"Output\"): one line per hypothesis row, best first;"
            + " rows not modelled by this simulator last, rank -";

    /**
     * One hypothesis row: its rank (0 when not modelled), best distance (NaN without a run), whether
     * it reached the dump's state, why its best run stopped (or why it was not modelled), the fitted
     * unknowns (shown with units) and their near-best spread, and its best run's result when written.
     */
    public record Row(int rank, String id, String title, double distance, boolean reached, String stop, int evaluations,
            Map<String, String> values, Map<String, String> spreads, Distance.Result fields, long endNs,
            double faultToDumpS) {

        public boolean modelled() {
            return rank > 0;
        }

        public boolean ran() {
            return fields != null;
        }

        /** "aliveness-off-a1": the row in file names. */
        public String fileStem() {
            return id.replace('/', '-');
        }
    }

    /** "best-aliveness-off-a1.result". */
    public static String resultName(String rowId) {
        return "best-" + rowId.replace('/', '-') + ".result";
    }

    /** The row's best run as a scenario (best-ROW.yaml); null when it has none. */
    public Path yaml(Row row) {
        Path p = dir.resolve("best-" + row.fileStem() + ".yaml");
        return Files.isRegularFile(p) ? p : null;
    }

    /** Where the row's best run's trace is, or goes (best-ROW.lnettrace; the first row's is also best.lnettrace). */
    public Path trace(Row row) {
        Path own = dir.resolve("best-" + row.fileStem() + ".lnettrace");
        if (!Files.isRegularFile(own) && row.rank() == 1 && Files.isRegularFile(dir.resolve("best.lnettrace"))) {
            return dir.resolve("best.lnettrace");
        }
        return own;
    }

    /** The row's what-if table (what-if-ROW.md, fit --what-if), or null. */
    public Path whatIf(Row row) {
        Path p = dir.resolve("what-if-" + row.fileStem() + ".md");
        return Files.isRegularFile(p) ? p : null;
    }

    /** The ranked rows, best first (without the rows not modelled). */
    public List<Row> ranked() {
        return rows.stream().filter(Row::modelled).toList();
    }

    /** ranking.tsv of {@code outcome}. */
    static String tsv(Fit.Outcome outcome, Fit.Setup setup) {
        StringBuilder b = new StringBuilder(HEADER).append('\n');
        b.append("# stopped = ").append(outcome.stopped()).append('\n');
        b.append("# budget = ").append(setup.budget()).append('\n');
        b.append("# seed = ").append(setup.seed()).append('\n');
        b.append("# node = ").append(setup.node()).append('\n');
        b.append("# fault_at_ns = ").append(setup.base().faults().get(0).atNs()).append('\n');
        b.append("rank\trow\ttitle\tdistance\treached\tstop\tevaluations");
        setup.unknowns().forEach(u -> b.append('\t').append(u.name()).append('\t').append(u.name()).append(".near"));
        b.append('\n');
        int rank = 1;
        for (Fit.RowResult r : outcome.ranked()) {
            boolean ok = r.best() != null && r.best().ok();
            b.append(rank++).append('\t').append(r.row().id()).append('\t').append(cell(r.row().title())).append('\t')
                    .append(ok ? String.format(Locale.ROOT, "%.6g", r.distance()) : "").append('\t')
                    .append(ok && r.best().distance().reached() ? "yes" : "no").append('\t')
                    .append(cell(ok ? r.best().stop() + (r.best().diverged() ? " (stopped early: " + r.best().earlyStop() + ")" : "")
                            : r.best() == null ? "no evaluation done" : "error: " + r.best().error()))
                    .append('\t').append(r.evals().size());
            for (Unknown u : setup.unknowns()) {
                Double v = ok ? r.best().params().get(u.name()) : null;
                double[] s = r.spread().get(u.name());
                b.append('\t').append(v == null ? "" : u.show(v)).append('\t')
                        .append(s == null || !Double.isFinite(s[0]) ? "" : u.show(s[0]) + " .. " + u.show(s[1]));
            }
            b.append('\n');
        }
        for (Map.Entry<HypothesisRow, String> e : outcome.notModelled().entrySet()) {
            b.append("-\t").append(e.getKey().id()).append('\t').append(cell(e.getKey().title())).append("\t\tno\t")
                    .append(cell(e.getValue())).append("\t0");
            setup.unknowns().forEach(u -> b.append("\t\t"));
            b.append('\n');
        }
        return b.toString();
    }

    private static String cell(String s) {
        return s == null ? "" : s.replace('\t', ' ').replace('\n', ' ').replace('\r', ' ');
    }

    /**
     * Reads FIT_DIR.
     *
     * @throws IOException naming the file and line that is missing or not what the fit writes
     */
    public static FitResults read(Path dir) throws IOException {
        Path tsv = dir.resolve(RANKING);
        if (!Files.isRegularFile(tsv)) {
            throw new IOException(dir + ": no " + RANKING + ": not a finished fit's folder (lnetscope fit -o FIT_DIR writes it "
                    + "when the fit ends or is stopped)");
        }
        Signature dump = SignatureFile.read(dir.resolve("dump.signature"));
        List<String> lines = Files.readAllLines(tsv, StandardCharsets.UTF_8);
        Map<String, String> meta = new LinkedHashMap<>();
        List<String> unknowns = new ArrayList<>();
        List<Row> rows = new ArrayList<>();
        String[] header = null;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            String where = tsv + ":" + (i + 1) + ": ";
            if (line.isBlank()) {
                continue;
            }
            if (line.startsWith("#")) {
                int eq = line.indexOf(" = ");
                if (eq > 0) {
                    meta.put(line.substring(1, eq).strip(), line.substring(eq + 3).strip());
                }
                continue;
            }
            String[] c = line.split("\t", -1);
            if (header == null) {
                if (c.length < 7 || !c[0].equals("rank") || (c.length - 7) % 2 != 0) {
                    throw new IOException(where + "expected the header rank, row, title, distance, reached, stop, evaluations, "
                            + "then each unknown and its spread");
                }
                header = c;
                for (int k = 7; k < c.length; k += 2) {
                    unknowns.add(c[k]);
                }
                continue;
            }
            if (c.length != header.length) {
                throw new IOException(where + c.length + " cells, the header has " + header.length);
            }
            rows.add(row(dir, dump, c, unknowns, where));
        }
        if (header == null) {
            throw new IOException(tsv + ": no header line");
        }
        Path dumpFile = null;
        Long at = null;
        Path source = dir.resolve(SOURCE);
        if (Files.isRegularFile(source)) {
            for (String line : Files.readAllLines(source, StandardCharsets.UTF_8)) {
                if (line.startsWith("file = ")) {
                    dumpFile = Path.of(line.substring("file = ".length()));
                } else if (line.startsWith("at_ns = ")) {
                    at = Long.parseLong(line.substring("at_ns = ".length()).strip());
                }
            }
        }
        try {
            return new FitResults(dir, Boolean.parseBoolean(meta.get("stopped")), Integer.parseInt(meta.getOrDefault("budget", "0")),
                    Long.parseLong(meta.getOrDefault("seed", "0")), meta.get("node"),
                    Long.parseLong(meta.getOrDefault("fault_at_ns", "-1")), List.copyOf(unknowns), List.copyOf(rows), dump,
                    dumpFile, at);
        } catch (NumberFormatException e) {
            throw new IOException(tsv + ": a header line is not a number: " + e.getMessage());
        }
    }

    private static Row row(Path dir, Signature dump, String[] c, List<String> unknowns, String where) throws IOException {
        int rank;
        double distance;
        int evaluations;
        try {
            rank = c[0].equals("-") ? 0 : Integer.parseInt(c[0]);
            distance = c[3].isEmpty() ? Double.NaN : Double.parseDouble(c[3]);
            evaluations = Integer.parseInt(c[6]);
        } catch (NumberFormatException e) {
            throw new IOException(where + "rank, distance or evaluations is not a number: " + e.getMessage());
        }
        Map<String, String> values = new LinkedHashMap<>();
        Map<String, String> spreads = new LinkedHashMap<>();
        for (int k = 0; k < unknowns.size(); k++) {
            values.put(unknowns.get(k), c[7 + 2 * k]);
            spreads.put(unknowns.get(k), c[8 + 2 * k]);
        }
        Distance.Result fields = null;
        long end = -1;
        double age = Double.NaN;
        Path result = dir.resolve(resultName(c[1]));
        if (rank > 0 && Files.isRegularFile(result)) {
            List<String> lines = Files.readAllLines(result, StandardCharsets.UTF_8);
            int sep = lines.indexOf("---");
            if (sep < 0) {
                throw new IOException(result + ": not a complete fit-eval result (no ---)");
            }
            for (String line : lines.subList(0, sep)) {
                try {
                    if (line.startsWith("end_ns = ")) {
                        end = Long.parseLong(line.substring(9).strip());
                    } else if (line.startsWith("fault_to_dump = ")) {
                        age = Double.parseDouble(line.substring(16).strip());
                    }
                } catch (NumberFormatException e) {
                    throw new IOException(result + ": " + line + ": not a number");
                }
            }
            Signature run = SignatureFile.parse(new ArrayList<>(lines.subList(sep + 1, lines.size())), result.toString());
            fields = Distance.between(dump, run);
        }
        return new Row(rank, c[1], c[2], distance, c[4].equals("yes"), c[5], evaluations, values, spreads, fields, end, age);
    }
}
