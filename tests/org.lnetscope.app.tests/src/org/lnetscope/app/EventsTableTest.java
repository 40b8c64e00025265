package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.Test;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.trace.Event;
import org.lnetscope.trace.EventStream;
import org.lnetscope.trace.KernelFunction;
import org.lnetscope.trace.TraceReader;
import org.lnetscope.ui.replay.FilterCompletion;
import org.lnetscope.ui.replay.StepFilterDialog;
import org.lnetscope.ui.views.EventsView;

/**
 * The Events view on the whole small trace (examples/traces/router-oom-small.lnettrace): a typo
 * gets "did you mean", the filter keeps exactly the events the trace has of that function (counted
 * here straight off the file), double-click moves the cursor there; the F9 dialog opens without an
 * error and completes.
 */
class EventsTableTest extends WindowTest {

    @Test
    void filtersTheWholeTraceAndMovesTheCursor() throws Exception {
        ReplaySession session = Ui.openTrace(CompareRunsTest.SEED_TRACE);
        EventsView view = (EventsView) page.showView(EventsView.ID);
        Ui.settle(500);
        Table table = view.table();
        assertTrue(table.getItemCount() > 0 && table.getItemCount() < 200, "only the rows on screen: " + table.getItemCount());
        assertEquals(session.eventCount(), view.rowCount(), "every event is a row");

        view.filterText().setText("function=kiblnd_finalize_conn");
        Ui.settle(200);
        assertTrue(view.status().getText().contains("did you mean kiblnd_finalise_conn?"), view.status().getText());

        view.filterText().setText("function=kiblnd_finalise_conn");
        view.filterText().notifyListeners(SWT.DefaultSelection, new org.eclipse.swt.widgets.Event());
        Ui.waitFor(view::scanDone, "the filter's scan of the whole trace");
        long expected = count(CompareRunsTest.SEED_TRACE, KernelFunction.kiblnd_finalise_conn);
        assertTrue(expected > 0);
        assertEquals(expected, view.rowCount(), "every kiblnd_finalise_conn event of the trace, nothing else");
        assertTrue(view.status().getText().startsWith("Filter function=kiblnd_finalise_conn: " + String.format("%,d", expected)),
                view.status().getText());
        Ui.waitFor(() -> Arrays.stream(table.getItems()).noneMatch(i -> i.getText(2).equals("reading...")
                || i.getText(4).equals("naming...")), "the rows read and named");
        long previous = -1;
        for (TableItem item : table.getItems()) {
            assertEquals("kiblnd_finalise_conn", item.getText(3));
            long index = (Long) item.getData();
            assertTrue(index > previous, "in trace order");
            previous = index;
        }

        // double-click the second match: the cursor moves to that event
        int row = Math.min(1, table.getItemCount() - 1);
        long target = (Long) table.getItem(row).getData();
        table.setSelection(row);
        table.notifyListeners(SWT.DefaultSelection, new org.eclipse.swt.widgets.Event());
        Ui.waitFor(() -> session.currentEvent() != null && session.currentEvent().index() == target, "the cursor at #" + target);
        assertEquals(KernelFunction.kiblnd_finalise_conn, session.currentEvent().function());
        Ui.settle(300);
        assertEquals(row, table.getSelectionIndex(), "the cursor's row stays selected");

        Path shots = Path.of("target", "screenshots");
        Files.createDirectories(shots);
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        Ui.settle(500);
        SmokeRun.capture(page.getWorkbenchWindow().getShell(), shots.resolve("events-table.png"));
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_RESTORED);
    }

    @Test
    void theStepFilterOpensWithoutAnErrorAndCompletes() throws Exception {
        ReplaySession session = Ui.openTrace(CompareRunsTest.SEED_TRACE);
        StepFilterDialog dialog = new StepFilterDialog(page.getWorkbenchWindow().getShell(), "",
                () -> FilterCompletion.nidsOf(session.fabric()));
        dialog.setBlockOnOpen(false);
        dialog.open();
        try {
            Ui.settle(200);
            assertNull(dialog.getErrorMessage(), "nothing typed is no error");
            assertFalse(dialog.getShell().isDisposed());
            assertFalse(okEnabled(dialog), "OK waits for a filter");
            dialog.text().setText("function=kiblnd_finalize_conn");
            Ui.settle(100);
            assertEquals("unknown kernel function 'kiblnd_finalize_conn' (did you mean kiblnd_finalise_conn?)",
                    dialog.getErrorMessage());
            dialog.text().setText("function=kiblnd_finalise_conn");
            Ui.settle(100);
            assertNull(dialog.getErrorMessage());
            assertTrue(okEnabled(dialog));
        } finally {
            dialog.close();
        }
        assertTrue(FilterCompletion.proposals("function=kiblnd_fin", 19, null).contains("kiblnd_finalise_conn"));
        assertTrue(FilterCompletion.proposals("type=MSG_Q", 10, null).containsAll(
                java.util.List.of("MSG_QUEUED_TXQ", "MSG_QUEUED_RTRQ")));
        assertEquals(java.util.List.of("type=", "function=", "nid="), FilterCompletion.proposals("", 0, null));
        // NIDs come from the open fabric: the server the README's first pinned conn is to
        assertTrue(FilterCompletion.proposals("type=CONN_STATE,nid=10.0.2.", 27, () -> FilterCompletion.nidsOf(session.fabric()))
                .contains("10.0.2.6@o2ib"));
    }

    private static boolean okEnabled(StepFilterDialog dialog) throws Exception {
        var m = org.eclipse.jface.dialogs.Dialog.class.getDeclaredMethod("getButton", int.class);
        m.setAccessible(true);
        return ((org.eclipse.swt.widgets.Button) m.invoke(dialog, IDialogConstants.OK_ID)).isEnabled();
    }

    private static long count(Path trace, KernelFunction function) throws Exception {
        try (TraceReader reader = TraceReader.open(trace)) {
            EventStream stream = reader.events(0);
            Event e = new Event();
            long n = 0;
            while (stream.next(e)) {
                if (e.function() == function) {
                    n++;
                }
            }
            return n;
        }
    }
}
