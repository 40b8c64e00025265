package org.lnetscope.sim.lnet;

import org.lnetscope.model.nid.Nid;

/** struct lnet_route: a remote net reached through a gateway NID on a local net. */
public record LnetRoute(String net, Nid gateway, int hops, int priority) {
}
