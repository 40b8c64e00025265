package org.lnetscope.vmcore.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import org.eclipse.emf.common.util.Diagnostic;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.lnetscope.analysis.Chains;
import org.lnetscope.analysis.CreditCoupling;
import org.lnetscope.analysis.Diagnosis;
import org.lnetscope.analysis.Links;
import org.lnetscope.analysis.PinnedConnections;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.Message;
import org.lnetscope.model.Node;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.validation.LnetValidation;
import org.lnetscope.vmcore.GeneratedExtractTest;
import org.lnetscope.vmcore.RouterExtractGenerator.Config;
import org.lnetscope.vmcore.RouterExtractGenerator.Truth;
import org.lnetscope.vmcore.crash.CrashLogParser;
import org.lnetscope.vmcore.crash.StructIndex;
import org.lnetscope.vmcore.plan.ExtractPlanner;

/**
 * Hand-made sessions print a few fields of a few objects. The generated incident (2.12 and master
 * layouts) with fields left out one at a time, as an engineer's own session would: no
 * msg_rxpeer; no msg_private; kib_rx printed but no kib_conn; conns known only through rx_conn
 * (their kib_peer_ni never printed). Each is checked against what the full extract gives: the
 * credit coupling and the ownership chains stay the same where the kernel's relations allow,
 * say "inferred" where they were derived, and the plan names the commands that would read them.
 */
class PartialExtractTest {

    @TempDir
    Path dir;

    /** What the analyses say of one extract, in comparable form. */
    private record Answers(Node router, CreditCoupling.Stalled worst, List<String> senders, List<String> chains,
            List<Long> pinned, List<Long> unconfirmed, String diagnosis) {
    }

    private Truth truth;

    private String generate(boolean master) throws IOException {
        Path file = dir.resolve(master ? "full-master.log" : "full-2.12.log");
        truth = GeneratedExtractTest.generate(Config.small().withMaster(master), file, false);
        return Files.readString(file);
    }

    private Answers answers(String log, String name) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, log);
        VmcoreExtract extract = VmcoreExtract.read(file);
        Node router = extract.fabric().getNodes().get(0);
        CreditCoupling.Stalled worst = CreditCoupling.worst(router);
        List<String> senders = worst.senders().stream()
                .map(s -> s.peerNi().getNid() + " x" + s.queuedBehind() + (s.blocked() ? " blocked" : "")).toList();
        Links links = new Links(router, extract.evidence());
        PeerNi server = ExtractMapperTest.peerNi(router, truth.serverNi());
        List<String> chains = new ArrayList<>();
        for (Message m : server.routerQueue()) {
            chains.add(Chains.of(m, true, links, extract.evidence()));
        }
        List<Long> pinned = PinnedConnections.find(extract.fabric()).stream().map(p -> p.conn().getAddress()).sorted().toList();
        List<Long> unconfirmed = PinnedConnections.unconfirmed(extract.fabric(), extract.evidence()).stream()
                .map(u -> u.conn().getAddress()).sorted().toList();
        return new Answers(router, worst, senders, chains, pinned, unconfirmed, Diagnosis.of(router));
    }

    private static String withoutLines(String log, String member) {
        String out = Pattern.compile("^ *" + Pattern.quote(member) + " = [^\n]*\n", Pattern.MULTILINE).matcher(log)
                .replaceAll("");
        assertFalse(out.equals(log), member + " was in the extract");
        return out;
    }

    /** Drops every {@code crash> struct TYPE ...} command and its output. */
    private static String withoutStructs(String log, String type) {
        String out = Pattern.compile("^crash> struct " + Pattern.quote(type) + " [^\n]*\n(?:(?!crash> )[^\n]*\n)*",
                Pattern.MULTILINE).matcher(log).replaceAll("");
        assertFalse(out.equals(log), type + " dumps were in the extract");
        return out;
    }

    private List<String> plan(String log) {
        StructIndex index = new StructIndex();
        new CrashLogParser(index).parse("partial.log", new ByteArrayInputStream(log.getBytes(StandardCharsets.US_ASCII)));
        ExtractPlanner planner = new ExtractPlanner(index);
        List<String> out = new ArrayList<>();
        for (String command : planner.nextPass()) {
            String reason = planner.reason(command);
            if (reason != null) {
                out.add(command + "  # " + reason);
            }
        }
        return out;
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void withoutMsgRxpeerTheSendersAreInferredFromSrcNidAndTheCouplingIsTheSame(boolean master) throws IOException {
        String log = generate(master);
        Answers full = answers(log, "full.log");
        Answers partial = answers(withoutLines(log, "msg_rxpeer"), "no-rxpeer.log");

        assertEquals(full.senders(), partial.senders(), "same senders, same counts, same blocked ones");
        assertEquals(full.worst().queued(), partial.worst().queued());
        assertEquals(0, full.worst().inferred());
        assertEquals(partial.worst().queued(), partial.worst().inferred(), "every sender inferred, none read");
        assertTrue(full.senders().size() > 1 && full.worst().blockedSenders() > 0, full.senders().toString());
        assertEquals(full.chains(), partial.chains(), "msg_private, rx_conn and ibc_peer were read: same chains");
        assertEquals(full.pinned(), partial.pinned());
        assertEquals(List.of(), full.unconfirmed(), "the full extract leaves no conn in doubt");
        assertFalse(full.diagnosis().contains("inferred"), full.diagnosis());
        assertTrue(partial.diagnosis().contains("all inferred from src_nid: msg_rxpeer was not read"), partial.diagnosis());
        assertTrue(partial.diagnosis().contains("most likely because of it"), partial.diagnosis());

        List<String> plan = plan(withoutLines(log, "msg_rxpeer"));
        assertTrue(plan.stream().anyMatch(p -> p.startsWith("list -H ") && p.contains("-s " + ExtractPlanner.MSG_FIELDS)
                && p.contains("without msg_rxpeer (sender inferred from src_nid)")), plan.toString());
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void withoutMsgPrivateTheChainsStopAtTheMessageAndThePinnedConnsAreUnconfirmed(boolean master) throws IOException {
        String log = generate(master);
        Answers full = answers(log, "full.log");
        Answers partial = answers(withoutLines(log, "msg_private"), "no-private.log");

        assertEquals(full.senders(), partial.senders());
        assertEquals(0, partial.worst().inferred());
        // rx_nob > 0 on a DISCONNECTED conn is no proof LNet holds the rx: kiblnd_post_rx() on a conn
        // past ESTABLISHED drops it (kiblnd_drop_rx) and leaves rx_nob (o2iblnd_cb.c, v2_12_9 and master)
        assertEquals(List.of(), partial.pinned(), "without msg_private no conn is known to be held by a parked message");
        assertEquals(full.pinned(), partial.unconfirmed(), "but each conn with refs left is listed as unconfirmed");
        assertEquals(Config.small().pinnedConns(), full.pinned().size());
        for (int i = 0; i < full.chains().size(); i++) {
            String whole = full.chains().get(i);
            String cut = partial.chains().get(i);
            assertTrue(whole.contains(" -> kib_rx 0x") && whole.endsWith("bytes pinned"), whole);
            String head = whole.substring(0, whole.indexOf(" -> "));
            assertEquals(head + " -> kib_rx ? (msg_private not read) -> a kib_conn to 10.0.0.21@o2ib (msg_rxpeer)", cut);
        }
        List<String> plan = plan(withoutLines(log, "msg_private"));
        assertTrue(plan.stream().anyMatch(p -> p.contains("without msg_private (a parked one's kib_rx unknown)")),
                plan.toString());
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void kibRxPrintedButNotItsConnKeepsTheChainAndListsTheConnAsUnconfirmed(boolean master) throws IOException {
        String log = generate(master);
        Answers full = answers(log, "full.log");
        String cut = withoutStructs(log, "kib_conn");
        Answers partial = answers(cut, "no-conn.log");

        assertEquals(full.senders(), partial.senders());
        assertEquals(List.of(), partial.pinned(), "no conn state was read: none is known to be pinned");
        assertEquals(full.pinned(), partial.unconfirmed(), "but every conn the parked rxs hold is listed");
        for (int i = 0; i < full.chains().size(); i++) {
            String whole = full.chains().get(i);
            String upToConn = whole.substring(0, whole.indexOf(" to 10.0.0.21@o2ib"));
            assertEquals(upToConn + " to 10.0.0.21@o2ib (inferred from msg_rxpeer of a held message)"
                    + " (not printed: ibc_state and ibc_refcount unknown) -> pinned if CLOSING or DISCONNECTED",
                    partial.chains().get(i));
        }
        List<String> errors = LnetValidation.problems(LnetValidation.validate(partial.router())).stream()
                .filter(d -> d.getSeverity() == Diagnostic.ERROR).map(d -> d.getMessage()).toList();
        assertEquals(List.of(), errors, "an unprinted conn gets the refs its held rxs prove, no broken invariant");
        List<String> plan = plan(cut);
        for (long conn : full.pinned()) {
            assertTrue(plan.stream().anyMatch(p -> p.startsWith("struct kib_conn " + Long.toHexString(conn) + "  # rx_conn")),
                    Long.toHexString(conn) + " in " + plan);
        }
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void connsFoundOnlyThroughRxConnGetTheirPeerFromTheMessagesTheyHold(boolean master) throws IOException {
        String log = generate(master);
        Answers full = answers(log, "full.log");
        String cut = withoutStructs(log, "kib_peer_ni");
        Answers partial = answers(cut, "no-kib-peer.log");
        Answers neither = answers(withoutLines(cut, "msg_rxpeer"), "no-kib-peer-no-rxpeer.log");

        assertEquals(full.senders(), partial.senders());
        assertEquals(full.senders(), neither.senders());
        assertEquals(full.pinned(), partial.pinned(), "conn states were read: the same conns are pinned");
        assertEquals(full.pinned(), neither.pinned());
        for (int i = 0; i < full.chains().size(); i++) {
            String whole = full.chains().get(i);
            String read = " to 10.0.0.21@o2ib (";
            assertTrue(whole.contains(read + "DISCONNECTED"), whole);
            assertEquals(whole.replace(read, " to 10.0.0.21@o2ib (inferred from msg_rxpeer of a held message) ("),
                    partial.chains().get(i));
            assertEquals(whole.replace(read, " to 10.0.0.21@o2ib (inferred from src_nid) ("), neither.chains().get(i));
        }
        for (KibConn conn : partial.router().pinnedConns()) {
            assertEquals("10.0.0.21@o2ib", String.valueOf(conn.getPeer().getNid()), "the model has the inferred NID");
        }
        List<String> plan = plan(cut);
        assertTrue(plan.stream().anyMatch(p -> p.startsWith("struct kib_peer_ni ") && p.contains("# ibc_peer of kib_conn")),
                plan.toString());
    }
}
