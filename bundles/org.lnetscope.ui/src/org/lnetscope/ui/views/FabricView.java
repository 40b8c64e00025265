package org.lnetscope.ui.views;

import java.nio.file.Path;
import java.util.Map;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.ControlContribution;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Text;
import org.lnetscope.render.SvgPictures;
import org.lnetscope.render.fabric.FabricGraph.Box;
import org.lnetscope.session.FabricDocument;
import org.lnetscope.ui.OpenFabric;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.fabric.FabricCanvas;
import org.lnetscope.ui.welcome.Examples;
import org.lnetscope.ui.welcome.WelcomePage;

/**
 * The fabric as a graph: computes | routers | servers, links coloured by credit. A click on a
 * router shows its insides in the Router Internals view; the search box finds a node by hostname
 * or NID.
 */
public class FabricView extends DocumentView {

    static final String NO_FABRIC = "No fabric open.\n\nFile > Open Example, or File > Open... a .lnetmodel, trace or "
            + "crash extract, or start LNet Scope with 'lnetscope FILE'.";

    /**
     * Below this the graph's three columns and their headings no longer read: scroll instead.
     * The default 1400x900 window gives the view ~1400x190, which must not scroll.
     */
    static final int MIN_WIDTH = 420;
    static final int MIN_HEIGHT = 170;

    private FabricCanvas canvas;
    private WelcomePage welcome;
    private LoadingPage loading;
    private final StackLayout stack = new StackLayout();
    private final ViewSelection selection = new ViewSelection();
    private Text search;

    @Override
    public void createPartControl(Composite parent) {
        // Nothing open: the welcome page with the bundled examples; otherwise the graph.
        Composite pages = scrolling(parent, MIN_WIDTH, MIN_HEIGHT);
        pages.setLayout(stack);
        canvas = new FabricCanvas(pages);
        welcome = new WelcomePage(pages, example -> Examples.path(example)
                .ifPresent(path -> OpenFabric.open(path, parent.getShell())));
        loading = new LoadingPage(pages);
        canvas.addSelectionListener(this::selected);
        getSite().setSelectionProvider(selection);
        contributeToolBar(getViewSite().getActionBars().getToolBarManager());
        follow();
    }

    private void contributeToolBar(IToolBarManager toolBar) {
        toolBar.add(new ControlContribution("org.lnetscope.ui.fabric.search") {
            @Override
            protected Control createControl(Composite parent) {
                search = new Text(parent, SWT.SEARCH | SWT.ICON_SEARCH);
                search.setMessage("hostname or NID");
                search.setLayoutData(new GridData(160, SWT.DEFAULT));
                search.addListener(SWT.DefaultSelection, e -> {
                    if (!canvas.reveal(search.getText())) {
                        getViewSite().getActionBars().getStatusLineManager()
                                .setMessage("No node matches '" + search.getText() + "'");
                    }
                });
                return search;
            }

            @Override
            protected int computeWidth(Control control) {
                return 170;
            }
        });
        toolBar.add(action("Fit", "Show the whole fabric", canvas::fit));
        toolBar.add(ExportPicture.action(() -> canvas.getShell(), "fabric.png",
                () -> new Point(canvas.getSize().x, canvas.getSize().y), canvas::paintTo,
                () -> canvas.layoutResult() == null ? null
                        : SvgPictures.fabric(canvas.layoutResult())));
        toolBar.add(action("+", "Zoom in", () -> canvas.zoom(1.25)));
        toolBar.add(action("−", "Zoom out", () -> canvas.zoom(0.8)));
    }

    private static Action action(String text, String tooltip, Runnable run) {
        Action action = new Action(text) {
            @Override
            public void run() {
                run.run();
            }
        };
        action.setToolTipText(tooltip);
        return action;
    }

    private void selected(Box box) {
        if (box != null && box.members().size() == 1 && box.isRouter()) {
            WindowDocument.get().setFocus(box.members().get(0));
        }
        selection.select(box == null ? new Object[0] : box.members().toArray());
    }

    @Override
    protected void refresh(FabricDocument.Change change) {
        if (canvas.isDisposed()) {
            return;
        }
        if (change == FabricDocument.Change.STATE) {
            canvas.refreshState();
            showLive();
            return;
        }
        FabricDocument doc = WindowDocument.get();
        if (change == FabricDocument.Change.FOCUS && canvas.fabric() == doc.fabric().orElse(null)) {
            return; // another router to look inside: the fabric's picture is the same
        }
        if (canvas.fabric() != doc.fabric().orElse(null)) {
            if (search != null && !search.isDisposed()) {
                search.setText(""); // a search of the file closed is no search of the next one
            }
            selection.select(); // nor are its boxes selected
        }
        if (doc.fabric().isPresent() && doc.replay().isEmpty() && doc.live().isEmpty()) {
            canvas.setFabricInBackground(doc.fabric().get());
        } else {
            canvas.setFabric(doc.fabric().orElse(null));
        }
        showPage();
        setContentDescription(WindowDocument.get().fabric()
                .map(f -> f.getName() + WindowDocument.get().file().map(Path::getFileName).map(String::valueOf)
                        .filter(name -> !name.equals(f.getName())).map(name -> " — " + name).orElse(""))
                .orElse(""));
        canvas.setStale(Map.of());
        showLive();
    }

    /**
     * Live: the agents' status in the header and the stale agents' nodes greyed, with one text for
     * both (LiveSession.staleAgents, AgentStream.staleText), so the two never disagree.
     */
    private void showLive() {
        WindowDocument.get().live().ifPresent(live -> {
            setContentDescription("live — " + live.statusLine());
            canvas.setStale(live.staleAgents());
        });
    }

    /** The loading page while a file opens, else the graph, else the welcome page. */
    private void showPage() {
        Control top = WindowDocument.get().loading().isPresent() ? loading
                : WindowDocument.get().fabric().isPresent() ? canvas : welcome;
        if (stack.topControl != top) {
            stack.topControl = top;
            canvas.getParent().layout();
        }
    }

    @Override
    protected void showLoading(FabricDocument.Loading now) {
        super.showLoading(now);
        if (now != null) {
            loading.show(now);
        }
        showPage();
    }

    /** The page shown while nothing is open (tests click its links). */
    public WelcomePage welcome() {
        return welcome;
    }

    /** The search box (tests type into it). */
    public Text searchBox() {
        return search;
    }

    public FabricCanvas canvas() {
        return canvas;
    }

    /** What the view tells the user now (tests read it). */
    public String statusText() {
        if (WindowDocument.get().loading().isPresent()) {
            return WindowDocument.get().loading().get().text();
        }
        return WindowDocument.get().fabric().isPresent() ? "" : NO_FABRIC;
    }

    @Override
    protected Control mainControl() {
        return canvas;
    }
}
