/**
 * LNet Scope. Generated from model/lnet.ecore: do not edit, regenerate (see README.md).
 */
package org.lnetscope.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Net</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * An LNet network such as o2ib0, o2ib1 or tcp.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.lnetscope.model.Net#getName <em>Name</em>}</li>
 *   <li>{@link org.lnetscope.model.Net#getLndType <em>Lnd Type</em>}</li>
 *   <li>{@link org.lnetscope.model.Net#getPeerTimeout <em>Peer Timeout</em>}</li>
 * </ul>
 *
 * @see org.lnetscope.model.LnetPackage#getNet()
 * @model
 * @generated
 */
public interface Net extends EObject {
	/**
	 * Returns the value of the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The net as LNet prints it: LND name plus net number, number 0 omitted ("o2ib", "o2ib1", "tcp").
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Name</em>' attribute.
	 * @see #setName(String)
	 * @see org.lnetscope.model.LnetPackage#getNet_Name()
	 * @model id="true"
	 * @generated
	 */
	String getName();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Net#getName <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Name</em>' attribute.
	 * @see #getName()
	 * @generated
	 */
	void setName(String value);

	/**
	 * Returns the value of the '<em><b>Lnd Type</b></em>' attribute.
	 * The literals are from the enumeration {@link org.lnetscope.model.LndType}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Lnd Type</em>' attribute.
	 * @see org.lnetscope.model.LndType
	 * @see #setLndType(LndType)
	 * @see org.lnetscope.model.LnetPackage#getNet_LndType()
	 * @model
	 * @generated
	 */
	LndType getLndType();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Net#getLndType <em>Lnd Type</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Lnd Type</em>' attribute.
	 * @see org.lnetscope.model.LndType
	 * @see #getLndType()
	 * @generated
	 */
	void setLndType(LndType value);

	/**
	 * Returns the value of the '<em><b>Peer Timeout</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * net_tunables.lct_peer_timeout of the node's lnet_net for this net (lpni_net of its peer NIs): the router aliveness timeout in seconds; <= 0 disables aliveness for peers on the net (lnet_peer_aliveness_enabled, lib-types.h). Unset when not read.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Peer Timeout</em>' attribute.
	 * @see #isSetPeerTimeout()
	 * @see #unsetPeerTimeout()
	 * @see #setPeerTimeout(int)
	 * @see org.lnetscope.model.LnetPackage#getNet_PeerTimeout()
	 * @model unsettable="true"
	 * @generated
	 */
	int getPeerTimeout();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Net#getPeerTimeout <em>Peer Timeout</em>}' attribute.
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
	 * Unsets the value of the '{@link org.lnetscope.model.Net#getPeerTimeout <em>Peer Timeout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetPeerTimeout()
	 * @see #getPeerTimeout()
	 * @see #setPeerTimeout(int)
	 * @generated
	 */
	void unsetPeerTimeout();

	/**
	 * Returns whether the value of the '{@link org.lnetscope.model.Net#getPeerTimeout <em>Peer Timeout</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Peer Timeout</em>' attribute is set.
	 * @see #unsetPeerTimeout()
	 * @see #getPeerTimeout()
	 * @see #setPeerTimeout(int)
	 * @generated
	 */
	boolean isSetPeerTimeout();

} // Net
