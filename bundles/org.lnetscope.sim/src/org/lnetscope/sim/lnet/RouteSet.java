package org.lnetscope.sim.lnet;

import java.util.List;

/**
 * A node's routes to one remote net, with the gateways' peer NIs looked up once per generation of
 * the node's peer table (lnet_find_route_locked walks them for every message; the lookups are the
 * same each time until a reboot empties the table).
 */
public final class RouteSet {

    public final List<LnetRoute> routes;
    private final LnetPeerNi[] gateways;
    private int generation;

    public RouteSet(List<LnetRoute> routes) {
        this.routes = routes;
        this.gateways = new LnetPeerNi[routes.size()];
    }

    /**
     * Each route's gateway peer NI (lnet_nid2peerni_locked, creating it on first use, in route
     * order as the kernel's walk does), or null where the node has no NI on the gateway's net.
     */
    public LnetPeerNi[] gateways(PeerTable table) {
        if (generation != table.generation()) {
            for (int i = 0; i < gateways.length; i++) {
                gateways[i] = table.findOrCreate(routes.get(i).gateway());
            }
            generation = table.generation();
        }
        return gateways;
    }
}
