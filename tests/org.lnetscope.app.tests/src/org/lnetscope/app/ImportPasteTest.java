package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.lnetscope.model.Node;
import org.lnetscope.ui.imports.ImportDialog;

/**
 * Issue 36, block 2: File > Import with text pasted from a ticket. A paste with nothing LNet in it
 * keeps the dialog open with the reason and the text; a paste with prose around the output is read,
 * the node named after its prompt, and the prose lines are listed as skipped.
 */
class ImportPasteTest {

    private static final String TICKET = """
            Hi, rtr01 is stuck again since 03:10, output below.

            [root@rtr01 ~]# lctl get_param peers
            peers=
            nid                      refs state  last   max   rtr   min    tx   min queue
            0@lo                        1    NA    -1     0     0     0     0     0 0
            10.3.3.7@tcp                1    NA    -1     8     8     8     7    -3 4096
            Thanks for looking at it.
            """;

    private ImportDialog dialog;

    @AfterEach
    void close() {
        if (dialog != null && dialog.getShell() != null && !dialog.getShell().isDisposed()) {
            dialog.close();
        }
        Ui.settle(200);
    }

    private ImportDialog openDialog() {
        dialog = new ImportDialog(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell());
        dialog.setBlockOnOpen(false);
        dialog.open();
        Ui.settle(300);
        return dialog;
    }

    private static Button button(Composite parent, String text) {
        for (Control child : parent.getChildren()) {
            if (child instanceof Button b && text.equals(b.getText())) {
                return b;
            }
            if (child instanceof Composite c) {
                Button found = button(c, text);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private void pressImport() {
        Button ok = button(dialog.getShell(), "Import");
        assertNotNull(ok);
        ok.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
    }

    @Test
    void aPasteWithNothingLnetKeepsTheDialogAndTheText() throws Exception {
        openDialog();
        String prose = "Hi, the router rtr01 crashed again this morning, please have a look.\n";
        dialog.pastedText().setText(prose);
        dialog.hostText().setText("rtr01");
        pressImport();
        Ui.waitFor(() -> dialog.getErrorMessage() != null, "the dialog says why nothing was imported");
        assertFalse(dialog.getShell().isDisposed(), "the dialog stays open");
        assertEquals(prose, dialog.pastedText().getText(), "the paste is kept");
        assertTrue(dialog.getErrorMessage().contains("not LNet output") && dialog.getErrorMessage().contains("Hi, the router"),
                dialog.getErrorMessage());
        Path shots = Path.of("target", "screenshots");
        Files.createDirectories(shots);
        SmokeRun.capture(dialog.getShell(), shots.resolve("import-nothing-read.png"));
    }

    @Test
    void aTicketPasteIsReadTheNodeFromItsPromptAndTheProseListed() throws Exception {
        openDialog();
        dialog.pastedText().setText(TICKET);
        pressImport();
        Ui.waitFor(() -> dialog.getShell() == null || dialog.getShell().isDisposed(), "the dialog closes once read");
        var result = dialog.result();
        assertNotNull(result.fabric());
        assertEquals(null, result.nothingRead());
        assertEquals("rtr01", result.fabric().getNodes().stream().map(Node::getHostname).filter("rtr01"::equals).findFirst().orElse(null),
                "the node is named after the prompt: " + result.fabric().getNodes().stream().map(Node::getHostname).toList());
        assertEquals(2, result.skipped().size(), result.skipped().toString());
        assertTrue(result.skipped().get(0).contains("Hi, rtr01 is stuck"), result.skipped().get(0));
        assertTrue(result.skipped().get(1).contains("Thanks for looking"), result.skipped().get(1));
    }

    /** Issue 36: the dialog offers roles as import --role does; a rule matching no node keeps the dialog with the reason. */
    @Test
    void rolesGivenInTheDialogAreTheNodesRoles() throws Exception {
        openDialog();
        dialog.pastedText().setText(TICKET.replace("rtr01", "oss01"));
        dialog.rolesText().setText("oss9*=server");
        pressImport();
        Ui.waitFor(() -> dialog.getErrorMessage() != null, "a rule matching no node is refused");
        assertTrue(dialog.getErrorMessage().startsWith("Roles: oss9*=server matches none of the hosts imported (oss01)"),
                dialog.getErrorMessage());
        dialog.rolesText().setText("oss0*=compute");
        pressImport();
        Ui.waitFor(() -> dialog.getShell() == null || dialog.getShell().isDisposed(), "the dialog closes once read");
        Node oss01 = dialog.result().fabric().getNodes().stream().filter(n -> n.getHostname().equals("oss01")).findFirst().orElseThrow();
        assertEquals(org.lnetscope.model.NodeRole.COMPUTE, oss01.getRole(), "the role given beats the guess from the hostname");
    }
}
