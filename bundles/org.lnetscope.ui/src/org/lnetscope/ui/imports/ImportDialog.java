package org.lnetscope.ui.imports;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.lnetscope.ingest.RoleRule;
import org.lnetscope.lnetfiles.CollectedFiles;
import org.lnetscope.lnetfiles.PastedCommand;
import org.lnetscope.model.NodeRole;

/**
 * File > Import...: LNet files of several nodes (files, or a folder of one sub-folder per node) and
 * text pasted from the clipboard, read as {@code lnetscope import} reads them
 * ({@link CollectedFiles}, docs/import-formats.md). Pasted text needs the node it is from.
 */
public final class ImportDialog extends TitleAreaDialog {

    private final List<String> paths = new ArrayList<>();
    private org.eclipse.swt.widgets.List pathList;
    private Text pastedText;
    private Text hostText;
    private Text rolesText;
    private ImportJob.Result result;
    private Job reading;
    private static final String MESSAGE = "debugfs/proc tables, lctl get_param and lnetctl output, lnet.conf;"
            + " pasted with prompts is fine (prose lines are skipped and listed).";

    public ImportDialog(Shell parent) {
        super(parent);
        setShellStyle(getShellStyle() | SWT.RESIZE);
    }

    @Override
    public void create() {
        super.create();
        getShell().setText("Import LNet Files");
        setTitle("Build a fabric from what LNet nodes show");
        setMessage(MESSAGE);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        Composite grid = new Composite(area, SWT.NONE);
        GridLayoutFactory.swtDefaults().numColumns(2).margins(10, 10).applyTo(grid);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(grid);

        new Label(grid, SWT.NONE).setText("Files and folders:");
        new Label(grid, SWT.NONE);
        pathList = new org.eclipse.swt.widgets.List(grid, SWT.BORDER | SWT.MULTI | SWT.V_SCROLL);
        GridDataFactory.fillDefaults().grab(true, true).hint(480, 90).applyTo(pathList);
        Composite buttons = new Composite(grid, SWT.NONE);
        GridLayoutFactory.fillDefaults().applyTo(buttons);
        button(buttons, "Add Files...", () -> {
            FileDialog dialog = new FileDialog(getShell(), SWT.OPEN | SWT.MULTI);
            if (dialog.open() != null) {
                for (String name : dialog.getFileNames()) {
                    add(Path.of(dialog.getFilterPath(), name).toString());
                }
            }
        });
        button(buttons, "Add Folder...", () -> {
            String dir = new DirectoryDialog(getShell()).open();
            if (dir != null) {
                add(dir);
            }
        });
        button(buttons, "Remove", () -> {
            for (int i : pathList.getSelectionIndices()) {
                paths.set(i, null);
            }
            paths.removeIf(p -> p == null);
            pathList.setItems(paths.toArray(String[]::new));
        });

        new Label(grid, SWT.NONE).setText("Pasted output:");
        new Label(grid, SWT.NONE);
        pastedText = new Text(grid, SWT.BORDER | SWT.MULTI | SWT.V_SCROLL | SWT.H_SCROLL);
        pastedText.setFont(JFaceResources.getTextFont());
        pastedText.setMessage("[root@rtr1 ~]# lctl get_param peers ...");
        GridDataFactory.fillDefaults().grab(true, true).hint(480, 160).applyTo(pastedText);
        button(grid, "Paste", () -> {
            Clipboard clipboard = new Clipboard(getShell().getDisplay());
            try {
                Object text = clipboard.getContents(TextTransfer.getInstance());
                if (text instanceof String s) {
                    pastedText.insert(s);
                }
            } finally {
                clipboard.dispose();
            }
        });
        new Label(grid, SWT.NONE).setText("Node of the pasted output:");
        new Label(grid, SWT.NONE);
        hostText = new Text(grid, SWT.BORDER | SWT.SINGLE);
        hostText.setMessage("e.g. rtr1 (taken from the prompt when it names the node)");
        GridDataFactory.fillDefaults().grab(true, false).applyTo(hostText);
        new Label(grid, SWT.NONE);
        // LNet files do not tell a server from a client (FabricImport guesses from hostnames): the user can say it,
        // as with lnetscope import --role
        new Label(grid, SWT.NONE).setText("Roles (optional; routers are recognised from their files):");
        new Label(grid, SWT.NONE);
        rolesText = new Text(grid, SWT.BORDER | SWT.SINGLE);
        rolesText.setMessage("e.g. oss*=server rtr1=router c0*=compute");
        GridDataFactory.fillDefaults().grab(true, false).applyTo(rolesText);
        return area;
    }

    private void add(String path) {
        if (!paths.contains(path)) {
            paths.add(path);
            pathList.setItems(paths.toArray(String[]::new));
            setErrorMessage(null);
        }
    }

    private static void button(Composite parent, String label, Runnable action) {
        Button b = new Button(parent, SWT.PUSH);
        b.setText(label);
        b.addListener(SWT.Selection, e -> action.run());
        GridDataFactory.fillDefaults().align(SWT.FILL, SWT.BEGINNING).applyTo(b);
    }

    @Override
    protected void okPressed() {
        CollectedFiles chosen = new CollectedFiles();
        String pasted = pastedText.getText();
        try {
            for (String path : paths) {
                if (!Files.exists(Path.of(path))) {
                    throw new IllegalArgumentException("no such file or folder: " + path);
                }
                chosen.add(path);
            }
            if (!pasted.isBlank()) {
                String host = hostText.getText().strip();
                if (host.isEmpty()) {
                    // the prompt names the node: [root@rtr02 ~]#, root@c010:~$, rtr02$
                    host = PastedCommand.hostOf(pasted);
                    if (host != null) {
                        hostText.setText(host);
                    }
                }
                if (host == null || host.isEmpty()) {
                    setErrorMessage("Give the node the pasted output is from (its prompt does not name it)");
                    return;
                }
                chosen.addText(host, "pasted text", pasted);
            }
        } catch (Exception e) {
            setErrorMessage(e.getMessage());
            return;
        }
        if (chosen.byHost().isEmpty()) {
            setErrorMessage("Add files or a folder, or paste some output");
            return;
        }
        Map<String, NodeRole> roles;
        try {
            roles = RoleRule.apply(RoleRule.parseAll(rolesText.getText()), chosen.byHost().keySet());
        } catch (IllegalArgumentException e) {
            setErrorMessage(e.getMessage().replace("--role ", "Roles: "));
            return;
        }
        // Read while the dialog stays open: when nothing can be read it says why, and keeps the
        // paste, the node and the files for the user to fix (it used to close and lose them).
        setErrorMessage(null);
        setMessage("Reading ...");
        getButton(IDialogConstants.OK_ID).setEnabled(false);
        reading = ImportJob.read(chosen, roles, getShell().getDisplay(), this::read);
    }

    private void read(ImportJob.Result read) {
        reading = null;
        if (getShell() == null || getShell().isDisposed()) {
            return;
        }
        getButton(IDialogConstants.OK_ID).setEnabled(true);
        setMessage(MESSAGE);
        if (read.nothingRead() != null) {
            setErrorMessage(read.nothingRead());
            return;
        }
        result = read;
        super.okPressed();
    }

    @Override
    public boolean close() {
        if (reading != null) {
            reading.cancel();
            reading = null;
        }
        return super.close();
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.OK_ID, "Import", true);
        createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
    }

    /** What was read, after OK (ImportJob.show opens it). */
    public ImportJob.Result result() {
        return result;
    }

    /** The pasted text (tests check it is kept). */
    public Text pastedText() {
        return pastedText;
    }

    /** The roles field (HOST=ROLE ...). */
    public Text rolesText() {
        return rolesText;
    }

    /** The node of the pasted text. */
    public Text hostText() {
        return hostText;
    }
}
