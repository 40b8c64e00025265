package org.lnetscope.sim.cli;

import java.io.PrintStream;
import java.util.Locale;

import org.lnetscope.sim.RunSummary;
import org.lnetscope.sim.engine.Time;
import org.lnetscope.sim.scenario.Quantities;

/** The end-of-run summary: how it stopped, time to OOM, and each router's incident figures. */
final class SummaryText {

    private SummaryText() {
    }

    static void print(RunSummary s, PrintStream out) {
        out.printf(Locale.ROOT, "stopped at t=%s: %s%n", Time.format(s.endNs()), s.stopReason());
        out.printf(Locale.ROOT, "%,d events in %.2f s (%,.0f events/s)%n", s.events(), s.wallNanos() / 1e9,
                s.eventsPerSecond());
        if (s.oomAtNs() >= 0) {
            out.printf(Locale.ROOT, "time to OOM: %s (%s)%n", Time.format(s.oomAtNs()), s.oomNode());
        } else {
            out.println("time to OOM: no node ran out of memory");
        }
        out.printf(Locale.ROOT, "workload: %,d issued, %,d delivered, %,d lost, %,d resent, %,d throttled%n",
                s.issued(), s.delivered(), s.lost(), s.resent(), s.throttled());
        for (RunSummary.RouterFigures r : s.routers()) {
            out.printf(Locale.ROOT, "%s: %s of %s used (peak %s); %,d pinned conns (peak %,d, %s); %,d conns; "
                    + "%,d lnet_msgs%n", r.hostname(), Quantities.formatBytes(r.usedBytes()),
                    Quantities.formatBytes(r.ramBytes()), Quantities.formatBytes(r.peakUsedBytes()), r.pinnedConns(),
                    r.peakPinnedConns(), Quantities.formatBytes(r.pinnedBytes()), r.liveConns(), r.msgsAlloc());
            out.printf(Locale.ROOT, "  lowest lpni_txcredits: %s %d (min %d), %d senders with ~peer_buffer_credits "
                    + "msgs in its txq; lowest lpni_rtrcredits: %s %d (%,d pinned conns); %d senders blocked%n",
                    r.worstTxPeer(), r.worstTxCredits(), r.worstTxMin(), r.txqSendersAtPeerCredits(), r.worstRtrPeer(),
                    r.worstRtrCredits(), r.worstRtrPinnedConns(), r.sendersBlocked());
        }
    }
}
