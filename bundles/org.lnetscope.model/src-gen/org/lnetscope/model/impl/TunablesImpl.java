/**
 * LNet Scope. Generated from model/lnet.ecore: do not edit, regenerate (see README.md).
 */
package org.lnetscope.model.impl;

import java.lang.reflect.InvocationTargetException;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.lnetscope.model.LnetPackage;
import org.lnetscope.model.PoolKind;
import org.lnetscope.model.Tunables;

import org.lnetscope.model.internal.LnetObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Tunables</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.lnetscope.model.impl.TunablesImpl#getPeerCredits <em>Peer Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.TunablesImpl#getPeerBufferCredits <em>Peer Buffer Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.TunablesImpl#getCredits <em>Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.TunablesImpl#getConcurrentSends <em>Concurrent Sends</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.TunablesImpl#getPeerCreditsHiw <em>Peer Credits Hiw</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.TunablesImpl#getMapOnDemand <em>Map On Demand</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.TunablesImpl#getPeerTimeout <em>Peer Timeout</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.TunablesImpl#getTransactionTimeout <em>Transaction Timeout</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.TunablesImpl#getRetryCount <em>Retry Count</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.TunablesImpl#getHealthSensitivity <em>Health Sensitivity</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.TunablesImpl#isDiscovery <em>Discovery</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.TunablesImpl#getLndTimeout <em>Lnd Timeout</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.TunablesImpl#getTinyRouterBuffers <em>Tiny Router Buffers</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.TunablesImpl#getSmallRouterBuffers <em>Small Router Buffers</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.TunablesImpl#getLargeRouterBuffers <em>Large Router Buffers</em>}</li>
 * </ul>
 *
 * @generated
 */
public class TunablesImpl extends LnetObjectImpl implements Tunables {
	/**
	 * A set of bit flags representing the values of boolean attributes and whether unsettable features have been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected int lnetFlags = 0;

	/**
	 * The default value of the '{@link #getPeerCredits() <em>Peer Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPeerCredits()
	 * @generated
	 * @ordered
	 */
	protected static final int PEER_CREDITS_EDEFAULT = 8;

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
	 * The default value of the '{@link #getPeerBufferCredits() <em>Peer Buffer Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPeerBufferCredits()
	 * @generated
	 * @ordered
	 */
	protected static final int PEER_BUFFER_CREDITS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getPeerBufferCredits() <em>Peer Buffer Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPeerBufferCredits()
	 * @generated
	 * @ordered
	 */
	protected int peerBufferCredits = PEER_BUFFER_CREDITS_EDEFAULT;

	/**
	 * The default value of the '{@link #getCredits() <em>Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCredits()
	 * @generated
	 * @ordered
	 */
	protected static final int CREDITS_EDEFAULT = 256;

	/**
	 * The cached value of the '{@link #getCredits() <em>Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCredits()
	 * @generated
	 * @ordered
	 */
	protected int credits = CREDITS_EDEFAULT;

	/**
	 * The default value of the '{@link #getConcurrentSends() <em>Concurrent Sends</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getConcurrentSends()
	 * @generated
	 * @ordered
	 */
	protected static final int CONCURRENT_SENDS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getConcurrentSends() <em>Concurrent Sends</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getConcurrentSends()
	 * @generated
	 * @ordered
	 */
	protected int concurrentSends = CONCURRENT_SENDS_EDEFAULT;

	/**
	 * The default value of the '{@link #getPeerCreditsHiw() <em>Peer Credits Hiw</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPeerCreditsHiw()
	 * @generated
	 * @ordered
	 */
	protected static final int PEER_CREDITS_HIW_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getPeerCreditsHiw() <em>Peer Credits Hiw</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPeerCreditsHiw()
	 * @generated
	 * @ordered
	 */
	protected int peerCreditsHiw = PEER_CREDITS_HIW_EDEFAULT;

	/**
	 * The default value of the '{@link #getMapOnDemand() <em>Map On Demand</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMapOnDemand()
	 * @generated
	 * @ordered
	 */
	protected static final int MAP_ON_DEMAND_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getMapOnDemand() <em>Map On Demand</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMapOnDemand()
	 * @generated
	 * @ordered
	 */
	protected int mapOnDemand = MAP_ON_DEMAND_EDEFAULT;

	/**
	 * The default value of the '{@link #getPeerTimeout() <em>Peer Timeout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPeerTimeout()
	 * @generated
	 * @ordered
	 */
	protected static final int PEER_TIMEOUT_EDEFAULT = 180;

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
	 * The default value of the '{@link #getTransactionTimeout() <em>Transaction Timeout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTransactionTimeout()
	 * @generated
	 * @ordered
	 */
	protected static final int TRANSACTION_TIMEOUT_EDEFAULT = 50;

	/**
	 * The cached value of the '{@link #getTransactionTimeout() <em>Transaction Timeout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTransactionTimeout()
	 * @generated
	 * @ordered
	 */
	protected int transactionTimeout = TRANSACTION_TIMEOUT_EDEFAULT;

	/**
	 * The default value of the '{@link #getRetryCount() <em>Retry Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRetryCount()
	 * @generated
	 * @ordered
	 */
	protected static final int RETRY_COUNT_EDEFAULT = 2;

	/**
	 * The cached value of the '{@link #getRetryCount() <em>Retry Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRetryCount()
	 * @generated
	 * @ordered
	 */
	protected int retryCount = RETRY_COUNT_EDEFAULT;

	/**
	 * The default value of the '{@link #getHealthSensitivity() <em>Health Sensitivity</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHealthSensitivity()
	 * @generated
	 * @ordered
	 */
	protected static final int HEALTH_SENSITIVITY_EDEFAULT = 100;

	/**
	 * The cached value of the '{@link #getHealthSensitivity() <em>Health Sensitivity</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHealthSensitivity()
	 * @generated
	 * @ordered
	 */
	protected int healthSensitivity = HEALTH_SENSITIVITY_EDEFAULT;

	/**
	 * The default value of the '{@link #isDiscovery() <em>Discovery</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isDiscovery()
	 * @generated
	 * @ordered
	 */
	protected static final boolean DISCOVERY_EDEFAULT = true;

	/**
	 * The flag representing the value of the '{@link #isDiscovery() <em>Discovery</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isDiscovery()
	 * @generated
	 * @ordered
	 */
	protected static final int DISCOVERY_EFLAG = 1 << 0;

	/**
	 * The default value of the '{@link #getLndTimeout() <em>Lnd Timeout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLndTimeout()
	 * @generated
	 * @ordered
	 */
	protected static final int LND_TIMEOUT_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getLndTimeout() <em>Lnd Timeout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLndTimeout()
	 * @generated
	 * @ordered
	 */
	protected int lndTimeout = LND_TIMEOUT_EDEFAULT;

	/**
	 * The default value of the '{@link #getTinyRouterBuffers() <em>Tiny Router Buffers</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTinyRouterBuffers()
	 * @generated
	 * @ordered
	 */
	protected static final int TINY_ROUTER_BUFFERS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getTinyRouterBuffers() <em>Tiny Router Buffers</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTinyRouterBuffers()
	 * @generated
	 * @ordered
	 */
	protected int tinyRouterBuffers = TINY_ROUTER_BUFFERS_EDEFAULT;

	/**
	 * The default value of the '{@link #getSmallRouterBuffers() <em>Small Router Buffers</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSmallRouterBuffers()
	 * @generated
	 * @ordered
	 */
	protected static final int SMALL_ROUTER_BUFFERS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getSmallRouterBuffers() <em>Small Router Buffers</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSmallRouterBuffers()
	 * @generated
	 * @ordered
	 */
	protected int smallRouterBuffers = SMALL_ROUTER_BUFFERS_EDEFAULT;

	/**
	 * The default value of the '{@link #getLargeRouterBuffers() <em>Large Router Buffers</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLargeRouterBuffers()
	 * @generated
	 * @ordered
	 */
	protected static final int LARGE_ROUTER_BUFFERS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getLargeRouterBuffers() <em>Large Router Buffers</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLargeRouterBuffers()
	 * @generated
	 * @ordered
	 */
	protected int largeRouterBuffers = LARGE_ROUTER_BUFFERS_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected TunablesImpl() {
		super();
		lnetFlags |= DISCOVERY_EFLAG;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return LnetPackage.Literals.TUNABLES;
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
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.TUNABLES__PEER_CREDITS, oldPeerCredits, peerCredits));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getPeerBufferCredits() {
		return peerBufferCredits;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPeerBufferCredits(int newPeerBufferCredits) {
		int oldPeerBufferCredits = peerBufferCredits;
		peerBufferCredits = newPeerBufferCredits;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.TUNABLES__PEER_BUFFER_CREDITS, oldPeerBufferCredits, peerBufferCredits));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getCredits() {
		return credits;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCredits(int newCredits) {
		int oldCredits = credits;
		credits = newCredits;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.TUNABLES__CREDITS, oldCredits, credits));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getConcurrentSends() {
		return concurrentSends;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setConcurrentSends(int newConcurrentSends) {
		int oldConcurrentSends = concurrentSends;
		concurrentSends = newConcurrentSends;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.TUNABLES__CONCURRENT_SENDS, oldConcurrentSends, concurrentSends));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getPeerCreditsHiw() {
		return peerCreditsHiw;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPeerCreditsHiw(int newPeerCreditsHiw) {
		int oldPeerCreditsHiw = peerCreditsHiw;
		peerCreditsHiw = newPeerCreditsHiw;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.TUNABLES__PEER_CREDITS_HIW, oldPeerCreditsHiw, peerCreditsHiw));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMapOnDemand() {
		return mapOnDemand;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMapOnDemand(int newMapOnDemand) {
		int oldMapOnDemand = mapOnDemand;
		mapOnDemand = newMapOnDemand;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.TUNABLES__MAP_ON_DEMAND, oldMapOnDemand, mapOnDemand));
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
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.TUNABLES__PEER_TIMEOUT, oldPeerTimeout, peerTimeout));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getTransactionTimeout() {
		return transactionTimeout;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTransactionTimeout(int newTransactionTimeout) {
		int oldTransactionTimeout = transactionTimeout;
		transactionTimeout = newTransactionTimeout;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.TUNABLES__TRANSACTION_TIMEOUT, oldTransactionTimeout, transactionTimeout));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getRetryCount() {
		return retryCount;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRetryCount(int newRetryCount) {
		int oldRetryCount = retryCount;
		retryCount = newRetryCount;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.TUNABLES__RETRY_COUNT, oldRetryCount, retryCount));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getHealthSensitivity() {
		return healthSensitivity;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setHealthSensitivity(int newHealthSensitivity) {
		int oldHealthSensitivity = healthSensitivity;
		healthSensitivity = newHealthSensitivity;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.TUNABLES__HEALTH_SENSITIVITY, oldHealthSensitivity, healthSensitivity));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isDiscovery() {
		return (lnetFlags & DISCOVERY_EFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDiscovery(boolean newDiscovery) {
		boolean oldDiscovery = (lnetFlags & DISCOVERY_EFLAG) != 0;
		if (newDiscovery) lnetFlags |= DISCOVERY_EFLAG; else lnetFlags &= ~DISCOVERY_EFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.TUNABLES__DISCOVERY, oldDiscovery, newDiscovery));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getLndTimeout() {
		return lndTimeout;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLndTimeout(int newLndTimeout) {
		int oldLndTimeout = lndTimeout;
		lndTimeout = newLndTimeout;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.TUNABLES__LND_TIMEOUT, oldLndTimeout, lndTimeout));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getTinyRouterBuffers() {
		return tinyRouterBuffers;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTinyRouterBuffers(int newTinyRouterBuffers) {
		int oldTinyRouterBuffers = tinyRouterBuffers;
		tinyRouterBuffers = newTinyRouterBuffers;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.TUNABLES__TINY_ROUTER_BUFFERS, oldTinyRouterBuffers, tinyRouterBuffers));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getSmallRouterBuffers() {
		return smallRouterBuffers;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSmallRouterBuffers(int newSmallRouterBuffers) {
		int oldSmallRouterBuffers = smallRouterBuffers;
		smallRouterBuffers = newSmallRouterBuffers;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.TUNABLES__SMALL_ROUTER_BUFFERS, oldSmallRouterBuffers, smallRouterBuffers));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getLargeRouterBuffers() {
		return largeRouterBuffers;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLargeRouterBuffers(int newLargeRouterBuffers) {
		int oldLargeRouterBuffers = largeRouterBuffers;
		largeRouterBuffers = newLargeRouterBuffers;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.TUNABLES__LARGE_ROUTER_BUFFERS, oldLargeRouterBuffers, largeRouterBuffers));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int effectivePeerBufferCredits() {
		return org.lnetscope.model.internal.TunablesOperations.effectivePeerBufferCredits(this);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int effectiveRouterBuffers(final PoolKind kind) {
		return org.lnetscope.model.internal.TunablesOperations.effectiveRouterBuffers(this, kind);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case LnetPackage.TUNABLES__PEER_CREDITS:
				return getPeerCredits();
			case LnetPackage.TUNABLES__PEER_BUFFER_CREDITS:
				return getPeerBufferCredits();
			case LnetPackage.TUNABLES__CREDITS:
				return getCredits();
			case LnetPackage.TUNABLES__CONCURRENT_SENDS:
				return getConcurrentSends();
			case LnetPackage.TUNABLES__PEER_CREDITS_HIW:
				return getPeerCreditsHiw();
			case LnetPackage.TUNABLES__MAP_ON_DEMAND:
				return getMapOnDemand();
			case LnetPackage.TUNABLES__PEER_TIMEOUT:
				return getPeerTimeout();
			case LnetPackage.TUNABLES__TRANSACTION_TIMEOUT:
				return getTransactionTimeout();
			case LnetPackage.TUNABLES__RETRY_COUNT:
				return getRetryCount();
			case LnetPackage.TUNABLES__HEALTH_SENSITIVITY:
				return getHealthSensitivity();
			case LnetPackage.TUNABLES__DISCOVERY:
				return isDiscovery();
			case LnetPackage.TUNABLES__LND_TIMEOUT:
				return getLndTimeout();
			case LnetPackage.TUNABLES__TINY_ROUTER_BUFFERS:
				return getTinyRouterBuffers();
			case LnetPackage.TUNABLES__SMALL_ROUTER_BUFFERS:
				return getSmallRouterBuffers();
			case LnetPackage.TUNABLES__LARGE_ROUTER_BUFFERS:
				return getLargeRouterBuffers();
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
			case LnetPackage.TUNABLES__PEER_CREDITS:
				setPeerCredits((Integer)newValue);
				return;
			case LnetPackage.TUNABLES__PEER_BUFFER_CREDITS:
				setPeerBufferCredits((Integer)newValue);
				return;
			case LnetPackage.TUNABLES__CREDITS:
				setCredits((Integer)newValue);
				return;
			case LnetPackage.TUNABLES__CONCURRENT_SENDS:
				setConcurrentSends((Integer)newValue);
				return;
			case LnetPackage.TUNABLES__PEER_CREDITS_HIW:
				setPeerCreditsHiw((Integer)newValue);
				return;
			case LnetPackage.TUNABLES__MAP_ON_DEMAND:
				setMapOnDemand((Integer)newValue);
				return;
			case LnetPackage.TUNABLES__PEER_TIMEOUT:
				setPeerTimeout((Integer)newValue);
				return;
			case LnetPackage.TUNABLES__TRANSACTION_TIMEOUT:
				setTransactionTimeout((Integer)newValue);
				return;
			case LnetPackage.TUNABLES__RETRY_COUNT:
				setRetryCount((Integer)newValue);
				return;
			case LnetPackage.TUNABLES__HEALTH_SENSITIVITY:
				setHealthSensitivity((Integer)newValue);
				return;
			case LnetPackage.TUNABLES__DISCOVERY:
				setDiscovery((Boolean)newValue);
				return;
			case LnetPackage.TUNABLES__LND_TIMEOUT:
				setLndTimeout((Integer)newValue);
				return;
			case LnetPackage.TUNABLES__TINY_ROUTER_BUFFERS:
				setTinyRouterBuffers((Integer)newValue);
				return;
			case LnetPackage.TUNABLES__SMALL_ROUTER_BUFFERS:
				setSmallRouterBuffers((Integer)newValue);
				return;
			case LnetPackage.TUNABLES__LARGE_ROUTER_BUFFERS:
				setLargeRouterBuffers((Integer)newValue);
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
			case LnetPackage.TUNABLES__PEER_CREDITS:
				setPeerCredits(PEER_CREDITS_EDEFAULT);
				return;
			case LnetPackage.TUNABLES__PEER_BUFFER_CREDITS:
				setPeerBufferCredits(PEER_BUFFER_CREDITS_EDEFAULT);
				return;
			case LnetPackage.TUNABLES__CREDITS:
				setCredits(CREDITS_EDEFAULT);
				return;
			case LnetPackage.TUNABLES__CONCURRENT_SENDS:
				setConcurrentSends(CONCURRENT_SENDS_EDEFAULT);
				return;
			case LnetPackage.TUNABLES__PEER_CREDITS_HIW:
				setPeerCreditsHiw(PEER_CREDITS_HIW_EDEFAULT);
				return;
			case LnetPackage.TUNABLES__MAP_ON_DEMAND:
				setMapOnDemand(MAP_ON_DEMAND_EDEFAULT);
				return;
			case LnetPackage.TUNABLES__PEER_TIMEOUT:
				setPeerTimeout(PEER_TIMEOUT_EDEFAULT);
				return;
			case LnetPackage.TUNABLES__TRANSACTION_TIMEOUT:
				setTransactionTimeout(TRANSACTION_TIMEOUT_EDEFAULT);
				return;
			case LnetPackage.TUNABLES__RETRY_COUNT:
				setRetryCount(RETRY_COUNT_EDEFAULT);
				return;
			case LnetPackage.TUNABLES__HEALTH_SENSITIVITY:
				setHealthSensitivity(HEALTH_SENSITIVITY_EDEFAULT);
				return;
			case LnetPackage.TUNABLES__DISCOVERY:
				setDiscovery(DISCOVERY_EDEFAULT);
				return;
			case LnetPackage.TUNABLES__LND_TIMEOUT:
				setLndTimeout(LND_TIMEOUT_EDEFAULT);
				return;
			case LnetPackage.TUNABLES__TINY_ROUTER_BUFFERS:
				setTinyRouterBuffers(TINY_ROUTER_BUFFERS_EDEFAULT);
				return;
			case LnetPackage.TUNABLES__SMALL_ROUTER_BUFFERS:
				setSmallRouterBuffers(SMALL_ROUTER_BUFFERS_EDEFAULT);
				return;
			case LnetPackage.TUNABLES__LARGE_ROUTER_BUFFERS:
				setLargeRouterBuffers(LARGE_ROUTER_BUFFERS_EDEFAULT);
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
			case LnetPackage.TUNABLES__PEER_CREDITS:
				return peerCredits != PEER_CREDITS_EDEFAULT;
			case LnetPackage.TUNABLES__PEER_BUFFER_CREDITS:
				return peerBufferCredits != PEER_BUFFER_CREDITS_EDEFAULT;
			case LnetPackage.TUNABLES__CREDITS:
				return credits != CREDITS_EDEFAULT;
			case LnetPackage.TUNABLES__CONCURRENT_SENDS:
				return concurrentSends != CONCURRENT_SENDS_EDEFAULT;
			case LnetPackage.TUNABLES__PEER_CREDITS_HIW:
				return peerCreditsHiw != PEER_CREDITS_HIW_EDEFAULT;
			case LnetPackage.TUNABLES__MAP_ON_DEMAND:
				return mapOnDemand != MAP_ON_DEMAND_EDEFAULT;
			case LnetPackage.TUNABLES__PEER_TIMEOUT:
				return peerTimeout != PEER_TIMEOUT_EDEFAULT;
			case LnetPackage.TUNABLES__TRANSACTION_TIMEOUT:
				return transactionTimeout != TRANSACTION_TIMEOUT_EDEFAULT;
			case LnetPackage.TUNABLES__RETRY_COUNT:
				return retryCount != RETRY_COUNT_EDEFAULT;
			case LnetPackage.TUNABLES__HEALTH_SENSITIVITY:
				return healthSensitivity != HEALTH_SENSITIVITY_EDEFAULT;
			case LnetPackage.TUNABLES__DISCOVERY:
				return ((lnetFlags & DISCOVERY_EFLAG) != 0) != DISCOVERY_EDEFAULT;
			case LnetPackage.TUNABLES__LND_TIMEOUT:
				return lndTimeout != LND_TIMEOUT_EDEFAULT;
			case LnetPackage.TUNABLES__TINY_ROUTER_BUFFERS:
				return tinyRouterBuffers != TINY_ROUTER_BUFFERS_EDEFAULT;
			case LnetPackage.TUNABLES__SMALL_ROUTER_BUFFERS:
				return smallRouterBuffers != SMALL_ROUTER_BUFFERS_EDEFAULT;
			case LnetPackage.TUNABLES__LARGE_ROUTER_BUFFERS:
				return largeRouterBuffers != LARGE_ROUTER_BUFFERS_EDEFAULT;
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
			case LnetPackage.TUNABLES___EFFECTIVE_PEER_BUFFER_CREDITS:
				return effectivePeerBufferCredits();
			case LnetPackage.TUNABLES___EFFECTIVE_ROUTER_BUFFERS__POOLKIND:
				return effectiveRouterBuffers((PoolKind)arguments.get(0));
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
		result.append(" (peerCredits: ");
		result.append(peerCredits);
		result.append(", peerBufferCredits: ");
		result.append(peerBufferCredits);
		result.append(", credits: ");
		result.append(credits);
		result.append(", concurrentSends: ");
		result.append(concurrentSends);
		result.append(", peerCreditsHiw: ");
		result.append(peerCreditsHiw);
		result.append(", mapOnDemand: ");
		result.append(mapOnDemand);
		result.append(", peerTimeout: ");
		result.append(peerTimeout);
		result.append(", transactionTimeout: ");
		result.append(transactionTimeout);
		result.append(", retryCount: ");
		result.append(retryCount);
		result.append(", healthSensitivity: ");
		result.append(healthSensitivity);
		result.append(", discovery: ");
		result.append((lnetFlags & DISCOVERY_EFLAG) != 0);
		result.append(", lndTimeout: ");
		result.append(lndTimeout);
		result.append(", tinyRouterBuffers: ");
		result.append(tinyRouterBuffers);
		result.append(", smallRouterBuffers: ");
		result.append(smallRouterBuffers);
		result.append(", largeRouterBuffers: ");
		result.append(largeRouterBuffers);
		result.append(')');
		return result.toString();
	}

} //TunablesImpl
