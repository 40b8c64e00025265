package org.lnetscope.sim.engine;

/**
 * Not kernel state: what a trace recorder keeps on the simulator's kernel objects that a step
 * touches by the million (lnet_msg, kib_rx, kib_conn, peer NIs, peers, kib peers, nodes). Kept in
 * the objects themselves because looking them up by identity in tables of millions of entries
 * missed the cache on nearly every kernel step (docs/benchmarks.md, "Recording a trace", fourth
 * pass). The simulator itself never reads these.
 */
public abstract class Traced {

    /** The object's id in the trace being recorded, -1 while the trace does not hold it. */
    public int traceId = -1;
    /** The recorder's stamp of the step that last marked this object changed (0: never). */
    public int traceStep;
}
