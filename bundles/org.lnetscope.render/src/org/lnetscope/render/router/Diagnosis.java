package org.lnetscope.render.router;

import org.lnetscope.model.Node;
import org.lnetscope.replay.analysis.CreditCoupling;
import org.lnetscope.replay.analysis.CreditCoupling.Stalled;

/**
 * One sentence that says what is wrong inside a router, from the credit-coupling analysis and
 * the pinned conns: what an LNet expert would tell a colleague looking over their shoulder.
 */
public final class Diagnosis {

    private Diagnosis() {
    }

    /** The diagnosis of {@code router}, or "" when no peer is stalled and nothing is pinned. */
    public static String of(Node router) {
        Stalled worst = worstStalled(router);
        int pinned = router.pinnedConns().size();
        StringBuilder text = new StringBuilder();
        if (worst != null) {
            long blocked = worst.blockedSenders();
            text.append(worst.peerNi().getNid()).append(" is not draining (lpni_txcredits ")
                    .append(worst.txCredits()).append(", ").append(worst.queued()).append(" queued from ")
                    .append(worst.senders().size()).append(worst.senders().size() == 1 ? " sender)." : " senders).");
            if (blocked > 0) {
                text.append(' ').append(blocked).append(blocked == 1 ? " sender is" : " senders are")
                        .append(" out of router credits because of it: their new messages park on their rtrq,"
                                + " each still holding its kib_rx");
                text.append(pinned > 0 ? ", which pins " + pinned + " DISCONNECTED conn" + (pinned == 1 ? "" : "s")
                        + " (" + RouterPicture.mib(router.pinnedBytes()) + ")." : ".");
            }
        } else if (pinned > 0) {
            text.append(pinned).append(" DISCONNECTED conns are still referenced (")
                    .append(RouterPicture.mib(router.pinnedBytes())).append(" pinned).");
        }
        return text.toString();
    }

    private static Stalled worstStalled(Node router) {
        // Only this router's peers: the picture is rebuilt every replay frame.
        return CreditCoupling.find(router).stream().filter(s -> s.txCredits() < 0).findFirst().orElse(null);
    }
}
