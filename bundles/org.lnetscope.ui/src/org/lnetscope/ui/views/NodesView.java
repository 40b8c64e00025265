package org.lnetscope.ui.views;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.Viewer;
import org.eclipse.jface.viewers.ViewerFilter;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.lnetscope.analysis.Labels;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LocalNi;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.session.FabricDocument;
import org.lnetscope.ui.WindowDocument;

/**
 * The nodes of the open fabric as a table with the figures that tell a sick router from a healthy
 * one: worst peer credit, queued messages, pinned connections and memory. Selecting a node focuses
 * the other views on it. Until a fabric is open it says how to get one.
 */
public class NodesView extends DocumentView {

    /** Routers first, then the nodes holding most pinned memory or the most negative credit. */
    static final Comparator<Node> TROUBLE_FIRST = Comparator
            .comparing((Node n) -> n.getRole() != NodeRole.ROUTER)
            .thenComparing(Comparator.comparingLong(Node::pinnedBytes).reversed())
            .thenComparingInt(NodesView::worstCredit)
            .thenComparing(Node::getHostname, Comparator.nullsLast(Comparator.naturalOrder()));

    private Composite stack;
    private Label status;
    private TableViewer viewer;
    private Composite table;
    private Text filter;

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
        viewer = new TableViewer(table, SWT.FULL_SELECTION | SWT.SINGLE | SWT.V_SCROLL | SWT.H_SCROLL);
        viewer.getControl().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        // A node is found by either of its names: the hostname the Fabric shows or a NID lnetctl prints.
        viewer.addFilter(new ViewerFilter() {
            @Override
            public boolean select(Viewer v, Object parent, Object element) {
                return !(element instanceof Node node) || Labels.matches(node, filter.getText());
            }
        });
        filter.addModifyListener(e -> viewer.refresh());
        viewer.getTable().setHeaderVisible(true);
        viewer.getTable().setLinesVisible(true);
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        Columns.add(viewer, Node.class, "Node", 150, n -> n.getHostname());
        Columns.add(viewer, Node.class, "Role", 80, n -> n.getRole().getLiteral().toLowerCase());
        Columns.add(viewer, Node.class, "NIDs", 260, NodesView::nids);
        Columns.add(viewer, Node.class, "Worst credit", 90, n -> String.valueOf(worstCredit(n)));
        Columns.add(viewer, Node.class, "Queued", 80, n -> String.valueOf(queued(n)));
        Columns.add(viewer, Node.class, "Pinned conns", 95, n -> String.valueOf(n.pinnedConns().size()));
        Columns.add(viewer, Node.class, "Pinned", 90, n -> megabytes(n.pinnedBytes()));
        viewer.addSelectionChangedListener(e -> {
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
            layout.topControl = status.getParent();
            setContentDescription("");
        } else if (change == FabricDocument.Change.STATE && viewer.getInput() != null) {
            viewer.refresh();
        } else {
            List<Node> nodes = new ArrayList<>(fabric.getNodes());
            nodes.sort(TROUBLE_FIRST);
            viewer.setInput(nodes);
            layout.topControl = table;
            setContentDescription(fabric.getName() + " — " + nodes.size() + " nodes"
                    + WindowDocument.get().file().map(p -> " — " + p.getFileName()).orElse(""));
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
        List<Node> nodes = new ArrayList<>();
        for (TableItem item : viewer.getTable().getItems()) {
            nodes.add((Node) item.getData());
        }
        return nodes;
    }

    static String nids(Node node) {
        StringBuilder text = new StringBuilder();
        for (LocalNi ni : node.getLocalNis()) {
            text.append(text.length() == 0 ? "" : ", ").append(ni.getNid());
        }
        return text.toString();
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

    static int queued(Node node) {
        int queued = 0;
        for (Peer peer : node.getPeers()) {
            for (PeerNi peerNi : peer.getPeerNis()) {
                queued += peerNi.getTxq().size() + peerNi.getRtrq().size();
            }
            queued += peer.getRtrq().size();
        }
        return queued;
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
