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

import org.eclipse.emf.ecore.util.EObjectResolvingEList;
import org.eclipse.emf.ecore.util.EcoreUtil;

import org.lnetscope.model.LnetPackage;
import org.lnetscope.model.Message;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.PeerState;

import org.lnetscope.model.internal.LnetObjectImpl;

import org.lnetscope.model.nid.Nid;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Peer Ni</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.lnetscope.model.impl.PeerNiImpl#getAddress <em>Address</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.PeerNiImpl#getPeer <em>Peer</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.PeerNiImpl#getNid <em>Nid</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.PeerNiImpl#getState <em>State</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.PeerNiImpl#getRefcount <em>Refcount</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.PeerNiImpl#getMaxTxCredits <em>Max Tx Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.PeerNiImpl#getTxCredits <em>Tx Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.PeerNiImpl#getMinTxCredits <em>Min Tx Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.PeerNiImpl#getRtrCredits <em>Rtr Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.PeerNiImpl#getMinRtrCredits <em>Min Rtr Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.PeerNiImpl#getTxqNob <em>Txq Nob</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.PeerNiImpl#getLastAlive <em>Last Alive</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.PeerNiImpl#getAliveCount <em>Alive Count</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.PeerNiImpl#getTimestamp <em>Timestamp</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.PeerNiImpl#getLastQuery <em>Last Query</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.PeerNiImpl#isNotified <em>Notified</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.PeerNiImpl#getHealthValue <em>Health Value</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.PeerNiImpl#getTxq <em>Txq</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.PeerNiImpl#getRtrq <em>Rtrq</em>}</li>
 * </ul>
 *
 * @generated
 */
public class PeerNiImpl extends LnetObjectImpl implements PeerNi {
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
	 * The default value of the '{@link #getState() <em>State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getState()
	 * @generated
	 * @ordered
	 */
	protected static final PeerState STATE_EDEFAULT = PeerState.NA;

	/**
	 * The cached value of the '{@link #getState() <em>State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getState()
	 * @generated
	 * @ordered
	 */
	protected PeerState state = STATE_EDEFAULT;

	/**
	 * The default value of the '{@link #getRefcount() <em>Refcount</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRefcount()
	 * @generated
	 * @ordered
	 */
	protected static final int REFCOUNT_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getRefcount() <em>Refcount</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRefcount()
	 * @generated
	 * @ordered
	 */
	protected int refcount = REFCOUNT_EDEFAULT;

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
	 * The default value of the '{@link #getTxCredits() <em>Tx Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTxCredits()
	 * @generated
	 * @ordered
	 */
	protected static final int TX_CREDITS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getTxCredits() <em>Tx Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTxCredits()
	 * @generated
	 * @ordered
	 */
	protected int txCredits = TX_CREDITS_EDEFAULT;

	/**
	 * The default value of the '{@link #getMinTxCredits() <em>Min Tx Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMinTxCredits()
	 * @generated
	 * @ordered
	 */
	protected static final int MIN_TX_CREDITS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getMinTxCredits() <em>Min Tx Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMinTxCredits()
	 * @generated
	 * @ordered
	 */
	protected int minTxCredits = MIN_TX_CREDITS_EDEFAULT;

	/**
	 * The default value of the '{@link #getRtrCredits() <em>Rtr Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRtrCredits()
	 * @generated
	 * @ordered
	 */
	protected static final int RTR_CREDITS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getRtrCredits() <em>Rtr Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRtrCredits()
	 * @generated
	 * @ordered
	 */
	protected int rtrCredits = RTR_CREDITS_EDEFAULT;

	/**
	 * The default value of the '{@link #getMinRtrCredits() <em>Min Rtr Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMinRtrCredits()
	 * @generated
	 * @ordered
	 */
	protected static final int MIN_RTR_CREDITS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getMinRtrCredits() <em>Min Rtr Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMinRtrCredits()
	 * @generated
	 * @ordered
	 */
	protected int minRtrCredits = MIN_RTR_CREDITS_EDEFAULT;

	/**
	 * The default value of the '{@link #getTxqNob() <em>Txq Nob</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTxqNob()
	 * @generated
	 * @ordered
	 */
	protected static final long TXQ_NOB_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getTxqNob() <em>Txq Nob</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTxqNob()
	 * @generated
	 * @ordered
	 */
	protected long txqNob = TXQ_NOB_EDEFAULT;

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
	 * The default value of the '{@link #getAliveCount() <em>Alive Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAliveCount()
	 * @generated
	 * @ordered
	 */
	protected static final int ALIVE_COUNT_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getAliveCount() <em>Alive Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAliveCount()
	 * @generated
	 * @ordered
	 */
	protected int aliveCount = ALIVE_COUNT_EDEFAULT;

	/**
	 * The flag representing whether the Alive Count attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected static final int ALIVE_COUNT_ESETFLAG = 1 << 1;

	/**
	 * The default value of the '{@link #getTimestamp() <em>Timestamp</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTimestamp()
	 * @generated
	 * @ordered
	 */
	protected static final long TIMESTAMP_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getTimestamp() <em>Timestamp</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTimestamp()
	 * @generated
	 * @ordered
	 */
	protected long timestamp = TIMESTAMP_EDEFAULT;

	/**
	 * The flag representing whether the Timestamp attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected static final int TIMESTAMP_ESETFLAG = 1 << 2;

	/**
	 * The default value of the '{@link #getLastQuery() <em>Last Query</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLastQuery()
	 * @generated
	 * @ordered
	 */
	protected static final long LAST_QUERY_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getLastQuery() <em>Last Query</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLastQuery()
	 * @generated
	 * @ordered
	 */
	protected long lastQuery = LAST_QUERY_EDEFAULT;

	/**
	 * The flag representing whether the Last Query attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected static final int LAST_QUERY_ESETFLAG = 1 << 3;

	/**
	 * The default value of the '{@link #isNotified() <em>Notified</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isNotified()
	 * @generated
	 * @ordered
	 */
	protected static final boolean NOTIFIED_EDEFAULT = false;

	/**
	 * The flag representing the value of the '{@link #isNotified() <em>Notified</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isNotified()
	 * @generated
	 * @ordered
	 */
	protected static final int NOTIFIED_EFLAG = 1 << 4;

	/**
	 * The flag representing whether the Notified attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected static final int NOTIFIED_ESETFLAG = 1 << 5;

	/**
	 * The default value of the '{@link #getHealthValue() <em>Health Value</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHealthValue()
	 * @generated
	 * @ordered
	 */
	protected static final int HEALTH_VALUE_EDEFAULT = 1000;

	/**
	 * The cached value of the '{@link #getHealthValue() <em>Health Value</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHealthValue()
	 * @generated
	 * @ordered
	 */
	protected int healthValue = HEALTH_VALUE_EDEFAULT;

	/**
	 * The flag representing whether the Health Value attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected static final int HEALTH_VALUE_ESETFLAG = 1 << 6;

	/**
	 * The cached value of the '{@link #getTxq() <em>Txq</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTxq()
	 * @generated
	 * @ordered
	 */
	protected EList<Message> txq;

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
	protected PeerNiImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return LnetPackage.Literals.PEER_NI;
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
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.PEER_NI__ADDRESS, oldAddress, address));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Peer getPeer() {
		if (eContainerFeatureID() != LnetPackage.PEER_NI__PEER) return null;
		return (Peer)eInternalContainer();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetPeer(Peer newPeer, NotificationChain msgs) {
		msgs = eBasicSetContainer((InternalEObject)newPeer, LnetPackage.PEER_NI__PEER, msgs);
		return msgs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPeer(Peer newPeer) {
		if (newPeer != eInternalContainer() || (eContainerFeatureID() != LnetPackage.PEER_NI__PEER && newPeer != null)) {
			if (EcoreUtil.isAncestor(this, newPeer))
				throw new IllegalArgumentException("Recursive containment not allowed for " + toString());
			NotificationChain msgs = null;
			if (eInternalContainer() != null)
				msgs = eBasicRemoveFromContainer(msgs);
			if (newPeer != null)
				msgs = ((InternalEObject)newPeer).eInverseAdd(this, LnetPackage.PEER__PEER_NIS, Peer.class, msgs);
			msgs = basicSetPeer(newPeer, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.PEER_NI__PEER, newPeer, newPeer));
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
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.PEER_NI__NID, oldNid, nid));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public PeerState getState() {
		return state;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setState(PeerState newState) {
		PeerState oldState = state;
		state = newState == null ? STATE_EDEFAULT : newState;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.PEER_NI__STATE, oldState, state));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getRefcount() {
		return refcount;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRefcount(int newRefcount) {
		int oldRefcount = refcount;
		refcount = newRefcount;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.PEER_NI__REFCOUNT, oldRefcount, refcount));
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
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.PEER_NI__MAX_TX_CREDITS, oldMaxTxCredits, maxTxCredits));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getTxCredits() {
		return txCredits;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTxCredits(int newTxCredits) {
		int oldTxCredits = txCredits;
		txCredits = newTxCredits;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.PEER_NI__TX_CREDITS, oldTxCredits, txCredits));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMinTxCredits() {
		return minTxCredits;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMinTxCredits(int newMinTxCredits) {
		int oldMinTxCredits = minTxCredits;
		minTxCredits = newMinTxCredits;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.PEER_NI__MIN_TX_CREDITS, oldMinTxCredits, minTxCredits));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getRtrCredits() {
		return rtrCredits;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRtrCredits(int newRtrCredits) {
		int oldRtrCredits = rtrCredits;
		rtrCredits = newRtrCredits;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.PEER_NI__RTR_CREDITS, oldRtrCredits, rtrCredits));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMinRtrCredits() {
		return minRtrCredits;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMinRtrCredits(int newMinRtrCredits) {
		int oldMinRtrCredits = minRtrCredits;
		minRtrCredits = newMinRtrCredits;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.PEER_NI__MIN_RTR_CREDITS, oldMinRtrCredits, minRtrCredits));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getTxqNob() {
		return txqNob;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTxqNob(long newTxqNob) {
		long oldTxqNob = txqNob;
		txqNob = newTxqNob;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.PEER_NI__TXQ_NOB, oldTxqNob, txqNob));
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
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.PEER_NI__LAST_ALIVE, oldLastAlive, lastAlive, !oldLastAliveESet));
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
			eNotify(new ENotificationImpl(this, Notification.UNSET, LnetPackage.PEER_NI__LAST_ALIVE, oldLastAlive, LAST_ALIVE_EDEFAULT, oldLastAliveESet));
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
	public int getAliveCount() {
		return aliveCount;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setAliveCount(int newAliveCount) {
		int oldAliveCount = aliveCount;
		aliveCount = newAliveCount;
		boolean oldAliveCountESet = (lnetFlags & ALIVE_COUNT_ESETFLAG) != 0;
		lnetFlags |= ALIVE_COUNT_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.PEER_NI__ALIVE_COUNT, oldAliveCount, aliveCount, !oldAliveCountESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetAliveCount() {
		int oldAliveCount = aliveCount;
		boolean oldAliveCountESet = (lnetFlags & ALIVE_COUNT_ESETFLAG) != 0;
		aliveCount = ALIVE_COUNT_EDEFAULT;
		lnetFlags &= ~ALIVE_COUNT_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LnetPackage.PEER_NI__ALIVE_COUNT, oldAliveCount, ALIVE_COUNT_EDEFAULT, oldAliveCountESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetAliveCount() {
		return (lnetFlags & ALIVE_COUNT_ESETFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getTimestamp() {
		return timestamp;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTimestamp(long newTimestamp) {
		long oldTimestamp = timestamp;
		timestamp = newTimestamp;
		boolean oldTimestampESet = (lnetFlags & TIMESTAMP_ESETFLAG) != 0;
		lnetFlags |= TIMESTAMP_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.PEER_NI__TIMESTAMP, oldTimestamp, timestamp, !oldTimestampESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetTimestamp() {
		long oldTimestamp = timestamp;
		boolean oldTimestampESet = (lnetFlags & TIMESTAMP_ESETFLAG) != 0;
		timestamp = TIMESTAMP_EDEFAULT;
		lnetFlags &= ~TIMESTAMP_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LnetPackage.PEER_NI__TIMESTAMP, oldTimestamp, TIMESTAMP_EDEFAULT, oldTimestampESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetTimestamp() {
		return (lnetFlags & TIMESTAMP_ESETFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getLastQuery() {
		return lastQuery;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLastQuery(long newLastQuery) {
		long oldLastQuery = lastQuery;
		lastQuery = newLastQuery;
		boolean oldLastQueryESet = (lnetFlags & LAST_QUERY_ESETFLAG) != 0;
		lnetFlags |= LAST_QUERY_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.PEER_NI__LAST_QUERY, oldLastQuery, lastQuery, !oldLastQueryESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetLastQuery() {
		long oldLastQuery = lastQuery;
		boolean oldLastQueryESet = (lnetFlags & LAST_QUERY_ESETFLAG) != 0;
		lastQuery = LAST_QUERY_EDEFAULT;
		lnetFlags &= ~LAST_QUERY_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LnetPackage.PEER_NI__LAST_QUERY, oldLastQuery, LAST_QUERY_EDEFAULT, oldLastQueryESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetLastQuery() {
		return (lnetFlags & LAST_QUERY_ESETFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isNotified() {
		return (lnetFlags & NOTIFIED_EFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setNotified(boolean newNotified) {
		boolean oldNotified = (lnetFlags & NOTIFIED_EFLAG) != 0;
		if (newNotified) lnetFlags |= NOTIFIED_EFLAG; else lnetFlags &= ~NOTIFIED_EFLAG;
		boolean oldNotifiedESet = (lnetFlags & NOTIFIED_ESETFLAG) != 0;
		lnetFlags |= NOTIFIED_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.PEER_NI__NOTIFIED, oldNotified, newNotified, !oldNotifiedESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetNotified() {
		boolean oldNotified = (lnetFlags & NOTIFIED_EFLAG) != 0;
		boolean oldNotifiedESet = (lnetFlags & NOTIFIED_ESETFLAG) != 0;
		if (NOTIFIED_EDEFAULT) lnetFlags |= NOTIFIED_EFLAG; else lnetFlags &= ~NOTIFIED_EFLAG;
		lnetFlags &= ~NOTIFIED_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LnetPackage.PEER_NI__NOTIFIED, oldNotified, NOTIFIED_EDEFAULT, oldNotifiedESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetNotified() {
		return (lnetFlags & NOTIFIED_ESETFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getHealthValue() {
		return healthValue;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setHealthValue(int newHealthValue) {
		int oldHealthValue = healthValue;
		healthValue = newHealthValue;
		boolean oldHealthValueESet = (lnetFlags & HEALTH_VALUE_ESETFLAG) != 0;
		lnetFlags |= HEALTH_VALUE_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.PEER_NI__HEALTH_VALUE, oldHealthValue, healthValue, !oldHealthValueESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetHealthValue() {
		int oldHealthValue = healthValue;
		boolean oldHealthValueESet = (lnetFlags & HEALTH_VALUE_ESETFLAG) != 0;
		healthValue = HEALTH_VALUE_EDEFAULT;
		lnetFlags &= ~HEALTH_VALUE_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LnetPackage.PEER_NI__HEALTH_VALUE, oldHealthValue, HEALTH_VALUE_EDEFAULT, oldHealthValueESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetHealthValue() {
		return (lnetFlags & HEALTH_VALUE_ESETFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Message> getTxq() {
		if (txq == null) {
			txq = new EObjectResolvingEList<Message>(Message.class, this, LnetPackage.PEER_NI__TXQ);
		}
		return txq;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Message> getRtrq() {
		if (rtrq == null) {
			rtrq = new EObjectResolvingEList<Message>(Message.class, this, LnetPackage.PEER_NI__RTRQ);
		}
		return rtrq;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Message> routerQueue() {
		return org.lnetscope.model.internal.PeerNiOperations.routerQueue(this);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseAdd(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case LnetPackage.PEER_NI__PEER:
				if (eInternalContainer() != null)
					msgs = eBasicRemoveFromContainer(msgs);
				return basicSetPeer((Peer)otherEnd, msgs);
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
			case LnetPackage.PEER_NI__PEER:
				return basicSetPeer(null, msgs);
		}
		return super.eInverseRemove(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eBasicRemoveFromContainerFeature(NotificationChain msgs) {
		switch (eContainerFeatureID()) {
			case LnetPackage.PEER_NI__PEER:
				return eInternalContainer().eInverseRemove(this, LnetPackage.PEER__PEER_NIS, Peer.class, msgs);
		}
		return super.eBasicRemoveFromContainerFeature(msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case LnetPackage.PEER_NI__ADDRESS:
				return getAddress();
			case LnetPackage.PEER_NI__PEER:
				return getPeer();
			case LnetPackage.PEER_NI__NID:
				return getNid();
			case LnetPackage.PEER_NI__STATE:
				return getState();
			case LnetPackage.PEER_NI__REFCOUNT:
				return getRefcount();
			case LnetPackage.PEER_NI__MAX_TX_CREDITS:
				return getMaxTxCredits();
			case LnetPackage.PEER_NI__TX_CREDITS:
				return getTxCredits();
			case LnetPackage.PEER_NI__MIN_TX_CREDITS:
				return getMinTxCredits();
			case LnetPackage.PEER_NI__RTR_CREDITS:
				return getRtrCredits();
			case LnetPackage.PEER_NI__MIN_RTR_CREDITS:
				return getMinRtrCredits();
			case LnetPackage.PEER_NI__TXQ_NOB:
				return getTxqNob();
			case LnetPackage.PEER_NI__LAST_ALIVE:
				return getLastAlive();
			case LnetPackage.PEER_NI__ALIVE_COUNT:
				return getAliveCount();
			case LnetPackage.PEER_NI__TIMESTAMP:
				return getTimestamp();
			case LnetPackage.PEER_NI__LAST_QUERY:
				return getLastQuery();
			case LnetPackage.PEER_NI__NOTIFIED:
				return isNotified();
			case LnetPackage.PEER_NI__HEALTH_VALUE:
				return getHealthValue();
			case LnetPackage.PEER_NI__TXQ:
				return getTxq();
			case LnetPackage.PEER_NI__RTRQ:
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
			case LnetPackage.PEER_NI__ADDRESS:
				setAddress((Long)newValue);
				return;
			case LnetPackage.PEER_NI__PEER:
				setPeer((Peer)newValue);
				return;
			case LnetPackage.PEER_NI__NID:
				setNid((Nid)newValue);
				return;
			case LnetPackage.PEER_NI__STATE:
				setState((PeerState)newValue);
				return;
			case LnetPackage.PEER_NI__REFCOUNT:
				setRefcount((Integer)newValue);
				return;
			case LnetPackage.PEER_NI__MAX_TX_CREDITS:
				setMaxTxCredits((Integer)newValue);
				return;
			case LnetPackage.PEER_NI__TX_CREDITS:
				setTxCredits((Integer)newValue);
				return;
			case LnetPackage.PEER_NI__MIN_TX_CREDITS:
				setMinTxCredits((Integer)newValue);
				return;
			case LnetPackage.PEER_NI__RTR_CREDITS:
				setRtrCredits((Integer)newValue);
				return;
			case LnetPackage.PEER_NI__MIN_RTR_CREDITS:
				setMinRtrCredits((Integer)newValue);
				return;
			case LnetPackage.PEER_NI__TXQ_NOB:
				setTxqNob((Long)newValue);
				return;
			case LnetPackage.PEER_NI__LAST_ALIVE:
				setLastAlive((Long)newValue);
				return;
			case LnetPackage.PEER_NI__ALIVE_COUNT:
				setAliveCount((Integer)newValue);
				return;
			case LnetPackage.PEER_NI__TIMESTAMP:
				setTimestamp((Long)newValue);
				return;
			case LnetPackage.PEER_NI__LAST_QUERY:
				setLastQuery((Long)newValue);
				return;
			case LnetPackage.PEER_NI__NOTIFIED:
				setNotified((Boolean)newValue);
				return;
			case LnetPackage.PEER_NI__HEALTH_VALUE:
				setHealthValue((Integer)newValue);
				return;
			case LnetPackage.PEER_NI__TXQ:
				getTxq().clear();
				getTxq().addAll((Collection<? extends Message>)newValue);
				return;
			case LnetPackage.PEER_NI__RTRQ:
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
			case LnetPackage.PEER_NI__ADDRESS:
				setAddress(ADDRESS_EDEFAULT);
				return;
			case LnetPackage.PEER_NI__PEER:
				setPeer((Peer)null);
				return;
			case LnetPackage.PEER_NI__NID:
				setNid(NID_EDEFAULT);
				return;
			case LnetPackage.PEER_NI__STATE:
				setState(STATE_EDEFAULT);
				return;
			case LnetPackage.PEER_NI__REFCOUNT:
				setRefcount(REFCOUNT_EDEFAULT);
				return;
			case LnetPackage.PEER_NI__MAX_TX_CREDITS:
				setMaxTxCredits(MAX_TX_CREDITS_EDEFAULT);
				return;
			case LnetPackage.PEER_NI__TX_CREDITS:
				setTxCredits(TX_CREDITS_EDEFAULT);
				return;
			case LnetPackage.PEER_NI__MIN_TX_CREDITS:
				setMinTxCredits(MIN_TX_CREDITS_EDEFAULT);
				return;
			case LnetPackage.PEER_NI__RTR_CREDITS:
				setRtrCredits(RTR_CREDITS_EDEFAULT);
				return;
			case LnetPackage.PEER_NI__MIN_RTR_CREDITS:
				setMinRtrCredits(MIN_RTR_CREDITS_EDEFAULT);
				return;
			case LnetPackage.PEER_NI__TXQ_NOB:
				setTxqNob(TXQ_NOB_EDEFAULT);
				return;
			case LnetPackage.PEER_NI__LAST_ALIVE:
				unsetLastAlive();
				return;
			case LnetPackage.PEER_NI__ALIVE_COUNT:
				unsetAliveCount();
				return;
			case LnetPackage.PEER_NI__TIMESTAMP:
				unsetTimestamp();
				return;
			case LnetPackage.PEER_NI__LAST_QUERY:
				unsetLastQuery();
				return;
			case LnetPackage.PEER_NI__NOTIFIED:
				unsetNotified();
				return;
			case LnetPackage.PEER_NI__HEALTH_VALUE:
				unsetHealthValue();
				return;
			case LnetPackage.PEER_NI__TXQ:
				getTxq().clear();
				return;
			case LnetPackage.PEER_NI__RTRQ:
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
			case LnetPackage.PEER_NI__ADDRESS:
				return address != ADDRESS_EDEFAULT;
			case LnetPackage.PEER_NI__PEER:
				return getPeer() != null;
			case LnetPackage.PEER_NI__NID:
				return NID_EDEFAULT == null ? nid != null : !NID_EDEFAULT.equals(nid);
			case LnetPackage.PEER_NI__STATE:
				return state != STATE_EDEFAULT;
			case LnetPackage.PEER_NI__REFCOUNT:
				return refcount != REFCOUNT_EDEFAULT;
			case LnetPackage.PEER_NI__MAX_TX_CREDITS:
				return maxTxCredits != MAX_TX_CREDITS_EDEFAULT;
			case LnetPackage.PEER_NI__TX_CREDITS:
				return txCredits != TX_CREDITS_EDEFAULT;
			case LnetPackage.PEER_NI__MIN_TX_CREDITS:
				return minTxCredits != MIN_TX_CREDITS_EDEFAULT;
			case LnetPackage.PEER_NI__RTR_CREDITS:
				return rtrCredits != RTR_CREDITS_EDEFAULT;
			case LnetPackage.PEER_NI__MIN_RTR_CREDITS:
				return minRtrCredits != MIN_RTR_CREDITS_EDEFAULT;
			case LnetPackage.PEER_NI__TXQ_NOB:
				return txqNob != TXQ_NOB_EDEFAULT;
			case LnetPackage.PEER_NI__LAST_ALIVE:
				return isSetLastAlive();
			case LnetPackage.PEER_NI__ALIVE_COUNT:
				return isSetAliveCount();
			case LnetPackage.PEER_NI__TIMESTAMP:
				return isSetTimestamp();
			case LnetPackage.PEER_NI__LAST_QUERY:
				return isSetLastQuery();
			case LnetPackage.PEER_NI__NOTIFIED:
				return isSetNotified();
			case LnetPackage.PEER_NI__HEALTH_VALUE:
				return isSetHealthValue();
			case LnetPackage.PEER_NI__TXQ:
				return txq != null && !txq.isEmpty();
			case LnetPackage.PEER_NI__RTRQ:
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
	public Object eInvoke(int operationID, EList<?> arguments) throws InvocationTargetException {
		switch (operationID) {
			case LnetPackage.PEER_NI___ROUTER_QUEUE:
				return routerQueue();
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
		result.append(" (address: ");
		result.append(address);
		result.append(", nid: ");
		result.append(nid);
		result.append(", state: ");
		result.append(state);
		result.append(", refcount: ");
		result.append(refcount);
		result.append(", maxTxCredits: ");
		result.append(maxTxCredits);
		result.append(", txCredits: ");
		result.append(txCredits);
		result.append(", minTxCredits: ");
		result.append(minTxCredits);
		result.append(", rtrCredits: ");
		result.append(rtrCredits);
		result.append(", minRtrCredits: ");
		result.append(minRtrCredits);
		result.append(", txqNob: ");
		result.append(txqNob);
		result.append(", lastAlive: ");
		if ((lnetFlags & LAST_ALIVE_ESETFLAG) != 0) result.append(lastAlive); else result.append("<unset>");
		result.append(", aliveCount: ");
		if ((lnetFlags & ALIVE_COUNT_ESETFLAG) != 0) result.append(aliveCount); else result.append("<unset>");
		result.append(", timestamp: ");
		if ((lnetFlags & TIMESTAMP_ESETFLAG) != 0) result.append(timestamp); else result.append("<unset>");
		result.append(", lastQuery: ");
		if ((lnetFlags & LAST_QUERY_ESETFLAG) != 0) result.append(lastQuery); else result.append("<unset>");
		result.append(", notified: ");
		if ((lnetFlags & NOTIFIED_ESETFLAG) != 0) result.append((lnetFlags & NOTIFIED_EFLAG) != 0); else result.append("<unset>");
		result.append(", healthValue: ");
		if ((lnetFlags & HEALTH_VALUE_ESETFLAG) != 0) result.append(healthValue); else result.append("<unset>");
		result.append(')');
		return result.toString();
	}

} //PeerNiImpl
