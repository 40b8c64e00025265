package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.lnetscope.ui.compare.WhatIfDialog;

/**
 * Issue 33, version what-if in the window: Run What-If offers the simulator's releases (2.12, 2.15, 2.16, master),
 * and the one chosen becomes the run's {@code --set lustre=}, as {@code lnetscope simulate --set lustre=2.15} would.
 */
class WhatIfReleaseTest {

    private WhatIfDialog dialog;

    @AfterEach
    void close() {
        if (dialog != null && dialog.getShell() != null && !dialog.getShell().isDisposed()) {
            dialog.close();
        }
        Ui.settle(200);
    }

    private static <T extends Control> T find(Composite parent, Class<T> kind, java.util.function.Predicate<T> which) {
        for (Control child : parent.getChildren()) {
            if (kind.isInstance(child) && which.test(kind.cast(child))) {
                return kind.cast(child);
            }
            if (child instanceof Composite c) {
                T found = find(c, kind, which);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    @Test
    void theReleaseChosenIsTheRunsLustreSetting() throws Exception {
        Path scenario = CompareRunsTest.EXAMPLES.resolve("scenarios/router-oom-small.yaml");
        dialog = new WhatIfDialog(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), scenario, "10m");
        dialog.setBlockOnOpen(false);
        dialog.open();
        Ui.settle(300);
        Combo release = find(dialog.getShell(), Combo.class, c -> List.of(c.getItems()).contains("2.15 (v2_15_8): no LU-17855"));
        assertNotNull(release, "a Lustre release choice");
        assertEquals(List.of("(as the scenario says)", "2.12 (v2_12_9)", "2.15 (v2_15_8): no LU-17855", "2.16 (v2_16_1): LU-17855",
                "master: LU-17855 + LU-18444"), List.of(release.getItems()));
        release.select(2);
        Ui.settle(100);
        Path shots = Path.of("target", "screenshots");
        Files.createDirectories(shots);
        SmokeRun.capture(dialog.getShell(), shots.resolve("what-if-release.png"));
        Button run = find(dialog.getShell(), Button.class, b -> "Run".equals(b.getText()));
        assertNotNull(run);
        // 2.15 on a scenario with aliveness off: the dialog first asks whether to run a choice that changes
        // little (WhatIfTable.noEffect); answer Yes from inside its modal loop. JFace labels the button
        // "&Yes" (IDialogConstants.YES_LABEL, its mnemonic), so the mnemonic mark is ignored.
        org.eclipse.swt.widgets.Display display = dialog.getShell().getDisplay();
        display.timerExec(300, new Runnable() {
            private int tries = 50;

            @Override
            public void run() {
                for (org.eclipse.swt.widgets.Shell shell : display.getShells()) {
                    Button yes = shell == dialog.getShell() ? null
                            : find(shell, Button.class, b -> "Yes".equals(b.getText().replace("&", "")));
                    if (yes != null) {
                        yes.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
                        return;
                    }
                }
                if (--tries > 0 && !display.isDisposed()) {
                    display.timerExec(200, this);
                }
            }
        });
        run.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
        Ui.waitFor(() -> dialog.getShell() == null || dialog.getShell().isDisposed(), "the dialog closes with the run's settings");
        assertEquals(List.of("lustre=2.15"), dialog.sets());
    }
}
