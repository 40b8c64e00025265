package org.lnetscope.trace.state;

import java.util.Arrays;

/**
 * The objects part of the last checkpoint a producer encoded, kept so that the next one copies
 * the bytes of every object that has not changed since instead of encoding it again
 * ({@link StateCodec#encodeObjects(StateCodec.Rows, Schema, org.lnetscope.trace.internal.ByteSink, CheckpointReuse, Changed)}).
 * An object's encoding in a checkpoint is self-contained (its class, its value mask and values,
 * its lists: {@code StateCodec.encodeObject}), so the bytes are the same as a fresh encoding's.
 *
 * <p>Why: the simulator's recorder wrote 121 checkpoints of the full seed, each reading every
 * listed lnet_msg again (2 M of them parked at the OOM, unchanged between two checkpoints): 14 %
 * of the recording thread (JFR, docs/benchmarks.md, "Issue 34 on the merged main" and helper
 * r48's subsection). The file is not changed: every checkpoint is still whole, so the readers
 * (seek index, replay) read them as before.
 *
 * <p>The bytes are the previous checkpoint's payload, which the writer's chunk thread also reads
 * (compresses): neither writes it once it is handed over, so both only read it.
 */
public final class CheckpointReuse {

    /** Which ids changed (a value, a list, created or deleted) since the checkpoint this reuse holds. */
    public interface Changed {
        boolean changed(int id);

        /** The first id at or above {@code from} that changed, or {@code Integer.MAX_VALUE}. */
        int nextChanged(int from);
    }

    final byte[] bytes;
    /** Per id up to {@link #highWater}: where its encoding starts in {@link #bytes}; [highWater] is the end. */
    final int[] offsets;
    final int highWater;
    /** Where the objects start in {@link #bytes} (offsets count from there). */
    final int base;

    CheckpointReuse(byte[] bytes, int[] offsets, int highWater, int base) {
        this.bytes = bytes;
        this.offsets = offsets;
        this.highWater = highWater;
        this.base = base;
    }

    /** Ids (one past the highest) whose bytes this holds. */
    public int highWater() {
        return highWater;
    }

    /** A bit set of ids for {@link Changed}: one bit per id, grown as ids are marked. */
    public static final class ChangedIds implements Changed {
        private long[] bits = new long[1 << 10];

        public void mark(int id) {
            int word = id >>> 6;
            if (word >= bits.length) {
                bits = Arrays.copyOf(bits, Math.max(word + 1, bits.length * 2));
            }
            bits[word] |= 1L << id;
        }

        public void clear() {
            Arrays.fill(bits, 0L);
        }

        @Override
        public boolean changed(int id) {
            int word = id >>> 6;
            return word >= bits.length || (bits[word] & 1L << id) != 0;
        }

        @Override
        public int nextChanged(int from) {
            int word = from >>> 6;
            if (word >= bits.length) {
                return from;
            }
            long w = bits[word] & -1L << from;
            while (w == 0) {
                if (++word == bits.length) {
                    return word << 6; // every id above is "changed": not known to the bits
                }
                w = bits[word];
            }
            return (word << 6) + Long.numberOfTrailingZeros(w);
        }
    }
}
