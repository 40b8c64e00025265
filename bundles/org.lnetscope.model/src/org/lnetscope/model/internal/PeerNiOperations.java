package org.lnetscope.model.internal;

import org.eclipse.emf.common.util.EList;
import org.eclipse.emf.ecore.EObject;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LustreLayout;
import org.lnetscope.model.Message;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;

/** Bodies of the {@link PeerNi} EOperations. */
public final class PeerNiOperations {

    private PeerNiOperations() {
    }

    /**
     * The list lpni_rtrcredits counts. In master (LU-11298) it belongs to the peer and is shared by
     * all its NIs, so the returned list may hold messages received from sibling NIs.
     */
    public static EList<Message> routerQueue(PeerNi peerNi) {
        Peer peer = peerNi.getPeer();
        if (peer == null || layout(peerNi) == LustreLayout.LAYOUT_B2_12) {
            return peerNi.getRtrq();
        }
        return peer.getRtrq();
    }

    /** The layout of the fabric the object belongs to; 2.12 for a detached object, the incident's. */
    static LustreLayout layout(EObject object) {
        for (EObject o = object; o != null; o = o.eContainer()) {
            if (o instanceof Fabric fabric) {
                return fabric.getLustreVersion();
            }
        }
        return LustreLayout.LAYOUT_B2_12;
    }
}
