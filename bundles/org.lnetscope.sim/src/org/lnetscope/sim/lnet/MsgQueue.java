package org.lnetscope.sim.lnet;

import java.util.ArrayList;
import java.util.List;

/**
 * A FIFO of lnet_msgs linked through their {@code msg_list}, like the kernel's lpni_txq, lpni_rtrq,
 * tq_delayed and rbp_msgs. A message is on at most one such list at a time (the kernel uses the one
 * list_head for all of them), and it can be unlinked from the middle in O(1), which the hypothetical
 * "release parked rx when its conn closes" needs.
 */
public final class MsgQueue {

    /** The kernel object whose list this is (lnet_peer_ni, lnet_peer, lnet_tx_queue, lnet_rtrbufpool). */
    public final Object owner;
    private LnetMsg head;
    private LnetMsg tail;
    private int size;

    public MsgQueue(Object owner) {
        this.owner = owner;
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public LnetMsg peek() {
        return head;
    }

    /** list_add_tail */
    public void add(LnetMsg msg) {
        if (msg.listOwner != null) {
            throw new IllegalStateException("msg " + msg + " is already queued");
        }
        msg.listOwner = this;
        msg.listPrev = tail;
        msg.listNext = null;
        if (tail == null) {
            head = msg;
        } else {
            tail.listNext = msg;
        }
        tail = msg;
        size++;
        if (msg.node.watch != null) {
            msg.node.watch.queueChanged(this, msg, true);
        }
    }

    /** list_del of the head; null when empty. */
    public LnetMsg poll() {
        LnetMsg msg = head;
        if (msg != null) {
            remove(msg);
        }
        return msg;
    }

    /** list_del */
    public void remove(LnetMsg msg) {
        if (msg.listOwner != this) {
            throw new IllegalStateException("msg " + msg + " is not on this queue");
        }
        if (msg.listPrev == null) {
            head = msg.listNext;
        } else {
            msg.listPrev.listNext = msg.listNext;
        }
        if (msg.listNext == null) {
            tail = msg.listPrev;
        } else {
            msg.listNext.listPrev = msg.listPrev;
        }
        msg.listPrev = null;
        msg.listNext = null;
        msg.listOwner = null;
        size--;
        if (msg.node.watch != null) {
            msg.node.watch.queueChanged(this, msg, false);
        }
    }

    /** list_splice_init: takes every message off, in order. */
    public List<LnetMsg> drain() {
        List<LnetMsg> all = new ArrayList<>(size);
        for (LnetMsg msg = poll(); msg != null; msg = poll()) {
            all.add(msg);
        }
        return all;
    }

    /** A snapshot in FIFO order (export, checks). */
    public List<LnetMsg> toList() {
        List<LnetMsg> all = new ArrayList<>(size);
        for (LnetMsg msg = head; msg != null; msg = msg.listNext) {
            all.add(msg);
        }
        return all;
    }
}
