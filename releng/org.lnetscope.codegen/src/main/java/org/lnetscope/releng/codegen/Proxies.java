package org.lnetscope.releng.codegen;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.util.EcoreUtil;

/** Finds proxies that {@link EcoreUtil#resolveAll} could not resolve. */
final class Proxies {

    private Proxies() {
    }

    /** One line per unresolved proxy: its URI and the features still pointing at it. */
    static List<String> describeUnresolved(ResourceSet resourceSet) {
        List<String> lines = new ArrayList<>();
        EcoreUtil.UnresolvedProxyCrossReferencer.find(resourceSet).forEach((proxy, settings) -> {
            List<String> users = new ArrayList<>();
            for (EStructuralFeature.Setting setting : settings) {
                users.add(EcoreUtil.getURI(setting.getEObject()) + "." + setting.getEStructuralFeature().getName());
            }
            lines.add("unresolved proxy " + EcoreUtil.getURI(proxy) + " used by " + users);
        });
        return lines;
    }
}
