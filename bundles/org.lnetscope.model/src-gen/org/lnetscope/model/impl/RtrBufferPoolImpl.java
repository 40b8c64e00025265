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
import org.lnetscope.model.PoolKind;
import org.lnetscope.model.RtrBufferPool;

import org.lnetscope.model.internal.LnetObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Rtr Buffer Pool</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.lnetscope.model.impl.RtrBufferPoolImpl#getKind <em>Kind</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.RtrBufferPoolImpl#getCpt <em>Cpt</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.RtrBufferPoolImpl#getNpages <em>Npages</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.RtrBufferPoolImpl#getNbuffers <em>Nbuffers</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.RtrBufferPoolImpl#getCredits <em>Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.RtrBufferPoolImpl#getMinCredits <em>Min Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.RtrBufferPoolImpl#getMsgs <em>Msgs</em>}</li>
 * </ul>
 *
 * @generated
 */
public class RtrBufferPoolImpl extends LnetObjectImpl implements RtrBufferPool {
	/**
	 * A set of bit flags representing the values of boolean attributes and whether unsettable features have been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected int lnetFlags = 0;

	/**
	 * The default value of the '{@link #getKind() <em>Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKind()
	 * @generated
	 * @ordered
	 */
	protected static final PoolKind KIND_EDEFAULT = PoolKind.TINY;

	/**
	 * The cached value of the '{@link #getKind() <em>Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKind()
	 * @generated
	 * @ordered
	 */
	protected PoolKind kind = KIND_EDEFAULT;

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
	 * The default value of the '{@link #getNpages() <em>Npages</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNpages()
	 * @generated
	 * @ordered
	 */
	protected static final int NPAGES_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getNpages() <em>Npages</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNpages()
	 * @generated
	 * @ordered
	 */
	protected int npages = NPAGES_EDEFAULT;

	/**
	 * The default value of the '{@link #getNbuffers() <em>Nbuffers</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNbuffers()
	 * @generated
	 * @ordered
	 */
	protected static final int NBUFFERS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getNbuffers() <em>Nbuffers</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNbuffers()
	 * @generated
	 * @ordered
	 */
	protected int nbuffers = NBUFFERS_EDEFAULT;

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
	 * The cached value of the '{@link #getMsgs() <em>Msgs</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMsgs()
	 * @generated
	 * @ordered
	 */
	protected EList<Message> msgs;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected RtrBufferPoolImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return LnetPackage.Literals.RTR_BUFFER_POOL;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public PoolKind getKind() {
		return kind;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setKind(PoolKind newKind) {
		PoolKind oldKind = kind;
		kind = newKind == null ? KIND_EDEFAULT : newKind;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.RTR_BUFFER_POOL__KIND, oldKind, kind));
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
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.RTR_BUFFER_POOL__CPT, oldCpt, cpt));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getNpages() {
		return npages;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setNpages(int newNpages) {
		int oldNpages = npages;
		npages = newNpages;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.RTR_BUFFER_POOL__NPAGES, oldNpages, npages));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getNbuffers() {
		return nbuffers;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setNbuffers(int newNbuffers) {
		int oldNbuffers = nbuffers;
		nbuffers = newNbuffers;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.RTR_BUFFER_POOL__NBUFFERS, oldNbuffers, nbuffers));
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
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.RTR_BUFFER_POOL__CREDITS, oldCredits, credits));
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
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.RTR_BUFFER_POOL__MIN_CREDITS, oldMinCredits, minCredits));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Message> getMsgs() {
		if (msgs == null) {
			msgs = new EObjectResolvingEList<Message>(Message.class, this, LnetPackage.RTR_BUFFER_POOL__MSGS);
		}
		return msgs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case LnetPackage.RTR_BUFFER_POOL__KIND:
				return getKind();
			case LnetPackage.RTR_BUFFER_POOL__CPT:
				return getCpt();
			case LnetPackage.RTR_BUFFER_POOL__NPAGES:
				return getNpages();
			case LnetPackage.RTR_BUFFER_POOL__NBUFFERS:
				return getNbuffers();
			case LnetPackage.RTR_BUFFER_POOL__CREDITS:
				return getCredits();
			case LnetPackage.RTR_BUFFER_POOL__MIN_CREDITS:
				return getMinCredits();
			case LnetPackage.RTR_BUFFER_POOL__MSGS:
				return getMsgs();
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
			case LnetPackage.RTR_BUFFER_POOL__KIND:
				setKind((PoolKind)newValue);
				return;
			case LnetPackage.RTR_BUFFER_POOL__CPT:
				setCpt((Integer)newValue);
				return;
			case LnetPackage.RTR_BUFFER_POOL__NPAGES:
				setNpages((Integer)newValue);
				return;
			case LnetPackage.RTR_BUFFER_POOL__NBUFFERS:
				setNbuffers((Integer)newValue);
				return;
			case LnetPackage.RTR_BUFFER_POOL__CREDITS:
				setCredits((Integer)newValue);
				return;
			case LnetPackage.RTR_BUFFER_POOL__MIN_CREDITS:
				setMinCredits((Integer)newValue);
				return;
			case LnetPackage.RTR_BUFFER_POOL__MSGS:
				getMsgs().clear();
				getMsgs().addAll((Collection<? extends Message>)newValue);
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
			case LnetPackage.RTR_BUFFER_POOL__KIND:
				setKind(KIND_EDEFAULT);
				return;
			case LnetPackage.RTR_BUFFER_POOL__CPT:
				setCpt(CPT_EDEFAULT);
				return;
			case LnetPackage.RTR_BUFFER_POOL__NPAGES:
				setNpages(NPAGES_EDEFAULT);
				return;
			case LnetPackage.RTR_BUFFER_POOL__NBUFFERS:
				setNbuffers(NBUFFERS_EDEFAULT);
				return;
			case LnetPackage.RTR_BUFFER_POOL__CREDITS:
				setCredits(CREDITS_EDEFAULT);
				return;
			case LnetPackage.RTR_BUFFER_POOL__MIN_CREDITS:
				setMinCredits(MIN_CREDITS_EDEFAULT);
				return;
			case LnetPackage.RTR_BUFFER_POOL__MSGS:
				getMsgs().clear();
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
			case LnetPackage.RTR_BUFFER_POOL__KIND:
				return kind != KIND_EDEFAULT;
			case LnetPackage.RTR_BUFFER_POOL__CPT:
				return cpt != CPT_EDEFAULT;
			case LnetPackage.RTR_BUFFER_POOL__NPAGES:
				return npages != NPAGES_EDEFAULT;
			case LnetPackage.RTR_BUFFER_POOL__NBUFFERS:
				return nbuffers != NBUFFERS_EDEFAULT;
			case LnetPackage.RTR_BUFFER_POOL__CREDITS:
				return credits != CREDITS_EDEFAULT;
			case LnetPackage.RTR_BUFFER_POOL__MIN_CREDITS:
				return minCredits != MIN_CREDITS_EDEFAULT;
			case LnetPackage.RTR_BUFFER_POOL__MSGS:
				return msgs != null && !msgs.isEmpty();
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
		result.append(" (kind: ");
		result.append(kind);
		result.append(", cpt: ");
		result.append(cpt);
		result.append(", npages: ");
		result.append(npages);
		result.append(", nbuffers: ");
		result.append(nbuffers);
		result.append(", credits: ");
		result.append(credits);
		result.append(", minCredits: ");
		result.append(minCredits);
		result.append(')');
		return result.toString();
	}

} //RtrBufferPoolImpl
