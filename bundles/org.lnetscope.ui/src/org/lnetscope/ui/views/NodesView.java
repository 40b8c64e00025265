package org.lnetscope.ui.views;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Text;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LocalNi;
import org.lnetscope.model.LnetPackage;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.validation.CapturedQueues;
import org.lnetscope.session.FabricDocument;
import org.lnetscope.session.replay.Unmirrored;
import org.lnetscope.ui.WindowDocument;

/**
 * The nodes of the open fabric as a table with the figures that tell a sick router from a healthy
 * one: worst peer credit, queued messages, pinned connections and memory. Selecting a node focuses
 * the other views on it. Until a fabric is open it says how to get one.
 */
public class NodesView extends DocumentView {

    private Composite stack;
    private Label status;
    private TableViewer viewer;
    private Composite table;
    private Text filter;
    /** Filtering in place below this many nodes; above, in a job. */
    static final int INLINE_NODES = 1000;
    /** The open fabric's nodes, trouble first; {@link #names} their names to match, made on the first filter. */
    private List<Node> all = List.of();
    private String[] names;
    /** What the table shows: {@link #all}, or the last filter's rows. */
    private List<Node> shown = List.of();
    private Job running;
    private Fabric shownFabric;
    private int filtersShown;
    private boolean settingRows;

    @Override
    public void createPartControl(Composite parent) {
        stack = new Composite(parent, SWT.NONE);
        stack.setLayout(new StackLayout());
        Composite empty = new Composite(stack, SWT.NONE);
        empty.setLayout(new GridLayout(1, false));
        status = new Label(empty, SWT.WRAP);
        status.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        status.setText(FabricView.NO_FABRIC);

        table = new Composite(stack, SWT.NONE);
        GridLayout tableLayout = new GridLayout(1, false);
        tableLayout.marginWidth = 0;
        tableLayout.marginHeight = 0;
        table.setLayout(tableLayout);
        filter = new Text(table, SWT.SEARCH | SWT.ICON_SEARCH | SWT.ICON_CANCEL);
        filter.setMessage("filter: hostname or NID");
        filter.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        // VIRTUAL: only the rows in sight get their labels (a router's worst credit reads all its
        // peer NIs), so 5,550 nodes show as fast as 20
        viewer = new TableViewer(table, SWT.FULL_SELECTION | SWT.SINGLE | SWT.V_SCROLL | SWT.H_SCROLL | SWT.VIRTUAL);
        viewer.getControl().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        filter.addModifyListener(e -> filterInBackground(filter.getText()));
        viewer.getTable().setHeaderVisible(true);
        viewer.getTable().setLinesVisible(true);
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        Columns.add(viewer, Node.class, "Node", 150, n -> n.getHostname());
        Columns.add(viewer, Node.class, "Role", 80, n -> n.getRole().getLiteral().toLowerCase());
        Columns.add(viewer, Node.class, "NIDs", 260, NodesView::nids);
        // a node without peer NIs has no worst credit: said so, not 0 (the data has no credit to show)
        Columns.add(viewer, Node.class, "Worst credit", 100, n -> hasPeerNis(n) ? String.valueOf(worstCredit(n)) : "no peers");
        // a paste or an agent has the credit counters but not the queues' messages nor the kib_conns:
        // the queued count is the credits' (CapturedQueues), the pinned figures unknown, never 0
        Columns.add(viewer, Node.class, "Queued", 110, NodesView::queuedText);
        Columns.add(viewer, Node.class, "Pinned conns", 95, n -> connsUnknown(n) ? "unknown" : pinnedConnsText(n));
        Columns.add(viewer, Node.class, "Pinned", 90, n -> connsUnknown(n) ? "unknown" : pinnedBytesText(n));
        viewer.addSelectionChangedListener(e -> {
            if (settingRows) {
                return; // new rows, not the user's choice: the window's node stays
            }
            Object first = ((IStructuredSelection) e.getSelection()).getFirstElement();
            if (first instanceof Node node) {
                WindowDocument.get().setFocus(node);
            }
        });
        getSite().setSelectionProvider(viewer);
        follow();
    }

    @Override
    protected void refresh(FabricDocument.Change change) {
        Fabric fabric = WindowDocument.get().fabric().orElse(null);
        StackLayout layout = (StackLayout) stack.getLayout();
        if (fabric == null) {
            if (running != null) {
                running.cancel();
                running = null;
            }
            all = List.of();
            shown = List.of();
            names = null;
            shownFabric = null;
            layout.topControl = status.getParent();
            setContentDescription("");
        } else if (change == FabricDocument.Change.STATE && viewer.getInput() != null) {
            viewer.refresh();
        } else if (change == FabricDocument.Change.FOCUS && viewer.getInput() != null && shownFabric == fabric
                && all.size() == fabric.getNodes().size()) {
            // another node to look at, same fabric: keep the rows (and the filter's), reveal the node
            WindowDocument.get().focus().filter(shown::contains).ifPresent(n -> viewer.reveal(n));
        } else {
            if (running != null) {
                running.cancel(); // a filter of the file closed is no filter of this one
                running = null;
            }
            all = sorted(fabric.getNodes());
            names = null;
            if (shownFabric != fabric && !filter.getText().isEmpty()) {
                filter.setText(""); // a filter typed for the file closed is no filter of this one
            }
            shownFabric = fabric;
            shown = filter.getText().isBlank() ? all : List.of();
            viewer.setInput(shown);
            if (!filter.getText().isBlank()) {
                filterInBackground(filter.getText());
            }
            layout.topControl = table;
            // a crash extract's fabric is named after its file: said once
            setContentDescription(fabric.getName() + " — " + all.size() + (all.size() == 1 ? " node" : " nodes")
                    + WindowDocument.get().file()
                            .map(Path::getFileName).map(String::valueOf).filter(name -> !name.equals(fabric.getName()))
                            .map(name -> " — " + name).orElse(""));
            WindowDocument.get().focus().ifPresent(n -> viewer.reveal(n));
        }
        stack.layout();
    }

    /** Filters the table by hostname or NID, as typed in its search box (tests call it). */
    public void filter(String query) {
        filter.setText(query);
    }

    /** The nodes the table shows now, in order (tests read them). */
    public List<Node> shown() {
        return List.copyOf(shown);
    }

    /** How many filters' rows the table took so far (tests: a cancelled filter's never reach it). */
    public int filtersShown() {
        return filtersShown;
    }

    /** The filter job running now, or null (tests wait for it, and see that typing again cancels it). */
    public Job filterJob() {
        return running;
    }

    /**
     * Filters by hostname or NID off the UI thread: the nodes' names are read here once per file
     * (one string each), matched in a job that typing again cancels, and the rows the job keeps
     * replace the table's input back here. A small fabric is matched in place: a job would only
     * delay it.
     */
    private void filterInBackground(String query) {
        if (running != null) {
            running.cancel();
            running = null;
        }
        if (shownFabric == null) {
            return;
        }
        if (names == null) {
            names = names(all);
        }
        List<Node> nodes = all;
        String[] keys = names;
        String q = query.trim().toLowerCase(Locale.ROOT);
        if (q.isEmpty() || nodes.size() <= INLINE_NODES) {
            show(match(nodes, keys, q, null));
            return;
        }
        Display display = viewer.getControl().getDisplay();
        Job[] self = new Job[1];
        Job job = Job.create("Filtering " + nodes.size() + " nodes for '" + query.trim() + "'", monitor -> {
            List<Node> kept = match(nodes, keys, q, monitor);
            if (kept == null) {
                return Status.CANCEL_STATUS;
            }
            display.asyncExec(() -> {
                // typed again, or another file opened, after this job ended: running is another job
                // (or none) and these rows are not wanted
                if (running == self[0] && !monitor.isCanceled() && !viewer.getControl().isDisposed()) {
                    running = null;
                    show(kept);
                }
            });
            return Status.OK_STATUS;
        });
        self[0] = job;
        job.setSystem(true);
        running = job;
        job.schedule();
    }

    private void show(List<Node> nodes) {
        filtersShown++;
        shown = nodes;
        // the table may select a row of its own when its rows change (GTK selects the first): the
        // node the window looks at is selected if it is shown, else none, and focus stays on it
        settingRows = true;
        try {
            viewer.setInput(nodes);
            Node focus = WindowDocument.get().focus().filter(nodes::contains).orElse(null);
            viewer.setSelection(focus == null ? StructuredSelection.EMPTY : new StructuredSelection(focus), true);
        } finally {
            settingRows = false;
        }
    }

    /** The nodes whose hostname or a NID contains {@code q} (lower case), in order; null if canceled. */
    private static List<Node> match(List<Node> nodes, String[] keys, String q, IProgressMonitor monitor) {
        if (q.isEmpty()) {
            return nodes;
        }
        List<Node> kept = new ArrayList<>();
        for (int i = 0; i < nodes.size(); i++) {
            if (monitor != null && (i & 255) == 0 && monitor.isCanceled()) {
                return null;
            }
            if (keys[i].contains(q)) {
                kept.add(nodes.get(i));
            }
        }
        return kept;
    }

    /** Each node's hostname and NIDs, lower case, one line each: what {@link org.lnetscope.analysis.Labels#matches} compares. */
    private static String[] names(List<Node> nodes) {
        String[] keys = new String[nodes.size()];
        for (int i = 0; i < keys.length; i++) {
            Node node = nodes.get(i);
            StringBuilder key = new StringBuilder(node.getHostname() == null ? "" : node.getHostname());
            for (LocalNi ni : node.getLocalNis()) {
                if (ni.getNid() != null) {
                    key.append('\n').append(ni.getNid());
                }
            }
            keys[i] = key.toString().toLowerCase(Locale.ROOT);
        }
        return keys;
    }

    /**
     * Routers first, then the nodes holding most pinned memory or the most negative credit; each
     * node's figures read once (a router's read all its conns and peer NIs), not at each comparison.
     */
    private static List<Node> sorted(List<Node> nodes) {
        Map<Node, long[]> figures = new HashMap<>();
        for (Node n : nodes) {
            figures.put(n, new long[] {n.getRole() == NodeRole.ROUTER ? 0 : 1, -pinnedBytes(n), worstCredit(n)});
        }
        List<Node> list = new ArrayList<>(nodes);
        list.sort(Comparator.comparingLong((Node n) -> figures.get(n)[0]).thenComparingLong(n -> figures.get(n)[1])
                .thenComparingLong(n -> figures.get(n)[2])
                .thenComparing(Node::getHostname, Comparator.nullsLast(Comparator.naturalOrder())));
        return list;
    }

    static String nids(Node node) {
        StringBuilder text = new StringBuilder();
        for (LocalNi ni : node.getLocalNis()) {
            text.append(text.length() == 0 ? "" : ", ").append(ni.getNid());
        }
        return text.toString();
    }

    static boolean hasPeerNis(Node node) {
        return node.getPeers().stream().anyMatch(p -> !p.getPeerNis().isEmpty());
    }

    static int worstCredit(Node node) {
        int worst = Integer.MAX_VALUE;
        for (Peer peer : node.getPeers()) {
            for (PeerNi peerNi : peer.getPeerNis()) {
                worst = Math.min(worst, Math.min(peerNi.getTxCredits(), peerNi.getRtrCredits()));
            }
        }
        return worst == Integer.MAX_VALUE ? 0 : worst;
    }

    /**
     * The messages queued on the node's peer NIs: counted when the capture has the queues; in a
     * counters-only capture, each negative credit counts the messages waiting behind it
     * (lnet_post_send_locked, lnet_post_routed_recv_locked in lnet/lnet/lib-move.c, v2_12_9).
     */
    static String queuedText(Node node) {
        int counted = queued(node);
        if (counted > 0 || !CapturedQueues.countersOnly(node)) {
            int unlisted = WindowDocument.get().unmirrored(node) == null ? unlistedOnTxqs(node) : 0;
            // a dump may list only some of a txq's lnet_msg: "4503 (6 in the data)", not a bare 6 beside
            // a -4500 credit (the column's figure is then the counters' for the txqs, the lists' for the rtrqs)
            return unlisted > 0 ? (counted + unlisted) + " (" + counted + " in the data)" : String.valueOf(counted);
        }
        int byCredits = 0;
        for (Peer peer : node.getPeers()) {
            for (PeerNi peerNi : peer.getPeerNis()) {
                byCredits += Math.max(0, -peerNi.getTxCredits()) + Math.max(0, -peerNi.getRtrCredits());
            }
        }
        return byCredits + " by credits";
    }

    /** The messages lpni_txcredits says wait that the file does not list ({@link CapturedQueues#txWaiting}). */
    static int unlistedOnTxqs(Node node) {
        int unlisted = 0;
        for (Peer peer : node.getPeers()) {
            for (PeerNi peerNi : peer.getPeerNis()) {
                int listed = peerNi.getTxq().size();
                unlisted += CapturedQueues.txWaiting(listed, peerNi.getTxCredits()) - listed;
            }
        }
        return unlisted;
    }

    /** A counters-only capture without kib_conns: what they pin is not in the data. */
    static boolean connsUnknown(Node node) {
        return CapturedQueues.countersOnly(node) && node.getKibPeers().stream().allMatch(p -> p.getConns().isEmpty());
    }

    static int queued(Node node) {
        Unmirrored unmirrored = WindowDocument.get().unmirrored(node);
        if (unmirrored != null) { // a replay's model without lnet_msg: the queues' lengths are the state's
            return queuedInState(unmirrored, node);
        }
        int queued = 0;
        for (Peer peer : node.getPeers()) {
            for (PeerNi peerNi : peer.getPeerNis()) {
                queued += peerNi.getTxq().size() + peerNi.getRtrq().size();
            }
            queued += peer.getRtrq().size();
        }
        return queued;
    }

    private static int queuedInState(Unmirrored unmirrored, Node node) {
        int queued = 0;
        for (Peer peer : node.getPeers()) {
            for (PeerNi peerNi : peer.getPeerNis()) {
                queued += Math.max(0, unmirrored.size(peerNi, LnetPackage.Literals.PEER_NI__TXQ))
                        + Math.max(0, unmirrored.size(peerNi, LnetPackage.Literals.PEER_NI__RTRQ));
            }
            queued += Math.max(0, unmirrored.size(peer, LnetPackage.Literals.PEER__RTRQ));
        }
        return queued;
    }

    /** The node's pinned conns as the state has them: from the held rx when the model leaves kib_rx out. */
    private static Unmirrored.Pinned pinned(Node node) {
        Unmirrored unmirrored = WindowDocument.get().unmirrored(node);
        if (unmirrored == null) {
            return new Unmirrored.Pinned(node.pinnedConns().size(), node.pinnedBytes());
        }
        return unmirrored.pinned(node); // null while a move runs
    }

    static String pinnedConnsText(Node node) {
        Unmirrored.Pinned pinned = pinned(node);
        return pinned == null ? "…" : String.valueOf(pinned.conns());
    }

    static String pinnedBytesText(Node node) {
        Unmirrored.Pinned pinned = pinned(node);
        return pinned == null ? "…" : megabytes(pinned.bytes());
    }

    static long pinnedBytes(Node node) {
        Unmirrored.Pinned pinned = pinned(node);
        return pinned == null ? 0 : pinned.bytes();
    }

    static String megabytes(long bytes) {
        return bytes == 0 ? "0" : String.format("%.1f MiB", bytes / (1024.0 * 1024.0));
    }

    /** What the view tells the user when no fabric is open (tests read it). */
    public String statusText() {
        return status.getText();
    }

    public TableViewer viewer() {
        return viewer;
    }

    @Override
    protected Control mainControl() {
        return (viewer == null || viewer.getInput() == null) ? status : viewer.getControl();
    }
}
