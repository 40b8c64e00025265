package org.lnetscope.fit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * FIT_DIR, written as the fit goes (docs/fit.md, "Output"): base.yaml and dump.signature (what
 * every evaluation reads), hypotheses.txt (the rows and those not modelled), evals.tsv (one line per
 * evaluation as it completes, so Ctrl+C loses nothing done), then ranking.md, best.yaml and
 * best-ROW.yaml. Every file is written to a new temporary file in FIT_DIR and renamed over its
 * name, so a link planted under that name is replaced, never written through.
 */
public final class FitDir {

    private final Path dir;
    private final Object tsvLock = new Object();

    public FitDir(Path dir) throws IOException {
        if (Files.isSymbolicLink(dir)) {
            throw new IOException(dir + ": is a symbolic link; give the real directory");
        }
        Files.createDirectories(dir);
        this.dir = dir.toRealPath(LinkOption.NOFOLLOW_LINKS);
    }

    public Path path() {
        return dir;
    }

    public Path resolve(String name) {
        return dir.resolve(name);
    }

    /** Writes {@code text} as {@code name} in FIT_DIR through a temporary file and a rename. */
    public Path write(String name, String text) throws IOException {
        return write(dir, name, text);
    }

    static Path write(Path dir, String name, String text) throws IOException {
        Path target = dir.resolve(name);
        Path tmp = Files.createTempFile(dir, ".fit-", ".part");
        try {
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
        return target;
    }

    public void prepare(String baseText, Signature dump, List<HypothesisRow> rows, Map<HypothesisRow, String> notModelled,
            List<Unknown> unknowns) throws IOException {
        write("base.yaml", baseText);
        write("dump.signature", SignatureFile.format(dump));
        StringBuilder b = new StringBuilder(
                "# hypothesis rows: id, the --set overrides that select it, and whether this simulator runs it\n");
        for (HypothesisRow r : rows) {
            String why = notModelled.get(r);
            b.append(r.id()).append('\t').append(String.join(" ", r.sets())).append('\t')
                    .append(why == null ? "searched" : why).append('\n');
        }
        write("hypotheses.txt", b.toString());
        StringBuilder h = new StringBuilder("row");
        unknowns.forEach(u -> h.append('\t').append(u.name()));
        h.append("\tdistance\treached\tend_s\tstop\n");
        synchronized (tsvLock) {
            Path tsv = dir.resolve("evals.tsv");
            if (Files.isSymbolicLink(tsv)) {
                Files.delete(tsv);
            }
            write("evals.tsv", h.toString());
        }
    }

    /** Appends one completed evaluation to evals.tsv. */
    public void append(EvalResult r, List<Unknown> unknowns) throws IOException {
        StringBuilder b = new StringBuilder(r.eval().row());
        for (Unknown u : unknowns) {
            Double v = r.params().get(u.name());
            b.append('\t').append(v == null ? "" : String.format(Locale.ROOT, "%.6g", v));
        }
        if (r.ok()) {
            b.append(String.format(Locale.ROOT, "\t%.5f\t%s\t%.3f\t%s%n", r.total(), r.distance().reached(), r.endNs() / 1e9,
                    r.stop()));
        } else {
            b.append("\t\t\t\terror: ").append(r.error().replace('\t', ' ').replace('\n', ' ')).append('\n');
        }
        synchronized (tsvLock) {
            Files.writeString(dir.resolve("evals.tsv"), b.toString(), StandardCharsets.UTF_8, StandardOpenOption.APPEND,
                    LinkOption.NOFOLLOW_LINKS);
        }
    }

    /** Lists FIT_DIR's result files, for messages. */
    public List<String> written() throws IOException {
        List<String> names = new ArrayList<>();
        try (var s = Files.list(dir)) {
            s.map(p -> p.getFileName().toString()).filter(n -> !n.startsWith(".")).sorted().forEach(names::add);
        }
        return names;
    }
}
