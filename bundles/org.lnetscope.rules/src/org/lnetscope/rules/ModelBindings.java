package org.lnetscope.rules;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.Enumerator;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.lnetscope.analysis.PeerTimeout;
import org.lnetscope.analysis.QueriedForAliveness;
import org.lnetscope.model.CaptureSource;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.Node;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.Tunables;

/**
 * A rule's paths read from the model by name (EMF reflection on org.lnetscope.model): {@code node.autoDown},
 * {@code peerNi.txCredits}, {@code net.peerTimeout}, {@code fabric.tunables.peerCredits}. An unsettable
 * feature that was not read (docs/model-format.md) is {@link Bindings#UNKNOWN}, never its default; a list
 * reads as its size; an enum as its literal; a NID as its text. A few derived values the model computes:
 * {@code node.pinnedConns}, {@code node.pinnedBytes}, {@code kibConn.pinned}, {@code kibConn.holders},
 * {@code peerNi.peerTimeout} (the net's lct_peer_timeout, or a simulation's tunable), {@code peerNi.silentFor}
 * (the node's clock minus lpni_last_alive), {@code peerNi.alivenessOn} (from peer_timeout, else lpni_last_query,
 * with the field that decided it: {@link Reasoned}).
 */
public final class ModelBindings implements Bindings {

    private final Map<String, EObject> vars = new HashMap<>();

    public ModelBindings bind(String name, EObject object) {
        vars.put(name, object);
        return this;
    }

    public EObject get(String name) {
        return vars.get(name);
    }

    public ModelBindings copy() {
        ModelBindings c = new ModelBindings();
        c.vars.putAll(vars);
        return c;
    }

    @Override
    public Object value(String path) {
        String[] parts = path.split("\\.");
        if (!vars.containsKey(parts[0])) {
            return null;
        }
        Object current = vars.get(parts[0]);
        for (int i = 1; i < parts.length; i++) {
            if (current == null) {
                return UNKNOWN;
            }
            if (!(current instanceof EObject o)) {
                return null;
            }
            Object derived = derived(o, parts[i]);
            if (derived == UNKNOWN) {
                return UNKNOWN;
            }
            if (derived != null) {
                current = derived;
                continue;
            }
            EStructuralFeature f = o.eClass().getEStructuralFeature(parts[i]);
            if (f == null) {
                throw new IllegalArgumentException("no field " + parts[i] + " on " + o.eClass().getName() + " (in " + path + ")");
            }
            if (f.isUnsettable() && !o.eIsSet(f)) {
                return UNKNOWN;
            }
            if (!o.eIsSet(f) && unreadDefault(o, f)) {
                return UNKNOWN;
            }
            current = o.eGet(f);
        }
        return normalise(current);
    }

    /**
     * Whether a value at its model default means "not read": a simulation's values are all real; an import's
     * (agent, pasted files) default is what the files did not say; a crash walk reads whole structs, but not the
     * fabric's tunables nor whether routing is on (WhyAlive treats it the same way).
     */
    private static boolean unreadDefault(EObject o, EStructuralFeature f) {
        EObject root = o;
        while (root.eContainer() != null) {
            root = root.eContainer();
        }
        CaptureSource source = root instanceof Fabric fabric ? fabric.getSource() : null;
        if (source == CaptureSource.SIMULATOR) {
            return false;
        }
        if (source != CaptureSource.VMCORE) {
            return true;
        }
        return o instanceof Tunables || o instanceof Node && f.getName().equals("routingEnabled");
    }

    private static Object derived(EObject o, String name) {
        if (o instanceof Node n) {
            return switch (name) {
                case "pinnedConns" -> (long) n.pinnedConns().size();
                case "pinnedBytes" -> n.pinnedBytes();
                // 0 is "unknown" (a crash extract without the_lnet.ln_cpt_number), never a partition count
                case "cptCount" -> n.getCptCount() <= 0 ? UNKNOWN : null;
                default -> null;
            };
        }
        if (o instanceof PeerNi p && name.equals("peerTimeout")) {
            return peerTimeout(p);
        }
        if (o instanceof PeerNi p && name.equals("alivenessOn")) {
            return alivenessOn(p);
        }
        if (o instanceof PeerNi p && name.equals("silentFor")) {
            // seconds since lpni_last_alive at the node's clock (ktime_get_seconds at the capture)
            Node n = p.getPeer() != null && p.getPeer().eContainer() instanceof Node x ? x : null;
            if (n == null || n.getClockSeconds() <= 0 || !p.isSetLastAlive()) {
                return UNKNOWN;
            }
            return n.getClockSeconds() - p.getLastAlive();
        }
        if (o instanceof KibConn c) {
            return switch (name) {
                case "pinned" -> c.isPinned();
                case "holders" -> (long) c.holders().size();
                default -> null;
            };
        }
        return null;
    }

    /**
     * The peer_timeout that decides this peer NI's aliveness, read where analyze and why-alive read it
     * (PeerTimeout.of: its net's lct_peer_timeout, else the router's local NI on that net, else a
     * simulation's tunable); unknown when none was read. It read only the net before, so a capture
     * whose router NI showed 180 gave "peer_timeout unknown" here and 180 in analyze.
     */
    private static Object peerTimeout(PeerNi p) {
        if (!(p.getPeer() != null && p.getPeer().eContainer() instanceof Node router)) {
            return UNKNOWN;
        }
        PeerTimeout timeout = PeerTimeout.of(router, p);
        return timeout == null ? UNKNOWN : (Object) (long) timeout.seconds();
    }

    /**
     * Whether lnet_peer_aliveness_enabled() held for this peer NI on its router, with the field that
     * says so: its peer_timeout where read ({@link #peerTimeout}; a rule reading it has the node's
     * role as a router, which is ln_routing), else on 2.12 a non-zero lpni_last_query of a peer that
     * is no gateway ({@link QueriedForAliveness}, as analyze and why-alive read it); unknown when
     * neither was read. A crash extract prints lpni_last_query but often not
     * the net's tunables: its match then rests on the field, not on an assumption.
     */
    private static Object alivenessOn(PeerNi p) {
        if (!(p.getPeer() != null && p.getPeer().eContainer() instanceof Node router)) {
            return UNKNOWN;
        }
        PeerTimeout timeout = PeerTimeout.of(router, p);
        if (timeout != null) {
            return new Reasoned(timeout.seconds() > 0, "peer_timeout " + timeout.seconds() + ", " + timeout.source());
        }
        String queried = QueriedForAliveness.evidence(router, p);
        return queried == null ? UNKNOWN : new Reasoned(true, queried);
    }

    private static Object normalise(Object v) {
        if (v instanceof Integer i) {
            return (long) i;
        }
        if (v instanceof Short s) {
            return (long) s;
        }
        if (v instanceof Long || v instanceof Boolean || v instanceof String || v instanceof Reasoned || v == null || v == UNKNOWN) {
            return v;
        }
        if (v instanceof Enumerator e) {
            return e.getName();
        }
        if (v instanceof List<?> l) {
            return (long) l.size();
        }
        if (v instanceof EObject) {
            return v; // a reference: further path parts read it
        }
        return String.valueOf(v);
    }
}
