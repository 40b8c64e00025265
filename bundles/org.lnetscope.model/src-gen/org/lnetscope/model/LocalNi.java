/**
 * LNet Scope. Generated from model/lnet.ecore: do not edit, regenerate (see README.md).
 */
package org.lnetscope.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

import org.lnetscope.model.nid.Nid;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Local Ni</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A local network interface (lnet_ni), as in /sys/kernel/debug/lnet/nis and lnetctl net show.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.lnetscope.model.LocalNi#getNid <em>Nid</em>}</li>
 *   <li>{@link org.lnetscope.model.LocalNi#getNet <em>Net</em>}</li>
 *   <li>{@link org.lnetscope.model.LocalNi#getStatus <em>Status</em>}</li>
 *   <li>{@link org.lnetscope.model.LocalNi#getInterfaceName <em>Interface Name</em>}</li>
 *   <li>{@link org.lnetscope.model.LocalNi#getPeerCredits <em>Peer Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.LocalNi#getPeerRtrCredits <em>Peer Rtr Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.LocalNi#getMaxTxCredits <em>Max Tx Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.LocalNi#getPeerTimeout <em>Peer Timeout</em>}</li>
 *   <li>{@link org.lnetscope.model.LocalNi#getTxQueues <em>Tx Queues</em>}</li>
 * </ul>
 *
 * @see org.lnetscope.model.LnetPackage#getLocalNi()
 * @model
 * @generated
 */
public interface LocalNi extends EObject {
	/**
	 * Returns the value of the '<em><b>Nid</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Nid</em>' attribute.
	 * @see #setNid(Nid)
	 * @see org.lnetscope.model.LnetPackage#getLocalNi_Nid()
	 * @model id="true" dataType="org.lnetscope.model.Nid"
	 * @generated
	 */
	Nid getNid();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.LocalNi#getNid <em>Nid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Nid</em>' attribute.
	 * @see #getNid()
	 * @generated
	 */
	void setNid(Nid value);

	/**
	 * Returns the value of the '<em><b>Net</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Net</em>' reference.
	 * @see #setNet(Net)
	 * @see org.lnetscope.model.LnetPackage#getLocalNi_Net()
	 * @model
	 * @generated
	 */
	Net getNet();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.LocalNi#getNet <em>Net</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Net</em>' reference.
	 * @see #getNet()
	 * @generated
	 */
	void setNet(Net value);

	/**
	 * Returns the value of the '<em><b>Status</b></em>' attribute.
	 * The literals are from the enumeration {@link org.lnetscope.model.LinkState}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Status</em>' attribute.
	 * @see org.lnetscope.model.LinkState
	 * @see #setStatus(LinkState)
	 * @see org.lnetscope.model.LnetPackage#getLocalNi_Status()
	 * @model
	 * @generated
	 */
	LinkState getStatus();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.LocalNi#getStatus <em>Status</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Status</em>' attribute.
	 * @see org.lnetscope.model.LinkState
	 * @see #getStatus()
	 * @generated
	 */
	void setStatus(LinkState value);

	/**
	 * Returns the value of the '<em><b>Interface Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * e.g. "ib1".
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Interface Name</em>' attribute.
	 * @see #setInterfaceName(String)
	 * @see org.lnetscope.model.LnetPackage#getLocalNi_InterfaceName()
	 * @model
	 * @generated
	 */
	String getInterfaceName();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.LocalNi#getInterfaceName <em>Interface Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Interface Name</em>' attribute.
	 * @see #getInterfaceName()
	 * @generated
	 */
	void setInterfaceName(String value);

	/**
	 * Returns the value of the '<em><b>Peer Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lct_peer_tx_credits (the "peer" column of nis).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Peer Credits</em>' attribute.
	 * @see #setPeerCredits(int)
	 * @see org.lnetscope.model.LnetPackage#getLocalNi_PeerCredits()
	 * @model
	 * @generated
	 */
	int getPeerCredits();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.LocalNi#getPeerCredits <em>Peer Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Peer Credits</em>' attribute.
	 * @see #getPeerCredits()
	 * @generated
	 */
	void setPeerCredits(int value);

	/**
	 * Returns the value of the '<em><b>Peer Rtr Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lct_peer_rtr_credits as configured, 0 if unset (the "rtr" column of nis).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Peer Rtr Credits</em>' attribute.
	 * @see #setPeerRtrCredits(int)
	 * @see org.lnetscope.model.LnetPackage#getLocalNi_PeerRtrCredits()
	 * @model
	 * @generated
	 */
	int getPeerRtrCredits();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.LocalNi#getPeerRtrCredits <em>Peer Rtr Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Peer Rtr Credits</em>' attribute.
	 * @see #getPeerRtrCredits()
	 * @generated
	 */
	void setPeerRtrCredits(int value);

	/**
	 * Returns the value of the '<em><b>Max Tx Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lct_max_tx_credits (the credits tunable of this NI).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Tx Credits</em>' attribute.
	 * @see #setMaxTxCredits(int)
	 * @see org.lnetscope.model.LnetPackage#getLocalNi_MaxTxCredits()
	 * @model
	 * @generated
	 */
	int getMaxTxCredits();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.LocalNi#getMaxTxCredits <em>Max Tx Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Tx Credits</em>' attribute.
	 * @see #getMaxTxCredits()
	 * @generated
	 */
	void setMaxTxCredits(int value);

	/**
	 * Returns the value of the '<em><b>Peer Timeout</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lct_peer_timeout in seconds, as the capture gives it (lnetctl net show -v tunables); <= 0 disables router aliveness for the net. Unset when the capture does not give it.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Peer Timeout</em>' attribute.
	 * @see #isSetPeerTimeout()
	 * @see #unsetPeerTimeout()
	 * @see #setPeerTimeout(int)
	 * @see org.lnetscope.model.LnetPackage#getLocalNi_PeerTimeout()
	 * @model unsettable="true"
	 * @generated
	 */
	int getPeerTimeout();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.LocalNi#getPeerTimeout <em>Peer Timeout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Peer Timeout</em>' attribute.
	 * @see #isSetPeerTimeout()
	 * @see #unsetPeerTimeout()
	 * @see #getPeerTimeout()
	 * @generated
	 */
	void setPeerTimeout(int value);

	/**
	 * Unsets the value of the '{@link org.lnetscope.model.LocalNi#getPeerTimeout <em>Peer Timeout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetPeerTimeout()
	 * @see #getPeerTimeout()
	 * @see #setPeerTimeout(int)
	 * @generated
	 */
	void unsetPeerTimeout();

	/**
	 * Returns whether the value of the '{@link org.lnetscope.model.LocalNi#getPeerTimeout <em>Peer Timeout</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Peer Timeout</em>' attribute is set.
	 * @see #unsetPeerTimeout()
	 * @see #getPeerTimeout()
	 * @see #setPeerTimeout(int)
	 * @generated
	 */
	boolean isSetPeerTimeout();

	/**
	 * Returns the value of the '<em><b>Tx Queues</b></em>' containment reference list.
	 * The list contents are of type {@link org.lnetscope.model.TxQueue}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * ni_tx_queues[cpt]: one per CPT.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Tx Queues</em>' containment reference list.
	 * @see org.lnetscope.model.LnetPackage#getLocalNi_TxQueues()
	 * @model containment="true"
	 * @generated
	 */
	EList<TxQueue> getTxQueues();

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * ni_tx_credits: the sum of tq_credits over the CPT queues.
	 * <!-- end-model-doc -->
	 * @model
	 * @generated
	 */
	int txCredits();

} // LocalNi
