package org.lnetscope.ui.views;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.part.ViewPart;

/**
 * The fabric at the cursor: nodes, nets and the state of what is open. Until a fabric is open it
 * tells the user how to get one, rather than showing an empty canvas.
 */
public class FabricView extends ViewPart {

    private Label status;

    @Override
    public void createPartControl(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        status = new Label(parent, SWT.WRAP);
        status.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        status.setText("No fabric open.\n\nFile > Open... a .lnetmodel file, or start LNet Scope with "
                + "'lnetscope FILE'.");
    }

    /** What the view tells the user now (tests read it). */
    public String statusText() {
        return status.getText();
    }

    @Override
    public void setFocus() {
        status.setFocus();
    }
}
