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

} // Peer
