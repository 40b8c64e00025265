package org.lnetscope.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.lnetscope.fit.FitResults;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.model.resource.FileKind;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.session.compare.Align;
import org.lnetscope.session.compare.Comparison;
import org.lnetscope.session.compare.ComparisonTable;
import org.lnetscope.session.compare.RunFigures;
import org.lnetscope.session.compare.RunScan;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.trace.TraceReader;
import org.lnetscope.analysis.ConsoleLog;
import org.lnetscope.vmcore.model.VmcoreExtract;
import org.lnetscope.vmcore.report.IncidentReport;

/** The reports {@code lnetscope report} and the window's File > Export Report write, as HTML pages. */
public final class Reports {

    private Reports() {
    }

    /**
     * A comparison at clock {@code clockNs} (moves its cursors there): the difference table, both memory
     * curves on one chart, each run's diagnosis, chains and pictures side by side, the what-if rows.
     */
    public static String comparison(Comparison comparison, long clockNs, List<List<String>> whatIf) {
        try {
            return comparison(comparison, clockNs, whatIf, null);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e); // no fit: nothing is read
        }
    }

    /** As {@link #comparison(Comparison, long, List)}, with the section of {@code fit} (null: none). */
    public static String comparison(Comparison comparison, long clockNs, List<List<String>> whatIf, FitResults fit)
            throws IOException {
        ComparisonTable.Table table = ComparisonTable.at(comparison, clockNs);
        Comparison.Run a = comparison.baseline();
        Comparison.Run b = comparison.other();
        HtmlReport r = new HtmlReport("LNet Scope comparison: " + a.label() + " vs " + b.label());
        for (Comparison.Run run : comparison.runs()) {
            r.diagnosis(run.label() + statusSuffix(comparison, run), HtmlReport.diagnosisOf(run.session().fabric()));
        }
        r.heading(2, "The difference");
        r.raw(ComparisonFormat.htmlTable(table));
        if (fit != null) {
            FitSection.add(r, fit);
        }
        r.heading(2, "Router memory");
        String zero = comparison.align() == Align.FAULT ? "the fault" : "the start";
        r.raw(MemoryChartSvg.svg(List.of(series(a), series(b)), zero, clockNs));
        r.heading(2, "What holds the memory at T");
        for (Comparison.Run run : comparison.runs()) {
            r.heading(3, run.label());
            r.chains(run.session().fabric());
        }
        r.heading(2, "Router Internals at T");
        r.columns(captions(comparison), comparison.runs().stream().map(run -> routerOrNote(run.session().fabric())).toList());
        r.heading(2, "Fabric at T");
        r.columns(captions(comparison), comparison.runs().stream().map(run -> HtmlReport.fabricSvg(run.session().fabric())).toList());
        whatIf(r, whatIf);
        r.heading(2, "Tunables");
        r.columns(captions(comparison), comparison.runs().stream().map(run -> tunablesHtml(run.session().fabric())).toList());
        r.heading(2, "Sources");
        r.table(List.of("run", "file", "producer", "Lustre layout", "span"), List.of(source(a), source(b)));
        return r.html();
    }

    /** One trace at {@code atNs} (trace time; null: its OOM, or its end). */
    public static String trace(Path file, Long atNs, List<List<String>> whatIf) throws IOException {
        return trace(file, atNs, whatIf, null);
    }

    /** As {@link #trace(Path, Long, List)}, with the section of {@code fit} (null: none). */
    public static String trace(Path file, Long atNs, List<List<String>> whatIf, FitResults fit) throws IOException {
        RunFigures f = RunScan.scan(file, Comparison.label(file));
        long at = atNs != null ? atNs : f.ranOutOfMemory() ? f.oomNs() : f.endNs();
        try (ReplaySession session = ReplaySession.open(file)) {
            session.seek(at);
            Fabric fabric = session.fabric();
            HtmlReport r = new HtmlReport("LNet Scope report: " + file.getFileName());
            r.diagnosis("At " + ComparisonTable.clock(at - f.startNs()) + (f.ranOutOfMemory() && at >= f.oomNs() ? " (OOM)" : ""),
                    HtmlReport.diagnosisOf(fabric));
            r.heading(2, "The run");
            r.table(List.of("", "value"), runRows(f));
            r.heading(2, "Router memory");
            Comparison.Run run = new Comparison.Run(session, f, f.startNs());
            r.raw(MemoryChartSvg.svg(List.of(series(run)), "the start", at - f.startNs()));
            r.whyQueued(fabric, ConsoleLog.NONE);
            if (fit != null) {
                FitSection.add(r, fit);
            }
            r.heading(2, "What holds the memory");
            r.chains(fabric);
            r.heading(2, "Router Internals");
            r.raw("<div class=\"cols\"><figure>" + routerOrNote(fabric) + "</figure></div>\n");
            r.heading(2, "Fabric");
            r.raw("<div class=\"cols\"><figure>" + HtmlReport.fabricSvg(fabric) + "</figure></div>\n");
            whatIf(r, whatIf);
            r.heading(2, "Tunables");
            r.tunables(fabric);
            r.heading(2, "Source");
            try (TraceReader reader = TraceReader.open(file)) {
                r.table(List.of("file", "producer", "Lustre layout", "span"), List.of(List.of(file.toString(),
                        reader.header().producer(), layout(fabric),
                        ComparisonTable.clock(f.endNs() - f.startNs()))));
            }
            return r.html();
        }
    }

    /** A snapshot: a model file, or a crash extract (then with the incident report's findings too). */
    public static String snapshot(Path file, List<List<String>> whatIf) throws IOException {
        return snapshot(file, whatIf, null);
    }

    /** As {@link #snapshot(Path, List)}, with the section of {@code fit} (null: none). */
    public static String snapshot(Path file, List<List<String>> whatIf, FitResults fit) throws IOException {
        Fabric fabric;
        String incident = null;
        if (FileKind.of(file) == FileKind.CRASH_EXTRACT) {
            VmcoreExtract extract = VmcoreExtract.read(file);
            if (!extract.hasLnetState()) {
                throw new IllegalArgumentException(VmcoreExtract.noLnetState(file));
            }
            fabric = extract.fabric();
            String page = IncidentReport.build(fabric, extract.timeline(), extract.evidence()).html("");
            int from = page.indexOf("<body>");
            int to = page.lastIndexOf("</body>");
            incident = from >= 0 && to > from ? page.substring(from + "<body>".length(), to) : null;
        } else {
            fabric = LnetResources.load(file);
        }
        HtmlReport r = new HtmlReport("LNet Scope report: " + file.getFileName());
        r.diagnosis(null, HtmlReport.diagnosisOf(fabric));
        if (incident == null) {
            r.whyQueued(fabric, ConsoleLog.NONE); // a crash extract's findings below say it, with its kernel log
        }
        if (fit != null) {
            FitSection.add(r, fit);
        }
        r.heading(2, "What holds the memory");
        r.chains(fabric);
        r.heading(2, "Router Internals");
        r.raw("<div class=\"cols\"><figure>" + routerOrNote(fabric) + "</figure></div>\n");
        r.heading(2, "Fabric");
        r.raw("<div class=\"cols\"><figure>" + HtmlReport.fabricSvg(fabric) + "</figure></div>\n");
        if (incident != null) {
            r.heading(2, "The vmcore's findings");
            r.raw("<div class=\"incident\">" + incident + "</div>\n");
        }
        whatIf(r, whatIf);
        r.heading(2, "Tunables");
        r.tunables(fabric);
        r.heading(2, "Source");
        r.table(List.of("file", "Lustre layout"), List.of(List.of(file.toString(), layout(fabric))));
        return r.html();
    }

    /** A fit alone, when its dump is not at hand (a signature file of figures entered by hand, or moved). */
    public static String fitOnly(FitResults fit) throws IOException {
        HtmlReport r = new HtmlReport("LNet Scope fit: " + fit.dir().getFileName());
        FitSection.add(r, fit);
        return r.html();
    }

    /**
     * The rows of a what-if table as {@code lnetscope simulate --what-if-table} prints it (Markdown),
     * header first.
     *
     * @throws IOException naming the file and line when a line is not a table row
     */
    public static List<List<String>> readWhatIf(Path file) throws IOException {
        return whatIfRows(Files.readAllLines(file, StandardCharsets.UTF_8), file);
    }

    /** The rows of the table in {@code lines} ({@code lines} hold nothing else; line numbers for errors). */
    static List<List<String>> whatIfRows(List<String> lines, Path file) throws IOException {
        List<List<String>> rows = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.matches("\\|[-:| ]+\\|")) {
                continue;
            }
            if (!line.startsWith("|") || !line.endsWith("|")) {
                throw new IOException(file + ":" + (i + 1) + ": not a row of a Markdown table (simulate --what-if-table prints one)");
            }
            String inner = line.substring(1, line.length() - 1);
            rows.add(Arrays.stream(inner.split("(?<!\\\\)\\|")).map(c -> c.strip().replace("\\|", "|").replace("**", "")
                    .replace("`", "")).toList());
        }
        return rows;
    }

    private static void whatIf(HtmlReport r, List<List<String>> whatIf) {
        if (whatIf == null || whatIf.isEmpty()) {
            return;
        }
        r.heading(2, "What if (lnetscope simulate --what-if-table)");
        r.table(whatIf.get(0), whatIf.subList(1, whatIf.size()));
    }

    private static String statusSuffix(Comparison c, Comparison.Run run) {
        String s = c.status(run);
        return s.isEmpty() ? "" : " (" + s + ")";
    }

    private static List<String> captions(Comparison c) {
        return c.runs().stream().map(run -> run.label() + statusSuffix(c, run)).toList();
    }

    static MemoryChartSvg.Series series(Comparison.Run run) {
        RunFigures f = run.figures();
        long[] clock = Arrays.stream(f.curveTimes()).map(run::clockOf).toArray();
        return new MemoryChartSvg.Series(f.label(), clock, f.curveUsed(), f.ramBytes(), f.ranOutOfMemory() ? run.clockOf(f.oomNs()) : -1);
    }

    private static String routerOrNote(Fabric fabric) {
        Node router = HtmlReport.routerOf(fabric);
        return router == null ? "<p>No router in this fabric.</p>" : HtmlReport.routerSvg(router);
    }

    private static String tunablesHtml(Fabric fabric) {
        return new HtmlReport("").tunables(fabric).bodyHtml();
    }

    private static List<List<String>> runRows(RunFigures f) {
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of("Router", f.router()));
        rows.add(List.of("Time to OOM, from the start", f.ranOutOfMemory() ? ComparisonTable.clock(f.oomNs() - f.startNs())
                : "no OOM by " + ComparisonTable.clock(f.endNs() - f.startNs())));
        rows.add(List.of("Peak memory", ComparisonTable.bytes(f.peakUsedBytes()) + " of " + ComparisonTable.bytes(f.ramBytes())));
        rows.add(List.of("Lowest lpni_txcredits", String.format(Locale.ROOT, "%,d (%s)", f.minTxCredits(), f.minTxPeer())));
        rows.add(List.of("Lowest lpni_rtrcredits", String.format(Locale.ROOT, "%,d (%s)", f.minRtrCredits(), f.minRtrPeer())));
        rows.add(List.of("Messages dropped", String.format(Locale.ROOT, "%,d", f.dropped())));
        if (f.faultNs() >= 0) {
            rows.add(List.of("Fault injected at", ComparisonTable.clock(f.faultNs() - f.startNs())));
        }
        return rows;
    }

    private static List<String> source(Comparison.Run run) throws IllegalStateException {
        TraceReader reader = run.session().reader();
        RunFigures f = run.figures();
        return List.of(run.label(), String.valueOf(f.file()), reader.header().producer(),
                layout(run.session().fabric()), ComparisonTable.clock(f.endNs() - f.startNs()));
    }

    /**
     * The Lustre layout a run shows: the struct layout (2.12 or master), and for a simulated 2.13+ run the release
     * whose code it ran (2.15, 2.16 or master: WhyAlive.releaseOf), so a 2.15 run is not called "master".
     */
    static String layout(org.lnetscope.model.Fabric fabric) {
        org.lnetscope.analysis.WhyAlive.Release r = org.lnetscope.analysis.WhyAlive.releaseOf(fabric);
        if (r == null || r == org.lnetscope.analysis.WhyAlive.Release.V2_12) {
            return String.valueOf(fabric.getLustreVersion());
        }
        return r.label + " (" + r.tag + "), a 2.13+ struct layout";
    }
}
