/**
 * LNet Scope. Generated from model/lnet.ecore: do not edit, regenerate (see README.md).
 */
package org.lnetscope.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

import org.lnetscope.model.nid.Nid;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Kib Peer</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * An o2iblnd peer (struct kib_peer_ni) and the connections that still point to it.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.lnetscope.model.KibPeer#getAddress <em>Address</em>}</li>
 *   <li>{@link org.lnetscope.model.KibPeer#getNid <em>Nid</em>}</li>
 *   <li>{@link org.lnetscope.model.KibPeer#getNi <em>Ni</em>}</li>
 *   <li>{@link org.lnetscope.model.KibPeer#getIncarnation <em>Incarnation</em>}</li>
 *   <li>{@link org.lnetscope.model.KibPeer#getLastAlive <em>Last Alive</em>}</li>
 *   <li>{@link org.lnetscope.model.KibPeer#getConnecting <em>Connecting</em>}</li>
 *   <li>{@link org.lnetscope.model.KibPeer#getAccepting <em>Accepting</em>}</li>
 *   <li>{@link org.lnetscope.model.KibPeer#getReconnecting <em>Reconnecting</em>}</li>
 *   <li>{@link org.lnetscope.model.KibPeer#getRaces <em>Races</em>}</li>
 *   <li>{@link org.lnetscope.model.KibPeer#getReconnected <em>Reconnected</em>}</li>
 *   <li>{@link org.lnetscope.model.KibPeer#getError <em>Error</em>}</li>
 *   <li>{@link org.lnetscope.model.KibPeer#getWaitingTxs <em>Waiting Txs</em>}</li>
 *   <li>{@link org.lnetscope.model.KibPeer#getConns <em>Conns</em>}</li>
 * </ul>
 *
 * @see org.lnetscope.model.LnetPackage#getKibPeer()
 * @model
 * @generated
 */
public interface KibPeer extends EObject {
	/**
	 * Returns the value of the '<em><b>Address</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Kernel address of the kib_peer_ni, or a unique synthetic handle; 0 if unknown.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Address</em>' attribute.
	 * @see #setAddress(long)
	 * @see org.lnetscope.model.LnetPackage#getKibPeer_Address()
	 * @model id="true" dataType="org.lnetscope.model.Address"
	 * @generated
	 */
	long getAddress();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibPeer#getAddress <em>Address</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Address</em>' attribute.
	 * @see #getAddress()
	 * @generated
	 */
	void setAddress(long value);

	/**
	 * Returns the value of the '<em><b>Nid</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * ibp_nid
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Nid</em>' attribute.
	 * @see #setNid(Nid)
	 * @see org.lnetscope.model.LnetPackage#getKibPeer_Nid()
	 * @model dataType="org.lnetscope.model.Nid"
	 * @generated
	 */
	Nid getNid();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibPeer#getNid <em>Nid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Nid</em>' attribute.
	 * @see #getNid()
	 * @generated
	 */
	void setNid(Nid value);

	/**
	 * Returns the value of the '<em><b>Ni</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * ibp_ni: the local NI the peer is reached through.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Ni</em>' reference.
	 * @see #setNi(LocalNi)
	 * @see org.lnetscope.model.LnetPackage#getKibPeer_Ni()
	 * @model
	 * @generated
	 */
	LocalNi getNi();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibPeer#getNi <em>Ni</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Ni</em>' reference.
	 * @see #getNi()
	 * @generated
	 */
	void setNi(LocalNi value);

	/**
	 * Returns the value of the '<em><b>Incarnation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * ibp_incarnation
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Incarnation</em>' attribute.
	 * @see #setIncarnation(long)
	 * @see org.lnetscope.model.LnetPackage#getKibPeer_Incarnation()
	 * @model
	 * @generated
	 */
	long getIncarnation();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibPeer#getIncarnation <em>Incarnation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Incarnation</em>' attribute.
	 * @see #getIncarnation()
	 * @generated
	 */
	void setIncarnation(long value);

	/**
	 * Returns the value of the '<em><b>Last Alive</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * ibp_last_alive on the node's clock; unset when unknown.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Last Alive</em>' attribute.
	 * @see #isSetLastAlive()
	 * @see #unsetLastAlive()
	 * @see #setLastAlive(long)
	 * @see org.lnetscope.model.LnetPackage#getKibPeer_LastAlive()
	 * @model unsettable="true"
	 * @generated
	 */
	long getLastAlive();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibPeer#getLastAlive <em>Last Alive</em>}' attribute.
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
	 * Unsets the value of the '{@link org.lnetscope.model.KibPeer#getLastAlive <em>Last Alive</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetLastAlive()
	 * @see #getLastAlive()
	 * @see #setLastAlive(long)
	 * @generated
	 */
	void unsetLastAlive();

	/**
	 * Returns whether the value of the '{@link org.lnetscope.model.KibPeer#getLastAlive <em>Last Alive</em>}' attribute is set.
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
	 * Returns the value of the '<em><b>Connecting</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * ibp_connecting: active connects in progress.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Connecting</em>' attribute.
	 * @see #setConnecting(int)
	 * @see org.lnetscope.model.LnetPackage#getKibPeer_Connecting()
	 * @model
	 * @generated
	 */
	int getConnecting();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibPeer#getConnecting <em>Connecting</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Connecting</em>' attribute.
	 * @see #getConnecting()
	 * @generated
	 */
	void setConnecting(int value);

	/**
	 * Returns the value of the '<em><b>Accepting</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * ibp_accepting: passive connects (the peer connecting to this node, kiblnd_passive_connect) in progress. Unset when not read.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Accepting</em>' attribute.
	 * @see #isSetAccepting()
	 * @see #unsetAccepting()
	 * @see #setAccepting(int)
	 * @see org.lnetscope.model.LnetPackage#getKibPeer_Accepting()
	 * @model unsettable="true"
	 * @generated
	 */
	int getAccepting();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibPeer#getAccepting <em>Accepting</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Accepting</em>' attribute.
	 * @see #isSetAccepting()
	 * @see #unsetAccepting()
	 * @see #getAccepting()
	 * @generated
	 */
	void setAccepting(int value);

	/**
	 * Unsets the value of the '{@link org.lnetscope.model.KibPeer#getAccepting <em>Accepting</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetAccepting()
	 * @see #getAccepting()
	 * @see #setAccepting(int)
	 * @generated
	 */
	void unsetAccepting();

	/**
	 * Returns whether the value of the '{@link org.lnetscope.model.KibPeer#getAccepting <em>Accepting</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Accepting</em>' attribute is set.
	 * @see #unsetAccepting()
	 * @see #getAccepting()
	 * @see #setAccepting(int)
	 * @generated
	 */
	boolean isSetAccepting();

	/**
	 * Returns the value of the '<em><b>Reconnecting</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * ibp_reconnecting
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Reconnecting</em>' attribute.
	 * @see #setReconnecting(int)
	 * @see org.lnetscope.model.LnetPackage#getKibPeer_Reconnecting()
	 * @model
	 * @generated
	 */
	int getReconnecting();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibPeer#getReconnecting <em>Reconnecting</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Reconnecting</em>' attribute.
	 * @see #getReconnecting()
	 * @generated
	 */
	void setReconnecting(int value);

	/**
	 * Returns the value of the '<em><b>Races</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * ibp_races: connection races lost so far.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Races</em>' attribute.
	 * @see #setRaces(int)
	 * @see org.lnetscope.model.LnetPackage#getKibPeer_Races()
	 * @model
	 * @generated
	 */
	int getRaces();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibPeer#getRaces <em>Races</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Races</em>' attribute.
	 * @see #getRaces()
	 * @generated
	 */
	void setRaces(int value);

	/**
	 * Returns the value of the '<em><b>Reconnected</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * ibp_reconnected
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Reconnected</em>' attribute.
	 * @see #setReconnected(int)
	 * @see org.lnetscope.model.LnetPackage#getKibPeer_Reconnected()
	 * @model
	 * @generated
	 */
	int getReconnected();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibPeer#getReconnected <em>Reconnected</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Reconnected</em>' attribute.
	 * @see #getReconnected()
	 * @generated
	 */
	void setReconnected(int value);

	/**
	 * Returns the value of the '<em><b>Error</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * ibp_error (a negative errno, 0 if none).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Error</em>' attribute.
	 * @see #setError(int)
	 * @see org.lnetscope.model.LnetPackage#getKibPeer_Error()
	 * @model
	 * @generated
	 */
	int getError();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibPeer#getError <em>Error</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Error</em>' attribute.
	 * @see #getError()
	 * @generated
	 */
	void setError(int value);

	/**
	 * Returns the value of the '<em><b>Waiting Txs</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * kib_tx on ibp_tx_queue: txs waiting for a connection to the peer (kiblnd_launch_tx, o2iblnd_cb.c); each holds its lnet_msg's peer tx credit. Unset when the queue was not walked.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Waiting Txs</em>' attribute.
	 * @see #isSetWaitingTxs()
	 * @see #unsetWaitingTxs()
	 * @see #setWaitingTxs(int)
	 * @see org.lnetscope.model.LnetPackage#getKibPeer_WaitingTxs()
	 * @model unsettable="true"
	 * @generated
	 */
	int getWaitingTxs();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibPeer#getWaitingTxs <em>Waiting Txs</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Waiting Txs</em>' attribute.
	 * @see #isSetWaitingTxs()
	 * @see #unsetWaitingTxs()
	 * @see #getWaitingTxs()
	 * @generated
	 */
	void setWaitingTxs(int value);

	/**
	 * Unsets the value of the '{@link org.lnetscope.model.KibPeer#getWaitingTxs <em>Waiting Txs</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetWaitingTxs()
	 * @see #getWaitingTxs()
	 * @see #setWaitingTxs(int)
	 * @generated
	 */
	void unsetWaitingTxs();

	/**
	 * Returns whether the value of the '{@link org.lnetscope.model.KibPeer#getWaitingTxs <em>Waiting Txs</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Waiting Txs</em>' attribute is set.
	 * @see #unsetWaitingTxs()
	 * @see #getWaitingTxs()
	 * @see #setWaitingTxs(int)
	 * @generated
	 */
	boolean isSetWaitingTxs();

	/**
	 * Returns the value of the '<em><b>Conns</b></em>' containment reference list.
	 * The list contents are of type {@link org.lnetscope.model.KibConn}.
	 * It is bidirectional and its opposite is '{@link org.lnetscope.model.KibConn#getPeer <em>Peer</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Every kib_conn whose ibc_peer is this peer, whether or not still on ibp_conns (see KibConn.ibcListState).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Conns</em>' containment reference list.
	 * @see org.lnetscope.model.LnetPackage#getKibPeer_Conns()
	 * @see org.lnetscope.model.KibConn#getPeer
	 * @model opposite="peer" containment="true"
	 * @generated
	 */
	EList<KibConn> getConns();

} // KibPeer
