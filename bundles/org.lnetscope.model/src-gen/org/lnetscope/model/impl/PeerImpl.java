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
import org.eclipse.emf.ecore.util.EObjectResolvingEList;
import org.eclipse.emf.ecore.util.InternalEList;

import org.lnetscope.model.LnetPackage;
import org.lnetscope.model.Message;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;

import org.lnetscope.model.internal.LnetObjectImpl;

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
 *   <li>{@link org.lnetscope.model.impl.PeerImpl#getRtrRefcount <em>Rtr Refcount</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.PeerImpl#isGatewayAlive <em>Gateway Alive</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.PeerImpl#getAliveCount <em>Alive Count</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.PeerImpl#getPingTimestamp <em>Ping Timestamp</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.PeerImpl#isPingNotsent <em>Ping Notsent</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.PeerImpl#getPingDeadline <em>Ping Deadline</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.PeerImpl#getDownNis <em>Down Nis</em>}</li>
 * </ul>
 *
 * @generated
 */
public class PeerImpl extends LnetObjectImpl implements Peer {
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
	 * The default value of the '{@link #getRtrRefcount() <em>Rtr Refcount</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRtrRefcount()
	 * @generated
	 * @ordered
	 */
	protected static final int RTR_REFCOUNT_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getRtrRefcount() <em>Rtr Refcount</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRtrRefcount()
	 * @generated
	 * @ordered
	 */
	protected int rtrRefcount = RTR_REFCOUNT_EDEFAULT;

	/**
	 * The default value of the '{@link #isGatewayAlive() <em>Gateway Alive</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isGatewayAlive()
	 * @generated
	 * @ordered
	 */
	protected static final boolean GATEWAY_ALIVE_EDEFAULT = false;

	/**
	 * The flag representing the value of the '{@link #isGatewayAlive() <em>Gateway Alive</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isGatewayAlive()
	 * @generated
	 * @ordered
	 */
	protected static final int GATEWAY_ALIVE_EFLAG = 1 << 1;

	/**
	 * The flag representing whether the Gateway Alive attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected static final int GATEWAY_ALIVE_ESETFLAG = 1 << 2;

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
	 * The default value of the '{@link #getPingTimestamp() <em>Ping Timestamp</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPingTimestamp()
	 * @generated
	 * @ordered
	 */
	protected static final long PING_TIMESTAMP_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getPingTimestamp() <em>Ping Timestamp</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPingTimestamp()
	 * @generated
	 * @ordered
	 */
	protected long pingTimestamp = PING_TIMESTAMP_EDEFAULT;

	/**
	 * The flag representing whether the Ping Timestamp attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected static final int PING_TIMESTAMP_ESETFLAG = 1 << 3;

	/**
	 * The default value of the '{@link #isPingNotsent() <em>Ping Notsent</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isPingNotsent()
	 * @generated
	 * @ordered
	 */
	protected static final boolean PING_NOTSENT_EDEFAULT = false;

	/**
	 * The flag representing the value of the '{@link #isPingNotsent() <em>Ping Notsent</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isPingNotsent()
	 * @generated
	 * @ordered
	 */
	protected static final int PING_NOTSENT_EFLAG = 1 << 4;

	/**
	 * The default value of the '{@link #getPingDeadline() <em>Ping Deadline</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPingDeadline()
	 * @generated
	 * @ordered
	 */
	protected static final long PING_DEADLINE_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getPingDeadline() <em>Ping Deadline</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPingDeadline()
	 * @generated
	 * @ordered
	 */
	protected long pingDeadline = PING_DEADLINE_EDEFAULT;

	/**
	 * The flag representing whether the Ping Deadline attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected static final int PING_DEADLINE_ESETFLAG = 1 << 5;

	/**
	 * The default value of the '{@link #getDownNis() <em>Down Nis</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDownNis()
	 * @generated
	 * @ordered
	 */
	protected static final int DOWN_NIS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getDownNis() <em>Down Nis</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDownNis()
	 * @generated
	 * @ordered
	 */
	protected int downNis = DOWN_NIS_EDEFAULT;

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
	@Override
	public int getRtrRefcount() {
		return rtrRefcount;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRtrRefcount(int newRtrRefcount) {
		int oldRtrRefcount = rtrRefcount;
		rtrRefcount = newRtrRefcount;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.PEER__RTR_REFCOUNT, oldRtrRefcount, rtrRefcount));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isGatewayAlive() {
		return (lnetFlags & GATEWAY_ALIVE_EFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setGatewayAlive(boolean newGatewayAlive) {
		boolean oldGatewayAlive = (lnetFlags & GATEWAY_ALIVE_EFLAG) != 0;
		if (newGatewayAlive) lnetFlags |= GATEWAY_ALIVE_EFLAG; else lnetFlags &= ~GATEWAY_ALIVE_EFLAG;
		boolean oldGatewayAliveESet = (lnetFlags & GATEWAY_ALIVE_ESETFLAG) != 0;
		lnetFlags |= GATEWAY_ALIVE_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.PEER__GATEWAY_ALIVE, oldGatewayAlive, newGatewayAlive, !oldGatewayAliveESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetGatewayAlive() {
		boolean oldGatewayAlive = (lnetFlags & GATEWAY_ALIVE_EFLAG) != 0;
		boolean oldGatewayAliveESet = (lnetFlags & GATEWAY_ALIVE_ESETFLAG) != 0;
		if (GATEWAY_ALIVE_EDEFAULT) lnetFlags |= GATEWAY_ALIVE_EFLAG; else lnetFlags &= ~GATEWAY_ALIVE_EFLAG;
		lnetFlags &= ~GATEWAY_ALIVE_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LnetPackage.PEER__GATEWAY_ALIVE, oldGatewayAlive, GATEWAY_ALIVE_EDEFAULT, oldGatewayAliveESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetGatewayAlive() {
		return (lnetFlags & GATEWAY_ALIVE_ESETFLAG) != 0;
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
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.PEER__ALIVE_COUNT, oldAliveCount, aliveCount));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getPingTimestamp() {
		return pingTimestamp;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPingTimestamp(long newPingTimestamp) {
		long oldPingTimestamp = pingTimestamp;
		pingTimestamp = newPingTimestamp;
		boolean oldPingTimestampESet = (lnetFlags & PING_TIMESTAMP_ESETFLAG) != 0;
		lnetFlags |= PING_TIMESTAMP_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.PEER__PING_TIMESTAMP, oldPingTimestamp, pingTimestamp, !oldPingTimestampESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetPingTimestamp() {
		long oldPingTimestamp = pingTimestamp;
		boolean oldPingTimestampESet = (lnetFlags & PING_TIMESTAMP_ESETFLAG) != 0;
		pingTimestamp = PING_TIMESTAMP_EDEFAULT;
		lnetFlags &= ~PING_TIMESTAMP_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LnetPackage.PEER__PING_TIMESTAMP, oldPingTimestamp, PING_TIMESTAMP_EDEFAULT, oldPingTimestampESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetPingTimestamp() {
		return (lnetFlags & PING_TIMESTAMP_ESETFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isPingNotsent() {
		return (lnetFlags & PING_NOTSENT_EFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPingNotsent(boolean newPingNotsent) {
		boolean oldPingNotsent = (lnetFlags & PING_NOTSENT_EFLAG) != 0;
		if (newPingNotsent) lnetFlags |= PING_NOTSENT_EFLAG; else lnetFlags &= ~PING_NOTSENT_EFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.PEER__PING_NOTSENT, oldPingNotsent, newPingNotsent));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getPingDeadline() {
		return pingDeadline;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPingDeadline(long newPingDeadline) {
		long oldPingDeadline = pingDeadline;
		pingDeadline = newPingDeadline;
		boolean oldPingDeadlineESet = (lnetFlags & PING_DEADLINE_ESETFLAG) != 0;
		lnetFlags |= PING_DEADLINE_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.PEER__PING_DEADLINE, oldPingDeadline, pingDeadline, !oldPingDeadlineESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetPingDeadline() {
		long oldPingDeadline = pingDeadline;
		boolean oldPingDeadlineESet = (lnetFlags & PING_DEADLINE_ESETFLAG) != 0;
		pingDeadline = PING_DEADLINE_EDEFAULT;
		lnetFlags &= ~PING_DEADLINE_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LnetPackage.PEER__PING_DEADLINE, oldPingDeadline, PING_DEADLINE_EDEFAULT, oldPingDeadlineESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetPingDeadline() {
		return (lnetFlags & PING_DEADLINE_ESETFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getDownNis() {
		return downNis;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDownNis(int newDownNis) {
		int oldDownNis = downNis;
		downNis = newDownNis;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.PEER__DOWN_NIS, oldDownNis, downNis));
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
			case LnetPackage.PEER__RTR_REFCOUNT:
				return getRtrRefcount();
			case LnetPackage.PEER__GATEWAY_ALIVE:
				return isGatewayAlive();
			case LnetPackage.PEER__ALIVE_COUNT:
				return getAliveCount();
			case LnetPackage.PEER__PING_TIMESTAMP:
				return getPingTimestamp();
			case LnetPackage.PEER__PING_NOTSENT:
				return isPingNotsent();
			case LnetPackage.PEER__PING_DEADLINE:
				return getPingDeadline();
			case LnetPackage.PEER__DOWN_NIS:
				return getDownNis();
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
			case LnetPackage.PEER__RTR_REFCOUNT:
				setRtrRefcount((Integer)newValue);
				return;
			case LnetPackage.PEER__GATEWAY_ALIVE:
				setGatewayAlive((Boolean)newValue);
				return;
			case LnetPackage.PEER__ALIVE_COUNT:
				setAliveCount((Integer)newValue);
				return;
			case LnetPackage.PEER__PING_TIMESTAMP:
				setPingTimestamp((Long)newValue);
				return;
			case LnetPackage.PEER__PING_NOTSENT:
				setPingNotsent((Boolean)newValue);
				return;
			case LnetPackage.PEER__PING_DEADLINE:
				setPingDeadline((Long)newValue);
				return;
			case LnetPackage.PEER__DOWN_NIS:
				setDownNis((Integer)newValue);
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
			case LnetPackage.PEER__RTR_REFCOUNT:
				setRtrRefcount(RTR_REFCOUNT_EDEFAULT);
				return;
			case LnetPackage.PEER__GATEWAY_ALIVE:
				unsetGatewayAlive();
				return;
			case LnetPackage.PEER__ALIVE_COUNT:
				setAliveCount(ALIVE_COUNT_EDEFAULT);
				return;
			case LnetPackage.PEER__PING_TIMESTAMP:
				unsetPingTimestamp();
				return;
			case LnetPackage.PEER__PING_NOTSENT:
				setPingNotsent(PING_NOTSENT_EDEFAULT);
				return;
			case LnetPackage.PEER__PING_DEADLINE:
				unsetPingDeadline();
				return;
			case LnetPackage.PEER__DOWN_NIS:
				setDownNis(DOWN_NIS_EDEFAULT);
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
			case LnetPackage.PEER__RTR_REFCOUNT:
				return rtrRefcount != RTR_REFCOUNT_EDEFAULT;
			case LnetPackage.PEER__GATEWAY_ALIVE:
				return isSetGatewayAlive();
			case LnetPackage.PEER__ALIVE_COUNT:
				return aliveCount != ALIVE_COUNT_EDEFAULT;
			case LnetPackage.PEER__PING_TIMESTAMP:
				return isSetPingTimestamp();
			case LnetPackage.PEER__PING_NOTSENT:
				return ((lnetFlags & PING_NOTSENT_EFLAG) != 0) != PING_NOTSENT_EDEFAULT;
			case LnetPackage.PEER__PING_DEADLINE:
				return isSetPingDeadline();
			case LnetPackage.PEER__DOWN_NIS:
				return downNis != DOWN_NIS_EDEFAULT;
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
		result.append(", rtrRefcount: ");
		result.append(rtrRefcount);
		result.append(", gatewayAlive: ");
		if ((lnetFlags & GATEWAY_ALIVE_ESETFLAG) != 0) result.append((lnetFlags & GATEWAY_ALIVE_EFLAG) != 0); else result.append("<unset>");
		result.append(", aliveCount: ");
		result.append(aliveCount);
		result.append(", pingTimestamp: ");
		if ((lnetFlags & PING_TIMESTAMP_ESETFLAG) != 0) result.append(pingTimestamp); else result.append("<unset>");
		result.append(", pingNotsent: ");
		result.append((lnetFlags & PING_NOTSENT_EFLAG) != 0);
		result.append(", pingDeadline: ");
		if ((lnetFlags & PING_DEADLINE_ESETFLAG) != 0) result.append(pingDeadline); else result.append("<unset>");
		result.append(", downNis: ");
		result.append(downNis);
		result.append(')');
		return result.toString();
	}

} //PeerImpl
