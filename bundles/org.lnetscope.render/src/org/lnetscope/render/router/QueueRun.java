package org.lnetscope.render.router;

import java.util.List;

import org.lnetscope.model.Message;

/**
 * Consecutive messages of one queue that share a key (their source NID, or the kib_conn their
 * kib_rx still pins). A queue of 17,000 parked messages is drawn as a few hundred runs, which is
 * also how the engineer of the seed incident saw it: "a new conn every 42 messages".
 *
 * @param key      what the messages share (a {@code Nid}, a {@code KibConn}, or null)
 * @param label    the key as a Lustre engineer writes it
 * @param first    the first message of the run, for tooltips and selection
 * @param start    index of {@code first} in its queue
 * @param count    number of messages in the run
 * @param messages the run's messages (a view of the queue), to outline the run a step changed
 */
public record QueueRun(Object key, String label, Message first, int start, int count, List<Message> messages) {

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
