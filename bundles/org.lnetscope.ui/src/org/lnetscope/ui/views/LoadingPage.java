package org.lnetscope.ui.views;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.ProgressBar;
import org.lnetscope.session.FabricDocument;

/** What the Fabric view shows while a file opens: "Loading FILE (n %)" and a bar (Cancel is in the Progress view). */
final class LoadingPage extends Composite {

    private final Label text;
    private final ProgressBar bar;
    private final ProgressBar unknown;

    LoadingPage(Composite parent) {
        super(parent, SWT.NONE);
        setLayout(new GridLayout(1, false));
        text = new Label(this, SWT.CENTER);
        text.setLayoutData(new GridData(SWT.CENTER, SWT.END, true, true));
        bar = new ProgressBar(this, SWT.HORIZONTAL);
        bar.setLayoutData(new GridData(SWT.CENTER, SWT.BEGINNING, true, true));
        bar.setMaximum(100);
        unknown = new ProgressBar(this, SWT.HORIZONTAL | SWT.INDETERMINATE);
        unknown.setLayoutData(new GridData(SWT.CENTER, SWT.BEGINNING, true, false));
    }

    void show(FabricDocument.Loading loading) {
        text.setText(loading.text());
        boolean known = loading.fraction() >= 0;
        bar.setSelection((int) Math.round(Math.max(0, loading.fraction()) * 100));
        bar.setVisible(known);
        ((GridData) bar.getLayoutData()).exclude = !known;
        unknown.setVisible(!known);
        ((GridData) unknown.getLayoutData()).exclude = known;
        layout();
    }

    /** The text shown now (tests read it). */
    String text() {
        return text.getText();
    }
}
