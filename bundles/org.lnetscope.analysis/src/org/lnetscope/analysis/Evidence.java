package org.lnetscope.analysis;

import org.eclipse.emf.ecore.EObject;

/**
 * Which kernel fields of which objects a source actually read. A simulator trace or a saved model
 * has them all; a vmcore extract has whatever the engineer printed (a {@code list -s} with a few
 * fields, a {@code struct} of some objects), and an object the model holds only because another
 * one points at it (a kib_conn known from an rx's rx_conn) has none of its own.
 */
public interface Evidence {

    /** Everything read: the evidence of a simulated trace, an agent snapshot or a saved model. */
    Evidence COMPLETE = (object, field) -> true;

    /** Whether {@code field} (its kernel name: {@code ibc_state}, {@code msg_rxpeer}) of {@code object} was read. */
    boolean read(EObject object, String field);
}
