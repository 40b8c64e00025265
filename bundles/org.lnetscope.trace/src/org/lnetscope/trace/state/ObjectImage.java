package org.lnetscope.trace.state;

/** Everything about one object that a delete loses: what undoing the delete puts back. */
public record ObjectImage(int id, int classIndex, int container, int containerSlot, int index, long generation,
        long[] values, int[][] lists) {
}
