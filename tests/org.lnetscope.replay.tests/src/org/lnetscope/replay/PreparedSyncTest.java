package org.lnetscope.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EContentAdapter;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.lnetscope.analysis.MsgQueues;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.Node;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.trace.TraceReader;

/**
 * The window's move works out its frame on the mover's thread ({@link EmfSync#prepare()},
 * {@link StateMsgQueues#warm()}) and applies it on the UI thread ({@link EmfSync#apply}): on the shipped
 * small incident trace, at every checkpoint, between checkpoints and at the OOM (jumps back and forth, so
 * both full compares after a checkpoint load and incremental ones), preparing on another thread changes
 * nothing in the model the views read meanwhile (no notification, equal to a copy taken before), the
 * applied model equals a fresh mirror of the state, and the warmed counts equal those counted after.
 */
class PreparedSyncTest {

    @Test
    void aFramePreparedOnAnotherThreadChangesNothingUntilAppliedThenEqualsTheState() throws Exception {
        try (TraceReader reader = TraceReader.open(StateMsgQueuesTest.smallTrace())) {
            ReplayCursor cursor = new ReplayCursor(reader);
            EmfSync lean = new EmfSync(cursor.state(), EmfSync.MESSAGES_AND_RXS);
            StateQuery query = new StateQuery(cursor.state());
            AtomicInteger notified = new AtomicInteger();
            lean.resource().eAdapters().add(new EContentAdapter() {
                @Override
                public void notifyChanged(Notification notification) {
                    super.notifyChanged(notification);
                    if (!notification.isTouch()) {
                        notified.incrementAndGet();
                    }
                }
            });
            List<Long> positions = new ArrayList<>(StateMsgQueuesTest.positions(reader));
            // and back again: a jump backwards loads a checkpoint too
            for (int i = positions.size() - 1; i >= 0; i -= 3) {
                positions.add(positions.get(i));
            }
            int fullCompares = 0;
            int checkedHeld = 0;
            int checkedRuns = 0;
            for (long position : positions) {
                cursor.seekToEvent(position);
                boolean full = cursor.state().dirty().isEverything();
                Fabric before = lean.fabric() == null ? null : EcoreUtil.copy(lean.fabric());
                int notifiedBefore = notified.get();
                Object[] made = CompletableFuture.supplyAsync(() -> {
                    EmfSync.Prepared next = lean.prepare();
                    return new Object[] {next, new StateMsgQueues(query, next).warm()};
                }).get();
                EmfSync.Prepared next = (EmfSync.Prepared) made[0];
                StateMsgQueues warmed = (StateMsgQueues) made[1];
                String at = "at #" + position + ": ";
                assertEquals(notifiedBefore, notified.get(), at + "preparing notified the model's adapters");
                if (before != null) {
                    assertTrue(EcoreUtil.equals(before, lean.fabric()), at + "preparing changed the model");
                }
                FrameChanges changes = lean.apply(next);
                assertEquals(full, changes.isFullResync(), at);
                fullCompares += full ? 1 : 0;
                assertTrue(EcoreUtil.equals(new EmfSync(cursor.state().copy(), EmfSync.MESSAGES_AND_RXS).fabric(),
                        lean.fabric()), at + "the applied model is the state's");
                for (int id = 0; id < cursor.state().highWater(); id++) {
                    assertSame(next.objectOf(id), lean.objectOf(id), at + "object " + id);
                }
                assertTrue(lean.sync().isEmpty(), at + "nothing left to sync after the apply");
                StateMsgQueues counted = new StateMsgQueues(query, lean);
                for (Node node : lean.fabric().getNodes()) {
                    assertEquals(counted.pinnedConns(node), warmed.pinnedConns(node), at + node.getHostname());
                    for (KibPeer peer : node.getKibPeers()) {
                        for (KibConn conn : peer.getConns()) {
                            assertEquals(counted.held(conn), warmed.held(conn), at + "held rxs of " + conn.getAddress());
                            checkedHeld += counted.held(conn).rxs() > 0 ? 1 : 0;
                        }
                    }
                    for (Peer peer : node.getPeers()) {
                        for (PeerNi peerNi : peer.getPeerNis()) {
                            List<MsgQueues.ConnRun> runs = counted.routerQueueByConn(peerNi);
                            assertEquals(runs, warmed.routerQueueByConn(peerNi), at + "runs of " + peerNi.getNid());
                            checkedRuns += runs.size();
                        }
                    }
                }
            }
            assertTrue(fullCompares > 3 && checkedHeld > 0 && checkedRuns > 0,
                    fullCompares + " full compares, " + checkedHeld + " conns holding rxs, " + checkedRuns + " runs");
        }
    }

    /** A frame prepared before another sync is refused, never applied over a model it was not worked out from. */
    @Test
    void aStalePreparedFrameIsRefused() throws Exception {
        try (TraceReader reader = TraceReader.open(StateMsgQueuesTest.smallTrace())) {
            ReplayCursor cursor = new ReplayCursor(reader);
            EmfSync sync = new EmfSync(cursor.state(), EmfSync.MESSAGES_AND_RXS);
            cursor.seekToEvent(reader.eventCount());
            EmfSync.Prepared stale = sync.prepare();
            assertTrue(sync.isCurrent(stale));
            assertTrue(stale.edits() > 0, "the jump to the OOM changes values and lists");
            FrameChanges synced = sync.sync();
            assertNotNull(synced);
            assertFalse(sync.isCurrent(stale));
            IllegalStateException refused = assertThrows(IllegalStateException.class, () -> sync.apply(stale));
            assertTrue(refused.getMessage().contains("synced since"), refused.getMessage());
            EObject any = sync.objectOf(0);
            assertNotNull(any);
        }
    }
}
