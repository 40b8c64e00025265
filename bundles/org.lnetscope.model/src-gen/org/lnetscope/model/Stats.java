/**
 * LNet Scope. Generated from model/lnet.ecore: do not edit, regenerate (see README.md).
 */
package org.lnetscope.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Stats</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * The one-line /sys/kernel/debug/lnet/stats counters, in their printed order.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.lnetscope.model.Stats#getMsgsAlloc <em>Msgs Alloc</em>}</li>
 *   <li>{@link org.lnetscope.model.Stats#getMsgsMax <em>Msgs Max</em>}</li>
 *   <li>{@link org.lnetscope.model.Stats#getErrors <em>Errors</em>}</li>
 *   <li>{@link org.lnetscope.model.Stats#getSendCount <em>Send Count</em>}</li>
 *   <li>{@link org.lnetscope.model.Stats#getRecvCount <em>Recv Count</em>}</li>
 *   <li>{@link org.lnetscope.model.Stats#getRouteCount <em>Route Count</em>}</li>
 *   <li>{@link org.lnetscope.model.Stats#getDropCount <em>Drop Count</em>}</li>
 *   <li>{@link org.lnetscope.model.Stats#getSendLength <em>Send Length</em>}</li>
 *   <li>{@link org.lnetscope.model.Stats#getRecvLength <em>Recv Length</em>}</li>
 *   <li>{@link org.lnetscope.model.Stats#getRouteLength <em>Route Length</em>}</li>
 *   <li>{@link org.lnetscope.model.Stats#getDropLength <em>Drop Length</em>}</li>
 * </ul>
 *
 * @see org.lnetscope.model.LnetPackage#getStats()
 * @model
 * @generated
 */
public interface Stats extends EObject {
	/**
	 * Returns the value of the '<em><b>Msgs Alloc</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Msgs Alloc</em>' attribute.
	 * @see #setMsgsAlloc(long)
	 * @see org.lnetscope.model.LnetPackage#getStats_MsgsAlloc()
	 * @model
	 * @generated
	 */
	long getMsgsAlloc();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Stats#getMsgsAlloc <em>Msgs Alloc</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Msgs Alloc</em>' attribute.
	 * @see #getMsgsAlloc()
	 * @generated
	 */
	void setMsgsAlloc(long value);

	/**
	 * Returns the value of the '<em><b>Msgs Max</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Msgs Max</em>' attribute.
	 * @see #setMsgsMax(long)
	 * @see org.lnetscope.model.LnetPackage#getStats_MsgsMax()
	 * @model
	 * @generated
	 */
	long getMsgsMax();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Stats#getMsgsMax <em>Msgs Max</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Msgs Max</em>' attribute.
	 * @see #getMsgsMax()
	 * @generated
	 */
	void setMsgsMax(long value);

	/**
	 * Returns the value of the '<em><b>Errors</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Errors</em>' attribute.
	 * @see #setErrors(long)
	 * @see org.lnetscope.model.LnetPackage#getStats_Errors()
	 * @model
	 * @generated
	 */
	long getErrors();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Stats#getErrors <em>Errors</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Errors</em>' attribute.
	 * @see #getErrors()
	 * @generated
	 */
	void setErrors(long value);

	/**
	 * Returns the value of the '<em><b>Send Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Send Count</em>' attribute.
	 * @see #setSendCount(long)
	 * @see org.lnetscope.model.LnetPackage#getStats_SendCount()
	 * @model
	 * @generated
	 */
	long getSendCount();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Stats#getSendCount <em>Send Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Send Count</em>' attribute.
	 * @see #getSendCount()
	 * @generated
	 */
	void setSendCount(long value);

	/**
	 * Returns the value of the '<em><b>Recv Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Recv Count</em>' attribute.
	 * @see #setRecvCount(long)
	 * @see org.lnetscope.model.LnetPackage#getStats_RecvCount()
	 * @model
	 * @generated
	 */
	long getRecvCount();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Stats#getRecvCount <em>Recv Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Recv Count</em>' attribute.
	 * @see #getRecvCount()
	 * @generated
	 */
	void setRecvCount(long value);

	/**
	 * Returns the value of the '<em><b>Route Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Route Count</em>' attribute.
	 * @see #setRouteCount(long)
	 * @see org.lnetscope.model.LnetPackage#getStats_RouteCount()
	 * @model
	 * @generated
	 */
	long getRouteCount();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Stats#getRouteCount <em>Route Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Route Count</em>' attribute.
	 * @see #getRouteCount()
	 * @generated
	 */
	void setRouteCount(long value);

	/**
	 * Returns the value of the '<em><b>Drop Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Drop Count</em>' attribute.
	 * @see #setDropCount(long)
	 * @see org.lnetscope.model.LnetPackage#getStats_DropCount()
	 * @model
	 * @generated
	 */
	long getDropCount();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Stats#getDropCount <em>Drop Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Drop Count</em>' attribute.
	 * @see #getDropCount()
	 * @generated
	 */
	void setDropCount(long value);

	/**
	 * Returns the value of the '<em><b>Send Length</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Send Length</em>' attribute.
	 * @see #setSendLength(long)
	 * @see org.lnetscope.model.LnetPackage#getStats_SendLength()
	 * @model
	 * @generated
	 */
	long getSendLength();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Stats#getSendLength <em>Send Length</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Send Length</em>' attribute.
	 * @see #getSendLength()
	 * @generated
	 */
	void setSendLength(long value);

	/**
	 * Returns the value of the '<em><b>Recv Length</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Recv Length</em>' attribute.
	 * @see #setRecvLength(long)
	 * @see org.lnetscope.model.LnetPackage#getStats_RecvLength()
	 * @model
	 * @generated
	 */
	long getRecvLength();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Stats#getRecvLength <em>Recv Length</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Recv Length</em>' attribute.
	 * @see #getRecvLength()
	 * @generated
	 */
	void setRecvLength(long value);

	/**
	 * Returns the value of the '<em><b>Route Length</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Route Length</em>' attribute.
	 * @see #setRouteLength(long)
	 * @see org.lnetscope.model.LnetPackage#getStats_RouteLength()
	 * @model
	 * @generated
	 */
	long getRouteLength();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Stats#getRouteLength <em>Route Length</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Route Length</em>' attribute.
	 * @see #getRouteLength()
	 * @generated
	 */
	void setRouteLength(long value);

	/**
	 * Returns the value of the '<em><b>Drop Length</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Drop Length</em>' attribute.
	 * @see #setDropLength(long)
	 * @see org.lnetscope.model.LnetPackage#getStats_DropLength()
	 * @model
	 * @generated
	 */
	long getDropLength();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Stats#getDropLength <em>Drop Length</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Drop Length</em>' attribute.
	 * @see #getDropLength()
	 * @generated
	 */
	void setDropLength(long value);

} // Stats
