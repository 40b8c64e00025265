package org.lnetscope.session.replay;

import java.util.Locale;

/**
 * What a long move cost, phase by phase (ns): the cursor's walk and the frame's preparation on the
 * mover's thread (EmfSync.prepare, then StateMsgQueues.warm), each as wall time and as that thread's
 * CPU time (less when it waited: for the disk, a core, a collection); the hand-over to the session's
 * thread (the progress dialog closing); and there the model's apply and the frame's listeners (the
 * views' refreshes they run at once). Printed by FullSeedTraceCheck to tell which phase a slow move
 * spent its time in; {@link #NONE} before the first long move.
 */
public record MoveFigures(long moveNs, long moveCpuNs, long prepareNs, long prepareCpuNs, long warmNs, long warmCpuNs,
        long handOverNs, long applyNs, long listenersNs, boolean prepared) {

    public static final MoveFigures NONE = new MoveFigures(0, 0, 0, 0, 0, 0, 0, 0, 0, false);

    @Override
    public String toString() {
        return String.format(Locale.ROOT,
                "cursor %.2f s (CPU %.2f), prepare %.2f s (CPU %.2f), warm %.2f s (CPU %.2f, its own thread's apart) on the mover's"
                        + " thread; hand-over %.2f s; %s %.2f s, listeners %.2f s on the UI thread",
                moveNs / 1e9, moveCpuNs / 1e9, prepareNs / 1e9, prepareCpuNs / 1e9, warmNs / 1e9, warmCpuNs / 1e9,
                handOverNs / 1e9, prepared ? "apply" : "sync (not prepared)", applyNs / 1e9, listenersNs / 1e9);
    }
}
