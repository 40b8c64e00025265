package org.lnetscope.ui.fit;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.part.ViewPart;
import org.lnetscope.fit.Distance;
import org.lnetscope.fit.FitResults;

/**
 * The Fit view: the hypotheses of a fit ranked by distance to the dump (whether each reached the
 * dump's state, the fitted unknowns and their near-best spread, evaluations, why its best run
 * stopped), the rows this simulator cannot run and why; below, the selected row's distance field by
 * field (dump, fitted run, relative difference; red past 10 %). Double-click a row: its best run
 * opens beside the dump as a comparison, aligned at the dump's moment ({@link FitComparison}).
 * It shows one fit folder, whatever document the window has open.
 */
public class FitView extends ViewPart {

    public static final String ID = "org.lnetscope.ui.fit.view";
    static final String[] FIELD_COLUMNS = {"field", "dump", "fitted run", "relative difference"};

    /** The last fit shown, so a Fit view opened later (or reopened) shows it. */
    private static FitResults last;

    private Composite root;
    private Label heading;
    private Table ranking;
    private Table fields;
    private Label leftOut;
    private FitResults results;
    private final List<FitResults.Row> shown = new ArrayList<>();

    @Override
    public void createPartControl(Composite parent) {
        root = new Composite(parent, SWT.NONE);
        root.setLayout(new GridLayout(1, false));
        heading = new Label(root, SWT.WRAP);
        heading.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        SashForm sash = new SashForm(root, SWT.HORIZONTAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        ranking = new Table(sash, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        ranking.setHeaderVisible(true);
        ranking.setLinesVisible(true);
        ranking.addListener(SWT.Selection, e -> showFields());
        ranking.addListener(SWT.DefaultSelection, e -> compareSelected());
        Composite bottom = new Composite(sash, SWT.NONE);
        GridLayout bl = new GridLayout(1, false);
        bl.marginWidth = 0;
        bl.marginHeight = 0;
        bottom.setLayout(bl);
        fields = new Table(bottom, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL);
        fields.setHeaderVisible(true);
        fields.setLinesVisible(true);
        fields.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        for (String c : FIELD_COLUMNS) {
            TableColumn column = new TableColumn(fields, SWT.LEFT);
            column.setText(c);
            column.setWidth(c.equals("field") ? 170 : c.equals("relative difference") ? 130 : 110);
        }
        leftOut = new Label(bottom, SWT.WRAP);
        leftOut.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        sash.setWeights(new int[] {62, 38});
        Action open = new Action("Open Fit Folder...") {
            @Override
            public void run() {
                String d = new DirectoryDialog(root.getShell()).open();
                if (d != null) {
                    try {
                        show(FitResults.read(Path.of(d)));
                    } catch (Exception e) {
                        MessageDialog.openError(root.getShell(), "Open Fit Folder", String.valueOf(e.getMessage()));
                    }
                }
            }
        };
        open.setToolTipText("Show the ranking of a fit made earlier (lnetscope fit -o FIT_DIR, or this window)");
        getViewSite().getActionBars().getToolBarManager().add(open);
        getViewSite().getActionBars().getMenuManager().add(open);
        if (last != null) {
            show(last);
        } else {
            heading.setText("No fit yet: open a dump (crash extract, snapshot or trace) and choose File > Explain Dump by "
                    + "Simulation..., or open a fit folder (the view's menu).");
        }
    }

    /** Shows {@code results} in the Fit view of the active window, opening it if need be. */
    public static FitView showResults(FitResults results) {
        last = results;
        var window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        if (window == null || window.getActivePage() == null) {
            return null;
        }
        try {
            FitView view = (FitView) window.getActivePage().showView(ID, null, IWorkbenchPage.VIEW_VISIBLE);
            view.show(results);
            return view;
        } catch (PartInitException e) {
            return null;
        }
    }

    public void show(FitResults fit) {
        last = fit;
        results = fit;
        shown.clear();
        ranking.setRedraw(false);
        ranking.removeAll();
        for (TableColumn c : ranking.getColumns()) {
            c.dispose();
        }
        List<String> columns = new ArrayList<>(List.of("rank", "hypothesis", "distance", "reached"));
        fit.unknowns().forEach(u -> columns.add(u + " (near-best)"));
        columns.add("runs");
        columns.add("best run stopped");
        for (String c : columns) {
            TableColumn column = new TableColumn(ranking, SWT.LEFT);
            column.setText(c);
            column.setWidth(switch (c) {
                case "rank" -> 45;
                case "hypothesis" -> 190;
                case "distance", "reached", "runs" -> 70;
                case "best run stopped" -> 300;
                default -> 190;
            });
            column.setToolTipText(switch (c) {
                case "reached" -> "whether the best run reached the dump's state: every compared field within 10 %";
                case "distance" -> "root mean square of the fields' relative differences (docs/fit.md, \"Distance\")";
                case "runs" -> "evaluations done";
                default -> c.endsWith("(near-best)") ? "the best run's value (the range over the runs within 1.25 x the best "
                        + "distance + 0.02: a wide range says the dump does not tell it)" : null;
            });
        }
        for (FitResults.Row row : fit.rows()) {
            List<String> cells = new ArrayList<>();
            cells.add(row.modelled() ? String.valueOf(row.rank()) : "-");
            cells.add(row.id());
            cells.add(Double.isNaN(row.distance()) ? "" : String.format(Locale.ROOT, "%.4f", row.distance()));
            cells.add(!row.modelled() ? "not modelled" : row.reached() ? "yes" : "no");
            for (String u : fit.unknowns()) {
                String v = row.values().getOrDefault(u, "");
                String s = row.spreads().getOrDefault(u, "");
                cells.add(v + (s.isEmpty() ? "" : " (" + s + ")"));
            }
            cells.add(String.valueOf(row.evaluations()));
            cells.add(row.stop());
            TableItem item = new TableItem(ranking, SWT.NONE);
            item.setText(cells.toArray(String[]::new));
            if (!row.modelled()) {
                item.setForeground(root.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
            }
            shown.add(row);
        }
        ranking.setRedraw(true);
        List<FitResults.Row> ranked = fit.ranked();
        heading.setText(String.format(Locale.ROOT, "Fit of %s (node %s): %d hypotheses ranked by distance to the dump%s. "
                + "Select a row for its fields; double-click to open its best run beside the dump, at the dump's moment.  (%s)",
                fit.dumpFile() == null ? "a signature" : fit.dumpFile().getFileName(), fit.node(), ranked.size(),
                fit.stopped() ? ", STOPPED: over the evaluations done" : "", fit.dir()));
        if (!ranked.isEmpty()) {
            ranking.select(0);
        }
        showFields();
        root.layout(true, true);
    }

    private void showFields() {
        fields.removeAll();
        leftOut.setText("");
        FitResults.Row row = selected();
        if (row == null || !row.ran()) {
            leftOut.setText(row == null ? "" : row.id() + ": " + row.title() + ". "
                    + (row.modelled() ? "No run of this hypothesis finished." : row.stop()));
            return;
        }
        Color red = root.getDisplay().getSystemColor(SWT.COLOR_RED);
        for (Distance.Term t : row.fields().terms()) {
            TableItem item = new TableItem(fields, SWT.NONE);
            item.setText(new String[] {t.key(), number(t.dump()), Double.isNaN(t.run()) ? "unknown (the run has none)" : number(t.run()),
                    String.format(Locale.ROOT, "%.1f %%%s", 100 * t.relative(), t.relative() >= Distance.CAP ? " (cap)" : "")});
            if (t.relative() > Distance.REACHED) {
                item.setForeground(3, red);
            }
        }
        leftOut.setText(row.id() + ": " + row.title() + "." + (Double.isNaN(row.faultToDumpS()) ? ""
                : String.format(Locale.ROOT, " Its best run at %.1f s after the fault. ", row.faultToDumpS()))
                + (row.fields().leftOut().isEmpty() ? "" : "Left out of the distance: " + String.join("; ", row.fields().leftOut())));
        leftOut.getParent().layout(true);
    }

    static String number(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? String.format(Locale.ROOT, "%,d", (long) v)
                : String.format(Locale.ROOT, "%,.3f", v);
    }

    private FitResults.Row selected() {
        int i = ranking.getSelectionIndex();
        return i < 0 || i >= shown.size() ? null : shown.get(i);
    }

    /** Opens the selected row's best run beside the dump (a cancellable Job; simulated first if not yet). */
    public void compareSelected() {
        FitResults.Row row = selected();
        if (row == null || results == null) {
            return;
        }
        if (!row.ran()) {
            MessageDialog.openInformation(root.getShell(), "Fit", row.id() + " has no run to show: " + row.stop());
            return;
        }
        FitComparison.open(results, row, root.getShell());
    }

    /** The ranking table, for tests. */
    public Table ranking() {
        return ranking;
    }

    /** The selected row's field-by-field table, for tests. */
    public Table fields() {
        return fields;
    }

    public FitResults results() {
        return results;
    }

    @Override
    public void setFocus() {
        ranking.setFocus();
    }
}
