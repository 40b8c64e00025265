/**
 * LNet Scope. Generated from model/lnet.ecore: do not edit, regenerate (see README.md).
 */
package org.lnetscope.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Kib Conn</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * An o2iblnd connection (struct kib_conn). Its QP, CQ and rx pages are freed only by kiblnd_destroy_conn, when ibc_refcount reaches 0.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.lnetscope.model.KibConn#getAddress <em>Address</em>}</li>
 *   <li>{@link org.lnetscope.model.KibConn#getPeer <em>Peer</em>}</li>
 *   <li>{@link org.lnetscope.model.KibConn#getState <em>State</em>}</li>
 *   <li>{@link org.lnetscope.model.KibConn#getRefcount <em>Refcount</em>}</li>
 *   <li>{@link org.lnetscope.model.KibConn#getNrx <em>Nrx</em>}</li>
 *   <li>{@link org.lnetscope.model.KibConn#getQueueDepth <em>Queue Depth</em>}</li>
 *   <li>{@link org.lnetscope.model.KibConn#getCredits <em>Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.KibConn#getOutstandingCredits <em>Outstanding Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.KibConn#getReservedCredits <em>Reserved Credits</em>}</li>
 *   <li>{@link org.lnetscope.model.KibConn#getNsendsPosted <em>Nsends Posted</em>}</li>
 *   <li>{@link org.lnetscope.model.KibConn#getQueuedTxs <em>Queued Txs</em>}</li>
 *   <li>{@link org.lnetscope.model.KibConn#getActiveTxs <em>Active Txs</em>}</li>
 *   <li>{@link org.lnetscope.model.KibConn#getVersion <em>Version</em>}</li>
 *   <li>{@link org.lnetscope.model.KibConn#getIncarnation <em>Incarnation</em>}</li>
 *   <li>{@link org.lnetscope.model.KibConn#getCommsError <em>Comms Error</em>}</li>
 *   <li>{@link org.lnetscope.model.KibConn#getIbcListState <em>Ibc List State</em>}</li>
 *   <li>{@link org.lnetscope.model.KibConn#getIbcSchedListState <em>Ibc Sched List State</em>}</li>
 *   <li>{@link org.lnetscope.model.KibConn#getQpPages <em>Qp Pages</em>}</li>
 *   <li>{@link org.lnetscope.model.KibConn#getCqPages <em>Cq Pages</em>}</li>
 *   <li>{@link org.lnetscope.model.KibConn#getRxPages <em>Rx Pages</em>}</li>
 *   <li>{@link org.lnetscope.model.KibConn#getOpenedAt <em>Opened At</em>}</li>
 *   <li>{@link org.lnetscope.model.KibConn#getClosedAt <em>Closed At</em>}</li>
 *   <li>{@link org.lnetscope.model.KibConn#getRxs <em>Rxs</em>}</li>
 * </ul>
 *
 * @see org.lnetscope.model.LnetPackage#getKibConn()
 * @model
 * @generated
 */
public interface KibConn extends EObject {
	/**
	 * Returns the value of the '<em><b>Address</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Kernel address of the kib_conn, or a unique synthetic handle.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Address</em>' attribute.
	 * @see #setAddress(long)
	 * @see org.lnetscope.model.LnetPackage#getKibConn_Address()
	 * @model id="true" dataType="org.lnetscope.model.Address"
	 * @generated
	 */
	long getAddress();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibConn#getAddress <em>Address</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Address</em>' attribute.
	 * @see #getAddress()
	 * @generated
	 */
	void setAddress(long value);

	/**
	 * Returns the value of the '<em><b>Peer</b></em>' container reference.
	 * It is bidirectional and its opposite is '{@link org.lnetscope.model.KibPeer#getConns <em>Conns</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Peer</em>' container reference.
	 * @see #setPeer(KibPeer)
	 * @see org.lnetscope.model.LnetPackage#getKibConn_Peer()
	 * @see org.lnetscope.model.KibPeer#getConns
	 * @model opposite="conns" transient="false"
	 * @generated
	 */
	KibPeer getPeer();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibConn#getPeer <em>Peer</em>}' container reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Peer</em>' container reference.
	 * @see #getPeer()
	 * @generated
	 */
	void setPeer(KibPeer value);

	/**
	 * Returns the value of the '<em><b>State</b></em>' attribute.
	 * The literals are from the enumeration {@link org.lnetscope.model.KibConnState}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * ibc_state
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>State</em>' attribute.
	 * @see org.lnetscope.model.KibConnState
	 * @see #setState(KibConnState)
	 * @see org.lnetscope.model.LnetPackage#getKibConn_State()
	 * @model
	 * @generated
	 */
	KibConnState getState();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibConn#getState <em>State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>State</em>' attribute.
	 * @see org.lnetscope.model.KibConnState
	 * @see #getState()
	 * @generated
	 */
	void setState(KibConnState value);

	/**
	 * Returns the value of the '<em><b>Refcount</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * ibc_refcount
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Refcount</em>' attribute.
	 * @see #setRefcount(int)
	 * @see org.lnetscope.model.LnetPackage#getKibConn_Refcount()
	 * @model
	 * @generated
	 */
	int getRefcount();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibConn#getRefcount <em>Refcount</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Refcount</em>' attribute.
	 * @see #getRefcount()
	 * @generated
	 */
	void setRefcount(int value);

	/**
	 * Returns the value of the '<em><b>Nrx</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * ibc_nrx: rx buffers still owned (each holds one ref).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Nrx</em>' attribute.
	 * @see #setNrx(int)
	 * @see org.lnetscope.model.LnetPackage#getKibConn_Nrx()
	 * @model
	 * @generated
	 */
	int getNrx();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibConn#getNrx <em>Nrx</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Nrx</em>' attribute.
	 * @see #getNrx()
	 * @generated
	 */
	void setNrx(int value);

	/**
	 * Returns the value of the '<em><b>Queue Depth</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * ibc_queue_depth as negotiated.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Queue Depth</em>' attribute.
	 * @see #setQueueDepth(int)
	 * @see org.lnetscope.model.LnetPackage#getKibConn_QueueDepth()
	 * @model
	 * @generated
	 */
	int getQueueDepth();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibConn#getQueueDepth <em>Queue Depth</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Queue Depth</em>' attribute.
	 * @see #getQueueDepth()
	 * @generated
	 */
	void setQueueDepth(int value);

	/**
	 * Returns the value of the '<em><b>Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * ibc_credits: my right to send.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Credits</em>' attribute.
	 * @see #setCredits(int)
	 * @see org.lnetscope.model.LnetPackage#getKibConn_Credits()
	 * @model
	 * @generated
	 */
	int getCredits();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibConn#getCredits <em>Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Credits</em>' attribute.
	 * @see #getCredits()
	 * @generated
	 */
	void setCredits(int value);

	/**
	 * Returns the value of the '<em><b>Outstanding Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * ibc_outstanding_credits: credits owed to the peer.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Outstanding Credits</em>' attribute.
	 * @see #setOutstandingCredits(int)
	 * @see org.lnetscope.model.LnetPackage#getKibConn_OutstandingCredits()
	 * @model
	 * @generated
	 */
	int getOutstandingCredits();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibConn#getOutstandingCredits <em>Outstanding Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Outstanding Credits</em>' attribute.
	 * @see #getOutstandingCredits()
	 * @generated
	 */
	void setOutstandingCredits(int value);

	/**
	 * Returns the value of the '<em><b>Reserved Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * ibc_reserved_credits
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Reserved Credits</em>' attribute.
	 * @see #setReservedCredits(int)
	 * @see org.lnetscope.model.LnetPackage#getKibConn_ReservedCredits()
	 * @model
	 * @generated
	 */
	int getReservedCredits();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibConn#getReservedCredits <em>Reserved Credits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Reserved Credits</em>' attribute.
	 * @see #getReservedCredits()
	 * @generated
	 */
	void setReservedCredits(int value);

	/**
	 * Returns the value of the '<em><b>Nsends Posted</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * ibc_nsends_posted
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Nsends Posted</em>' attribute.
	 * @see #setNsendsPosted(int)
	 * @see org.lnetscope.model.LnetPackage#getKibConn_NsendsPosted()
	 * @model
	 * @generated
	 */
	int getNsendsPosted();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibConn#getNsendsPosted <em>Nsends Posted</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Nsends Posted</em>' attribute.
	 * @see #getNsendsPosted()
	 * @generated
	 */
	void setNsendsPosted(int value);

	/**
	 * Returns the value of the '<em><b>Queued Txs</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * kib_tx on the conn's send queues (ibc_tx_noops, ibc_tx_queue, ibc_tx_queue_nocred, ibc_tx_queue_rsrvd): queued, not yet posted for want of IB credits (kiblnd_queue_tx_locked). Unset when not walked.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Queued Txs</em>' attribute.
	 * @see #isSetQueuedTxs()
	 * @see #unsetQueuedTxs()
	 * @see #setQueuedTxs(int)
	 * @see org.lnetscope.model.LnetPackage#getKibConn_QueuedTxs()
	 * @model unsettable="true"
	 * @generated
	 */
	int getQueuedTxs();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibConn#getQueuedTxs <em>Queued Txs</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Queued Txs</em>' attribute.
	 * @see #isSetQueuedTxs()
	 * @see #unsetQueuedTxs()
	 * @see #getQueuedTxs()
	 * @generated
	 */
	void setQueuedTxs(int value);

	/**
	 * Unsets the value of the '{@link org.lnetscope.model.KibConn#getQueuedTxs <em>Queued Txs</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetQueuedTxs()
	 * @see #getQueuedTxs()
	 * @see #setQueuedTxs(int)
	 * @generated
	 */
	void unsetQueuedTxs();

	/**
	 * Returns whether the value of the '{@link org.lnetscope.model.KibConn#getQueuedTxs <em>Queued Txs</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Queued Txs</em>' attribute is set.
	 * @see #unsetQueuedTxs()
	 * @see #getQueuedTxs()
	 * @see #setQueuedTxs(int)
	 * @generated
	 */
	boolean isSetQueuedTxs();

	/**
	 * Returns the value of the '<em><b>Active Txs</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * kib_tx on ibc_active_txs: posted, waiting for their completion or for the peer's PUT_ACK / GET_DONE (kiblnd_check_txs_locked times them out). Unset when not walked.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Active Txs</em>' attribute.
	 * @see #isSetActiveTxs()
	 * @see #unsetActiveTxs()
	 * @see #setActiveTxs(int)
	 * @see org.lnetscope.model.LnetPackage#getKibConn_ActiveTxs()
	 * @model unsettable="true"
	 * @generated
	 */
	int getActiveTxs();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibConn#getActiveTxs <em>Active Txs</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Active Txs</em>' attribute.
	 * @see #isSetActiveTxs()
	 * @see #unsetActiveTxs()
	 * @see #getActiveTxs()
	 * @generated
	 */
	void setActiveTxs(int value);

	/**
	 * Unsets the value of the '{@link org.lnetscope.model.KibConn#getActiveTxs <em>Active Txs</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetActiveTxs()
	 * @see #getActiveTxs()
	 * @see #setActiveTxs(int)
	 * @generated
	 */
	void unsetActiveTxs();

	/**
	 * Returns whether the value of the '{@link org.lnetscope.model.KibConn#getActiveTxs <em>Active Txs</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Active Txs</em>' attribute is set.
	 * @see #unsetActiveTxs()
	 * @see #getActiveTxs()
	 * @see #setActiveTxs(int)
	 * @generated
	 */
	boolean isSetActiveTxs();

	/**
	 * Returns the value of the '<em><b>Version</b></em>' attribute.
	 * The default value is <code>"18"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * ibc_version: 18 (0x12) is IBLND_MSG_VERSION_2.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Version</em>' attribute.
	 * @see #setVersion(int)
	 * @see org.lnetscope.model.LnetPackage#getKibConn_Version()
	 * @model default="18"
	 * @generated
	 */
	int getVersion();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibConn#getVersion <em>Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Version</em>' attribute.
	 * @see #getVersion()
	 * @generated
	 */
	void setVersion(int value);

	/**
	 * Returns the value of the '<em><b>Incarnation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * ibc_incarnation
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Incarnation</em>' attribute.
	 * @see #setIncarnation(long)
	 * @see org.lnetscope.model.LnetPackage#getKibConn_Incarnation()
	 * @model
	 * @generated
	 */
	long getIncarnation();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibConn#getIncarnation <em>Incarnation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Incarnation</em>' attribute.
	 * @see #getIncarnation()
	 * @generated
	 */
	void setIncarnation(long value);

	/**
	 * Returns the value of the '<em><b>Comms Error</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * ibc_comms_error
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Comms Error</em>' attribute.
	 * @see #setCommsError(int)
	 * @see org.lnetscope.model.LnetPackage#getKibConn_CommsError()
	 * @model
	 * @generated
	 */
	int getCommsError();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibConn#getCommsError <em>Comms Error</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Comms Error</em>' attribute.
	 * @see #getCommsError()
	 * @generated
	 */
	void setCommsError(int value);

	/**
	 * Returns the value of the '<em><b>Ibc List State</b></em>' attribute.
	 * The literals are from the enumeration {@link org.lnetscope.model.ListLinkState}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Whether ibc_list is on a list (ibp_conns, connd conns or zombies), empty, or poisoned by list_del.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Ibc List State</em>' attribute.
	 * @see org.lnetscope.model.ListLinkState
	 * @see #setIbcListState(ListLinkState)
	 * @see org.lnetscope.model.LnetPackage#getKibConn_IbcListState()
	 * @model
	 * @generated
	 */
	ListLinkState getIbcListState();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibConn#getIbcListState <em>Ibc List State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Ibc List State</em>' attribute.
	 * @see org.lnetscope.model.ListLinkState
	 * @see #getIbcListState()
	 * @generated
	 */
	void setIbcListState(ListLinkState value);

	/**
	 * Returns the value of the '<em><b>Ibc Sched List State</b></em>' attribute.
	 * The literals are from the enumeration {@link org.lnetscope.model.ListLinkState}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Whether ibc_sched_list is on a scheduler's ibs_conns, empty, or poisoned.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Ibc Sched List State</em>' attribute.
	 * @see org.lnetscope.model.ListLinkState
	 * @see #setIbcSchedListState(ListLinkState)
	 * @see org.lnetscope.model.LnetPackage#getKibConn_IbcSchedListState()
	 * @model
	 * @generated
	 */
	ListLinkState getIbcSchedListState();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibConn#getIbcSchedListState <em>Ibc Sched List State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Ibc Sched List State</em>' attribute.
	 * @see org.lnetscope.model.ListLinkState
	 * @see #getIbcSchedListState()
	 * @generated
	 */
	void setIbcSchedListState(ListLinkState value);

	/**
	 * Returns the value of the '<em><b>Qp Pages</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Pages of the QP (send and receive work queues).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Qp Pages</em>' attribute.
	 * @see #setQpPages(int)
	 * @see org.lnetscope.model.LnetPackage#getKibConn_QpPages()
	 * @model
	 * @generated
	 */
	int getQpPages();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibConn#getQpPages <em>Qp Pages</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Qp Pages</em>' attribute.
	 * @see #getQpPages()
	 * @generated
	 */
	void setQpPages(int value);

	/**
	 * Returns the value of the '<em><b>Cq Pages</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Pages of the completion queue.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Cq Pages</em>' attribute.
	 * @see #setCqPages(int)
	 * @see org.lnetscope.model.LnetPackage#getKibConn_CqPages()
	 * @model
	 * @generated
	 */
	int getCqPages();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibConn#getCqPages <em>Cq Pages</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Cq Pages</em>' attribute.
	 * @see #getCqPages()
	 * @generated
	 */
	void setCqPages(int value);

	/**
	 * Returns the value of the '<em><b>Rx Pages</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Pages of the rx message buffers (ibc_rx_pages): IBLND_RX_MSGS at 4 KiB each.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Rx Pages</em>' attribute.
	 * @see #setRxPages(int)
	 * @see org.lnetscope.model.LnetPackage#getKibConn_RxPages()
	 * @model
	 * @generated
	 */
	int getRxPages();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibConn#getRxPages <em>Rx Pages</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Rx Pages</em>' attribute.
	 * @see #getRxPages()
	 * @generated
	 */
	void setRxPages(int value);

	/**
	 * Returns the value of the '<em><b>Opened At</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * When the conn was created, on the node's clock; unset when unknown.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Opened At</em>' attribute.
	 * @see #isSetOpenedAt()
	 * @see #unsetOpenedAt()
	 * @see #setOpenedAt(long)
	 * @see org.lnetscope.model.LnetPackage#getKibConn_OpenedAt()
	 * @model unsettable="true"
	 * @generated
	 */
	long getOpenedAt();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibConn#getOpenedAt <em>Opened At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Opened At</em>' attribute.
	 * @see #isSetOpenedAt()
	 * @see #unsetOpenedAt()
	 * @see #getOpenedAt()
	 * @generated
	 */
	void setOpenedAt(long value);

	/**
	 * Unsets the value of the '{@link org.lnetscope.model.KibConn#getOpenedAt <em>Opened At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetOpenedAt()
	 * @see #getOpenedAt()
	 * @see #setOpenedAt(long)
	 * @generated
	 */
	void unsetOpenedAt();

	/**
	 * Returns whether the value of the '{@link org.lnetscope.model.KibConn#getOpenedAt <em>Opened At</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Opened At</em>' attribute is set.
	 * @see #unsetOpenedAt()
	 * @see #getOpenedAt()
	 * @see #setOpenedAt(long)
	 * @generated
	 */
	boolean isSetOpenedAt();

	/**
	 * Returns the value of the '<em><b>Closed At</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * When it left ESTABLISHED, on the node's clock; unset while open or unknown.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Closed At</em>' attribute.
	 * @see #isSetClosedAt()
	 * @see #unsetClosedAt()
	 * @see #setClosedAt(long)
	 * @see org.lnetscope.model.LnetPackage#getKibConn_ClosedAt()
	 * @model unsettable="true"
	 * @generated
	 */
	long getClosedAt();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.KibConn#getClosedAt <em>Closed At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Closed At</em>' attribute.
	 * @see #isSetClosedAt()
	 * @see #unsetClosedAt()
	 * @see #getClosedAt()
	 * @generated
	 */
	void setClosedAt(long value);

	/**
	 * Unsets the value of the '{@link org.lnetscope.model.KibConn#getClosedAt <em>Closed At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetClosedAt()
	 * @see #getClosedAt()
	 * @see #setClosedAt(long)
	 * @generated
	 */
	void unsetClosedAt();

	/**
	 * Returns whether the value of the '{@link org.lnetscope.model.KibConn#getClosedAt <em>Closed At</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Closed At</em>' attribute is set.
	 * @see #unsetClosedAt()
	 * @see #getClosedAt()
	 * @see #setClosedAt(long)
	 * @generated
	 */
	boolean isSetClosedAt();

	/**
	 * Returns the value of the '<em><b>Rxs</b></em>' containment reference list.
	 * The list contents are of type {@link org.lnetscope.model.KibRx}.
	 * It is bidirectional and its opposite is '{@link org.lnetscope.model.KibRx#getConn <em>Conn</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * ibc_rxs[0 .. IBLND_RX_MSGS-1], or those of interest.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Rxs</em>' containment reference list.
	 * @see org.lnetscope.model.LnetPackage#getKibConn_Rxs()
	 * @see org.lnetscope.model.KibRx#getConn
	 * @model opposite="conn" containment="true"
	 * @generated
	 */
	EList<KibRx> getRxs();

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A conn past ESTABLISHED (CLOSING or DISCONNECTED) that LNet still holds through rxs: refcount > 0 and at least one held rx, so its memory cannot be freed.
	 * <!-- end-model-doc -->
	 * @model kind="operation"
	 * @generated
	 */
	boolean isPinned();

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The rxs received and not reposted (state HELD).
	 * <!-- end-model-doc -->
	 * @model
	 * @generated
	 */
	EList<KibRx> heldRxs();

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The messages holding this conn through their kib_rx.
	 * <!-- end-model-doc -->
	 * @model
	 * @generated
	 */
	EList<Message> holders();

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Bytes allocated for this conn: (qpPages + cqPages + rxPages) * PAGE_SIZE.
	 * <!-- end-model-doc -->
	 * @model
	 * @generated
	 */
	long memoryBytes();

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * memoryBytes() if the conn is pinned, else 0.
	 * <!-- end-model-doc -->
	 * @model
	 * @generated
	 */
	long pinnedBytes();

} // KibConn
