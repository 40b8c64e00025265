package org.lnetscope.vmcore.model;

import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.lnetscope.analysis.Evidence;

/**
 * What an extract did not print, as the mapper found it: fields missing from an object's dump
 * (a {@code list -s lnet_msg.msg_type,...} without msg_rxpeer), and objects the model holds only
 * because another points at them (none of their fields read). Everything else counts as read.
 */
final class ReadFields implements Evidence {

    private final Map<EObject, Set<String>> unread = new IdentityHashMap<>();
    private final Set<EObject> unprinted = Collections.newSetFromMap(new IdentityHashMap<>());

    void unread(EObject object, String field) {
        unread.computeIfAbsent(object, o -> new HashSet<>()).add(field);
    }

    void unprinted(EObject object) {
        unprinted.add(object);
    }

    @Override
    public boolean read(EObject object, String field) {
        if (unprinted.contains(object)) {
            return false;
        }
        Set<String> fields = unread.get(object);
        return fields == null || !fields.contains(field);
    }
}
