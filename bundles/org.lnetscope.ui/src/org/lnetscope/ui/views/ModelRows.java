package org.lnetscope.ui.views;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.lnetscope.analysis.Labels;
import org.lnetscope.model.Fabric;

/**
 * The Model view's rows: an object's contents, then what a replay's model left out under it
 * ({@link ModelView.LeftOut}), and above {@value #SPAN} rows, ranges of at most {@value #SPAN}
 * rows each (ranges of ranges above {@value #SPAN} squared), as Eclipse's Variables view splits a
 * large array. A tree row with thousands of children costs the UI thread per child when it opens
 * (SWT's GTK tree inserts them one by one: LargeFabric's 5,550 nodes under the fabric stalled the
 * window 1.4-6.8 s, ResponsiveWindowTest); a range costs at most {@value #SPAN}.
 */
final class ModelRows {

    /** The most rows under one tree row. */
    static final int SPAN = 200;

    /** Rows {@code from} (inclusive) to {@code to} (exclusive) of {@code owner}'s rows. */
    record Range(EObject owner, int from, int to) {
    }

    /** The viewer's input around the fabric, its one top row (the fabric as its own input drew it on every row). */
    record Root(Fabric fabric) {
    }

    private EObject cachedOwner;
    private List<Object> cachedRows;

    /** Forgets the rows read so far: the model changed. */
    void clear() {
        cachedOwner = null;
        cachedRows = null;
    }

    /** Every row of {@code owner}, unsplit: its contents in order, then what a replay left out. */
    List<Object> rows(EObject owner) {
        if (owner != cachedOwner) {
            List<Object> rows = new ArrayList<>(owner.eContents());
            rows.addAll(ModelView.LeftOut.of(owner));
            // the viewer asks for one parent's rows in a run, and a range's rows are its owner's
            cachedOwner = owner;
            cachedRows = rows;
        }
        return cachedRows;
    }

    /** The rows under a tree row: the fabric under the root, an object's rows or ranges, a range's. */
    Object[] children(Object parent) {
        if (parent instanceof Root root) {
            return new Object[] {root.fabric()};
        }
        if (parent instanceof EObject e) {
            return split(e, 0, rows(e).size());
        }
        if (parent instanceof Range r) {
            return split(r.owner(), r.from(), r.to());
        }
        return new Object[0];
    }

    boolean hasChildren(Object element) {
        if (element instanceof Range || element instanceof Root) {
            return true;
        }
        return element instanceof EObject e && (!e.eContents().isEmpty() || !ModelView.LeftOut.of(e).isEmpty());
    }

    private Object[] split(EObject owner, int from, int to) {
        int n = to - from;
        if (n <= SPAN) {
            return rows(owner).subList(from, to).toArray();
        }
        int span = spanOf(n);
        Object[] ranges = new Object[(n + span - 1) / span];
        for (int i = 0; i < ranges.length; i++) {
            ranges[i] = new Range(owner, from + i * span, Math.min(to, from + (i + 1) * span));
        }
        return ranges;
    }

    /** How many rows each range holds when {@code n} rows are split: SPAN, SPAN squared, ... */
    private static int spanOf(int n) {
        long span = SPAN;
        while (span * SPAN < n) {
            span *= SPAN;
        }
        return (int) span;
    }

    /** The tree row above {@code element}: its owner, or the range of its owner's rows it is in. */
    Object parent(Object element, Object input) {
        if (element instanceof Fabric) {
            return input;
        }
        EObject owner;
        int from;
        int to;
        if (element instanceof Range r) {
            owner = r.owner();
            from = r.from();
            to = r.to();
        } else {
            owner = element instanceof EObject e ? e.eContainer() : element instanceof ModelView.LeftOut l ? l.owner() : null;
            if (owner == null) {
                return null;
            }
            int index = indexOf(rows(owner), element);
            from = index;
            to = index + 1;
        }
        // walk down from the owner through the ranges that hold [from, to) until the next one is it
        Object above = owner;
        int lo = 0;
        int hi = rows(owner).size();
        while (hi - lo > SPAN) {
            int span = spanOf(hi - lo);
            int i = (from - lo) / span;
            int childLo = lo + i * span;
            int childHi = Math.min(hi, childLo + span);
            if (childLo == from && childHi == to) {
                break;
            }
            above = new Range(owner, childLo, childHi);
            lo = childLo;
            hi = childHi;
        }
        return above;
    }

    private static int indexOf(List<Object> rows, Object element) {
        for (int i = 0; i < rows.size(); i++) {
            Object row = rows.get(i);
            if (row == element || row.equals(element)) {
                return i;
            }
        }
        return -1;
    }

    /** A range's label: its first and last rows, and where it is among its owner's. */
    String label(Range range) {
        List<Object> rows = rows(range.owner());
        return String.format("%s … %s  [%,d–%,d of %,d]", Labels.of(rows.get(range.from())), Labels.of(rows.get(range.to() - 1)),
                range.from() + 1, range.to(), rows.size());
    }
}
