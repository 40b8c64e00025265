package org.lnetscope.render.router;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

import org.lnetscope.analysis.Labels;
import org.lnetscope.analysis.MsgQueues;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.Message;
import org.lnetscope.model.PeerNi;
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
            runs.add(new QueueRun(nid, Labels.nid(group.getValue().get(0), nid), offset, group.getValue()));
            offset += group.getValue().size();
        }
        return runs;
    }

    /** Runs pinning the same kib_conn through their kib_rx (msg_private): the rtrq leak signature. */
    public static List<QueueRun> byHeldConn(List<Message> queue) {
        return runs(queue, Message::heldConn, QueueRuns::connLabel);
    }

    private static String connLabel(Object conn) {
        return conn == null ? "no rx" : Labels.hex(((KibConn) conn).getAddress());
    }

    /**
     * A peer NI's lpni_txq by sender, read through {@code queues}: {@link #bySource} over the model's own
     * list, else from the counts {@code queues} gives (runs then carry no message objects).
     */
    public static List<QueueRun> txq(MsgQueues queues, PeerNi peerNi) {
        if (queues == MsgQueues.MODEL) {
            return bySource(peerNi.getTxq());
        }
        // a src_nid's messages are one group unless some have msg_rxpeer and some not
        Map<Nid, MsgQueues.SenderGroup> groups = new LinkedHashMap<>(); // its first group
        Map<Nid, Integer> counts = new LinkedHashMap<>();
        Map<Nid, Integer> groupsOf = new LinkedHashMap<>();
        for (MsgQueues.SenderGroup group : queues.txqBySender(peerNi)) {
            groups.putIfAbsent(group.srcNid(), group);
            counts.merge(group.srcNid(), group.count(), Integer::sum);
            groupsOf.merge(group.srcNid(), 1, Integer::sum);
        }
        List<QueueRun> runs = new ArrayList<>(groups.size());
        int offset = 0;
        for (Map.Entry<Nid, MsgQueues.SenderGroup> entry : groups.entrySet()) {
            Nid nid = entry.getKey();
            MsgQueues.SenderGroup first = entry.getValue();
            int count = counts.get(nid);
            // named from the peer NI: the same fabric the message would name it from; the last message only
            // where one group holds them all (the groups do not say which of two ends later in the queue)
            runs.add(new QueueRun(nid, Labels.nid(peerNi, nid), first.first().message(), offset, count, List.of(),
                    first.first(), groupsOf.get(nid) == 1 ? first.last() : null));
            offset += count;
        }
        return runs;
    }

    /**
     * A peer NI's router queue in runs by held kib_conn, read through {@code queues}: {@link #byHeldConn}
     * over the model's own list, else from the runs {@code queues} gives.
     */
    public static List<QueueRun> routerQueue(MsgQueues queues, PeerNi peerNi) {
        if (queues == MsgQueues.MODEL) {
            return byHeldConn(peerNi.routerQueue());
        }
        List<QueueRun> runs = new ArrayList<>();
        for (MsgQueues.ConnRun run : queues.routerQueueByConn(peerNi)) {
            runs.add(new QueueRun(run.conn(), connLabel(run.conn()), run.first().message(), run.start(), run.count(),
                    List.of(), run.first(), run.last()));
        }
        return runs;
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
            runs.add(new QueueRun(key, labelOf.apply(key), start, queue.subList(start, end)));
            start = end;
        }
        return runs;
    }

}
