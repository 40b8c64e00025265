/**
 * LNet Scope. Generated from model/lnet.ecore: do not edit, regenerate (see README.md).
 */
package org.lnetscope.model.impl;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EcoreUtil;

import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibRx;
import org.lnetscope.model.LnetPackage;
import org.lnetscope.model.Message;
import org.lnetscope.model.RxState;

import org.lnetscope.model.internal.LnetObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Kib Rx</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.lnetscope.model.impl.KibRxImpl#getAddress <em>Address</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibRxImpl#getConn <em>Conn</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibRxImpl#getNob <em>Nob</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibRxImpl#getState <em>State</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibRxImpl#getMsgType <em>Msg Type</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibRxImpl#getMessage <em>Message</em>}</li>
 * </ul>
 *
 * @generated
 */
public class KibRxImpl extends LnetObjectImpl implements KibRx {
	/**
	 * A set of bit flags representing the values of boolean attributes and whether unsettable features have been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected int lnetFlags = 0;

	/**
	 * The default value of the '{@link #getAddress() <em>Address</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAddress()
	 * @generated
	 * @ordered
	 */
	protected static final long ADDRESS_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getAddress() <em>Address</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAddress()
	 * @generated
	 * @ordered
	 */
	protected long address = ADDRESS_EDEFAULT;

	/**
	 * The default value of the '{@link #getNob() <em>Nob</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNob()
	 * @generated
	 * @ordered
	 */
	protected static final int NOB_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getNob() <em>Nob</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNob()
	 * @generated
	 * @ordered
	 */
	protected int nob = NOB_EDEFAULT;

	/**
	 * The default value of the '{@link #getState() <em>State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getState()
	 * @generated
	 * @ordered
	 */
	protected static final RxState STATE_EDEFAULT = RxState.IDLE;

	/**
	 * The cached value of the '{@link #getState() <em>State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getState()
	 * @generated
	 * @ordered
	 */
	protected RxState state = STATE_EDEFAULT;

	/**
	 * The default value of the '{@link #getMsgType() <em>Msg Type</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMsgType()
	 * @generated
	 * @ordered
	 */
	protected static final int MSG_TYPE_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getMsgType() <em>Msg Type</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMsgType()
	 * @generated
	 * @ordered
	 */
	protected int msgType = MSG_TYPE_EDEFAULT;

	/**
	 * The cached value of the '{@link #getMessage() <em>Message</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMessage()
	 * @generated
	 * @ordered
	 */
	protected Message message;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected KibRxImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return LnetPackage.Literals.KIB_RX;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getAddress() {
		return address;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setAddress(long newAddress) {
		long oldAddress = address;
		address = newAddress;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_RX__ADDRESS, oldAddress, address));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public KibConn getConn() {
		if (eContainerFeatureID() != LnetPackage.KIB_RX__CONN) return null;
		return (KibConn)eInternalContainer();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetConn(KibConn newConn, NotificationChain msgs) {
		msgs = eBasicSetContainer((InternalEObject)newConn, LnetPackage.KIB_RX__CONN, msgs);
		return msgs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setConn(KibConn newConn) {
		if (newConn != eInternalContainer() || (eContainerFeatureID() != LnetPackage.KIB_RX__CONN && newConn != null)) {
			if (EcoreUtil.isAncestor(this, newConn))
				throw new IllegalArgumentException("Recursive containment not allowed for " + toString());
			NotificationChain msgs = null;
			if (eInternalContainer() != null)
				msgs = eBasicRemoveFromContainer(msgs);
			if (newConn != null)
				msgs = ((InternalEObject)newConn).eInverseAdd(this, LnetPackage.KIB_CONN__RXS, KibConn.class, msgs);
			msgs = basicSetConn(newConn, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_RX__CONN, newConn, newConn));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getNob() {
		return nob;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setNob(int newNob) {
		int oldNob = nob;
		nob = newNob;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_RX__NOB, oldNob, nob));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public RxState getState() {
		return state;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setState(RxState newState) {
		RxState oldState = state;
		state = newState == null ? STATE_EDEFAULT : newState;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_RX__STATE, oldState, state));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMsgType() {
		return msgType;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMsgType(int newMsgType) {
		int oldMsgType = msgType;
		msgType = newMsgType;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_RX__MSG_TYPE, oldMsgType, msgType));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Message getMessage() {
		if (message != null && message.eIsProxy()) {
			InternalEObject oldMessage = (InternalEObject)message;
			message = (Message)eResolveProxy(oldMessage);
			if (message != oldMessage) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, LnetPackage.KIB_RX__MESSAGE, oldMessage, message));
			}
		}
		return message;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Message basicGetMessage() {
		return message;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetMessage(Message newMessage, NotificationChain msgs) {
		Message oldMessage = message;
		message = newMessage;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_RX__MESSAGE, oldMessage, newMessage);
			if (msgs == null) msgs = notification; else msgs.add(notification);
		}
		return msgs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMessage(Message newMessage) {
		if (newMessage != message) {
			NotificationChain msgs = null;
			if (message != null)
				msgs = ((InternalEObject)message).eInverseRemove(this, LnetPackage.MESSAGE__KIB_RX, Message.class, msgs);
			if (newMessage != null)
				msgs = ((InternalEObject)newMessage).eInverseAdd(this, LnetPackage.MESSAGE__KIB_RX, Message.class, msgs);
			msgs = basicSetMessage(newMessage, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_RX__MESSAGE, newMessage, newMessage));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseAdd(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case LnetPackage.KIB_RX__CONN:
				if (eInternalContainer() != null)
					msgs = eBasicRemoveFromContainer(msgs);
				return basicSetConn((KibConn)otherEnd, msgs);
			case LnetPackage.KIB_RX__MESSAGE:
				if (message != null)
					msgs = ((InternalEObject)message).eInverseRemove(this, LnetPackage.MESSAGE__KIB_RX, Message.class, msgs);
				return basicSetMessage((Message)otherEnd, msgs);
		}
		return super.eInverseAdd(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case LnetPackage.KIB_RX__CONN:
				return basicSetConn(null, msgs);
			case LnetPackage.KIB_RX__MESSAGE:
				return basicSetMessage(null, msgs);
		}
		return super.eInverseRemove(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eBasicRemoveFromContainerFeature(NotificationChain msgs) {
		switch (eContainerFeatureID()) {
			case LnetPackage.KIB_RX__CONN:
				return eInternalContainer().eInverseRemove(this, LnetPackage.KIB_CONN__RXS, KibConn.class, msgs);
		}
		return super.eBasicRemoveFromContainerFeature(msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case LnetPackage.KIB_RX__ADDRESS:
				return getAddress();
			case LnetPackage.KIB_RX__CONN:
				return getConn();
			case LnetPackage.KIB_RX__NOB:
				return getNob();
			case LnetPackage.KIB_RX__STATE:
				return getState();
			case LnetPackage.KIB_RX__MSG_TYPE:
				return getMsgType();
			case LnetPackage.KIB_RX__MESSAGE:
				if (resolve) return getMessage();
				return basicGetMessage();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case LnetPackage.KIB_RX__ADDRESS:
				setAddress((Long)newValue);
				return;
			case LnetPackage.KIB_RX__CONN:
				setConn((KibConn)newValue);
				return;
			case LnetPackage.KIB_RX__NOB:
				setNob((Integer)newValue);
				return;
			case LnetPackage.KIB_RX__STATE:
				setState((RxState)newValue);
				return;
			case LnetPackage.KIB_RX__MSG_TYPE:
				setMsgType((Integer)newValue);
				return;
			case LnetPackage.KIB_RX__MESSAGE:
				setMessage((Message)newValue);
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
			case LnetPackage.KIB_RX__ADDRESS:
				setAddress(ADDRESS_EDEFAULT);
				return;
			case LnetPackage.KIB_RX__CONN:
				setConn((KibConn)null);
				return;
			case LnetPackage.KIB_RX__NOB:
				setNob(NOB_EDEFAULT);
				return;
			case LnetPackage.KIB_RX__STATE:
				setState(STATE_EDEFAULT);
				return;
			case LnetPackage.KIB_RX__MSG_TYPE:
				setMsgType(MSG_TYPE_EDEFAULT);
				return;
			case LnetPackage.KIB_RX__MESSAGE:
				setMessage((Message)null);
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
			case LnetPackage.KIB_RX__ADDRESS:
				return address != ADDRESS_EDEFAULT;
			case LnetPackage.KIB_RX__CONN:
				return getConn() != null;
			case LnetPackage.KIB_RX__NOB:
				return nob != NOB_EDEFAULT;
			case LnetPackage.KIB_RX__STATE:
				return state != STATE_EDEFAULT;
			case LnetPackage.KIB_RX__MSG_TYPE:
				return msgType != MSG_TYPE_EDEFAULT;
			case LnetPackage.KIB_RX__MESSAGE:
				return message != null;
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
		result.append(" (address: ");
		result.append(address);
		result.append(", nob: ");
		result.append(nob);
		result.append(", state: ");
		result.append(state);
		result.append(", msgType: ");
		result.append(msgType);
		result.append(')');
		return result.toString();
	}

} //KibRxImpl
