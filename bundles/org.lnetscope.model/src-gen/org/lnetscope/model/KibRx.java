/**
 * LNet Scope. Generated from model/lnet.ecore: do not edit, regenerate (see README.md).
 */
package org.lnetscope.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Kib Rx</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * An o2iblnd receive buffer descriptor (struct kib_rx), one slot of its conn's ibc_rxs array.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.lnetscope.model.KibRx#getAddress <em>Address</em>}</li>
 *   <li>{@link org.lnetscope.model.KibRx#getConn <em>Conn</em>}</li>
 *   <li>{@link org.lnetscope.model.KibRx#getNob <em>Nob</em>}</li>
 *   <li>{@link org.lnetscope.model.KibRx#getState <em>State</em>}</li>
 *   <li>{@link org.lnetscope.model.KibRx#getMsgType <em>Msg Type</em>}</li>
 *   <li>{@link org.lnetscope.model.KibRx#getMessage <em>Message</em>}</li>
 * </ul>
 *
 * @see org.lnetscope.model.LnetPackage#getKibRx()
 * @model
 * @generated
 */
public interface KibRx extends EObject {
	/**
	 * Returns the value of the '<em><b>Address</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Kernel address of the kib_rx (what msg_private holds), or a unique synthetic handle.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Address</em>' attribute.
	 * @see #setAddress(long)
	 * @see org.lnetscope.model.LnetPackage#getKibRx_Address()
	 * @model id="true" dataType="org.lnetscope.model.Address"
	 * @generated
	 */
	long getAddress();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibRx#getAddress <em>Address</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Address</em>' attribute.
	 * @see #getAddress()
	 * @generated
	 */
	void setAddress(long value);

	/**
	 * Returns the value of the '<em><b>Conn</b></em>' container reference.
	 * It is bidirectional and its opposite is '{@link org.lnetscope.model.KibConn#getRxs <em>Rxs</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * rx_conn: always the containing conn.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Conn</em>' container reference.
	 * @see #setConn(KibConn)
	 * @see org.lnetscope.model.LnetPackage#getKibRx_Conn()
	 * @see org.lnetscope.model.KibConn#getRxs
	 * @model opposite="rxs" transient="false"
	 * @generated
	 */
	KibConn getConn();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibRx#getConn <em>Conn</em>}' container reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Conn</em>' container reference.
	 * @see #getConn()
	 * @generated
	 */
	void setConn(KibConn value);

	/**
	 * Returns the value of the '<em><b>Nob</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * rx_nob: -1 posted to the QP, 0 idle or dropped, > 0 received and held by LNet.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Nob</em>' attribute.
	 * @see #setNob(int)
	 * @see org.lnetscope.model.LnetPackage#getKibRx_Nob()
	 * @model
	 * @generated
	 */
	int getNob();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibRx#getNob <em>Nob</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Nob</em>' attribute.
	 * @see #getNob()
	 * @generated
	 */
	void setNob(int value);

	/**
	 * Returns the value of the '<em><b>State</b></em>' attribute.
	 * The literals are from the enumeration {@link org.lnetscope.model.RxState}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>State</em>' attribute.
	 * @see org.lnetscope.model.RxState
	 * @see #setState(RxState)
	 * @see org.lnetscope.model.LnetPackage#getKibRx_State()
	 * @model
	 * @generated
	 */
	RxState getState();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibRx#getState <em>State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>State</em>' attribute.
	 * @see org.lnetscope.model.RxState
	 * @see #getState()
	 * @generated
	 */
	void setState(RxState value);

	/**
	 * Returns the value of the '<em><b>Msg Type</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * ibm_type of rx_msg: 0xd1 IMMEDIATE, 0xd2 PUT_REQ, 0xd6 GET_REQ, ...; 0 if unknown.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Msg Type</em>' attribute.
	 * @see #setMsgType(int)
	 * @see org.lnetscope.model.LnetPackage#getKibRx_MsgType()
	 * @model
	 * @generated
	 */
	int getMsgType();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibRx#getMsgType <em>Msg Type</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Msg Type</em>' attribute.
	 * @see #getMsgType()
	 * @generated
	 */
	void setMsgType(int value);

	/**
	 * Returns the value of the '<em><b>Message</b></em>' reference.
	 * It is bidirectional and its opposite is '{@link org.lnetscope.model.Message#getKibRx <em>Kib Rx</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The lnet_msg whose msg_private is this rx, while LNet holds it.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Message</em>' reference.
	 * @see #setMessage(Message)
	 * @see org.lnetscope.model.LnetPackage#getKibRx_Message()
	 * @see org.lnetscope.model.Message#getKibRx
	 * @model opposite="kibRx"
	 * @generated
	 */
	Message getMessage();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibRx#getMessage <em>Message</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Message</em>' reference.
	 * @see #getMessage()
	 * @generated
	 */
	void setMessage(Message value);

} // KibRx
