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
        Columns.add(viewer, Diagnostic.class, "Problem", 900, Diagnostic::getMessage);
        viewer.addDoubleClickListener(e -> {
            if (((IStructuredSelection) e.getSelection()).getFirstElement() instanceof Diagnostic d) {
                subject(d).ifPresent(this::reveal);
            }
        });
        viewer.setInput(List.of());
        nextPass.setToolTipText("The crash commands that would complete this extract (lnetscope vmcore plan)");
        getViewSite().getActionBars().getToolBarManager().add(nextPass);
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
        // A replayed trace changes every frame; checking 10^5 objects per frame would stall playback.
        if (fabric == null || doc.replay().isPresent()) {
            checking = false;
            viewer.setInput(List.of());
            setContentDescription(fabric == null ? "" : "Not checked while replaying a trace.");
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

    private void show(List<Diagnostic> problems) {
        checking = false;
        running = null;
        viewer.setInput(problems);
        long errors = problems.stream().filter(d -> d.getSeverity() >= Diagnostic.ERROR).count();
        long extract = problems.stream().filter(d -> ProblemCheck.EXTRACT_SOURCE.equals(d.getSource())).count();
        long warnings = problems.stream().filter(d -> d.getSeverity() == Diagnostic.WARNING).count();
        long infos = problems.size() - errors - warnings;
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
        return Optional.ofNullable(running);
    }

    @Override
    protected Control mainControl() {
        return viewer.getControl();
    }
}
