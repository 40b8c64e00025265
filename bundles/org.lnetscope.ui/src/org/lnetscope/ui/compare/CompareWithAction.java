package org.lnetscope.ui.compare;

import java.nio.file.Path;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.IWorkbenchWindow;
import org.lnetscope.session.compare.Align;
import org.lnetscope.session.compare.Comparison;
import org.lnetscope.ui.WindowDocument;

/** File > Compare With Trace...: the open trace is the baseline, the chosen one is compared with it. */
public final class CompareWithAction extends Action {

    private final IWorkbenchWindow window;

    public CompareWithAction(IWorkbenchWindow window) {
        super("Compare &With Trace...");
        this.window = window;
        setToolTipText("Open another run (a fix, a what-if) beside the open trace, on one clock");
    }

    @Override
    public void run() {
        var replay = WindowDocument.get().replay().orElse(null);
        Path baseline = replay == null ? null : replay.file();
        if (baseline == null) {
            FileDialog first = new FileDialog(window.getShell(), SWT.OPEN);
            first.setText("Compare: the baseline trace");
            first.setFilterExtensions(new String[] {"*.lnettrace"});
            String chosen = first.open();
            if (chosen == null) {
                return;
            }
            baseline = Path.of(chosen);
        }
        FileDialog dialog = new FileDialog(window.getShell(), SWT.OPEN);
        dialog.setText("Compare " + baseline.getFileName() + " with...");
        dialog.setFilterExtensions(new String[] {"*.lnettrace"});
        String other = dialog.open();
        if (other == null) {
            return;
        }
        boolean fault = MessageDialog.openQuestion(window.getShell(), "Compare",
                "Align the two runs at their faults?\n\nYes: the clock starts at each run's fault (runs whose faults came "
                        + "at different times).\nNo: at each trace's start (runs of the same scenario).");
        OpenComparison.open(baseline, Comparison.label(baseline), Path.of(other), Comparison.label(Path.of(other)),
                fault ? Align.FAULT : Align.START, window.getShell());
    }
}
