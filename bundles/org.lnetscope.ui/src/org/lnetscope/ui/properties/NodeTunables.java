package org.lnetscope.ui.properties;

import org.eclipse.emf.ecore.EStructuralFeature;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LocalNi;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.Tunables;
import org.lnetscope.model.validation.CapturedQueues;

/**
 * A node's tunables as the scenario or the dump gives them: per NI what {@code lnetctl net show -v}
 * prints under "tunables" (peer_credits, peer_buffer_credits, credits, peer_timeout: the NI's
 * lnet_ioctl_config_lnd_cmn_tunables, lustre_lnet_show_net() in lnet/utils/lnetconfig/liblnetconfig.c),
 * the fabric-wide module parameters for the rest (lnd_timeout as the kernel derives it:
 * Fabric.effectiveLndTimeout). Null when neither knows the value.
 */
final class NodeTunables {

    private NodeTunables() {
    }

    static String value(Node node, String name) {
        LocalNi ni = node.getLocalNis().isEmpty() ? null : node.getLocalNis().get(0);
        Tunables fabricWide = node.eContainer() instanceof Fabric fabric ? fabric.getTunables() : null;
        String perNi = ni == null ? null : switch (name) {
            case "peer_credits" -> positive(ni.getPeerCredits());
            case "peer_buffer_credits" -> positive(ni.getPeerRtrCredits());
            case "credits" -> positive(ni.getMaxTxCredits());
            case "peer_timeout" ->
                !ni.isSetPeerTimeout() ? null : ni.getPeerTimeout() + " s" + (ni.getPeerTimeout() <= 0 ? "  (router aliveness off)" : "");
            default -> null;
        };
        if (perNi != null) {
            return perNi + "  (" + ni.getNid() + ")";
        }
        String perNode = perNode(node, name);
        if (perNode != null) {
            return perNode;
        }
        if (fabricWide == null) {
            return null;
        }
        Fabric fabric = (Fabric) node.eContainer();
        String value = fabricWide(node, name, fabric, fabricWide);
        if (value != null && CapturedQueues.countersOnly(fabric) && !read(fabricWide, name)) {
            // an import or an agent sets what it read; the rest is the model's default, not the node's
            return value + "  (default: not in the capture, or read as the default)";
        }
        return value;
    }

    /**
     * The module parameters a dump reads from this node itself (the lnet module's {@code auto_down} and
     * {@code lnet_lnd_timeout}, vmcore's planner: {@code p auto_down}, {@code p lnet_lnd_timeout}):
     * they beat the fabric-wide value. {@code auto_down} has no fabric-wide value: unread, it is
     * "unknown", not the kernel's default 1.
     */
    private static String perNode(Node node, String name) {
        return switch (name) {
            case "lnd_timeout" -> node.isSetLndTimeout() ? node.getLndTimeout() + " s  (lnet_lnd_timeout, read from this node)" : null;
            case "auto_down" -> !node.isSetAutoDown() ? "unknown (not in the file; from a dump: crash> p auto_down)"
                    : node.getAutoDown() + (node.getAutoDown() == 0 ? "  (lnet_notify() ignores an LND's \"down\")" : "");
            default -> null;
        };
    }

    /** Whether the capture set this tunable (EMF: set to something other than its default). */
    private static boolean read(Tunables tunables, String name) {
        String feature = switch (name) {
            case "peer_credits_hiw" -> "peerCreditsHiw";
            default -> {
                StringBuilder camel = new StringBuilder();
                boolean up = false;
                for (char c : name.toCharArray()) {
                    if (c == '_') {
                        up = true;
                    } else {
                        camel.append(up ? Character.toUpperCase(c) : c);
                        up = false;
                    }
                }
                yield camel.toString();
            }
        };
        EStructuralFeature f = tunables.eClass().getEStructuralFeature(feature);
        return f == null || tunables.eIsSet(f);
    }

    private static String fabricWide(Node node, String name, Fabric fabric, Tunables fabricWide) {
        return switch (name) {
            case "peer_credits" -> String.valueOf(fabricWide.getPeerCredits());
            case "peer_buffer_credits" -> fabricWide.getPeerBufferCredits() + "  (effective "
                    + fabricWide.effectivePeerBufferCredits() + ")";
            case "credits" -> String.valueOf(fabricWide.getCredits());
            case "peer_timeout" -> fabricWide.getPeerTimeout() + " s" + (fabricWide.getPeerTimeout() <= 0
                    ? "  (router aliveness off)" : "");
            case "lnd_timeout" -> fabric.effectiveLndTimeout() + " s" + (fabricWide.getLndTimeout() == 0
                    ? "  (derived from transaction_timeout and retry_count)" : "");
            case "transaction_timeout" -> fabricWide.getTransactionTimeout() + " s";
            case "retry_count" -> String.valueOf(fabricWide.getRetryCount());
            case "health_sensitivity" -> fabricWide.getHealthSensitivity() + (fabricWide.getHealthSensitivity() == 0
                    ? "  (health off)" : "");
            case "concurrent_sends" -> String.valueOf(fabricWide.getConcurrentSends());
            case "peer_credits_hiw" -> String.valueOf(fabricWide.getPeerCreditsHiw());
            case "map_on_demand" -> String.valueOf(fabricWide.getMapOnDemand());
            case "discovery" -> fabricWide.isDiscovery() ? "on" : "off";
            case "tiny_router_buffers" -> node.getRole() == NodeRole.ROUTER
                    ? String.valueOf(fabricWide.getTinyRouterBuffers()) : null;
            case "small_router_buffers" -> node.getRole() == NodeRole.ROUTER
                    ? String.valueOf(fabricWide.getSmallRouterBuffers()) : null;
            case "large_router_buffers" -> node.getRole() == NodeRole.ROUTER
                    ? String.valueOf(fabricWide.getLargeRouterBuffers()) : null;
            default -> null;
        };
    }

    private static String positive(int value) {
        return value > 0 ? String.valueOf(value) : null;
    }
}
