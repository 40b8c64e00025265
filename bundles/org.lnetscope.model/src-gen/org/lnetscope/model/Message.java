/**
 * LNet Scope. Generated from model/lnet.ecore: do not edit, regenerate (see README.md).
 */
package org.lnetscope.model;

import org.eclipse.emf.ecore.EObject;

import org.lnetscope.model.nid.Nid;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Message</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * An LNet message (struct lnet_msg) alive on its node. The flags are the lnet_msg bitfields of the same name.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.lnetscope.model.Message#getAddress <em>Address</em>}</li>
 *   <li>{@link org.lnetscope.model.Message#getType <em>Type</em>}</li>
 *   <li>{@link org.lnetscope.model.Message#getSrcNid <em>Src Nid</em>}</li>
 *   <li>{@link org.lnetscope.model.Message#getDestNid <em>Dest Nid</em>}</li>
 *   <li>{@link org.lnetscope.model.Message#getLength <em>Length</em>}</li>
 *   <li>{@link org.lnetscope.model.Message#isTxCommitted <em>Tx Committed</em>}</li>
 *   <li>{@link org.lnetscope.model.Message#isRxCommitted <em>Rx Committed</em>}</li>
 *   <li>{@link org.lnetscope.model.Message#isTxDelayed <em>Tx Delayed</em>}</li>
 *   <li>{@link org.lnetscope.model.Message#isRxDelayed <em>Rx Delayed</em>}</li>
 *   <li>{@link org.lnetscope.model.Message#isRxReadyDelay <em>Rx Ready Delay</em>}</li>
 *   <li>{@link org.lnetscope.model.Message#isRouting <em>Routing</em>}</li>
 *   <li>{@link org.lnetscope.model.Message#isSending <em>Sending</em>}</li>
 *   <li>{@link org.lnetscope.model.Message#isReceiving <em>Receiving</em>}</li>
 *   <li>{@link org.lnetscope.model.Message#isTxCredit <em>Tx Credit</em>}</li>
 *   <li>{@link org.lnetscope.model.Message#isPeerTxCredit <em>Peer Tx Credit</em>}</li>
 *   <li>{@link org.lnetscope.model.Message#isRtrCredit <em>Rtr Credit</em>}</li>
 *   <li>{@link org.lnetscope.model.Message#isPeerRtrCredit <em>Peer Rtr Credit</em>}</li>
 *   <li>{@link org.lnetscope.model.Message#getRxPeer <em>Rx Peer</em>}</li>
 *   <li>{@link org.lnetscope.model.Message#getTxPeer <em>Tx Peer</em>}</li>
 *   <li>{@link org.lnetscope.model.Message#getKibRx <em>Kib Rx</em>}</li>
 * </ul>
 *
 * @see org.lnetscope.model.LnetPackage#getMessage()
 * @model
 * @generated
 */
public interface Message extends EObject {
	/**
	 * Returns the value of the '<em><b>Address</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Kernel address of the lnet_msg, or a unique synthetic handle.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Address</em>' attribute.
	 * @see #setAddress(long)
	 * @see org.lnetscope.model.LnetPackage#getMessage_Address()
	 * @model id="true" dataType="org.lnetscope.model.Address"
	 * @generated
	 */
	long getAddress();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Message#getAddress <em>Address</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Address</em>' attribute.
	 * @see #getAddress()
	 * @generated
	 */
	void setAddress(long value);

	/**
	 * Returns the value of the '<em><b>Type</b></em>' attribute.
	 * The literals are from the enumeration {@link org.lnetscope.model.MsgType}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * msg_type
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Type</em>' attribute.
	 * @see org.lnetscope.model.MsgType
	 * @see #setType(MsgType)
	 * @see org.lnetscope.model.LnetPackage#getMessage_Type()
	 * @model
	 * @generated
	 */
	MsgType getType();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Message#getType <em>Type</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Type</em>' attribute.
	 * @see org.lnetscope.model.MsgType
	 * @see #getType()
	 * @generated
	 */
	void setType(MsgType value);

	/**
	 * Returns the value of the '<em><b>Src Nid</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * msg_hdr.src_nid: the originator (a server for the incident's traffic), not the previous hop.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Src Nid</em>' attribute.
	 * @see #setSrcNid(Nid)
	 * @see org.lnetscope.model.LnetPackage#getMessage_SrcNid()
	 * @model dataType="org.lnetscope.model.Nid"
	 * @generated
	 */
	Nid getSrcNid();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Message#getSrcNid <em>Src Nid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Src Nid</em>' attribute.
	 * @see #getSrcNid()
	 * @generated
	 */
	void setSrcNid(Nid value);

	/**
	 * Returns the value of the '<em><b>Dest Nid</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * msg_hdr.dest_nid
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Dest Nid</em>' attribute.
	 * @see #setDestNid(Nid)
	 * @see org.lnetscope.model.LnetPackage#getMessage_DestNid()
	 * @model dataType="org.lnetscope.model.Nid"
	 * @generated
	 */
	Nid getDestNid();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Message#getDestNid <em>Dest Nid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Dest Nid</em>' attribute.
	 * @see #getDestNid()
	 * @generated
	 */
	void setDestNid(Nid value);

	/**
	 * Returns the value of the '<em><b>Length</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * msg_len: payload bytes.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Length</em>' attribute.
	 * @see #setLength(int)
	 * @see org.lnetscope.model.LnetPackage#getMessage_Length()
	 * @model
	 * @generated
	 */
	int getLength();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Message#getLength <em>Length</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Length</em>' attribute.
	 * @see #getLength()
	 * @generated
	 */
	void setLength(int value);

	/**
	 * Returns the value of the '<em><b>Tx Committed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Tx Committed</em>' attribute.
	 * @see #setTxCommitted(boolean)
	 * @see org.lnetscope.model.LnetPackage#getMessage_TxCommitted()
	 * @model
	 * @generated
	 */
	boolean isTxCommitted();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Message#isTxCommitted <em>Tx Committed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Tx Committed</em>' attribute.
	 * @see #isTxCommitted()
	 * @generated
	 */
	void setTxCommitted(boolean value);

	/**
	 * Returns the value of the '<em><b>Rx Committed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Rx Committed</em>' attribute.
	 * @see #setRxCommitted(boolean)
	 * @see org.lnetscope.model.LnetPackage#getMessage_RxCommitted()
	 * @model
	 * @generated
	 */
	boolean isRxCommitted();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Message#isRxCommitted <em>Rx Committed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Rx Committed</em>' attribute.
	 * @see #isRxCommitted()
	 * @generated
	 */
	void setRxCommitted(boolean value);

	/**
	 * Returns the value of the '<em><b>Tx Delayed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Tx Delayed</em>' attribute.
	 * @see #setTxDelayed(boolean)
	 * @see org.lnetscope.model.LnetPackage#getMessage_TxDelayed()
	 * @model
	 * @generated
	 */
	boolean isTxDelayed();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Message#isTxDelayed <em>Tx Delayed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Tx Delayed</em>' attribute.
	 * @see #isTxDelayed()
	 * @generated
	 */
	void setTxDelayed(boolean value);

	/**
	 * Returns the value of the '<em><b>Rx Delayed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Rx Delayed</em>' attribute.
	 * @see #setRxDelayed(boolean)
	 * @see org.lnetscope.model.LnetPackage#getMessage_RxDelayed()
	 * @model
	 * @generated
	 */
	boolean isRxDelayed();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Message#isRxDelayed <em>Rx Delayed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Rx Delayed</em>' attribute.
	 * @see #isRxDelayed()
	 * @generated
	 */
	void setRxDelayed(boolean value);

	/**
	 * Returns the value of the '<em><b>Rx Ready Delay</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Rx Ready Delay</em>' attribute.
	 * @see #setRxReadyDelay(boolean)
	 * @see org.lnetscope.model.LnetPackage#getMessage_RxReadyDelay()
	 * @model
	 * @generated
	 */
	boolean isRxReadyDelay();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Message#isRxReadyDelay <em>Rx Ready Delay</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Rx Ready Delay</em>' attribute.
	 * @see #isRxReadyDelay()
	 * @generated
	 */
	void setRxReadyDelay(boolean value);

	/**
	 * Returns the value of the '<em><b>Routing</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Routing</em>' attribute.
	 * @see #setRouting(boolean)
	 * @see org.lnetscope.model.LnetPackage#getMessage_Routing()
	 * @model
	 * @generated
	 */
	boolean isRouting();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Message#isRouting <em>Routing</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Routing</em>' attribute.
	 * @see #isRouting()
	 * @generated
	 */
	void setRouting(boolean value);

	/**
	 * Returns the value of the '<em><b>Sending</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Sending</em>' attribute.
	 * @see #setSending(boolean)
	 * @see org.lnetscope.model.LnetPackage#getMessage_Sending()
	 * @model
	 * @generated
	 */
	boolean isSending();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Message#isSending <em>Sending</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Sending</em>' attribute.
	 * @see #isSending()
	 * @generated
	 */
	void setSending(boolean value);

	/**
	 * Returns the value of the '<em><b>Receiving</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Receiving</em>' attribute.
	 * @see #setReceiving(boolean)
	 * @see org.lnetscope.model.LnetPackage#getMessage_Receiving()
	 * @model
	 * @generated
	 */
	boolean isReceiving();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Message#isReceiving <em>Receiving</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Receiving</em>' attribute.
	 * @see #isReceiving()
	 * @generated
	 */
	void setReceiving(boolean value);

	/**
	 * Returns the value of the '<em><b>Tx Credit</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * msg_txcredit: holds an NI tx credit.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Tx Credit</em>' attribute.
	 * @see #setTxCredit(boolean)
	 * @see org.lnetscope.model.LnetPackage#getMessage_TxCredit()
	 * @model
	 * @generated
	 */
	boolean isTxCredit();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Message#isTxCredit <em>Tx Credit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Tx Credit</em>' attribute.
	 * @see #isTxCredit()
	 * @generated
	 */
	void setTxCredit(boolean value);

	/**
	 * Returns the value of the '<em><b>Peer Tx Credit</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * msg_peertxcredit: holds a peer NI tx credit.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Peer Tx Credit</em>' attribute.
	 * @see #setPeerTxCredit(boolean)
	 * @see org.lnetscope.model.LnetPackage#getMessage_PeerTxCredit()
	 * @model
	 * @generated
	 */
	boolean isPeerTxCredit();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Message#isPeerTxCredit <em>Peer Tx Credit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Peer Tx Credit</em>' attribute.
	 * @see #isPeerTxCredit()
	 * @generated
	 */
	void setPeerTxCredit(boolean value);

	/**
	 * Returns the value of the '<em><b>Rtr Credit</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * msg_rtrcredit: holds a router buffer pool credit.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Rtr Credit</em>' attribute.
	 * @see #setRtrCredit(boolean)
	 * @see org.lnetscope.model.LnetPackage#getMessage_RtrCredit()
	 * @model
	 * @generated
	 */
	boolean isRtrCredit();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Message#isRtrCredit <em>Rtr Credit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Rtr Credit</em>' attribute.
	 * @see #isRtrCredit()
	 * @generated
	 */
	void setRtrCredit(boolean value);

	/**
	 * Returns the value of the '<em><b>Peer Rtr Credit</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * msg_peerrtrcredit: holds the rx peer's router credit.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Peer Rtr Credit</em>' attribute.
	 * @see #setPeerRtrCredit(boolean)
	 * @see org.lnetscope.model.LnetPackage#getMessage_PeerRtrCredit()
	 * @model
	 * @generated
	 */
	boolean isPeerRtrCredit();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Message#isPeerRtrCredit <em>Peer Rtr Credit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Peer Rtr Credit</em>' attribute.
	 * @see #isPeerRtrCredit()
	 * @generated
	 */
	void setPeerRtrCredit(boolean value);

	/**
	 * Returns the value of the '<em><b>Rx Peer</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * msg_rxpeer: the peer NI it came from (previous hop).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Rx Peer</em>' reference.
	 * @see #setRxPeer(PeerNi)
	 * @see org.lnetscope.model.LnetPackage#getMessage_RxPeer()
	 * @model
	 * @generated
	 */
	PeerNi getRxPeer();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Message#getRxPeer <em>Rx Peer</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Rx Peer</em>' reference.
	 * @see #getRxPeer()
	 * @generated
	 */
	void setRxPeer(PeerNi value);

	/**
	 * Returns the value of the '<em><b>Tx Peer</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * msg_txpeer: the peer NI it goes to (next hop).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Tx Peer</em>' reference.
	 * @see #setTxPeer(PeerNi)
	 * @see org.lnetscope.model.LnetPackage#getMessage_TxPeer()
	 * @model
	 * @generated
	 */
	PeerNi getTxPeer();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Message#getTxPeer <em>Tx Peer</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Tx Peer</em>' reference.
	 * @see #getTxPeer()
	 * @generated
	 */
	void setTxPeer(PeerNi value);

	/**
	 * Returns the value of the '<em><b>Kib Rx</b></em>' reference.
	 * It is bidirectional and its opposite is '{@link org.lnetscope.model.KibRx#getMessage <em>Message</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * msg_private while it is live: the o2iblnd rx still held for this message (receiving and rx-delayed). Stale msg_private values are not recorded.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Kib Rx</em>' reference.
	 * @see #setKibRx(KibRx)
	 * @see org.lnetscope.model.LnetPackage#getMessage_KibRx()
	 * @see org.lnetscope.model.KibRx#getMessage
	 * @model opposite="message"
	 * @generated
	 */
	KibRx getKibRx();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Message#getKibRx <em>Kib Rx</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Kib Rx</em>' reference.
	 * @see #getKibRx()
	 * @generated
	 */
	void setKibRx(KibRx value);

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The kib_conn this message keeps alive through its held kib_rx, or null.
	 * <!-- end-model-doc -->
	 * @model
	 * @generated
	 */
	KibConn heldConn();

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lnet_msg -> kib_rx -> kib_conn -> bytes, as one line of text; null when the message holds no rx.
	 * <!-- end-model-doc -->
	 * @model
	 * @generated
	 */
	String ownershipChain();

} // Message
