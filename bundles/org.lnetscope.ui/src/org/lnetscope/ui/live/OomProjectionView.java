package org.lnetscope.ui.live;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Collectors;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.part.ViewPart;
import org.lnetscope.analysis.OomWatch;
import org.lnetscope.session.FabricDocument;
import org.lnetscope.session.live.LiveOom;
import org.lnetscope.session.live.LiveSession;
import org.lnetscope.ui.WindowDocument;

/**
 * Early warning, live: per node whose agent exports /proc/meminfo, "OOM in ~3 h 10 min at this
 * rate" from the last hour of MemAvailable, and why in LNet's terms when the credit coupling
 * explains it (the peer NI that stopped draining, the senders out of router credits). The same fit
 * as the shipped Prometheus rule lnetscope:mem_available_oom_seconds:1h (docs/agent-protocol.md).
 */
public final class OomProjectionView extends ViewPart {

    public static final String ID = "org.lnetscope.ui.live.oomProjection";

    private static final String[] COLUMNS = {"Node", "Projection", "MemAvailable", "Trend (last hour)", "Why, in LNet's terms"};
    private static final int[] WIDTHS = {90, 250, 160, 130, 700};

    private Label header;
    private Table table;
    /** The reasons in full, wrapped: one line in the table is too narrow for them. */
    private Text details;
    private final Consumer<FabricDocument> listener = doc -> {
        if (table == null || table.isDisposed()) {
            return;
        }
        if (table.getDisplay().getThread() == Thread.currentThread()) {
            refresh();
        } else {
            table.getDisplay().asyncExec(() -> {
                if (!table.isDisposed()) {
                    refresh();
                }
            });
        }
    };

    @Override
    public void createPartControl(Composite parent) {
        Composite body = new Composite(parent, SWT.NONE);
        body.setLayout(new GridLayout(1, false));
        header = new Label(body, SWT.WRAP);
        header.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        table = new Table(body, SWT.FULL_SELECTION | SWT.BORDER);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        for (int i = 0; i < COLUMNS.length; i++) {
            TableColumn c = new TableColumn(table, SWT.LEFT);
            c.setText(COLUMNS[i]);
            c.setWidth(WIDTHS[i]);
        }
        details = new Text(body, SWT.MULTI | SWT.WRAP | SWT.READ_ONLY | SWT.V_SCROLL);
        GridData d = new GridData(SWT.FILL, SWT.FILL, true, false);
        d.heightHint = 110;
        details.setLayoutData(d);
        WindowDocument.get().addListener(listener);
        refresh();
    }

    /** The rows as shown, for tests: one String[] of the columns per node. */
    public List<String[]> rows() {
        return Arrays.stream(table.getItems()).map(item -> {
            String[] row = new String[COLUMNS.length];
            for (int i = 0; i < row.length; i++) {
                row[i] = item.getText(i);
            }
            return row;
        }).toList();
    }

    public String headerText() {
        return header.getText();
    }

    /** The reasons as shown below the table. */
    public String detailsText() {
        return details.getText();
    }

    /** How many of the warnings come from less than half an hour of samples (OomWatch.PROVISIONAL_MIN_SPAN_MS). */
    private static String provisionalNote(List<LiveOom> rows) {
        long provisional = rows.stream().filter(r -> r.projection().warns() && r.projection().provisional()).count();
        return provisional == 0 ? "" : "; " + provisional + " of them provisional: a fall fast enough to run out before "
                + OomWatch.formatDuration(OomWatch.MIN_SPAN_MS) + " of samples exist, projected from the first minutes";
    }

    private void refresh() {
        LiveSession live = WindowDocument.get().live().orElse(null);
        if (live == null) {
            header.setText("No live agents. File > Connect to Agents... shows here, per node whose lnetscope-agent exports"
                    + " /proc/meminfo, when MemAvailable reaches zero at the last hour's rate. For alerts in your own"
                    + " Prometheus, see the rules shipped in prometheus/lnetscope-rules.yml.");
            table.removeAll();
            details.setText("");
            return;
        }
        List<LiveOom> rows = live.oomProjections();
        // the Fabric greys these nodes with the same words (LiveSession.staleAgents)
        Map<String, String> stale = live.staleAgents();
        long warnings = rows.stream().filter(r -> r.projection().warns()).count();
        header.setText((rows.isEmpty() ? "No agent exports its memory yet (lnetscope-agent --meminfo, default /proc/meminfo)."
                : warnings + (warnings == 1 ? " node" : " nodes") + " heading for an OOM within "
                        + OomWatch.formatDuration(OomWatch.HORIZON_MS) + ", from the last hour of MemAvailable"
                        + " (least-squares line, as the Prometheus rule lnetscope:mem_available_oom_seconds:1h)"
                        + provisionalNote(rows) + ".")
                + staleNote(stale));
        StringBuilder why = new StringBuilder();
        table.setRedraw(false);
        try {
            table.removeAll();
            for (LiveOom row : rows) {
                OomWatch.Projection p = row.projection();
                TableItem item = new TableItem(table, SWT.NONE);
                item.setText(0, row.host());
                item.setText(1, p.headline());
                item.setText(2, gb(p.availableBytes()) + " of " + gb(p.totalBytes()));
                item.setText(3, p.samples() < 2 ? "" : String.format(Locale.ROOT, "%+.0f MB/min", p.slopeBytesPerSecond() * 60 / 1e6));
                item.setText(4, row.reason() != null ? row.reason() : p.warns() ? "no peer NI below zero tx credits:"
                        + " not the credit coupling (look at Slab/SUnreclaim and the node's other users)" : "");
                if (stale.containsKey(row.host())) {
                    // its samples stopped: the projection is as of the last one, not now
                    item.setText(1, "agent stale, as of its last sample: " + p.headline());
                    String reason = item.getText(4).isEmpty() ? "" : "; " + item.getText(4);
                    item.setText(4, "agent stale: " + stale.get(row.host()) + reason);
                    item.setForeground(table.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
                }
                if (p.warns()) {
                    item.setForeground(1, table.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
                    why.append(why.isEmpty() ? "" : "\n\n").append(row.host()).append(", ").append(p.headline()).append(": ")
                            .append(item.getText(4)).append('.');
                }
            }
        } finally {
            table.setRedraw(true);
        }
        if (!why.toString().equals(details.getText())) {
            details.setText(why.toString());
        }
    }

    /** " Agents stale: rtr1 (no answer since 14:02:11 (connection refused))." or "". */
    private static String staleNote(Map<String, String> stale) {
        if (stale.isEmpty()) {
            return "";
        }
        return (stale.size() == 1 ? " Agent stale: " : " Agents stale: ") + stale.entrySet().stream()
                .map(e -> e.getKey() + " (" + e.getValue() + ")").collect(Collectors.joining("; ")) + ".";
    }

    private static String gb(long bytes) {
        return String.format(Locale.ROOT, "%.1f GiB", bytes / (double) (1L << 30));
    }

    @Override
    public void setFocus() {
        table.setFocus();
    }

    @Override
    public void dispose() {
        WindowDocument.get().removeListener(listener);
        super.dispose();
    }
}
