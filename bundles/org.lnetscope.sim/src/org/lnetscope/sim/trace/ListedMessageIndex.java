package org.lnetscope.sim.trace;

import java.util.Arrays;

import org.lnetscope.trace.state.IntList;

/**
 * Where each message is in its node's trace list (Node.messages, msc_active order), kept on the
 * op thread ({@link OpSink#apply}) by trace id: a DELETE of a message names its index, which this
 * finds in O(log n) with a Fenwick tree over append numbers, as {@link MessageOrder} did on the
 * simulation thread. The recording thread then only appends and unlinks (MessageOrder keeps the
 * list for the checkpoints), and the tree's updates, a cache miss per level in a tree of up to
 * 4 M entries, run beside the simulation (3-4 % of the recording thread on the full seed, JFR,
 * docs/benchmarks.md, helper r48).
 *
 * <p>Its numbers need not be the recording thread's: the index of a message is the number of live
 * messages appended before it, which any numbering in append order gives.
 */
final class ListedMessageIndex {

    /** One node's list. */
    private static final class Order {
        /** Fenwick tree, 1-based: tree[i] counts live messages in a range of append numbers ending at i - 1. */
        int[] tree;
        /** The id holding each append number, -1 once removed. */
        int[] idBySeq;
        int next;
        int live;
    }

    private Order[] byOwner = new Order[64];
    /** Per trace id of a listed message: its append number, and the node (owner id) whose list holds it; -1: none. */
    private int[] seqOf = new int[1 << 16];
    private int[] ownerOf = new int[1 << 16];

    ListedMessageIndex() {
        Arrays.fill(seqOf, -1);
    }

    /** {@code owner}'s list as the trace holds it when recording starts. */
    void start(int owner, IntList ids) {
        Order order = order(owner);
        int[] listed = ids.toArray();
        renumber(owner, order, listed);
    }

    /** Whether {@code id} is a message of some node's list. */
    boolean listed(int id) {
        return id < seqOf.length && seqOf[id] >= 0;
    }

    /** {@code id} was appended to {@code owner}'s list; returns the index it took (the list's size before). */
    int appended(int owner, int id) {
        Order order = order(owner);
        if (order.next == order.tree.length - 1) {
            int[] listed = new int[order.live];
            int n = 0;
            for (int i = 0; i < order.next; i++) {
                if (order.idBySeq[i] >= 0) {
                    listed[n++] = order.idBySeq[i];
                }
            }
            renumber(owner, order, listed);
        }
        int seq = order.next++;
        order.idBySeq[seq] = id;
        place(id, seq, owner);
        add(order, seq, 1);
        return order.live++;
    }

    /** Unlinks a listed {@code id}; returns the index it had. */
    int removed(int id) {
        int seq = seqOf[id];
        Order order = byOwner[ownerOf[id]];
        int index = 0;
        for (int i = seq; i > 0; i -= i & -i) {
            index += order.tree[i];
        }
        order.idBySeq[seq] = -1;
        add(order, seq, -1);
        order.live--;
        seqOf[id] = -1;
        return index;
    }

    private Order order(int owner) {
        if (owner >= byOwner.length) {
            byOwner = Arrays.copyOf(byOwner, Math.max(owner + 1, byOwner.length * 2));
        }
        Order order = byOwner[owner];
        if (order == null) {
            order = byOwner[owner] = new Order();
            renumber(owner, order, new int[0]);
        }
        return order;
    }

    private void place(int id, int seq, int owner) {
        if (id >= seqOf.length) {
            int old = seqOf.length;
            int room = Math.max(id + 1, old * 2);
            seqOf = Arrays.copyOf(seqOf, room);
            Arrays.fill(seqOf, old, room, -1);
            ownerOf = Arrays.copyOf(ownerOf, room);
        }
        seqOf[id] = seq;
        ownerOf[id] = owner;
    }

    private static void add(Order order, int seq, int delta) {
        int[] tree = order.tree;
        for (int i = seq + 1; i < tree.length; i += i & -i) {
            tree[i] += delta;
        }
    }

    /** Numbers the listed ids (the whole list, in order) 0..n-1 and leaves room for as many again. */
    private void renumber(int owner, Order order, int[] listed) {
        int n = listed.length;
        order.tree = new int[Math.max(1024, 2 * n) + 1];
        order.idBySeq = new int[order.tree.length];
        Arrays.fill(order.idBySeq, -1);
        for (int i = 0; i < n; i++) {
            order.idBySeq[i] = listed[i];
            place(listed[i], i, owner);
            order.tree[i + 1] = 1;
        }
        // O(n) build: each node passes its count to its parent
        for (int i = 1; i < order.tree.length; i++) {
            int parent = i + (i & -i);
            if (parent < order.tree.length) {
                order.tree[parent] += order.tree[i];
            }
        }
        order.next = n;
        order.live = n;
    }
}
