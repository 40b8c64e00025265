package org.lnetscope.ui.views;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.lnetscope.sim.cli.WhatIfTable;
import org.lnetscope.sim.engine.Time;
import org.lnetscope.trace.TimeFormat;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.compare.WhatIfJob;
import org.lnetscope.ui.compare.WhatIfTableJob;
import org.lnetscope.ui.welcome.Examples;

/**
 * The What-If Table's "every what-if at once": the scenario, the horizon (empty: twice the
 * baseline's OOM) and the routing-off time (empty: half the baseline's OOM), a Run button, and one
 * row per what-if with the cells {@code lnetscope simulate --what-if-table} prints for it (the
 * same code: {@link WhatIfTable#line}). Rows that cannot change anything here say so as soon as
 * the scenario is loaded, before the runs. Double-click a finished row to record it as a trace
 * and compare it with the open trace (Run What-If's Job).
 */
final class WhatIfAllPanel {

    /** The CLI table's columns (WhatIfTable.HEADER). */
    static final String[] COLUMNS = Arrays.stream(WhatIfTable.HEADER.lines().findFirst().orElseThrow().split("\\|"))
            .map(String::strip).filter(s -> !s.isEmpty()).toArray(String[]::new);

    private final Composite root;
    private final Text scenarioText;
    private final Text horizonText;
    private final Text routingOffText;
    private final Button run;
    private final Label status;
    private final Table table;
    private final Label detail;
    private final List<WhatIfTable.Prepared> rows = new ArrayList<>();
    private final List<WhatIfTable.Outcome> outcomes = new ArrayList<>();
    private WhatIfTableJob job;
    private long horizonNs = -1;
    private String routingOffAt;

    WhatIfAllPanel(Composite parent) {
        root = new Composite(parent, SWT.NONE);
        root.setLayout(new GridLayout(8, false));
        new Label(root, SWT.NONE).setText("Every what-if of");
        scenarioText = new Text(root, SWT.BORDER);
        scenarioText.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        scenarioText.setText(Examples.folder().map(f -> f.resolve("scenarios/router-oom-small.yaml")).filter(Files::exists)
                .map(Path::toString).orElse(""));
        new Label(root, SWT.NONE).setText("horizon:");
        horizonText = new Text(root, SWT.BORDER);
        horizonText.setMessage("2x the baseline's OOM");
        horizonText.setLayoutData(new GridData(130, SWT.DEFAULT));
        new Label(root, SWT.NONE).setText("routing off at:");
        routingOffText = new Text(root, SWT.BORDER);
        routingOffText.setMessage("half the baseline's OOM");
        routingOffText.setLayoutData(new GridData(150, SWT.DEFAULT));
        run = new Button(root, SWT.PUSH);
        run.setText("Run Every What-If");
        run.addListener(SWT.Selection, e -> runOrCancel());
        new Label(root, SWT.NONE);
        status = new Label(root, SWT.WRAP);
        status.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 8, 1));
        status.setText("Runs the scenario as written and once per mitigation of docs/what-if.md, in parallel, on one horizon "
                + "(lnetscope simulate --what-if-table). Double-click a finished row to record it and compare it.");
        table = new Table(root, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 8, 1));
        for (String c : COLUMNS) {
            TableColumn column = new TableColumn(table, SWT.LEFT);
            column.setText(c);
            column.setWidth(c.equals("Verdict") ? 560 : c.equals("What if") ? 300 : c.equals("Layout") ? 70 : 170);
            column.setToolTipText(c);
        }
        table.addListener(SWT.DefaultSelection, e -> recordSelected());
        // a verdict is longer than its column: the selected row's is written out in full
        detail = new Label(root, SWT.WRAP);
        detail.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 8, 1));
        table.addListener(SWT.Selection, e -> {
            int i = table.getSelectionIndex();
            detail.setText(i < 0 ? "" : table.getItem(i).getText(0) + ": " + table.getItem(i).getText(2));
            root.layout(true);
        });
    }

    Composite control() {
        return root;
    }

    /** Starts the runs (the button says Cancel meanwhile and cancels them). */
    void runOrCancel() {
        if (job != null) {
            job.cancel();
            return;
        }
        Path scenario = Path.of(scenarioText.getText().strip());
        long until;
        try {
            until = horizonText.getText().isBlank() ? -1 : TimeFormat.parse(horizonText.getText().strip());
        } catch (IllegalArgumentException e) {
            status.setText("Horizon: " + e.getMessage());
            return;
        }
        String off = routingOffText.getText().isBlank() ? null : routingOffText.getText().strip();
        rows.clear();
        outcomes.clear();
        table.removeAll();
        horizonNs = -1;
        routingOffAt = null;
        Display display = root.getDisplay();
        job = new WhatIfTableJob(scenario, until, off, new WhatIfTableJob.Listener() {
            @Override
            public void prepared(List<WhatIfTable.Prepared> prepared) {
                ui(display, () -> showPrepared(prepared));
            }

            @Override
            public void horizon(long ns, String routingOff) {
                ui(display, () -> {
                    horizonNs = ns;
                    routingOffAt = routingOff;
                    status.setText(horizonText());
                    root.layout(true);
                });
            }

            @Override
            public void done(int index, WhatIfTable.Outcome outcome) {
                ui(display, () -> showOutcome(index, outcome));
            }

            @Override
            public void finished(IStatus result) {
                ui(display, () -> {
                    job = null;
                    run.setText("Run Every What-If");
                    String h = horizonNs >= 0 ? horizonText() : "";
                    status.setText(result.getSeverity() == IStatus.CANCEL ? "Cancelled. " + h
                            : result.getSeverity() == IStatus.ERROR ? result.getMessage()
                            : h + " Double-click a row to record it and compare it with the open trace.");
                    root.layout(true);
                });
            }
        });
        run.setText("Cancel");
        status.setText("Loading " + scenario.getFileName() + "...");
        job.schedule();
    }

    private String horizonText() {
        WhatIfTable.Outcome base = outcomes.isEmpty() ? null : outcomes.get(0);
        String why = !horizonText.getText().isBlank() ? "as given"
                : base != null && base.summary().oomAtNs() >= 0 ? "twice the baseline's OOM at " + Time.format(base.summary().oomAtNs())
                : "the baseline's end: it has no OOM";
        return "Horizon " + Time.format(horizonNs) + " (" + why + "); routing off at " + routingOffAt + " in its row.";
    }

    private static void ui(Display display, Runnable r) {
        if (!display.isDisposed()) {
            display.asyncExec(r);
        }
    }

    private void showPrepared(List<WhatIfTable.Prepared> prepared) {
        if (table.isDisposed()) {
            return;
        }
        rows.clear();
        rows.addAll(prepared);
        table.removeAll();
        for (WhatIfTable.Prepared p : prepared) {
            outcomes.add(null);
            TableItem item = new TableItem(table, SWT.NONE);
            String settings = p.row().sets().isEmpty() ? "" : " (`" + String.join("`, `", p.row().sets()) + "`)";
            item.setText(0, p.row().label() + settings);
            item.setText(1, p.layout());
            item.setText(2, p.noEffect() == null ? "running..." : "running... (" + p.noEffect() + ")");
            if (p.noEffect() != null) {
                item.setForeground(2, root.getDisplay().getSystemColor(SWT.COLOR_DARK_YELLOW));
            }
        }
        status.setText("Running the baseline to its OOM first: the horizon is twice that.");
        root.layout(true);
    }

    private void showOutcome(int index, WhatIfTable.Outcome o) {
        if (table.isDisposed() || index >= table.getItemCount()) {
            return;
        }
        outcomes.set(index, o);
        String[] cells = cells(WhatIfTable.line(o));
        TableItem item = table.getItem(index);
        for (int c = 0; c < cells.length && c < COLUMNS.length; c++) {
            item.setText(c, cells[c]);
        }
        boolean oom = o.summary().oomAtNs() >= 0;
        // red: out of memory or still wedged; yellow: drained at the end but wedged again after each
        // earlier drain; green: drained for good (or never wedged)
        item.setForeground(2, root.getDisplay().getSystemColor(oom || o.wedgedAtEnd() ? SWT.COLOR_DARK_RED
                : o.drains() > 1 ? SWT.COLOR_DARK_YELLOW : SWT.COLOR_DARK_GREEN));
    }

    /** A Markdown row's cells, as the table shows them (bold marks dropped). */
    static String[] cells(String markdownLine) {
        String inner = markdownLine.strip();
        inner = inner.substring(1, inner.length() - 1);
        return Arrays.stream(inner.split(" \\| ")).map(s -> s.strip().replace("**", "")).toArray(String[]::new);
    }

    /** Records the selected row's run as a trace and opens it beside the open trace (Run What-If's Job). */
    void recordSelected() {
        int i = table.getSelectionIndex();
        if (i <= 0 || i >= outcomes.size() || outcomes.get(i) == null) {
            return;
        }
        var replay = WindowDocument.get().replay().orElse(null);
        if (replay == null) {
            MessageDialog.openInformation(root.getShell(), "What-If Table", "Open the baseline's trace first: the row is "
                    + "recorded and compared with it.");
            return;
        }
        WhatIfTable.Prepared p = outcomes.get(i).row();
        WhatIfJob.schedule(Path.of(scenarioText.getText().strip()), p.row().sets(), TimeFormat.format(horizonNs),
                replay.file(), null, root.getShell());
    }

    /** For tests: the table, the horizon the rows ran on (-1 before the baseline), the routing-off time. */
    Table table() {
        return table;
    }

    long horizonNs() {
        return horizonNs;
    }

    String routingOffAt() {
        return routingOffAt;
    }

    boolean running() {
        return job != null;
    }

    Text scenarioText() {
        return scenarioText;
    }
}
