package org.lnetscope.trace;

import java.util.HashMap;
import java.util.Map;

/**
 * What an event is, with the one-line reason the Explain view gives for it. As with
 * {@link KernelFunction}, the trace header stores the names, so new types never break old traces.
 */
public enum EventType {
    MSG_RECEIVED("a routed message arrived; LNet takes the sender's router credit, then a router buffer"),
    MSG_QUEUED_RTRQ("the sender's router credits ran out (lpni_rtrcredits < 0): the message parks on the rtrq"
            + " and its kib_rx stays held, since o2iblnd has no lnd_eager_recv"),
    MSG_QUEUED_RBP("no router buffer left in the pool (rbp_credits < 0): the message waits on rbp_msgs, its kib_rx held"),
    MSG_QUEUED_TXQ("no peer tx credit left (lpni_txcredits < 0): the message waits on the next hop's lpni_txq"),
    MSG_QUEUED_NI("no NI tx credit left (tq_credits < 0): the message waits on tq_delayed"),
    CREDIT_TAKEN("a credit was taken"),
    CREDIT_RETURNED("a credit came back and the head of its wait queue, if any, was posted"),
    MSG_FORWARDED("the message got its credits and was handed to the LND for the next hop"),
    MSG_COMPLETED("the send completed: tx credits, then the router buffer and the sender's router credit, are returned"),
    MSG_DROPPED("the message was dropped without being forwarded"),
    TX_TIMED_OUT("a tx passed its deadline (lnd_timeout): the conn is closed with -ETIMEDOUT"),
    CONN_CREATED("a new o2iblnd connection: its QP, CQ and 2*queue_depth+2 rx buffers are allocated"),
    CONN_STATE("the connection changed state"),
    CONN_REFCOUNT("the connection's ibc_refcount changed"),
    CONN_DESTROYED("the last reference went: QP, CQ and rx pages are freed"),
    RX_HELD("an rx was handed to LNet and is not reposted until LNet calls lnd_recv; it holds a conn ref and an IB credit"),
    RX_REPOSTED("the rx was reposted to the QP and an IB credit goes back to the sender"),
    RX_DROPPED("the rx was dropped on a dead conn: its conn reference goes"),
    PEER_STATE("the peer NI's state changed"),
    MEMORY("the node's memory use changed"),
    NODE_OOM("the node ran out of memory"),
    AGENT_SAMPLE("counters sampled by an agent"),
    AGENT_STALE("the node's agent stopped answering (killed, node down, network): its counters are the last ones heard, not news"),
    AGENT_RESUMED("the node's agent answered again: its state is current from here"),
    /** A type from a newer trace that this build does not know. */
    UNKNOWN("an event this version of LNet Scope does not know");

    private final String why;

    EventType(String why) {
        this.why = why;
    }

    /** One line saying why this happens in the kernel, for the Explain view. */
    public String why() {
        return why;
    }

    private static final Map<String, EventType> BY_NAME = new HashMap<>();

    static {
        for (EventType type : values()) {
            BY_NAME.put(type.name(), type);
        }
    }

    public static EventType byName(String name) {
        // a map, not a walk over values() (which copies the array): the simulator's recorder
        // looks a name up for every event it writes
        return BY_NAME.getOrDefault(name, UNKNOWN);
    }
}
