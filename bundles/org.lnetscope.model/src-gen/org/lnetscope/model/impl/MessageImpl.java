/**
 * LNet Scope. Generated from model/lnet.ecore: do not edit, regenerate (see README.md).
 */
package org.lnetscope.model.impl;

import java.lang.reflect.InvocationTargetException;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibRx;
import org.lnetscope.model.LnetPackage;
import org.lnetscope.model.Message;
import org.lnetscope.model.MsgType;
import org.lnetscope.model.PeerNi;

import org.lnetscope.model.internal.LnetObjectImpl;

import org.lnetscope.model.nid.Nid;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Message</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.lnetscope.model.impl.MessageImpl#getAddress <em>Address</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.MessageImpl#getType <em>Type</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.MessageImpl#getSrcNid <em>Src Nid</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.MessageImpl#getDestNid <em>Dest Nid</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.MessageImpl#getLength <em>Length</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.MessageImpl#isTxCommitted <em>Tx Committed</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.MessageImpl#isRxCommitted <em>Rx Committed</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.MessageImpl#isTxDelayed <em>Tx Delayed</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.MessageImpl#isRxDelayed <em>Rx Delayed</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.MessageImpl#isRxReadyDelay <em>Rx Ready Delay</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.MessageImpl#isRouting <em>Routing</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.MessageImpl#isSending <em>Sending</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.MessageImpl#isReceiving <em>Receiving</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.MessageImpl#isTxCredit <em>Tx Credit</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.MessageImpl#isPeerTxCredit <em>Peer Tx Credit</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.MessageImpl#isRtrCredit <em>Rtr Credit</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.MessageImpl#isPeerRtrCredit <em>Peer Rtr Credit</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.MessageImpl#getRxPeer <em>Rx Peer</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.MessageImpl#getTxPeer <em>Tx Peer</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.MessageImpl#getKibRx <em>Kib Rx</em>}</li>
 * </ul>
 *
 * @generated
 */
public class MessageImpl extends LnetObjectImpl implements Message {
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
	 * The default value of the '{@link #getType() <em>Type</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getType()
	 * @generated
	 * @ordered
	 */
	protected static final MsgType TYPE_EDEFAULT = MsgType.ACK;

	/**
	 * The cached value of the '{@link #getType() <em>Type</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getType()
	 * @generated
	 * @ordered
	 */
	protected MsgType type = TYPE_EDEFAULT;

	/**
	 * The default value of the '{@link #getSrcNid() <em>Src Nid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSrcNid()
	 * @generated
	 * @ordered
	 */
	protected static final Nid SRC_NID_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getSrcNid() <em>Src Nid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSrcNid()
	 * @generated
	 * @ordered
	 */
	protected Nid srcNid = SRC_NID_EDEFAULT;

	/**
	 * The default value of the '{@link #getDestNid() <em>Dest Nid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDestNid()
	 * @generated
	 * @ordered
	 */
	protected static final Nid DEST_NID_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getDestNid() <em>Dest Nid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDestNid()
	 * @generated
	 * @ordered
	 */
	protected Nid destNid = DEST_NID_EDEFAULT;

	/**
	 * The default value of the '{@link #getLength() <em>Length</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLength()
	 * @generated
	 * @ordered
	 */
	protected static final int LENGTH_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getLength() <em>Length</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLength()
	 * @generated
	 * @ordered
	 */
	protected int length = LENGTH_EDEFAULT;

	/**
	 * The default value of the '{@link #isTxCommitted() <em>Tx Committed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isTxCommitted()
	 * @generated
	 * @ordered
	 */
	protected static final boolean TX_COMMITTED_EDEFAULT = false;

	/**
	 * The flag representing the value of the '{@link #isTxCommitted() <em>Tx Committed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isTxCommitted()
	 * @generated
	 * @ordered
	 */
	protected static final int TX_COMMITTED_EFLAG = 1 << 0;

	/**
	 * The default value of the '{@link #isRxCommitted() <em>Rx Committed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isRxCommitted()
	 * @generated
	 * @ordered
	 */
	protected static final boolean RX_COMMITTED_EDEFAULT = false;

	/**
	 * The flag representing the value of the '{@link #isRxCommitted() <em>Rx Committed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isRxCommitted()
	 * @generated
	 * @ordered
	 */
	protected static final int RX_COMMITTED_EFLAG = 1 << 1;

	/**
	 * The default value of the '{@link #isTxDelayed() <em>Tx Delayed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isTxDelayed()
	 * @generated
	 * @ordered
	 */
	protected static final boolean TX_DELAYED_EDEFAULT = false;

	/**
	 * The flag representing the value of the '{@link #isTxDelayed() <em>Tx Delayed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isTxDelayed()
	 * @generated
	 * @ordered
	 */
	protected static final int TX_DELAYED_EFLAG = 1 << 2;

	/**
	 * The default value of the '{@link #isRxDelayed() <em>Rx Delayed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isRxDelayed()
	 * @generated
	 * @ordered
	 */
	protected static final boolean RX_DELAYED_EDEFAULT = false;

	/**
	 * The flag representing the value of the '{@link #isRxDelayed() <em>Rx Delayed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isRxDelayed()
	 * @generated
	 * @ordered
	 */
	protected static final int RX_DELAYED_EFLAG = 1 << 3;

	/**
	 * The default value of the '{@link #isRxReadyDelay() <em>Rx Ready Delay</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isRxReadyDelay()
	 * @generated
	 * @ordered
	 */
	protected static final boolean RX_READY_DELAY_EDEFAULT = false;

	/**
	 * The flag representing the value of the '{@link #isRxReadyDelay() <em>Rx Ready Delay</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isRxReadyDelay()
	 * @generated
	 * @ordered
	 */
	protected static final int RX_READY_DELAY_EFLAG = 1 << 4;

	/**
	 * The default value of the '{@link #isRouting() <em>Routing</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isRouting()
	 * @generated
	 * @ordered
	 */
	protected static final boolean ROUTING_EDEFAULT = false;

	/**
	 * The flag representing the value of the '{@link #isRouting() <em>Routing</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isRouting()
	 * @generated
	 * @ordered
	 */
	protected static final int ROUTING_EFLAG = 1 << 5;

	/**
	 * The default value of the '{@link #isSending() <em>Sending</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSending()
	 * @generated
	 * @ordered
	 */
	protected static final boolean SENDING_EDEFAULT = false;

	/**
	 * The flag representing the value of the '{@link #isSending() <em>Sending</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSending()
	 * @generated
	 * @ordered
	 */
	protected static final int SENDING_EFLAG = 1 << 6;

	/**
	 * The default value of the '{@link #isReceiving() <em>Receiving</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isReceiving()
	 * @generated
	 * @ordered
	 */
	protected static final boolean RECEIVING_EDEFAULT = false;

	/**
	 * The flag representing the value of the '{@link #isReceiving() <em>Receiving</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isReceiving()
	 * @generated
	 * @ordered
	 */
	protected static final int RECEIVING_EFLAG = 1 << 7;

	/**
	 * The default value of the '{@link #isTxCredit() <em>Tx Credit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isTxCredit()
	 * @generated
	 * @ordered
	 */
	protected static final boolean TX_CREDIT_EDEFAULT = false;

	/**
	 * The flag representing the value of the '{@link #isTxCredit() <em>Tx Credit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isTxCredit()
	 * @generated
	 * @ordered
	 */
	protected static final int TX_CREDIT_EFLAG = 1 << 8;

	/**
	 * The default value of the '{@link #isPeerTxCredit() <em>Peer Tx Credit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isPeerTxCredit()
	 * @generated
	 * @ordered
	 */
	protected static final boolean PEER_TX_CREDIT_EDEFAULT = false;

	/**
	 * The flag representing the value of the '{@link #isPeerTxCredit() <em>Peer Tx Credit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isPeerTxCredit()
	 * @generated
	 * @ordered
	 */
	protected static final int PEER_TX_CREDIT_EFLAG = 1 << 9;

	/**
	 * The default value of the '{@link #isRtrCredit() <em>Rtr Credit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isRtrCredit()
	 * @generated
	 * @ordered
	 */
	protected static final boolean RTR_CREDIT_EDEFAULT = false;

	/**
	 * The flag representing the value of the '{@link #isRtrCredit() <em>Rtr Credit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isRtrCredit()
	 * @generated
	 * @ordered
	 */
	protected static final int RTR_CREDIT_EFLAG = 1 << 10;

	/**
	 * The default value of the '{@link #isPeerRtrCredit() <em>Peer Rtr Credit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isPeerRtrCredit()
	 * @generated
	 * @ordered
	 */
	protected static final boolean PEER_RTR_CREDIT_EDEFAULT = false;

	/**
	 * The flag representing the value of the '{@link #isPeerRtrCredit() <em>Peer Rtr Credit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isPeerRtrCredit()
	 * @generated
	 * @ordered
	 */
	protected static final int PEER_RTR_CREDIT_EFLAG = 1 << 11;

	/**
	 * The cached value of the '{@link #getRxPeer() <em>Rx Peer</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRxPeer()
	 * @generated
	 * @ordered
	 */
	protected PeerNi rxPeer;

	/**
	 * The cached value of the '{@link #getTxPeer() <em>Tx Peer</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTxPeer()
	 * @generated
	 * @ordered
	 */
	protected PeerNi txPeer;

	/**
	 * The cached value of the '{@link #getKibRx() <em>Kib Rx</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKibRx()
	 * @generated
	 * @ordered
	 */
	protected KibRx kibRx;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected MessageImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return LnetPackage.Literals.MESSAGE;
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
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.MESSAGE__ADDRESS, oldAddress, address));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public MsgType getType() {
		return type;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setType(MsgType newType) {
		MsgType oldType = type;
		type = newType == null ? TYPE_EDEFAULT : newType;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.MESSAGE__TYPE, oldType, type));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Nid getSrcNid() {
		return srcNid;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSrcNid(Nid newSrcNid) {
		Nid oldSrcNid = srcNid;
		srcNid = newSrcNid;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.MESSAGE__SRC_NID, oldSrcNid, srcNid));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Nid getDestNid() {
		return destNid;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDestNid(Nid newDestNid) {
		Nid oldDestNid = destNid;
		destNid = newDestNid;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.MESSAGE__DEST_NID, oldDestNid, destNid));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getLength() {
		return length;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLength(int newLength) {
		int oldLength = length;
		length = newLength;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.MESSAGE__LENGTH, oldLength, length));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isTxCommitted() {
		return (lnetFlags & TX_COMMITTED_EFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTxCommitted(boolean newTxCommitted) {
		boolean oldTxCommitted = (lnetFlags & TX_COMMITTED_EFLAG) != 0;
		if (newTxCommitted) lnetFlags |= TX_COMMITTED_EFLAG; else lnetFlags &= ~TX_COMMITTED_EFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.MESSAGE__TX_COMMITTED, oldTxCommitted, newTxCommitted));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isRxCommitted() {
		return (lnetFlags & RX_COMMITTED_EFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRxCommitted(boolean newRxCommitted) {
		boolean oldRxCommitted = (lnetFlags & RX_COMMITTED_EFLAG) != 0;
		if (newRxCommitted) lnetFlags |= RX_COMMITTED_EFLAG; else lnetFlags &= ~RX_COMMITTED_EFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.MESSAGE__RX_COMMITTED, oldRxCommitted, newRxCommitted));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isTxDelayed() {
		return (lnetFlags & TX_DELAYED_EFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTxDelayed(boolean newTxDelayed) {
		boolean oldTxDelayed = (lnetFlags & TX_DELAYED_EFLAG) != 0;
		if (newTxDelayed) lnetFlags |= TX_DELAYED_EFLAG; else lnetFlags &= ~TX_DELAYED_EFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.MESSAGE__TX_DELAYED, oldTxDelayed, newTxDelayed));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isRxDelayed() {
		return (lnetFlags & RX_DELAYED_EFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRxDelayed(boolean newRxDelayed) {
		boolean oldRxDelayed = (lnetFlags & RX_DELAYED_EFLAG) != 0;
		if (newRxDelayed) lnetFlags |= RX_DELAYED_EFLAG; else lnetFlags &= ~RX_DELAYED_EFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.MESSAGE__RX_DELAYED, oldRxDelayed, newRxDelayed));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isRxReadyDelay() {
		return (lnetFlags & RX_READY_DELAY_EFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRxReadyDelay(boolean newRxReadyDelay) {
		boolean oldRxReadyDelay = (lnetFlags & RX_READY_DELAY_EFLAG) != 0;
		if (newRxReadyDelay) lnetFlags |= RX_READY_DELAY_EFLAG; else lnetFlags &= ~RX_READY_DELAY_EFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.MESSAGE__RX_READY_DELAY, oldRxReadyDelay, newRxReadyDelay));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isRouting() {
		return (lnetFlags & ROUTING_EFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRouting(boolean newRouting) {
		boolean oldRouting = (lnetFlags & ROUTING_EFLAG) != 0;
		if (newRouting) lnetFlags |= ROUTING_EFLAG; else lnetFlags &= ~ROUTING_EFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.MESSAGE__ROUTING, oldRouting, newRouting));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSending() {
		return (lnetFlags & SENDING_EFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSending(boolean newSending) {
		boolean oldSending = (lnetFlags & SENDING_EFLAG) != 0;
		if (newSending) lnetFlags |= SENDING_EFLAG; else lnetFlags &= ~SENDING_EFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.MESSAGE__SENDING, oldSending, newSending));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isReceiving() {
		return (lnetFlags & RECEIVING_EFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setReceiving(boolean newReceiving) {
		boolean oldReceiving = (lnetFlags & RECEIVING_EFLAG) != 0;
		if (newReceiving) lnetFlags |= RECEIVING_EFLAG; else lnetFlags &= ~RECEIVING_EFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.MESSAGE__RECEIVING, oldReceiving, newReceiving));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isTxCredit() {
		return (lnetFlags & TX_CREDIT_EFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTxCredit(boolean newTxCredit) {
		boolean oldTxCredit = (lnetFlags & TX_CREDIT_EFLAG) != 0;
		if (newTxCredit) lnetFlags |= TX_CREDIT_EFLAG; else lnetFlags &= ~TX_CREDIT_EFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.MESSAGE__TX_CREDIT, oldTxCredit, newTxCredit));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isPeerTxCredit() {
		return (lnetFlags & PEER_TX_CREDIT_EFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPeerTxCredit(boolean newPeerTxCredit) {
		boolean oldPeerTxCredit = (lnetFlags & PEER_TX_CREDIT_EFLAG) != 0;
		if (newPeerTxCredit) lnetFlags |= PEER_TX_CREDIT_EFLAG; else lnetFlags &= ~PEER_TX_CREDIT_EFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.MESSAGE__PEER_TX_CREDIT, oldPeerTxCredit, newPeerTxCredit));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isRtrCredit() {
		return (lnetFlags & RTR_CREDIT_EFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRtrCredit(boolean newRtrCredit) {
		boolean oldRtrCredit = (lnetFlags & RTR_CREDIT_EFLAG) != 0;
		if (newRtrCredit) lnetFlags |= RTR_CREDIT_EFLAG; else lnetFlags &= ~RTR_CREDIT_EFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.MESSAGE__RTR_CREDIT, oldRtrCredit, newRtrCredit));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isPeerRtrCredit() {
		return (lnetFlags & PEER_RTR_CREDIT_EFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPeerRtrCredit(boolean newPeerRtrCredit) {
		boolean oldPeerRtrCredit = (lnetFlags & PEER_RTR_CREDIT_EFLAG) != 0;
		if (newPeerRtrCredit) lnetFlags |= PEER_RTR_CREDIT_EFLAG; else lnetFlags &= ~PEER_RTR_CREDIT_EFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.MESSAGE__PEER_RTR_CREDIT, oldPeerRtrCredit, newPeerRtrCredit));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public PeerNi getRxPeer() {
		if (rxPeer != null && rxPeer.eIsProxy()) {
			InternalEObject oldRxPeer = (InternalEObject)rxPeer;
			rxPeer = (PeerNi)eResolveProxy(oldRxPeer);
			if (rxPeer != oldRxPeer) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, LnetPackage.MESSAGE__RX_PEER, oldRxPeer, rxPeer));
			}
		}
		return rxPeer;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public PeerNi basicGetRxPeer() {
		return rxPeer;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRxPeer(PeerNi newRxPeer) {
		PeerNi oldRxPeer = rxPeer;
		rxPeer = newRxPeer;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.MESSAGE__RX_PEER, oldRxPeer, rxPeer));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public PeerNi getTxPeer() {
		if (txPeer != null && txPeer.eIsProxy()) {
			InternalEObject oldTxPeer = (InternalEObject)txPeer;
			txPeer = (PeerNi)eResolveProxy(oldTxPeer);
			if (txPeer != oldTxPeer) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, LnetPackage.MESSAGE__TX_PEER, oldTxPeer, txPeer));
			}
		}
		return txPeer;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public PeerNi basicGetTxPeer() {
		return txPeer;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTxPeer(PeerNi newTxPeer) {
		PeerNi oldTxPeer = txPeer;
		txPeer = newTxPeer;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.MESSAGE__TX_PEER, oldTxPeer, txPeer));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public KibRx getKibRx() {
		if (kibRx != null && kibRx.eIsProxy()) {
			InternalEObject oldKibRx = (InternalEObject)kibRx;
			kibRx = (KibRx)eResolveProxy(oldKibRx);
			if (kibRx != oldKibRx) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, LnetPackage.MESSAGE__KIB_RX, oldKibRx, kibRx));
			}
		}
		return kibRx;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public KibRx basicGetKibRx() {
		return kibRx;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetKibRx(KibRx newKibRx, NotificationChain msgs) {
		KibRx oldKibRx = kibRx;
		kibRx = newKibRx;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, LnetPackage.MESSAGE__KIB_RX, oldKibRx, newKibRx);
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
	public void setKibRx(KibRx newKibRx) {
		if (newKibRx != kibRx) {
			NotificationChain msgs = null;
			if (kibRx != null)
				msgs = ((InternalEObject)kibRx).eInverseRemove(this, LnetPackage.KIB_RX__MESSAGE, KibRx.class, msgs);
			if (newKibRx != null)
				msgs = ((InternalEObject)newKibRx).eInverseAdd(this, LnetPackage.KIB_RX__MESSAGE, KibRx.class, msgs);
			msgs = basicSetKibRx(newKibRx, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.MESSAGE__KIB_RX, newKibRx, newKibRx));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public KibConn heldConn() {
		return org.lnetscope.model.internal.MessageOperations.heldConn(this);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String ownershipChain() {
		return org.lnetscope.model.internal.MessageOperations.ownershipChain(this);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseAdd(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case LnetPackage.MESSAGE__KIB_RX:
				if (kibRx != null)
					msgs = ((InternalEObject)kibRx).eInverseRemove(this, LnetPackage.KIB_RX__MESSAGE, KibRx.class, msgs);
				return basicSetKibRx((KibRx)otherEnd, msgs);
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
			case LnetPackage.MESSAGE__KIB_RX:
				return basicSetKibRx(null, msgs);
		}
		return super.eInverseRemove(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case LnetPackage.MESSAGE__ADDRESS:
				return getAddress();
			case LnetPackage.MESSAGE__TYPE:
				return getType();
			case LnetPackage.MESSAGE__SRC_NID:
				return getSrcNid();
			case LnetPackage.MESSAGE__DEST_NID:
				return getDestNid();
			case LnetPackage.MESSAGE__LENGTH:
				return getLength();
			case LnetPackage.MESSAGE__TX_COMMITTED:
				return isTxCommitted();
			case LnetPackage.MESSAGE__RX_COMMITTED:
				return isRxCommitted();
			case LnetPackage.MESSAGE__TX_DELAYED:
				return isTxDelayed();
			case LnetPackage.MESSAGE__RX_DELAYED:
				return isRxDelayed();
			case LnetPackage.MESSAGE__RX_READY_DELAY:
				return isRxReadyDelay();
			case LnetPackage.MESSAGE__ROUTING:
				return isRouting();
			case LnetPackage.MESSAGE__SENDING:
				return isSending();
			case LnetPackage.MESSAGE__RECEIVING:
				return isReceiving();
			case LnetPackage.MESSAGE__TX_CREDIT:
				return isTxCredit();
			case LnetPackage.MESSAGE__PEER_TX_CREDIT:
				return isPeerTxCredit();
			case LnetPackage.MESSAGE__RTR_CREDIT:
				return isRtrCredit();
			case LnetPackage.MESSAGE__PEER_RTR_CREDIT:
				return isPeerRtrCredit();
			case LnetPackage.MESSAGE__RX_PEER:
				if (resolve) return getRxPeer();
				return basicGetRxPeer();
			case LnetPackage.MESSAGE__TX_PEER:
				if (resolve) return getTxPeer();
				return basicGetTxPeer();
			case LnetPackage.MESSAGE__KIB_RX:
				if (resolve) return getKibRx();
				return basicGetKibRx();
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
			case LnetPackage.MESSAGE__ADDRESS:
				setAddress((Long)newValue);
				return;
			case LnetPackage.MESSAGE__TYPE:
				setType((MsgType)newValue);
				return;
			case LnetPackage.MESSAGE__SRC_NID:
				setSrcNid((Nid)newValue);
				return;
			case LnetPackage.MESSAGE__DEST_NID:
				setDestNid((Nid)newValue);
				return;
			case LnetPackage.MESSAGE__LENGTH:
				setLength((Integer)newValue);
				return;
			case LnetPackage.MESSAGE__TX_COMMITTED:
				setTxCommitted((Boolean)newValue);
				return;
			case LnetPackage.MESSAGE__RX_COMMITTED:
				setRxCommitted((Boolean)newValue);
				return;
			case LnetPackage.MESSAGE__TX_DELAYED:
				setTxDelayed((Boolean)newValue);
				return;
			case LnetPackage.MESSAGE__RX_DELAYED:
				setRxDelayed((Boolean)newValue);
				return;
			case LnetPackage.MESSAGE__RX_READY_DELAY:
				setRxReadyDelay((Boolean)newValue);
				return;
			case LnetPackage.MESSAGE__ROUTING:
				setRouting((Boolean)newValue);
				return;
			case LnetPackage.MESSAGE__SENDING:
				setSending((Boolean)newValue);
				return;
			case LnetPackage.MESSAGE__RECEIVING:
				setReceiving((Boolean)newValue);
				return;
			case LnetPackage.MESSAGE__TX_CREDIT:
				setTxCredit((Boolean)newValue);
				return;
			case LnetPackage.MESSAGE__PEER_TX_CREDIT:
				setPeerTxCredit((Boolean)newValue);
				return;
			case LnetPackage.MESSAGE__RTR_CREDIT:
				setRtrCredit((Boolean)newValue);
				return;
			case LnetPackage.MESSAGE__PEER_RTR_CREDIT:
				setPeerRtrCredit((Boolean)newValue);
				return;
			case LnetPackage.MESSAGE__RX_PEER:
				setRxPeer((PeerNi)newValue);
				return;
			case LnetPackage.MESSAGE__TX_PEER:
				setTxPeer((PeerNi)newValue);
				return;
			case LnetPackage.MESSAGE__KIB_RX:
				setKibRx((KibRx)newValue);
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
			case LnetPackage.MESSAGE__ADDRESS:
				setAddress(ADDRESS_EDEFAULT);
				return;
			case LnetPackage.MESSAGE__TYPE:
				setType(TYPE_EDEFAULT);
				return;
			case LnetPackage.MESSAGE__SRC_NID:
				setSrcNid(SRC_NID_EDEFAULT);
				return;
			case LnetPackage.MESSAGE__DEST_NID:
				setDestNid(DEST_NID_EDEFAULT);
				return;
			case LnetPackage.MESSAGE__LENGTH:
				setLength(LENGTH_EDEFAULT);
				return;
			case LnetPackage.MESSAGE__TX_COMMITTED:
				setTxCommitted(TX_COMMITTED_EDEFAULT);
				return;
			case LnetPackage.MESSAGE__RX_COMMITTED:
				setRxCommitted(RX_COMMITTED_EDEFAULT);
				return;
			case LnetPackage.MESSAGE__TX_DELAYED:
				setTxDelayed(TX_DELAYED_EDEFAULT);
				return;
			case LnetPackage.MESSAGE__RX_DELAYED:
				setRxDelayed(RX_DELAYED_EDEFAULT);
				return;
			case LnetPackage.MESSAGE__RX_READY_DELAY:
				setRxReadyDelay(RX_READY_DELAY_EDEFAULT);
				return;
			case LnetPackage.MESSAGE__ROUTING:
				setRouting(ROUTING_EDEFAULT);
				return;
			case LnetPackage.MESSAGE__SENDING:
				setSending(SENDING_EDEFAULT);
				return;
			case LnetPackage.MESSAGE__RECEIVING:
				setReceiving(RECEIVING_EDEFAULT);
				return;
			case LnetPackage.MESSAGE__TX_CREDIT:
				setTxCredit(TX_CREDIT_EDEFAULT);
				return;
			case LnetPackage.MESSAGE__PEER_TX_CREDIT:
				setPeerTxCredit(PEER_TX_CREDIT_EDEFAULT);
				return;
			case LnetPackage.MESSAGE__RTR_CREDIT:
				setRtrCredit(RTR_CREDIT_EDEFAULT);
				return;
			case LnetPackage.MESSAGE__PEER_RTR_CREDIT:
				setPeerRtrCredit(PEER_RTR_CREDIT_EDEFAULT);
				return;
			case LnetPackage.MESSAGE__RX_PEER:
				setRxPeer((PeerNi)null);
				return;
			case LnetPackage.MESSAGE__TX_PEER:
				setTxPeer((PeerNi)null);
				return;
			case LnetPackage.MESSAGE__KIB_RX:
				setKibRx((KibRx)null);
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
			case LnetPackage.MESSAGE__ADDRESS:
				return address != ADDRESS_EDEFAULT;
			case LnetPackage.MESSAGE__TYPE:
				return type != TYPE_EDEFAULT;
			case LnetPackage.MESSAGE__SRC_NID:
				return SRC_NID_EDEFAULT == null ? srcNid != null : !SRC_NID_EDEFAULT.equals(srcNid);
			case LnetPackage.MESSAGE__DEST_NID:
				return DEST_NID_EDEFAULT == null ? destNid != null : !DEST_NID_EDEFAULT.equals(destNid);
			case LnetPackage.MESSAGE__LENGTH:
				return length != LENGTH_EDEFAULT;
			case LnetPackage.MESSAGE__TX_COMMITTED:
				return ((lnetFlags & TX_COMMITTED_EFLAG) != 0) != TX_COMMITTED_EDEFAULT;
			case LnetPackage.MESSAGE__RX_COMMITTED:
				return ((lnetFlags & RX_COMMITTED_EFLAG) != 0) != RX_COMMITTED_EDEFAULT;
			case LnetPackage.MESSAGE__TX_DELAYED:
				return ((lnetFlags & TX_DELAYED_EFLAG) != 0) != TX_DELAYED_EDEFAULT;
			case LnetPackage.MESSAGE__RX_DELAYED:
				return ((lnetFlags & RX_DELAYED_EFLAG) != 0) != RX_DELAYED_EDEFAULT;
			case LnetPackage.MESSAGE__RX_READY_DELAY:
				return ((lnetFlags & RX_READY_DELAY_EFLAG) != 0) != RX_READY_DELAY_EDEFAULT;
			case LnetPackage.MESSAGE__ROUTING:
				return ((lnetFlags & ROUTING_EFLAG) != 0) != ROUTING_EDEFAULT;
			case LnetPackage.MESSAGE__SENDING:
				return ((lnetFlags & SENDING_EFLAG) != 0) != SENDING_EDEFAULT;
			case LnetPackage.MESSAGE__RECEIVING:
				return ((lnetFlags & RECEIVING_EFLAG) != 0) != RECEIVING_EDEFAULT;
			case LnetPackage.MESSAGE__TX_CREDIT:
				return ((lnetFlags & TX_CREDIT_EFLAG) != 0) != TX_CREDIT_EDEFAULT;
			case LnetPackage.MESSAGE__PEER_TX_CREDIT:
				return ((lnetFlags & PEER_TX_CREDIT_EFLAG) != 0) != PEER_TX_CREDIT_EDEFAULT;
			case LnetPackage.MESSAGE__RTR_CREDIT:
				return ((lnetFlags & RTR_CREDIT_EFLAG) != 0) != RTR_CREDIT_EDEFAULT;
			case LnetPackage.MESSAGE__PEER_RTR_CREDIT:
				return ((lnetFlags & PEER_RTR_CREDIT_EFLAG) != 0) != PEER_RTR_CREDIT_EDEFAULT;
			case LnetPackage.MESSAGE__RX_PEER:
				return rxPeer != null;
			case LnetPackage.MESSAGE__TX_PEER:
				return txPeer != null;
			case LnetPackage.MESSAGE__KIB_RX:
				return kibRx != null;
		}
		return super.eIsSet(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eInvoke(int operationID, EList<?> arguments) throws InvocationTargetException {
		switch (operationID) {
			case LnetPackage.MESSAGE___HELD_CONN:
				return heldConn();
			case LnetPackage.MESSAGE___OWNERSHIP_CHAIN:
				return ownershipChain();
		}
		return super.eInvoke(operationID, arguments);
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
		result.append(", type: ");
		result.append(type);
		result.append(", srcNid: ");
		result.append(srcNid);
		result.append(", destNid: ");
		result.append(destNid);
		result.append(", length: ");
		result.append(length);
		result.append(", txCommitted: ");
		result.append((lnetFlags & TX_COMMITTED_EFLAG) != 0);
		result.append(", rxCommitted: ");
		result.append((lnetFlags & RX_COMMITTED_EFLAG) != 0);
		result.append(", txDelayed: ");
		result.append((lnetFlags & TX_DELAYED_EFLAG) != 0);
		result.append(", rxDelayed: ");
		result.append((lnetFlags & RX_DELAYED_EFLAG) != 0);
		result.append(", rxReadyDelay: ");
		result.append((lnetFlags & RX_READY_DELAY_EFLAG) != 0);
		result.append(", routing: ");
		result.append((lnetFlags & ROUTING_EFLAG) != 0);
		result.append(", sending: ");
		result.append((lnetFlags & SENDING_EFLAG) != 0);
		result.append(", receiving: ");
		result.append((lnetFlags & RECEIVING_EFLAG) != 0);
		result.append(", txCredit: ");
		result.append((lnetFlags & TX_CREDIT_EFLAG) != 0);
		result.append(", peerTxCredit: ");
		result.append((lnetFlags & PEER_TX_CREDIT_EFLAG) != 0);
		result.append(", rtrCredit: ");
		result.append((lnetFlags & RTR_CREDIT_EFLAG) != 0);
		result.append(", peerRtrCredit: ");
		result.append((lnetFlags & PEER_RTR_CREDIT_EFLAG) != 0);
		result.append(')');
		return result.toString();
	}

} //MessageImpl
