package org.lnetscope.sim;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.lnetscope.model.LnetPackage.Literals;

/**
 * A fabric as text, every feature of every object, for comparing two models line by line: an
 * export of the simulator and the model replayed from its trace. Objects referred to are named by
 * their kernel address (or NID). Left out: the capture time and diagnostics (not part of the
 * state), and optionally the nodes' clocks (a trace writes them as time passes, TraceHeaderAndClocksTest, but exact only at its end). Kib peers are
 * sorted by address: the export lists unlinked ones last, a trace keeps creation order.
 */
final class ModelDump {

    private ModelDump() {
    }

    static String of(EObject root, boolean withClocks) {
        StringBuilder out = new StringBuilder();
        dump(root, "", out, withClocks);
        return out.toString();
    }

    private static void dump(EObject o, String indent, StringBuilder out, boolean withClocks) {
        out.append(indent).append(o.eClass().getName()).append('\n');
        for (EStructuralFeature f : o.eClass().getEAllStructuralFeatures()) {
            if (f == Literals.FABRIC__CAPTURE_TIME || f == Literals.FABRIC__DIAGNOSTICS
                    || (!withClocks && f == Literals.NODE__CLOCK_SECONDS)) {
                continue;
            }
            Object value = o.eGet(f);
            if (f instanceof EAttribute) {
                out.append(indent).append("  ").append(f.getName()).append('=')
                        .append(o.eIsSet(f) || !f.isUnsettable() ? value : "<unset>").append('\n');
            } else if (f instanceof EReference r && r.isContainment()) {
                List<EObject> children = new ArrayList<>();
                if (r.isMany()) {
                    @SuppressWarnings("unchecked")
                    List<EObject> list = (List<EObject>) value;
                    children.addAll(list);
                } else if (value != null) {
                    children.add((EObject) value);
                }
                if (r == Literals.NODE__KIB_PEERS) {
                    children.sort(Comparator.comparingLong(c -> (Long) c.eGet(Literals.KIB_PEER__ADDRESS)));
                }
                for (EObject child : children) {
                    dump(child, indent + "  ", out, withClocks);
                }
            } else if (!((EReference) f).isContainer()) {
                out.append(indent).append("  ").append(f.getName()).append("->");
                if (f.isMany()) {
                    @SuppressWarnings("unchecked")
                    List<EObject> list = (List<EObject>) value;
                    for (EObject target : list) {
                        out.append(name(target)).append(' ');
                    }
                } else {
                    out.append(value == null ? "null" : name((EObject) value));
                }
                out.append('\n');
            }
        }
    }

    private static String name(EObject o) {
        EStructuralFeature address = o.eClass().getEStructuralFeature("address");
        if (address != null) {
            return Long.toHexString((Long) o.eGet(address));
        }
        EStructuralFeature nid = o.eClass().getEStructuralFeature("nid");
        if (nid != null) {
            return String.valueOf(o.eGet(nid));
        }
        EStructuralFeature name = o.eClass().getEStructuralFeature("name");
        return o.eClass().getName() + (name == null ? "" : ":" + o.eGet(name));
    }
}
