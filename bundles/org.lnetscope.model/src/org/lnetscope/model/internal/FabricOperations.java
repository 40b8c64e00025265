package org.lnetscope.model.internal;

import org.lnetscope.model.Fabric;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.LustreLayout;
import org.lnetscope.model.Net;
import org.lnetscope.model.Node;
import org.lnetscope.model.Tunables;

/** Bodies of the {@link Fabric} EOperations; the generated code only delegates here. */
public final class FabricOperations {

    private FabricOperations() {
    }

    public static Net findNet(Fabric fabric, String name) {
        for (Net net : fabric.getNets()) {
            if (net.getName() != null && net.getName().equals(name)) {
                return net;
            }
        }
        return null;
    }

    public static Node findNode(Fabric fabric, String hostname) {
        for (Node node : fabric.getNodes()) {
            if (node.getHostname() != null && node.getHostname().equals(hostname)) {
                return node;
            }
        }
        return null;
    }

    /**
     * lnet_get_lnd_timeout() as each layout computes it from the tunables. For 2.12 this assumes a
     * transaction_timeout/retry_count setter has run (otherwise the kernel still uses its initial
     * 5 s); when that matters, the capture should set Tunables.lndTimeout explicitly.
     */
    public static int effectiveLndTimeout(Fabric fabric) {
        Tunables tunables = tunables(fabric);
        if (tunables.getLndTimeout() > 0) {
            return tunables.getLndTimeout();
        }
        int tt = tunables.getTransactionTimeout();
        // health_sensitivity = 0 forces retry_count to 0 (sensitivity_set, api-ni.c, 2.12 and master).
        int rc = tunables.getHealthSensitivity() == 0 ? 0 : tunables.getRetryCount();
        if (fabric.getLustreVersion() == LustreLayout.LAYOUT_B2_12) {
            return rc > 0 ? tt / rc : tt;
        }
        return Math.max((tt - 1) / (rc + 1), 1);
    }

    /** The fabric's tunables, or the kernel defaults when it has none. */
    static Tunables tunables(Fabric fabric) {
        return fabric.getTunables() != null ? fabric.getTunables() : LnetFactory.eINSTANCE.createTunables();
    }
}
