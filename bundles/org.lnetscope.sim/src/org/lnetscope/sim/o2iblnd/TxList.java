package org.lnetscope.sim.o2iblnd;

import java.util.ArrayList;
import java.util.List;

/** A list of kib_tx linked through tx_list: ibc_tx_queue, _nocred, _rsrvd, ibc_active_txs, ibp_tx_queue. */
public final class TxList {

    public final String name;
    private KibTx head;
    private KibTx tail;
    private int size;
    /**
     * No tx on the list has a deadline before this: a lower bound, made exact again by every walk
     * that finds nothing expired. It lets kiblnd_check_conns, which looks at every conn's lists
     * several times per lnd_timeout, skip a list without walking it when nothing on it can have
     * expired yet. (A tx's deadline is set before it is queued and not changed while it is.)
     */
    private long deadlineBound = Long.MAX_VALUE;

    /** The conn whose ibc_*tx* list this is, for its bound of every list's deadlines; null for ibp_tx_queue and zombies. */
    private final KibConn conn;

    public TxList(String name) {
        this(name, null);
    }

    TxList(String name, KibConn conn) {
        this.name = name;
        this.conn = conn;
    }

    /** No tx on the list has a deadline before this (see {@link #deadlineBound}). */
    long deadlineBound() {
        return deadlineBound;
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public KibTx peek() {
        return head;
    }

    public void add(KibTx tx) {
        if (tx.owner != null) {
            throw new IllegalStateException("tx already on " + tx.owner.name);
        }
        tx.owner = this;
        tx.prev = tail;
        tx.next = null;
        if (tail == null) {
            head = tx;
        } else {
            tail.next = tx;
        }
        tail = tx;
        size++;
        if (tx.deadline < deadlineBound) {
            deadlineBound = tx.deadline;
            if (conn != null && tx.deadline < conn.txDeadlineBound) {
                conn.txDeadlineBound = tx.deadline;
            }
        }
    }

    public void remove(KibTx tx) {
        if (tx.owner != this) {
            throw new IllegalStateException("tx not on " + name);
        }
        if (tx.prev == null) {
            head = tx.next;
        } else {
            tx.prev.next = tx.next;
        }
        if (tx.next == null) {
            tail = tx.prev;
        } else {
            tx.next.prev = tx.prev;
        }
        tx.prev = null;
        tx.next = null;
        tx.owner = null;
        size--;
        if (size == 0) {
            deadlineBound = Long.MAX_VALUE;
        }
    }

    public KibTx poll() {
        KibTx tx = head;
        if (tx != null) {
            remove(tx);
        }
        return tx;
    }

    public List<KibTx> drain() {
        List<KibTx> all = new ArrayList<>(size);
        for (KibTx tx = poll(); tx != null; tx = poll()) {
            all.add(tx);
        }
        return all;
    }

    /** The first tx whose deadline has passed, or null (kiblnd_check_txs_locked). */
    public KibTx firstExpired(long now) {
        if (now < deadlineBound) {
            return null;
        }
        long min = Long.MAX_VALUE;
        for (KibTx tx = head; tx != null; tx = tx.next) {
            if (now >= tx.deadline) {
                return tx;
            }
            min = Math.min(min, tx.deadline);
        }
        deadlineBound = min;
        return null;
    }

    /** Adds every tx whose deadline has passed to {@code out} (made when needed), in list order. */
    public List<KibTx> collectExpired(long now, List<KibTx> out) {
        if (now < deadlineBound) {
            return out;
        }
        long min = Long.MAX_VALUE;
        for (KibTx tx = head; tx != null; tx = tx.next) {
            if (now >= tx.deadline) {
                if (out == null) {
                    out = new ArrayList<>();
                }
                out.add(tx);
            }
            min = Math.min(min, tx.deadline);
        }
        deadlineBound = min;
        return out;
    }
}
