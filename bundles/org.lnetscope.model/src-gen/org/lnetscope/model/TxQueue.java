/**
 * LNet Scope. Generated from model/lnet.ecore: do not edit, regenerate (see README.md).
 */
package org.lnetscope.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Tx Queue</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * One CPT's NI tx credit queue (struct lnet_tx_queue).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.lnetscope.model.TxQueue#getCpt <em>Cpt</em>}</li>
 *   <li>{@link org.lnetscope.model.TxQueue#getCredits <em>Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.TxQueue#getMaxCredits <em>Max Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.TxQueue#getMinCredits <em>Min Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.TxQueue#getDelayed <em>Delayed</em>}</li>
 * </ul>
 *
 * @see org.lnetscope.model.LnetPackage#getTxQueue()
 * @model
 * @generated
 */
public interface TxQueue extends EObject {
	/**
	 * Returns the value of the '<em><b>Cpt</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Cpt</em>' attribute.
	 * @see #setCpt(int)
	 * @see org.lnetscope.model.LnetPackage#getTxQueue_Cpt()
	 * @model
	 * @generated
	 */
	int getCpt();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.TxQueue#getCpt <em>Cpt</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Cpt</em>' attribute.
	 * @see #getCpt()
	 * @generated
	 */
	void setCpt(int value);

	/**
	 * Returns the value of the '<em><b>Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * tq_credits; -N means N messages wait on tq_delayed.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Credits</em>' attribute.
	 * @see #setCredits(int)
	 * @see org.lnetscope.model.LnetPackage#getTxQueue_Credits()
	 * @model
	 * @generated
	 */
	int getCredits();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.TxQueue#getCredits <em>Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Credits</em>' attribute.
	 * @see #getCredits()
	 * @generated
	 */
	void setCredits(int value);

	/**
	 * Returns the value of the '<em><b>Max Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * tq_credits_max
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Credits</em>' attribute.
	 * @see #setMaxCredits(int)
	 * @see org.lnetscope.model.LnetPackage#getTxQueue_MaxCredits()
	 * @model
	 * @generated
	 */
	int getMaxCredits();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.TxQueue#getMaxCredits <em>Max Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Credits</em>' attribute.
	 * @see #getMaxCredits()
	 * @generated
	 */
	void setMaxCredits(int value);

	/**
	 * Returns the value of the '<em><b>Min Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * tq_credits_min: the low-water mark.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Min Credits</em>' attribute.
	 * @see #setMinCredits(int)
	 * @see org.lnetscope.model.LnetPackage#getTxQueue_MinCredits()
	 * @model
	 * @generated
	 */
	int getMinCredits();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.TxQueue#getMinCredits <em>Min Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Min Credits</em>' attribute.
	 * @see #getMinCredits()
	 * @generated
	 */
	void setMinCredits(int value);

	/**
	 * Returns the value of the '<em><b>Delayed</b></em>' reference list.
	 * The list contents are of type {@link org.lnetscope.model.Message}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * tq_delayed in FIFO order: messages holding a peer tx credit and waiting for an NI credit.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Delayed</em>' reference list.
	 * @see org.lnetscope.model.LnetPackage#getTxQueue_Delayed()
	 * @model
	 * @generated
	 */
	EList<Message> getDelayed();

} // TxQueue
