package org.lnetscope.session.live;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.lnetscope.analysis.OomWatch;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;

/**
 * What the OOM Projection view shows for each node whose agent exports its memory: the projection
 * ({@link OomWatch}) and, when the credit coupling explains it, why ({@link OomWatch#reason}).
 */
public record LiveOom(String host, NodeRole role, OomWatch.Projection projection, String reason) {

    /** Routers first, then the soonest OOM first. Call with the model frozen (a frame, or {@link LiveSession#locked}). */
    static List<LiveOom> of(Fabric fabric, OomWatch watch) {
        List<LiveOom> result = new ArrayList<>();
        for (String host : watch.hosts()) {
            OomWatch.Projection p = watch.project(host);
            if (p == null) {
                continue;
            }
            Node node = fabric.getNodes().stream().filter(n -> host.equals(n.getHostname())).findFirst().orElse(null);
            String reason = node == null || !p.warns() ? null : OomWatch.reason(node);
            result.add(new LiveOom(host, node == null ? null : node.getRole(), p, reason));
        }
        result.sort(Comparator.comparing((LiveOom o) -> o.role() != NodeRole.ROUTER)
                .thenComparingLong(o -> o.projection().warns() ? o.projection().oomAtMs() : Long.MAX_VALUE)
                .thenComparing(LiveOom::host));
        return result;
    }
}
