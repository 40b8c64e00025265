/**
 * LNet Scope. Generated from model/lnet.ecore: do not edit, regenerate (see README.md).
 */
package org.lnetscope.model.impl;

import java.time.Instant;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;

import org.eclipse.emf.ecore.impl.EFactoryImpl;

import org.eclipse.emf.ecore.plugin.EcorePlugin;

import org.lnetscope.model.*;

import org.lnetscope.model.nid.Nid;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model <b>Factory</b>.
 * <!-- end-user-doc -->
 * @generated
 */
public class LnetFactoryImpl extends EFactoryImpl implements LnetFactory {
	/**
	 * Creates the default factory implementation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static LnetFactory init() {
		try {
			LnetFactory theLnetFactory = (LnetFactory)EPackage.Registry.INSTANCE.getEFactory(LnetPackage.eNS_URI);
			if (theLnetFactory != null) {
				return theLnetFactory;
			}
		}
		catch (Exception exception) {
			EcorePlugin.INSTANCE.log(exception);
		}
		return new LnetFactoryImpl();
	}

	/**
	 * Creates an instance of the factory.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public LnetFactoryImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EObject create(EClass eClass) {
		switch (eClass.getClassifierID()) {
			case LnetPackage.FABRIC: return createFabric();
			case LnetPackage.TUNABLES: return createTunables();
			case LnetPackage.NET: return createNet();
			case LnetPackage.NODE: return createNode();
			case LnetPackage.STATS: return createStats();
			case LnetPackage.LOCAL_NI: return createLocalNi();
			case LnetPackage.TX_QUEUE: return createTxQueue();
			case LnetPackage.PEER: return createPeer();
			case LnetPackage.PEER_NI: return createPeerNi();
			case LnetPackage.RTR_BUFFER_POOL: return createRtrBufferPool();
			case LnetPackage.MESSAGE: return createMessage();
			case LnetPackage.KIB_PEER: return createKibPeer();
			case LnetPackage.KIB_CONN: return createKibConn();
			case LnetPackage.KIB_RX: return createKibRx();
			case LnetPackage.ROUTE: return createRoute();
			case LnetPackage.DIAGNOSTIC: return createDiagnostic();
			default:
				throw new IllegalArgumentException("The class '" + eClass.getName() + "' is not a valid classifier");
		}
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object createFromString(EDataType eDataType, String initialValue) {
		switch (eDataType.getClassifierID()) {
			case LnetPackage.LUSTRE_LAYOUT:
				return createLustreLayoutFromString(eDataType, initialValue);
			case LnetPackage.CAPTURE_SOURCE:
				return createCaptureSourceFromString(eDataType, initialValue);
			case LnetPackage.LND_TYPE:
				return createLndTypeFromString(eDataType, initialValue);
			case LnetPackage.NODE_ROLE:
				return createNodeRoleFromString(eDataType, initialValue);
			case LnetPackage.LINK_STATE:
				return createLinkStateFromString(eDataType, initialValue);
			case LnetPackage.PEER_STATE:
				return createPeerStateFromString(eDataType, initialValue);
			case LnetPackage.POOL_KIND:
				return createPoolKindFromString(eDataType, initialValue);
			case LnetPackage.MSG_TYPE:
				return createMsgTypeFromString(eDataType, initialValue);
			case LnetPackage.KIB_CONN_STATE:
				return createKibConnStateFromString(eDataType, initialValue);
			case LnetPackage.LIST_LINK_STATE:
				return createListLinkStateFromString(eDataType, initialValue);
			case LnetPackage.RX_STATE:
				return createRxStateFromString(eDataType, initialValue);
			case LnetPackage.SEVERITY:
				return createSeverityFromString(eDataType, initialValue);
			case LnetPackage.NID:
				return createNidFromString(eDataType, initialValue);
			case LnetPackage.ADDRESS:
				return createAddressFromString(eDataType, initialValue);
			case LnetPackage.INSTANT:
				return createInstantFromString(eDataType, initialValue);
			default:
				throw new IllegalArgumentException("The datatype '" + eDataType.getName() + "' is not a valid classifier");
		}
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String convertToString(EDataType eDataType, Object instanceValue) {
		switch (eDataType.getClassifierID()) {
			case LnetPackage.LUSTRE_LAYOUT:
				return convertLustreLayoutToString(eDataType, instanceValue);
			case LnetPackage.CAPTURE_SOURCE:
				return convertCaptureSourceToString(eDataType, instanceValue);
			case LnetPackage.LND_TYPE:
				return convertLndTypeToString(eDataType, instanceValue);
			case LnetPackage.NODE_ROLE:
				return convertNodeRoleToString(eDataType, instanceValue);
			case LnetPackage.LINK_STATE:
				return convertLinkStateToString(eDataType, instanceValue);
			case LnetPackage.PEER_STATE:
				return convertPeerStateToString(eDataType, instanceValue);
			case LnetPackage.POOL_KIND:
				return convertPoolKindToString(eDataType, instanceValue);
			case LnetPackage.MSG_TYPE:
				return convertMsgTypeToString(eDataType, instanceValue);
			case LnetPackage.KIB_CONN_STATE:
				return convertKibConnStateToString(eDataType, instanceValue);
			case LnetPackage.LIST_LINK_STATE:
				return convertListLinkStateToString(eDataType, instanceValue);
			case LnetPackage.RX_STATE:
				return convertRxStateToString(eDataType, instanceValue);
			case LnetPackage.SEVERITY:
				return convertSeverityToString(eDataType, instanceValue);
			case LnetPackage.NID:
				return convertNidToString(eDataType, instanceValue);
			case LnetPackage.ADDRESS:
				return convertAddressToString(eDataType, instanceValue);
			case LnetPackage.INSTANT:
				return convertInstantToString(eDataType, instanceValue);
			default:
				throw new IllegalArgumentException("The datatype '" + eDataType.getName() + "' is not a valid classifier");
		}
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Fabric createFabric() {
		FabricImpl fabric = new FabricImpl();
		return fabric;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Tunables createTunables() {
		TunablesImpl tunables = new TunablesImpl();
		return tunables;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Net createNet() {
		NetImpl net = new NetImpl();
		return net;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Node createNode() {
		NodeImpl node = new NodeImpl();
		return node;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Stats createStats() {
		StatsImpl stats = new StatsImpl();
		return stats;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public LocalNi createLocalNi() {
		LocalNiImpl localNi = new LocalNiImpl();
		return localNi;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public TxQueue createTxQueue() {
		TxQueueImpl txQueue = new TxQueueImpl();
		return txQueue;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Peer createPeer() {
		PeerImpl peer = new PeerImpl();
		return peer;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public PeerNi createPeerNi() {
		PeerNiImpl peerNi = new PeerNiImpl();
		return peerNi;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public RtrBufferPool createRtrBufferPool() {
		RtrBufferPoolImpl rtrBufferPool = new RtrBufferPoolImpl();
		return rtrBufferPool;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Message createMessage() {
		MessageImpl message = new MessageImpl();
		return message;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public KibPeer createKibPeer() {
		KibPeerImpl kibPeer = new KibPeerImpl();
		return kibPeer;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public KibConn createKibConn() {
		KibConnImpl kibConn = new KibConnImpl();
		return kibConn;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public KibRx createKibRx() {
		KibRxImpl kibRx = new KibRxImpl();
		return kibRx;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Route createRoute() {
		RouteImpl route = new RouteImpl();
		return route;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Diagnostic createDiagnostic() {
		DiagnosticImpl diagnostic = new DiagnosticImpl();
		return diagnostic;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public LustreLayout createLustreLayoutFromString(EDataType eDataType, String initialValue) {
		LustreLayout result = LustreLayout.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertLustreLayoutToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public CaptureSource createCaptureSourceFromString(EDataType eDataType, String initialValue) {
		CaptureSource result = CaptureSource.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertCaptureSourceToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public LndType createLndTypeFromString(EDataType eDataType, String initialValue) {
		LndType result = LndType.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertLndTypeToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NodeRole createNodeRoleFromString(EDataType eDataType, String initialValue) {
		NodeRole result = NodeRole.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertNodeRoleToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public LinkState createLinkStateFromString(EDataType eDataType, String initialValue) {
		LinkState result = LinkState.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertLinkStateToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public PeerState createPeerStateFromString(EDataType eDataType, String initialValue) {
		PeerState result = PeerState.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertPeerStateToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public PoolKind createPoolKindFromString(EDataType eDataType, String initialValue) {
		PoolKind result = PoolKind.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertPoolKindToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public MsgType createMsgTypeFromString(EDataType eDataType, String initialValue) {
		MsgType result = MsgType.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertMsgTypeToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public KibConnState createKibConnStateFromString(EDataType eDataType, String initialValue) {
		KibConnState result = KibConnState.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertKibConnStateToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public ListLinkState createListLinkStateFromString(EDataType eDataType, String initialValue) {
		ListLinkState result = ListLinkState.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertListLinkStateToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public RxState createRxStateFromString(EDataType eDataType, String initialValue) {
		RxState result = RxState.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertRxStateToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Severity createSeverityFromString(EDataType eDataType, String initialValue) {
		Severity result = Severity.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertSeverityToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Nid createNid(final String it) {
		return it == null ? null : org.lnetscope.model.nid.Nid.parse(it);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Nid createNidFromString(EDataType eDataType, String initialValue) {
		return createNid(initialValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertNid(final Nid it) {
		return it == null ? null : it.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertNidToString(EDataType eDataType, Object instanceValue) {
		return convertNid((Nid)instanceValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public long createAddress(final String it) {
		return org.lnetscope.model.internal.Addresses.parse(it);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Long createAddressFromString(EDataType eDataType, String initialValue) {
		return createAddress(initialValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertAddress(final long it) {
		return org.lnetscope.model.internal.Addresses.format(it);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertAddressToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : convertAddress((Long)instanceValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Instant createInstant(final String it) {
		return it == null ? null : java.time.Instant.parse(it);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Instant createInstantFromString(EDataType eDataType, String initialValue) {
		return createInstant(initialValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertInstant(final Instant it) {
		return it == null ? null : it.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertInstantToString(EDataType eDataType, Object instanceValue) {
		return convertInstant((Instant)instanceValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public LnetPackage getLnetPackage() {
		return (LnetPackage)getEPackage();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @deprecated
	 * @generated
	 */
	@Deprecated
	public static LnetPackage getPackage() {
		return LnetPackage.eINSTANCE;
	}

} //LnetFactoryImpl
