package org.lnetscope.trace;

import org.lnetscope.trace.internal.DamagedException;
import org.lnetscope.trace.state.FlatState;
import org.lnetscope.trace.state.ObjectImage;

/** Applies an event's primitive changes to a {@link FlatState}, recording their inverses if asked. */
public final class StateApplier {

    private StateApplier() {
    }

    /** A DEFINE past the pool's bound ({@code ValuePool.limitMemory}) names its event. */
    private static void define(Event event, FlatState state, int index, int op) {
        try {
            state.pool().define(index, event.poolValue[op]);
        } catch (DamagedException e) {
            throw new DamagedException("event " + event.index + ": " + e.getMessage());
        }
    }

    /**
     * Applies {@code event}; with a non-null {@code undo}, records how to take it back.
     *
     * @throws org.lnetscope.trace.internal.DamagedException if an op does not fit the state
     */
    public static void apply(Event event, FlatState state, UndoLog undo) {
        if (undo != null) {
            undo.beginEvent();
        }
        for (int op = 0; op < event.opCount; op++) {
            int a = event.a[op];
            int b = event.b[op];
            int c = event.c[op];
            switch (event.kind[op]) {
                case Event.SET -> {
                    long old = state.set(a, b, event.value[op]);
                    if (undo != null) {
                        undo.record(UndoLog.U_SET, a, b, 0, old);
                    }
                }
                case Event.INSERT -> {
                    state.insert(a, b, c, event.d[op]);
                    if (undo != null) {
                        undo.record(UndoLog.U_REMOVE, a, b, c, 0);
                    }
                }
                case Event.REMOVE -> {
                    int removed = state.remove(a, b, c);
                    if (removed != event.d[op]) {
                        throw new DamagedException("event " + event.index + " removes object "
                                + event.d[op] + " but index " + c + " holds " + removed);
                    }
                    if (undo != null) {
                        undo.record(UndoLog.U_INSERT, a, b, c, removed);
                    }
                }
                case Event.CREATE -> {
                    int index = (int) event.value[op];
                    state.create(a, b, c, event.d[op], index);
                    if (undo != null) {
                        undo.record(UndoLog.U_DELETE, a, 0, index, 0);
                    }
                }
                case Event.DELETE -> {
                    ObjectImage image = state.delete(a, c);
                    if (undo != null) {
                        undo.recordRestore(image);
                    }
                }
                case Event.DEFINE -> define(event, state, a, op);
                default -> throw new DamagedException("unknown op kind " + event.kind[op]);
            }
        }
    }
}
