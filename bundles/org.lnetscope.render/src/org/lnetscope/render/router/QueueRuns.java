package org.lnetscope.render.router;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

import org.lnetscope.analysis.Labels;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.Message;
import org.lnetscope.model.nid.Nid;

/** Splits a queue (lpni_txq, lpni_rtrq, rbp_msgs...) into {@link QueueRun}s. */
public final class QueueRuns {

    private QueueRuns() {
    }

    /**
     * Messages grouped by originating NID (msg_hdr.src_nid), in order of first appearance: who is
     * waiting in a txq. Senders interleave in a txq, so consecutive runs would be one message long;
     * the totals per sender are what matter ("69 NIDs x 42 messages" in the seed incident).
     * {@link QueueRun#start()} is then the group's offset in the grouped bar, not a queue index.
     */
    public static List<QueueRun> bySource(List<Message> queue) {
        Map<Nid, List<Message>> groups = new LinkedHashMap<>();
        for (Message message : queue) {
            groups.computeIfAbsent(message.getSrcNid(), k -> new ArrayList<>()).add(message);
        }
        List<QueueRun> runs = new ArrayList<>(groups.size());
        int offset = 0;
        for (Map.Entry<Nid, List<Message>> group : groups.entrySet()) {
            Nid nid = group.getKey();
            runs.add(new QueueRun(nid, Labels.nid(group.getValue().get(0), nid), group.getValue().get(0), offset,
                    group.getValue().size(), group.getValue()));
            offset += group.getValue().size();
        }
        return runs;
    }

    /** Runs pinning the same kib_conn through their kib_rx (msg_private): the rtrq leak signature. */
    public static List<QueueRun> byHeldConn(List<Message> queue) {
        return runs(queue, Message::heldConn, key -> key == null ? "no rx" : Labels.hex(((KibConn) key).getAddress()));
    }

    static <K> List<QueueRun> runs(List<Message> queue, Function<Message, K> keyOf, Function<Object, String> labelOf) {
        List<QueueRun> runs = new ArrayList<>();
        int start = 0;
        while (start < queue.size()) {
            Message first = queue.get(start);
            K key = keyOf.apply(first);
            int end = start + 1;
            while (end < queue.size() && Objects.equals(key, keyOf.apply(queue.get(end)))) {
                end++;
            }
            runs.add(new QueueRun(key, labelOf.apply(key), first, start, end - start, queue.subList(start, end)));
            start = end;
        }
        return runs;
    }

}
