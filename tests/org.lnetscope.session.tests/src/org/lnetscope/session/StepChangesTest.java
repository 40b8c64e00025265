package org.lnetscope.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.Message;
import org.lnetscope.model.PeerNi;
import org.lnetscope.session.replay.GuidedTour;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.session.replay.StepChanges;

/** What one step changed, before and after, in LNet's words: the Explain view's "Changed:" and the outlines. */
class StepChangesTest {

    @Test
    void queueingOnTheTxqSaysTxcreditsAndTxqBeforeAndAfter() throws Exception {
        try (ReplaySession session = ReplaySession.open(Examples.SMALL_TRACE)) {
            GuidedTour.goTo(session, 0); // lnet_post_send_locked queues a forwarded message on a compute's txq
            long position = session.cursor().position();
            StepChanges step = session.stepChanges();
            List<String> lines = step.changes().stream().map(StepChanges.Change::text).toList();
            // The compute is a node of the simulated fabric: the peer NI is named by NID and hostname.
            String credits = lines.stream().filter(l -> l.contains(" txcredits ")).findFirst().orElseThrow();
            assertTrue(credits.matches("peer NI 10\\.1\\.1\\.\\d+@o2ib1 \\(compute\\d+\\) txcredits (-?\\d+) → (-?\\d+)"),
                    credits);
            String[] values = credits.substring(credits.indexOf("txcredits ") + 10).split(" → ");
            assertEquals(Integer.parseInt(values[0]) - 1, Integer.parseInt(values[1]), "one credit taken");
            String txq = lines.stream().filter(l -> l.contains(" txq ") && l.contains("(+lnet_msg")).findFirst()
                    .orElseThrow();
            assertTrue(txq.matches("peer NI .* txq (\\d+) → (\\d+) \\(\\+lnet_msg 0x[0-9a-f]+ PUT .*\\)"), txq);
            assertTrue(lines.indexOf(credits) < lines.indexOf(lines.stream().filter(l -> l.startsWith("lnet_msg"))
                    .findFirst().orElseThrow()), "peer NI lines before the message's own flags: " + lines);
            // The outlined objects: the peer NI and the message it queued.
            assertTrue(step.objects().stream().anyMatch(o -> o instanceof PeerNi p && p.getTxq().contains(
                    step.objects().stream().filter(Message.class::isInstance).findFirst().orElseThrow())));
            assertEquals(position, session.cursor().position(), "reading the values before leaves the cursor where it was");
            assertEquals(step, session.stepChanges(), "computed once per position");
        }
    }

    @Test
    void theFirstPinnedConnSaysItsStateAndRefcount() throws Exception {
        try (ReplaySession session = ReplaySession.open(Examples.SMALL_TRACE)) {
            GuidedTour.goTo(session, 3); // kiblnd_finalise_conn leaves the conn DISCONNECTED, rx still held
            String text = session.stepChanges().text();
            assertTrue(text.matches("(?s)kib_conn 0x[0-9a-f]+ DISCONNECTED to 10\\.0\\.2\\.\\d+@o2ib \\(oss\\d+\\):\n"
                    + "    ibc_state CLOSING → DISCONNECTED\n.*"), "the conn once, its fields under it: " + text);
            assertTrue(text.matches("(?s).*ibc_refcount \\d+ → \\d+.*"), text);
            assertTrue(session.stepChanges().objects().stream().anyMatch(KibConn.class::isInstance), text);
            session.step(-1);
            session.step(1);
            assertEquals(text, session.stepChanges().text(), "the same after stepping back and forth");
        }
    }
}
