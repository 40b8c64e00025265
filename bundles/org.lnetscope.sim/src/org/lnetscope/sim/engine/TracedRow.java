package org.lnetscope.sim.engine;

/**
 * Not kernel state: a {@link Traced} object whose traced values a recorder compares at every step
 * that writes them (kib_conn, lnet_peer_ni, kib_peer_ni): the recorder's row of the values the
 * trace holds for it, kept on the object so that a reported write finds it without a look-up by
 * trace id in a table of millions, which missed the cache on nearly every such write
 * (docs/benchmarks.md, "Recording the full seed: told rows on the objects", helper r37). The
 * simulator itself never reads it.
 */
public abstract class TracedRow extends Traced {

    /** The values the trace holds for this object, by value slot; null while the trace does not hold it. */
    public long[] toldRow;
}
