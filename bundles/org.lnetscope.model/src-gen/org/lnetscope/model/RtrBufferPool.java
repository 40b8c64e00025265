/**
 * LNet Scope. Generated from model/lnet.ecore: do not edit, regenerate (see README.md).
 */
package org.lnetscope.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Rtr Buffer Pool</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A router buffer pool of one CPT (struct lnet_rtrbufpool), one row of /sys/kernel/debug/lnet/buffers.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.lnetscope.model.RtrBufferPool#getKind <em>Kind</em>}</li>
 *   <li>{@link org.lnetscope.model.RtrBufferPool#getCpt <em>Cpt</em>}</li>
 *   <li>{@link org.lnetscope.model.RtrBufferPool#getNpages <em>Npages</em>}</li>
 *   <li>{@link org.lnetscope.model.RtrBufferPool#getNbuffers <em>Nbuffers</em>}</li>
 *   <li>{@link org.lnetscope.model.RtrBufferPool#getCredits <em>Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.RtrBufferPool#getMinCredits <em>Min Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.RtrBufferPool#getMsgs <em>Msgs</em>}</li>
 * </ul>
 *
 * @see org.lnetscope.model.LnetPackage#getRtrBufferPool()
 * @model
 * @generated
 */
public interface RtrBufferPool extends EObject {
	/**
	 * Returns the value of the '<em><b>Kind</b></em>' attribute.
	 * The literals are from the enumeration {@link org.lnetscope.model.PoolKind}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Kind</em>' attribute.
	 * @see org.lnetscope.model.PoolKind
	 * @see #setKind(PoolKind)
	 * @see org.lnetscope.model.LnetPackage#getRtrBufferPool_Kind()
	 * @model
	 * @generated
	 */
	PoolKind getKind();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.RtrBufferPool#getKind <em>Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Kind</em>' attribute.
	 * @see org.lnetscope.model.PoolKind
	 * @see #getKind()
	 * @generated
	 */
	void setKind(PoolKind value);

	/**
	 * Returns the value of the '<em><b>Cpt</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Cpt</em>' attribute.
	 * @see #setCpt(int)
	 * @see org.lnetscope.model.LnetPackage#getRtrBufferPool_Cpt()
	 * @model
	 * @generated
	 */
	int getCpt();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.RtrBufferPool#getCpt <em>Cpt</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Cpt</em>' attribute.
	 * @see #getCpt()
	 * @generated
	 */
	void setCpt(int value);

	/**
	 * Returns the value of the '<em><b>Npages</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * rbp_npages: 0 tiny, 1 small, 256 large.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Npages</em>' attribute.
	 * @see #setNpages(int)
	 * @see org.lnetscope.model.LnetPackage#getRtrBufferPool_Npages()
	 * @model
	 * @generated
	 */
	int getNpages();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.RtrBufferPool#getNpages <em>Npages</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Npages</em>' attribute.
	 * @see #getNpages()
	 * @generated
	 */
	void setNpages(int value);

	/**
	 * Returns the value of the '<em><b>Nbuffers</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * rbp_nbuffers
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Nbuffers</em>' attribute.
	 * @see #setNbuffers(int)
	 * @see org.lnetscope.model.LnetPackage#getRtrBufferPool_Nbuffers()
	 * @model
	 * @generated
	 */
	int getNbuffers();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.RtrBufferPool#getNbuffers <em>Nbuffers</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Nbuffers</em>' attribute.
	 * @see #getNbuffers()
	 * @generated
	 */
	void setNbuffers(int value);

	/**
	 * Returns the value of the '<em><b>Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * rbp_credits; -N means N messages wait on rbp_msgs.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Credits</em>' attribute.
	 * @see #setCredits(int)
	 * @see org.lnetscope.model.LnetPackage#getRtrBufferPool_Credits()
	 * @model
	 * @generated
	 */
	int getCredits();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.RtrBufferPool#getCredits <em>Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Credits</em>' attribute.
	 * @see #getCredits()
	 * @generated
	 */
	void setCredits(int value);

	/**
	 * Returns the value of the '<em><b>Min Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * rbp_mincredits: the low-water mark.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Min Credits</em>' attribute.
	 * @see #setMinCredits(int)
	 * @see org.lnetscope.model.LnetPackage#getRtrBufferPool_MinCredits()
	 * @model
	 * @generated
	 */
	int getMinCredits();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.RtrBufferPool#getMinCredits <em>Min Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Min Credits</em>' attribute.
	 * @see #getMinCredits()
	 * @generated
	 */
	void setMinCredits(int value);

	/**
	 * Returns the value of the '<em><b>Msgs</b></em>' reference list.
	 * The list contents are of type {@link org.lnetscope.model.Message}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * rbp_msgs in FIFO order: routed messages holding a peer router credit and waiting for a buffer.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Msgs</em>' reference list.
	 * @see org.lnetscope.model.LnetPackage#getRtrBufferPool_Msgs()
	 * @model
	 * @generated
	 */
	EList<Message> getMsgs();

} // RtrBufferPool
