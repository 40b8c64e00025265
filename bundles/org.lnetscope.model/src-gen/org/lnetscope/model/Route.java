/**
 * LNet Scope. Generated from model/lnet.ecore: do not edit, regenerate (see README.md).
 */
package org.lnetscope.model;

import org.eclipse.emf.ecore.EObject;

import org.lnetscope.model.nid.Nid;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Route</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A route of the node (one row of /sys/kernel/debug/lnet/routes).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.lnetscope.model.Route#getNet <em>Net</em>}</li>
 *   <li>{@link org.lnetscope.model.Route#getHops <em>Hops</em>}</li>
 *   <li>{@link org.lnetscope.model.Route#getPriority <em>Priority</em>}</li>
 *   <li>{@link org.lnetscope.model.Route#getGateway <em>Gateway</em>}</li>
 *   <li>{@link org.lnetscope.model.Route#getState <em>State</em>}</li>
 * </ul>
 *
 * @see org.lnetscope.model.LnetPackage#getRoute()
 * @model
 * @generated
 */
public interface Route extends EObject {
	/**
	 * Returns the value of the '<em><b>Net</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The remote net reached through the gateway.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Net</em>' reference.
	 * @see #setNet(Net)
	 * @see org.lnetscope.model.LnetPackage#getRoute_Net()
	 * @model
	 * @generated
	 */
	Net getNet();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Route#getNet <em>Net</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Net</em>' reference.
	 * @see #getNet()
	 * @generated
	 */
	void setNet(Net value);

	/**
	 * Returns the value of the '<em><b>Hops</b></em>' attribute.
	 * The default value is <code>"1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Hops</em>' attribute.
	 * @see #setHops(int)
	 * @see org.lnetscope.model.LnetPackage#getRoute_Hops()
	 * @model default="1"
	 * @generated
	 */
	int getHops();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Route#getHops <em>Hops</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Hops</em>' attribute.
	 * @see #getHops()
	 * @generated
	 */
	void setHops(int value);

	/**
	 * Returns the value of the '<em><b>Priority</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Priority</em>' attribute.
	 * @see #setPriority(int)
	 * @see org.lnetscope.model.LnetPackage#getRoute_Priority()
	 * @model
	 * @generated
	 */
	int getPriority();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Route#getPriority <em>Priority</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Priority</em>' attribute.
	 * @see #getPriority()
	 * @generated
	 */
	void setPriority(int value);

	/**
	 * Returns the value of the '<em><b>Gateway</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Gateway</em>' attribute.
	 * @see #setGateway(Nid)
	 * @see org.lnetscope.model.LnetPackage#getRoute_Gateway()
	 * @model dataType="org.lnetscope.model.Nid"
	 * @generated
	 */
	Nid getGateway();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Route#getGateway <em>Gateway</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Gateway</em>' attribute.
	 * @see #getGateway()
	 * @generated
	 */
	void setGateway(Nid value);

	/**
	 * Returns the value of the '<em><b>State</b></em>' attribute.
	 * The literals are from the enumeration {@link org.lnetscope.model.LinkState}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>State</em>' attribute.
	 * @see org.lnetscope.model.LinkState
	 * @see #setState(LinkState)
	 * @see org.lnetscope.model.LnetPackage#getRoute_State()
	 * @model
	 * @generated
	 */
	LinkState getState();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Route#getState <em>State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>State</em>' attribute.
	 * @see org.lnetscope.model.LinkState
	 * @see #getState()
	 * @generated
	 */
	void setState(LinkState value);

} // Route
