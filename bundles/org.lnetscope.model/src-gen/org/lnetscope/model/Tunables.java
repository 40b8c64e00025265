/**
 * LNet Scope. Generated from model/lnet.ecore: do not edit, regenerate (see README.md).
 */
package org.lnetscope.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Tunables</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Global lnet/ko2iblnd module parameters. Defaults are the 2.12 kernel defaults.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.lnetscope.model.Tunables#getPeerCredits <em>Peer Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.Tunables#getPeerBufferCredits <em>Peer Buffer Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.Tunables#getCredits <em>Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.Tunables#getConcurrentSends <em>Concurrent Sends</em>}</li>
 *   <li>{@link org.lnetscope.model.Tunables#getPeerCreditsHiw <em>Peer Credits Hiw</em>}</li>
 *   <li>{@link org.lnetscope.model.Tunables#getMapOnDemand <em>Map On Demand</em>}</li>
 *   <li>{@link org.lnetscope.model.Tunables#getPeerTimeout <em>Peer Timeout</em>}</li>
 *   <li>{@link org.lnetscope.model.Tunables#getTransactionTimeout <em>Transaction Timeout</em>}</li>
 *   <li>{@link org.lnetscope.model.Tunables#getRetryCount <em>Retry Count</em>}</li>
 *   <li>{@link org.lnetscope.model.Tunables#getHealthSensitivity <em>Health Sensitivity</em>}</li>
 *   <li>{@link org.lnetscope.model.Tunables#isDiscovery <em>Discovery</em>}</li>
 *   <li>{@link org.lnetscope.model.Tunables#getLndTimeout <em>Lnd Timeout</em>}</li>
 *   <li>{@link org.lnetscope.model.Tunables#getTinyRouterBuffers <em>Tiny Router Buffers</em>}</li>
 *   <li>{@link org.lnetscope.model.Tunables#getSmallRouterBuffers <em>Small Router Buffers</em>}</li>
 *   <li>{@link org.lnetscope.model.Tunables#getLargeRouterBuffers <em>Large Router Buffers</em>}</li>
 * </ul>
 *
 * @see org.lnetscope.model.LnetPackage#getTunables()
 * @model
 * @generated
 */
public interface Tunables extends EObject {
	/**
	 * Returns the value of the '<em><b>Peer Credits</b></em>' attribute.
	 * The default value is <code>"8"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * ko2iblnd peer_credits: lct_peer_tx_credits, the initial lpni_txcredits, and the proposed IB queue depth.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Peer Credits</em>' attribute.
	 * @see #setPeerCredits(int)
	 * @see org.lnetscope.model.LnetPackage#getTunables_PeerCredits()
	 * @model default="8"
	 * @generated
	 */
	int getPeerCredits();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Tunables#getPeerCredits <em>Peer Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Peer Credits</em>' attribute.
	 * @see #getPeerCredits()
	 * @generated
	 */
	void setPeerCredits(int value);

	/**
	 * Returns the value of the '<em><b>Peer Buffer Credits</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * peer_buffer_credits; 0 falls back to peer_credits.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Peer Buffer Credits</em>' attribute.
	 * @see #setPeerBufferCredits(int)
	 * @see org.lnetscope.model.LnetPackage#getTunables_PeerBufferCredits()
	 * @model default="0"
	 * @generated
	 */
	int getPeerBufferCredits();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Tunables#getPeerBufferCredits <em>Peer Buffer Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Peer Buffer Credits</em>' attribute.
	 * @see #getPeerBufferCredits()
	 * @generated
	 */
	void setPeerBufferCredits(int value);

	/**
	 * Returns the value of the '<em><b>Credits</b></em>' attribute.
	 * The default value is <code>"256"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * ko2iblnd credits: lct_max_tx_credits, split over the CPTs into tq_credits.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Credits</em>' attribute.
	 * @see #setCredits(int)
	 * @see org.lnetscope.model.LnetPackage#getTunables_Credits()
	 * @model default="256"
	 * @generated
	 */
	int getCredits();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Tunables#getCredits <em>Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Credits</em>' attribute.
	 * @see #getCredits()
	 * @generated
	 */
	void setCredits(int value);

	/**
	 * Returns the value of the '<em><b>Concurrent Sends</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * concurrent_sends; 0 means peer_credits. Caps ibc_nsends_posted.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Concurrent Sends</em>' attribute.
	 * @see #setConcurrentSends(int)
	 * @see org.lnetscope.model.LnetPackage#getTunables_ConcurrentSends()
	 * @model default="0"
	 * @generated
	 */
	int getConcurrentSends();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Tunables#getConcurrentSends <em>Concurrent Sends</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Concurrent Sends</em>' attribute.
	 * @see #getConcurrentSends()
	 * @generated
	 */
	void setConcurrentSends(int value);

	/**
	 * Returns the value of the '<em><b>Peer Credits Hiw</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * peer_credits_hiw: the NOOP credit-return threshold; 0 means peer_credits / 2.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Peer Credits Hiw</em>' attribute.
	 * @see #setPeerCreditsHiw(int)
	 * @see org.lnetscope.model.LnetPackage#getTunables_PeerCreditsHiw()
	 * @model default="0"
	 * @generated
	 */
	int getPeerCreditsHiw();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Tunables#getPeerCreditsHiw <em>Peer Credits Hiw</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Peer Credits Hiw</em>' attribute.
	 * @see #getPeerCreditsHiw()
	 * @generated
	 */
	void setPeerCreditsHiw(int value);

	/**
	 * Returns the value of the '<em><b>Map On Demand</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * map_on_demand (FMR/FastReg selection; affects max_frags and the QP size).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Map On Demand</em>' attribute.
	 * @see #setMapOnDemand(int)
	 * @see org.lnetscope.model.LnetPackage#getTunables_MapOnDemand()
	 * @model default="0"
	 * @generated
	 */
	int getMapOnDemand();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Tunables#getMapOnDemand <em>Map On Demand</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Map On Demand</em>' attribute.
	 * @see #getMapOnDemand()
	 * @generated
	 */
	void setMapOnDemand(int value);

	/**
	 * Returns the value of the '<em><b>Peer Timeout</b></em>' attribute.
	 * The default value is <code>"180"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * peer_timeout in seconds; <= 0 disables router peer health.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Peer Timeout</em>' attribute.
	 * @see #setPeerTimeout(int)
	 * @see org.lnetscope.model.LnetPackage#getTunables_PeerTimeout()
	 * @model default="180"
	 * @generated
	 */
	int getPeerTimeout();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Tunables#getPeerTimeout <em>Peer Timeout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Peer Timeout</em>' attribute.
	 * @see #getPeerTimeout()
	 * @generated
	 */
	void setPeerTimeout(int value);

	/**
	 * Returns the value of the '<em><b>Transaction Timeout</b></em>' attribute.
	 * The default value is <code>"50"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lnet_transaction_timeout in seconds.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Transaction Timeout</em>' attribute.
	 * @see #setTransactionTimeout(int)
	 * @see org.lnetscope.model.LnetPackage#getTunables_TransactionTimeout()
	 * @model default="50"
	 * @generated
	 */
	int getTransactionTimeout();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Tunables#getTransactionTimeout <em>Transaction Timeout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Transaction Timeout</em>' attribute.
	 * @see #getTransactionTimeout()
	 * @generated
	 */
	void setTransactionTimeout(int value);

	/**
	 * Returns the value of the '<em><b>Retry Count</b></em>' attribute.
	 * The default value is <code>"2"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lnet_retry_count (forced to 0 when health is off).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Retry Count</em>' attribute.
	 * @see #setRetryCount(int)
	 * @see org.lnetscope.model.LnetPackage#getTunables_RetryCount()
	 * @model default="2"
	 * @generated
	 */
	int getRetryCount();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Tunables#getRetryCount <em>Retry Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Retry Count</em>' attribute.
	 * @see #getRetryCount()
	 * @generated
	 */
	void setRetryCount(int value);

	/**
	 * Returns the value of the '<em><b>Health Sensitivity</b></em>' attribute.
	 * The default value is <code>"100"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lnet_health_sensitivity; 0 turns health off.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Health Sensitivity</em>' attribute.
	 * @see #setHealthSensitivity(int)
	 * @see org.lnetscope.model.LnetPackage#getTunables_HealthSensitivity()
	 * @model default="100"
	 * @generated
	 */
	int getHealthSensitivity();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Tunables#getHealthSensitivity <em>Health Sensitivity</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Health Sensitivity</em>' attribute.
	 * @see #getHealthSensitivity()
	 * @generated
	 */
	void setHealthSensitivity(int value);

	/**
	 * Returns the value of the '<em><b>Discovery</b></em>' attribute.
	 * The default value is <code>"true"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Peer discovery enabled (i.e. lnet_peer_discovery_disabled = 0).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Discovery</em>' attribute.
	 * @see #setDiscovery(boolean)
	 * @see org.lnetscope.model.LnetPackage#getTunables_Discovery()
	 * @model default="true"
	 * @generated
	 */
	boolean isDiscovery();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Tunables#isDiscovery <em>Discovery</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Discovery</em>' attribute.
	 * @see #isDiscovery()
	 * @generated
	 */
	void setDiscovery(boolean value);

	/**
	 * Returns the value of the '<em><b>Lnd Timeout</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lnd_timeout in seconds as measured or configured; 0 means derive it (see Fabric.effectiveLndTimeout).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Lnd Timeout</em>' attribute.
	 * @see #setLndTimeout(int)
	 * @see org.lnetscope.model.LnetPackage#getTunables_LndTimeout()
	 * @model default="0"
	 * @generated
	 */
	int getLndTimeout();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Tunables#getLndTimeout <em>Lnd Timeout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Lnd Timeout</em>' attribute.
	 * @see #getLndTimeout()
	 * @generated
	 */
	void setLndTimeout(int value);

	/**
	 * Returns the value of the '<em><b>Tiny Router Buffers</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * tiny_router_buffers (total over CPTs); 0 means the default.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Tiny Router Buffers</em>' attribute.
	 * @see #setTinyRouterBuffers(int)
	 * @see org.lnetscope.model.LnetPackage#getTunables_TinyRouterBuffers()
	 * @model default="0"
	 * @generated
	 */
	int getTinyRouterBuffers();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Tunables#getTinyRouterBuffers <em>Tiny Router Buffers</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Tiny Router Buffers</em>' attribute.
	 * @see #getTinyRouterBuffers()
	 * @generated
	 */
	void setTinyRouterBuffers(int value);

	/**
	 * Returns the value of the '<em><b>Small Router Buffers</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * small_router_buffers (total over CPTs); 0 means the default.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Small Router Buffers</em>' attribute.
	 * @see #setSmallRouterBuffers(int)
	 * @see org.lnetscope.model.LnetPackage#getTunables_SmallRouterBuffers()
	 * @model default="0"
	 * @generated
	 */
	int getSmallRouterBuffers();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Tunables#getSmallRouterBuffers <em>Small Router Buffers</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Small Router Buffers</em>' attribute.
	 * @see #getSmallRouterBuffers()
	 * @generated
	 */
	void setSmallRouterBuffers(int value);

	/**
	 * Returns the value of the '<em><b>Large Router Buffers</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * large_router_buffers (total over CPTs); 0 means the default.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Large Router Buffers</em>' attribute.
	 * @see #setLargeRouterBuffers(int)
	 * @see org.lnetscope.model.LnetPackage#getTunables_LargeRouterBuffers()
	 * @model default="0"
	 * @generated
	 */
	int getLargeRouterBuffers();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Tunables#getLargeRouterBuffers <em>Large Router Buffers</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Large Router Buffers</em>' attribute.
	 * @see #getLargeRouterBuffers()
	 * @generated
	 */
	void setLargeRouterBuffers(int value);

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lnet_peer_buffer_credits(): peer_buffer_credits when > 0, else peer_credits. The initial lpni_rtrcredits of every sender on a router.
	 * <!-- end-model-doc -->
	 * @model
	 * @generated
	 */
	int effectivePeerBufferCredits();

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Total buffers of one router pool kind across all CPTs: the *_router_buffers parameter, or its default (2048 tiny, 16384 small, 1024 large) when 0.
	 * <!-- end-model-doc -->
	 * @model
	 * @generated
	 */
	int effectiveRouterBuffers(PoolKind kind);

} // Tunables
