package org.lnetscope.app;

import org.eclipse.swt.graphics.Point;
import org.eclipse.ui.application.ActionBarAdvisor;
import org.eclipse.ui.application.IActionBarConfigurer;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;
import org.lnetscope.core.ProductInfo;
import org.lnetscope.ui.OpenFabric;

final class LnetScopeWindowAdvisor extends WorkbenchWindowAdvisor {

    private final LaunchOptions options;

    LnetScopeWindowAdvisor(IWorkbenchWindowConfigurer configurer, LaunchOptions options) {
        super(configurer);
        this.options = options;
    }

    @Override
    public ActionBarAdvisor createActionBarAdvisor(IActionBarConfigurer configurer) {
        return new LnetScopeActionBarAdvisor(configurer);
    }

    @Override
    public void preWindowOpen() {
        IWorkbenchWindowConfigurer configurer = getWindowConfigurer();
        configurer.setInitialSize(new Point(1400, 900));
        configurer.setShowCoolBar(false);
        configurer.setShowStatusLine(true);
        // The user jobs (fit, what-if table, comparison, export, import) run in the background, as
        // the workbench runs them: without this bar and the Progress view it opens, they showed
        // nothing for minutes and could not be cancelled.
        configurer.setShowProgressIndicator(true);
        configurer.setShowPerspectiveBar(false);
        configurer.setTitle(ProductInfo.NAME);
    }

    @Override
    public void postWindowOpen() {
        // A file named on the command line opens like File > Open, errors in a dialog.
        options.files().forEach(file -> OpenFabric.open(file, getWindowConfigurer().getWindow().getShell()));
        options.smokeScreenshot().ifPresent(png -> SmokeRun.captureAndClose(getWindowConfigurer().getWindow(), png));
    }
}
