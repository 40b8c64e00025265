package org.lnetscope.session.replay;

import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

import org.lnetscope.model.KibConnState;
import org.lnetscope.model.LnetPackage;
import org.lnetscope.model.RxState;
import org.lnetscope.replay.EventFilter;
import org.lnetscope.replay.ReplayCursor;
import org.lnetscope.trace.Event;
import org.lnetscope.trace.EventType;
import org.lnetscope.trace.KernelFunction;
import org.lnetscope.trace.state.ClassLayout;
import org.lnetscope.trace.state.FlatState;
import org.lnetscope.trace.state.IntList;

/**
 * The seed incident, told in five stops for training: each stop is found in whatever trace is
 * open (the first event of its kind), not at a fixed index, so the tour works on any replay of
 * the mechanism — the shipped example, a new simulation, a recorded fabric.
 */
public final class GuidedTour {

    /** One stop: where to go, and what to say there. */
    public record Stop(String title, String narration, EventFilter filter, boolean needsHeldRx) {
    }

    public static final List<Stop> STOPS = List.of(
            new Stop("1. A compute stops draining",
                    "The router has no peer tx credit left for one compute: lnet_post_send_locked() queues forwarded "
                            + "messages on its lpni_txq. Each of them still holds the router credit of the server that "
                            + "sent it (lpni_rtrcredits), and a router buffer, until the send completes.",
                    EventFilter.ofType(EventType.MSG_QUEUED_TXQ), false),
            new Stop("2. A server runs out of router credits",
                    "Once peer_buffer_credits (= peer_credits, 42) of one server's messages are stuck behind the "
                            + "compute, that server's lpni_rtrcredits goes below zero. lnet_post_routed_recv_locked() "
                            + "now parks every new message from it on its rtrq, whatever the destination, and o2iblnd "
                            + "has no eager receive: the kib_rx is not reposted, so no IB credit goes back.",
                    EventFilter.ofType(EventType.MSG_QUEUED_RTRQ), false),
            new Stop("3. Timeouts, and the compute's queue keeps refilling",
                    "kiblnd_check_conns() finds txs to the compute past their deadline (\"Timed out RDMA\") and "
                            + "closes the conn; kiblnd_peer_notify() may tell LNet it is down. This example runs with "
                            + "router aliveness off (peer_timeout 0), one of the conditions that reach the kdump "
                            + "(docs/what-if.md lists the others: auto_down 0, an LND that never reports the peer "
                            + "down): lnet_post_send_locked() never asks whether the peer is alive, so nothing is "
                            + "dropped: the aborted txs return tx credits, the next queued messages are posted and "
                            + "reconnect at once. The queue keeps refilling.",
                    EventFilter.ofType(EventType.TX_TIMED_OUT), false),
            new Stop("4. The first pinned connection",
                    "The server, out of IB credits, timed out and disconnected. connd finalised the router's conn: "
                            + "DISCONNECTED, posted rx flushed, but the rx held by LNet for the parked messages still "
                            + "hold their conn references. kiblnd_destroy_conn() never runs: QP, CQ and rx pages "
                            + "(~3.3 MiB at queue depth 42) stay. The server reconnects and it happens again.",
                    new EventFilter(Set.of(), Set.of(KernelFunction.kiblnd_finalise_conn), null), true),
            new Stop("5. Out of memory",
                    "Every reconnect pins one more conn. Nothing releases parked rx short of their router credits "
                            + "coming back, which needs the compute to drain. The router's memory fills with "
                            + "DISCONNECTED conns and it runs out. Fixes to try in the simulator: release parked rx when "
                            + "their conn closes, or health on with LU-17855 so the compute is declared down.",
                    EventFilter.ofType(EventType.NODE_OOM), false));

    private GuidedTour() {
    }

    /**
     * Moves the session to stop {@code index}: the first matching event from the start of the trace.
     * Returns false (cursor at the end) when the trace never gets there.
     */
    public static boolean goTo(ReplaySession session, int index) {
        return Boolean.TRUE.equals(session.now(progress -> search(session.cursor(), STOPS.get(index), progress)));
    }

    /**
     * The window's {@link #goTo}: the search from the start runs as one move, off the UI thread when
     * long (the full seed's stop 5 is 80 M events in); {@code reached} gets whether the trace gets there.
     * It reads the flat state, not the model, which the move does not update.
     */
    public static boolean moveTo(ReplaySession session, int index, Consumer<Boolean> reached) {
        Stop stop = STOPS.get(index);
        return session.move(stop.title(), session.eventCount(), progress -> search(session.cursor(), stop, progress),
                result -> reached.accept(Boolean.TRUE.equals(result)));
    }

    /** From the start, the first event of the stop (for stop 4, on a conn pinned by held rx); false if none. */
    private static boolean search(ReplayCursor cursor, Stop stop, ReplayCursor.Progress progress) {
        cursor.seekToEvent(0, progress);
        Event found;
        while ((found = cursor.stepTo(stop.filter(), progress)) != null) {
            if (!stop.needsHeldRx() || isPinnedByHeldRx(cursor.state(), found.subject())) {
                return true;
            }
        }
        return false;
    }

    /**
     * KibConnOperations.isPinned on the flat state: CLOSING or DISCONNECTED with an rx still HELD.
     * The tour's search runs where the model is not kept up to date (a job, or many events in one
     * frame), so it cannot ask the KibConn; LongMoveTest pins that both agree.
     */
    public static boolean isPinnedByHeldRx(FlatState state, int conn) {
        if (!state.isLive(conn)) {
            return false;
        }
        ClassLayout layout = state.schema().layout(state.classOf(conn));
        if (!"KibConn".equals(layout.name())) {
            return false;
        }
        long connState = state.get(conn, layout.valueSlot(LnetPackage.Literals.KIB_CONN__STATE.getName()));
        if (connState != KibConnState.CLOSING_VALUE && connState != KibConnState.DISCONNECTED_VALUE) {
            return false;
        }
        IntList rxs = state.list(conn, layout.listSlot(LnetPackage.Literals.KIB_CONN__RXS.getName()));
        for (int i = 0; rxs != null && i < rxs.size(); i++) {
            int rx = rxs.get(i);
            ClassLayout rxLayout = state.schema().layout(state.classOf(rx));
            if (state.get(rx, rxLayout.valueSlot(LnetPackage.Literals.KIB_RX__STATE.getName())) == RxState.HELD_VALUE) {
                return true;
            }
        }
        return false;
    }
}
