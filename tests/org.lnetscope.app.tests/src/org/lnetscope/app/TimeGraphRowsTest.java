package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibConnState;
import org.lnetscope.session.replay.ConnRows;
import org.lnetscope.session.replay.GuidedTour;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.trace.Event;
import org.lnetscope.trace.EventStream;
import org.lnetscope.trace.KernelFunction;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.views.BookmarksView;
import org.lnetscope.ui.views.EventsView;
import org.lnetscope.ui.views.TimeMarker;
import org.lnetscope.ui.views.TimelineView;

/**
 * The time graph's per-conn state rows (issue 37: "per-peer and per-conn state rows"), and the views
 * that follow its selected range: Events lists the range's events, Bookmarks marks the bookmarks in
 * it, the Timeline says what the range holds.
 */
class TimeGraphRowsTest extends WindowTest {

    /** Runs before WindowTest closes the document: a Timeline a test maximized is restored. */
    @AfterEach
    void restoreTheTimeline() {
        Ui.restore(page, LnetScopeUi.TIMELINE_VIEW_ID);
    }

    @Test
    void eachConnRowChangesStateWhereTheReplayDoes() throws Exception {
        ReplaySession session = Ui.openTrace(ExampleTraceTest.TRACE);
        TimelineView timeline = (TimelineView) page.showView(LnetScopeUi.TIMELINE_VIEW_ID);
        timeline.show(TimelineView.Series.PEERS);
        Ui.waitFor(() -> !timeline.connRows().isEmpty(), "the conns that matter under the peers' chart");
        assertTrue(timeline.tickLegend().contains("red = DISCONNECTED"), timeline.tickLegend());
        for (ConnRows.Row row : timeline.connRows()) {
            // the change to DISCONNECTED (kiblnd_finalise_conn): the window's replay says the same either side of it
            int d = -1;
            for (int i = 0; i < row.states().length; i++) {
                if (row.states()[i] == KibConnState.DISCONNECTED) {
                    d = i;
                    break;
                }
            }
            assertTrue(d > 0, row.label() + " becomes DISCONNECTED after being something else");
            long at = row.changeNs()[d];
            // kiblnd_close_conn_locked: CLOSING first (kiblnd_finalise_conn may follow in the same nanosecond)
            assertEquals(KibConnState.CLOSING, row.states()[d - 1], row.label() + ": CLOSING before it");
            session.moveToTime(at);
            Ui.settle(150);
            assertEquals(KibConnState.DISCONNECTED, ((KibConn) session.objectOf(row.id())).getState(), row.label() + " at " + at);
            session.moveToTime(at - 1);
            Ui.settle(150);
            KibConnState justBefore = ((KibConn) session.objectOf(row.id())).getState();
            assertTrue(justBefore != KibConnState.DISCONNECTED, row.label() + " just before: " + justBefore);
            assertEquals(justBefore, row.stateAt(at - 1), row.label() + " just before");
            assertTrue(row.held()[row.held().length - 1] > 0, row.label() + " holds rx at the OOM");
        }
        page.setPartState(page.findViewReference(LnetScopeUi.TIMELINE_VIEW_ID), IWorkbenchPage.STATE_MAXIMIZED);
        timeline.showAll();
        Ui.settle(800);
        Path shots = Path.of("target", "screenshots");
        Files.createDirectories(shots);
        SmokeRun.capture(page.getWorkbenchWindow().getShell(), shots.resolve("time-graph-conns.png"));
        // another series: the rows go, they are about the peers that matter
        timeline.show(TimelineView.Series.USED);
        Ui.waitFor(() -> timeline.connRows().isEmpty(), "no conn rows under the router's memory");
    }

    @Test
    void eventsAndBookmarksFollowTheRange(@TempDir Path dir) throws Exception {
        Path trace = Files.copy(ExampleTraceTest.TRACE, dir.resolve("router-oom-small.lnettrace"));
        ReplaySession session = Ui.openTrace(trace);
        TimelineView timeline = (TimelineView) page.showView(LnetScopeUi.TIMELINE_VIEW_ID);
        EventsView events = (EventsView) page.showView(EventsView.ID);
        BookmarksView bookmarks = (BookmarksView) page.showView(BookmarksView.ID);
        Ui.waitFor(() -> timeline.markers().stream().filter(m -> m.kind() == TimeMarker.Kind.TOUR).count() == GuidedTour.STOPS
                .size(), "the tour stops marked");
        // a bookmark at stop 3 (before the range) and one at stop 4 (in it)
        assertTrue(GuidedTour.goTo(session, 2));
        long before = session.cursor().currentEvent().index();
        session.bookmarks().put(before, "stop 3");
        assertTrue(GuidedTour.goTo(session, 3));
        long inside = session.cursor().currentEvent().index();
        long from = session.cursor().currentEvent().timeNs();
        session.bookmarks().put(inside, "the first pinned conn");
        Ui.waitFor(() -> bookmarks.listed().size() == 2, "two bookmarks");
        Ui.waitFor(() -> timeline.markers().stream().filter(m -> m.kind() == TimeMarker.Kind.BOOKMARK).count() == 2, "two flags");
        long to = timeline.markers().stream().filter(m -> m.kind() == TimeMarker.Kind.OOM).findFirst().orElseThrow().axisNs();

        // the range from the first pinned conn to the OOM
        timeline.selectRange(from, to);
        Ui.settle(300);
        long first = session.reader().positionAtTime(from - 1);
        long end = session.reader().positionAtTime(to);
        assertEquals(end - first, events.rowCount(), "Events lists the range's events, as many as the Timeline counts");
        assertTrue(timeline.rangeText().contains(String.format("%,d events", end - first)), timeline.rangeText());
        assertTrue(events.status().getText().contains("the Timeline's range"), events.status().getText());
        assertTrue(timeline.rangeText().contains("; in it: 1 bookmark, ") && timeline.rangeText().contains(", 1 OOM"),
                timeline.rangeText());
        assertTrue(bookmarks.markedInRange(inside) && !bookmarks.markedInRange(before), "the bookmark in the range marked, only it");

        // a filter keeps the range's matches: the finalised conns between the first pinned one and the OOM
        events.filterText().setText("function=kiblnd_finalise_conn"); // as typed, then Enter
        events.apply(events.filterText().getText());
        Ui.waitFor(events::scanDone, "the filter's scan");
        Ui.settle(300);
        long finalised = count(session, first, end);
        assertEquals(finalised, events.rowCount(), "the matches of the range");
        assertTrue(finalised > 0 && events.status().getText().startsWith(
                String.format("Filter function=kiblnd_finalise_conn: %,d matching in the Timeline's range", finalised)),
                events.status().getText());
        page.showView(EventsView.ID);
        var shell = page.getWorkbenchWindow().getShell();
        shell.redraw(0, 0, shell.getSize().x, shell.getSize().y, true); // no pixels left from the last test's layout
        Ui.settle(500);
        Path shots = Path.of("target", "screenshots");
        Files.createDirectories(shots);
        SmokeRun.capture(page.getWorkbenchWindow().getShell(), shots.resolve("events-range.png"));

        // no range: every match again
        timeline.clearRange();
        Ui.settle(300);
        assertTrue(events.rowCount() > finalised, "the whole trace's matches: " + events.rowCount());
        assertFalse(bookmarks.markedInRange(inside));
        events.filterText().setText(""); // the view keeps its filter for the next trace: leave none
        events.apply("");
        Ui.settle(200);
        assertEquals(session.eventCount(), events.rowCount());
    }

    /** kiblnd_finalise_conn events among #first .. #end-1, read off the trace. */
    private static long count(ReplaySession session, long first, long end) {
        EventStream stream = session.reader().events(first);
        Event e = new Event();
        long n = 0;
        while (stream.next(e) && e.index() < end) {
            if (e.function() == KernelFunction.kiblnd_finalise_conn) {
                n++;
            }
        }
        return n;
    }
}
