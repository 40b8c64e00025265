/**
 * LNet Scope. Generated from model/lnet.ecore: do not edit, regenerate (see README.md).
 */
package org.lnetscope.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

import org.lnetscope.model.nid.Nid;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Peer Ni</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A peer network interface (struct lnet_peer_ni): the credits and queues LNet keeps for one remote NID.
 * One row of /sys/kernel/debug/lnet/peers.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.lnetscope.model.PeerNi#getAddress <em>Address</em>}</li>
 *   <li>{@link org.lnetscope.model.PeerNi#getPeer <em>Peer</em>}</li>
 *   <li>{@link org.lnetscope.model.PeerNi#getNid <em>Nid</em>}</li>
 *   <li>{@link org.lnetscope.model.PeerNi#getState <em>State</em>}</li>
 *   <li>{@link org.lnetscope.model.PeerNi#getRefcount <em>Refcount</em>}</li>
 *   <li>{@link org.lnetscope.model.PeerNi#getMaxTxCredits <em>Max Tx Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.PeerNi#getTxCredits <em>Tx Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.PeerNi#getMinTxCredits <em>Min Tx Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.PeerNi#getRtrCredits <em>Rtr Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.PeerNi#getMinRtrCredits <em>Min Rtr Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.PeerNi#getTxqNob <em>Txq Nob</em>}</li>
 *   <li>{@link org.lnetscope.model.PeerNi#getLastAlive <em>Last Alive</em>}</li>
 *   <li>{@link org.lnetscope.model.PeerNi#getAliveCount <em>Alive Count</em>}</li>
 *   <li>{@link org.lnetscope.model.PeerNi#getTimestamp <em>Timestamp</em>}</li>
 *   <li>{@link org.lnetscope.model.PeerNi#getLastQuery <em>Last Query</em>}</li>
 *   <li>{@link org.lnetscope.model.PeerNi#isNotified <em>Notified</em>}</li>
 *   <li>{@link org.lnetscope.model.PeerNi#getHealthValue <em>Health Value</em>}</li>
 *   <li>{@link org.lnetscope.model.PeerNi#getTxq <em>Txq</em>}</li>
 *   <li>{@link org.lnetscope.model.PeerNi#getRtrq <em>Rtrq</em>}</li>
 * </ul>
 *
 * @see org.lnetscope.model.LnetPackage#getPeerNi()
 * @model
 * @generated
 */
public interface PeerNi extends EObject {
	/**
	 * Returns the value of the '<em><b>Address</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Kernel address of the lnet_peer_ni (what msg_rxpeer/msg_txpeer hold), or a unique synthetic handle; 0 if unknown.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Address</em>' attribute.
	 * @see #setAddress(long)
	 * @see org.lnetscope.model.LnetPackage#getPeerNi_Address()
	 * @model id="true" dataType="org.lnetscope.model.Address"
	 * @generated
	 */
	long getAddress();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.PeerNi#getAddress <em>Address</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Address</em>' attribute.
	 * @see #getAddress()
	 * @generated
	 */
	void setAddress(long value);

	/**
	 * Returns the value of the '<em><b>Peer</b></em>' container reference.
	 * It is bidirectional and its opposite is '{@link org.lnetscope.model.Peer#getPeerNis <em>Peer Nis</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Peer</em>' container reference.
	 * @see #setPeer(Peer)
	 * @see org.lnetscope.model.LnetPackage#getPeerNi_Peer()
	 * @see org.lnetscope.model.Peer#getPeerNis
	 * @model opposite="peerNis" transient="false"
	 * @generated
	 */
	Peer getPeer();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.PeerNi#getPeer <em>Peer</em>}' container reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Peer</em>' container reference.
	 * @see #getPeer()
	 * @generated
	 */
	void setPeer(Peer value);

	/**
	 * Returns the value of the '<em><b>Nid</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lpni_nid
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Nid</em>' attribute.
	 * @see #setNid(Nid)
	 * @see org.lnetscope.model.LnetPackage#getPeerNi_Nid()
	 * @model dataType="org.lnetscope.model.Nid"
	 * @generated
	 */
	Nid getNid();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.PeerNi#getNid <em>Nid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Nid</em>' attribute.
	 * @see #getNid()
	 * @generated
	 */
	void setNid(Nid value);

	/**
	 * Returns the value of the '<em><b>State</b></em>' attribute.
	 * The default value is <code>"NA"</code>.
	 * The literals are from the enumeration {@link org.lnetscope.model.PeerState}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The state column of peers: NA unless the peer is a router or router peer health is on.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>State</em>' attribute.
	 * @see org.lnetscope.model.PeerState
	 * @see #setState(PeerState)
	 * @see org.lnetscope.model.LnetPackage#getPeerNi_State()
	 * @model default="NA"
	 * @generated
	 */
	PeerState getState();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.PeerNi#getState <em>State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>State</em>' attribute.
	 * @see org.lnetscope.model.PeerState
	 * @see #getState()
	 * @generated
	 */
	void setState(PeerState value);

	/**
	 * Returns the value of the '<em><b>Refcount</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lpni_refcount: grows with the number of queued messages, each of which holds a ref.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Refcount</em>' attribute.
	 * @see #setRefcount(int)
	 * @see org.lnetscope.model.LnetPackage#getPeerNi_Refcount()
	 * @model
	 * @generated
	 */
	int getRefcount();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.PeerNi#getRefcount <em>Refcount</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Refcount</em>' attribute.
	 * @see #getRefcount()
	 * @generated
	 */
	void setRefcount(int value);

	/**
	 * Returns the value of the '<em><b>Max Tx Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The "max" column of peers: lct_peer_tx_credits of the net.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Tx Credits</em>' attribute.
	 * @see #setMaxTxCredits(int)
	 * @see org.lnetscope.model.LnetPackage#getPeerNi_MaxTxCredits()
	 * @model
	 * @generated
	 */
	int getMaxTxCredits();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.PeerNi#getMaxTxCredits <em>Max Tx Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Tx Credits</em>' attribute.
	 * @see #getMaxTxCredits()
	 * @generated
	 */
	void setMaxTxCredits(int value);

	/**
	 * Returns the value of the '<em><b>Tx Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lpni_txcredits; -N means N messages wait on txq.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Tx Credits</em>' attribute.
	 * @see #setTxCredits(int)
	 * @see org.lnetscope.model.LnetPackage#getPeerNi_TxCredits()
	 * @model
	 * @generated
	 */
	int getTxCredits();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.PeerNi#getTxCredits <em>Tx Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Tx Credits</em>' attribute.
	 * @see #getTxCredits()
	 * @generated
	 */
	void setTxCredits(int value);

	/**
	 * Returns the value of the '<em><b>Min Tx Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lpni_mintxcredits: the low-water mark.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Min Tx Credits</em>' attribute.
	 * @see #setMinTxCredits(int)
	 * @see org.lnetscope.model.LnetPackage#getPeerNi_MinTxCredits()
	 * @model
	 * @generated
	 */
	int getMinTxCredits();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.PeerNi#getMinTxCredits <em>Min Tx Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Min Tx Credits</em>' attribute.
	 * @see #getMinTxCredits()
	 * @generated
	 */
	void setMinTxCredits(int value);

	/**
	 * Returns the value of the '<em><b>Rtr Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lpni_rtrcredits ("peer buffer credits"); -N means N messages wait on the router queue.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Rtr Credits</em>' attribute.
	 * @see #setRtrCredits(int)
	 * @see org.lnetscope.model.LnetPackage#getPeerNi_RtrCredits()
	 * @model
	 * @generated
	 */
	int getRtrCredits();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.PeerNi#getRtrCredits <em>Rtr Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Rtr Credits</em>' attribute.
	 * @see #getRtrCredits()
	 * @generated
	 */
	void setRtrCredits(int value);

	/**
	 * Returns the value of the '<em><b>Min Rtr Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lpni_minrtrcredits: the low-water mark.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Min Rtr Credits</em>' attribute.
	 * @see #setMinRtrCredits(int)
	 * @see org.lnetscope.model.LnetPackage#getPeerNi_MinRtrCredits()
	 * @model
	 * @generated
	 */
	int getMinRtrCredits();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.PeerNi#getMinRtrCredits <em>Min Rtr Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Min Rtr Credits</em>' attribute.
	 * @see #getMinRtrCredits()
	 * @generated
	 */
	void setMinRtrCredits(int value);

	/**
	 * Returns the value of the '<em><b>Txq Nob</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lpni_txqnob: bytes queued on txq (msg_len plus the LNet header per message).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Txq Nob</em>' attribute.
	 * @see #setTxqNob(long)
	 * @see org.lnetscope.model.LnetPackage#getPeerNi_TxqNob()
	 * @model
	 * @generated
	 */
	long getTxqNob();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.PeerNi#getTxqNob <em>Txq Nob</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Txq Nob</em>' attribute.
	 * @see #getTxqNob()
	 * @generated
	 */
	void setTxqNob(long value);

	/**
	 * Returns the value of the '<em><b>Last Alive</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lpni_last_alive on the node's clock (Node.clockSeconds); unset when unknown.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Last Alive</em>' attribute.
	 * @see #isSetLastAlive()
	 * @see #unsetLastAlive()
	 * @see #setLastAlive(long)
	 * @see org.lnetscope.model.LnetPackage#getPeerNi_LastAlive()
	 * @model unsettable="true"
	 * @generated
	 */
	long getLastAlive();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.PeerNi#getLastAlive <em>Last Alive</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Last Alive</em>' attribute.
	 * @see #isSetLastAlive()
	 * @see #unsetLastAlive()
	 * @see #getLastAlive()
	 * @generated
	 */
	void setLastAlive(long value);

	/**
	 * Unsets the value of the '{@link org.lnetscope.model.PeerNi#getLastAlive <em>Last Alive</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetLastAlive()
	 * @see #getLastAlive()
	 * @see #setLastAlive(long)
	 * @generated
	 */
	void unsetLastAlive();

	/**
	 * Returns whether the value of the '{@link org.lnetscope.model.PeerNi#getLastAlive <em>Last Alive</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Last Alive</em>' attribute is set.
	 * @see #unsetLastAlive()
	 * @see #getLastAlive()
	 * @see #setLastAlive(long)
	 * @generated
	 */
	boolean isSetLastAlive();

	/**
	 * Returns the value of the '<em><b>Alive Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lpni_alive_count (2.12): how many times news changed this peer NI's alive state (lnet_notify_locked, router.c v2_12_9), counting the first; 0 means LNet never heard that it is up or down, neither from the LND (lnet_notify) nor from its own query (lnet_peer_alive_locked). Master has no counter (see notified). Unset when not read.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Alive Count</em>' attribute.
	 * @see #isSetAliveCount()
	 * @see #unsetAliveCount()
	 * @see #setAliveCount(int)
	 * @see org.lnetscope.model.LnetPackage#getPeerNi_AliveCount()
	 * @model unsettable="true"
	 * @generated
	 */
	int getAliveCount();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.PeerNi#getAliveCount <em>Alive Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Alive Count</em>' attribute.
	 * @see #isSetAliveCount()
	 * @see #unsetAliveCount()
	 * @see #getAliveCount()
	 * @generated
	 */
	void setAliveCount(int value);

	/**
	 * Unsets the value of the '{@link org.lnetscope.model.PeerNi#getAliveCount <em>Alive Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetAliveCount()
	 * @see #getAliveCount()
	 * @see #setAliveCount(int)
	 * @generated
	 */
	void unsetAliveCount();

	/**
	 * Returns whether the value of the '{@link org.lnetscope.model.PeerNi#getAliveCount <em>Alive Count</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Alive Count</em>' attribute is set.
	 * @see #unsetAliveCount()
	 * @see #getAliveCount()
	 * @see #setAliveCount(int)
	 * @generated
	 */
	boolean isSetAliveCount();

	/**
	 * Returns the value of the '<em><b>Timestamp</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lpni_timestamp (2.12) on the node's clock: when the last news about the peer NI's aliveness was dated (lnet_notify_locked). Unset when not read.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Timestamp</em>' attribute.
	 * @see #isSetTimestamp()
	 * @see #unsetTimestamp()
	 * @see #setTimestamp(long)
	 * @see org.lnetscope.model.LnetPackage#getPeerNi_Timestamp()
	 * @model unsettable="true"
	 * @generated
	 */
	long getTimestamp();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.PeerNi#getTimestamp <em>Timestamp</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Timestamp</em>' attribute.
	 * @see #isSetTimestamp()
	 * @see #unsetTimestamp()
	 * @see #getTimestamp()
	 * @generated
	 */
	void setTimestamp(long value);

	/**
	 * Unsets the value of the '{@link org.lnetscope.model.PeerNi#getTimestamp <em>Timestamp</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetTimestamp()
	 * @see #getTimestamp()
	 * @see #setTimestamp(long)
	 * @generated
	 */
	void unsetTimestamp();

	/**
	 * Returns whether the value of the '{@link org.lnetscope.model.PeerNi#getTimestamp <em>Timestamp</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Timestamp</em>' attribute is set.
	 * @see #unsetTimestamp()
	 * @see #getTimestamp()
	 * @see #setTimestamp(long)
	 * @generated
	 */
	boolean isSetTimestamp();

	/**
	 * Returns the value of the '<em><b>Last Query</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lpni_last_query (2.12) on the node's clock: when lnet_ni_query_locked() last asked the LND (kiblnd_query) how recently the peer was alive. Only the aliveness path (lnet_peer_alive_locked, lib-move.c v2_12_9) or a router's receive (lnet_peer_set_alive) sets it, so non-zero on a non-router peer means router aliveness was enabled for it. Unset when not read.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Last Query</em>' attribute.
	 * @see #isSetLastQuery()
	 * @see #unsetLastQuery()
	 * @see #setLastQuery(long)
	 * @see org.lnetscope.model.LnetPackage#getPeerNi_LastQuery()
	 * @model unsettable="true"
	 * @generated
	 */
	long getLastQuery();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.PeerNi#getLastQuery <em>Last Query</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Last Query</em>' attribute.
	 * @see #isSetLastQuery()
	 * @see #unsetLastQuery()
	 * @see #getLastQuery()
	 * @generated
	 */
	void setLastQuery(long value);

	/**
	 * Unsets the value of the '{@link org.lnetscope.model.PeerNi#getLastQuery <em>Last Query</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetLastQuery()
	 * @see #getLastQuery()
	 * @see #setLastQuery(long)
	 * @generated
	 */
	void unsetLastQuery();

	/**
	 * Returns whether the value of the '{@link org.lnetscope.model.PeerNi#getLastQuery <em>Last Query</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Last Query</em>' attribute is set.
	 * @see #unsetLastQuery()
	 * @see #getLastQuery()
	 * @see #setLastQuery(long)
	 * @generated
	 */
	boolean isSetLastQuery();

	/**
	 * Returns the value of the '<em><b>Notified</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lpni_notified (2.13 and later): whether lnet_notify() ever set lpni_ns_status for this peer NI (router.c, master). Unset when not read or in the 2.12 layout.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Notified</em>' attribute.
	 * @see #isSetNotified()
	 * @see #unsetNotified()
	 * @see #setNotified(boolean)
	 * @see org.lnetscope.model.LnetPackage#getPeerNi_Notified()
	 * @model unsettable="true"
	 * @generated
	 */
	boolean isNotified();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.PeerNi#isNotified <em>Notified</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Notified</em>' attribute.
	 * @see #isSetNotified()
	 * @see #unsetNotified()
	 * @see #isNotified()
	 * @generated
	 */
	void setNotified(boolean value);

	/**
	 * Unsets the value of the '{@link org.lnetscope.model.PeerNi#isNotified <em>Notified</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetNotified()
	 * @see #isNotified()
	 * @see #setNotified(boolean)
	 * @generated
	 */
	void unsetNotified();

	/**
	 * Returns whether the value of the '{@link org.lnetscope.model.PeerNi#isNotified <em>Notified</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Notified</em>' attribute is set.
	 * @see #unsetNotified()
	 * @see #isNotified()
	 * @see #setNotified(boolean)
	 * @generated
	 */
	boolean isSetNotified();

	/**
	 * Returns the value of the '<em><b>Health Value</b></em>' attribute.
	 * The default value is <code>"1000"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lpni_healthv (LNET_MAX_HEALTH_VALUE 1000 when full). Unset when not read; the getter then gives 1000.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Health Value</em>' attribute.
	 * @see #isSetHealthValue()
	 * @see #unsetHealthValue()
	 * @see #setHealthValue(int)
	 * @see org.lnetscope.model.LnetPackage#getPeerNi_HealthValue()
	 * @model default="1000" unsettable="true"
	 * @generated
	 */
	int getHealthValue();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.PeerNi#getHealthValue <em>Health Value</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Health Value</em>' attribute.
	 * @see #isSetHealthValue()
	 * @see #unsetHealthValue()
	 * @see #getHealthValue()
	 * @generated
	 */
	void setHealthValue(int value);

	/**
	 * Unsets the value of the '{@link org.lnetscope.model.PeerNi#getHealthValue <em>Health Value</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetHealthValue()
	 * @see #getHealthValue()
	 * @see #setHealthValue(int)
	 * @generated
	 */
	void unsetHealthValue();

	/**
	 * Returns whether the value of the '{@link org.lnetscope.model.PeerNi#getHealthValue <em>Health Value</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Health Value</em>' attribute is set.
	 * @see #unsetHealthValue()
	 * @see #getHealthValue()
	 * @see #setHealthValue(int)
	 * @generated
	 */
	boolean isSetHealthValue();

	/**
	 * Returns the value of the '<em><b>Txq</b></em>' reference list.
	 * The list contents are of type {@link org.lnetscope.model.Message}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lpni_txq in FIFO order: messages waiting for a peer NI tx credit (each already counted in txCredits).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Txq</em>' reference list.
	 * @see org.lnetscope.model.LnetPackage#getPeerNi_Txq()
	 * @model
	 * @generated
	 */
	EList<Message> getTxq();

	/**
	 * Returns the value of the '<em><b>Rtrq</b></em>' reference list.
	 * The list contents are of type {@link org.lnetscope.model.Message}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lpni_rtrq (2.12 only): routed messages from this peer NI parked without a router credit, each still holding its kib_rx. Empty in the master layout.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Rtrq</em>' reference list.
	 * @see org.lnetscope.model.LnetPackage#getPeerNi_Rtrq()
	 * @model
	 * @generated
	 */
	EList<Message> getRtrq();

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The queue lpni_rtrcredits counts: lpni_rtrq in the 2.12 layout, the owning peer's lp_rtrq in master.
	 * <!-- end-model-doc -->
	 * @model
	 * @generated
	 */
	EList<Message> routerQueue();

} // PeerNi
