package org.lnetscope.report;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.lnetscope.analysis.WhyAlive;
import org.lnetscope.cli.Command;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.cli.UsageException;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.session.Session;
import org.lnetscope.session.Sessions;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.trace.TimeFormat;

/**
 * {@code lnetscope why-alive FILE --peer NID [--at T] [--version V]}: whether a router forwards to a
 * peer NI or drops for it, as the chosen release decides it, predicate by predicate (WhyAlive).
 */
public final class WhyAliveCommand implements Command {

    @Override
    public String name() {
        return "why-alive";
    }

    @Override
    public String summary() {
        return "why a router considers a peer NI alive or dead, predicate by predicate, as each Lustre release decides";
    }

    @Override
    public String usage() {
        return """
                Usage: lnetscope why-alive FILE --peer NID [--at T] [--version 2.12|2.15|2.16|master]
                  FILE: a .lnettrace (its state at T, default its end), a .lnetmodel(b) or a crash extract.
                  For the peer NI NID on each router, prints the aliveness decision the release makes before
                  forwarding a message to it (2.12: lnet_peer_alive_locked; 2.15: the peer_timeout deadline,
                  then lnet_is_peer_ni_alive; 2.16 and master: lnet_check_message_drop), each predicate with
                  its value and function, and the one that decides. A value the file does not hold is
                  "unknown", and the command says what to read to decide.
                  --version  the release to decide as (default: 2.12 for a 2.12 layout, the layout a simulated
                             trace ran (lustre: 2.15, 2.16 or master), else every release from 2.15 on, since
                             a 2.13+ struct layout does not say which it is).
                  T: 312.5s, 312.5 (seconds), 1500ms, 20us, 7ns.""";
    }

    @Override
    public int run(List<String> args, Console console) throws Exception {
        Options o = Options.parse(args, Set.of("--peer", "--at", "--version"));
        if (o.positional.size() != 1) {
            throw new UsageException("needs one FILE");
        }
        if (o.get("--peer") == null) {
            throw new UsageException("needs --peer NID");
        }
        Nid nid;
        try {
            nid = Nid.parse(o.get("--peer"));
        } catch (IllegalArgumentException e) {
            throw new UsageException("--peer: not a NID: " + o.get("--peer"));
        }
        WhyAlive.Release release = null;
        if (o.get("--version") != null) {
            release = WhyAlive.Release.parse(o.get("--version"));
            if (release == null) {
                throw new UsageException("--version: 2.12, 2.15, 2.16 or master, not " + o.get("--version"));
            }
        }
        Path file = Path.of(o.positional.get(0));
        if (!Files.isRegularFile(file)) {
            console.err().println("lnetscope why-alive: " + file + ": no such file");
            return ExitStatus.FAILURE;
        }
        try (Session session = Sessions.open(file)) {
            if (session instanceof ReplaySession replay) {
                long start = replay.reader().startTimeNs();
                long at = o.get("--at") == null ? replay.reader().endTimeNs() : parseAt(o.get("--at"), start);
                replay.seek(at);
                console.out().println("State at " + TimeFormat.show(at) + " of " + file);
            } else if (o.get("--at") != null) {
                throw new UsageException("--at needs a trace; " + file.getFileName() + " is one instant");
            }
            Fabric fabric = session.fabric();
            List<WhyAlive.Release> releases = release != null ? List.of(release) : WhyAlive.candidates(fabric);
            String logged = WhyAlive.buildVersion(fabric);
            if (release == null && logged != null && releases.size() == 1) {
                console.out().println("Deciding as " + releases.get(0).label + ": the dump's kernel log says \"" + WhyAlive.BUILD_VERSION
                        + logged + "\" (--version picks another).");
            }
            if (releases.size() > 1) {
                console.out().println("The file's layout is 2.13 or later; it does not say which release: each is shown"
                        + " (--version picks one).");
            }
            int found = 0;
            for (Node node : fabric.getNodes()) {
                for (Peer peer : node.getPeers()) {
                    for (PeerNi ni : peer.getPeerNis()) {
                        if (!nid.equals(ni.getNid())) {
                            continue;
                        }
                        found++;
                        console.out().println("Peer NI " + nid + " on " + node.getHostname() + " (lpni_txcredits "
                                + ni.getTxCredits() + "):");
                        for (WhyAlive.Release r : releases) {
                            WhyAlive.Decision d = WhyAlive.decide(node, ni, r);
                            console.out().println("  " + d.verdict());
                            d.predicates().forEach(p -> console.out().println("    " + p.line()));
                        }
                    }
                }
            }
            if (found == 0) {
                console.err().println("lnetscope why-alive: " + file + ": no peer NI " + nid + " on any node");
                return ExitStatus.FAILURE;
            }
            return ExitStatus.OK;
        }
    }

    private static long parseAt(String text, long start) throws UsageException {
        try {
            return TimeFormat.parseIn(text, start);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }
}
