package org.lnetscope.sim.trace;

import java.util.Arrays;

import org.lnetscope.sim.lnet.LnetMsg;
import org.lnetscope.trace.state.IntList;

/**
 * A node's messages in its trace list (Node.messages, msc_active order: the trace appends a
 * message when it first holds it), for the checkpoints ({@link #listedIds}) and the index of an
 * append ({@link #size}). Each message gets a sequence number when appended
 * ({@link LnetMsg#told}); a removal clears its slot, and the slots are compacted when they run
 * out. The index a DELETE names is found on the op thread ({@link ListedMessageIndex}, a Fenwick
 * tree that was here: searching a list of two million parked messages for it was the largest
 * single cost of recording the seed's late hours, docs/benchmarks.md).
 */
final class MessageOrder {

    /** The message holding each sequence number, null once removed. */
    private LnetMsg[] bySeq;
    private int next;
    private int live;

    MessageOrder(LnetMsg[] initial) {
        renumber(initial);
    }

    /** {@code msg} was appended to the list. */
    void appended(LnetMsg msg) {
        if (next == bySeq.length) {
            LnetMsg[] listed = new LnetMsg[live];
            int n = 0;
            for (int i = 0; i < next; i++) {
                if (bySeq[i] != null) {
                    listed[n++] = bySeq[i];
                }
            }
            renumber(listed);
        }
        bySeq[next] = msg;
        ObjectSync.told(msg).seq = next++;
        live++;
    }

    void removed(LnetMsg msg) {
        bySeq[ObjectSync.told(msg).seq] = null;
        live--;
    }

    int size() {
        return live;
    }

    /** The listed messages' trace ids, in list order (a checkpoint's copy of the list). */
    IntList listedIds() {
        int[] out = new int[live];
        int n = 0;
        for (int i = 0; i < next; i++) {
            LnetMsg msg = bySeq[i];
            if (msg != null) {
                out[n++] = msg.traceId;
            }
        }
        return new IntList(out);
    }

    /** Numbers the listed messages (the whole list, in order) 0..n-1 and leaves room for as many again. */
    private void renumber(LnetMsg[] listed) {
        int n = listed.length;
        bySeq = Arrays.copyOf(listed, Math.max(1024, 2 * n));
        for (int i = 0; i < n; i++) {
            ObjectSync.told(listed[i]).seq = i;
        }
        next = n;
        live = n;
    }
}
