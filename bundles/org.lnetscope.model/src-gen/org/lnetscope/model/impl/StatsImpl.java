/**
 * LNet Scope. Generated from model/lnet.ecore: do not edit, regenerate (see README.md).
 */
package org.lnetscope.model.impl;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.lnetscope.model.LnetPackage;
import org.lnetscope.model.Stats;

import org.lnetscope.model.internal.LnetObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Stats</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.lnetscope.model.impl.StatsImpl#getMsgsAlloc <em>Msgs Alloc</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.StatsImpl#getMsgsMax <em>Msgs Max</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.StatsImpl#getErrors <em>Errors</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.StatsImpl#getSendCount <em>Send Count</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.StatsImpl#getRecvCount <em>Recv Count</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.StatsImpl#getRouteCount <em>Route Count</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.StatsImpl#getDropCount <em>Drop Count</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.StatsImpl#getSendLength <em>Send Length</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.StatsImpl#getRecvLength <em>Recv Length</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.StatsImpl#getRouteLength <em>Route Length</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.StatsImpl#getDropLength <em>Drop Length</em>}</li>
 * </ul>
 *
 * @generated
 */
public class StatsImpl extends LnetObjectImpl implements Stats {
	/**
	 * A set of bit flags representing the values of boolean attributes and whether unsettable features have been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected int lnetFlags = 0;

	/**
	 * The default value of the '{@link #getMsgsAlloc() <em>Msgs Alloc</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMsgsAlloc()
	 * @generated
	 * @ordered
	 */
	protected static final long MSGS_ALLOC_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getMsgsAlloc() <em>Msgs Alloc</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMsgsAlloc()
	 * @generated
	 * @ordered
	 */
	protected long msgsAlloc = MSGS_ALLOC_EDEFAULT;

	/**
	 * The default value of the '{@link #getMsgsMax() <em>Msgs Max</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMsgsMax()
	 * @generated
	 * @ordered
	 */
	protected static final long MSGS_MAX_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getMsgsMax() <em>Msgs Max</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMsgsMax()
	 * @generated
	 * @ordered
	 */
	protected long msgsMax = MSGS_MAX_EDEFAULT;

	/**
	 * The default value of the '{@link #getErrors() <em>Errors</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getErrors()
	 * @generated
	 * @ordered
	 */
	protected static final long ERRORS_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getErrors() <em>Errors</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getErrors()
	 * @generated
	 * @ordered
	 */
	protected long errors = ERRORS_EDEFAULT;

	/**
	 * The default value of the '{@link #getSendCount() <em>Send Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSendCount()
	 * @generated
	 * @ordered
	 */
	protected static final long SEND_COUNT_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getSendCount() <em>Send Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSendCount()
	 * @generated
	 * @ordered
	 */
	protected long sendCount = SEND_COUNT_EDEFAULT;

	/**
	 * The default value of the '{@link #getRecvCount() <em>Recv Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRecvCount()
	 * @generated
	 * @ordered
	 */
	protected static final long RECV_COUNT_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getRecvCount() <em>Recv Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRecvCount()
	 * @generated
	 * @ordered
	 */
	protected long recvCount = RECV_COUNT_EDEFAULT;

	/**
	 * The default value of the '{@link #getRouteCount() <em>Route Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRouteCount()
	 * @generated
	 * @ordered
	 */
	protected static final long ROUTE_COUNT_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getRouteCount() <em>Route Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRouteCount()
	 * @generated
	 * @ordered
	 */
	protected long routeCount = ROUTE_COUNT_EDEFAULT;

	/**
	 * The default value of the '{@link #getDropCount() <em>Drop Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDropCount()
	 * @generated
	 * @ordered
	 */
	protected static final long DROP_COUNT_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getDropCount() <em>Drop Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDropCount()
	 * @generated
	 * @ordered
	 */
	protected long dropCount = DROP_COUNT_EDEFAULT;

	/**
	 * The default value of the '{@link #getSendLength() <em>Send Length</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSendLength()
	 * @generated
	 * @ordered
	 */
	protected static final long SEND_LENGTH_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getSendLength() <em>Send Length</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSendLength()
	 * @generated
	 * @ordered
	 */
	protected long sendLength = SEND_LENGTH_EDEFAULT;

	/**
	 * The default value of the '{@link #getRecvLength() <em>Recv Length</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRecvLength()
	 * @generated
	 * @ordered
	 */
	protected static final long RECV_LENGTH_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getRecvLength() <em>Recv Length</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRecvLength()
	 * @generated
	 * @ordered
	 */
	protected long recvLength = RECV_LENGTH_EDEFAULT;

	/**
	 * The default value of the '{@link #getRouteLength() <em>Route Length</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRouteLength()
	 * @generated
	 * @ordered
	 */
	protected static final long ROUTE_LENGTH_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getRouteLength() <em>Route Length</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRouteLength()
	 * @generated
	 * @ordered
	 */
	protected long routeLength = ROUTE_LENGTH_EDEFAULT;

	/**
	 * The default value of the '{@link #getDropLength() <em>Drop Length</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDropLength()
	 * @generated
	 * @ordered
	 */
	protected static final long DROP_LENGTH_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getDropLength() <em>Drop Length</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDropLength()
	 * @generated
	 * @ordered
	 */
	protected long dropLength = DROP_LENGTH_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected StatsImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return LnetPackage.Literals.STATS;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getMsgsAlloc() {
		return msgsAlloc;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMsgsAlloc(long newMsgsAlloc) {
		long oldMsgsAlloc = msgsAlloc;
		msgsAlloc = newMsgsAlloc;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.STATS__MSGS_ALLOC, oldMsgsAlloc, msgsAlloc));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getMsgsMax() {
		return msgsMax;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMsgsMax(long newMsgsMax) {
		long oldMsgsMax = msgsMax;
		msgsMax = newMsgsMax;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.STATS__MSGS_MAX, oldMsgsMax, msgsMax));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getErrors() {
		return errors;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setErrors(long newErrors) {
		long oldErrors = errors;
		errors = newErrors;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.STATS__ERRORS, oldErrors, errors));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getSendCount() {
		return sendCount;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSendCount(long newSendCount) {
		long oldSendCount = sendCount;
		sendCount = newSendCount;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.STATS__SEND_COUNT, oldSendCount, sendCount));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getRecvCount() {
		return recvCount;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRecvCount(long newRecvCount) {
		long oldRecvCount = recvCount;
		recvCount = newRecvCount;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.STATS__RECV_COUNT, oldRecvCount, recvCount));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getRouteCount() {
		return routeCount;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRouteCount(long newRouteCount) {
		long oldRouteCount = routeCount;
		routeCount = newRouteCount;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.STATS__ROUTE_COUNT, oldRouteCount, routeCount));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getDropCount() {
		return dropCount;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDropCount(long newDropCount) {
		long oldDropCount = dropCount;
		dropCount = newDropCount;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.STATS__DROP_COUNT, oldDropCount, dropCount));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getSendLength() {
		return sendLength;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSendLength(long newSendLength) {
		long oldSendLength = sendLength;
		sendLength = newSendLength;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.STATS__SEND_LENGTH, oldSendLength, sendLength));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getRecvLength() {
		return recvLength;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRecvLength(long newRecvLength) {
		long oldRecvLength = recvLength;
		recvLength = newRecvLength;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.STATS__RECV_LENGTH, oldRecvLength, recvLength));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getRouteLength() {
		return routeLength;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRouteLength(long newRouteLength) {
		long oldRouteLength = routeLength;
		routeLength = newRouteLength;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.STATS__ROUTE_LENGTH, oldRouteLength, routeLength));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getDropLength() {
		return dropLength;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDropLength(long newDropLength) {
		long oldDropLength = dropLength;
		dropLength = newDropLength;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.STATS__DROP_LENGTH, oldDropLength, dropLength));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case LnetPackage.STATS__MSGS_ALLOC:
				return getMsgsAlloc();
			case LnetPackage.STATS__MSGS_MAX:
				return getMsgsMax();
			case LnetPackage.STATS__ERRORS:
				return getErrors();
			case LnetPackage.STATS__SEND_COUNT:
				return getSendCount();
			case LnetPackage.STATS__RECV_COUNT:
				return getRecvCount();
			case LnetPackage.STATS__ROUTE_COUNT:
				return getRouteCount();
			case LnetPackage.STATS__DROP_COUNT:
				return getDropCount();
			case LnetPackage.STATS__SEND_LENGTH:
				return getSendLength();
			case LnetPackage.STATS__RECV_LENGTH:
				return getRecvLength();
			case LnetPackage.STATS__ROUTE_LENGTH:
				return getRouteLength();
			case LnetPackage.STATS__DROP_LENGTH:
				return getDropLength();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case LnetPackage.STATS__MSGS_ALLOC:
				setMsgsAlloc((Long)newValue);
				return;
			case LnetPackage.STATS__MSGS_MAX:
				setMsgsMax((Long)newValue);
				return;
			case LnetPackage.STATS__ERRORS:
				setErrors((Long)newValue);
				return;
			case LnetPackage.STATS__SEND_COUNT:
				setSendCount((Long)newValue);
				return;
			case LnetPackage.STATS__RECV_COUNT:
				setRecvCount((Long)newValue);
				return;
			case LnetPackage.STATS__ROUTE_COUNT:
				setRouteCount((Long)newValue);
				return;
			case LnetPackage.STATS__DROP_COUNT:
				setDropCount((Long)newValue);
				return;
			case LnetPackage.STATS__SEND_LENGTH:
				setSendLength((Long)newValue);
				return;
			case LnetPackage.STATS__RECV_LENGTH:
				setRecvLength((Long)newValue);
				return;
			case LnetPackage.STATS__ROUTE_LENGTH:
				setRouteLength((Long)newValue);
				return;
			case LnetPackage.STATS__DROP_LENGTH:
				setDropLength((Long)newValue);
				return;
		}
		super.eSet(featureID, newValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eUnset(int featureID) {
		switch (featureID) {
			case LnetPackage.STATS__MSGS_ALLOC:
				setMsgsAlloc(MSGS_ALLOC_EDEFAULT);
				return;
			case LnetPackage.STATS__MSGS_MAX:
				setMsgsMax(MSGS_MAX_EDEFAULT);
				return;
			case LnetPackage.STATS__ERRORS:
				setErrors(ERRORS_EDEFAULT);
				return;
			case LnetPackage.STATS__SEND_COUNT:
				setSendCount(SEND_COUNT_EDEFAULT);
				return;
			case LnetPackage.STATS__RECV_COUNT:
				setRecvCount(RECV_COUNT_EDEFAULT);
				return;
			case LnetPackage.STATS__ROUTE_COUNT:
				setRouteCount(ROUTE_COUNT_EDEFAULT);
				return;
			case LnetPackage.STATS__DROP_COUNT:
				setDropCount(DROP_COUNT_EDEFAULT);
				return;
			case LnetPackage.STATS__SEND_LENGTH:
				setSendLength(SEND_LENGTH_EDEFAULT);
				return;
			case LnetPackage.STATS__RECV_LENGTH:
				setRecvLength(RECV_LENGTH_EDEFAULT);
				return;
			case LnetPackage.STATS__ROUTE_LENGTH:
				setRouteLength(ROUTE_LENGTH_EDEFAULT);
				return;
			case LnetPackage.STATS__DROP_LENGTH:
				setDropLength(DROP_LENGTH_EDEFAULT);
				return;
		}
		super.eUnset(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean eIsSet(int featureID) {
		switch (featureID) {
			case LnetPackage.STATS__MSGS_ALLOC:
				return msgsAlloc != MSGS_ALLOC_EDEFAULT;
			case LnetPackage.STATS__MSGS_MAX:
				return msgsMax != MSGS_MAX_EDEFAULT;
			case LnetPackage.STATS__ERRORS:
				return errors != ERRORS_EDEFAULT;
			case LnetPackage.STATS__SEND_COUNT:
				return sendCount != SEND_COUNT_EDEFAULT;
			case LnetPackage.STATS__RECV_COUNT:
				return recvCount != RECV_COUNT_EDEFAULT;
			case LnetPackage.STATS__ROUTE_COUNT:
				return routeCount != ROUTE_COUNT_EDEFAULT;
			case LnetPackage.STATS__DROP_COUNT:
				return dropCount != DROP_COUNT_EDEFAULT;
			case LnetPackage.STATS__SEND_LENGTH:
				return sendLength != SEND_LENGTH_EDEFAULT;
			case LnetPackage.STATS__RECV_LENGTH:
				return recvLength != RECV_LENGTH_EDEFAULT;
			case LnetPackage.STATS__ROUTE_LENGTH:
				return routeLength != ROUTE_LENGTH_EDEFAULT;
			case LnetPackage.STATS__DROP_LENGTH:
				return dropLength != DROP_LENGTH_EDEFAULT;
		}
		return super.eIsSet(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		if (eIsProxy()) return super.toString();

		StringBuilder result = new StringBuilder(super.toString());
		result.append(" (msgsAlloc: ");
		result.append(msgsAlloc);
		result.append(", msgsMax: ");
		result.append(msgsMax);
		result.append(", errors: ");
		result.append(errors);
		result.append(", sendCount: ");
		result.append(sendCount);
		result.append(", recvCount: ");
		result.append(recvCount);
		result.append(", routeCount: ");
		result.append(routeCount);
		result.append(", dropCount: ");
		result.append(dropCount);
		result.append(", sendLength: ");
		result.append(sendLength);
		result.append(", recvLength: ");
		result.append(recvLength);
		result.append(", routeLength: ");
		result.append(routeLength);
		result.append(", dropLength: ");
		result.append(dropLength);
		result.append(')');
		return result.toString();
	}

} //StatsImpl
