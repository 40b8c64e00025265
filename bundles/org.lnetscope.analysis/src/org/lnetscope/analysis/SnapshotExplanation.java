package org.lnetscope.analysis;

import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.model.PeerNi;

/**
 * What the Explain view says about a snapshot (a crash extract, a {@code .lnetmodel}, an import): one
 * instant has no event to explain, but its state answers the incident's question, why the router keeps
 * queueing to a peer that stopped draining, as far as the state (and a crash extract's kernel log)
 * decides it: the router's diagnosis, then for one peer NI (the one selected, else the worst stalled)
 * every condition's verdict with what decides it ({@link WhyQueued}), and whether each release would
 * forward to it or drop for it ({@link WhyAlive}). The vmcore report says the same at more length.
 */
public final class SnapshotExplanation {

    private SnapshotExplanation() {
    }

    /**
     * The text for {@code router}, about {@code selected} when it is one of the router's peer NIs, else
     * about the peer NI whose txq stalls the most; {@code log} is the dump's kernel log or
     * {@link ConsoleLog#NONE}.
     */
    public static String of(Node router, PeerNi selected, ConsoleLog log) {
        return of(router, selected, log, false);
    }

    /** {@link #of(Node, PeerNi, ConsoleLog)}; {@code live}: agents' counters now, not a dump's instant. */
    public static String of(Node router, PeerNi selected, ConsoleLog log, boolean live) {
        StringBuilder text = new StringBuilder();
        text.append(live ? "What the agents' counters of " + router.getHostname() + " say now."
                : "One instant, no events to step through: what the state of " + router.getHostname() + " says.").append("\n\n");
        String diagnosis = Diagnosis.of(router);
        text.append(diagnosis.isEmpty() ? "No peer NI of " + router.getHostname() + " is stalled and no kib_conn is pinned."
                : diagnosis);
        PeerNi peer = selected != null && WhyAlive.routerOf(selected) == router ? selected : worstPeerNi(router);
        if (peer != null) {
            if (peer.getTxCredits() < 0) {
                WhyQueued.Result result = WhyQueued.assess(router, peer, log);
                text.append("\n\nWhy LNet keeps queueing to ").append(peer.getNid()).append(": ").append(result.summary());
                for (String line : result.lines()) {
                    text.append("\n  ").append(line);
                }
                text.append(log.read() ? "\n(the kernel log of the extract is read for the lines that tell them apart)"
                        : "\n(no kernel log in this file: what only its lines tell apart stays undecided)");
            }
            text.append(whyAlive(peer));
        }
        text.append("\n\nSelect a peer NI (Router Internals, Model) for its own verdicts.").append(live ? ""
                : " File > Explain Dump by Simulation... simulates which conditions end in this state.");
        return text.toString();
    }

    /**
     * For a router's peer NI: whether the router still forwards to it or drops for it, as each release
     * the file may be decides it ({@link WhyAlive}; {@code lnetscope why-alive} prints every predicate); ""
     * for a peer NI of no router.
     */
    public static String whyAlive(PeerNi ni) {
        Node router = WhyAlive.routerOf(ni);
        if (router == null) {
            return "";
        }
        StringBuilder text = new StringBuilder("\n\nWhy " + ni.getNid() + " is alive or dead:");
        for (WhyAlive.Release release : WhyAlive.candidates(router.eContainer() instanceof Fabric f ? f : null)) {
            text.append("\n  ").append(WhyAlive.decide(router, ni, release).verdict());
        }
        return text.toString();
    }

    /**
     * The peer NI every sender waits for ({@link CreditCoupling#worst}, as the vmcore report); with counters
     * only (an agent, a paste: no queued message), the lowest lpni_txcredits below zero; else null.
     */
    private static PeerNi worstPeerNi(Node router) {
        CreditCoupling.Stalled worst = CreditCoupling.worst(router);
        if (worst != null) {
            return worst.peerNi();
        }
        return CreditCoupling.find(router).stream().filter(s -> s.peerNi() != null && s.txCredits() < 0)
                .min(java.util.Comparator.comparingInt(CreditCoupling.Stalled::txCredits)).map(CreditCoupling.Stalled::peerNi)
                .orElse(null);
    }
}
