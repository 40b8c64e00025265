package org.lnetscope.sim.trace;

import org.lnetscope.sim.lnet.LnetMsg;
import org.lnetscope.trace.state.IntList;

/**
 * Where each message is in its node's trace list (Node.messages, msc_active order: the trace
 * appends a message when it first holds it). A DELETE names the index it removes, and finding it
 * by searching a list that holds two million parked messages was the largest single cost of
 * recording the seed's late hours (7.5 % of the recording thread at 3 h, JFR,
 * docs/benchmarks.md). Each message gets a sequence number when appended
 * ({@link LnetMsg#told}); a Fenwick tree over sequence numbers counts the live ones before
 * it, which is its index, in O(log n). Numbers are handed out in append order and never reused
 * until the tree is renumbered from its own live messages when it runs out of room (the trace
 * writer's list is not read: it is on another thread, {@link OpSink}).
 */
final class MessageOrder {

    /** Fenwick tree, 1-based: tree[i] counts live messages in a range of sequence numbers ending at i - 1. */
    private int[] tree;
    /** The message holding each sequence number, null once removed. */
    private LnetMsg[] bySeq;
    private int next;
    private int live;

    MessageOrder(LnetMsg[] initial) {
        renumber(initial);
    }

    /** Index of {@code msg} in the list (it must be live). */
    int indexOf(LnetMsg msg) {
        int count = 0;
        for (int i = ObjectSync.told(msg).seq; i > 0; i -= i & -i) {
            count += tree[i];
        }
        return count;
    }

    /** {@code msg} was appended to the list. */
    void appended(LnetMsg msg) {
        if (next == tree.length - 1) {
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
        int seq = next++;
        ObjectSync.told(msg).seq = seq;
        add(seq, 1);
        live++;
    }

    void removed(LnetMsg msg) {
        int seq = ObjectSync.told(msg).seq;
        bySeq[seq] = null;
        add(seq, -1);
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

    private void add(int seq, int delta) {
        for (int i = seq + 1; i < tree.length; i += i & -i) {
            tree[i] += delta;
        }
    }

    /** Numbers the listed messages (the whole list, in order) 0..n-1 and leaves room for as many again. */
    private void renumber(LnetMsg[] listed) {
        int n = listed.length;
        tree = new int[Math.max(1024, 2 * n) + 1];
        bySeq = new LnetMsg[tree.length];
        for (int i = 0; i < n; i++) {
            bySeq[i] = listed[i];
            ObjectSync.told(listed[i]).seq = i;
            tree[i + 1] = 1;
        }
        // O(n) build: each node passes its count to its parent
        for (int i = 1; i < tree.length; i++) {
            int parent = i + (i & -i);
            if (parent < tree.length) {
                tree[parent] += tree[i];
            }
        }
        next = n;
        live = n;
    }
}
