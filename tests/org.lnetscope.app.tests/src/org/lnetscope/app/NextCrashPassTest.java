package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.session.Sessions;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.vmcore.plan.NextPass;

/** With a crash extract open, File > Next Crash Pass shows what `lnetscope vmcore plan` would write. */
class NextCrashPassTest {

    @TempDir
    Path dir;

    private final IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();

    @AfterEach
    void close() {
        WindowDocument.get().open(null, null);
        Ui.settle(200);
    }

    /** What an engineer printed by hand: one peer NI, no peer table walk yet. */
    private Path handMadeExtract() throws Exception {
        Path extract = dir.resolve("router-session.log");
        Files.writeString(extract, """
                crash> struct lnet_peer_ni ffff9a0f3c2e1800
                struct lnet_peer_ni {
                  lpni_txcredits = -4500,
                  lpni_mintxcredits = -4500,
                  lpni_rtrcredits = 42,
                  lpni_minrtrcredits = 40,
                  lpni_txqnob = 0,
                  lpni_nid = 1407379346358289,
                  lpni_refcount = {
                    counter = 7
                  },
                }
                """);
        return extract;
    }

    @Test
    void offeredForAnExtractOnlyAndShowsThePlannersCommands() throws Exception {
        Path extract = handMadeExtract();
        WindowDocument.get().open(Sessions.open(extract));
        Ui.settle(300);
        NextCrashPassAction action = new NextCrashPassAction(window);
        Ui.waitFor(action::isEnabled, "offered while a crash extract is open");

        NextPass pass = NextPass.plan(List.of(extract));
        assertFalse(pass.commands().isEmpty(), "a lone peer NI is far from a complete extract");
        assertTrue(pass.text().startsWith("# Next pass of the LNet router extract"), pass.text());
        assertTrue(pass.text().contains("mod -S"), "each pass loads the Lustre debuginfo again: " + pass.text());

        NextPassDialog dialog = new NextPassDialog(window.getShell(), extract, pass);
        dialog.setBlockOnOpen(false);
        dialog.open();
        try {
            assertEquals(pass.text(), dialog.shownText(), "the dialog shows the crash input file as the CLI writes it");
            assertTrue(dialog.summary().startsWith(pass.commands().size() + " commands"), dialog.summary());
            Ui.settle(300);
            Path shots = Path.of("target", "screenshots");
            Files.createDirectories(shots);
            SmokeRun.capture(dialog.getShell(), shots.resolve("next-crash-pass.png"));
        } finally {
            dialog.close();
        }

        WindowDocument.get().open(Sessions.open(Path.of("..", "..", "examples", "healthy.lnetmodel")));
        Ui.waitFor(() -> !action.isEnabled(), "not offered for a model file");
    }
}
