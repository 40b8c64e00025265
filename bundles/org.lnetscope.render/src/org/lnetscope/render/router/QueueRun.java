package org.lnetscope.render.router;

import java.util.List;

import org.lnetscope.analysis.MsgQueues;
import org.lnetscope.model.Message;

/**
 * Consecutive messages of one queue that share a key (their source NID, or the kib_conn their
 * kib_rx still pins). A queue of 17,000 parked messages is drawn as a few hundred runs, which is
 * also how the engineer of the seed incident saw it: "a new conn every 42 messages".
 *
 * @param key      what the messages share (a {@code Nid}, a {@code KibConn}, or null)
 * @param label    the key as a Lustre engineer writes it
 * @param first    the first message of the run, for tooltips and selection (null when drawn from a replay
 *                 state without lnet_msg objects: then {@code firstMsg} names it)
 * @param start    index of {@code first} in its queue
 * @param count    number of messages in the run
 * @param messages the run's messages (a view of the queue), to outline the run a step changed; empty when
 *                 the picture was drawn from a replay state without lnet_msg objects
 * @param firstMsg the first message as {@link MsgQueues} names it (its trace id in a replay state, to build
 *                 one EMF object on demand when a user selects the run: {@link MsgQueues#message})
 * @param lastMsg  the run's last message in queue order (a txq group's messages interleave with others)
 */
public record QueueRun(Object key, String label, Message first, int start, int count, List<Message> messages,
        MsgQueues.Msg firstMsg, MsgQueues.Msg lastMsg) {

    /** A run of a model's queue: its messages are EMF objects. */
    public QueueRun(Object key, String label, int start, List<Message> messages) {
        this(key, label, messages.get(0), start, messages.size(), messages, MsgQueues.Msg.of(messages.get(0)),
                MsgQueues.Msg.of(messages.get(messages.size() - 1)));
    }

    /**
     * Identity: a run is one block of one layout; the record's own equals and hashCode would walk its
     * messages (17,000 parked at full scale) whenever a run meets a set, as the step outline does.
     */
    @Override
    public boolean equals(Object other) {
        return this == other;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(this);
    }

    /** Short: a run's messages are many (tens of thousands at full scale). */
    @Override
    public String toString() {
        return "QueueRun[" + label + ", start " + start + ", " + count + " messages]";
    }

    public boolean contains(Object message) {
        return message instanceof Message && messages.contains(message);
    }
}
