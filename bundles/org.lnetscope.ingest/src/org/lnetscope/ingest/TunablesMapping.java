package org.lnetscope.ingest;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.ecore.EAttribute;
import org.lnetscope.model.Diagnostic;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.LnetPackage.Literals;
import org.lnetscope.model.Node;
import org.lnetscope.model.Severity;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.protocol.LnetObject;

/**
 * The fabric's one {@link org.lnetscope.model.Tunables} from what each node reports: lnetctl
 * {@code global show} and {@code routing show}'s buffer totals, and the o2ib tunables of
 * {@code net show}. The model holds one value per tunable, so the first node to report one owns
 * it; another node with a different value gets a warning diagnostic (once per node and tunable),
 * since a fabric whose routers disagree on peer_credits is worth knowing about.
 */
final class TunablesMapping {

    private static final Map<String, EAttribute> GLOBAL = Map.of(
            "transaction_timeout", Literals.TUNABLES__TRANSACTION_TIMEOUT,
            "retry_count", Literals.TUNABLES__RETRY_COUNT,
            "health_sensitivity", Literals.TUNABLES__HEALTH_SENSITIVITY,
            "discovery", Literals.TUNABLES__DISCOVERY,
            "lnd_timeout", Literals.TUNABLES__LND_TIMEOUT,
            "tiny_router_buffers", Literals.TUNABLES__TINY_ROUTER_BUFFERS,
            "small_router_buffers", Literals.TUNABLES__SMALL_ROUTER_BUFFERS,
            "large_router_buffers", Literals.TUNABLES__LARGE_ROUTER_BUFFERS);

    private static final Map<String, EAttribute> O2IB = Map.of(
            "peer_credits", Literals.TUNABLES__PEER_CREDITS,
            "peer_buffer_credits", Literals.TUNABLES__PEER_BUFFER_CREDITS,
            "credits", Literals.TUNABLES__CREDITS,
            "concurrent_sends", Literals.TUNABLES__CONCURRENT_SENDS,
            "peercredits_hiw", Literals.TUNABLES__PEER_CREDITS_HIW,
            "map_on_demand", Literals.TUNABLES__MAP_ON_DEMAND,
            "peer_timeout", Literals.TUNABLES__PEER_TIMEOUT);

    private final Fabric fabric;
    private final FabricMapper mapper;
    private final Map<EAttribute, String> owner = new HashMap<>();
    private final Set<String> warned = new HashSet<>();

    TunablesMapping(Fabric fabric, FabricMapper mapper) {
        this.fabric = fabric;
        this.mapper = mapper;
    }

    void global(Node node, LnetObject global) {
        apply(node, global, GLOBAL);
    }

    /** o2ib NIs only: the model's tunables are the ko2iblnd ones. */
    void ni(Node node, Nid nid, LnetObject ni) {
        if (nid.lndType() == 5) {
            apply(node, ni, O2IB);
        }
    }

    private void apply(Node node, LnetObject o, Map<String, EAttribute> names) {
        names.forEach((field, attribute) -> {
            if (!(o.fields().get(field) instanceof Long value)) {
                return;
            }
            Object modelValue = attribute.getEType().getInstanceClass() == boolean.class ? (Object) (value != 0)
                    : (Object) (int) (long) value;
            String host = node.getHostname();
            String first = owner.putIfAbsent(attribute, host);
            if (first == null || first.equals(host)) {
                mapper.set(fabric.getTunables(), attribute, modelValue);
            } else if (!modelValue.equals(fabric.getTunables().eGet(attribute)) && warned.add(host + " " + field)) {
                Diagnostic d = LnetFactory.eINSTANCE.createDiagnostic();
                d.setSeverity(Severity.WARNING);
                d.setLocation(host);
                d.setMessage(field + " is " + value + " on " + host + " but " + fabric.getTunables().eGet(attribute)
                        + " on " + first + "; the fabric keeps " + first + "'s value");
                mapper.addDiagnostic(d);
            }
        });
    }
}
