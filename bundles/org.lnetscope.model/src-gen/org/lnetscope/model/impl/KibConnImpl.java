/**
 * LNet Scope. Generated from model/lnet.ecore: do not edit, regenerate (see README.md).
 */
package org.lnetscope.model.impl;

import java.lang.reflect.InvocationTargetException;

import java.util.Collection;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EObjectContainmentWithInverseEList;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.util.InternalEList;

import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibConnState;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.KibRx;
import org.lnetscope.model.ListLinkState;
import org.lnetscope.model.LnetPackage;
import org.lnetscope.model.Message;

import org.lnetscope.model.internal.LnetObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Kib Conn</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.lnetscope.model.impl.KibConnImpl#getAddress <em>Address</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibConnImpl#getPeer <em>Peer</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibConnImpl#getState <em>State</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibConnImpl#getRefcount <em>Refcount</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibConnImpl#getNrx <em>Nrx</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibConnImpl#getQueueDepth <em>Queue Depth</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibConnImpl#getCredits <em>Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibConnImpl#getOutstandingCredits <em>Outstanding Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibConnImpl#getReservedCredits <em>Reserved Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibConnImpl#getNsendsPosted <em>Nsends Posted</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibConnImpl#getQueuedTxs <em>Queued Txs</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibConnImpl#getActiveTxs <em>Active Txs</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibConnImpl#getVersion <em>Version</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibConnImpl#getIncarnation <em>Incarnation</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibConnImpl#getCommsError <em>Comms Error</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibConnImpl#getIbcListState <em>Ibc List State</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibConnImpl#getIbcSchedListState <em>Ibc Sched List State</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibConnImpl#getQpPages <em>Qp Pages</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibConnImpl#getCqPages <em>Cq Pages</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibConnImpl#getRxPages <em>Rx Pages</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibConnImpl#getOpenedAt <em>Opened At</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibConnImpl#getClosedAt <em>Closed At</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.KibConnImpl#getRxs <em>Rxs</em>}</li>
 * </ul>
 *
 * @generated
 */
public class KibConnImpl extends LnetObjectImpl implements KibConn {
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
	 * The default value of the '{@link #getState() <em>State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getState()
	 * @generated
	 * @ordered
	 */
	protected static final KibConnState STATE_EDEFAULT = KibConnState.INIT;

	/**
	 * The cached value of the '{@link #getState() <em>State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getState()
	 * @generated
	 * @ordered
	 */
	protected KibConnState state = STATE_EDEFAULT;

	/**
	 * The default value of the '{@link #getRefcount() <em>Refcount</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRefcount()
	 * @generated
	 * @ordered
	 */
	protected static final int REFCOUNT_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getRefcount() <em>Refcount</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRefcount()
	 * @generated
	 * @ordered
	 */
	protected int refcount = REFCOUNT_EDEFAULT;

	/**
	 * The default value of the '{@link #getNrx() <em>Nrx</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNrx()
	 * @generated
	 * @ordered
	 */
	protected static final int NRX_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getNrx() <em>Nrx</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNrx()
	 * @generated
	 * @ordered
	 */
	protected int nrx = NRX_EDEFAULT;

	/**
	 * The default value of the '{@link #getQueueDepth() <em>Queue Depth</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getQueueDepth()
	 * @generated
	 * @ordered
	 */
	protected static final int QUEUE_DEPTH_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getQueueDepth() <em>Queue Depth</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getQueueDepth()
	 * @generated
	 * @ordered
	 */
	protected int queueDepth = QUEUE_DEPTH_EDEFAULT;

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
	 * The default value of the '{@link #getOutstandingCredits() <em>Outstanding Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOutstandingCredits()
	 * @generated
	 * @ordered
	 */
	protected static final int OUTSTANDING_CREDITS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getOutstandingCredits() <em>Outstanding Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOutstandingCredits()
	 * @generated
	 * @ordered
	 */
	protected int outstandingCredits = OUTSTANDING_CREDITS_EDEFAULT;

	/**
	 * The default value of the '{@link #getReservedCredits() <em>Reserved Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReservedCredits()
	 * @generated
	 * @ordered
	 */
	protected static final int RESERVED_CREDITS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getReservedCredits() <em>Reserved Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReservedCredits()
	 * @generated
	 * @ordered
	 */
	protected int reservedCredits = RESERVED_CREDITS_EDEFAULT;

	/**
	 * The default value of the '{@link #getNsendsPosted() <em>Nsends Posted</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNsendsPosted()
	 * @generated
	 * @ordered
	 */
	protected static final int NSENDS_POSTED_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getNsendsPosted() <em>Nsends Posted</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNsendsPosted()
	 * @generated
	 * @ordered
	 */
	protected int nsendsPosted = NSENDS_POSTED_EDEFAULT;

	/**
	 * The default value of the '{@link #getQueuedTxs() <em>Queued Txs</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getQueuedTxs()
	 * @generated
	 * @ordered
	 */
	protected static final int QUEUED_TXS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getQueuedTxs() <em>Queued Txs</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getQueuedTxs()
	 * @generated
	 * @ordered
	 */
	protected int queuedTxs = QUEUED_TXS_EDEFAULT;

	/**
	 * The flag representing whether the Queued Txs attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected static final int QUEUED_TXS_ESETFLAG = 1 << 0;

	/**
	 * The default value of the '{@link #getActiveTxs() <em>Active Txs</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getActiveTxs()
	 * @generated
	 * @ordered
	 */
	protected static final int ACTIVE_TXS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getActiveTxs() <em>Active Txs</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getActiveTxs()
	 * @generated
	 * @ordered
	 */
	protected int activeTxs = ACTIVE_TXS_EDEFAULT;

	/**
	 * The flag representing whether the Active Txs attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected static final int ACTIVE_TXS_ESETFLAG = 1 << 1;

	/**
	 * The default value of the '{@link #getVersion() <em>Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getVersion()
	 * @generated
	 * @ordered
	 */
	protected static final int VERSION_EDEFAULT = 18;

	/**
	 * The cached value of the '{@link #getVersion() <em>Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getVersion()
	 * @generated
	 * @ordered
	 */
	protected int version = VERSION_EDEFAULT;

	/**
	 * The default value of the '{@link #getIncarnation() <em>Incarnation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIncarnation()
	 * @generated
	 * @ordered
	 */
	protected static final long INCARNATION_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getIncarnation() <em>Incarnation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIncarnation()
	 * @generated
	 * @ordered
	 */
	protected long incarnation = INCARNATION_EDEFAULT;

	/**
	 * The default value of the '{@link #getCommsError() <em>Comms Error</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCommsError()
	 * @generated
	 * @ordered
	 */
	protected static final int COMMS_ERROR_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getCommsError() <em>Comms Error</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCommsError()
	 * @generated
	 * @ordered
	 */
	protected int commsError = COMMS_ERROR_EDEFAULT;

	/**
	 * The default value of the '{@link #getIbcListState() <em>Ibc List State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIbcListState()
	 * @generated
	 * @ordered
	 */
	protected static final ListLinkState IBC_LIST_STATE_EDEFAULT = ListLinkState.EMPTY;

	/**
	 * The cached value of the '{@link #getIbcListState() <em>Ibc List State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIbcListState()
	 * @generated
	 * @ordered
	 */
	protected ListLinkState ibcListState = IBC_LIST_STATE_EDEFAULT;

	/**
	 * The default value of the '{@link #getIbcSchedListState() <em>Ibc Sched List State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIbcSchedListState()
	 * @generated
	 * @ordered
	 */
	protected static final ListLinkState IBC_SCHED_LIST_STATE_EDEFAULT = ListLinkState.EMPTY;

	/**
	 * The cached value of the '{@link #getIbcSchedListState() <em>Ibc Sched List State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIbcSchedListState()
	 * @generated
	 * @ordered
	 */
	protected ListLinkState ibcSchedListState = IBC_SCHED_LIST_STATE_EDEFAULT;

	/**
	 * The default value of the '{@link #getQpPages() <em>Qp Pages</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getQpPages()
	 * @generated
	 * @ordered
	 */
	protected static final int QP_PAGES_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getQpPages() <em>Qp Pages</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getQpPages()
	 * @generated
	 * @ordered
	 */
	protected int qpPages = QP_PAGES_EDEFAULT;

	/**
	 * The default value of the '{@link #getCqPages() <em>Cq Pages</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCqPages()
	 * @generated
	 * @ordered
	 */
	protected static final int CQ_PAGES_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getCqPages() <em>Cq Pages</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCqPages()
	 * @generated
	 * @ordered
	 */
	protected int cqPages = CQ_PAGES_EDEFAULT;

	/**
	 * The default value of the '{@link #getRxPages() <em>Rx Pages</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRxPages()
	 * @generated
	 * @ordered
	 */
	protected static final int RX_PAGES_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getRxPages() <em>Rx Pages</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRxPages()
	 * @generated
	 * @ordered
	 */
	protected int rxPages = RX_PAGES_EDEFAULT;

	/**
	 * The default value of the '{@link #getOpenedAt() <em>Opened At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOpenedAt()
	 * @generated
	 * @ordered
	 */
	protected static final long OPENED_AT_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getOpenedAt() <em>Opened At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOpenedAt()
	 * @generated
	 * @ordered
	 */
	protected long openedAt = OPENED_AT_EDEFAULT;

	/**
	 * The flag representing whether the Opened At attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected static final int OPENED_AT_ESETFLAG = 1 << 2;

	/**
	 * The default value of the '{@link #getClosedAt() <em>Closed At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getClosedAt()
	 * @generated
	 * @ordered
	 */
	protected static final long CLOSED_AT_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getClosedAt() <em>Closed At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getClosedAt()
	 * @generated
	 * @ordered
	 */
	protected long closedAt = CLOSED_AT_EDEFAULT;

	/**
	 * The flag representing whether the Closed At attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected static final int CLOSED_AT_ESETFLAG = 1 << 3;

	/**
	 * The cached value of the '{@link #getRxs() <em>Rxs</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRxs()
	 * @generated
	 * @ordered
	 */
	protected EList<KibRx> rxs;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected KibConnImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return LnetPackage.Literals.KIB_CONN;
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
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_CONN__ADDRESS, oldAddress, address));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public KibPeer getPeer() {
		if (eContainerFeatureID() != LnetPackage.KIB_CONN__PEER) return null;
		return (KibPeer)eInternalContainer();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetPeer(KibPeer newPeer, NotificationChain msgs) {
		msgs = eBasicSetContainer((InternalEObject)newPeer, LnetPackage.KIB_CONN__PEER, msgs);
		return msgs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPeer(KibPeer newPeer) {
		if (newPeer != eInternalContainer() || (eContainerFeatureID() != LnetPackage.KIB_CONN__PEER && newPeer != null)) {
			if (EcoreUtil.isAncestor(this, newPeer))
				throw new IllegalArgumentException("Recursive containment not allowed for " + toString());
			NotificationChain msgs = null;
			if (eInternalContainer() != null)
				msgs = eBasicRemoveFromContainer(msgs);
			if (newPeer != null)
				msgs = ((InternalEObject)newPeer).eInverseAdd(this, LnetPackage.KIB_PEER__CONNS, KibPeer.class, msgs);
			msgs = basicSetPeer(newPeer, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_CONN__PEER, newPeer, newPeer));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public KibConnState getState() {
		return state;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setState(KibConnState newState) {
		KibConnState oldState = state;
		state = newState == null ? STATE_EDEFAULT : newState;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_CONN__STATE, oldState, state));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getRefcount() {
		return refcount;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRefcount(int newRefcount) {
		int oldRefcount = refcount;
		refcount = newRefcount;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_CONN__REFCOUNT, oldRefcount, refcount));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getNrx() {
		return nrx;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setNrx(int newNrx) {
		int oldNrx = nrx;
		nrx = newNrx;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_CONN__NRX, oldNrx, nrx));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getQueueDepth() {
		return queueDepth;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setQueueDepth(int newQueueDepth) {
		int oldQueueDepth = queueDepth;
		queueDepth = newQueueDepth;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_CONN__QUEUE_DEPTH, oldQueueDepth, queueDepth));
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
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_CONN__CREDITS, oldCredits, credits));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getOutstandingCredits() {
		return outstandingCredits;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setOutstandingCredits(int newOutstandingCredits) {
		int oldOutstandingCredits = outstandingCredits;
		outstandingCredits = newOutstandingCredits;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_CONN__OUTSTANDING_CREDITS, oldOutstandingCredits, outstandingCredits));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getReservedCredits() {
		return reservedCredits;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setReservedCredits(int newReservedCredits) {
		int oldReservedCredits = reservedCredits;
		reservedCredits = newReservedCredits;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_CONN__RESERVED_CREDITS, oldReservedCredits, reservedCredits));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getNsendsPosted() {
		return nsendsPosted;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setNsendsPosted(int newNsendsPosted) {
		int oldNsendsPosted = nsendsPosted;
		nsendsPosted = newNsendsPosted;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_CONN__NSENDS_POSTED, oldNsendsPosted, nsendsPosted));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getQueuedTxs() {
		return queuedTxs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setQueuedTxs(int newQueuedTxs) {
		int oldQueuedTxs = queuedTxs;
		queuedTxs = newQueuedTxs;
		boolean oldQueuedTxsESet = (lnetFlags & QUEUED_TXS_ESETFLAG) != 0;
		lnetFlags |= QUEUED_TXS_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_CONN__QUEUED_TXS, oldQueuedTxs, queuedTxs, !oldQueuedTxsESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetQueuedTxs() {
		int oldQueuedTxs = queuedTxs;
		boolean oldQueuedTxsESet = (lnetFlags & QUEUED_TXS_ESETFLAG) != 0;
		queuedTxs = QUEUED_TXS_EDEFAULT;
		lnetFlags &= ~QUEUED_TXS_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LnetPackage.KIB_CONN__QUEUED_TXS, oldQueuedTxs, QUEUED_TXS_EDEFAULT, oldQueuedTxsESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetQueuedTxs() {
		return (lnetFlags & QUEUED_TXS_ESETFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getActiveTxs() {
		return activeTxs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setActiveTxs(int newActiveTxs) {
		int oldActiveTxs = activeTxs;
		activeTxs = newActiveTxs;
		boolean oldActiveTxsESet = (lnetFlags & ACTIVE_TXS_ESETFLAG) != 0;
		lnetFlags |= ACTIVE_TXS_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_CONN__ACTIVE_TXS, oldActiveTxs, activeTxs, !oldActiveTxsESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetActiveTxs() {
		int oldActiveTxs = activeTxs;
		boolean oldActiveTxsESet = (lnetFlags & ACTIVE_TXS_ESETFLAG) != 0;
		activeTxs = ACTIVE_TXS_EDEFAULT;
		lnetFlags &= ~ACTIVE_TXS_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LnetPackage.KIB_CONN__ACTIVE_TXS, oldActiveTxs, ACTIVE_TXS_EDEFAULT, oldActiveTxsESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetActiveTxs() {
		return (lnetFlags & ACTIVE_TXS_ESETFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getVersion() {
		return version;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setVersion(int newVersion) {
		int oldVersion = version;
		version = newVersion;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_CONN__VERSION, oldVersion, version));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getIncarnation() {
		return incarnation;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setIncarnation(long newIncarnation) {
		long oldIncarnation = incarnation;
		incarnation = newIncarnation;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_CONN__INCARNATION, oldIncarnation, incarnation));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getCommsError() {
		return commsError;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCommsError(int newCommsError) {
		int oldCommsError = commsError;
		commsError = newCommsError;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_CONN__COMMS_ERROR, oldCommsError, commsError));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ListLinkState getIbcListState() {
		return ibcListState;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setIbcListState(ListLinkState newIbcListState) {
		ListLinkState oldIbcListState = ibcListState;
		ibcListState = newIbcListState == null ? IBC_LIST_STATE_EDEFAULT : newIbcListState;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_CONN__IBC_LIST_STATE, oldIbcListState, ibcListState));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ListLinkState getIbcSchedListState() {
		return ibcSchedListState;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setIbcSchedListState(ListLinkState newIbcSchedListState) {
		ListLinkState oldIbcSchedListState = ibcSchedListState;
		ibcSchedListState = newIbcSchedListState == null ? IBC_SCHED_LIST_STATE_EDEFAULT : newIbcSchedListState;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_CONN__IBC_SCHED_LIST_STATE, oldIbcSchedListState, ibcSchedListState));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getQpPages() {
		return qpPages;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setQpPages(int newQpPages) {
		int oldQpPages = qpPages;
		qpPages = newQpPages;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_CONN__QP_PAGES, oldQpPages, qpPages));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getCqPages() {
		return cqPages;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCqPages(int newCqPages) {
		int oldCqPages = cqPages;
		cqPages = newCqPages;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_CONN__CQ_PAGES, oldCqPages, cqPages));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getRxPages() {
		return rxPages;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRxPages(int newRxPages) {
		int oldRxPages = rxPages;
		rxPages = newRxPages;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_CONN__RX_PAGES, oldRxPages, rxPages));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getOpenedAt() {
		return openedAt;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setOpenedAt(long newOpenedAt) {
		long oldOpenedAt = openedAt;
		openedAt = newOpenedAt;
		boolean oldOpenedAtESet = (lnetFlags & OPENED_AT_ESETFLAG) != 0;
		lnetFlags |= OPENED_AT_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_CONN__OPENED_AT, oldOpenedAt, openedAt, !oldOpenedAtESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetOpenedAt() {
		long oldOpenedAt = openedAt;
		boolean oldOpenedAtESet = (lnetFlags & OPENED_AT_ESETFLAG) != 0;
		openedAt = OPENED_AT_EDEFAULT;
		lnetFlags &= ~OPENED_AT_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LnetPackage.KIB_CONN__OPENED_AT, oldOpenedAt, OPENED_AT_EDEFAULT, oldOpenedAtESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetOpenedAt() {
		return (lnetFlags & OPENED_AT_ESETFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getClosedAt() {
		return closedAt;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setClosedAt(long newClosedAt) {
		long oldClosedAt = closedAt;
		closedAt = newClosedAt;
		boolean oldClosedAtESet = (lnetFlags & CLOSED_AT_ESETFLAG) != 0;
		lnetFlags |= CLOSED_AT_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.KIB_CONN__CLOSED_AT, oldClosedAt, closedAt, !oldClosedAtESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetClosedAt() {
		long oldClosedAt = closedAt;
		boolean oldClosedAtESet = (lnetFlags & CLOSED_AT_ESETFLAG) != 0;
		closedAt = CLOSED_AT_EDEFAULT;
		lnetFlags &= ~CLOSED_AT_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LnetPackage.KIB_CONN__CLOSED_AT, oldClosedAt, CLOSED_AT_EDEFAULT, oldClosedAtESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetClosedAt() {
		return (lnetFlags & CLOSED_AT_ESETFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<KibRx> getRxs() {
		if (rxs == null) {
			rxs = new EObjectContainmentWithInverseEList<KibRx>(KibRx.class, this, LnetPackage.KIB_CONN__RXS, LnetPackage.KIB_RX__CONN);
		}
		return rxs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isPinned() {
		return org.lnetscope.model.internal.KibConnOperations.isPinned(this);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<KibRx> heldRxs() {
		return org.lnetscope.model.internal.KibConnOperations.heldRxs(this);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Message> holders() {
		return org.lnetscope.model.internal.KibConnOperations.holders(this);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long memoryBytes() {
		return org.lnetscope.model.internal.KibConnOperations.memoryBytes(this);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long pinnedBytes() {
		return org.lnetscope.model.internal.KibConnOperations.pinnedBytes(this);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@SuppressWarnings("unchecked")
	@Override
	public NotificationChain eInverseAdd(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case LnetPackage.KIB_CONN__PEER:
				if (eInternalContainer() != null)
					msgs = eBasicRemoveFromContainer(msgs);
				return basicSetPeer((KibPeer)otherEnd, msgs);
			case LnetPackage.KIB_CONN__RXS:
				return ((InternalEList<InternalEObject>)(InternalEList<?>)getRxs()).basicAdd(otherEnd, msgs);
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
			case LnetPackage.KIB_CONN__PEER:
				return basicSetPeer(null, msgs);
			case LnetPackage.KIB_CONN__RXS:
				return ((InternalEList<?>)getRxs()).basicRemove(otherEnd, msgs);
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
			case LnetPackage.KIB_CONN__PEER:
				return eInternalContainer().eInverseRemove(this, LnetPackage.KIB_PEER__CONNS, KibPeer.class, msgs);
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
			case LnetPackage.KIB_CONN__ADDRESS:
				return getAddress();
			case LnetPackage.KIB_CONN__PEER:
				return getPeer();
			case LnetPackage.KIB_CONN__STATE:
				return getState();
			case LnetPackage.KIB_CONN__REFCOUNT:
				return getRefcount();
			case LnetPackage.KIB_CONN__NRX:
				return getNrx();
			case LnetPackage.KIB_CONN__QUEUE_DEPTH:
				return getQueueDepth();
			case LnetPackage.KIB_CONN__CREDITS:
				return getCredits();
			case LnetPackage.KIB_CONN__OUTSTANDING_CREDITS:
				return getOutstandingCredits();
			case LnetPackage.KIB_CONN__RESERVED_CREDITS:
				return getReservedCredits();
			case LnetPackage.KIB_CONN__NSENDS_POSTED:
				return getNsendsPosted();
			case LnetPackage.KIB_CONN__QUEUED_TXS:
				return getQueuedTxs();
			case LnetPackage.KIB_CONN__ACTIVE_TXS:
				return getActiveTxs();
			case LnetPackage.KIB_CONN__VERSION:
				return getVersion();
			case LnetPackage.KIB_CONN__INCARNATION:
				return getIncarnation();
			case LnetPackage.KIB_CONN__COMMS_ERROR:
				return getCommsError();
			case LnetPackage.KIB_CONN__IBC_LIST_STATE:
				return getIbcListState();
			case LnetPackage.KIB_CONN__IBC_SCHED_LIST_STATE:
				return getIbcSchedListState();
			case LnetPackage.KIB_CONN__QP_PAGES:
				return getQpPages();
			case LnetPackage.KIB_CONN__CQ_PAGES:
				return getCqPages();
			case LnetPackage.KIB_CONN__RX_PAGES:
				return getRxPages();
			case LnetPackage.KIB_CONN__OPENED_AT:
				return getOpenedAt();
			case LnetPackage.KIB_CONN__CLOSED_AT:
				return getClosedAt();
			case LnetPackage.KIB_CONN__RXS:
				return getRxs();
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
			case LnetPackage.KIB_CONN__ADDRESS:
				setAddress((Long)newValue);
				return;
			case LnetPackage.KIB_CONN__PEER:
				setPeer((KibPeer)newValue);
				return;
			case LnetPackage.KIB_CONN__STATE:
				setState((KibConnState)newValue);
				return;
			case LnetPackage.KIB_CONN__REFCOUNT:
				setRefcount((Integer)newValue);
				return;
			case LnetPackage.KIB_CONN__NRX:
				setNrx((Integer)newValue);
				return;
			case LnetPackage.KIB_CONN__QUEUE_DEPTH:
				setQueueDepth((Integer)newValue);
				return;
			case LnetPackage.KIB_CONN__CREDITS:
				setCredits((Integer)newValue);
				return;
			case LnetPackage.KIB_CONN__OUTSTANDING_CREDITS:
				setOutstandingCredits((Integer)newValue);
				return;
			case LnetPackage.KIB_CONN__RESERVED_CREDITS:
				setReservedCredits((Integer)newValue);
				return;
			case LnetPackage.KIB_CONN__NSENDS_POSTED:
				setNsendsPosted((Integer)newValue);
				return;
			case LnetPackage.KIB_CONN__QUEUED_TXS:
				setQueuedTxs((Integer)newValue);
				return;
			case LnetPackage.KIB_CONN__ACTIVE_TXS:
				setActiveTxs((Integer)newValue);
				return;
			case LnetPackage.KIB_CONN__VERSION:
				setVersion((Integer)newValue);
				return;
			case LnetPackage.KIB_CONN__INCARNATION:
				setIncarnation((Long)newValue);
				return;
			case LnetPackage.KIB_CONN__COMMS_ERROR:
				setCommsError((Integer)newValue);
				return;
			case LnetPackage.KIB_CONN__IBC_LIST_STATE:
				setIbcListState((ListLinkState)newValue);
				return;
			case LnetPackage.KIB_CONN__IBC_SCHED_LIST_STATE:
				setIbcSchedListState((ListLinkState)newValue);
				return;
			case LnetPackage.KIB_CONN__QP_PAGES:
				setQpPages((Integer)newValue);
				return;
			case LnetPackage.KIB_CONN__CQ_PAGES:
				setCqPages((Integer)newValue);
				return;
			case LnetPackage.KIB_CONN__RX_PAGES:
				setRxPages((Integer)newValue);
				return;
			case LnetPackage.KIB_CONN__OPENED_AT:
				setOpenedAt((Long)newValue);
				return;
			case LnetPackage.KIB_CONN__CLOSED_AT:
				setClosedAt((Long)newValue);
				return;
			case LnetPackage.KIB_CONN__RXS:
				getRxs().clear();
				getRxs().addAll((Collection<? extends KibRx>)newValue);
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
			case LnetPackage.KIB_CONN__ADDRESS:
				setAddress(ADDRESS_EDEFAULT);
				return;
			case LnetPackage.KIB_CONN__PEER:
				setPeer((KibPeer)null);
				return;
			case LnetPackage.KIB_CONN__STATE:
				setState(STATE_EDEFAULT);
				return;
			case LnetPackage.KIB_CONN__REFCOUNT:
				setRefcount(REFCOUNT_EDEFAULT);
				return;
			case LnetPackage.KIB_CONN__NRX:
				setNrx(NRX_EDEFAULT);
				return;
			case LnetPackage.KIB_CONN__QUEUE_DEPTH:
				setQueueDepth(QUEUE_DEPTH_EDEFAULT);
				return;
			case LnetPackage.KIB_CONN__CREDITS:
				setCredits(CREDITS_EDEFAULT);
				return;
			case LnetPackage.KIB_CONN__OUTSTANDING_CREDITS:
				setOutstandingCredits(OUTSTANDING_CREDITS_EDEFAULT);
				return;
			case LnetPackage.KIB_CONN__RESERVED_CREDITS:
				setReservedCredits(RESERVED_CREDITS_EDEFAULT);
				return;
			case LnetPackage.KIB_CONN__NSENDS_POSTED:
				setNsendsPosted(NSENDS_POSTED_EDEFAULT);
				return;
			case LnetPackage.KIB_CONN__QUEUED_TXS:
				unsetQueuedTxs();
				return;
			case LnetPackage.KIB_CONN__ACTIVE_TXS:
				unsetActiveTxs();
				return;
			case LnetPackage.KIB_CONN__VERSION:
				setVersion(VERSION_EDEFAULT);
				return;
			case LnetPackage.KIB_CONN__INCARNATION:
				setIncarnation(INCARNATION_EDEFAULT);
				return;
			case LnetPackage.KIB_CONN__COMMS_ERROR:
				setCommsError(COMMS_ERROR_EDEFAULT);
				return;
			case LnetPackage.KIB_CONN__IBC_LIST_STATE:
				setIbcListState(IBC_LIST_STATE_EDEFAULT);
				return;
			case LnetPackage.KIB_CONN__IBC_SCHED_LIST_STATE:
				setIbcSchedListState(IBC_SCHED_LIST_STATE_EDEFAULT);
				return;
			case LnetPackage.KIB_CONN__QP_PAGES:
				setQpPages(QP_PAGES_EDEFAULT);
				return;
			case LnetPackage.KIB_CONN__CQ_PAGES:
				setCqPages(CQ_PAGES_EDEFAULT);
				return;
			case LnetPackage.KIB_CONN__RX_PAGES:
				setRxPages(RX_PAGES_EDEFAULT);
				return;
			case LnetPackage.KIB_CONN__OPENED_AT:
				unsetOpenedAt();
				return;
			case LnetPackage.KIB_CONN__CLOSED_AT:
				unsetClosedAt();
				return;
			case LnetPackage.KIB_CONN__RXS:
				getRxs().clear();
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
			case LnetPackage.KIB_CONN__ADDRESS:
				return address != ADDRESS_EDEFAULT;
			case LnetPackage.KIB_CONN__PEER:
				return getPeer() != null;
			case LnetPackage.KIB_CONN__STATE:
				return state != STATE_EDEFAULT;
			case LnetPackage.KIB_CONN__REFCOUNT:
				return refcount != REFCOUNT_EDEFAULT;
			case LnetPackage.KIB_CONN__NRX:
				return nrx != NRX_EDEFAULT;
			case LnetPackage.KIB_CONN__QUEUE_DEPTH:
				return queueDepth != QUEUE_DEPTH_EDEFAULT;
			case LnetPackage.KIB_CONN__CREDITS:
				return credits != CREDITS_EDEFAULT;
			case LnetPackage.KIB_CONN__OUTSTANDING_CREDITS:
				return outstandingCredits != OUTSTANDING_CREDITS_EDEFAULT;
			case LnetPackage.KIB_CONN__RESERVED_CREDITS:
				return reservedCredits != RESERVED_CREDITS_EDEFAULT;
			case LnetPackage.KIB_CONN__NSENDS_POSTED:
				return nsendsPosted != NSENDS_POSTED_EDEFAULT;
			case LnetPackage.KIB_CONN__QUEUED_TXS:
				return isSetQueuedTxs();
			case LnetPackage.KIB_CONN__ACTIVE_TXS:
				return isSetActiveTxs();
			case LnetPackage.KIB_CONN__VERSION:
				return version != VERSION_EDEFAULT;
			case LnetPackage.KIB_CONN__INCARNATION:
				return incarnation != INCARNATION_EDEFAULT;
			case LnetPackage.KIB_CONN__COMMS_ERROR:
				return commsError != COMMS_ERROR_EDEFAULT;
			case LnetPackage.KIB_CONN__IBC_LIST_STATE:
				return ibcListState != IBC_LIST_STATE_EDEFAULT;
			case LnetPackage.KIB_CONN__IBC_SCHED_LIST_STATE:
				return ibcSchedListState != IBC_SCHED_LIST_STATE_EDEFAULT;
			case LnetPackage.KIB_CONN__QP_PAGES:
				return qpPages != QP_PAGES_EDEFAULT;
			case LnetPackage.KIB_CONN__CQ_PAGES:
				return cqPages != CQ_PAGES_EDEFAULT;
			case LnetPackage.KIB_CONN__RX_PAGES:
				return rxPages != RX_PAGES_EDEFAULT;
			case LnetPackage.KIB_CONN__OPENED_AT:
				return isSetOpenedAt();
			case LnetPackage.KIB_CONN__CLOSED_AT:
				return isSetClosedAt();
			case LnetPackage.KIB_CONN__RXS:
				return rxs != null && !rxs.isEmpty();
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
			case LnetPackage.KIB_CONN___IS_PINNED:
				return isPinned();
			case LnetPackage.KIB_CONN___HELD_RXS:
				return heldRxs();
			case LnetPackage.KIB_CONN___HOLDERS:
				return holders();
			case LnetPackage.KIB_CONN___MEMORY_BYTES:
				return memoryBytes();
			case LnetPackage.KIB_CONN___PINNED_BYTES:
				return pinnedBytes();
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
		result.append(", state: ");
		result.append(state);
		result.append(", refcount: ");
		result.append(refcount);
		result.append(", nrx: ");
		result.append(nrx);
		result.append(", queueDepth: ");
		result.append(queueDepth);
		result.append(", credits: ");
		result.append(credits);
		result.append(", outstandingCredits: ");
		result.append(outstandingCredits);
		result.append(", reservedCredits: ");
		result.append(reservedCredits);
		result.append(", nsendsPosted: ");
		result.append(nsendsPosted);
		result.append(", queuedTxs: ");
		if ((lnetFlags & QUEUED_TXS_ESETFLAG) != 0) result.append(queuedTxs); else result.append("<unset>");
		result.append(", activeTxs: ");
		if ((lnetFlags & ACTIVE_TXS_ESETFLAG) != 0) result.append(activeTxs); else result.append("<unset>");
		result.append(", version: ");
		result.append(version);
		result.append(", incarnation: ");
		result.append(incarnation);
		result.append(", commsError: ");
		result.append(commsError);
		result.append(", ibcListState: ");
		result.append(ibcListState);
		result.append(", ibcSchedListState: ");
		result.append(ibcSchedListState);
		result.append(", qpPages: ");
		result.append(qpPages);
		result.append(", cqPages: ");
		result.append(cqPages);
		result.append(", rxPages: ");
		result.append(rxPages);
		result.append(", openedAt: ");
		if ((lnetFlags & OPENED_AT_ESETFLAG) != 0) result.append(openedAt); else result.append("<unset>");
		result.append(", closedAt: ");
		if ((lnetFlags & CLOSED_AT_ESETFLAG) != 0) result.append(closedAt); else result.append("<unset>");
		result.append(')');
		return result.toString();
	}

} //KibConnImpl
