package org.lnetscope.trace;

import java.util.Arrays;

import org.lnetscope.trace.state.FlatState;
import org.lnetscope.trace.state.ObjectImage;

/**
 * The inverses of the events applied since the cursor last loaded a checkpoint, so that stepping
 * back is as exact and as cheap as stepping forward.
 *
 * <p>Why inverses are computed while applying rather than stored in the trace: the state being
 * changed already holds every old value, so recording it costs a few array writes, while storing
 * old values would add bytes to every SET and a whole object image to every DELETE in the file.
 * The log only ever covers one checkpoint interval, which bounds its memory.
 */
public final class UndoLog {

    static final int U_SET = 0;
    static final int U_REMOVE = 1;
    static final int U_INSERT = 2;
    static final int U_DELETE = 3;
    static final int U_RESTORE = 4;

    private int[] kind = new int[1024];
    private int[] a = new int[1024];
    private int[] b = new int[1024];
    private int[] c = new int[1024];
    private long[] v = new long[1024];
    private int count;

    private ObjectImage[] images = new ObjectImage[16];
    private int imageCount;

    private int[] eventStart = new int[256];
    private int events;

    /** Number of events that can be undone. */
    public int events() {
        return events;
    }

    public void clear() {
        count = 0;
        Arrays.fill(images, 0, imageCount, null);
        imageCount = 0;
        events = 0;
    }

    void beginEvent() {
        if (events == eventStart.length) {
            eventStart = Arrays.copyOf(eventStart, events * 2);
        }
        eventStart[events++] = count;
    }

    void record(int entryKind, int entryA, int entryB, int entryC, long entryV) {
        if (count == kind.length) {
            int n = count * 2;
            kind = Arrays.copyOf(kind, n);
            a = Arrays.copyOf(a, n);
            b = Arrays.copyOf(b, n);
            c = Arrays.copyOf(c, n);
            v = Arrays.copyOf(v, n);
        }
        kind[count] = entryKind;
        a[count] = entryA;
        b[count] = entryB;
        c[count] = entryC;
        v[count] = entryV;
        count++;
    }

    void recordRestore(ObjectImage image) {
        if (imageCount == images.length) {
            images = Arrays.copyOf(images, imageCount * 2);
        }
        images[imageCount] = image;
        record(U_RESTORE, imageCount++, 0, 0, 0);
    }

    /**
     * Forgets the {@code n} oldest events, keeping memory bounded while a cursor plays forward
     * over many checkpoints (older states are reached by loading a checkpoint instead).
     */
    public void dropOldest(int n) {
        if (n <= 0) {
            return;
        }
        if (n >= events) {
            clear();
            return;
        }
        int from = eventStart[n];
        int droppedImages = 0;
        for (int i = 0; i < from; i++) {
            if (kind[i] == U_RESTORE) {
                droppedImages++;
            }
        }
        int keep = count - from;
        System.arraycopy(kind, from, kind, 0, keep);
        System.arraycopy(a, from, a, 0, keep);
        System.arraycopy(b, from, b, 0, keep);
        System.arraycopy(c, from, c, 0, keep);
        System.arraycopy(v, from, v, 0, keep);
        count = keep;
        // images are stacked in entry order: the dropped entries own the first ones
        System.arraycopy(images, droppedImages, images, 0, imageCount - droppedImages);
        Arrays.fill(images, imageCount - droppedImages, imageCount, null);
        imageCount -= droppedImages;
        for (int i = 0; i < count; i++) {
            if (kind[i] == U_RESTORE) {
                a[i] -= droppedImages;
            }
        }
        for (int i = n; i < events; i++) {
            eventStart[i - n] = eventStart[i] - from;
        }
        events -= n;
    }

    /**
     * The image of object {@code id} as the last recorded event deleted it, or null when that event
     * did not delete it: what names an object the event freed (it is no longer in the state).
     */
    public ObjectImage freedByLast(int id) {
        if (events == 0) {
            return null;
        }
        for (int i = eventStart[events - 1]; i < count; i++) {
            if (kind[i] == U_RESTORE && images[a[i]].id() == id) {
                return images[a[i]];
            }
        }
        return null;
    }

    /** Undoes the last recorded event on {@code state}. */
    public void undoLast(FlatState state) {
        if (events == 0) {
            throw new IllegalStateException("nothing to undo");
        }
        int start = eventStart[--events];
        for (int i = count - 1; i >= start; i--) {
            switch (kind[i]) {
                case U_SET -> state.set(a[i], b[i], v[i]);
                case U_REMOVE -> state.remove(a[i], b[i], c[i]);
                case U_INSERT -> state.insert(a[i], b[i], c[i], (int) v[i]);
                case U_DELETE -> state.delete(a[i], c[i]);
                case U_RESTORE -> {
                    state.restore(images[a[i]]);
                    images[a[i]] = null;
                    imageCount--;
                }
                default -> throw new IllegalStateException("undo entry kind " + kind[i]);
            }
        }
        count = start;
    }

    /** Approximate heap held, for the benchmark. */
    public long bytes() {
        return (long) kind.length * 24 + (long) eventStart.length * 4;
    }
}
