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

    /** A field name, or a set of them: most objects miss one field (every conn its ibc_rxs), a set each cost 200 bytes. */
    private final Map<EObject, Object> unread = new IdentityHashMap<>();
    private final Set<EObject> unprinted = Collections.newSetFromMap(new IdentityHashMap<>());

    void unread(EObject object, String field) {
        Object known = unread.get(object);
        if (known == null) {
            unread.put(object, field);
        } else if (known instanceof String one) {
            if (!one.equals(field)) {
                Set<String> both = new HashSet<>();
                both.add(one);
                both.add(field);
                unread.put(object, both);
            }
        } else {
            @SuppressWarnings("unchecked")
            Set<String> fields = (Set<String>) known;
            fields.add(field);
        }
    }

    void unprinted(EObject object) {
        unprinted.add(object);
    }

    @Override
    public boolean read(EObject object, String field) {
        if (unprinted.contains(object)) {
            return false;
        }
        Object fields = unread.get(object);
        return fields == null || (fields instanceof String one ? !one.equals(field) : !((Set<?>) fields).contains(field));
    }
}
