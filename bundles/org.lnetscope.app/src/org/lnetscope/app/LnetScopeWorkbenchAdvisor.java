package org.lnetscope.app;

import org.eclipse.ui.application.IWorkbenchConfigurer;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchAdvisor;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;

final class LnetScopeWorkbenchAdvisor extends WorkbenchAdvisor {

    private final LaunchOptions options;

    LnetScopeWorkbenchAdvisor(LaunchOptions options) {
        this.options = options;
    }

    @Override
    public void initialize(IWorkbenchConfigurer configurer) {
        // A smoke run must not leave a saved layout behind that the next real start would restore.
        configurer.setSaveAndRestore(options.smokeScreenshot().isEmpty());
    }

    @Override
    public String getInitialWindowPerspectiveId() {
        return LnetScopePerspective.ID;
    }

    @Override
    public WorkbenchWindowAdvisor createWorkbenchWindowAdvisor(IWorkbenchWindowConfigurer configurer) {
        return new LnetScopeWindowAdvisor(configurer, options);
    }
}
