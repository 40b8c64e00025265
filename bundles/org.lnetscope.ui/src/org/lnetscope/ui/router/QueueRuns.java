package org.lnetscope.ui.router;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

import org.lnetscope.model.KibConn;
import org.lnetscope.model.Message;


/** Splits a queue (lpni_txq, lpni_rtrq, rbp_msgs...) into {@link QueueRun}s. */
public final class QueueRuns {

    private QueueRuns() {
    }

    /** Runs of the same originating NID (msg_hdr.src_nid): who is waiting in a txq. */
    public static List<QueueRun> bySource(List<Message> queue) {
        return runs(queue, Message::getSrcNid, key -> key == null ? "?" : key.toString());
    }

    /** Runs pinning the same kib_conn through their kib_rx (msg_private): the rtrq leak signature. */
    public static List<QueueRun> byHeldConn(List<Message> queue) {
        return runs(queue, Message::heldConn, key -> key == null ? "no rx" : Addresses.hex(((KibConn) key).getAddress()));
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
            runs.add(new QueueRun(key, labelOf.apply(key), first, start, end - start));
            start = end;
        }
        return runs;
    }

}
