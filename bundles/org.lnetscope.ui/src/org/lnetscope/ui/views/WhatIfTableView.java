package org.lnetscope.ui.views;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.lnetscope.session.FabricDocument;
import org.lnetscope.session.compare.Align;
import org.lnetscope.session.compare.Comparison;
import org.lnetscope.session.compare.ComparisonTable;
import org.lnetscope.session.compare.RunFigures;
import org.lnetscope.session.compare.RunScan;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.compare.OpenComparison;

/**
 * The what-if table of the open baseline: one row per run beside it (the baseline, and each
 * {@code NAME.what-if-*.lnettrace} that Run What-If wrote in its folder) with the figures of
 * docs/what-if.md's table, read from each trace. Double-click a row to compare it with the baseline.
 */
public class WhatIfTableView extends DocumentView {

    public static final String ID = "org.lnetscope.ui.views.whatIf";
    static final String[] COLUMNS = {"run", "time to OOM (or end)", "peak memory", "lowest lpni_txcredits",
            "lowest lpni_rtrcredits", "messages dropped (per second of the run)", "file"};

    private org.eclipse.swt.custom.SashForm root;
    private WhatIfAllPanel all;
    private Label heading;
    private Table table;
    private Path baseline;
    private final List<RunFigures> rows = new ArrayList<>();

    @Override
    public void createPartControl(Composite parent) {
        // above: every what-if at once (issue 37); below: the runs recorded beside the open trace
        root = new org.eclipse.swt.custom.SashForm(parent, SWT.VERTICAL);
        all = new WhatIfAllPanel(root);
        Composite recorded = new Composite(root, SWT.NONE);
        recorded.setLayout(new GridLayout(1, false));
        root.setWeights(3, 2);
        heading = new Label(recorded, SWT.WRAP);
        heading.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        table = new Table(recorded, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        for (String c : COLUMNS) {
            TableColumn column = new TableColumn(table, SWT.LEFT);
            column.setText(c);
            column.setWidth(c.equals("run") ? 300 : 150);
        }
        table.addListener(SWT.DefaultSelection, e -> compareSelected());
        follow();
    }

    /** Opens the selected row's run beside the baseline, as File > Compare With Trace... does. */
    public void compareSelected() {
        int i = table.getSelectionIndex();
        if (i <= 0 || i >= rows.size() || baseline == null) {
            return; // row 0 is the baseline itself
        }
        RunFigures run = rows.get(i);
        OpenComparison.open(baseline, Comparison.label(baseline), run.file(), run.label(), Align.START, root.getShell());
    }

    @Override
    protected void refresh(FabricDocument.Change change) {
        if (change != FabricDocument.Change.OPENED) {
            return;
        }
        // every open (a comparison just made by Run What-If, too) lists the runs again; scans are cached
        baseline = WindowDocument.get().replay().map(r -> r.file()).orElse(null);
        rows.clear();
        table.removeAll();
        if (baseline == null) {
            heading.setText("Open a trace: its what-if runs (File > Run What-If...) are listed here, one row each.");
            heading.getParent().layout(true);
            return;
        }
        heading.setText("Reading the runs beside " + baseline.getFileName() + "...");
        Path forBaseline = baseline;
        Job job = Job.create("What-if table of " + baseline.getFileName(), monitor -> {
            try {
                List<RunFigures> found = new ArrayList<>();
                found.add(scan(forBaseline, Comparison.label(forBaseline), monitor::isCanceled));
                for (Path p : runsBeside(forBaseline)) {
                    String name = p.getFileName().toString();
                    String label = name.substring(name.indexOf(".what-if-") + ".what-if-".length(), name.length() - ".lnettrace".length());
                    found.add(scan(p, label, monitor::isCanceled));
                }
                root.getDisplay().asyncExec(() -> show(forBaseline, found));
                return Status.OK_STATUS;
            } catch (CancellationException e) {
                return Status.CANCEL_STATUS;
            } catch (Exception e) {
                return new Status(IStatus.WARNING, "org.lnetscope.ui", "Could not read the what-if runs", e);
            }
        });
        job.setSystem(true);
        job.schedule();
    }

    /** Figures already read, by file and its modification time: a trace is read once whatever is reopened. */
    private static final Map<String, RunFigures> SCANNED = new ConcurrentHashMap<>();

    private static RunFigures scan(Path p, String label, BooleanSupplier cancelled) throws IOException {
        String key = p.toAbsolutePath() + "@" + Files.getLastModifiedTime(p).toMillis() + "#" + label;
        RunFigures cached = SCANNED.get(key);
        if (cached == null) {
            cached = RunScan.scan(p, label, cancelled);
            SCANNED.put(key, cached);
        }
        return cached;
    }

    /** The traces Run What-If wrote for {@code baseline}: NAME.what-if-*.lnettrace in its folder. */
    public static List<Path> runsBeside(Path baseline) throws IOException {
        String stem = Comparison.label(baseline);
        Path folder = baseline.toAbsolutePath().getParent();
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(p -> p.getFileName().toString().startsWith(stem + ".what-if-")
                    && p.getFileName().toString().endsWith(".lnettrace")).sorted().toList();
        }
    }

    /** Runs of different lengths: their totals are not comparable, their rates are. */
    private static String dropRate(RunFigures f) {
        long span = f.endNs() - f.startNs();
        return span <= 0 ? String.format(Locale.ROOT, "%,d", f.dropped())
                : String.format(Locale.ROOT, "%,d (%.2f/s over %s)", f.dropped(), f.dropped() / (span / 1e9),
                        ComparisonTable.clock(span));
    }

    private void show(Path forBaseline, List<RunFigures> found) {
        if (table.isDisposed() || !forBaseline.equals(baseline)) {
            return;
        }
        rows.clear();
        rows.addAll(found);
        table.removeAll();
        for (RunFigures f : found) {
            TableItem item = new TableItem(table, SWT.NONE);
            item.setText(new String[] {f == found.get(0) ? "baseline: " + f.label() : f.label(),
                    f.ranOutOfMemory() ? "OOM at " + ComparisonTable.clock(f.oomNs() - f.startNs())
                            : "no OOM by " + ComparisonTable.clock(f.endNs() - f.startNs()),
                    ComparisonTable.bytes(f.peakUsedBytes()) + " of " + ComparisonTable.bytes(f.ramBytes()),
                    String.format(Locale.ROOT, "%,d", f.minTxCredits()), String.format(Locale.ROOT, "%,d", f.minRtrCredits()),
                    dropRate(f), String.valueOf(f.file().getFileName())});
        }
        heading.setText(found.size() == 1 ? "No what-if run beside " + forBaseline.getFileName()
                + " yet: File > Run What-If... makes one." : "Double-click a run to compare it with the baseline.");
        heading.getParent().layout(true);
    }

    /** Runs every what-if (the Run Every What-If button), or cancels the runs going. */
    public void runEveryWhatIf(Path scenario) {
        if (scenario != null) {
            all.scenarioText().setText(scenario.toString());
        }
        all.runOrCancel();
    }

    /** Every what-if's table, for tests; its cells are what {@code simulate --what-if-table} prints. */
    public Table everyWhatIfTable() {
        return all.table();
    }

    /** Whether the runs are going; the horizon and routing-off time they ran on (-1 / null before the baseline). */
    public boolean everyWhatIfRunning() {
        return all.running();
    }

    public long everyWhatIfHorizonNs() {
        return all.horizonNs();
    }

    public String everyWhatIfRoutingOffAt() {
        return all.routingOffAt();
    }

    /** The table, for tests. */
    public Table table() {
        return table;
    }

    @Override
    protected Control mainControl() {
        return root;
    }
}
