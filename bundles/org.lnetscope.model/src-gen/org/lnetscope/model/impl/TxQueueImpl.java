/**
 * LNet Scope. Generated from model/lnet.ecore: do not edit, regenerate (see README.md).
 */
package org.lnetscope.model.impl;

import java.util.Collection;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EObjectResolvingEList;

import org.lnetscope.model.LnetPackage;
import org.lnetscope.model.Message;
import org.lnetscope.model.TxQueue;

import org.lnetscope.model.internal.LnetObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Tx Queue</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.lnetscope.model.impl.TxQueueImpl#getCpt <em>Cpt</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.TxQueueImpl#getCredits <em>Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.TxQueueImpl#getMaxCredits <em>Max Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.TxQueueImpl#getMinCredits <em>Min Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.TxQueueImpl#getDelayed <em>Delayed</em>}</li>
 * </ul>
 *
 * @generated
 */
public class TxQueueImpl extends LnetObjectImpl implements TxQueue {
	/**
	 * A set of bit flags representing the values of boolean attributes and whether unsettable features have been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected int lnetFlags = 0;

	/**
	 * The default value of the '{@link #getCpt() <em>Cpt</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCpt()
	 * @generated
	 * @ordered
	 */
	protected static final int CPT_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getCpt() <em>Cpt</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCpt()
	 * @generated
	 * @ordered
	 */
	protected int cpt = CPT_EDEFAULT;

	/**
	 * The default value of the '{@link #getCredits() <em>Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCredits()
	 * @generated
	 * @ordered
	 */
	protected static final int CREDITS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getCredits() <em>Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCredits()
	 * @generated
	 * @ordered
	 */
	protected int credits = CREDITS_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxCredits() <em>Max Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxCredits()
	 * @generated
	 * @ordered
	 */
	protected static final int MAX_CREDITS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getMaxCredits() <em>Max Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxCredits()
	 * @generated
	 * @ordered
	 */
	protected int maxCredits = MAX_CREDITS_EDEFAULT;

	/**
	 * The default value of the '{@link #getMinCredits() <em>Min Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMinCredits()
	 * @generated
	 * @ordered
	 */
	protected static final int MIN_CREDITS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getMinCredits() <em>Min Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMinCredits()
	 * @generated
	 * @ordered
	 */
	protected int minCredits = MIN_CREDITS_EDEFAULT;

	/**
	 * The cached value of the '{@link #getDelayed() <em>Delayed</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDelayed()
	 * @generated
	 * @ordered
	 */
	protected EList<Message> delayed;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected TxQueueImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return LnetPackage.Literals.TX_QUEUE;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getCpt() {
		return cpt;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCpt(int newCpt) {
		int oldCpt = cpt;
		cpt = newCpt;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.TX_QUEUE__CPT, oldCpt, cpt));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getCredits() {
		return credits;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCredits(int newCredits) {
		int oldCredits = credits;
		credits = newCredits;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.TX_QUEUE__CREDITS, oldCredits, credits));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMaxCredits() {
		return maxCredits;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxCredits(int newMaxCredits) {
		int oldMaxCredits = maxCredits;
		maxCredits = newMaxCredits;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.TX_QUEUE__MAX_CREDITS, oldMaxCredits, maxCredits));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMinCredits() {
		return minCredits;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMinCredits(int newMinCredits) {
		int oldMinCredits = minCredits;
		minCredits = newMinCredits;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.TX_QUEUE__MIN_CREDITS, oldMinCredits, minCredits));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Message> getDelayed() {
		if (delayed == null) {
			delayed = new EObjectResolvingEList<Message>(Message.class, this, LnetPackage.TX_QUEUE__DELAYED);
		}
		return delayed;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case LnetPackage.TX_QUEUE__CPT:
				return getCpt();
			case LnetPackage.TX_QUEUE__CREDITS:
				return getCredits();
			case LnetPackage.TX_QUEUE__MAX_CREDITS:
				return getMaxCredits();
			case LnetPackage.TX_QUEUE__MIN_CREDITS:
				return getMinCredits();
			case LnetPackage.TX_QUEUE__DELAYED:
				return getDelayed();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@SuppressWarnings("unchecked")
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case LnetPackage.TX_QUEUE__CPT:
				setCpt((Integer)newValue);
				return;
			case LnetPackage.TX_QUEUE__CREDITS:
				setCredits((Integer)newValue);
				return;
			case LnetPackage.TX_QUEUE__MAX_CREDITS:
				setMaxCredits((Integer)newValue);
				return;
			case LnetPackage.TX_QUEUE__MIN_CREDITS:
				setMinCredits((Integer)newValue);
				return;
			case LnetPackage.TX_QUEUE__DELAYED:
				getDelayed().clear();
				getDelayed().addAll((Collection<? extends Message>)newValue);
				return;
		}
		super.eSet(featureID, newValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eUnset(int featureID) {
		switch (featureID) {
			case LnetPackage.TX_QUEUE__CPT:
				setCpt(CPT_EDEFAULT);
				return;
			case LnetPackage.TX_QUEUE__CREDITS:
				setCredits(CREDITS_EDEFAULT);
				return;
			case LnetPackage.TX_QUEUE__MAX_CREDITS:
				setMaxCredits(MAX_CREDITS_EDEFAULT);
				return;
			case LnetPackage.TX_QUEUE__MIN_CREDITS:
				setMinCredits(MIN_CREDITS_EDEFAULT);
				return;
			case LnetPackage.TX_QUEUE__DELAYED:
				getDelayed().clear();
				return;
		}
		super.eUnset(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean eIsSet(int featureID) {
		switch (featureID) {
			case LnetPackage.TX_QUEUE__CPT:
				return cpt != CPT_EDEFAULT;
			case LnetPackage.TX_QUEUE__CREDITS:
				return credits != CREDITS_EDEFAULT;
			case LnetPackage.TX_QUEUE__MAX_CREDITS:
				return maxCredits != MAX_CREDITS_EDEFAULT;
			case LnetPackage.TX_QUEUE__MIN_CREDITS:
				return minCredits != MIN_CREDITS_EDEFAULT;
			case LnetPackage.TX_QUEUE__DELAYED:
				return delayed != null && !delayed.isEmpty();
		}
		return super.eIsSet(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		if (eIsProxy()) return super.toString();

		StringBuilder result = new StringBuilder(super.toString());
		result.append(" (cpt: ");
		result.append(cpt);
		result.append(", credits: ");
		result.append(credits);
		result.append(", maxCredits: ");
		result.append(maxCredits);
		result.append(", minCredits: ");
		result.append(minCredits);
		result.append(')');
		return result.toString();
	}

} //TxQueueImpl
