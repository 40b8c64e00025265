package org.lnetscope.replay;

import java.util.function.IntFunction;

import org.lnetscope.analysis.Labels;
import org.lnetscope.trace.Event;
import org.lnetscope.trace.state.ClassLayout;
import org.lnetscope.trace.state.FlatState;
import org.lnetscope.trace.state.ObjectImage;

/**
 * The objects one event freed, so that what it says about them is true: the state after the event
 * no longer has them, and "freed earlier" would be wrong for an object this very event freed (a
 * kiblnd_destroy_conn's kib_conn, a kib_rx its lnet_finalize returned). When the cursor still holds
 * the image of what was freed (its undo log), the object is named as it was: kind, NID or hostname,
 * or its nearest named container.
 *
 * @param event the event shown, whose DELETE ops say what it freed
 * @param images the image of an object the event freed, or null when none is at hand
 */
public record FreedInEvent(Event event, IntFunction<ObjectImage> images) {

    /** When only the event is known (a listing that applies events without an undo log). */
    public static FreedInEvent of(Event event) {
        return new FreedInEvent(event, id -> null);
    }

    /** True when this event's ops delete {@code id}. */
    public boolean freed(int id) {
        for (int op = 0; op < event.opCount(); op++) {
            if (event.opKind(op) == Event.DELETE && event.opA(op) == id) {
                return true;
            }
        }
        return false;
    }

    /**
     * {@code id} named in {@code state} (after the event): as {@link FlatStateNames#of} names a live
     * object; an object this event freed by its image when there is one ("kib_conn #3490 (kib_peer_ni
     * 10.0.1.7@o2ib), freed by this event"), else by its trace id; an object freed before as such.
     */
    public String name(FlatState state, int id) {
        if (id < 0 || state.classOf(id) >= 0 || !freed(id)) {
            return FlatStateNames.of(state, id);
        }
        ObjectImage image = images.apply(id);
        if (image == null) {
            return "an object this event freed (#" + id + ")";
        }
        ClassLayout layout = state.schema().layout(image.classIndex());
        String kind = Labels.kernelName(layout.name());
        String own = FlatStateNames.name(state, layout, image.values());
        if (own != null) {
            return kind + " " + own + ", freed by this event";
        }
        // placed by its nearest named container, which the same event may have freed too (the last conn
        // of a kib_peer_ni goes with its peer in kiblnd_destroy_conn's kiblnd_peer_decref)
        int up = image.container();
        while (up >= 0) {
            ClassLayout upLayout;
            String name;
            if (state.classOf(up) >= 0) {
                upLayout = state.schema().layout(state.classOf(up));
                name = FlatStateNames.name(state, up);
                up = state.containerOf(up);
            } else {
                ObjectImage upImage = freed(up) ? images.apply(up) : null;
                if (upImage == null) {
                    break;
                }
                upLayout = state.schema().layout(upImage.classIndex());
                name = FlatStateNames.name(state, upLayout, upImage.values());
                up = upImage.container();
            }
            if (name != null) {
                return kind + " #" + id + " (" + Labels.kernelName(upLayout.name()) + " " + name + "), freed by this event";
            }
        }
        return kind + " #" + id + ", freed by this event";
    }
}
