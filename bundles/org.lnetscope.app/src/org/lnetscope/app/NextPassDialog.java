package org.lnetscope.app;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.lnetscope.model.resource.AtomicFileSave;
import org.lnetscope.vmcore.plan.NextPass;

/** The next crash pass of an extract: the commands with their reasons, Copy and Save As. */
final class NextPassDialog extends Dialog {

    static final int COPY = IDialogConstants.CLIENT_ID + 1;
    static final int SAVE = IDialogConstants.CLIENT_ID + 2;

    private final Path log;
    private final NextPass pass;
    private Text text;

    NextPassDialog(Shell parent, Path log, NextPass pass) {
        super(parent);
        this.log = log;
        this.pass = pass;
        setShellStyle(getShellStyle() | SWT.RESIZE);
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("Next Crash Pass — " + log.getFileName());
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        Label summary = new Label(area, SWT.WRAP);
        summary.setText(summary());
        summary.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        text = new Text(area, SWT.MULTI | SWT.READ_ONLY | SWT.BORDER | SWT.V_SCROLL | SWT.H_SCROLL);
        text.setFont(JFaceResources.getTextFont());
        text.setText(pass.text());
        GridData data = new GridData(SWT.FILL, SWT.FILL, true, true);
        data.widthHint = 820;
        data.heightHint = 420;
        text.setLayoutData(data);
        return area;
    }

    String summary() {
        StringBuilder s = new StringBuilder();
        s.append(pass.commands().isEmpty() ? "The extract is complete: nothing left to dump."
                : pass.commands().size() + " commands. Run them in a new crash session on the same vmcore: "
                        + "crash -i next.crash vmlinux vmcore | tee next.log, then open both logs together.");
        pass.errors().forEach(e -> s.append("\n").append(e));
        pass.notes().forEach(n -> s.append("\nnote: ").append(n));
        return s.toString();
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, COPY, "&Copy", false);
        createButton(parent, SAVE, "&Save As...", false);
        createButton(parent, IDialogConstants.CLOSE_ID, IDialogConstants.CLOSE_LABEL, true);
    }

    @Override
    protected void buttonPressed(int id) {
        if (id == COPY) {
            Clipboard clipboard = new Clipboard(getShell().getDisplay());
            try {
                clipboard.setContents(new Object[] {pass.text()}, new Transfer[] {TextTransfer.getInstance()});
            } finally {
                clipboard.dispose();
            }
        } else if (id == SAVE) {
            FileDialog dialog = new FileDialog(getShell(), SWT.SAVE);
            dialog.setFilterExtensions(new String[] {"*.crash", "*"});
            dialog.setFileName("next.crash");
            dialog.setOverwrite(true);
            String chosen = dialog.open();
            if (chosen != null) {
                try {
                    AtomicFileSave.write(Path.of(chosen), pass.text().getBytes(StandardCharsets.UTF_8));
                } catch (Exception e) {
                    MessageDialog.openError(getShell(), "Save Next Crash Pass", e.getMessage());
                }
            }
        } else {
            close();
        }
    }

    /** What the dialog shows (tests read it). */
    String shownText() {
        return text.getText();
    }
}
