/**
 * LNet Scope. Generated from model/lnet.ecore: do not edit, regenerate (see README.md).
 */
package org.lnetscope.model.impl;

import java.util.Collection;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EObjectContainmentWithInverseEList;
import org.eclipse.emf.ecore.util.EObjectResolvingEList;
import org.eclipse.emf.ecore.util.InternalEList;

import org.lnetscope.model.LnetPackage;
import org.lnetscope.model.Message;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;

import org.lnetscope.model.nid.Nid;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Peer</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.lnetscope.model.impl.PeerImpl#getAddress <em>Address</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.PeerImpl#getPrimaryNid <em>Primary Nid</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.PeerImpl#isMultiRail <em>Multi Rail</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.PeerImpl#getPeerNis <em>Peer Nis</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.PeerImpl#getRtrq <em>Rtrq</em>}</li>
 * </ul>
 *
 * @generated
 */
public class PeerImpl extends MinimalEObjectImpl.Container implements Peer {
	/**
	 * A set of bit flags representing the values of boolean attributes and whether unsettable features have been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected int lnetFlags = 0;

	/**
	 * The default value of the '{@link #getAddress() <em>Address</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAddress()
	 * @generated
	 * @ordered
	 */
	protected static final long ADDRESS_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getAddress() <em>Address</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAddress()
	 * @generated
	 * @ordered
	 */
	protected long address = ADDRESS_EDEFAULT;

	/**
	 * The default value of the '{@link #getPrimaryNid() <em>Primary Nid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPrimaryNid()
	 * @generated
	 * @ordered
	 */
	protected static final Nid PRIMARY_NID_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getPrimaryNid() <em>Primary Nid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPrimaryNid()
	 * @generated
	 * @ordered
	 */
	protected Nid primaryNid = PRIMARY_NID_EDEFAULT;

	/**
	 * The default value of the '{@link #isMultiRail() <em>Multi Rail</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isMultiRail()
	 * @generated
	 * @ordered
	 */
	protected static final boolean MULTI_RAIL_EDEFAULT = false;

	/**
	 * The flag representing the value of the '{@link #isMultiRail() <em>Multi Rail</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isMultiRail()
	 * @generated
	 * @ordered
	 */
	protected static final int MULTI_RAIL_EFLAG = 1 << 0;

	/**
	 * The cached value of the '{@link #getPeerNis() <em>Peer Nis</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPeerNis()
	 * @generated
	 * @ordered
	 */
	protected EList<PeerNi> peerNis;

	/**
	 * The cached value of the '{@link #getRtrq() <em>Rtrq</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRtrq()
	 * @generated
	 * @ordered
	 */
	protected EList<Message> rtrq;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected PeerImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return LnetPackage.Literals.PEER;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getAddress() {
		return address;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setAddress(long newAddress) {
		long oldAddress = address;
		address = newAddress;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.PEER__ADDRESS, oldAddress, address));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Nid getPrimaryNid() {
		return primaryNid;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPrimaryNid(Nid newPrimaryNid) {
		Nid oldPrimaryNid = primaryNid;
		primaryNid = newPrimaryNid;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.PEER__PRIMARY_NID, oldPrimaryNid, primaryNid));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isMultiRail() {
		return (lnetFlags & MULTI_RAIL_EFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMultiRail(boolean newMultiRail) {
		boolean oldMultiRail = (lnetFlags & MULTI_RAIL_EFLAG) != 0;
		if (newMultiRail) lnetFlags |= MULTI_RAIL_EFLAG; else lnetFlags &= ~MULTI_RAIL_EFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.PEER__MULTI_RAIL, oldMultiRail, newMultiRail));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<PeerNi> getPeerNis() {
		if (peerNis == null) {
			peerNis = new EObjectContainmentWithInverseEList<PeerNi>(PeerNi.class, this, LnetPackage.PEER__PEER_NIS, LnetPackage.PEER_NI__PEER);
		}
		return peerNis;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Message> getRtrq() {
		if (rtrq == null) {
			rtrq = new EObjectResolvingEList<Message>(Message.class, this, LnetPackage.PEER__RTRQ);
		}
		return rtrq;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@SuppressWarnings("unchecked")
	@Override
	public NotificationChain eInverseAdd(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case LnetPackage.PEER__PEER_NIS:
				return ((InternalEList<InternalEObject>)(InternalEList<?>)getPeerNis()).basicAdd(otherEnd, msgs);
		}
		return super.eInverseAdd(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case LnetPackage.PEER__PEER_NIS:
				return ((InternalEList<?>)getPeerNis()).basicRemove(otherEnd, msgs);
		}
		return super.eInverseRemove(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case LnetPackage.PEER__ADDRESS:
				return getAddress();
			case LnetPackage.PEER__PRIMARY_NID:
				return getPrimaryNid();
			case LnetPackage.PEER__MULTI_RAIL:
				return isMultiRail();
			case LnetPackage.PEER__PEER_NIS:
				return getPeerNis();
			case LnetPackage.PEER__RTRQ:
				return getRtrq();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@SuppressWarnings("unchecked")
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case LnetPackage.PEER__ADDRESS:
				setAddress((Long)newValue);
				return;
			case LnetPackage.PEER__PRIMARY_NID:
				setPrimaryNid((Nid)newValue);
				return;
			case LnetPackage.PEER__MULTI_RAIL:
				setMultiRail((Boolean)newValue);
				return;
			case LnetPackage.PEER__PEER_NIS:
				getPeerNis().clear();
				getPeerNis().addAll((Collection<? extends PeerNi>)newValue);
				return;
			case LnetPackage.PEER__RTRQ:
				getRtrq().clear();
				getRtrq().addAll((Collection<? extends Message>)newValue);
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
			case LnetPackage.PEER__ADDRESS:
				setAddress(ADDRESS_EDEFAULT);
				return;
			case LnetPackage.PEER__PRIMARY_NID:
				setPrimaryNid(PRIMARY_NID_EDEFAULT);
				return;
			case LnetPackage.PEER__MULTI_RAIL:
				setMultiRail(MULTI_RAIL_EDEFAULT);
				return;
			case LnetPackage.PEER__PEER_NIS:
				getPeerNis().clear();
				return;
			case LnetPackage.PEER__RTRQ:
				getRtrq().clear();
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
			case LnetPackage.PEER__ADDRESS:
				return address != ADDRESS_EDEFAULT;
			case LnetPackage.PEER__PRIMARY_NID:
				return PRIMARY_NID_EDEFAULT == null ? primaryNid != null : !PRIMARY_NID_EDEFAULT.equals(primaryNid);
			case LnetPackage.PEER__MULTI_RAIL:
				return ((lnetFlags & MULTI_RAIL_EFLAG) != 0) != MULTI_RAIL_EDEFAULT;
			case LnetPackage.PEER__PEER_NIS:
				return peerNis != null && !peerNis.isEmpty();
			case LnetPackage.PEER__RTRQ:
				return rtrq != null && !rtrq.isEmpty();
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
		result.append(" (address: ");
		result.append(address);
		result.append(", primaryNid: ");
		result.append(primaryNid);
		result.append(", multiRail: ");
		result.append((lnetFlags & MULTI_RAIL_EFLAG) != 0);
		result.append(')');
		return result.toString();
	}

} //PeerImpl
