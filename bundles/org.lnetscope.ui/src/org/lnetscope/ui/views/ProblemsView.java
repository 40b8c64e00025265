package org.lnetscope.ui.views;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.commands.NotEnabledException;
import org.eclipse.core.commands.NotHandledException;
import org.eclipse.core.commands.common.NotDefinedException;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.emf.common.util.BasicDiagnostic;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.IHandlerService;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.resource.FileKind;
import org.lnetscope.session.FabricDocument;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.WindowDocument;

/**
 * What the LNet invariants say about the open fabric: credits that disagree with their queues,
 * refcounts below the rx held, pinned connections. For a crash extract the extract's own
 * diagnostics come first, a queue shorter than its counter is said as a partial extract, and the
 * toolbar's Next Crash Pass says what to print next. Double-click shows the object in the Fabric
 * view, its router in Router Internals and, if open, the Model view. The check runs as a job
 * ({@link ProblemCheck}), again after every edit, so fixing a counter clears its problem.
 */
public class ProblemsView extends DocumentView {

    /** The command the application's File > Next Crash Pass action handles. */
    public static final String NEXT_CRASH_PASS_COMMAND = "org.lnetscope.ui.nextCrashPass";

    private TableViewer viewer;
    private ProblemCheck running;
    /** Bumped per check: a late result of an older state is dropped. */
    private int generation;
    private boolean checking;
    private final Map<Path, List<Diagnostic>> extractDiagnostics = new ConcurrentHashMap<>();
    private final Action nextPass = new Action("Next Crash Pass...") {
        @Override
        public void run() {
            try {
                getSite().getService(IHandlerService.class).executeCommand(NEXT_CRASH_PASS_COMMAND, null);
            } catch (NotDefinedException | ExecutionException
                    | NotEnabledException | NotHandledException e) {
                setContentDescription("Next Crash Pass is not available: " + e.getMessage());
            }
        }
    };

    @Override
    public void createPartControl(Composite parent) {
        // virtual: the large fabric has 28,952 problems, and creating a row for each stalled the
        // window 2.6 s when the check ended (ResponsivenessBenchmark's stack samples)
        viewer = new TableViewer(parent, SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL | SWT.VIRTUAL);
        viewer.setUseHashlookup(true);
        viewer.getTable().setHeaderVisible(true);
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        Columns.add(viewer, Diagnostic.class, "Severity", 80, d -> d.getSeverity() >= Diagnostic.ERROR ? "error"
                : d.getSeverity() >= Diagnostic.WARNING ? "warning" : "info");
        Columns.add(viewer, Diagnostic.class, "Problem", 640, Diagnostic::getMessage);
        Columns.add(viewer, Diagnostic.class, "Node", 110, d -> group(d).map(r -> r.group().node())
                .orElseGet(() -> subject(d).flatMap(ProblemsView::nodeOf).map(Node::getHostname).orElse("")));
        Columns.add(viewer, Diagnostic.class, "Object", 220, d -> group(d).map(r -> r.group().peer().isEmpty()
                ? objectLabel(r.group().first()) : r.group().peer()).orElseGet(() -> subject(d).map(ProblemsView::objectLabel).orElse("")));
        Columns.add(viewer, Diagnostic.class, "Count", 60, d -> String.valueOf(group(d).map(r -> r.group().count()).orElse(1)));
        viewer.addDoubleClickListener(e -> {
            if (((IStructuredSelection) e.getSelection()).getFirstElement() instanceof Diagnostic d) {
                revealProblem(d);
            }
        });
        viewer.setInput(List.of());
        nextPass.setToolTipText("The crash commands that would complete this extract (lnetscope vmcore plan)");
        getViewSite().getActionBars().getToolBarManager().add(nextPass);
        checkNow.setToolTipText("Check the replayed state at the cursor (a big state is checked only when asked)");
        checkNow.setEnabled(false);
        getViewSite().getActionBars().getToolBarManager().add(checkNow);
        follow();
    }

    @Override
    protected void refresh(FabricDocument.Change change) {
        FabricDocument doc = WindowDocument.get();
        nextPass.setEnabled(isExtract(doc));
        if (change == FabricDocument.Change.FOCUS) {
            return; // another node to look at: the problems are the same
        }
        Fabric fabric = doc.fabric().orElse(null);
        generation++;
        if (running != null) {
            running.cancel();
            running = null;
        }
        if (replayCheck != null) {
            replayCheck.cancel();
            replayCheck = null;
        }
        if (fabric != null && doc.replay().isPresent()) {
            checkAtCursor(doc.replay().get());
            return;
        }
        checkNow.setEnabled(false);
        if (fabric == null) {
            checking = false;
            viewer.setInput(List.of());
            setContentDescription("");
            return;
        }
        int mine = generation;
        checking = true;
        String name = doc.file().map(p -> String.valueOf(p.getFileName())).orElse(String.valueOf(fabric.getName()));
        setContentDescription("Checking " + name + " ...");
        Control control = viewer.getControl();
        running = new ProblemCheck(doc, fabric, doc.file().orElse(null), extractDiagnostics, fraction -> control.getDisplay()
                .asyncExec(() -> {
                    if (!control.isDisposed() && generation == mine) {
                        setContentDescription("Checking " + name + " (" + Math.round(fraction * 100) + " %)");
                    }
                }), problems -> control.getDisplay().asyncExec(() -> {
                    if (!control.isDisposed() && generation == mine) {
                        show(problems);
                    }
                }));
        // live frames come many a second: check the state they settle on
        running.schedule(doc.live().isPresent() ? 500 : 0);
    }

    /**
     * A replayed trace: the state at the cursor, checked in a job of its own once the cursor has
     * rested 400 ms (a playing trace is checked where it pauses; each frame restarts the wait).
     */
    private void checkAtCursor(ReplaySession session) {
        checkAtCursor(session, false);
    }

    /**
     * The check at the cursor reads the trace to there on a reader of its own and builds an EMF
     * model of every object: at the full seed's OOM, 4.7 M objects, a second replay state and a
     * model of every lnet_msg and kib_rx, gigabytes the window's own model no longer needs
     * (docs/benchmarks.md, "Views on the replay state"). Past {@link #AUTO_CHECK_OBJECTS} the view
     * says it has not checked, and the toolbar's Check Now runs it on request; never an empty list
     * that would read as "no problem".
     */
    private void checkAtCursor(ReplaySession session, boolean asked) {
        int mine = generation;
        long position = session.position();
        String at = "event #" + String.format("%,d", Math.max(0, position - 1));
        int objects = session.isMoving() ? 0 : session.cursor().state().liveCount();
        replaySession = session;
        if (!asked && objects > AUTO_CHECK_OBJECTS) {
            checking = false;
            running = null;
            String why = String.format(java.util.Locale.ROOT, "Not checked at %s: the state there holds %,d objects, and the"
                    + " check reads the trace again and builds a model of every one of them (a second copy of the state"
                    + " in memory). Check Now (toolbar) runs it in the background.", at, objects);
            viewer.setInput(List.of(new BasicDiagnostic(Diagnostic.INFO, LnetScopeUi.PLUGIN_ID, 0, why, new Object[0])));
            setContentDescription("Not checked at " + at + String.format(java.util.Locale.ROOT, " (%,d objects)", objects)
                    + ": Check Now runs it");
            checkNow.setEnabled(true);
            return;
        }
        checkNow.setEnabled(false);
        checking = true;
        setContentDescription("Checking at " + at + " ...");
        Control control = viewer.getControl();
        replaySession = session;
        running = null;
        replayCheck = new ReplayProblemCheck(session.file(), position, problems -> control.getDisplay().asyncExec(() -> {
            if (!control.isDisposed() && generation == mine) {
                show(problems);
                // the rows are groups: say how many problems of each severity they hold
                long errors = 0;
                long warnings = 0;
                long infos = 0;
                for (Diagnostic d : problems) {
                    long n = group(d).map(r -> (long) r.group().count()).orElse(1L);
                    if (d.getSeverity() >= Diagnostic.ERROR) {
                        errors += n;
                    } else if (d.getSeverity() == Diagnostic.WARNING) {
                        warnings += n;
                    } else {
                        infos += n;
                    }
                }
                setContentDescription(String.format(java.util.Locale.ROOT,
                        "At %s: %,d errors, %,d warnings%s in %,d rows, grouped by node, peer and kind; double-click reveals",
                        at, errors, warnings, infos > 0 ? String.format(java.util.Locale.ROOT, ", %,d info", infos) : "",
                        problems.size()));
            }
        }));
        replayCheck.schedule(400);
    }

    private ReplayProblemCheck replayCheck;
    private ReplaySession replaySession;

    /**
     * Up to this many objects at the cursor the check runs by itself each time the cursor rests: the
     * shipped traces' states hold a few thousand, the 1/10-scale seed's OOM about 470,000.
     */
    static final int AUTO_CHECK_OBJECTS = 1_000_000;

    private final Action checkNow = new Action("Check Now") {
        @Override
        public void run() {
            ReplaySession session = WindowDocument.get().replay().orElse(null);
            if (session != null && !session.isMoving()) {
                generation++;
                checkAtCursor(session, true);
            }
        }
    };

    private static long count(Diagnostic d) {
        return group(d).map(r -> (long) r.group().count()).orElse(1L);
    }

    private static Optional<ReplayProblemCheck.Row> group(Diagnostic d) {
        return d.getData().stream().filter(ReplayProblemCheck.Row.class::isInstance).map(ReplayProblemCheck.Row.class::cast)
                .findFirst();
    }

    private static String objectLabel(EObject o) {
        return o == null ? "" : org.lnetscope.analysis.Labels.of(o);
    }

    /**
     * The window's own object a problem is about: for a row checked at the cursor, the object with
     * the state id of the group's first object; else the diagnostic's subject.
     */
    public Optional<EObject> objectOf(Diagnostic d) {
        Optional<ReplayProblemCheck.Row> row = group(d);
        if (row.isPresent() && row.get().objectId() >= 0) {
            // checked on the job's own model: the window's object with the same state id
            if (replaySession == null) {
                return Optional.empty();
            }
            EObject object = replaySession.objectOf(row.get().objectId());
            // an lnet_msg or kib_rx is not in the window's model: its node is where it is drawn
            return Optional.ofNullable(object != null ? object
                    : replaySession.fabric() == null ? null : replaySession.fabric().findNode(row.get().group().node()));
        }
        return subject(d); // a snapshot's group names the window's own object first
    }

    /** Double-click: shows the problem's object where it is drawn. */
    public void revealProblem(Diagnostic d) {
        objectOf(d).ifPresent(this::reveal);
    }

    private void show(List<Diagnostic> problems) {
        checking = false;
        running = null;
        replayCheck = null;
        viewer.setInput(problems);
        // a grouped row counts the problems it holds
        long errors = problems.stream().filter(d -> d.getSeverity() >= Diagnostic.ERROR).mapToLong(ProblemsView::count).sum();
        long extract = problems.stream().filter(d -> ProblemCheck.EXTRACT_SOURCE.equals(d.getSource())).count();
        long warnings = problems.stream().filter(d -> d.getSeverity() == Diagnostic.WARNING).mapToLong(ProblemsView::count).sum();
        long infos = problems.stream().mapToLong(ProblemsView::count).sum() - errors - warnings;
        // an info (a counters-only capture's queue) is no warning: the header counts what the rows say
        setContentDescription(errors + " errors, " + warnings + " warnings" + (infos > 0 ? ", " + infos + " info" : "")
                + (extract > 0 ? " (" + extract + " from the extract itself, listed first)" : "")
                + (isExtract(WindowDocument.get()) ? " — Next Crash Pass says what to print next" : ""));
    }

    private static boolean isExtract(FabricDocument doc) {
        return doc.replay().isEmpty() && doc.live().isEmpty()
                && doc.file().filter(p -> FileKind.of(p) == FileKind.CRASH_EXTRACT).isPresent();
    }

    static Optional<EObject> subject(Diagnostic d) {
        return d.getData().stream().filter(EObject.class::isInstance).map(EObject.class::cast).findFirst();
    }

    /** The node an object belongs to: itself, or the node that holds it. */
    static Optional<Node> nodeOf(EObject object) {
        for (EObject o = object; o != null; o = o.eContainer()) {
            if (o instanceof Node node) {
                return Optional.of(node);
            }
        }
        return Optional.empty();
    }

    /**
     * Shows the object where it is drawn: its node in the Fabric view (opening its group), its
     * router in Router Internals, and the object itself in the Model view when that is open.
     */
    public void reveal(EObject object) {
        IWorkbenchPage page = getSite().getPage();
        Optional<Node> node = nodeOf(object);
        try {
            if (node.isPresent()) {
                // brought to the top of their stacks, the Problems view keeping the focus
                FabricView fabric = (FabricView) page.showView(LnetScopeUi.FABRIC_VIEW_ID, null, IWorkbenchPage.VIEW_VISIBLE);
                page.bringToTop(fabric);
                fabric.canvas().reveal(node.get().getHostname());
                if (node.get().getRole() == NodeRole.ROUTER) {
                    WindowDocument.get().setFocus(node.get());
                    page.bringToTop(page.showView(LnetScopeUi.ROUTER_INTERNALS_VIEW_ID, null, IWorkbenchPage.VIEW_VISIBLE));
                }
            }
            IViewPart model = node.isPresent() ? page.findView(LnetScopeUi.MODEL_VIEW_ID)
                    : page.showView(LnetScopeUi.MODEL_VIEW_ID);
            if (model instanceof ModelView modelView) {
                modelView.reveal(object);
            }
        } catch (PartInitException e) {
            // A view cannot open: the problem text already names the object.
        }
    }

    /** The problems shown now (tests read them). */
    @SuppressWarnings("unchecked")
    public List<Diagnostic> problems() {
        return (List<Diagnostic>) viewer.getInput();
    }

    /** Whether the toolbar offers Next Crash Pass now (a crash extract is open). */
    public boolean offersNextCrashPass() {
        return nextPass.isEnabled();
    }

    /** Whether a check is still running (tests wait for it). */
    public boolean isChecking() {
        return checking;
    }

    /** The running check, if any (tests join it). */
    public Optional<Job> check() {
        return Optional.ofNullable(running != null ? running : replayCheck);
    }

    @Override
    protected Control mainControl() {
        return viewer.getControl();
    }
}
