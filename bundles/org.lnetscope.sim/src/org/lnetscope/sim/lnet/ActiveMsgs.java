package org.lnetscope.sim.lnet;

import java.util.ArrayList;
import java.util.List;

/**
 * the_lnet.ln_msg_containers[cpt]->msc_active: every committed lnet_msg of a node, linked through
 * msg_activelist. Its size is the msgs_alloc of /sys/kernel/debug/lnet/stats, and the export walks
 * it to write Node.messages.
 */
public final class ActiveMsgs {

    private LnetMsg head;
    private LnetMsg tail;
    private int size;
    private int max;

    public int size() {
        return size;
    }

    /** msgs_max: the high-water mark. */
    public int max() {
        return max;
    }

    void add(LnetMsg msg) {
        if (msg.onActiveList) {
            return;
        }
        msg.onActiveList = true;
        msg.activePrev = tail;
        msg.activeNext = null;
        if (tail == null) {
            head = msg;
        } else {
            tail.activeNext = msg;
        }
        tail = msg;
        size++;
        max = Math.max(max, size);
    }

    void remove(LnetMsg msg) {
        if (!msg.onActiveList) {
            return;
        }
        if (msg.activePrev == null) {
            head = msg.activeNext;
        } else {
            msg.activePrev.activeNext = msg.activeNext;
        }
        if (msg.activeNext == null) {
            tail = msg.activePrev;
        } else {
            msg.activeNext.activePrev = msg.activePrev;
        }
        msg.activePrev = null;
        msg.activeNext = null;
        msg.onActiveList = false;
        size--;
    }

    /** Forgets every message (a node reboot). */
    public void clear() {
        for (LnetMsg msg = head; msg != null;) {
            LnetMsg next = msg.activeNext;
            msg.activePrev = null;
            msg.activeNext = null;
            msg.onActiveList = false;
            msg = next;
        }
        head = null;
        tail = null;
        size = 0;
    }

    public List<LnetMsg> toList() {
        List<LnetMsg> all = new ArrayList<>(size);
        for (LnetMsg msg = head; msg != null; msg = msg.activeNext) {
            all.add(msg);
        }
        return all;
    }
}
