package org.lnetscope.model.validation;

import java.util.Map;

import java.util.concurrent.CancellationException;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.DiagnosticChain;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EObjectValidator;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibRx;
import org.lnetscope.model.LnetPackage;
import org.lnetscope.model.LustreLayout;
import org.lnetscope.model.Message;
import org.lnetscope.model.Node;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.RtrBufferPool;
import org.lnetscope.model.TxQueue;

/**
 * The LNet invariants as an EMF validator, hand-written instead of generated so that the generated
 * code stays untouched. EMF's own constraints (multiplicities, unique IDs, i.e. unique kernel
 * addresses) run first.
 */
public class LnetValidator extends EObjectValidator {

    public static final String DIAGNOSTIC_SOURCE = "org.lnetscope.model";

    public static final LnetValidator INSTANCE = new LnetValidator();

    /** tq_credits and tq_delayed disagree. */
    public static final int TX_QUEUE_CREDITS = 1;
    /** lpni_txcredits and lpni_txq disagree. */
    public static final int PEER_TX_CREDITS = 2;
    /** lpni_rtrcredits and the router queue (lpni_rtrq or lp_rtrq) disagree. */
    public static final int PEER_RTR_CREDITS = 3;
    /** A router queue is used that does not exist in the fabric's layout. */
    public static final int RTRQ_LAYOUT = 4;
    /** rbp_credits and rbp_msgs disagree. */
    public static final int POOL_CREDITS = 5;
    /** A low-water mark is above the current value. */
    public static final int LOW_WATER_MARK = 6;
    /** ibc_refcount is below the number of held rxs. */
    public static final int CONN_REFCOUNT_HELD = 7;
    /** ibc_nrx is below the number of held rxs. */
    public static final int CONN_NRX_HELD = 8;
    /** A conn with no refs still exists. */
    public static final int CONN_REFCOUNT_ZERO = 9;
    /** A DISCONNECTED conn is still referenced: its memory is pinned. */
    public static final int CONN_PINNED = 10;
    /** rx_nob and the rx state disagree. */
    public static final int RX_STATE = 11;
    /** An rx/message link that cannot exist (message on a non-held rx, or a non-receiving message). */
    public static final int RX_MESSAGE = 12;
    /** A message on two wait queues, or on a queue of another node. */
    public static final int MESSAGE_QUEUES = 13;

    @Override
    protected EPackage getEPackage() {
        return LnetPackage.eINSTANCE;
    }

    @Override
    protected boolean validate(int classifierID, Object value, DiagnosticChain diagnostics, Map<Object, Object> context) {
        // Data type values (NIDs, addresses, enums) have nothing to check beyond their parsing.
        if (!(value instanceof EObject object) || object.eClass().getEPackage() != LnetPackage.eINSTANCE) {
            return true;
        }
        if (Counter.cancelled(context)) {
            return true;
        }
        boolean ok = validate_EveryDefaultConstraint(object, diagnostics, context);
        if (!ok && diagnostics == null) {
            return false;
        }
        return switch (object) {
            case TxQueue queue -> CreditConstraints.txQueue(queue, diagnostics) && ok;
            case PeerNi peerNi -> CreditConstraints.peerNi(peerNi, layout(peerNi), diagnostics) && ok;
            case Peer peer -> CreditConstraints.peer(peer, layout(peer), diagnostics) && ok;
            case RtrBufferPool pool -> CreditConstraints.pool(pool, diagnostics) && ok;
            case KibConn conn -> ConnConstraints.conn(conn, diagnostics) && ok;
            case KibRx rx -> ConnConstraints.rx(rx, diagnostics) && ok;
            case Message message -> ConnConstraints.message(message, diagnostics) && ok;
            case Node node -> QueueMembership.node(node, diagnostics) && ok;
            default -> ok;
        };
    }

    /** EMF's check, on only the features whose bounds can be broken ({@link DefaultConstraints}). */
    @Override
    public boolean validate_EveryMultiplicityConforms(EObject eObject, DiagnosticChain diagnostics, Map<Object, Object> context) {
        if (eObject.eClass().getEPackage() != LnetPackage.eINSTANCE) {
            return super.validate_EveryMultiplicityConforms(eObject, diagnostics, context);
        }
        boolean ok = true;
        for (EStructuralFeature feature : DefaultConstraints.of(eObject.eClass()).multiplicities()) {
            ok &= validate_MultiplicityConforms(eObject, feature, diagnostics, context);
            if (!ok && diagnostics == null) {
                return false;
            }
        }
        return ok;
    }

    /** EMF's check, on only the attributes whose type has constraints ({@link DefaultConstraints}). */
    @Override
    public boolean validate_EveryDataValueConforms(EObject eObject, DiagnosticChain diagnostics, Map<Object, Object> context) {
        if (eObject.eClass().getEPackage() != LnetPackage.eINSTANCE) {
            return super.validate_EveryDataValueConforms(eObject, diagnostics, context);
        }
        boolean ok = true;
        for (EAttribute attribute : DefaultConstraints.of(eObject.eClass()).dataValues()) {
            ok &= validate_DataValueConforms(eObject, attribute, diagnostics, context);
            if (!ok && diagnostics == null) {
                return false;
            }
        }
        return ok;
    }

    @Override
    public boolean validate_EveryKeyUnique(EObject eObject, DiagnosticChain diagnostics, Map<Object, Object> context) {
        return eObject.eClass().getEPackage() == LnetPackage.eINSTANCE && !DefaultConstraints.of(eObject.eClass()).keys()
                || super.validate_EveryKeyUnique(eObject, diagnostics, context);
    }

    @Override
    public boolean validate_EveryMapEntryUnique(EObject eObject, DiagnosticChain diagnostics, Map<Object, Object> context) {
        return eObject.eClass().getEPackage() == LnetPackage.eINSTANCE && !DefaultConstraints.of(eObject.eClass()).mapEntries()
                || super.validate_EveryMapEntryUnique(eObject, diagnostics, context);
    }

    /**
     * EMF's check, with the same message and data, against an index built once per run
     * ({@link UniqueIds}) instead of a walk of the whole resource per object.
     */
    @Override
    public boolean validate_UniqueID(EObject eObject, DiagnosticChain diagnostics, Map<Object, Object> context) {
        EObject other = UniqueIds.firstHolder(eObject, context);
        if (other == null) {
            return true;
        }
        if (diagnostics != null) {
            String id = EcoreUtil.getID(eObject);
            diagnostics.add(createDiagnostic(Diagnostic.ERROR, EObjectValidator.DIAGNOSTIC_SOURCE, EOBJECT__UNIQUE_ID,
                    "_UI_DuplicateID_diagnostic",
                    new Object[] {id, getObjectLabel(eObject, context), getObjectLabel(other, context)},
                    new Object[] {eObject, other, id}, context));
        }
        return false;
    }

    /** Counts checked objects for a {@link ValidationProgress} put in the context by {@link LnetValidation}. */
    static final class Counter {
        static final Object KEY = new Object();
        private final ValidationProgress progress;
        private long checked;

        Counter(ValidationProgress progress) {
            this.progress = progress;
        }

        private boolean cancelled;

        /**
         * Counts one object; true once the progress said to stop, from then on every object is
         * skipped. Not an exception: EMF's Diagnostician turns those into diagnostics and goes on.
         */
        static boolean cancelled(Map<Object, Object> context) {
            if (!(context != null && context.get(KEY) instanceof Counter counter)) {
                return false;
            }
            if (!counter.cancelled && ++counter.checked % ValidationProgress.EVERY == 0) {
                counter.cancelled = counter.progress.isCanceled();
                if (!counter.cancelled) {
                    counter.progress.checked(counter.checked);
                }
            }
            return counter.cancelled;
        }

        /** Throws if the run was cancelled, so that nobody takes a half result for the whole. */
        void throwIfCancelled() {
            if (cancelled) {
                throw new CancellationException("validation cancelled after " + checked + " objects");
            }
        }
    }

    /** The fabric's layout; 2.12 (the incident's) for objects outside a fabric. */
    private static LustreLayout layout(EObject object) {
        for (EObject o = object; o != null; o = o.eContainer()) {
            if (o instanceof Fabric fabric) {
                return fabric.getLustreVersion();
            }
        }
        return LustreLayout.LAYOUT_B2_12;
    }
}
