/**
 * LNet Scope. Generated from model/lnet.ecore: do not edit, regenerate (see README.md).
 */
package org.lnetscope.model.impl;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.lnetscope.model.LndType;
import org.lnetscope.model.LnetPackage;
import org.lnetscope.model.Net;

import org.lnetscope.model.internal.LnetObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Net</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.lnetscope.model.impl.NetImpl#getName <em>Name</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.NetImpl#getLndType <em>Lnd Type</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.NetImpl#getPeerTimeout <em>Peer Timeout</em>}</li>
 * </ul>
 *
 * @generated
 */
public class NetImpl extends LnetObjectImpl implements Net {
	/**
	 * A set of bit flags representing the values of boolean attributes and whether unsettable features have been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected int lnetFlags = 0;

	/**
	 * The default value of the '{@link #getName() <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getName()
	 * @generated
	 * @ordered
	 */
	protected static final String NAME_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getName() <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getName()
	 * @generated
	 * @ordered
	 */
	protected String name = NAME_EDEFAULT;

	/**
	 * The default value of the '{@link #getLndType() <em>Lnd Type</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLndType()
	 * @generated
	 * @ordered
	 */
	protected static final LndType LND_TYPE_EDEFAULT = LndType.SOCKLND;

	/**
	 * The cached value of the '{@link #getLndType() <em>Lnd Type</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLndType()
	 * @generated
	 * @ordered
	 */
	protected LndType lndType = LND_TYPE_EDEFAULT;

	/**
	 * The default value of the '{@link #getPeerTimeout() <em>Peer Timeout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPeerTimeout()
	 * @generated
	 * @ordered
	 */
	protected static final int PEER_TIMEOUT_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getPeerTimeout() <em>Peer Timeout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPeerTimeout()
	 * @generated
	 * @ordered
	 */
	protected int peerTimeout = PEER_TIMEOUT_EDEFAULT;

	/**
	 * The flag representing whether the Peer Timeout attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected static final int PEER_TIMEOUT_ESETFLAG = 1 << 0;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected NetImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return LnetPackage.Literals.NET;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getName() {
		return name;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setName(String newName) {
		String oldName = name;
		name = newName;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.NET__NAME, oldName, name));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public LndType getLndType() {
		return lndType;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLndType(LndType newLndType) {
		LndType oldLndType = lndType;
		lndType = newLndType == null ? LND_TYPE_EDEFAULT : newLndType;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.NET__LND_TYPE, oldLndType, lndType));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getPeerTimeout() {
		return peerTimeout;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPeerTimeout(int newPeerTimeout) {
		int oldPeerTimeout = peerTimeout;
		peerTimeout = newPeerTimeout;
		boolean oldPeerTimeoutESet = (lnetFlags & PEER_TIMEOUT_ESETFLAG) != 0;
		lnetFlags |= PEER_TIMEOUT_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.NET__PEER_TIMEOUT, oldPeerTimeout, peerTimeout, !oldPeerTimeoutESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetPeerTimeout() {
		int oldPeerTimeout = peerTimeout;
		boolean oldPeerTimeoutESet = (lnetFlags & PEER_TIMEOUT_ESETFLAG) != 0;
		peerTimeout = PEER_TIMEOUT_EDEFAULT;
		lnetFlags &= ~PEER_TIMEOUT_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LnetPackage.NET__PEER_TIMEOUT, oldPeerTimeout, PEER_TIMEOUT_EDEFAULT, oldPeerTimeoutESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetPeerTimeout() {
		return (lnetFlags & PEER_TIMEOUT_ESETFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case LnetPackage.NET__NAME:
				return getName();
			case LnetPackage.NET__LND_TYPE:
				return getLndType();
			case LnetPackage.NET__PEER_TIMEOUT:
				return getPeerTimeout();
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
			case LnetPackage.NET__NAME:
				setName((String)newValue);
				return;
			case LnetPackage.NET__LND_TYPE:
				setLndType((LndType)newValue);
				return;
			case LnetPackage.NET__PEER_TIMEOUT:
				setPeerTimeout((Integer)newValue);
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
			case LnetPackage.NET__NAME:
				setName(NAME_EDEFAULT);
				return;
			case LnetPackage.NET__LND_TYPE:
				setLndType(LND_TYPE_EDEFAULT);
				return;
			case LnetPackage.NET__PEER_TIMEOUT:
				unsetPeerTimeout();
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
			case LnetPackage.NET__NAME:
				return NAME_EDEFAULT == null ? name != null : !NAME_EDEFAULT.equals(name);
			case LnetPackage.NET__LND_TYPE:
				return lndType != LND_TYPE_EDEFAULT;
			case LnetPackage.NET__PEER_TIMEOUT:
				return isSetPeerTimeout();
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
		result.append(" (name: ");
		result.append(name);
		result.append(", lndType: ");
		result.append(lndType);
		result.append(", peerTimeout: ");
		if ((lnetFlags & PEER_TIMEOUT_ESETFLAG) != 0) result.append(peerTimeout); else result.append("<unset>");
		result.append(')');
		return result.toString();
	}

} //NetImpl
