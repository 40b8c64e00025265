package org.lnetscope.analysis;

import java.util.List;

import org.lnetscope.analysis.CreditCoupling.Stalled;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibConnState;
import org.lnetscope.model.Node;
import org.lnetscope.model.PeerNi;

/**
 * One sentence that says what is wrong inside a router, from the credit-coupling analysis and
 * the pinned conns: what an LNet expert would tell a colleague looking over their shoulder.
 */
public final class Diagnosis {

    private Diagnosis() {
    }

    /** The diagnosis of {@code router}, or "" when no peer is stalled and nothing is pinned. */
    public static String of(Node router) {
        return of(router, MsgQueues.MODEL);
    }

    /** {@link #of(Node)} with the queues and held rxs read through {@code queues} (a replay's state). */
    public static String of(Node router, MsgQueues queues) {
        Stalled worst = worstStalled(router, queues);
        List<KibConn> pinnedConns = queues.pinnedConns(router);
        int pinned = pinnedConns.size();
        StringBuilder text = new StringBuilder();
        if (worst != null && worst.queued() == 0) {
            // counters without messages (an agent's view): say what the counters alone show
            text.append(worst.what()).append(" is not draining (").append(worst.counter()).append(' ')
                    .append(worst.txCredits()).append(": ").append(-worst.txCredits()).append(" messages wait on its ")
                    .append(worst.peerNi() != null ? "txq)." : "queue).");
            starved(router, queues, text);
            text.append(" Counters only: the messages and conns behind them are not in this data.");
        } else if (worst != null) {
            long blocked = worst.blockedSenders();
            int senders = worst.namedSenders();
            text.append(worst.what()).append(" is not draining (").append(worst.counter()).append(' ')
                    .append(worst.txCredits()).append(", ").append(worst.queuedText()).append(" from ")
                    .append(senders).append(senders == 1 ? " sender" : " senders");
            if (worst.inferred() > 0) {
                // as confident as the evidence: these senders were not read, only derived
                text.append(worst.inferred() == worst.queued() ? ", all " : ", " + worst.inferred() + " of them ")
                        .append(Links.FROM_SRC_NID).append(": msg_rxpeer was not read");
            }
            if (!worst.unprinted().isEmpty()) {
                text.append("; ").append(worst.unprinted().size()).append(worst.unprinted().size() == 1 ? " sender" : " senders")
                        .append(" named only by src_nid, their peer NIs not in the data (router credits unknown)");
            }
            if (worst.unattributed() > 0 && senders > 0) {
                text.append("; ").append(worst.unattributed()).append(" with no known sender");
            }
            text.append(").");
            if (blocked > 0) {
                text.append(' ').append(blocked).append(blocked == 1 ? " sender is" : " senders are")
                        .append(worst.inferred() > 0 ? " out of router credits, most likely because of it"
                                : " out of router credits because of it")
                        .append(": their new messages park on their rtrq, each still holding its kib_rx");
                text.append(pinned > 0 ? ", which pins " + pinned + " " + closedConns(pinnedConns, pinned)
                        + " (" + Labels.mib(queues.pinnedBytes(router)) + ")." : ".");
            }
        } else if (pinned > 0) {
            text.append(pinned).append(' ').append(closedConns(pinnedConns, pinned)).append(" are still held by rxs LNet owns (")
                    .append(Labels.mib(queues.pinnedBytes(router))).append(" pinned).");
        } else {
            starved(router, queues, text);
        }
        return text.toString().strip();
    }

    /** "DISCONNECTED conns", or "closed conns" when some pinned ones are still CLOSING. */
    private static String closedConns(List<KibConn> pinnedConns, int count) {
        boolean allDisconnected = pinnedConns.stream()
                .allMatch(c -> c.getState() == KibConnState.DISCONNECTED);
        return (allDisconnected ? "DISCONNECTED conn" : "closed conn") + (count == 1 ? "" : "s");
    }

    /** Peers out of router credits, from the counters: each negative credit is a message parked on the rtrq. */
    private static void starved(Node router, MsgQueues queues, StringBuilder text) {
        List<PeerNi> out = CreditCoupling.starved(router, queues).stream().filter(ni -> ni.getRtrCredits() < 0).toList();
        int count = out.size();
        if (count > 0) {
            PeerNi worst = out.get(0);
            int lowest = worst.getRtrCredits();
            text.append(' ').append(count == 1 ? "1 peer is" : count + " peers are").append(" out of router credits (")
                    .append(worst.getNid()).append(": lpni_rtrcredits ").append(lowest).append("): their messages park on the rtrq,"
                            + " each still holding its kib_rx.");
        }
    }

    private static Stalled worstStalled(Node router, MsgQueues queues) {
        // Only this router's peers: the picture is rebuilt every replay frame.
        return CreditCoupling.find(router, queues).stream().filter(s -> s.txCredits() < 0).findFirst().orElse(null);
    }
}
