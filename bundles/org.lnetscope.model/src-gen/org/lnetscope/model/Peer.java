/**
 * LNet Scope. Generated from model/lnet.ecore: do not edit, regenerate (see README.md).
 */
package org.lnetscope.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

import org.lnetscope.model.nid.Nid;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Peer</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * An LNet peer (struct lnet_peer): one remote node, with one peer NI per NID it uses.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.lnetscope.model.Peer#getAddress <em>Address</em>}</li>
 *   <li>{@link org.lnetscope.model.Peer#getPrimaryNid <em>Primary Nid</em>}</li>
 *   <li>{@link org.lnetscope.model.Peer#isMultiRail <em>Multi Rail</em>}</li>
 *   <li>{@link org.lnetscope.model.Peer#getPeerNis <em>Peer Nis</em>}</li>
 *   <li>{@link org.lnetscope.model.Peer#getRtrq <em>Rtrq</em>}</li>
 *   <li>{@link org.lnetscope.model.Peer#getRtrRefcount <em>Rtr Refcount</em>}</li>
 *   <li>{@link org.lnetscope.model.Peer#isGatewayAlive <em>Gateway Alive</em>}</li>
 *   <li>{@link org.lnetscope.model.Peer#getAliveCount <em>Alive Count</em>}</li>
 *   <li>{@link org.lnetscope.model.Peer#getPingTimestamp <em>Ping Timestamp</em>}</li>
 *   <li>{@link org.lnetscope.model.Peer#isPingNotsent <em>Ping Notsent</em>}</li>
 *   <li>{@link org.lnetscope.model.Peer#getPingDeadline <em>Ping Deadline</em>}</li>
 *   <li>{@link org.lnetscope.model.Peer#getDownNis <em>Down Nis</em>}</li>
 * </ul>
 *
 * @see org.lnetscope.model.LnetPackage#getPeer()
 * @model
 * @generated
 */
public interface Peer extends EObject {
	/**
	 * Returns the value of the '<em><b>Address</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Kernel address of the lnet_peer, or a unique synthetic handle; 0 if unknown.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Address</em>' attribute.
	 * @see #setAddress(long)
	 * @see org.lnetscope.model.LnetPackage#getPeer_Address()
	 * @model id="true" dataType="org.lnetscope.model.Address"
	 * @generated
	 */
	long getAddress();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Peer#getAddress <em>Address</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Address</em>' attribute.
	 * @see #getAddress()
	 * @generated
	 */
	void setAddress(long value);

	/**
	 * Returns the value of the '<em><b>Primary Nid</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lp_primary_nid
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Primary Nid</em>' attribute.
	 * @see #setPrimaryNid(Nid)
	 * @see org.lnetscope.model.LnetPackage#getPeer_PrimaryNid()
	 * @model dataType="org.lnetscope.model.Nid"
	 * @generated
	 */
	Nid getPrimaryNid();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Peer#getPrimaryNid <em>Primary Nid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Primary Nid</em>' attribute.
	 * @see #getPrimaryNid()
	 * @generated
	 */
	void setPrimaryNid(Nid value);

	/**
	 * Returns the value of the '<em><b>Multi Rail</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Multi Rail</em>' attribute.
	 * @see #setMultiRail(boolean)
	 * @see org.lnetscope.model.LnetPackage#getPeer_MultiRail()
	 * @model
	 * @generated
	 */
	boolean isMultiRail();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Peer#isMultiRail <em>Multi Rail</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Multi Rail</em>' attribute.
	 * @see #isMultiRail()
	 * @generated
	 */
	void setMultiRail(boolean value);

	/**
	 * Returns the value of the '<em><b>Peer Nis</b></em>' containment reference list.
	 * The list contents are of type {@link org.lnetscope.model.PeerNi}.
	 * It is bidirectional and its opposite is '{@link org.lnetscope.model.PeerNi#getPeer <em>Peer</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Peer Nis</em>' containment reference list.
	 * @see org.lnetscope.model.LnetPackage#getPeer_PeerNis()
	 * @see org.lnetscope.model.PeerNi#getPeer
	 * @model opposite="peer" containment="true"
	 * @generated
	 */
	EList<PeerNi> getPeerNis();

	/**
	 * Returns the value of the '<em><b>Rtrq</b></em>' reference list.
	 * The list contents are of type {@link org.lnetscope.model.Message}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lp_rtrq (2.13 and later): routed messages from this peer waiting for a router credit. Empty in the 2.12 layout.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Rtrq</em>' reference list.
	 * @see org.lnetscope.model.LnetPackage#getPeer_Rtrq()
	 * @model
	 * @generated
	 */
	EList<Message> getRtrq();

	/**
	 * Returns the value of the '<em><b>Rtr Refcount</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lp_rtr_refcount (2.12: lpni_rtr_refcount of the gateway peer NI): how many of this node's routes use this peer as their gateway; 0 when it is no gateway of this node. The rtr_ref column of /sys/kernel/debug/lnet/routers. The gateway fields below are this node's view of the peer as a router; in 2.12 they belong to the gateway's lnet_peer_ni (the one the routers row names), in master to the lnet_peer.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Rtr Refcount</em>' attribute.
	 * @see #setRtrRefcount(int)
	 * @see org.lnetscope.model.LnetPackage#getPeer_RtrRefcount()
	 * @model
	 * @generated
	 */
	int getRtrRefcount();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Peer#getRtrRefcount <em>Rtr Refcount</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Rtr Refcount</em>' attribute.
	 * @see #getRtrRefcount()
	 * @generated
	 */
	void setRtrRefcount(int value);

	/**
	 * Returns the value of the '<em><b>Gateway Alive</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Whether this node considers the gateway alive: the state (2.12) or alive (master) column of routers. 2.12: lpni_alive, set by router pings and lnet_notify(); master: lnet_is_gateway_alive(), i.e. lp_alive and, on each of the gateway's nets, at least one peer NI alive. Unset when the peer is no gateway of this node, or when unknown.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Gateway Alive</em>' attribute.
	 * @see #isSetGatewayAlive()
	 * @see #unsetGatewayAlive()
	 * @see #setGatewayAlive(boolean)
	 * @see org.lnetscope.model.LnetPackage#getPeer_GatewayAlive()
	 * @model unsettable="true"
	 * @generated
	 */
	boolean isGatewayAlive();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Peer#isGatewayAlive <em>Gateway Alive</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Gateway Alive</em>' attribute.
	 * @see #isSetGatewayAlive()
	 * @see #unsetGatewayAlive()
	 * @see #isGatewayAlive()
	 * @generated
	 */
	void setGatewayAlive(boolean value);

	/**
	 * Unsets the value of the '{@link org.lnetscope.model.Peer#isGatewayAlive <em>Gateway Alive</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetGatewayAlive()
	 * @see #isGatewayAlive()
	 * @see #setGatewayAlive(boolean)
	 * @generated
	 */
	void unsetGatewayAlive();

	/**
	 * Returns whether the value of the '{@link org.lnetscope.model.Peer#isGatewayAlive <em>Gateway Alive</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Gateway Alive</em>' attribute is set.
	 * @see #unsetGatewayAlive()
	 * @see #isGatewayAlive()
	 * @see #setGatewayAlive(boolean)
	 * @generated
	 */
	boolean isSetGatewayAlive();

	/**
	 * Returns the value of the '<em><b>Alive Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lpni_alive_count (2.12 only; the alive_cnt column of routers): how many times news about the gateway changed its alive state, counting the first news; 0 before any. Master has no such counter.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Alive Count</em>' attribute.
	 * @see #setAliveCount(int)
	 * @see org.lnetscope.model.LnetPackage#getPeer_AliveCount()
	 * @model
	 * @generated
	 */
	int getAliveCount();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Peer#getAliveCount <em>Alive Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Alive Count</em>' attribute.
	 * @see #getAliveCount()
	 * @generated
	 */
	void setAliveCount(int value);

	/**
	 * Returns the value of the '<em><b>Ping Timestamp</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lpni_ping_timestamp (2.12 only) on the node's clock (Node.clockSeconds): when the router checker last pinged the gateway. routers prints now minus it as last_ping. Unset when unknown.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Ping Timestamp</em>' attribute.
	 * @see #isSetPingTimestamp()
	 * @see #unsetPingTimestamp()
	 * @see #setPingTimestamp(long)
	 * @see org.lnetscope.model.LnetPackage#getPeer_PingTimestamp()
	 * @model unsettable="true"
	 * @generated
	 */
	long getPingTimestamp();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Peer#getPingTimestamp <em>Ping Timestamp</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Ping Timestamp</em>' attribute.
	 * @see #isSetPingTimestamp()
	 * @see #unsetPingTimestamp()
	 * @see #getPingTimestamp()
	 * @generated
	 */
	void setPingTimestamp(long value);

	/**
	 * Unsets the value of the '{@link org.lnetscope.model.Peer#getPingTimestamp <em>Ping Timestamp</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetPingTimestamp()
	 * @see #getPingTimestamp()
	 * @see #setPingTimestamp(long)
	 * @generated
	 */
	void unsetPingTimestamp();

	/**
	 * Returns whether the value of the '{@link org.lnetscope.model.Peer#getPingTimestamp <em>Ping Timestamp</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Ping Timestamp</em>' attribute is set.
	 * @see #unsetPingTimestamp()
	 * @see #getPingTimestamp()
	 * @see #setPingTimestamp(long)
	 * @generated
	 */
	boolean isSetPingTimestamp();

	/**
	 * Returns the value of the '<em><b>Ping Notsent</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lpni_ping_notsent (2.12 only): a router ping was posted and its SEND event has not come back yet. routers prints the opposite as ping_sent.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Ping Notsent</em>' attribute.
	 * @see #setPingNotsent(boolean)
	 * @see org.lnetscope.model.LnetPackage#getPeer_PingNotsent()
	 * @model
	 * @generated
	 */
	boolean isPingNotsent();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Peer#isPingNotsent <em>Ping Notsent</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Ping Notsent</em>' attribute.
	 * @see #isPingNotsent()
	 * @generated
	 */
	void setPingNotsent(boolean value);

	/**
	 * Returns the value of the '<em><b>Ping Deadline</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lpni_ping_deadline (2.12 only) on the node's clock: when the outstanding router ping times out, which marks the gateway down. Unset when no ping reply is awaited (0 in the kernel; routers prints deadline NA) or when unknown.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Ping Deadline</em>' attribute.
	 * @see #isSetPingDeadline()
	 * @see #unsetPingDeadline()
	 * @see #setPingDeadline(long)
	 * @see org.lnetscope.model.LnetPackage#getPeer_PingDeadline()
	 * @model unsettable="true"
	 * @generated
	 */
	long getPingDeadline();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Peer#getPingDeadline <em>Ping Deadline</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Ping Deadline</em>' attribute.
	 * @see #isSetPingDeadline()
	 * @see #unsetPingDeadline()
	 * @see #getPingDeadline()
	 * @generated
	 */
	void setPingDeadline(long value);

	/**
	 * Unsets the value of the '{@link org.lnetscope.model.Peer#getPingDeadline <em>Ping Deadline</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetPingDeadline()
	 * @see #getPingDeadline()
	 * @see #setPingDeadline(long)
	 * @generated
	 */
	void unsetPingDeadline();

	/**
	 * Returns whether the value of the '{@link org.lnetscope.model.Peer#getPingDeadline <em>Ping Deadline</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Ping Deadline</em>' attribute is set.
	 * @see #unsetPingDeadline()
	 * @see #getPingDeadline()
	 * @see #setPingDeadline(long)
	 * @generated
	 */
	boolean isSetPingDeadline();

	/**
	 * Returns the value of the '<em><b>Down Nis</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The down_ni column of routers (2.12 only): lr_downis of this gateway's routes, the number of the gateway's NIs that its last ping reply said are down (counted only when the gateway reports NI status).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Down Nis</em>' attribute.
	 * @see #setDownNis(int)
	 * @see org.lnetscope.model.LnetPackage#getPeer_DownNis()
	 * @model
	 * @generated
	 */
	int getDownNis();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Peer#getDownNis <em>Down Nis</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Down Nis</em>' attribute.
	 * @see #getDownNis()
	 * @generated
	 */
	void setDownNis(int value);

} // Peer
