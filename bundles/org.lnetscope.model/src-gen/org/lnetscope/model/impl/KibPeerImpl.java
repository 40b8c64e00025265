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

import org.eclipse.emf.ecore.util.EObjectContainmentWithInverseEList;
import org.eclipse.emf.ecore.util.InternalEList;

import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.LnetPackage;
import org.lnetscope.model.LocalNi;

import org.lnetscope.model.internal.LnetObjectImpl;

import org.lnetscope.model.nid.Nid;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Kib Peer</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.lnetscope.model.impl.KibPeerImpl#getAddress <em>Address</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibPeerImpl#getNid <em>Nid</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibPeerImpl#getNi <em>Ni</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibPeerImpl#getIncarnation <em>Incarnation</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibPeerImpl#getLastAlive <em>Last Alive</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibPeerImpl#getConnecting <em>Connecting</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibPeerImpl#getAccepting <em>Accepting</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibPeerImpl#getReconnecting <em>Reconnecting</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibPeerImpl#getRaces <em>Races</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibPeerImpl#getReconnected <em>Reconnected</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibPeerImpl#getError <em>Error</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibPeerImpl#getWaitingTxs <em>Waiting Txs</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibPeerImpl#getConns <em>Conns</em>}</li>
 * </ul>
 *
 * @generated
 */
public class KibPeerImpl extends LnetObjectImpl implements KibPeer {
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
	 * The cached value of the '{@link #getNi() <em>Ni</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNi()
	 * @generated
	 * @ordered
	 */
	protected LocalNi ni;

	/**
	 * The default value of the '{@link #getIncarnation() <em>Incarnation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIncarnation()
	 * @generated
	 * @ordered
	 */
	protected static final long INCARNATION_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getIncarnation() <em>Incarnation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIncarnation()
	 * @generated
	 * @ordered
	 */
	protected long incarnation = INCARNATION_EDEFAULT;

	/**
	 * The default value of the '{@link #getLastAlive() <em>Last Alive</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLastAlive()
	 * @generated
	 * @ordered
	 */
	protected static final long LAST_ALIVE_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getLastAlive() <em>Last Alive</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLastAlive()
	 * @generated
	 * @ordered
	 */
	protected long lastAlive = LAST_ALIVE_EDEFAULT;

	/**
	 * The flag representing whether the Last Alive attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected static final int LAST_ALIVE_ESETFLAG = 1 << 0;

	/**
	 * The default value of the '{@link #getConnecting() <em>Connecting</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getConnecting()
	 * @generated
	 * @ordered
	 */
	protected static final int CONNECTING_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getConnecting() <em>Connecting</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getConnecting()
	 * @generated
	 * @ordered
	 */
	protected int connecting = CONNECTING_EDEFAULT;

	/**
	 * The default value of the '{@link #getAccepting() <em>Accepting</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAccepting()
	 * @generated
	 * @ordered
	 */
	protected static final int ACCEPTING_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getAccepting() <em>Accepting</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAccepting()
	 * @generated
	 * @ordered
	 */
	protected int accepting = ACCEPTING_EDEFAULT;

	/**
	 * The flag representing whether the Accepting attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected static final int ACCEPTING_ESETFLAG = 1 << 1;

	/**
	 * The default value of the '{@link #getReconnecting() <em>Reconnecting</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReconnecting()
	 * @generated
	 * @ordered
	 */
	protected static final int RECONNECTING_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getReconnecting() <em>Reconnecting</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReconnecting()
	 * @generated
	 * @ordered
	 */
	protected int reconnecting = RECONNECTING_EDEFAULT;

	/**
	 * The default value of the '{@link #getRaces() <em>Races</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRaces()
	 * @generated
	 * @ordered
	 */
	protected static final int RACES_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getRaces() <em>Races</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRaces()
	 * @generated
	 * @ordered
	 */
	protected int races = RACES_EDEFAULT;

	/**
	 * The default value of the '{@link #getReconnected() <em>Reconnected</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReconnected()
	 * @generated
	 * @ordered
	 */
	protected static final int RECONNECTED_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getReconnected() <em>Reconnected</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReconnected()
	 * @generated
	 * @ordered
	 */
	protected int reconnected = RECONNECTED_EDEFAULT;

	/**
	 * The default value of the '{@link #getError() <em>Error</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getError()
	 * @generated
	 * @ordered
	 */
	protected static final int ERROR_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getError() <em>Error</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getError()
	 * @generated
	 * @ordered
	 */
	protected int error = ERROR_EDEFAULT;

	/**
	 * The default value of the '{@link #getWaitingTxs() <em>Waiting Txs</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWaitingTxs()
	 * @generated
	 * @ordered
	 */
	protected static final int WAITING_TXS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getWaitingTxs() <em>Waiting Txs</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWaitingTxs()
	 * @generated
	 * @ordered
	 */
	protected int waitingTxs = WAITING_TXS_EDEFAULT;

	/**
	 * The flag representing whether the Waiting Txs attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected static final int WAITING_TXS_ESETFLAG = 1 << 2;

	/**
	 * The cached value of the '{@link #getConns() <em>Conns</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getConns()
	 * @generated
	 * @ordered
	 */
	protected EList<KibConn> conns;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected KibPeerImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return LnetPackage.Literals.KIB_PEER;
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
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_PEER__ADDRESS, oldAddress, address));
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
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_PEER__NID, oldNid, nid));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public LocalNi getNi() {
		if (ni != null && ni.eIsProxy()) {
			InternalEObject oldNi = (InternalEObject)ni;
			ni = (LocalNi)eResolveProxy(oldNi);
			if (ni != oldNi) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, LnetPackage.KIB_PEER__NI, oldNi, ni));
			}
		}
		return ni;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public LocalNi basicGetNi() {
		return ni;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setNi(LocalNi newNi) {
		LocalNi oldNi = ni;
		ni = newNi;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_PEER__NI, oldNi, ni));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getIncarnation() {
		return incarnation;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setIncarnation(long newIncarnation) {
		long oldIncarnation = incarnation;
		incarnation = newIncarnation;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_PEER__INCARNATION, oldIncarnation, incarnation));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getLastAlive() {
		return lastAlive;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLastAlive(long newLastAlive) {
		long oldLastAlive = lastAlive;
		lastAlive = newLastAlive;
		boolean oldLastAliveESet = (lnetFlags & LAST_ALIVE_ESETFLAG) != 0;
		lnetFlags |= LAST_ALIVE_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_PEER__LAST_ALIVE, oldLastAlive, lastAlive, !oldLastAliveESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetLastAlive() {
		long oldLastAlive = lastAlive;
		boolean oldLastAliveESet = (lnetFlags & LAST_ALIVE_ESETFLAG) != 0;
		lastAlive = LAST_ALIVE_EDEFAULT;
		lnetFlags &= ~LAST_ALIVE_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LnetPackage.KIB_PEER__LAST_ALIVE, oldLastAlive, LAST_ALIVE_EDEFAULT, oldLastAliveESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetLastAlive() {
		return (lnetFlags & LAST_ALIVE_ESETFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getConnecting() {
		return connecting;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setConnecting(int newConnecting) {
		int oldConnecting = connecting;
		connecting = newConnecting;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_PEER__CONNECTING, oldConnecting, connecting));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getAccepting() {
		return accepting;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setAccepting(int newAccepting) {
		int oldAccepting = accepting;
		accepting = newAccepting;
		boolean oldAcceptingESet = (lnetFlags & ACCEPTING_ESETFLAG) != 0;
		lnetFlags |= ACCEPTING_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_PEER__ACCEPTING, oldAccepting, accepting, !oldAcceptingESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetAccepting() {
		int oldAccepting = accepting;
		boolean oldAcceptingESet = (lnetFlags & ACCEPTING_ESETFLAG) != 0;
		accepting = ACCEPTING_EDEFAULT;
		lnetFlags &= ~ACCEPTING_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LnetPackage.KIB_PEER__ACCEPTING, oldAccepting, ACCEPTING_EDEFAULT, oldAcceptingESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetAccepting() {
		return (lnetFlags & ACCEPTING_ESETFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getReconnecting() {
		return reconnecting;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setReconnecting(int newReconnecting) {
		int oldReconnecting = reconnecting;
		reconnecting = newReconnecting;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_PEER__RECONNECTING, oldReconnecting, reconnecting));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getRaces() {
		return races;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRaces(int newRaces) {
		int oldRaces = races;
		races = newRaces;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_PEER__RACES, oldRaces, races));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getReconnected() {
		return reconnected;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setReconnected(int newReconnected) {
		int oldReconnected = reconnected;
		reconnected = newReconnected;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_PEER__RECONNECTED, oldReconnected, reconnected));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getError() {
		return error;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setError(int newError) {
		int oldError = error;
		error = newError;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_PEER__ERROR, oldError, error));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getWaitingTxs() {
		return waitingTxs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setWaitingTxs(int newWaitingTxs) {
		int oldWaitingTxs = waitingTxs;
		waitingTxs = newWaitingTxs;
		boolean oldWaitingTxsESet = (lnetFlags & WAITING_TXS_ESETFLAG) != 0;
		lnetFlags |= WAITING_TXS_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_PEER__WAITING_TXS, oldWaitingTxs, waitingTxs, !oldWaitingTxsESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetWaitingTxs() {
		int oldWaitingTxs = waitingTxs;
		boolean oldWaitingTxsESet = (lnetFlags & WAITING_TXS_ESETFLAG) != 0;
		waitingTxs = WAITING_TXS_EDEFAULT;
		lnetFlags &= ~WAITING_TXS_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LnetPackage.KIB_PEER__WAITING_TXS, oldWaitingTxs, WAITING_TXS_EDEFAULT, oldWaitingTxsESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetWaitingTxs() {
		return (lnetFlags & WAITING_TXS_ESETFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<KibConn> getConns() {
		if (conns == null) {
			conns = new EObjectContainmentWithInverseEList<KibConn>(KibConn.class, this, LnetPackage.KIB_PEER__CONNS, LnetPackage.KIB_CONN__PEER);
		}
		return conns;
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
			case LnetPackage.KIB_PEER__CONNS:
				return ((InternalEList<InternalEObject>)(InternalEList<?>)getConns()).basicAdd(otherEnd, msgs);
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
			case LnetPackage.KIB_PEER__CONNS:
				return ((InternalEList<?>)getConns()).basicRemove(otherEnd, msgs);
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
			case LnetPackage.KIB_PEER__ADDRESS:
				return getAddress();
			case LnetPackage.KIB_PEER__NID:
				return getNid();
			case LnetPackage.KIB_PEER__NI:
				if (resolve) return getNi();
				return basicGetNi();
			case LnetPackage.KIB_PEER__INCARNATION:
				return getIncarnation();
			case LnetPackage.KIB_PEER__LAST_ALIVE:
				return getLastAlive();
			case LnetPackage.KIB_PEER__CONNECTING:
				return getConnecting();
			case LnetPackage.KIB_PEER__ACCEPTING:
				return getAccepting();
			case LnetPackage.KIB_PEER__RECONNECTING:
				return getReconnecting();
			case LnetPackage.KIB_PEER__RACES:
				return getRaces();
			case LnetPackage.KIB_PEER__RECONNECTED:
				return getReconnected();
			case LnetPackage.KIB_PEER__ERROR:
				return getError();
			case LnetPackage.KIB_PEER__WAITING_TXS:
				return getWaitingTxs();
			case LnetPackage.KIB_PEER__CONNS:
				return getConns();
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
			case LnetPackage.KIB_PEER__ADDRESS:
				setAddress((Long)newValue);
				return;
			case LnetPackage.KIB_PEER__NID:
				setNid((Nid)newValue);
				return;
			case LnetPackage.KIB_PEER__NI:
				setNi((LocalNi)newValue);
				return;
			case LnetPackage.KIB_PEER__INCARNATION:
				setIncarnation((Long)newValue);
				return;
			case LnetPackage.KIB_PEER__LAST_ALIVE:
				setLastAlive((Long)newValue);
				return;
			case LnetPackage.KIB_PEER__CONNECTING:
				setConnecting((Integer)newValue);
				return;
			case LnetPackage.KIB_PEER__ACCEPTING:
				setAccepting((Integer)newValue);
				return;
			case LnetPackage.KIB_PEER__RECONNECTING:
				setReconnecting((Integer)newValue);
				return;
			case LnetPackage.KIB_PEER__RACES:
				setRaces((Integer)newValue);
				return;
			case LnetPackage.KIB_PEER__RECONNECTED:
				setReconnected((Integer)newValue);
				return;
			case LnetPackage.KIB_PEER__ERROR:
				setError((Integer)newValue);
				return;
			case LnetPackage.KIB_PEER__WAITING_TXS:
				setWaitingTxs((Integer)newValue);
				return;
			case LnetPackage.KIB_PEER__CONNS:
				getConns().clear();
				getConns().addAll((Collection<? extends KibConn>)newValue);
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
			case LnetPackage.KIB_PEER__ADDRESS:
				setAddress(ADDRESS_EDEFAULT);
				return;
			case LnetPackage.KIB_PEER__NID:
				setNid(NID_EDEFAULT);
				return;
			case LnetPackage.KIB_PEER__NI:
				setNi((LocalNi)null);
				return;
			case LnetPackage.KIB_PEER__INCARNATION:
				setIncarnation(INCARNATION_EDEFAULT);
				return;
			case LnetPackage.KIB_PEER__LAST_ALIVE:
				unsetLastAlive();
				return;
			case LnetPackage.KIB_PEER__CONNECTING:
				setConnecting(CONNECTING_EDEFAULT);
				return;
			case LnetPackage.KIB_PEER__ACCEPTING:
				unsetAccepting();
				return;
			case LnetPackage.KIB_PEER__RECONNECTING:
				setReconnecting(RECONNECTING_EDEFAULT);
				return;
			case LnetPackage.KIB_PEER__RACES:
				setRaces(RACES_EDEFAULT);
				return;
			case LnetPackage.KIB_PEER__RECONNECTED:
				setReconnected(RECONNECTED_EDEFAULT);
				return;
			case LnetPackage.KIB_PEER__ERROR:
				setError(ERROR_EDEFAULT);
				return;
			case LnetPackage.KIB_PEER__WAITING_TXS:
				unsetWaitingTxs();
				return;
			case LnetPackage.KIB_PEER__CONNS:
				getConns().clear();
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
			case LnetPackage.KIB_PEER__ADDRESS:
				return address != ADDRESS_EDEFAULT;
			case LnetPackage.KIB_PEER__NID:
				return NID_EDEFAULT == null ? nid != null : !NID_EDEFAULT.equals(nid);
			case LnetPackage.KIB_PEER__NI:
				return ni != null;
			case LnetPackage.KIB_PEER__INCARNATION:
				return incarnation != INCARNATION_EDEFAULT;
			case LnetPackage.KIB_PEER__LAST_ALIVE:
				return isSetLastAlive();
			case LnetPackage.KIB_PEER__CONNECTING:
				return connecting != CONNECTING_EDEFAULT;
			case LnetPackage.KIB_PEER__ACCEPTING:
				return isSetAccepting();
			case LnetPackage.KIB_PEER__RECONNECTING:
				return reconnecting != RECONNECTING_EDEFAULT;
			case LnetPackage.KIB_PEER__RACES:
				return races != RACES_EDEFAULT;
			case LnetPackage.KIB_PEER__RECONNECTED:
				return reconnected != RECONNECTED_EDEFAULT;
			case LnetPackage.KIB_PEER__ERROR:
				return error != ERROR_EDEFAULT;
			case LnetPackage.KIB_PEER__WAITING_TXS:
				return isSetWaitingTxs();
			case LnetPackage.KIB_PEER__CONNS:
				return conns != null && !conns.isEmpty();
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
		result.append(", nid: ");
		result.append(nid);
		result.append(", incarnation: ");
		result.append(incarnation);
		result.append(", lastAlive: ");
		if ((lnetFlags & LAST_ALIVE_ESETFLAG) != 0) result.append(lastAlive); else result.append("<unset>");
		result.append(", connecting: ");
		result.append(connecting);
		result.append(", accepting: ");
		if ((lnetFlags & ACCEPTING_ESETFLAG) != 0) result.append(accepting); else result.append("<unset>");
		result.append(", reconnecting: ");
		result.append(reconnecting);
		result.append(", races: ");
		result.append(races);
		result.append(", reconnected: ");
		result.append(reconnected);
		result.append(", error: ");
		result.append(error);
		result.append(", waitingTxs: ");
		if ((lnetFlags & WAITING_TXS_ESETFLAG) != 0) result.append(waitingTxs); else result.append("<unset>");
		result.append(')');
		return result.toString();
	}

} //KibPeerImpl
