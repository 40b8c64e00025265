package org.lnetscope.app;

import java.nio.file.Path;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.IWorkbenchWindow;
import org.lnetscope.session.FabricDocument;
import org.lnetscope.ui.WindowDocument;

/**
 * Save, Save As, Undo and Redo for the open fabric. They follow the document: enabled when there
 * is something to save or undo, and the window title carries a '*' while edits are unsaved.
 */
final class EditActions {

    final Action save;
    final Action saveAs;
    final Action undo;
    final Action redo;
    private final IWorkbenchWindow window;

    EditActions(IWorkbenchWindow window) {
        this.window = window;
        save = action("&Save", SWT.MOD1 | 'S', this::save);
        saveAs = action("Save &As...", SWT.MOD1 | SWT.SHIFT | 'S', this::saveAs);
        undo = action("&Undo", SWT.MOD1 | 'Z', () -> WindowDocument.get().undo());
        redo = action("&Redo", SWT.MOD1 | 'Y', () -> WindowDocument.get().redo());
        WindowDocument.get().addListener(doc -> window.getShell().getDisplay().asyncExec(this::update));
        update();
    }

    private static Action action(String text, int accelerator, Runnable run) {
        Action action = new Action(text) {
            @Override
            public void run() {
                run.run();
            }
        };
        action.setAccelerator(accelerator);
        return action;
    }

    void update() {
        if (window.getShell() == null || window.getShell().isDisposed()) {
            return;
        }
        FabricDocument doc = WindowDocument.get();
        save.setEnabled(doc.isEditable() && doc.isDirty());
        saveAs.setEnabled(doc.isEditable());
        undo.setEnabled(doc.canUndo());
        redo.setEnabled(doc.canRedo());
        undo.setText(("&Undo " + doc.undoLabel()).trim());
        String file = doc.file().map(p -> " — " + p.getFileName()).orElse("");
        window.getShell().setText((doc.isDirty() ? "*" : "") + "LNet Scope" + file);
    }

    private void save() {
        var target = WindowDocument.get().saveTarget();
        if (target.isEmpty()) {
            saveAs();
            return;
        }
        write(target.get());
    }

    private void saveAs() {
        FileDialog dialog = new FileDialog(window.getShell(), SWT.SAVE);
        dialog.setFilterExtensions(new String[] {"*.lnetmodel", "*.lnetmodelb"});
        dialog.setFilterNames(new String[] {"LNet fabric, XMI (*.lnetmodel)", "LNet fabric, binary (*.lnetmodelb)"});
        dialog.setOverwrite(true);
        String chosen = dialog.open();
        if (chosen != null) {
            write(Path.of(chosen));
        }
    }

    private void write(Path target) {
        try {
            WindowDocument.get().saveAs(target);
        } catch (Exception e) {
            // The save went to a temporary file first: the file on disk is as it was.
            MessageDialog.openError(window.getShell(), "Save", target + ": " + e.getMessage());
        }
    }
}
