package org.lnetscope.ui.properties;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertySource;
import org.eclipse.ui.views.properties.PropertyDescriptor;
import org.eclipse.ui.views.properties.TextPropertyDescriptor;
import org.lnetscope.analysis.Labels;
import org.lnetscope.analysis.WhyAlive;
import org.lnetscope.model.CaptureSource;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.validation.CapturedQueues;
import org.lnetscope.session.edit.SetAttributeCommand;
import org.lnetscope.session.replay.Unmirrored;
import org.lnetscope.ui.WindowDocument;

/**
 * The Properties view of any LNet object, grouped and named as lnetctl shows them (PropertyGroups:
 * credits, queues, health and aliveness, memory, tunables) with units; single references by their
 * LNet names, lists by their length; a node also lists its tunables (NodeTunables). Kernel addresses show
 * in hex as crash prints them. EMF's own property sources live in emf.edit.ui, not on Maven Central.
 */
public final class EObjectPropertySource implements IPropertySource {

    private final EObject object;

    public EObjectPropertySource(EObject object) {
        this.object = object;
    }

    @Override
    public Object getEditableValue() {
        return object;
    }

    @Override
    public IPropertyDescriptor[] getPropertyDescriptors() {
        return WindowDocument.get().read(this::descriptors);
    }

    private IPropertyDescriptor[] descriptors() {
        List<IPropertyDescriptor> descriptors = new ArrayList<>();
        String eClass = object.eClass().getName();
        Unmirrored unmirrored = WindowDocument.get().unmirrored(object);
        for (EStructuralFeature feature : object.eClass().getEAllStructuralFeatures()) {
            if (feature instanceof EReference ref && ref.isMany() && ref.isContainment()
                    && object.eGet(ref) instanceof List<?> list && list.isEmpty()
                    && !(unmirrored != null && Unmirrored.leftOut(ref) && unmirrored.size(object, ref) > 0)) {
                continue;
            }
            if (object instanceof Node && PropertyGroups.NODE_TUNABLE_FEATURES.contains(feature.getName())) {
                continue; // listed with the node's tunables (NodeTunables), under their kernel names
            }
            PropertyGroups.Row row = PropertyGroups.row(eClass, feature.getName(), feature instanceof EAttribute);
            PropertyDescriptor descriptor = editable(feature) ? new TextPropertyDescriptor(feature, row.label())
                    : new PropertyDescriptor(feature, row.label());
            descriptor.setCategory(row.category());
            descriptor.setDescription(feature.getName());
            descriptors.add(descriptor);
        }
        if (object instanceof PeerNi ni && WhyAlive.routerOf(ni) != null) {
            // the router's aliveness decision for this peer NI, per release the file may be (WhyAlive)
            for (WhyAlive.Release release : WhyAlive.candidates(fabricOf(ni))) {
                PropertyDescriptor descriptor = new PropertyDescriptor(WHY_ALIVE + release.name(), "under " + release.label);
                descriptor.setCategory(PropertyGroups.WHY_ALIVE);
                descriptor.setDescription("lnetscope why-alive FILE --peer " + ni.getNid() + " --version " + release.label
                        + " prints every predicate");
                descriptors.add(descriptor);
            }
        }
        if (object instanceof Node node) {
            PropertyDescriptor pinned = new PropertyDescriptor(PINNED, "pinned kib_conns");
            pinned.setCategory(PropertyGroups.MEMORY);
            descriptors.add(pinned);
            for (String tunable : PropertyGroups.NODE_TUNABLES) {
                if (NodeTunables.value(node, tunable) != null) {
                    PropertyDescriptor descriptor = new PropertyDescriptor(TUNABLE + tunable, tunable);
                    descriptor.setCategory(PropertyGroups.TUNABLES);
                    descriptors.add(descriptor);
                }
            }
        }
        return descriptors.toArray(IPropertyDescriptor[]::new);
    }

    private static final String PINNED = "pinned";
    /** What a count of the replay state reads as while a long move changes that state on another thread. */
    static final String MOVING = "(read when the move ends)";
    private static final String WHY_ALIVE = "whyAlive:";

    private static Fabric fabricOf(PeerNi ni) {
        Node router = WhyAlive.routerOf(ni);
        return router != null && router.eContainer() instanceof Fabric f ? f : null;
    }
    private static final String TUNABLE = "tunable:";

    @Override
    public Object getPropertyValue(Object id) {
        // agents' deltas change the live model on another thread: read it under their lock
        return WindowDocument.get().read(() -> {
            if (id instanceof String key && key.startsWith(WHY_ALIVE) && object instanceof PeerNi ni) {
                Node router = WhyAlive.routerOf(ni);
                if (router == null) {
                    return "";
                }
                WhyAlive.Decision d = WhyAlive.decide(router, ni, WhyAlive.Release.valueOf(key.substring(WHY_ALIVE.length())));
                return d.alive() == null ? "unknown: " + String.join("; ", d.readNext())
                        : (d.alive() ? "forwards: " : "drops: ") + d.deciding().expression() + " = " + d.deciding().value() + " ("
                                + d.deciding().function() + ")";
            }
            if (id instanceof String key && object instanceof Node node) {
                if (key.equals(PINNED)) {
                    if (CapturedQueues.countersOnly(node) && node.getKibPeers().stream().allMatch(p -> p.getConns().isEmpty())) {
                        return "unknown (this capture has no kib_conns)";
                    }
                    Unmirrored unmirrored = WindowDocument.get().unmirrored(node);
                    if (unmirrored != null) { // the model has no kib_rx: their state says which conns they pin
                        Unmirrored.Pinned pinned = unmirrored.pinned(node);
                        return pinned == null ? MOVING : pinned.conns() + " = " + Labels.mib(pinned.bytes());
                    }
                    return node.pinnedConns().size() + " = " + Labels.mib(node.pinnedBytes());
                }
                return NodeTunables.value(node, key.substring(TUNABLE.length()));
            }
            EStructuralFeature feature = (EStructuralFeature) id;
            Unmirrored unmirrored = WindowDocument.get().unmirrored(object);
            if (unmirrored != null && Unmirrored.leftOut(feature) && feature.isMany()) {
                // lnet_msg and kib_rx are not in the window's model of a trace: their count is the state's
                String text = unmirrored.listText(object, feature);
                return text == null ? MOVING : text;
            }
            Object value = object.eGet(feature);
            String unknown = unknown(feature, value);
            if (unknown != null) {
                return unknown;
            }
            PropertyGroups.Row row = PropertyGroups.row(object.eClass().getName(), feature.getName(),
                    feature instanceof EAttribute);
            if (value instanceof Number && row.unit() != PropertyGroups.Unit.NONE) {
                return PropertyGroups.withUnit(row.unit(), row.label(), value, clockOf(object));
            }
            return text(feature, value);
        });
    }

    /** The clock (ktime_get_seconds) of the node {@code object} belongs to, 0 when unknown. */
    static long clockOf(EObject object) {
        for (EObject up = object; up != null; up = up.eContainer()) {
            if (up instanceof Node node) {
                return node.getClockSeconds();
            }
        }
        return 0;
    }

    /**
     * What the capture does not have, said so instead of a 0: a queue a paste or an agent gives
     * only the credit of, a node's memory nobody reported.
     */
    private String unknown(EStructuralFeature feature, Object value) {
        if (feature.isUnsettable() && !object.eIsSet(feature)) {
            // a field the file does not carry (a dump that did not read it, a paste that has no such
            // line): its default is not a reading (docs/reliability.md, "unknown, never 0")
            return "unknown (not in the file)";
        }
        if (object instanceof PeerNi ni && feature.getName().equals("maxTxCredits") && ni.getMaxTxCredits() <= 0
                && fabricOf(ni) instanceof Fabric f && f.getSource() == CaptureSource.VMCORE) {
            // lpni_txcredits starts at the net's lct_peer_tx_credits (lnet_peer_ni_alloc, peer.c,
            // v2_12_9; "max_ni_tx_credits" prints it, 0 only without a net), which the extract did not print:
            // its 0 is the model's default, not a reading
            return "unknown (not in the file; crash> struct lnet_net.net_tunables of the peer NI's lpni_net)";
        }
        if (object instanceof PeerNi ni && value instanceof List<?> queue) {
            return switch (feature.getName()) {
                case "txq" -> partialQueue(CapturedQueues.txLength(ni, queue, ni.getTxCredits()), queue);
                case "rtrq" -> unknownQueue(ni, queue, ni.getRtrCredits(), "lpni_rtrcredits");
                default -> null;
            };
        }
        if (object instanceof Node node && feature.getName().equals("clockSeconds") && node.getClockSeconds() <= 0) {
            // ktime_get_seconds() is never 0 on a running node: 0 is the model's default, a capture
            // (a crash extract, a paste) that did not read it
            return "unknown (not in the file: times on this node's clock are shown as read)";
        }
        if (object instanceof Node node && feature.getName().equals("cptCount") && node.getCptCount() <= 0) {
            // LNET_CPT_NUMBER is at least 1 on a running node: 0 is a crash extract that did not print it
            return "unknown (not in the file; crash> p the_lnet.ln_cpt_number)";
        }
        if (object instanceof Node node && (feature.getName().equals("ramBytes") || feature.getName().equals("usedBytes"))
                && node.getRamBytes() <= 0) {
            return "unknown (the capture has no memory figures: paste free -m or /proc/meminfo with the LNet output)";
        }
        return null;
    }

    /** A queue's text where the capture's list is not the whole queue, else null (its size as usual). */
    private static String partialQueue(String length, List<?> queue) {
        return length.equals(String.valueOf(queue.size())) ? null : length;
    }

    private static String unknownQueue(PeerNi ni, List<?> queue, int credits, String creditName) {
        String length = CapturedQueues.length(ni, queue, credits, creditName);
        return length.startsWith("unknown") ? length : null;
    }

    static String text(EStructuralFeature feature, Object value) {
        if (value == null) {
            return "";
        }
        if (value instanceof List<?> list) {
            return list.size() + (list.isEmpty() ? "" : ": " + Labels.of(list.get(0)) + (list.size() > 1 ? ", ..." : ""));
        }
        if (value instanceof EObject e) {
            return Labels.of(e);
        }
        if (value instanceof Long l && feature.getName().toLowerCase().endsWith("address")) {
            return Labels.hex(l);
        }
        return String.valueOf(value);
    }

    /**
     * Single-valued attributes of the open, editable fabric (not a trace's replayed state): what a
     * trainer changes to ask "what if this credit were 8". Addresses stay as captured.
     */
    private boolean editable(EStructuralFeature feature) {
        return feature instanceof EAttribute attribute && attribute.isChangeable() && !attribute.isMany()
                && !attribute.getName().toLowerCase().endsWith("address") && WindowDocument.get().isEditable()
                && EcoreUtil.getRootContainer(object) == WindowDocument.get().fabric().orElse(null);
    }

    @Override
    public boolean isPropertySet(Object id) {
        return false;
    }

    @Override
    public void resetPropertyValue(Object id) {
        // Nothing to reset to: a captured state has no defaults worth restoring.
    }

    /** Parses the text the way the file format does and runs the change as an undoable command. */
    @Override
    public void setPropertyValue(Object id, Object value) {
        if (!(id instanceof EAttribute attribute) || !editable(attribute)) {
            return;
        }
        Object parsed;
        try {
            parsed = EcoreUtil.createFromString(attribute.getEAttributeType(), String.valueOf(value).trim());
        } catch (RuntimeException e) {
            // Not a value of this type (a bad NID, "abc" for a credit): the view shows the old value again.
            return;
        }
        if (parsed != null && !parsed.equals(object.eGet(attribute))) {
            WindowDocument.get().commandStack().execute(new SetAttributeCommand(object, attribute, parsed));
        }
    }
}
