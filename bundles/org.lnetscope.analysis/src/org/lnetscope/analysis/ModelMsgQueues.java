package org.lnetscope.analysis;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibRx;
import org.lnetscope.model.Message;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.RtrBufferPool;
import org.lnetscope.model.RxState;
import org.lnetscope.model.TxQueue;
import org.lnetscope.model.nid.Nid;

/** {@link MsgQueues} from the EMF model's own lists, message by message: what the analyses always read. */
final class ModelMsgQueues implements MsgQueues {

    static final ModelMsgQueues INSTANCE = new ModelMsgQueues();

    private ModelMsgQueues() {
    }

    @Override
    public int txqLength(PeerNi peerNi) {
        return peerNi.getTxq().size();
    }

    @Override
    public List<SenderGroup> txqBySender(PeerNi peerNi) {
        return bySender(peerNi.getTxq());
    }

    @Override
    public int routerQueueLength(PeerNi peerNi) {
        return peerNi.routerQueue().size();
    }

    @Override
    public List<ConnRun> routerQueueByConn(PeerNi peerNi) {
        List<Message> queue = peerNi.routerQueue();
        List<ConnRun> runs = new ArrayList<>();
        int start = 0;
        while (start < queue.size()) {
            KibConn conn = queue.get(start).heldConn();
            int end = start + 1;
            while (end < queue.size() && queue.get(end).heldConn() == conn) {
                end++;
            }
            runs.add(new ConnRun(conn, start, end - start, Msg.of(queue.get(start)), Msg.of(queue.get(end - 1))));
            start = end;
        }
        return runs;
    }

    @Override
    public int delayedLength(TxQueue queue) {
        return queue.getDelayed().size();
    }

    @Override
    public List<SenderGroup> delayedBySender(TxQueue queue) {
        return bySender(queue.getDelayed());
    }

    @Override
    public int waiting(RtrBufferPool pool) {
        return pool.getMsgs().size();
    }

    @Override
    public Held held(KibConn conn) {
        int rxs = 0;
        int holders = 0;
        Message first = null;
        Message last = null;
        for (KibRx rx : conn.getRxs()) {
            if (rx.getState() == RxState.HELD) {
                rxs++;
                if (rx.getMessage() != null) {
                    holders++;
                    first = first == null ? rx.getMessage() : first;
                    last = rx.getMessage();
                }
            }
        }
        return rxs == 0 ? Held.NONE : new Held(rxs, holders, Msg.of(first), Msg.of(last));
    }

    @Override
    public boolean isPinned(KibConn conn) {
        return conn.isPinned();
    }

    @Override
    public Message message(Msg msg) {
        return msg == null ? null : msg.message();
    }

    @Override
    public String ownershipChain(Msg msg) {
        return msg == null || msg.message() == null ? null : msg.message().ownershipChain();
    }

    private static List<SenderGroup> bySender(List<Message> queue) {
        record Key(PeerNi rxPeer, Nid src) {
        }
        Map<Key, Object[]> groups = new LinkedHashMap<>(); // {first, count, last}
        for (Message message : queue) {
            Object[] group = groups.computeIfAbsent(new Key(message.getRxPeer(), message.getSrcNid()),
                    k -> new Object[] {message, 0, message});
            group[1] = (Integer) group[1] + 1;
            group[2] = message;
        }
        List<SenderGroup> result = new ArrayList<>(groups.size());
        groups.forEach((key, group) -> result.add(new SenderGroup(key.rxPeer(), key.src(), (Integer) group[1],
                Msg.of((Message) group[0]), Msg.of((Message) group[2]))));
        return result;
    }

    @Override
    public String toString() {
        return "MsgQueues.MODEL";
    }
}
