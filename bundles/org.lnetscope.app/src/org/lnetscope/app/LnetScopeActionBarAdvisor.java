package org.lnetscope.app;

import java.nio.file.Files;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.GroupMarker;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.ui.IWorkbenchActionConstants;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.actions.ActionFactory.IWorkbenchAction;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.application.ActionBarAdvisor;
import org.eclipse.ui.application.IActionBarConfigurer;
import org.lnetscope.session.FabricDocument;
import org.lnetscope.ui.OpenFabric;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.compare.CompareWithAction;
import org.lnetscope.ui.compare.ExportReportAction;
import org.lnetscope.ui.compare.RunWhatIfAction;
import org.lnetscope.ui.fit.ExplainDumpAction;
import org.lnetscope.ui.views.ProblemsView;
import org.lnetscope.ui.welcome.OpenExampleMenu;

/**
 * File (Open..., Open Example, Save, Save As..., Exit), Edit (Undo, Redo), Replay (from the views'
 * bundle), Window (Show View, Reset Perspective) and Help (Open Example, About).
 */
final class LnetScopeActionBarAdvisor extends ActionBarAdvisor {

    private IWorkbenchAction exit;
    private Action open;
    private Action about;
    private EditActions edit;
    private IWorkbenchWindow window;

    LnetScopeActionBarAdvisor(IActionBarConfigurer configurer) {
        super(configurer);
    }

    @Override
    protected void makeActions(IWorkbenchWindow window) {
        this.window = window;
        exit = ActionFactory.QUIT.create(window);
        register(exit);
        open = new OpenFileAction(window);
        about = new AboutAction(window);
        edit = new EditActions(window);
        // Every file that opened, whichever way (menu, command line, recent list), goes on top.
        WindowDocument.get().addListener(doc -> {
            if (doc.lastChange() == FabricDocument.Change.OPENED) {
                doc.file().filter(Files::exists).ifPresent(RecentFiles.forWorkspace()::add);
            }
        });
    }

    @Override
    protected void fillMenuBar(IMenuManager menuBar) {
        MenuManager file = new MenuManager("&File", IWorkbenchActionConstants.M_FILE);
        file.add(open);
        file.add(OpenExampleMenu.create(window, "org.lnetscope.app.file.examples"));
        MenuManager recent = new MenuManager("Open &Recent", "org.lnetscope.app.recent");
        recent.setRemoveAllWhenShown(true);
        recent.addMenuListener(menu -> {
            var paths = RecentFiles.forWorkspace().list();
            if (paths.isEmpty()) {
                Action none = new Action("(none yet)") {};
                none.setEnabled(false);
                menu.add(none);
            }
            for (var path : paths) {
                menu.add(new Action(path.getFileName() + "  —  " + path.getParent()) {
                    @Override
                    public void run() {
                        OpenFabric.open(path, window.getShell());
                    }
                });
            }
        });
        recent.add(new Action("(none yet)") {});
        file.add(recent);
        file.add(new ImportAction(window));
        NextCrashPassAction nextPass = new NextCrashPassAction(window);
        // registered under its command so that the Problems view's toolbar runs the same action
        nextPass.setId(ProblemsView.NEXT_CRASH_PASS_COMMAND);
        nextPass.setActionDefinitionId(ProblemsView.NEXT_CRASH_PASS_COMMAND);
        register(nextPass);
        file.add(nextPass);
        file.add(new ConnectAgentsAction(window));
        file.add(new PrometheusHistoryAction(window));
        file.add(new Separator());
        file.add(new CompareWithAction(window));
        file.add(new RunWhatIfAction(window));
        file.add(new ExportReportAction(window));
        file.add(new ExplainDumpAction(window));
        file.add(new Separator());
        file.add(edit.save);
        file.add(edit.saveAs);
        file.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));
        file.add(new Separator());
        file.add(exit);
        menuBar.add(file);
        MenuManager editMenu = new MenuManager("&Edit", IWorkbenchActionConstants.M_EDIT);
        editMenu.add(edit.undo);
        editMenu.add(edit.redo);
        menuBar.add(editMenu);
        // Menus contributed by the views' bundle (Replay) go here, before Window and Help.
        menuBar.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        menuBar.add(WindowMenu.create(window));

        MenuManager help = new MenuManager("&Help", IWorkbenchActionConstants.M_HELP);
        help.add(OpenExampleMenu.create(window, "org.lnetscope.app.help.examples"));
        help.add(new Separator());
        help.add(about);
        menuBar.add(help);
    }
}
