package org.lnetscope.ui.views;

import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.lnetscope.model.Node;
import org.lnetscope.session.FabricDocument;
import org.lnetscope.session.compare.Align;
import org.lnetscope.session.compare.Comparison;
import org.lnetscope.session.compare.ComparisonTable;
import org.lnetscope.session.compare.StateDiff;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.compare.OpenComparisons;

/**
 * Two runs side by side at the comparison's clock: the difference table of {@code lnetscope compare}
 * (whole-run and "at T" figures), then the router's peer NIs in both runs (credits and queue
 * lengths), the figures that differ marked. A run that has ended shows its last state, marked so.
 *
 * <p>Each comparison opened has a view of its own (secondary id, {@link OpenComparisons}): several are
 * open at once, each keeps its cursors, and activating one shows its comparison in the window again.
 * Closing it closes its comparison. The view without a secondary id (Window > Show View) shows
 * whichever comparison the window shows.
 */
public class CompareView extends DocumentView {

    public static final String ID = "org.lnetscope.ui.views.compare";
    /** A differing figure: amber background, as the Router Internals' exhausted credits. */
    static final Color DIFFERS = new Color(new RGB(0xff, 0xe0, 0xa0));

    private Composite root;
    private Label heading;
    private Table figures;
    private Table peers;
    /** This view's own comparison (null: the one the window shows). */
    private Comparison own;

    @Override
    public void createPartControl(Composite parent) {
        String id = getViewSite().getSecondaryId();
        own = id == null ? null : OpenComparisons.of(id).orElse(null);
        if (id != null && own == null) {
            // a comparison's tab restored with the window: its comparison closed with the last one
            parent.getDisplay().asyncExec(() -> {
                if (getSite() != null && getSite().getPage() != null) {
                    getSite().getPage().hideView(this);
                }
            });
        }
        if (own != null) {
            setPartName("Compare: " + own.baseline().label() + " / " + own.other().label());
            setTitleToolTip("Baseline " + own.baseline().label() + " and " + own.other().label()
                    + ": activate this tab to show them in the window, where their cursors were left");
        }
        root = new Composite(parent, SWT.NONE);
        root.setLayout(new GridLayout(1, false));
        heading = new Label(root, SWT.WRAP);
        heading.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        figures = table(root, "", "baseline", "other", "change");
        figures.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, false));
        Label peersTitle = new Label(root, SWT.NONE);
        peersTitle.setText("The router's peer NIs in both runs (baseline / other); differing figures marked:");
        peers = table(root, "peer NI", "lpni_txcredits", "lpni_rtrcredits", "lpni_txq", "lpni_rtrq");
        peers.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        follow();
    }

    private static Table table(Composite parent, String... columns) {
        Table t = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        t.setHeaderVisible(true);
        t.setLinesVisible(true);
        for (String c : columns) {
            TableColumn column = new TableColumn(t, SWT.LEFT);
            column.setText(c);
            column.setWidth(c.isEmpty() ? 330 : 190);
        }
        return t;
    }

    @Override
    protected void refresh(FabricDocument.Change change) {
        Comparison c = own != null ? own : WindowDocument.get().comparison().orElse(null);
        if (own != null && change == FabricDocument.Change.STATE && WindowDocument.get().comparison().orElse(null) != own) {
            return; // another comparison moved: this one's figures have not changed
        }
        figures.removeAll();
        peers.removeAll();
        if (c == null) {
            heading.setText("No comparison open: File > Compare With Trace... or File > Run What-If... (with a trace open).");
            root.layout(true);
            return;
        }
        ComparisonTable.Table t = ComparisonTable.now(c);
        String aside = own != null && WindowDocument.get().comparison().orElse(null) != own
                ? "Not shown in the window (activate this tab to show it, at this clock). "
                : "";
        heading.setText(aside + ComparisonTable.clock(t.clockNs()) + " from the "
                + (t.align() == Align.FAULT ? "fault" : "start") + ".  Baseline " + t.baselineLabel()
                + ": " + t.baselineStatus() + ".  " + t.otherLabel() + ": " + t.otherStatus() + ".");
        figures.getColumn(1).setText("baseline: " + t.baselineLabel());
        figures.getColumn(2).setText(t.otherLabel());
        for (ComparisonTable.Row row : t.rows()) {
            TableItem item = new TableItem(figures, SWT.NONE);
            item.setText(new String[] {row.what(), row.baseline(), row.other(), row.change()});
            if (!row.baseline().equals(row.other())) {
                item.setBackground(3, DIFFERS);
            }
        }
        Node a = c.baseline().session().fabric().findNode(c.baseline().figures().router());
        Node b = c.other().session().fabric().findNode(c.other().figures().router());
        List<StateDiff.PeerRow> rows = StateDiff.peerNis(a, b);
        for (StateDiff.PeerRow row : rows) {
            TableItem item = new TableItem(peers, SWT.NONE);
            String[] cells = new String[5];
            cells[0] = row.nid();
            for (int i = 0; i < 4; i++) {
                cells[i + 1] = (row.baseline() == null ? "-" : String.valueOf(row.baseline()[i])) + " / "
                        + (row.other() == null ? "-" : String.valueOf(row.other()[i]));
                if (row.differs(i)) {
                    item.setBackground(i + 1, DIFFERS);
                }
            }
            item.setText(cells);
        }
        root.layout(true);
    }

    /** Activating the view of a comparison put aside shows it in the window again, cursors kept. */
    @Override
    public void setFocus() {
        super.setFocus();
        if (own != null && WindowDocument.get().comparison().orElse(null) != own) {
            OpenComparisons.show(own);
        }
    }

    /** The line above the tables, for tests. */
    public String heading() {
        return heading.getText();
    }

    /** This view's own comparison (null: it shows the window's), for tests. */
    public Comparison own() {
        return own;
    }

    @Override
    public void dispose() {
        String id = getViewSite().getSecondaryId();
        super.dispose();
        if (id != null) {
            OpenComparisons.closed(id);
        }
    }

    /** The difference table's rows as shown, for tests. */
    public Table figures() {
        return figures;
    }

    public Table peers() {
        return peers;
    }

    @Override
    protected Control mainControl() {
        return root;
    }
}
