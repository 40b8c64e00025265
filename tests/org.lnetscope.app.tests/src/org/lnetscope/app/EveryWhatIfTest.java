package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.Test;
import org.lnetscope.session.replay.MemoryCurve;
import org.lnetscope.sim.cli.WhatIfTable;
import org.lnetscope.ui.views.WhatIfTableView;

/**
 * Every what-if at once, from the window: the What-If Table runs every row of
 * {@code lnetscope simulate --what-if-table} on the small seed scenario as one Job, on twice the
 * baseline's OOM, and shows for each row what the CLI prints for it with that horizon.
 */
class EveryWhatIfTest extends WindowTest {

    @Test
    void everyRowOfTheClisTableWithTheClisVerdicts() throws Exception {
        Ui.openTrace(CompareRunsTest.SEED_TRACE);
        WhatIfTableView view = (WhatIfTableView) page.showView(WhatIfTableView.ID);
        view.runEveryWhatIf(CompareRunsTest.SCENARIO);
        Table table = view.everyWhatIfTable();
        // the rows and what cannot change anything are there before the runs end
        Ui.waitFor(() -> table.getItemCount() == WhatIfTable.rows("1s").size(), "the rows, loaded");
        long end = System.currentTimeMillis() + 180_000;
        while (view.everyWhatIfRunning() && System.currentTimeMillis() < end) {
            Ui.settle(100);
        }
        assertFalse(view.everyWhatIfRunning(), "the runs end (small scenario: seconds)");
        Ui.settle(300);

        // the horizon: twice the baseline's OOM, the OOM read off the example trace
        long oom = MemoryCurve.marks(CompareRunsTest.SEED_TRACE, 10).ooms()[0];
        assertEquals(2 * oom, view.everyWhatIfHorizonNs());

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertTrue(WhatIfTable.run(CompareRunsTest.SCENARIO, List.of(), view.everyWhatIfHorizonNs(),
                view.everyWhatIfRoutingOffAt(), 2, 0, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8)), err.toString(StandardCharsets.UTF_8));
        List<String> cli = out.toString(StandardCharsets.UTF_8).lines().skip(2).toList();
        assertEquals(cli.size(), table.getItemCount());
        int verdict = List.of(headerCells()).indexOf("Verdict");
        for (int i = 0; i < cli.size(); i++) {
            String[] cells = cells(cli.get(i));
            for (int c = 0; c < cells.length - 1; c++) { // the last cell ends with the run's wall time
                assertEquals(cells[c], table.getItem(i).getText(c), "row " + (i + 1) + ", column " + headerCells()[c]);
            }
        }
        // the verdicts the issue asks for, as the window shows them
        String fix = table.getItem(1).getText(verdict);
        assertTrue(fix.startsWith("no OOM within ") && fix.contains("fabric still wedged: compute3 -294, 8 senders blocked"), fix);
        assertTrue(table.getItem(3).getText(verdict).contains("LU-17855 cannot act here"), table.getItem(3).getText(verdict));
        assertTrue(table.getItem(4).getText(verdict).contains("changes nothing here"), table.getItem(4).getText(verdict));
        assertTrue(table.getItem(8).getText(verdict).matches("no OOM within .*; drained at .*"), table.getItem(8).getText(verdict));

        Path shots = Path.of("target", "screenshots");
        Files.createDirectories(shots);
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        Ui.settle(500);
        SmokeRun.capture(page.getWorkbenchWindow().getShell(), shots.resolve("what-if-every.png"));
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_RESTORED);
    }

    private static String[] headerCells() {
        return Arrays.stream(WhatIfTable.HEADER.lines().findFirst().orElseThrow().split("\\|")).map(String::strip)
                .filter(s -> !s.isEmpty()).toArray(String[]::new);
    }

    private static String[] cells(String line) {
        String inner = line.strip();
        inner = inner.substring(1, inner.length() - 1);
        return Arrays.stream(inner.split(" \\| ")).map(s -> s.strip().replace("**", "")).toArray(String[]::new);
    }
}
