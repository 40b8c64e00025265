package org.lnetscope.render.router;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;
import org.lnetscope.analysis.MsgQueues;
import org.lnetscope.model.Message;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.render.fabric.FabricGraph;
import org.lnetscope.render.fabric.FabricGraphBuilder;
import org.lnetscope.replay.EmfSync;
import org.lnetscope.replay.ReplayCursor;
import org.lnetscope.replay.StateMsgQueues;
import org.lnetscope.replay.StateQuery;
import org.lnetscope.trace.TraceReader;

/**
 * Router Internals' picture drawn from the replay state (a model without lnet_msg and kib_rx, synced frame by
 * frame, and {@link StateMsgQueues}) against the picture drawn from the full EMF mirror, on the shipped small
 * incident trace at every checkpoint, between checkpoints and at the OOM: every shape's kind, place, size,
 * text, tone and hue, its subject (by trace id), every run's key, label, start, count and first and last
 * message, the ownership edges, each tooltip, the Fabric's memory tone, and the Fabric's boxes and links
 * (closed and opened).
 */
class RouterPictureFromStateTest {

    private static Path smallTrace() {
        for (Path d = Path.of(System.getProperty("user.dir")).toAbsolutePath(); d != null; d = d.getParent()) {
            Path candidate = d.resolve("examples/traces/router-oom-small.lnettrace");
            if (Files.isRegularFile(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException("examples/traces/router-oom-small.lnettrace not found");
    }

    @Test
    void thePictureFromTheStateIsThePictureFromTheFullModel() throws Exception {
        try (TraceReader reader = TraceReader.open(smallTrace())) {
            TreeSet<Long> positions = new TreeSet<>();
            for (int k = 0; k < reader.checkpointCount(); k++) {
                long at = reader.checkpointPosition(k);
                long next = k + 1 < reader.checkpointCount() ? reader.checkpointPosition(k + 1) : reader.eventCount();
                positions.add(Math.min(at + 17, reader.eventCount()));
                positions.add(at + (next - at) / 2);
            }
            positions.add(reader.eventCount());
            ReplayCursor cursor = new ReplayCursor(reader);
            EmfSync lean = new EmfSync(cursor.state(), EmfSync.MESSAGES_AND_RXS);
            int runs = 0;
            int conns = 0;
            int pictures = 0;
            for (long position : positions) {
                cursor.seekToEvent(position);
                EmfSync full = new EmfSync(cursor.state().copy());
                lean.sync();
                StateMsgQueues queues = new StateMsgQueues(new StateQuery(cursor.state()), lean);
                Map<EObject, Integer> fullIds = new IdentityHashMap<>();
                for (int id = 0; id < cursor.state().highWater(); id++) {
                    if (full.objectOf(id) != null) {
                        fullIds.put(full.objectOf(id), id);
                    }
                }
                // the Fabric's boxes and links (router memory tone, pinned conns, queued per link), closed and opened
                FabricGraph closed = FabricGraphBuilder.build(full.fabric(), Set.of());
                Set<String> open = closed.boxes().stream().map(FabricGraph.Box::key).collect(Collectors.toSet());
                for (Set<String> expanded : List.of(Set.<String>of(), open)) {
                    assertEquals(graph(FabricGraphBuilder.build(full.fabric(), expanded)),
                            graph(FabricGraphBuilder.build(lean.fabric(), expanded, queues)), "#" + position + " fabric");
                }
                for (int n = 0; n < full.fabric().getNodes().size(); n++) {
                    Node fullRouter = full.fabric().getNodes().get(n);
                    Node leanRouter = lean.fabric().getNodes().get(n);
                    assertEquals(RouterPicture.memoryTone(fullRouter), RouterPicture.memoryTone(leanRouter, queues));
                    if (fullRouter.getRole() != NodeRole.ROUTER) {
                        continue;
                    }
                    String at = "#" + position + " " + fullRouter.getHostname() + ": ";
                    RouterPicture a = RouterPicture.of(fullRouter, 1200);
                    RouterPicture b = RouterPicture.of(leanRouter, 1200, queues);
                    assertEquals(a.height(), b.height(), at + "height");
                    assertEquals(a.shapes().size(), b.shapes().size(), at + "shapes");
                    Function<Object, String> f = o -> name(o, fullIds::get);
                    Function<Object, String> l = o -> name(o, e -> queues.idOf(e));
                    for (int i = 0; i < a.shapes().size(); i++) {
                        Shape sa = a.shapes().get(i);
                        Shape sb = b.shapes().get(i);
                        assertEquals(describe(sa, f), describe(sb, l), at + "shape " + i);
                        assertEquals(Tooltips.of(sa), Tooltips.of(sb, b.queues()), at + "tooltip " + i);
                        if (sb.subject() instanceof QueueRun run) {
                            assertNull(run.first(), "no message object in a model without them");
                            assertTrue(run.messages().isEmpty());
                            runs++;
                        }
                        conns += sa.kind() == Shape.Kind.CONN ? 1 : 0;
                    }
                    assertEquals(edges(a), edges(b), at + "ownership");
                    pictures++;
                }
            }
            assertTrue(pictures > 10 && runs > 0 && conns > 0, pictures + " pictures, " + runs + " runs, " + conns + " conns");
        }
    }

    private static List<String> graph(FabricGraph graph) {
        List<String> lines = new ArrayList<>();
        for (FabricGraph.Box box : graph.boxes()) {
            lines.add(box.key() + " '" + box.title() + "' '" + box.detail() + "' " + box.role() + " " + box.tone() + " "
                    + box.members().stream().map(Node::getHostname).toList());
        }
        for (FabricGraph.Link link : graph.links()) {
            lines.add(link.router().key() + " -> " + link.peer().key() + " " + link.peerNis().size() + " peer NIs, worst "
                    + link.worstCredit() + ", queued " + link.queued() + " " + link.tone());
        }
        return lines;
    }

    private static List<String> edges(RouterPicture picture) {
        return picture.ownership().stream().map(e -> e[0] + "->" + e[1]).toList();
    }

    private static String describe(Shape shape, Function<Object, String> name) {
        String subject;
        if (shape.subject() instanceof QueueRun run) {
            subject = "run " + name.apply(run.key()) + " '" + run.label() + "' at " + run.start() + " x" + run.count() + " "
                    + name.apply(run.firstMsg()) + ".." + name.apply(run.lastMsg());
        } else {
            subject = name.apply(shape.subject());
        }
        return shape.kind() + " " + shape.x() + "," + shape.y() + " " + shape.width() + "x" + shape.height() + " "
                + shape.lines() + " " + shape.tone() + " " + shape.hue() + " " + subject;
    }

    /** An object by trace id: an EObject of its model, a message by its id or by its object's. */
    private static String name(Object object, Function<EObject, Integer> idOf) {
        if (object instanceof MsgQueues.Msg msg) {
            return "msg#" + (msg.message() != null ? idOf.apply(msg.message()) : msg.id());
        }
        if (object instanceof Message m) {
            return "msg#" + idOf.apply(m);
        }
        return object instanceof EObject e ? e.eClass().getName() + "#" + idOf.apply(e) : String.valueOf(object);
    }
}
