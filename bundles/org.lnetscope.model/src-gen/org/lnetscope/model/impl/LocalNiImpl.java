/**
 * LNet Scope. Generated from model/lnet.ecore: do not edit, regenerate (see README.md).
 */
package org.lnetscope.model.impl;

import java.lang.reflect.InvocationTargetException;

import java.util.Collection;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.InternalEList;

import org.lnetscope.model.LinkState;
import org.lnetscope.model.LnetPackage;
import org.lnetscope.model.LocalNi;
import org.lnetscope.model.Net;
import org.lnetscope.model.TxQueue;

import org.lnetscope.model.internal.LnetObjectImpl;

import org.lnetscope.model.nid.Nid;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Local Ni</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.lnetscope.model.impl.LocalNiImpl#getNid <em>Nid</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.LocalNiImpl#getNet <em>Net</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.LocalNiImpl#getStatus <em>Status</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.LocalNiImpl#getInterfaceName <em>Interface Name</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.LocalNiImpl#getPeerCredits <em>Peer Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.LocalNiImpl#getPeerRtrCredits <em>Peer Rtr Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.LocalNiImpl#getMaxTxCredits <em>Max Tx Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.LocalNiImpl#getPeerTimeout <em>Peer Timeout</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.LocalNiImpl#getTxQueues <em>Tx Queues</em>}</li>
 * </ul>
 *
 * @generated
 */
public class LocalNiImpl extends LnetObjectImpl implements LocalNi {
	/**
	 * A set of bit flags representing the values of boolean attributes and whether unsettable features have been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected int lnetFlags = 0;

	/**
	 * The default value of the '{@link #getNid() <em>Nid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNid()
	 * @generated
	 * @ordered
	 */
	protected static final Nid NID_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getNid() <em>Nid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNid()
	 * @generated
	 * @ordered
	 */
	protected Nid nid = NID_EDEFAULT;

	/**
	 * The cached value of the '{@link #getNet() <em>Net</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNet()
	 * @generated
	 * @ordered
	 */
	protected Net net;

	/**
	 * The default value of the '{@link #getStatus() <em>Status</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStatus()
	 * @generated
	 * @ordered
	 */
	protected static final LinkState STATUS_EDEFAULT = LinkState.UP;

	/**
	 * The cached value of the '{@link #getStatus() <em>Status</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStatus()
	 * @generated
	 * @ordered
	 */
	protected LinkState status = STATUS_EDEFAULT;

	/**
	 * The default value of the '{@link #getInterfaceName() <em>Interface Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getInterfaceName()
	 * @generated
	 * @ordered
	 */
	protected static final String INTERFACE_NAME_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getInterfaceName() <em>Interface Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getInterfaceName()
	 * @generated
	 * @ordered
	 */
	protected String interfaceName = INTERFACE_NAME_EDEFAULT;

	/**
	 * The default value of the '{@link #getPeerCredits() <em>Peer Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPeerCredits()
	 * @generated
	 * @ordered
	 */
	protected static final int PEER_CREDITS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getPeerCredits() <em>Peer Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPeerCredits()
	 * @generated
	 * @ordered
	 */
	protected int peerCredits = PEER_CREDITS_EDEFAULT;

	/**
	 * The default value of the '{@link #getPeerRtrCredits() <em>Peer Rtr Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPeerRtrCredits()
	 * @generated
	 * @ordered
	 */
	protected static final int PEER_RTR_CREDITS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getPeerRtrCredits() <em>Peer Rtr Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPeerRtrCredits()
	 * @generated
	 * @ordered
	 */
	protected int peerRtrCredits = PEER_RTR_CREDITS_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxTxCredits() <em>Max Tx Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxTxCredits()
	 * @generated
	 * @ordered
	 */
	protected static final int MAX_TX_CREDITS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getMaxTxCredits() <em>Max Tx Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxTxCredits()
	 * @generated
	 * @ordered
	 */
	protected int maxTxCredits = MAX_TX_CREDITS_EDEFAULT;

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
	 * The cached value of the '{@link #getTxQueues() <em>Tx Queues</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTxQueues()
	 * @generated
	 * @ordered
	 */
	protected EList<TxQueue> txQueues;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected LocalNiImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return LnetPackage.Literals.LOCAL_NI;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Nid getNid() {
		return nid;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setNid(Nid newNid) {
		Nid oldNid = nid;
		nid = newNid;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.LOCAL_NI__NID, oldNid, nid));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Net getNet() {
		if (net != null && net.eIsProxy()) {
			InternalEObject oldNet = (InternalEObject)net;
			net = (Net)eResolveProxy(oldNet);
			if (net != oldNet) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, LnetPackage.LOCAL_NI__NET, oldNet, net));
			}
		}
		return net;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Net basicGetNet() {
		return net;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setNet(Net newNet) {
		Net oldNet = net;
		net = newNet;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.LOCAL_NI__NET, oldNet, net));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public LinkState getStatus() {
		return status;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setStatus(LinkState newStatus) {
		LinkState oldStatus = status;
		status = newStatus == null ? STATUS_EDEFAULT : newStatus;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.LOCAL_NI__STATUS, oldStatus, status));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getInterfaceName() {
		return interfaceName;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setInterfaceName(String newInterfaceName) {
		String oldInterfaceName = interfaceName;
		interfaceName = newInterfaceName;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.LOCAL_NI__INTERFACE_NAME, oldInterfaceName, interfaceName));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getPeerCredits() {
		return peerCredits;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPeerCredits(int newPeerCredits) {
		int oldPeerCredits = peerCredits;
		peerCredits = newPeerCredits;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.LOCAL_NI__PEER_CREDITS, oldPeerCredits, peerCredits));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getPeerRtrCredits() {
		return peerRtrCredits;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPeerRtrCredits(int newPeerRtrCredits) {
		int oldPeerRtrCredits = peerRtrCredits;
		peerRtrCredits = newPeerRtrCredits;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.LOCAL_NI__PEER_RTR_CREDITS, oldPeerRtrCredits, peerRtrCredits));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMaxTxCredits() {
		return maxTxCredits;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxTxCredits(int newMaxTxCredits) {
		int oldMaxTxCredits = maxTxCredits;
		maxTxCredits = newMaxTxCredits;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.LOCAL_NI__MAX_TX_CREDITS, oldMaxTxCredits, maxTxCredits));
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
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.LOCAL_NI__PEER_TIMEOUT, oldPeerTimeout, peerTimeout, !oldPeerTimeoutESet));
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
			eNotify(new ENotificationImpl(this, Notification.UNSET, LnetPackage.LOCAL_NI__PEER_TIMEOUT, oldPeerTimeout, PEER_TIMEOUT_EDEFAULT, oldPeerTimeoutESet));
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
	public EList<TxQueue> getTxQueues() {
		if (txQueues == null) {
			txQueues = new EObjectContainmentEList<TxQueue>(TxQueue.class, this, LnetPackage.LOCAL_NI__TX_QUEUES);
		}
		return txQueues;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int txCredits() {
		return org.lnetscope.model.internal.LocalNiOperations.txCredits(this);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case LnetPackage.LOCAL_NI__TX_QUEUES:
				return ((InternalEList<?>)getTxQueues()).basicRemove(otherEnd, msgs);
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
			case LnetPackage.LOCAL_NI__NID:
				return getNid();
			case LnetPackage.LOCAL_NI__NET:
				if (resolve) return getNet();
				return basicGetNet();
			case LnetPackage.LOCAL_NI__STATUS:
				return getStatus();
			case LnetPackage.LOCAL_NI__INTERFACE_NAME:
				return getInterfaceName();
			case LnetPackage.LOCAL_NI__PEER_CREDITS:
				return getPeerCredits();
			case LnetPackage.LOCAL_NI__PEER_RTR_CREDITS:
				return getPeerRtrCredits();
			case LnetPackage.LOCAL_NI__MAX_TX_CREDITS:
				return getMaxTxCredits();
			case LnetPackage.LOCAL_NI__PEER_TIMEOUT:
				return getPeerTimeout();
			case LnetPackage.LOCAL_NI__TX_QUEUES:
				return getTxQueues();
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
			case LnetPackage.LOCAL_NI__NID:
				setNid((Nid)newValue);
				return;
			case LnetPackage.LOCAL_NI__NET:
				setNet((Net)newValue);
				return;
			case LnetPackage.LOCAL_NI__STATUS:
				setStatus((LinkState)newValue);
				return;
			case LnetPackage.LOCAL_NI__INTERFACE_NAME:
				setInterfaceName((String)newValue);
				return;
			case LnetPackage.LOCAL_NI__PEER_CREDITS:
				setPeerCredits((Integer)newValue);
				return;
			case LnetPackage.LOCAL_NI__PEER_RTR_CREDITS:
				setPeerRtrCredits((Integer)newValue);
				return;
			case LnetPackage.LOCAL_NI__MAX_TX_CREDITS:
				setMaxTxCredits((Integer)newValue);
				return;
			case LnetPackage.LOCAL_NI__PEER_TIMEOUT:
				setPeerTimeout((Integer)newValue);
				return;
			case LnetPackage.LOCAL_NI__TX_QUEUES:
				getTxQueues().clear();
				getTxQueues().addAll((Collection<? extends TxQueue>)newValue);
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
			case LnetPackage.LOCAL_NI__NID:
				setNid(NID_EDEFAULT);
				return;
			case LnetPackage.LOCAL_NI__NET:
				setNet((Net)null);
				return;
			case LnetPackage.LOCAL_NI__STATUS:
				setStatus(STATUS_EDEFAULT);
				return;
			case LnetPackage.LOCAL_NI__INTERFACE_NAME:
				setInterfaceName(INTERFACE_NAME_EDEFAULT);
				return;
			case LnetPackage.LOCAL_NI__PEER_CREDITS:
				setPeerCredits(PEER_CREDITS_EDEFAULT);
				return;
			case LnetPackage.LOCAL_NI__PEER_RTR_CREDITS:
				setPeerRtrCredits(PEER_RTR_CREDITS_EDEFAULT);
				return;
			case LnetPackage.LOCAL_NI__MAX_TX_CREDITS:
				setMaxTxCredits(MAX_TX_CREDITS_EDEFAULT);
				return;
			case LnetPackage.LOCAL_NI__PEER_TIMEOUT:
				unsetPeerTimeout();
				return;
			case LnetPackage.LOCAL_NI__TX_QUEUES:
				getTxQueues().clear();
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
			case LnetPackage.LOCAL_NI__NID:
				return NID_EDEFAULT == null ? nid != null : !NID_EDEFAULT.equals(nid);
			case LnetPackage.LOCAL_NI__NET:
				return net != null;
			case LnetPackage.LOCAL_NI__STATUS:
				return status != STATUS_EDEFAULT;
			case LnetPackage.LOCAL_NI__INTERFACE_NAME:
				return INTERFACE_NAME_EDEFAULT == null ? interfaceName != null : !INTERFACE_NAME_EDEFAULT.equals(interfaceName);
			case LnetPackage.LOCAL_NI__PEER_CREDITS:
				return peerCredits != PEER_CREDITS_EDEFAULT;
			case LnetPackage.LOCAL_NI__PEER_RTR_CREDITS:
				return peerRtrCredits != PEER_RTR_CREDITS_EDEFAULT;
			case LnetPackage.LOCAL_NI__MAX_TX_CREDITS:
				return maxTxCredits != MAX_TX_CREDITS_EDEFAULT;
			case LnetPackage.LOCAL_NI__PEER_TIMEOUT:
				return isSetPeerTimeout();
			case LnetPackage.LOCAL_NI__TX_QUEUES:
				return txQueues != null && !txQueues.isEmpty();
		}
		return super.eIsSet(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eInvoke(int operationID, EList<?> arguments) throws InvocationTargetException {
		switch (operationID) {
			case LnetPackage.LOCAL_NI___TX_CREDITS:
				return txCredits();
		}
		return super.eInvoke(operationID, arguments);
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
		result.append(" (nid: ");
		result.append(nid);
		result.append(", status: ");
		result.append(status);
		result.append(", interfaceName: ");
		result.append(interfaceName);
		result.append(", peerCredits: ");
		result.append(peerCredits);
		result.append(", peerRtrCredits: ");
		result.append(peerRtrCredits);
		result.append(", maxTxCredits: ");
		result.append(maxTxCredits);
		result.append(", peerTimeout: ");
		if ((lnetFlags & PEER_TIMEOUT_ESETFLAG) != 0) result.append(peerTimeout); else result.append("<unset>");
		result.append(')');
		return result.toString();
	}

} //LocalNiImpl
