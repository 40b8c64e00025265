/**
 * LNet Scope. Generated from model/lnet.ecore: do not edit, regenerate (see README.md).
 */
package org.lnetscope.model;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EOperation;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;

/**
 * <!-- begin-user-doc -->
 * The <b>Package</b> for the model.
 * It contains accessors for the meta objects to represent
 * <ul>
 *   <li>each class,</li>
 *   <li>each feature of each class,</li>
 *   <li>each operation of each class,</li>
 *   <li>each enum,</li>
 *   <li>and each data type</li>
 * </ul>
 * <!-- end-user-doc -->
 * @see org.lnetscope.model.LnetFactory
 * @model kind="package"
 * @generated
 */
public interface LnetPackage extends EPackage {
	/**
	 * The package name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNAME = "model";

	/**
	 * The package namespace URI.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNS_URI = "http://lnetscope.org/model/lnet/1.0";

	/**
	 * The package namespace name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNS_PREFIX = "lnet";

	/**
	 * The package content type ID.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eCONTENT_TYPE = "org.lnetscope.model.lnetmodel";

	/**
	 * The singleton instance of the package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	LnetPackage eINSTANCE = org.lnetscope.model.impl.LnetPackageImpl.init();

	/**
	 * The meta object id for the '{@link org.lnetscope.model.impl.FabricImpl <em>Fabric</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.lnetscope.model.impl.FabricImpl
	 * @see org.lnetscope.model.impl.LnetPackageImpl#getFabric()
	 * @generated
	 */
	int FABRIC = 0;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FABRIC__NAME = 0;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FABRIC__DESCRIPTION = 1;

	/**
	 * The feature id for the '<em><b>Lustre Version</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FABRIC__LUSTRE_VERSION = 2;

	/**
	 * The feature id for the '<em><b>Capture Time</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FABRIC__CAPTURE_TIME = 3;

	/**
	 * The feature id for the '<em><b>Source</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FABRIC__SOURCE = 4;

	/**
	 * The feature id for the '<em><b>Tunables</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FABRIC__TUNABLES = 5;

	/**
	 * The feature id for the '<em><b>Nets</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FABRIC__NETS = 6;

	/**
	 * The feature id for the '<em><b>Nodes</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FABRIC__NODES = 7;

	/**
	 * The feature id for the '<em><b>Diagnostics</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FABRIC__DIAGNOSTICS = 8;

	/**
	 * The number of structural features of the '<em>Fabric</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FABRIC_FEATURE_COUNT = 9;

	/**
	 * The operation id for the '<em>Find Net</em>' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FABRIC___FIND_NET__STRING = 0;

	/**
	 * The operation id for the '<em>Find Node</em>' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FABRIC___FIND_NODE__STRING = 1;

	/**
	 * The operation id for the '<em>Effective Lnd Timeout</em>' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FABRIC___EFFECTIVE_LND_TIMEOUT = 2;

	/**
	 * The number of operations of the '<em>Fabric</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FABRIC_OPERATION_COUNT = 3;

	/**
	 * The meta object id for the '{@link org.lnetscope.model.impl.TunablesImpl <em>Tunables</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.lnetscope.model.impl.TunablesImpl
	 * @see org.lnetscope.model.impl.LnetPackageImpl#getTunables()
	 * @generated
	 */
	int TUNABLES = 1;

	/**
	 * The feature id for the '<em><b>Peer Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TUNABLES__PEER_CREDITS = 0;

	/**
	 * The feature id for the '<em><b>Peer Buffer Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TUNABLES__PEER_BUFFER_CREDITS = 1;

	/**
	 * The feature id for the '<em><b>Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TUNABLES__CREDITS = 2;

	/**
	 * The feature id for the '<em><b>Concurrent Sends</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TUNABLES__CONCURRENT_SENDS = 3;

	/**
	 * The feature id for the '<em><b>Peer Credits Hiw</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TUNABLES__PEER_CREDITS_HIW = 4;

	/**
	 * The feature id for the '<em><b>Map On Demand</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TUNABLES__MAP_ON_DEMAND = 5;

	/**
	 * The feature id for the '<em><b>Peer Timeout</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TUNABLES__PEER_TIMEOUT = 6;

	/**
	 * The feature id for the '<em><b>Transaction Timeout</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TUNABLES__TRANSACTION_TIMEOUT = 7;

	/**
	 * The feature id for the '<em><b>Retry Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TUNABLES__RETRY_COUNT = 8;

	/**
	 * The feature id for the '<em><b>Health Sensitivity</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TUNABLES__HEALTH_SENSITIVITY = 9;

	/**
	 * The feature id for the '<em><b>Discovery</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TUNABLES__DISCOVERY = 10;

	/**
	 * The feature id for the '<em><b>Lnd Timeout</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TUNABLES__LND_TIMEOUT = 11;

	/**
	 * The feature id for the '<em><b>Tiny Router Buffers</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TUNABLES__TINY_ROUTER_BUFFERS = 12;

	/**
	 * The feature id for the '<em><b>Small Router Buffers</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TUNABLES__SMALL_ROUTER_BUFFERS = 13;

	/**
	 * The feature id for the '<em><b>Large Router Buffers</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TUNABLES__LARGE_ROUTER_BUFFERS = 14;

	/**
	 * The number of structural features of the '<em>Tunables</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TUNABLES_FEATURE_COUNT = 15;

	/**
	 * The operation id for the '<em>Effective Peer Buffer Credits</em>' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TUNABLES___EFFECTIVE_PEER_BUFFER_CREDITS = 0;

	/**
	 * The operation id for the '<em>Effective Router Buffers</em>' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TUNABLES___EFFECTIVE_ROUTER_BUFFERS__POOLKIND = 1;

	/**
	 * The number of operations of the '<em>Tunables</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TUNABLES_OPERATION_COUNT = 2;

	/**
	 * The meta object id for the '{@link org.lnetscope.model.impl.NetImpl <em>Net</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.lnetscope.model.impl.NetImpl
	 * @see org.lnetscope.model.impl.LnetPackageImpl#getNet()
	 * @generated
	 */
	int NET = 2;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NET__NAME = 0;

	/**
	 * The feature id for the '<em><b>Lnd Type</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NET__LND_TYPE = 1;

	/**
	 * The feature id for the '<em><b>Peer Timeout</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NET__PEER_TIMEOUT = 2;

	/**
	 * The number of structural features of the '<em>Net</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NET_FEATURE_COUNT = 3;

	/**
	 * The number of operations of the '<em>Net</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NET_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.lnetscope.model.impl.NodeImpl <em>Node</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.lnetscope.model.impl.NodeImpl
	 * @see org.lnetscope.model.impl.LnetPackageImpl#getNode()
	 * @generated
	 */
	int NODE = 3;

	/**
	 * The feature id for the '<em><b>Hostname</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NODE__HOSTNAME = 0;

	/**
	 * The feature id for the '<em><b>Role</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NODE__ROLE = 1;

	/**
	 * The feature id for the '<em><b>Group</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NODE__GROUP = 2;

	/**
	 * The feature id for the '<em><b>Ram Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NODE__RAM_BYTES = 3;

	/**
	 * The feature id for the '<em><b>Used Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NODE__USED_BYTES = 4;

	/**
	 * The feature id for the '<em><b>Auto Down</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NODE__AUTO_DOWN = 5;

	/**
	 * The feature id for the '<em><b>Lnd Timeout</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NODE__LND_TIMEOUT = 6;

	/**
	 * The feature id for the '<em><b>Mem Available Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NODE__MEM_AVAILABLE_BYTES = 7;

	/**
	 * The feature id for the '<em><b>Slab Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NODE__SLAB_BYTES = 8;

	/**
	 * The feature id for the '<em><b>Slab Unreclaimable Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NODE__SLAB_UNRECLAIMABLE_BYTES = 9;

	/**
	 * The feature id for the '<em><b>Routing Enabled</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NODE__ROUTING_ENABLED = 10;

	/**
	 * The feature id for the '<em><b>Cpt Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NODE__CPT_COUNT = 11;

	/**
	 * The feature id for the '<em><b>Clock Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NODE__CLOCK_SECONDS = 12;

	/**
	 * The feature id for the '<em><b>Stats</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NODE__STATS = 13;

	/**
	 * The feature id for the '<em><b>Local Nis</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NODE__LOCAL_NIS = 14;

	/**
	 * The feature id for the '<em><b>Peers</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NODE__PEERS = 15;

	/**
	 * The feature id for the '<em><b>Rtr Buffer Pools</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NODE__RTR_BUFFER_POOLS = 16;

	/**
	 * The feature id for the '<em><b>Kib Peers</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NODE__KIB_PEERS = 17;

	/**
	 * The feature id for the '<em><b>Routes</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NODE__ROUTES = 18;

	/**
	 * The feature id for the '<em><b>Messages</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NODE__MESSAGES = 19;

	/**
	 * The number of structural features of the '<em>Node</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NODE_FEATURE_COUNT = 20;

	/**
	 * The operation id for the '<em>Pinned Conns</em>' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NODE___PINNED_CONNS = 0;

	/**
	 * The operation id for the '<em>Pinned Bytes</em>' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NODE___PINNED_BYTES = 1;

	/**
	 * The operation id for the '<em>Find Local Ni</em>' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NODE___FIND_LOCAL_NI__NID = 2;

	/**
	 * The operation id for the '<em>Find Peer Ni</em>' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NODE___FIND_PEER_NI__NID = 3;

	/**
	 * The operation id for the '<em>Find Kib Peer</em>' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NODE___FIND_KIB_PEER__NID = 4;

	/**
	 * The number of operations of the '<em>Node</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NODE_OPERATION_COUNT = 5;

	/**
	 * The meta object id for the '{@link org.lnetscope.model.impl.StatsImpl <em>Stats</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.lnetscope.model.impl.StatsImpl
	 * @see org.lnetscope.model.impl.LnetPackageImpl#getStats()
	 * @generated
	 */
	int STATS = 4;

	/**
	 * The feature id for the '<em><b>Msgs Alloc</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STATS__MSGS_ALLOC = 0;

	/**
	 * The feature id for the '<em><b>Msgs Max</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STATS__MSGS_MAX = 1;

	/**
	 * The feature id for the '<em><b>Errors</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STATS__ERRORS = 2;

	/**
	 * The feature id for the '<em><b>Send Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STATS__SEND_COUNT = 3;

	/**
	 * The feature id for the '<em><b>Recv Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STATS__RECV_COUNT = 4;

	/**
	 * The feature id for the '<em><b>Route Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STATS__ROUTE_COUNT = 5;

	/**
	 * The feature id for the '<em><b>Drop Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STATS__DROP_COUNT = 6;

	/**
	 * The feature id for the '<em><b>Send Length</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STATS__SEND_LENGTH = 7;

	/**
	 * The feature id for the '<em><b>Recv Length</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STATS__RECV_LENGTH = 8;

	/**
	 * The feature id for the '<em><b>Route Length</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STATS__ROUTE_LENGTH = 9;

	/**
	 * The feature id for the '<em><b>Drop Length</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STATS__DROP_LENGTH = 10;

	/**
	 * The number of structural features of the '<em>Stats</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STATS_FEATURE_COUNT = 11;

	/**
	 * The number of operations of the '<em>Stats</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STATS_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.lnetscope.model.impl.LocalNiImpl <em>Local Ni</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.lnetscope.model.impl.LocalNiImpl
	 * @see org.lnetscope.model.impl.LnetPackageImpl#getLocalNi()
	 * @generated
	 */
	int LOCAL_NI = 5;

	/**
	 * The feature id for the '<em><b>Nid</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOCAL_NI__NID = 0;

	/**
	 * The feature id for the '<em><b>Net</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOCAL_NI__NET = 1;

	/**
	 * The feature id for the '<em><b>Status</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOCAL_NI__STATUS = 2;

	/**
	 * The feature id for the '<em><b>Interface Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOCAL_NI__INTERFACE_NAME = 3;

	/**
	 * The feature id for the '<em><b>Peer Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOCAL_NI__PEER_CREDITS = 4;

	/**
	 * The feature id for the '<em><b>Peer Rtr Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOCAL_NI__PEER_RTR_CREDITS = 5;

	/**
	 * The feature id for the '<em><b>Max Tx Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOCAL_NI__MAX_TX_CREDITS = 6;

	/**
	 * The feature id for the '<em><b>Peer Timeout</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOCAL_NI__PEER_TIMEOUT = 7;

	/**
	 * The feature id for the '<em><b>Tx Queues</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOCAL_NI__TX_QUEUES = 8;

	/**
	 * The number of structural features of the '<em>Local Ni</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOCAL_NI_FEATURE_COUNT = 9;

	/**
	 * The operation id for the '<em>Tx Credits</em>' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOCAL_NI___TX_CREDITS = 0;

	/**
	 * The number of operations of the '<em>Local Ni</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOCAL_NI_OPERATION_COUNT = 1;

	/**
	 * The meta object id for the '{@link org.lnetscope.model.impl.TxQueueImpl <em>Tx Queue</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.lnetscope.model.impl.TxQueueImpl
	 * @see org.lnetscope.model.impl.LnetPackageImpl#getTxQueue()
	 * @generated
	 */
	int TX_QUEUE = 6;

	/**
	 * The feature id for the '<em><b>Cpt</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TX_QUEUE__CPT = 0;

	/**
	 * The feature id for the '<em><b>Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TX_QUEUE__CREDITS = 1;

	/**
	 * The feature id for the '<em><b>Max Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TX_QUEUE__MAX_CREDITS = 2;

	/**
	 * The feature id for the '<em><b>Min Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TX_QUEUE__MIN_CREDITS = 3;

	/**
	 * The feature id for the '<em><b>Delayed</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TX_QUEUE__DELAYED = 4;

	/**
	 * The number of structural features of the '<em>Tx Queue</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TX_QUEUE_FEATURE_COUNT = 5;

	/**
	 * The number of operations of the '<em>Tx Queue</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TX_QUEUE_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.lnetscope.model.impl.PeerImpl <em>Peer</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.lnetscope.model.impl.PeerImpl
	 * @see org.lnetscope.model.impl.LnetPackageImpl#getPeer()
	 * @generated
	 */
	int PEER = 7;

	/**
	 * The feature id for the '<em><b>Address</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER__ADDRESS = 0;

	/**
	 * The feature id for the '<em><b>Primary Nid</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER__PRIMARY_NID = 1;

	/**
	 * The feature id for the '<em><b>Multi Rail</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER__MULTI_RAIL = 2;

	/**
	 * The feature id for the '<em><b>Peer Nis</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER__PEER_NIS = 3;

	/**
	 * The feature id for the '<em><b>Rtrq</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER__RTRQ = 4;

	/**
	 * The feature id for the '<em><b>Rtr Refcount</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER__RTR_REFCOUNT = 5;

	/**
	 * The feature id for the '<em><b>Gateway Alive</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER__GATEWAY_ALIVE = 6;

	/**
	 * The feature id for the '<em><b>Alive Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER__ALIVE_COUNT = 7;

	/**
	 * The feature id for the '<em><b>Ping Timestamp</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER__PING_TIMESTAMP = 8;

	/**
	 * The feature id for the '<em><b>Ping Notsent</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER__PING_NOTSENT = 9;

	/**
	 * The feature id for the '<em><b>Ping Deadline</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER__PING_DEADLINE = 10;

	/**
	 * The feature id for the '<em><b>Down Nis</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER__DOWN_NIS = 11;

	/**
	 * The number of structural features of the '<em>Peer</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER_FEATURE_COUNT = 12;

	/**
	 * The number of operations of the '<em>Peer</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.lnetscope.model.impl.PeerNiImpl <em>Peer Ni</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.lnetscope.model.impl.PeerNiImpl
	 * @see org.lnetscope.model.impl.LnetPackageImpl#getPeerNi()
	 * @generated
	 */
	int PEER_NI = 8;

	/**
	 * The feature id for the '<em><b>Address</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER_NI__ADDRESS = 0;

	/**
	 * The feature id for the '<em><b>Peer</b></em>' container reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER_NI__PEER = 1;

	/**
	 * The feature id for the '<em><b>Nid</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER_NI__NID = 2;

	/**
	 * The feature id for the '<em><b>State</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER_NI__STATE = 3;

	/**
	 * The feature id for the '<em><b>Refcount</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER_NI__REFCOUNT = 4;

	/**
	 * The feature id for the '<em><b>Max Tx Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER_NI__MAX_TX_CREDITS = 5;

	/**
	 * The feature id for the '<em><b>Tx Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER_NI__TX_CREDITS = 6;

	/**
	 * The feature id for the '<em><b>Min Tx Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER_NI__MIN_TX_CREDITS = 7;

	/**
	 * The feature id for the '<em><b>Rtr Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER_NI__RTR_CREDITS = 8;

	/**
	 * The feature id for the '<em><b>Min Rtr Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER_NI__MIN_RTR_CREDITS = 9;

	/**
	 * The feature id for the '<em><b>Txq Nob</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER_NI__TXQ_NOB = 10;

	/**
	 * The feature id for the '<em><b>Last Alive</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER_NI__LAST_ALIVE = 11;

	/**
	 * The feature id for the '<em><b>Alive Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER_NI__ALIVE_COUNT = 12;

	/**
	 * The feature id for the '<em><b>Timestamp</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER_NI__TIMESTAMP = 13;

	/**
	 * The feature id for the '<em><b>Last Query</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER_NI__LAST_QUERY = 14;

	/**
	 * The feature id for the '<em><b>Notified</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER_NI__NOTIFIED = 15;

	/**
	 * The feature id for the '<em><b>Health Value</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER_NI__HEALTH_VALUE = 16;

	/**
	 * The feature id for the '<em><b>Txq</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER_NI__TXQ = 17;

	/**
	 * The feature id for the '<em><b>Rtrq</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER_NI__RTRQ = 18;

	/**
	 * The number of structural features of the '<em>Peer Ni</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER_NI_FEATURE_COUNT = 19;

	/**
	 * The operation id for the '<em>Router Queue</em>' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER_NI___ROUTER_QUEUE = 0;

	/**
	 * The number of operations of the '<em>Peer Ni</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PEER_NI_OPERATION_COUNT = 1;

	/**
	 * The meta object id for the '{@link org.lnetscope.model.impl.RtrBufferPoolImpl <em>Rtr Buffer Pool</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.lnetscope.model.impl.RtrBufferPoolImpl
	 * @see org.lnetscope.model.impl.LnetPackageImpl#getRtrBufferPool()
	 * @generated
	 */
	int RTR_BUFFER_POOL = 9;

	/**
	 * The feature id for the '<em><b>Kind</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RTR_BUFFER_POOL__KIND = 0;

	/**
	 * The feature id for the '<em><b>Cpt</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RTR_BUFFER_POOL__CPT = 1;

	/**
	 * The feature id for the '<em><b>Npages</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RTR_BUFFER_POOL__NPAGES = 2;

	/**
	 * The feature id for the '<em><b>Nbuffers</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RTR_BUFFER_POOL__NBUFFERS = 3;

	/**
	 * The feature id for the '<em><b>Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RTR_BUFFER_POOL__CREDITS = 4;

	/**
	 * The feature id for the '<em><b>Min Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RTR_BUFFER_POOL__MIN_CREDITS = 5;

	/**
	 * The feature id for the '<em><b>Msgs</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RTR_BUFFER_POOL__MSGS = 6;

	/**
	 * The number of structural features of the '<em>Rtr Buffer Pool</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RTR_BUFFER_POOL_FEATURE_COUNT = 7;

	/**
	 * The number of operations of the '<em>Rtr Buffer Pool</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RTR_BUFFER_POOL_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.lnetscope.model.impl.MessageImpl <em>Message</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.lnetscope.model.impl.MessageImpl
	 * @see org.lnetscope.model.impl.LnetPackageImpl#getMessage()
	 * @generated
	 */
	int MESSAGE = 10;

	/**
	 * The feature id for the '<em><b>Address</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE__ADDRESS = 0;

	/**
	 * The feature id for the '<em><b>Type</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE__TYPE = 1;

	/**
	 * The feature id for the '<em><b>Src Nid</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE__SRC_NID = 2;

	/**
	 * The feature id for the '<em><b>Dest Nid</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE__DEST_NID = 3;

	/**
	 * The feature id for the '<em><b>Length</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE__LENGTH = 4;

	/**
	 * The feature id for the '<em><b>Tx Committed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE__TX_COMMITTED = 5;

	/**
	 * The feature id for the '<em><b>Rx Committed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE__RX_COMMITTED = 6;

	/**
	 * The feature id for the '<em><b>Tx Delayed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE__TX_DELAYED = 7;

	/**
	 * The feature id for the '<em><b>Rx Delayed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE__RX_DELAYED = 8;

	/**
	 * The feature id for the '<em><b>Rx Ready Delay</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE__RX_READY_DELAY = 9;

	/**
	 * The feature id for the '<em><b>Routing</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE__ROUTING = 10;

	/**
	 * The feature id for the '<em><b>Sending</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE__SENDING = 11;

	/**
	 * The feature id for the '<em><b>Receiving</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE__RECEIVING = 12;

	/**
	 * The feature id for the '<em><b>Tx Credit</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE__TX_CREDIT = 13;

	/**
	 * The feature id for the '<em><b>Peer Tx Credit</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE__PEER_TX_CREDIT = 14;

	/**
	 * The feature id for the '<em><b>Rtr Credit</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE__RTR_CREDIT = 15;

	/**
	 * The feature id for the '<em><b>Peer Rtr Credit</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE__PEER_RTR_CREDIT = 16;

	/**
	 * The feature id for the '<em><b>Rx Peer</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE__RX_PEER = 17;

	/**
	 * The feature id for the '<em><b>Tx Peer</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE__TX_PEER = 18;

	/**
	 * The feature id for the '<em><b>Kib Rx</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE__KIB_RX = 19;

	/**
	 * The number of structural features of the '<em>Message</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE_FEATURE_COUNT = 20;

	/**
	 * The operation id for the '<em>Held Conn</em>' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE___HELD_CONN = 0;

	/**
	 * The operation id for the '<em>Ownership Chain</em>' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE___OWNERSHIP_CHAIN = 1;

	/**
	 * The number of operations of the '<em>Message</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE_OPERATION_COUNT = 2;

	/**
	 * The meta object id for the '{@link org.lnetscope.model.impl.KibPeerImpl <em>Kib Peer</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.lnetscope.model.impl.KibPeerImpl
	 * @see org.lnetscope.model.impl.LnetPackageImpl#getKibPeer()
	 * @generated
	 */
	int KIB_PEER = 11;

	/**
	 * The feature id for the '<em><b>Address</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_PEER__ADDRESS = 0;

	/**
	 * The feature id for the '<em><b>Nid</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_PEER__NID = 1;

	/**
	 * The feature id for the '<em><b>Ni</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_PEER__NI = 2;

	/**
	 * The feature id for the '<em><b>Incarnation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_PEER__INCARNATION = 3;

	/**
	 * The feature id for the '<em><b>Last Alive</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_PEER__LAST_ALIVE = 4;

	/**
	 * The feature id for the '<em><b>Connecting</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_PEER__CONNECTING = 5;

	/**
	 * The feature id for the '<em><b>Accepting</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_PEER__ACCEPTING = 6;

	/**
	 * The feature id for the '<em><b>Reconnecting</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_PEER__RECONNECTING = 7;

	/**
	 * The feature id for the '<em><b>Races</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_PEER__RACES = 8;

	/**
	 * The feature id for the '<em><b>Reconnected</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_PEER__RECONNECTED = 9;

	/**
	 * The feature id for the '<em><b>Error</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_PEER__ERROR = 10;

	/**
	 * The feature id for the '<em><b>Waiting Txs</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_PEER__WAITING_TXS = 11;

	/**
	 * The feature id for the '<em><b>Conns</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_PEER__CONNS = 12;

	/**
	 * The number of structural features of the '<em>Kib Peer</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_PEER_FEATURE_COUNT = 13;

	/**
	 * The number of operations of the '<em>Kib Peer</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_PEER_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.lnetscope.model.impl.KibConnImpl <em>Kib Conn</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.lnetscope.model.impl.KibConnImpl
	 * @see org.lnetscope.model.impl.LnetPackageImpl#getKibConn()
	 * @generated
	 */
	int KIB_CONN = 12;

	/**
	 * The feature id for the '<em><b>Address</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_CONN__ADDRESS = 0;

	/**
	 * The feature id for the '<em><b>Peer</b></em>' container reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_CONN__PEER = 1;

	/**
	 * The feature id for the '<em><b>State</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_CONN__STATE = 2;

	/**
	 * The feature id for the '<em><b>Refcount</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_CONN__REFCOUNT = 3;

	/**
	 * The feature id for the '<em><b>Nrx</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_CONN__NRX = 4;

	/**
	 * The feature id for the '<em><b>Queue Depth</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_CONN__QUEUE_DEPTH = 5;

	/**
	 * The feature id for the '<em><b>Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_CONN__CREDITS = 6;

	/**
	 * The feature id for the '<em><b>Outstanding Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_CONN__OUTSTANDING_CREDITS = 7;

	/**
	 * The feature id for the '<em><b>Reserved Credits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_CONN__RESERVED_CREDITS = 8;

	/**
	 * The feature id for the '<em><b>Nsends Posted</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_CONN__NSENDS_POSTED = 9;

	/**
	 * The feature id for the '<em><b>Queued Txs</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_CONN__QUEUED_TXS = 10;

	/**
	 * The feature id for the '<em><b>Active Txs</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_CONN__ACTIVE_TXS = 11;

	/**
	 * The feature id for the '<em><b>Version</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_CONN__VERSION = 12;

	/**
	 * The feature id for the '<em><b>Incarnation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_CONN__INCARNATION = 13;

	/**
	 * The feature id for the '<em><b>Comms Error</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_CONN__COMMS_ERROR = 14;

	/**
	 * The feature id for the '<em><b>Ibc List State</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_CONN__IBC_LIST_STATE = 15;

	/**
	 * The feature id for the '<em><b>Ibc Sched List State</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_CONN__IBC_SCHED_LIST_STATE = 16;

	/**
	 * The feature id for the '<em><b>Qp Pages</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_CONN__QP_PAGES = 17;

	/**
	 * The feature id for the '<em><b>Cq Pages</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_CONN__CQ_PAGES = 18;

	/**
	 * The feature id for the '<em><b>Rx Pages</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_CONN__RX_PAGES = 19;

	/**
	 * The feature id for the '<em><b>Opened At</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_CONN__OPENED_AT = 20;

	/**
	 * The feature id for the '<em><b>Closed At</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_CONN__CLOSED_AT = 21;

	/**
	 * The feature id for the '<em><b>Rxs</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_CONN__RXS = 22;

	/**
	 * The number of structural features of the '<em>Kib Conn</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_CONN_FEATURE_COUNT = 23;

	/**
	 * The operation id for the '<em>Is Pinned</em>' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_CONN___IS_PINNED = 0;

	/**
	 * The operation id for the '<em>Held Rxs</em>' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_CONN___HELD_RXS = 1;

	/**
	 * The operation id for the '<em>Holders</em>' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_CONN___HOLDERS = 2;

	/**
	 * The operation id for the '<em>Memory Bytes</em>' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_CONN___MEMORY_BYTES = 3;

	/**
	 * The operation id for the '<em>Pinned Bytes</em>' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_CONN___PINNED_BYTES = 4;

	/**
	 * The number of operations of the '<em>Kib Conn</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_CONN_OPERATION_COUNT = 5;

	/**
	 * The meta object id for the '{@link org.lnetscope.model.impl.KibRxImpl <em>Kib Rx</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.lnetscope.model.impl.KibRxImpl
	 * @see org.lnetscope.model.impl.LnetPackageImpl#getKibRx()
	 * @generated
	 */
	int KIB_RX = 13;

	/**
	 * The feature id for the '<em><b>Address</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_RX__ADDRESS = 0;

	/**
	 * The feature id for the '<em><b>Conn</b></em>' container reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_RX__CONN = 1;

	/**
	 * The feature id for the '<em><b>Nob</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_RX__NOB = 2;

	/**
	 * The feature id for the '<em><b>State</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_RX__STATE = 3;

	/**
	 * The feature id for the '<em><b>Msg Type</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_RX__MSG_TYPE = 4;

	/**
	 * The feature id for the '<em><b>Message</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_RX__MESSAGE = 5;

	/**
	 * The number of structural features of the '<em>Kib Rx</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_RX_FEATURE_COUNT = 6;

	/**
	 * The number of operations of the '<em>Kib Rx</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KIB_RX_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.lnetscope.model.impl.RouteImpl <em>Route</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.lnetscope.model.impl.RouteImpl
	 * @see org.lnetscope.model.impl.LnetPackageImpl#getRoute()
	 * @generated
	 */
	int ROUTE = 14;

	/**
	 * The feature id for the '<em><b>Net</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTE__NET = 0;

	/**
	 * The feature id for the '<em><b>Hops</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTE__HOPS = 1;

	/**
	 * The feature id for the '<em><b>Priority</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTE__PRIORITY = 2;

	/**
	 * The feature id for the '<em><b>Gateway</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTE__GATEWAY = 3;

	/**
	 * The feature id for the '<em><b>State</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTE__STATE = 4;

	/**
	 * The number of structural features of the '<em>Route</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTE_FEATURE_COUNT = 5;

	/**
	 * The number of operations of the '<em>Route</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTE_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.lnetscope.model.impl.DiagnosticImpl <em>Diagnostic</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.lnetscope.model.impl.DiagnosticImpl
	 * @see org.lnetscope.model.impl.LnetPackageImpl#getDiagnostic()
	 * @generated
	 */
	int DIAGNOSTIC = 15;

	/**
	 * The feature id for the '<em><b>Severity</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DIAGNOSTIC__SEVERITY = 0;

	/**
	 * The feature id for the '<em><b>Location</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DIAGNOSTIC__LOCATION = 1;

	/**
	 * The feature id for the '<em><b>Message</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DIAGNOSTIC__MESSAGE = 2;

	/**
	 * The number of structural features of the '<em>Diagnostic</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DIAGNOSTIC_FEATURE_COUNT = 3;

	/**
	 * The number of operations of the '<em>Diagnostic</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DIAGNOSTIC_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.lnetscope.model.LustreLayout <em>Lustre Layout</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.lnetscope.model.LustreLayout
	 * @see org.lnetscope.model.impl.LnetPackageImpl#getLustreLayout()
	 * @generated
	 */
	int LUSTRE_LAYOUT = 16;

	/**
	 * The meta object id for the '{@link org.lnetscope.model.CaptureSource <em>Capture Source</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.lnetscope.model.CaptureSource
	 * @see org.lnetscope.model.impl.LnetPackageImpl#getCaptureSource()
	 * @generated
	 */
	int CAPTURE_SOURCE = 17;

	/**
	 * The meta object id for the '{@link org.lnetscope.model.LndType <em>Lnd Type</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.lnetscope.model.LndType
	 * @see org.lnetscope.model.impl.LnetPackageImpl#getLndType()
	 * @generated
	 */
	int LND_TYPE = 18;

	/**
	 * The meta object id for the '{@link org.lnetscope.model.NodeRole <em>Node Role</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.lnetscope.model.NodeRole
	 * @see org.lnetscope.model.impl.LnetPackageImpl#getNodeRole()
	 * @generated
	 */
	int NODE_ROLE = 19;

	/**
	 * The meta object id for the '{@link org.lnetscope.model.LinkState <em>Link State</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.lnetscope.model.LinkState
	 * @see org.lnetscope.model.impl.LnetPackageImpl#getLinkState()
	 * @generated
	 */
	int LINK_STATE = 20;

	/**
	 * The meta object id for the '{@link org.lnetscope.model.PeerState <em>Peer State</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.lnetscope.model.PeerState
	 * @see org.lnetscope.model.impl.LnetPackageImpl#getPeerState()
	 * @generated
	 */
	int PEER_STATE = 21;

	/**
	 * The meta object id for the '{@link org.lnetscope.model.PoolKind <em>Pool Kind</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.lnetscope.model.PoolKind
	 * @see org.lnetscope.model.impl.LnetPackageImpl#getPoolKind()
	 * @generated
	 */
	int POOL_KIND = 22;

	/**
	 * The meta object id for the '{@link org.lnetscope.model.MsgType <em>Msg Type</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.lnetscope.model.MsgType
	 * @see org.lnetscope.model.impl.LnetPackageImpl#getMsgType()
	 * @generated
	 */
	int MSG_TYPE = 23;

	/**
	 * The meta object id for the '{@link org.lnetscope.model.KibConnState <em>Kib Conn State</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.lnetscope.model.KibConnState
	 * @see org.lnetscope.model.impl.LnetPackageImpl#getKibConnState()
	 * @generated
	 */
	int KIB_CONN_STATE = 24;

	/**
	 * The meta object id for the '{@link org.lnetscope.model.ListLinkState <em>List Link State</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.lnetscope.model.ListLinkState
	 * @see org.lnetscope.model.impl.LnetPackageImpl#getListLinkState()
	 * @generated
	 */
	int LIST_LINK_STATE = 25;

	/**
	 * The meta object id for the '{@link org.lnetscope.model.RxState <em>Rx State</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.lnetscope.model.RxState
	 * @see org.lnetscope.model.impl.LnetPackageImpl#getRxState()
	 * @generated
	 */
	int RX_STATE = 26;

	/**
	 * The meta object id for the '{@link org.lnetscope.model.Severity <em>Severity</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.lnetscope.model.Severity
	 * @see org.lnetscope.model.impl.LnetPackageImpl#getSeverity()
	 * @generated
	 */
	int SEVERITY = 27;

	/**
	 * The meta object id for the '<em>Nid</em>' data type.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.lnetscope.model.nid.Nid
	 * @see org.lnetscope.model.impl.LnetPackageImpl#getNid()
	 * @generated
	 */
	int NID = 28;

	/**
	 * The meta object id for the '<em>Address</em>' data type.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.lnetscope.model.impl.LnetPackageImpl#getAddress()
	 * @generated
	 */
	int ADDRESS = 29;

	/**
	 * The meta object id for the '<em>Instant</em>' data type.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see java.time.Instant
	 * @see org.lnetscope.model.impl.LnetPackageImpl#getInstant()
	 * @generated
	 */
	int INSTANT = 30;


	/**
	 * Returns the meta object for class '{@link org.lnetscope.model.Fabric <em>Fabric</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Fabric</em>'.
	 * @see org.lnetscope.model.Fabric
	 * @generated
	 */
	EClass getFabric();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Fabric#getName <em>Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Name</em>'.
	 * @see org.lnetscope.model.Fabric#getName()
	 * @see #getFabric()
	 * @generated
	 */
	EAttribute getFabric_Name();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Fabric#getDescription <em>Description</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Description</em>'.
	 * @see org.lnetscope.model.Fabric#getDescription()
	 * @see #getFabric()
	 * @generated
	 */
	EAttribute getFabric_Description();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Fabric#getLustreVersion <em>Lustre Version</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Lustre Version</em>'.
	 * @see org.lnetscope.model.Fabric#getLustreVersion()
	 * @see #getFabric()
	 * @generated
	 */
	EAttribute getFabric_LustreVersion();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Fabric#getCaptureTime <em>Capture Time</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Capture Time</em>'.
	 * @see org.lnetscope.model.Fabric#getCaptureTime()
	 * @see #getFabric()
	 * @generated
	 */
	EAttribute getFabric_CaptureTime();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Fabric#getSource <em>Source</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Source</em>'.
	 * @see org.lnetscope.model.Fabric#getSource()
	 * @see #getFabric()
	 * @generated
	 */
	EAttribute getFabric_Source();

	/**
	 * Returns the meta object for the containment reference '{@link org.lnetscope.model.Fabric#getTunables <em>Tunables</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Tunables</em>'.
	 * @see org.lnetscope.model.Fabric#getTunables()
	 * @see #getFabric()
	 * @generated
	 */
	EReference getFabric_Tunables();

	/**
	 * Returns the meta object for the containment reference list '{@link org.lnetscope.model.Fabric#getNets <em>Nets</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Nets</em>'.
	 * @see org.lnetscope.model.Fabric#getNets()
	 * @see #getFabric()
	 * @generated
	 */
	EReference getFabric_Nets();

	/**
	 * Returns the meta object for the containment reference list '{@link org.lnetscope.model.Fabric#getNodes <em>Nodes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Nodes</em>'.
	 * @see org.lnetscope.model.Fabric#getNodes()
	 * @see #getFabric()
	 * @generated
	 */
	EReference getFabric_Nodes();

	/**
	 * Returns the meta object for the containment reference list '{@link org.lnetscope.model.Fabric#getDiagnostics <em>Diagnostics</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Diagnostics</em>'.
	 * @see org.lnetscope.model.Fabric#getDiagnostics()
	 * @see #getFabric()
	 * @generated
	 */
	EReference getFabric_Diagnostics();

	/**
	 * Returns the meta object for the '{@link org.lnetscope.model.Fabric#findNet(java.lang.String) <em>Find Net</em>}' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the '<em>Find Net</em>' operation.
	 * @see org.lnetscope.model.Fabric#findNet(java.lang.String)
	 * @generated
	 */
	EOperation getFabric__FindNet__String();

	/**
	 * Returns the meta object for the '{@link org.lnetscope.model.Fabric#findNode(java.lang.String) <em>Find Node</em>}' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the '<em>Find Node</em>' operation.
	 * @see org.lnetscope.model.Fabric#findNode(java.lang.String)
	 * @generated
	 */
	EOperation getFabric__FindNode__String();

	/**
	 * Returns the meta object for the '{@link org.lnetscope.model.Fabric#effectiveLndTimeout() <em>Effective Lnd Timeout</em>}' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the '<em>Effective Lnd Timeout</em>' operation.
	 * @see org.lnetscope.model.Fabric#effectiveLndTimeout()
	 * @generated
	 */
	EOperation getFabric__EffectiveLndTimeout();

	/**
	 * Returns the meta object for class '{@link org.lnetscope.model.Tunables <em>Tunables</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Tunables</em>'.
	 * @see org.lnetscope.model.Tunables
	 * @generated
	 */
	EClass getTunables();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Tunables#getPeerCredits <em>Peer Credits</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Peer Credits</em>'.
	 * @see org.lnetscope.model.Tunables#getPeerCredits()
	 * @see #getTunables()
	 * @generated
	 */
	EAttribute getTunables_PeerCredits();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Tunables#getPeerBufferCredits <em>Peer Buffer Credits</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Peer Buffer Credits</em>'.
	 * @see org.lnetscope.model.Tunables#getPeerBufferCredits()
	 * @see #getTunables()
	 * @generated
	 */
	EAttribute getTunables_PeerBufferCredits();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Tunables#getCredits <em>Credits</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Credits</em>'.
	 * @see org.lnetscope.model.Tunables#getCredits()
	 * @see #getTunables()
	 * @generated
	 */
	EAttribute getTunables_Credits();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Tunables#getConcurrentSends <em>Concurrent Sends</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Concurrent Sends</em>'.
	 * @see org.lnetscope.model.Tunables#getConcurrentSends()
	 * @see #getTunables()
	 * @generated
	 */
	EAttribute getTunables_ConcurrentSends();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Tunables#getPeerCreditsHiw <em>Peer Credits Hiw</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Peer Credits Hiw</em>'.
	 * @see org.lnetscope.model.Tunables#getPeerCreditsHiw()
	 * @see #getTunables()
	 * @generated
	 */
	EAttribute getTunables_PeerCreditsHiw();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Tunables#getMapOnDemand <em>Map On Demand</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Map On Demand</em>'.
	 * @see org.lnetscope.model.Tunables#getMapOnDemand()
	 * @see #getTunables()
	 * @generated
	 */
	EAttribute getTunables_MapOnDemand();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Tunables#getPeerTimeout <em>Peer Timeout</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Peer Timeout</em>'.
	 * @see org.lnetscope.model.Tunables#getPeerTimeout()
	 * @see #getTunables()
	 * @generated
	 */
	EAttribute getTunables_PeerTimeout();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Tunables#getTransactionTimeout <em>Transaction Timeout</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Transaction Timeout</em>'.
	 * @see org.lnetscope.model.Tunables#getTransactionTimeout()
	 * @see #getTunables()
	 * @generated
	 */
	EAttribute getTunables_TransactionTimeout();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Tunables#getRetryCount <em>Retry Count</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Retry Count</em>'.
	 * @see org.lnetscope.model.Tunables#getRetryCount()
	 * @see #getTunables()
	 * @generated
	 */
	EAttribute getTunables_RetryCount();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Tunables#getHealthSensitivity <em>Health Sensitivity</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Health Sensitivity</em>'.
	 * @see org.lnetscope.model.Tunables#getHealthSensitivity()
	 * @see #getTunables()
	 * @generated
	 */
	EAttribute getTunables_HealthSensitivity();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Tunables#isDiscovery <em>Discovery</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Discovery</em>'.
	 * @see org.lnetscope.model.Tunables#isDiscovery()
	 * @see #getTunables()
	 * @generated
	 */
	EAttribute getTunables_Discovery();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Tunables#getLndTimeout <em>Lnd Timeout</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Lnd Timeout</em>'.
	 * @see org.lnetscope.model.Tunables#getLndTimeout()
	 * @see #getTunables()
	 * @generated
	 */
	EAttribute getTunables_LndTimeout();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Tunables#getTinyRouterBuffers <em>Tiny Router Buffers</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Tiny Router Buffers</em>'.
	 * @see org.lnetscope.model.Tunables#getTinyRouterBuffers()
	 * @see #getTunables()
	 * @generated
	 */
	EAttribute getTunables_TinyRouterBuffers();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Tunables#getSmallRouterBuffers <em>Small Router Buffers</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Small Router Buffers</em>'.
	 * @see org.lnetscope.model.Tunables#getSmallRouterBuffers()
	 * @see #getTunables()
	 * @generated
	 */
	EAttribute getTunables_SmallRouterBuffers();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Tunables#getLargeRouterBuffers <em>Large Router Buffers</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Large Router Buffers</em>'.
	 * @see org.lnetscope.model.Tunables#getLargeRouterBuffers()
	 * @see #getTunables()
	 * @generated
	 */
	EAttribute getTunables_LargeRouterBuffers();

	/**
	 * Returns the meta object for the '{@link org.lnetscope.model.Tunables#effectivePeerBufferCredits() <em>Effective Peer Buffer Credits</em>}' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the '<em>Effective Peer Buffer Credits</em>' operation.
	 * @see org.lnetscope.model.Tunables#effectivePeerBufferCredits()
	 * @generated
	 */
	EOperation getTunables__EffectivePeerBufferCredits();

	/**
	 * Returns the meta object for the '{@link org.lnetscope.model.Tunables#effectiveRouterBuffers(org.lnetscope.model.PoolKind) <em>Effective Router Buffers</em>}' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the '<em>Effective Router Buffers</em>' operation.
	 * @see org.lnetscope.model.Tunables#effectiveRouterBuffers(org.lnetscope.model.PoolKind)
	 * @generated
	 */
	EOperation getTunables__EffectiveRouterBuffers__PoolKind();

	/**
	 * Returns the meta object for class '{@link org.lnetscope.model.Net <em>Net</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Net</em>'.
	 * @see org.lnetscope.model.Net
	 * @generated
	 */
	EClass getNet();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Net#getName <em>Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Name</em>'.
	 * @see org.lnetscope.model.Net#getName()
	 * @see #getNet()
	 * @generated
	 */
	EAttribute getNet_Name();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Net#getLndType <em>Lnd Type</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Lnd Type</em>'.
	 * @see org.lnetscope.model.Net#getLndType()
	 * @see #getNet()
	 * @generated
	 */
	EAttribute getNet_LndType();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Net#getPeerTimeout <em>Peer Timeout</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Peer Timeout</em>'.
	 * @see org.lnetscope.model.Net#getPeerTimeout()
	 * @see #getNet()
	 * @generated
	 */
	EAttribute getNet_PeerTimeout();

	/**
	 * Returns the meta object for class '{@link org.lnetscope.model.Node <em>Node</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Node</em>'.
	 * @see org.lnetscope.model.Node
	 * @generated
	 */
	EClass getNode();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Node#getHostname <em>Hostname</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Hostname</em>'.
	 * @see org.lnetscope.model.Node#getHostname()
	 * @see #getNode()
	 * @generated
	 */
	EAttribute getNode_Hostname();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Node#getRole <em>Role</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Role</em>'.
	 * @see org.lnetscope.model.Node#getRole()
	 * @see #getNode()
	 * @generated
	 */
	EAttribute getNode_Role();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Node#getGroup <em>Group</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Group</em>'.
	 * @see org.lnetscope.model.Node#getGroup()
	 * @see #getNode()
	 * @generated
	 */
	EAttribute getNode_Group();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Node#getRamBytes <em>Ram Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Ram Bytes</em>'.
	 * @see org.lnetscope.model.Node#getRamBytes()
	 * @see #getNode()
	 * @generated
	 */
	EAttribute getNode_RamBytes();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Node#getUsedBytes <em>Used Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Used Bytes</em>'.
	 * @see org.lnetscope.model.Node#getUsedBytes()
	 * @see #getNode()
	 * @generated
	 */
	EAttribute getNode_UsedBytes();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Node#getAutoDown <em>Auto Down</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Auto Down</em>'.
	 * @see org.lnetscope.model.Node#getAutoDown()
	 * @see #getNode()
	 * @generated
	 */
	EAttribute getNode_AutoDown();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Node#getLndTimeout <em>Lnd Timeout</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Lnd Timeout</em>'.
	 * @see org.lnetscope.model.Node#getLndTimeout()
	 * @see #getNode()
	 * @generated
	 */
	EAttribute getNode_LndTimeout();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Node#getMemAvailableBytes <em>Mem Available Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Mem Available Bytes</em>'.
	 * @see org.lnetscope.model.Node#getMemAvailableBytes()
	 * @see #getNode()
	 * @generated
	 */
	EAttribute getNode_MemAvailableBytes();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Node#getSlabBytes <em>Slab Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Slab Bytes</em>'.
	 * @see org.lnetscope.model.Node#getSlabBytes()
	 * @see #getNode()
	 * @generated
	 */
	EAttribute getNode_SlabBytes();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Node#getSlabUnreclaimableBytes <em>Slab Unreclaimable Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Slab Unreclaimable Bytes</em>'.
	 * @see org.lnetscope.model.Node#getSlabUnreclaimableBytes()
	 * @see #getNode()
	 * @generated
	 */
	EAttribute getNode_SlabUnreclaimableBytes();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Node#isRoutingEnabled <em>Routing Enabled</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Routing Enabled</em>'.
	 * @see org.lnetscope.model.Node#isRoutingEnabled()
	 * @see #getNode()
	 * @generated
	 */
	EAttribute getNode_RoutingEnabled();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Node#getCptCount <em>Cpt Count</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Cpt Count</em>'.
	 * @see org.lnetscope.model.Node#getCptCount()
	 * @see #getNode()
	 * @generated
	 */
	EAttribute getNode_CptCount();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Node#getClockSeconds <em>Clock Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Clock Seconds</em>'.
	 * @see org.lnetscope.model.Node#getClockSeconds()
	 * @see #getNode()
	 * @generated
	 */
	EAttribute getNode_ClockSeconds();

	/**
	 * Returns the meta object for the containment reference '{@link org.lnetscope.model.Node#getStats <em>Stats</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Stats</em>'.
	 * @see org.lnetscope.model.Node#getStats()
	 * @see #getNode()
	 * @generated
	 */
	EReference getNode_Stats();

	/**
	 * Returns the meta object for the containment reference list '{@link org.lnetscope.model.Node#getLocalNis <em>Local Nis</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Local Nis</em>'.
	 * @see org.lnetscope.model.Node#getLocalNis()
	 * @see #getNode()
	 * @generated
	 */
	EReference getNode_LocalNis();

	/**
	 * Returns the meta object for the containment reference list '{@link org.lnetscope.model.Node#getPeers <em>Peers</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Peers</em>'.
	 * @see org.lnetscope.model.Node#getPeers()
	 * @see #getNode()
	 * @generated
	 */
	EReference getNode_Peers();

	/**
	 * Returns the meta object for the containment reference list '{@link org.lnetscope.model.Node#getRtrBufferPools <em>Rtr Buffer Pools</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Rtr Buffer Pools</em>'.
	 * @see org.lnetscope.model.Node#getRtrBufferPools()
	 * @see #getNode()
	 * @generated
	 */
	EReference getNode_RtrBufferPools();

	/**
	 * Returns the meta object for the containment reference list '{@link org.lnetscope.model.Node#getKibPeers <em>Kib Peers</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Kib Peers</em>'.
	 * @see org.lnetscope.model.Node#getKibPeers()
	 * @see #getNode()
	 * @generated
	 */
	EReference getNode_KibPeers();

	/**
	 * Returns the meta object for the containment reference list '{@link org.lnetscope.model.Node#getRoutes <em>Routes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Routes</em>'.
	 * @see org.lnetscope.model.Node#getRoutes()
	 * @see #getNode()
	 * @generated
	 */
	EReference getNode_Routes();

	/**
	 * Returns the meta object for the containment reference list '{@link org.lnetscope.model.Node#getMessages <em>Messages</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Messages</em>'.
	 * @see org.lnetscope.model.Node#getMessages()
	 * @see #getNode()
	 * @generated
	 */
	EReference getNode_Messages();

	/**
	 * Returns the meta object for the '{@link org.lnetscope.model.Node#pinnedConns() <em>Pinned Conns</em>}' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the '<em>Pinned Conns</em>' operation.
	 * @see org.lnetscope.model.Node#pinnedConns()
	 * @generated
	 */
	EOperation getNode__PinnedConns();

	/**
	 * Returns the meta object for the '{@link org.lnetscope.model.Node#pinnedBytes() <em>Pinned Bytes</em>}' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the '<em>Pinned Bytes</em>' operation.
	 * @see org.lnetscope.model.Node#pinnedBytes()
	 * @generated
	 */
	EOperation getNode__PinnedBytes();

	/**
	 * Returns the meta object for the '{@link org.lnetscope.model.Node#findLocalNi(org.lnetscope.model.nid.Nid) <em>Find Local Ni</em>}' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the '<em>Find Local Ni</em>' operation.
	 * @see org.lnetscope.model.Node#findLocalNi(org.lnetscope.model.nid.Nid)
	 * @generated
	 */
	EOperation getNode__FindLocalNi__Nid();

	/**
	 * Returns the meta object for the '{@link org.lnetscope.model.Node#findPeerNi(org.lnetscope.model.nid.Nid) <em>Find Peer Ni</em>}' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the '<em>Find Peer Ni</em>' operation.
	 * @see org.lnetscope.model.Node#findPeerNi(org.lnetscope.model.nid.Nid)
	 * @generated
	 */
	EOperation getNode__FindPeerNi__Nid();

	/**
	 * Returns the meta object for the '{@link org.lnetscope.model.Node#findKibPeer(org.lnetscope.model.nid.Nid) <em>Find Kib Peer</em>}' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the '<em>Find Kib Peer</em>' operation.
	 * @see org.lnetscope.model.Node#findKibPeer(org.lnetscope.model.nid.Nid)
	 * @generated
	 */
	EOperation getNode__FindKibPeer__Nid();

	/**
	 * Returns the meta object for class '{@link org.lnetscope.model.Stats <em>Stats</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Stats</em>'.
	 * @see org.lnetscope.model.Stats
	 * @generated
	 */
	EClass getStats();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Stats#getMsgsAlloc <em>Msgs Alloc</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Msgs Alloc</em>'.
	 * @see org.lnetscope.model.Stats#getMsgsAlloc()
	 * @see #getStats()
	 * @generated
	 */
	EAttribute getStats_MsgsAlloc();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Stats#getMsgsMax <em>Msgs Max</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Msgs Max</em>'.
	 * @see org.lnetscope.model.Stats#getMsgsMax()
	 * @see #getStats()
	 * @generated
	 */
	EAttribute getStats_MsgsMax();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Stats#getErrors <em>Errors</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Errors</em>'.
	 * @see org.lnetscope.model.Stats#getErrors()
	 * @see #getStats()
	 * @generated
	 */
	EAttribute getStats_Errors();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Stats#getSendCount <em>Send Count</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Send Count</em>'.
	 * @see org.lnetscope.model.Stats#getSendCount()
	 * @see #getStats()
	 * @generated
	 */
	EAttribute getStats_SendCount();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Stats#getRecvCount <em>Recv Count</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Recv Count</em>'.
	 * @see org.lnetscope.model.Stats#getRecvCount()
	 * @see #getStats()
	 * @generated
	 */
	EAttribute getStats_RecvCount();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Stats#getRouteCount <em>Route Count</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Route Count</em>'.
	 * @see org.lnetscope.model.Stats#getRouteCount()
	 * @see #getStats()
	 * @generated
	 */
	EAttribute getStats_RouteCount();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Stats#getDropCount <em>Drop Count</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Drop Count</em>'.
	 * @see org.lnetscope.model.Stats#getDropCount()
	 * @see #getStats()
	 * @generated
	 */
	EAttribute getStats_DropCount();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Stats#getSendLength <em>Send Length</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Send Length</em>'.
	 * @see org.lnetscope.model.Stats#getSendLength()
	 * @see #getStats()
	 * @generated
	 */
	EAttribute getStats_SendLength();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Stats#getRecvLength <em>Recv Length</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Recv Length</em>'.
	 * @see org.lnetscope.model.Stats#getRecvLength()
	 * @see #getStats()
	 * @generated
	 */
	EAttribute getStats_RecvLength();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Stats#getRouteLength <em>Route Length</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Route Length</em>'.
	 * @see org.lnetscope.model.Stats#getRouteLength()
	 * @see #getStats()
	 * @generated
	 */
	EAttribute getStats_RouteLength();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Stats#getDropLength <em>Drop Length</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Drop Length</em>'.
	 * @see org.lnetscope.model.Stats#getDropLength()
	 * @see #getStats()
	 * @generated
	 */
	EAttribute getStats_DropLength();

	/**
	 * Returns the meta object for class '{@link org.lnetscope.model.LocalNi <em>Local Ni</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Local Ni</em>'.
	 * @see org.lnetscope.model.LocalNi
	 * @generated
	 */
	EClass getLocalNi();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.LocalNi#getNid <em>Nid</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Nid</em>'.
	 * @see org.lnetscope.model.LocalNi#getNid()
	 * @see #getLocalNi()
	 * @generated
	 */
	EAttribute getLocalNi_Nid();

	/**
	 * Returns the meta object for the reference '{@link org.lnetscope.model.LocalNi#getNet <em>Net</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Net</em>'.
	 * @see org.lnetscope.model.LocalNi#getNet()
	 * @see #getLocalNi()
	 * @generated
	 */
	EReference getLocalNi_Net();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.LocalNi#getStatus <em>Status</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Status</em>'.
	 * @see org.lnetscope.model.LocalNi#getStatus()
	 * @see #getLocalNi()
	 * @generated
	 */
	EAttribute getLocalNi_Status();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.LocalNi#getInterfaceName <em>Interface Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Interface Name</em>'.
	 * @see org.lnetscope.model.LocalNi#getInterfaceName()
	 * @see #getLocalNi()
	 * @generated
	 */
	EAttribute getLocalNi_InterfaceName();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.LocalNi#getPeerCredits <em>Peer Credits</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Peer Credits</em>'.
	 * @see org.lnetscope.model.LocalNi#getPeerCredits()
	 * @see #getLocalNi()
	 * @generated
	 */
	EAttribute getLocalNi_PeerCredits();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.LocalNi#getPeerRtrCredits <em>Peer Rtr Credits</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Peer Rtr Credits</em>'.
	 * @see org.lnetscope.model.LocalNi#getPeerRtrCredits()
	 * @see #getLocalNi()
	 * @generated
	 */
	EAttribute getLocalNi_PeerRtrCredits();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.LocalNi#getMaxTxCredits <em>Max Tx Credits</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Tx Credits</em>'.
	 * @see org.lnetscope.model.LocalNi#getMaxTxCredits()
	 * @see #getLocalNi()
	 * @generated
	 */
	EAttribute getLocalNi_MaxTxCredits();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.LocalNi#getPeerTimeout <em>Peer Timeout</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Peer Timeout</em>'.
	 * @see org.lnetscope.model.LocalNi#getPeerTimeout()
	 * @see #getLocalNi()
	 * @generated
	 */
	EAttribute getLocalNi_PeerTimeout();

	/**
	 * Returns the meta object for the containment reference list '{@link org.lnetscope.model.LocalNi#getTxQueues <em>Tx Queues</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Tx Queues</em>'.
	 * @see org.lnetscope.model.LocalNi#getTxQueues()
	 * @see #getLocalNi()
	 * @generated
	 */
	EReference getLocalNi_TxQueues();

	/**
	 * Returns the meta object for the '{@link org.lnetscope.model.LocalNi#txCredits() <em>Tx Credits</em>}' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the '<em>Tx Credits</em>' operation.
	 * @see org.lnetscope.model.LocalNi#txCredits()
	 * @generated
	 */
	EOperation getLocalNi__TxCredits();

	/**
	 * Returns the meta object for class '{@link org.lnetscope.model.TxQueue <em>Tx Queue</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Tx Queue</em>'.
	 * @see org.lnetscope.model.TxQueue
	 * @generated
	 */
	EClass getTxQueue();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.TxQueue#getCpt <em>Cpt</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Cpt</em>'.
	 * @see org.lnetscope.model.TxQueue#getCpt()
	 * @see #getTxQueue()
	 * @generated
	 */
	EAttribute getTxQueue_Cpt();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.TxQueue#getCredits <em>Credits</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Credits</em>'.
	 * @see org.lnetscope.model.TxQueue#getCredits()
	 * @see #getTxQueue()
	 * @generated
	 */
	EAttribute getTxQueue_Credits();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.TxQueue#getMaxCredits <em>Max Credits</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Credits</em>'.
	 * @see org.lnetscope.model.TxQueue#getMaxCredits()
	 * @see #getTxQueue()
	 * @generated
	 */
	EAttribute getTxQueue_MaxCredits();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.TxQueue#getMinCredits <em>Min Credits</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Min Credits</em>'.
	 * @see org.lnetscope.model.TxQueue#getMinCredits()
	 * @see #getTxQueue()
	 * @generated
	 */
	EAttribute getTxQueue_MinCredits();

	/**
	 * Returns the meta object for the reference list '{@link org.lnetscope.model.TxQueue#getDelayed <em>Delayed</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Delayed</em>'.
	 * @see org.lnetscope.model.TxQueue#getDelayed()
	 * @see #getTxQueue()
	 * @generated
	 */
	EReference getTxQueue_Delayed();

	/**
	 * Returns the meta object for class '{@link org.lnetscope.model.Peer <em>Peer</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Peer</em>'.
	 * @see org.lnetscope.model.Peer
	 * @generated
	 */
	EClass getPeer();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Peer#getAddress <em>Address</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Address</em>'.
	 * @see org.lnetscope.model.Peer#getAddress()
	 * @see #getPeer()
	 * @generated
	 */
	EAttribute getPeer_Address();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Peer#getPrimaryNid <em>Primary Nid</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Primary Nid</em>'.
	 * @see org.lnetscope.model.Peer#getPrimaryNid()
	 * @see #getPeer()
	 * @generated
	 */
	EAttribute getPeer_PrimaryNid();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Peer#isMultiRail <em>Multi Rail</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Multi Rail</em>'.
	 * @see org.lnetscope.model.Peer#isMultiRail()
	 * @see #getPeer()
	 * @generated
	 */
	EAttribute getPeer_MultiRail();

	/**
	 * Returns the meta object for the containment reference list '{@link org.lnetscope.model.Peer#getPeerNis <em>Peer Nis</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Peer Nis</em>'.
	 * @see org.lnetscope.model.Peer#getPeerNis()
	 * @see #getPeer()
	 * @generated
	 */
	EReference getPeer_PeerNis();

	/**
	 * Returns the meta object for the reference list '{@link org.lnetscope.model.Peer#getRtrq <em>Rtrq</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Rtrq</em>'.
	 * @see org.lnetscope.model.Peer#getRtrq()
	 * @see #getPeer()
	 * @generated
	 */
	EReference getPeer_Rtrq();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Peer#getRtrRefcount <em>Rtr Refcount</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Rtr Refcount</em>'.
	 * @see org.lnetscope.model.Peer#getRtrRefcount()
	 * @see #getPeer()
	 * @generated
	 */
	EAttribute getPeer_RtrRefcount();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Peer#isGatewayAlive <em>Gateway Alive</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Gateway Alive</em>'.
	 * @see org.lnetscope.model.Peer#isGatewayAlive()
	 * @see #getPeer()
	 * @generated
	 */
	EAttribute getPeer_GatewayAlive();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Peer#getAliveCount <em>Alive Count</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Alive Count</em>'.
	 * @see org.lnetscope.model.Peer#getAliveCount()
	 * @see #getPeer()
	 * @generated
	 */
	EAttribute getPeer_AliveCount();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Peer#getPingTimestamp <em>Ping Timestamp</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Ping Timestamp</em>'.
	 * @see org.lnetscope.model.Peer#getPingTimestamp()
	 * @see #getPeer()
	 * @generated
	 */
	EAttribute getPeer_PingTimestamp();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Peer#isPingNotsent <em>Ping Notsent</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Ping Notsent</em>'.
	 * @see org.lnetscope.model.Peer#isPingNotsent()
	 * @see #getPeer()
	 * @generated
	 */
	EAttribute getPeer_PingNotsent();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Peer#getPingDeadline <em>Ping Deadline</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Ping Deadline</em>'.
	 * @see org.lnetscope.model.Peer#getPingDeadline()
	 * @see #getPeer()
	 * @generated
	 */
	EAttribute getPeer_PingDeadline();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Peer#getDownNis <em>Down Nis</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Down Nis</em>'.
	 * @see org.lnetscope.model.Peer#getDownNis()
	 * @see #getPeer()
	 * @generated
	 */
	EAttribute getPeer_DownNis();

	/**
	 * Returns the meta object for class '{@link org.lnetscope.model.PeerNi <em>Peer Ni</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Peer Ni</em>'.
	 * @see org.lnetscope.model.PeerNi
	 * @generated
	 */
	EClass getPeerNi();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.PeerNi#getAddress <em>Address</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Address</em>'.
	 * @see org.lnetscope.model.PeerNi#getAddress()
	 * @see #getPeerNi()
	 * @generated
	 */
	EAttribute getPeerNi_Address();

	/**
	 * Returns the meta object for the container reference '{@link org.lnetscope.model.PeerNi#getPeer <em>Peer</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the container reference '<em>Peer</em>'.
	 * @see org.lnetscope.model.PeerNi#getPeer()
	 * @see #getPeerNi()
	 * @generated
	 */
	EReference getPeerNi_Peer();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.PeerNi#getNid <em>Nid</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Nid</em>'.
	 * @see org.lnetscope.model.PeerNi#getNid()
	 * @see #getPeerNi()
	 * @generated
	 */
	EAttribute getPeerNi_Nid();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.PeerNi#getState <em>State</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>State</em>'.
	 * @see org.lnetscope.model.PeerNi#getState()
	 * @see #getPeerNi()
	 * @generated
	 */
	EAttribute getPeerNi_State();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.PeerNi#getRefcount <em>Refcount</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Refcount</em>'.
	 * @see org.lnetscope.model.PeerNi#getRefcount()
	 * @see #getPeerNi()
	 * @generated
	 */
	EAttribute getPeerNi_Refcount();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.PeerNi#getMaxTxCredits <em>Max Tx Credits</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Tx Credits</em>'.
	 * @see org.lnetscope.model.PeerNi#getMaxTxCredits()
	 * @see #getPeerNi()
	 * @generated
	 */
	EAttribute getPeerNi_MaxTxCredits();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.PeerNi#getTxCredits <em>Tx Credits</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Tx Credits</em>'.
	 * @see org.lnetscope.model.PeerNi#getTxCredits()
	 * @see #getPeerNi()
	 * @generated
	 */
	EAttribute getPeerNi_TxCredits();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.PeerNi#getMinTxCredits <em>Min Tx Credits</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Min Tx Credits</em>'.
	 * @see org.lnetscope.model.PeerNi#getMinTxCredits()
	 * @see #getPeerNi()
	 * @generated
	 */
	EAttribute getPeerNi_MinTxCredits();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.PeerNi#getRtrCredits <em>Rtr Credits</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Rtr Credits</em>'.
	 * @see org.lnetscope.model.PeerNi#getRtrCredits()
	 * @see #getPeerNi()
	 * @generated
	 */
	EAttribute getPeerNi_RtrCredits();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.PeerNi#getMinRtrCredits <em>Min Rtr Credits</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Min Rtr Credits</em>'.
	 * @see org.lnetscope.model.PeerNi#getMinRtrCredits()
	 * @see #getPeerNi()
	 * @generated
	 */
	EAttribute getPeerNi_MinRtrCredits();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.PeerNi#getTxqNob <em>Txq Nob</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Txq Nob</em>'.
	 * @see org.lnetscope.model.PeerNi#getTxqNob()
	 * @see #getPeerNi()
	 * @generated
	 */
	EAttribute getPeerNi_TxqNob();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.PeerNi#getLastAlive <em>Last Alive</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Last Alive</em>'.
	 * @see org.lnetscope.model.PeerNi#getLastAlive()
	 * @see #getPeerNi()
	 * @generated
	 */
	EAttribute getPeerNi_LastAlive();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.PeerNi#getAliveCount <em>Alive Count</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Alive Count</em>'.
	 * @see org.lnetscope.model.PeerNi#getAliveCount()
	 * @see #getPeerNi()
	 * @generated
	 */
	EAttribute getPeerNi_AliveCount();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.PeerNi#getTimestamp <em>Timestamp</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Timestamp</em>'.
	 * @see org.lnetscope.model.PeerNi#getTimestamp()
	 * @see #getPeerNi()
	 * @generated
	 */
	EAttribute getPeerNi_Timestamp();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.PeerNi#getLastQuery <em>Last Query</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Last Query</em>'.
	 * @see org.lnetscope.model.PeerNi#getLastQuery()
	 * @see #getPeerNi()
	 * @generated
	 */
	EAttribute getPeerNi_LastQuery();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.PeerNi#isNotified <em>Notified</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Notified</em>'.
	 * @see org.lnetscope.model.PeerNi#isNotified()
	 * @see #getPeerNi()
	 * @generated
	 */
	EAttribute getPeerNi_Notified();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.PeerNi#getHealthValue <em>Health Value</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Health Value</em>'.
	 * @see org.lnetscope.model.PeerNi#getHealthValue()
	 * @see #getPeerNi()
	 * @generated
	 */
	EAttribute getPeerNi_HealthValue();

	/**
	 * Returns the meta object for the reference list '{@link org.lnetscope.model.PeerNi#getTxq <em>Txq</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Txq</em>'.
	 * @see org.lnetscope.model.PeerNi#getTxq()
	 * @see #getPeerNi()
	 * @generated
	 */
	EReference getPeerNi_Txq();

	/**
	 * Returns the meta object for the reference list '{@link org.lnetscope.model.PeerNi#getRtrq <em>Rtrq</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Rtrq</em>'.
	 * @see org.lnetscope.model.PeerNi#getRtrq()
	 * @see #getPeerNi()
	 * @generated
	 */
	EReference getPeerNi_Rtrq();

	/**
	 * Returns the meta object for the '{@link org.lnetscope.model.PeerNi#routerQueue() <em>Router Queue</em>}' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the '<em>Router Queue</em>' operation.
	 * @see org.lnetscope.model.PeerNi#routerQueue()
	 * @generated
	 */
	EOperation getPeerNi__RouterQueue();

	/**
	 * Returns the meta object for class '{@link org.lnetscope.model.RtrBufferPool <em>Rtr Buffer Pool</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Rtr Buffer Pool</em>'.
	 * @see org.lnetscope.model.RtrBufferPool
	 * @generated
	 */
	EClass getRtrBufferPool();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.RtrBufferPool#getKind <em>Kind</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Kind</em>'.
	 * @see org.lnetscope.model.RtrBufferPool#getKind()
	 * @see #getRtrBufferPool()
	 * @generated
	 */
	EAttribute getRtrBufferPool_Kind();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.RtrBufferPool#getCpt <em>Cpt</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Cpt</em>'.
	 * @see org.lnetscope.model.RtrBufferPool#getCpt()
	 * @see #getRtrBufferPool()
	 * @generated
	 */
	EAttribute getRtrBufferPool_Cpt();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.RtrBufferPool#getNpages <em>Npages</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Npages</em>'.
	 * @see org.lnetscope.model.RtrBufferPool#getNpages()
	 * @see #getRtrBufferPool()
	 * @generated
	 */
	EAttribute getRtrBufferPool_Npages();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.RtrBufferPool#getNbuffers <em>Nbuffers</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Nbuffers</em>'.
	 * @see org.lnetscope.model.RtrBufferPool#getNbuffers()
	 * @see #getRtrBufferPool()
	 * @generated
	 */
	EAttribute getRtrBufferPool_Nbuffers();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.RtrBufferPool#getCredits <em>Credits</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Credits</em>'.
	 * @see org.lnetscope.model.RtrBufferPool#getCredits()
	 * @see #getRtrBufferPool()
	 * @generated
	 */
	EAttribute getRtrBufferPool_Credits();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.RtrBufferPool#getMinCredits <em>Min Credits</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Min Credits</em>'.
	 * @see org.lnetscope.model.RtrBufferPool#getMinCredits()
	 * @see #getRtrBufferPool()
	 * @generated
	 */
	EAttribute getRtrBufferPool_MinCredits();

	/**
	 * Returns the meta object for the reference list '{@link org.lnetscope.model.RtrBufferPool#getMsgs <em>Msgs</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Msgs</em>'.
	 * @see org.lnetscope.model.RtrBufferPool#getMsgs()
	 * @see #getRtrBufferPool()
	 * @generated
	 */
	EReference getRtrBufferPool_Msgs();

	/**
	 * Returns the meta object for class '{@link org.lnetscope.model.Message <em>Message</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Message</em>'.
	 * @see org.lnetscope.model.Message
	 * @generated
	 */
	EClass getMessage();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Message#getAddress <em>Address</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Address</em>'.
	 * @see org.lnetscope.model.Message#getAddress()
	 * @see #getMessage()
	 * @generated
	 */
	EAttribute getMessage_Address();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Message#getType <em>Type</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Type</em>'.
	 * @see org.lnetscope.model.Message#getType()
	 * @see #getMessage()
	 * @generated
	 */
	EAttribute getMessage_Type();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Message#getSrcNid <em>Src Nid</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Src Nid</em>'.
	 * @see org.lnetscope.model.Message#getSrcNid()
	 * @see #getMessage()
	 * @generated
	 */
	EAttribute getMessage_SrcNid();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Message#getDestNid <em>Dest Nid</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Dest Nid</em>'.
	 * @see org.lnetscope.model.Message#getDestNid()
	 * @see #getMessage()
	 * @generated
	 */
	EAttribute getMessage_DestNid();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Message#getLength <em>Length</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Length</em>'.
	 * @see org.lnetscope.model.Message#getLength()
	 * @see #getMessage()
	 * @generated
	 */
	EAttribute getMessage_Length();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Message#isTxCommitted <em>Tx Committed</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Tx Committed</em>'.
	 * @see org.lnetscope.model.Message#isTxCommitted()
	 * @see #getMessage()
	 * @generated
	 */
	EAttribute getMessage_TxCommitted();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Message#isRxCommitted <em>Rx Committed</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Rx Committed</em>'.
	 * @see org.lnetscope.model.Message#isRxCommitted()
	 * @see #getMessage()
	 * @generated
	 */
	EAttribute getMessage_RxCommitted();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Message#isTxDelayed <em>Tx Delayed</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Tx Delayed</em>'.
	 * @see org.lnetscope.model.Message#isTxDelayed()
	 * @see #getMessage()
	 * @generated
	 */
	EAttribute getMessage_TxDelayed();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Message#isRxDelayed <em>Rx Delayed</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Rx Delayed</em>'.
	 * @see org.lnetscope.model.Message#isRxDelayed()
	 * @see #getMessage()
	 * @generated
	 */
	EAttribute getMessage_RxDelayed();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Message#isRxReadyDelay <em>Rx Ready Delay</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Rx Ready Delay</em>'.
	 * @see org.lnetscope.model.Message#isRxReadyDelay()
	 * @see #getMessage()
	 * @generated
	 */
	EAttribute getMessage_RxReadyDelay();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Message#isRouting <em>Routing</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Routing</em>'.
	 * @see org.lnetscope.model.Message#isRouting()
	 * @see #getMessage()
	 * @generated
	 */
	EAttribute getMessage_Routing();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Message#isSending <em>Sending</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Sending</em>'.
	 * @see org.lnetscope.model.Message#isSending()
	 * @see #getMessage()
	 * @generated
	 */
	EAttribute getMessage_Sending();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Message#isReceiving <em>Receiving</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Receiving</em>'.
	 * @see org.lnetscope.model.Message#isReceiving()
	 * @see #getMessage()
	 * @generated
	 */
	EAttribute getMessage_Receiving();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Message#isTxCredit <em>Tx Credit</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Tx Credit</em>'.
	 * @see org.lnetscope.model.Message#isTxCredit()
	 * @see #getMessage()
	 * @generated
	 */
	EAttribute getMessage_TxCredit();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Message#isPeerTxCredit <em>Peer Tx Credit</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Peer Tx Credit</em>'.
	 * @see org.lnetscope.model.Message#isPeerTxCredit()
	 * @see #getMessage()
	 * @generated
	 */
	EAttribute getMessage_PeerTxCredit();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Message#isRtrCredit <em>Rtr Credit</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Rtr Credit</em>'.
	 * @see org.lnetscope.model.Message#isRtrCredit()
	 * @see #getMessage()
	 * @generated
	 */
	EAttribute getMessage_RtrCredit();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Message#isPeerRtrCredit <em>Peer Rtr Credit</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Peer Rtr Credit</em>'.
	 * @see org.lnetscope.model.Message#isPeerRtrCredit()
	 * @see #getMessage()
	 * @generated
	 */
	EAttribute getMessage_PeerRtrCredit();

	/**
	 * Returns the meta object for the reference '{@link org.lnetscope.model.Message#getRxPeer <em>Rx Peer</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Rx Peer</em>'.
	 * @see org.lnetscope.model.Message#getRxPeer()
	 * @see #getMessage()
	 * @generated
	 */
	EReference getMessage_RxPeer();

	/**
	 * Returns the meta object for the reference '{@link org.lnetscope.model.Message#getTxPeer <em>Tx Peer</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Tx Peer</em>'.
	 * @see org.lnetscope.model.Message#getTxPeer()
	 * @see #getMessage()
	 * @generated
	 */
	EReference getMessage_TxPeer();

	/**
	 * Returns the meta object for the reference '{@link org.lnetscope.model.Message#getKibRx <em>Kib Rx</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Kib Rx</em>'.
	 * @see org.lnetscope.model.Message#getKibRx()
	 * @see #getMessage()
	 * @generated
	 */
	EReference getMessage_KibRx();

	/**
	 * Returns the meta object for the '{@link org.lnetscope.model.Message#heldConn() <em>Held Conn</em>}' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the '<em>Held Conn</em>' operation.
	 * @see org.lnetscope.model.Message#heldConn()
	 * @generated
	 */
	EOperation getMessage__HeldConn();

	/**
	 * Returns the meta object for the '{@link org.lnetscope.model.Message#ownershipChain() <em>Ownership Chain</em>}' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the '<em>Ownership Chain</em>' operation.
	 * @see org.lnetscope.model.Message#ownershipChain()
	 * @generated
	 */
	EOperation getMessage__OwnershipChain();

	/**
	 * Returns the meta object for class '{@link org.lnetscope.model.KibPeer <em>Kib Peer</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Kib Peer</em>'.
	 * @see org.lnetscope.model.KibPeer
	 * @generated
	 */
	EClass getKibPeer();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibPeer#getAddress <em>Address</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Address</em>'.
	 * @see org.lnetscope.model.KibPeer#getAddress()
	 * @see #getKibPeer()
	 * @generated
	 */
	EAttribute getKibPeer_Address();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibPeer#getNid <em>Nid</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Nid</em>'.
	 * @see org.lnetscope.model.KibPeer#getNid()
	 * @see #getKibPeer()
	 * @generated
	 */
	EAttribute getKibPeer_Nid();

	/**
	 * Returns the meta object for the reference '{@link org.lnetscope.model.KibPeer#getNi <em>Ni</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Ni</em>'.
	 * @see org.lnetscope.model.KibPeer#getNi()
	 * @see #getKibPeer()
	 * @generated
	 */
	EReference getKibPeer_Ni();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibPeer#getIncarnation <em>Incarnation</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Incarnation</em>'.
	 * @see org.lnetscope.model.KibPeer#getIncarnation()
	 * @see #getKibPeer()
	 * @generated
	 */
	EAttribute getKibPeer_Incarnation();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibPeer#getLastAlive <em>Last Alive</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Last Alive</em>'.
	 * @see org.lnetscope.model.KibPeer#getLastAlive()
	 * @see #getKibPeer()
	 * @generated
	 */
	EAttribute getKibPeer_LastAlive();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibPeer#getConnecting <em>Connecting</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Connecting</em>'.
	 * @see org.lnetscope.model.KibPeer#getConnecting()
	 * @see #getKibPeer()
	 * @generated
	 */
	EAttribute getKibPeer_Connecting();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibPeer#getAccepting <em>Accepting</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Accepting</em>'.
	 * @see org.lnetscope.model.KibPeer#getAccepting()
	 * @see #getKibPeer()
	 * @generated
	 */
	EAttribute getKibPeer_Accepting();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibPeer#getReconnecting <em>Reconnecting</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Reconnecting</em>'.
	 * @see org.lnetscope.model.KibPeer#getReconnecting()
	 * @see #getKibPeer()
	 * @generated
	 */
	EAttribute getKibPeer_Reconnecting();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibPeer#getRaces <em>Races</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Races</em>'.
	 * @see org.lnetscope.model.KibPeer#getRaces()
	 * @see #getKibPeer()
	 * @generated
	 */
	EAttribute getKibPeer_Races();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibPeer#getReconnected <em>Reconnected</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Reconnected</em>'.
	 * @see org.lnetscope.model.KibPeer#getReconnected()
	 * @see #getKibPeer()
	 * @generated
	 */
	EAttribute getKibPeer_Reconnected();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibPeer#getError <em>Error</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Error</em>'.
	 * @see org.lnetscope.model.KibPeer#getError()
	 * @see #getKibPeer()
	 * @generated
	 */
	EAttribute getKibPeer_Error();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibPeer#getWaitingTxs <em>Waiting Txs</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Waiting Txs</em>'.
	 * @see org.lnetscope.model.KibPeer#getWaitingTxs()
	 * @see #getKibPeer()
	 * @generated
	 */
	EAttribute getKibPeer_WaitingTxs();

	/**
	 * Returns the meta object for the containment reference list '{@link org.lnetscope.model.KibPeer#getConns <em>Conns</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Conns</em>'.
	 * @see org.lnetscope.model.KibPeer#getConns()
	 * @see #getKibPeer()
	 * @generated
	 */
	EReference getKibPeer_Conns();

	/**
	 * Returns the meta object for class '{@link org.lnetscope.model.KibConn <em>Kib Conn</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Kib Conn</em>'.
	 * @see org.lnetscope.model.KibConn
	 * @generated
	 */
	EClass getKibConn();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibConn#getAddress <em>Address</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Address</em>'.
	 * @see org.lnetscope.model.KibConn#getAddress()
	 * @see #getKibConn()
	 * @generated
	 */
	EAttribute getKibConn_Address();

	/**
	 * Returns the meta object for the container reference '{@link org.lnetscope.model.KibConn#getPeer <em>Peer</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the container reference '<em>Peer</em>'.
	 * @see org.lnetscope.model.KibConn#getPeer()
	 * @see #getKibConn()
	 * @generated
	 */
	EReference getKibConn_Peer();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibConn#getState <em>State</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>State</em>'.
	 * @see org.lnetscope.model.KibConn#getState()
	 * @see #getKibConn()
	 * @generated
	 */
	EAttribute getKibConn_State();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibConn#getRefcount <em>Refcount</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Refcount</em>'.
	 * @see org.lnetscope.model.KibConn#getRefcount()
	 * @see #getKibConn()
	 * @generated
	 */
	EAttribute getKibConn_Refcount();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibConn#getNrx <em>Nrx</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Nrx</em>'.
	 * @see org.lnetscope.model.KibConn#getNrx()
	 * @see #getKibConn()
	 * @generated
	 */
	EAttribute getKibConn_Nrx();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibConn#getQueueDepth <em>Queue Depth</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Queue Depth</em>'.
	 * @see org.lnetscope.model.KibConn#getQueueDepth()
	 * @see #getKibConn()
	 * @generated
	 */
	EAttribute getKibConn_QueueDepth();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibConn#getCredits <em>Credits</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Credits</em>'.
	 * @see org.lnetscope.model.KibConn#getCredits()
	 * @see #getKibConn()
	 * @generated
	 */
	EAttribute getKibConn_Credits();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibConn#getOutstandingCredits <em>Outstanding Credits</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Outstanding Credits</em>'.
	 * @see org.lnetscope.model.KibConn#getOutstandingCredits()
	 * @see #getKibConn()
	 * @generated
	 */
	EAttribute getKibConn_OutstandingCredits();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibConn#getReservedCredits <em>Reserved Credits</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Reserved Credits</em>'.
	 * @see org.lnetscope.model.KibConn#getReservedCredits()
	 * @see #getKibConn()
	 * @generated
	 */
	EAttribute getKibConn_ReservedCredits();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibConn#getNsendsPosted <em>Nsends Posted</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Nsends Posted</em>'.
	 * @see org.lnetscope.model.KibConn#getNsendsPosted()
	 * @see #getKibConn()
	 * @generated
	 */
	EAttribute getKibConn_NsendsPosted();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibConn#getQueuedTxs <em>Queued Txs</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Queued Txs</em>'.
	 * @see org.lnetscope.model.KibConn#getQueuedTxs()
	 * @see #getKibConn()
	 * @generated
	 */
	EAttribute getKibConn_QueuedTxs();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibConn#getActiveTxs <em>Active Txs</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Active Txs</em>'.
	 * @see org.lnetscope.model.KibConn#getActiveTxs()
	 * @see #getKibConn()
	 * @generated
	 */
	EAttribute getKibConn_ActiveTxs();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibConn#getVersion <em>Version</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Version</em>'.
	 * @see org.lnetscope.model.KibConn#getVersion()
	 * @see #getKibConn()
	 * @generated
	 */
	EAttribute getKibConn_Version();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibConn#getIncarnation <em>Incarnation</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Incarnation</em>'.
	 * @see org.lnetscope.model.KibConn#getIncarnation()
	 * @see #getKibConn()
	 * @generated
	 */
	EAttribute getKibConn_Incarnation();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibConn#getCommsError <em>Comms Error</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Comms Error</em>'.
	 * @see org.lnetscope.model.KibConn#getCommsError()
	 * @see #getKibConn()
	 * @generated
	 */
	EAttribute getKibConn_CommsError();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibConn#getIbcListState <em>Ibc List State</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Ibc List State</em>'.
	 * @see org.lnetscope.model.KibConn#getIbcListState()
	 * @see #getKibConn()
	 * @generated
	 */
	EAttribute getKibConn_IbcListState();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibConn#getIbcSchedListState <em>Ibc Sched List State</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Ibc Sched List State</em>'.
	 * @see org.lnetscope.model.KibConn#getIbcSchedListState()
	 * @see #getKibConn()
	 * @generated
	 */
	EAttribute getKibConn_IbcSchedListState();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibConn#getQpPages <em>Qp Pages</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Qp Pages</em>'.
	 * @see org.lnetscope.model.KibConn#getQpPages()
	 * @see #getKibConn()
	 * @generated
	 */
	EAttribute getKibConn_QpPages();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibConn#getCqPages <em>Cq Pages</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Cq Pages</em>'.
	 * @see org.lnetscope.model.KibConn#getCqPages()
	 * @see #getKibConn()
	 * @generated
	 */
	EAttribute getKibConn_CqPages();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibConn#getRxPages <em>Rx Pages</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Rx Pages</em>'.
	 * @see org.lnetscope.model.KibConn#getRxPages()
	 * @see #getKibConn()
	 * @generated
	 */
	EAttribute getKibConn_RxPages();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibConn#getOpenedAt <em>Opened At</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Opened At</em>'.
	 * @see org.lnetscope.model.KibConn#getOpenedAt()
	 * @see #getKibConn()
	 * @generated
	 */
	EAttribute getKibConn_OpenedAt();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibConn#getClosedAt <em>Closed At</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Closed At</em>'.
	 * @see org.lnetscope.model.KibConn#getClosedAt()
	 * @see #getKibConn()
	 * @generated
	 */
	EAttribute getKibConn_ClosedAt();

	/**
	 * Returns the meta object for the containment reference list '{@link org.lnetscope.model.KibConn#getRxs <em>Rxs</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Rxs</em>'.
	 * @see org.lnetscope.model.KibConn#getRxs()
	 * @see #getKibConn()
	 * @generated
	 */
	EReference getKibConn_Rxs();

	/**
	 * Returns the meta object for the '{@link org.lnetscope.model.KibConn#isPinned() <em>Is Pinned</em>}' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the '<em>Is Pinned</em>' operation.
	 * @see org.lnetscope.model.KibConn#isPinned()
	 * @generated
	 */
	EOperation getKibConn__IsPinned();

	/**
	 * Returns the meta object for the '{@link org.lnetscope.model.KibConn#heldRxs() <em>Held Rxs</em>}' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the '<em>Held Rxs</em>' operation.
	 * @see org.lnetscope.model.KibConn#heldRxs()
	 * @generated
	 */
	EOperation getKibConn__HeldRxs();

	/**
	 * Returns the meta object for the '{@link org.lnetscope.model.KibConn#holders() <em>Holders</em>}' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the '<em>Holders</em>' operation.
	 * @see org.lnetscope.model.KibConn#holders()
	 * @generated
	 */
	EOperation getKibConn__Holders();

	/**
	 * Returns the meta object for the '{@link org.lnetscope.model.KibConn#memoryBytes() <em>Memory Bytes</em>}' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the '<em>Memory Bytes</em>' operation.
	 * @see org.lnetscope.model.KibConn#memoryBytes()
	 * @generated
	 */
	EOperation getKibConn__MemoryBytes();

	/**
	 * Returns the meta object for the '{@link org.lnetscope.model.KibConn#pinnedBytes() <em>Pinned Bytes</em>}' operation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the '<em>Pinned Bytes</em>' operation.
	 * @see org.lnetscope.model.KibConn#pinnedBytes()
	 * @generated
	 */
	EOperation getKibConn__PinnedBytes();

	/**
	 * Returns the meta object for class '{@link org.lnetscope.model.KibRx <em>Kib Rx</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Kib Rx</em>'.
	 * @see org.lnetscope.model.KibRx
	 * @generated
	 */
	EClass getKibRx();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibRx#getAddress <em>Address</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Address</em>'.
	 * @see org.lnetscope.model.KibRx#getAddress()
	 * @see #getKibRx()
	 * @generated
	 */
	EAttribute getKibRx_Address();

	/**
	 * Returns the meta object for the container reference '{@link org.lnetscope.model.KibRx#getConn <em>Conn</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the container reference '<em>Conn</em>'.
	 * @see org.lnetscope.model.KibRx#getConn()
	 * @see #getKibRx()
	 * @generated
	 */
	EReference getKibRx_Conn();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibRx#getNob <em>Nob</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Nob</em>'.
	 * @see org.lnetscope.model.KibRx#getNob()
	 * @see #getKibRx()
	 * @generated
	 */
	EAttribute getKibRx_Nob();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibRx#getState <em>State</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>State</em>'.
	 * @see org.lnetscope.model.KibRx#getState()
	 * @see #getKibRx()
	 * @generated
	 */
	EAttribute getKibRx_State();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.KibRx#getMsgType <em>Msg Type</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Msg Type</em>'.
	 * @see org.lnetscope.model.KibRx#getMsgType()
	 * @see #getKibRx()
	 * @generated
	 */
	EAttribute getKibRx_MsgType();

	/**
	 * Returns the meta object for the reference '{@link org.lnetscope.model.KibRx#getMessage <em>Message</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Message</em>'.
	 * @see org.lnetscope.model.KibRx#getMessage()
	 * @see #getKibRx()
	 * @generated
	 */
	EReference getKibRx_Message();

	/**
	 * Returns the meta object for class '{@link org.lnetscope.model.Route <em>Route</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Route</em>'.
	 * @see org.lnetscope.model.Route
	 * @generated
	 */
	EClass getRoute();

	/**
	 * Returns the meta object for the reference '{@link org.lnetscope.model.Route#getNet <em>Net</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Net</em>'.
	 * @see org.lnetscope.model.Route#getNet()
	 * @see #getRoute()
	 * @generated
	 */
	EReference getRoute_Net();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Route#getHops <em>Hops</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Hops</em>'.
	 * @see org.lnetscope.model.Route#getHops()
	 * @see #getRoute()
	 * @generated
	 */
	EAttribute getRoute_Hops();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Route#getPriority <em>Priority</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Priority</em>'.
	 * @see org.lnetscope.model.Route#getPriority()
	 * @see #getRoute()
	 * @generated
	 */
	EAttribute getRoute_Priority();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Route#getGateway <em>Gateway</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Gateway</em>'.
	 * @see org.lnetscope.model.Route#getGateway()
	 * @see #getRoute()
	 * @generated
	 */
	EAttribute getRoute_Gateway();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Route#getState <em>State</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>State</em>'.
	 * @see org.lnetscope.model.Route#getState()
	 * @see #getRoute()
	 * @generated
	 */
	EAttribute getRoute_State();

	/**
	 * Returns the meta object for class '{@link org.lnetscope.model.Diagnostic <em>Diagnostic</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Diagnostic</em>'.
	 * @see org.lnetscope.model.Diagnostic
	 * @generated
	 */
	EClass getDiagnostic();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Diagnostic#getSeverity <em>Severity</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Severity</em>'.
	 * @see org.lnetscope.model.Diagnostic#getSeverity()
	 * @see #getDiagnostic()
	 * @generated
	 */
	EAttribute getDiagnostic_Severity();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Diagnostic#getLocation <em>Location</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Location</em>'.
	 * @see org.lnetscope.model.Diagnostic#getLocation()
	 * @see #getDiagnostic()
	 * @generated
	 */
	EAttribute getDiagnostic_Location();

	/**
	 * Returns the meta object for the attribute '{@link org.lnetscope.model.Diagnostic#getMessage <em>Message</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Message</em>'.
	 * @see org.lnetscope.model.Diagnostic#getMessage()
	 * @see #getDiagnostic()
	 * @generated
	 */
	EAttribute getDiagnostic_Message();

	/**
	 * Returns the meta object for enum '{@link org.lnetscope.model.LustreLayout <em>Lustre Layout</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Lustre Layout</em>'.
	 * @see org.lnetscope.model.LustreLayout
	 * @generated
	 */
	EEnum getLustreLayout();

	/**
	 * Returns the meta object for enum '{@link org.lnetscope.model.CaptureSource <em>Capture Source</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Capture Source</em>'.
	 * @see org.lnetscope.model.CaptureSource
	 * @generated
	 */
	EEnum getCaptureSource();

	/**
	 * Returns the meta object for enum '{@link org.lnetscope.model.LndType <em>Lnd Type</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Lnd Type</em>'.
	 * @see org.lnetscope.model.LndType
	 * @generated
	 */
	EEnum getLndType();

	/**
	 * Returns the meta object for enum '{@link org.lnetscope.model.NodeRole <em>Node Role</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Node Role</em>'.
	 * @see org.lnetscope.model.NodeRole
	 * @generated
	 */
	EEnum getNodeRole();

	/**
	 * Returns the meta object for enum '{@link org.lnetscope.model.LinkState <em>Link State</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Link State</em>'.
	 * @see org.lnetscope.model.LinkState
	 * @generated
	 */
	EEnum getLinkState();

	/**
	 * Returns the meta object for enum '{@link org.lnetscope.model.PeerState <em>Peer State</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Peer State</em>'.
	 * @see org.lnetscope.model.PeerState
	 * @generated
	 */
	EEnum getPeerState();

	/**
	 * Returns the meta object for enum '{@link org.lnetscope.model.PoolKind <em>Pool Kind</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Pool Kind</em>'.
	 * @see org.lnetscope.model.PoolKind
	 * @generated
	 */
	EEnum getPoolKind();

	/**
	 * Returns the meta object for enum '{@link org.lnetscope.model.MsgType <em>Msg Type</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Msg Type</em>'.
	 * @see org.lnetscope.model.MsgType
	 * @generated
	 */
	EEnum getMsgType();

	/**
	 * Returns the meta object for enum '{@link org.lnetscope.model.KibConnState <em>Kib Conn State</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Kib Conn State</em>'.
	 * @see org.lnetscope.model.KibConnState
	 * @generated
	 */
	EEnum getKibConnState();

	/**
	 * Returns the meta object for enum '{@link org.lnetscope.model.ListLinkState <em>List Link State</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>List Link State</em>'.
	 * @see org.lnetscope.model.ListLinkState
	 * @generated
	 */
	EEnum getListLinkState();

	/**
	 * Returns the meta object for enum '{@link org.lnetscope.model.RxState <em>Rx State</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Rx State</em>'.
	 * @see org.lnetscope.model.RxState
	 * @generated
	 */
	EEnum getRxState();

	/**
	 * Returns the meta object for enum '{@link org.lnetscope.model.Severity <em>Severity</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Severity</em>'.
	 * @see org.lnetscope.model.Severity
	 * @generated
	 */
	EEnum getSeverity();

	/**
	 * Returns the meta object for data type '{@link org.lnetscope.model.nid.Nid <em>Nid</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
     * <!-- begin-model-doc -->
     * An LNet NID such as 10.1.0.17@o2ib1, saved in its printed form.
     * <!-- end-model-doc -->
	 * @return the meta object for data type '<em>Nid</em>'.
	 * @see org.lnetscope.model.nid.Nid
	 * @model instanceClass="org.lnetscope.model.nid.Nid"
	 * @generated
	 */
	EDataType getNid();

	/**
	 * Returns the meta object for data type '<em>Address</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
     * <!-- begin-model-doc -->
     * A kernel virtual address, saved as 0x-prefixed hex. 0 means unknown and is not an ID.
     * <!-- end-model-doc -->
	 * @return the meta object for data type '<em>Address</em>'.
	 * @model instanceClass="long"
	 * @generated
	 */
	EDataType getAddress();

	/**
	 * Returns the meta object for data type '{@link java.time.Instant <em>Instant</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
     * <!-- begin-model-doc -->
     * A point in wall-clock time, saved in ISO-8601 form (2021-12-14T03:12:45Z).
     * <!-- end-model-doc -->
	 * @return the meta object for data type '<em>Instant</em>'.
	 * @see java.time.Instant
	 * @model instanceClass="java.time.Instant"
	 * @generated
	 */
	EDataType getInstant();

	/**
	 * Returns the factory that creates the instances of the model.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the factory that creates the instances of the model.
	 * @generated
	 */
	LnetFactory getLnetFactory();

	/**
	 * <!-- begin-user-doc -->
	 * Defines literals for the meta objects that represent
	 * <ul>
	 *   <li>each class,</li>
	 *   <li>each feature of each class,</li>
	 *   <li>each operation of each class,</li>
	 *   <li>each enum,</li>
	 *   <li>and each data type</li>
	 * </ul>
	 * <!-- end-user-doc -->
	 * @generated
	 */
	interface Literals {
		/**
		 * The meta object literal for the '{@link org.lnetscope.model.impl.FabricImpl <em>Fabric</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.lnetscope.model.impl.FabricImpl
		 * @see org.lnetscope.model.impl.LnetPackageImpl#getFabric()
		 * @generated
		 */
		EClass FABRIC = eINSTANCE.getFabric();

		/**
		 * The meta object literal for the '<em><b>Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute FABRIC__NAME = eINSTANCE.getFabric_Name();

		/**
		 * The meta object literal for the '<em><b>Description</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute FABRIC__DESCRIPTION = eINSTANCE.getFabric_Description();

		/**
		 * The meta object literal for the '<em><b>Lustre Version</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute FABRIC__LUSTRE_VERSION = eINSTANCE.getFabric_LustreVersion();

		/**
		 * The meta object literal for the '<em><b>Capture Time</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute FABRIC__CAPTURE_TIME = eINSTANCE.getFabric_CaptureTime();

		/**
		 * The meta object literal for the '<em><b>Source</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute FABRIC__SOURCE = eINSTANCE.getFabric_Source();

		/**
		 * The meta object literal for the '<em><b>Tunables</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference FABRIC__TUNABLES = eINSTANCE.getFabric_Tunables();

		/**
		 * The meta object literal for the '<em><b>Nets</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference FABRIC__NETS = eINSTANCE.getFabric_Nets();

		/**
		 * The meta object literal for the '<em><b>Nodes</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference FABRIC__NODES = eINSTANCE.getFabric_Nodes();

		/**
		 * The meta object literal for the '<em><b>Diagnostics</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference FABRIC__DIAGNOSTICS = eINSTANCE.getFabric_Diagnostics();

		/**
		 * The meta object literal for the '<em><b>Find Net</b></em>' operation.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EOperation FABRIC___FIND_NET__STRING = eINSTANCE.getFabric__FindNet__String();

		/**
		 * The meta object literal for the '<em><b>Find Node</b></em>' operation.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EOperation FABRIC___FIND_NODE__STRING = eINSTANCE.getFabric__FindNode__String();

		/**
		 * The meta object literal for the '<em><b>Effective Lnd Timeout</b></em>' operation.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EOperation FABRIC___EFFECTIVE_LND_TIMEOUT = eINSTANCE.getFabric__EffectiveLndTimeout();

		/**
		 * The meta object literal for the '{@link org.lnetscope.model.impl.TunablesImpl <em>Tunables</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.lnetscope.model.impl.TunablesImpl
		 * @see org.lnetscope.model.impl.LnetPackageImpl#getTunables()
		 * @generated
		 */
		EClass TUNABLES = eINSTANCE.getTunables();

		/**
		 * The meta object literal for the '<em><b>Peer Credits</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TUNABLES__PEER_CREDITS = eINSTANCE.getTunables_PeerCredits();

		/**
		 * The meta object literal for the '<em><b>Peer Buffer Credits</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TUNABLES__PEER_BUFFER_CREDITS = eINSTANCE.getTunables_PeerBufferCredits();

		/**
		 * The meta object literal for the '<em><b>Credits</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TUNABLES__CREDITS = eINSTANCE.getTunables_Credits();

		/**
		 * The meta object literal for the '<em><b>Concurrent Sends</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TUNABLES__CONCURRENT_SENDS = eINSTANCE.getTunables_ConcurrentSends();

		/**
		 * The meta object literal for the '<em><b>Peer Credits Hiw</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TUNABLES__PEER_CREDITS_HIW = eINSTANCE.getTunables_PeerCreditsHiw();

		/**
		 * The meta object literal for the '<em><b>Map On Demand</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TUNABLES__MAP_ON_DEMAND = eINSTANCE.getTunables_MapOnDemand();

		/**
		 * The meta object literal for the '<em><b>Peer Timeout</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TUNABLES__PEER_TIMEOUT = eINSTANCE.getTunables_PeerTimeout();

		/**
		 * The meta object literal for the '<em><b>Transaction Timeout</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TUNABLES__TRANSACTION_TIMEOUT = eINSTANCE.getTunables_TransactionTimeout();

		/**
		 * The meta object literal for the '<em><b>Retry Count</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TUNABLES__RETRY_COUNT = eINSTANCE.getTunables_RetryCount();

		/**
		 * The meta object literal for the '<em><b>Health Sensitivity</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TUNABLES__HEALTH_SENSITIVITY = eINSTANCE.getTunables_HealthSensitivity();

		/**
		 * The meta object literal for the '<em><b>Discovery</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TUNABLES__DISCOVERY = eINSTANCE.getTunables_Discovery();

		/**
		 * The meta object literal for the '<em><b>Lnd Timeout</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TUNABLES__LND_TIMEOUT = eINSTANCE.getTunables_LndTimeout();

		/**
		 * The meta object literal for the '<em><b>Tiny Router Buffers</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TUNABLES__TINY_ROUTER_BUFFERS = eINSTANCE.getTunables_TinyRouterBuffers();

		/**
		 * The meta object literal for the '<em><b>Small Router Buffers</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TUNABLES__SMALL_ROUTER_BUFFERS = eINSTANCE.getTunables_SmallRouterBuffers();

		/**
		 * The meta object literal for the '<em><b>Large Router Buffers</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TUNABLES__LARGE_ROUTER_BUFFERS = eINSTANCE.getTunables_LargeRouterBuffers();

		/**
		 * The meta object literal for the '<em><b>Effective Peer Buffer Credits</b></em>' operation.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EOperation TUNABLES___EFFECTIVE_PEER_BUFFER_CREDITS = eINSTANCE.getTunables__EffectivePeerBufferCredits();

		/**
		 * The meta object literal for the '<em><b>Effective Router Buffers</b></em>' operation.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EOperation TUNABLES___EFFECTIVE_ROUTER_BUFFERS__POOLKIND = eINSTANCE.getTunables__EffectiveRouterBuffers__PoolKind();

		/**
		 * The meta object literal for the '{@link org.lnetscope.model.impl.NetImpl <em>Net</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.lnetscope.model.impl.NetImpl
		 * @see org.lnetscope.model.impl.LnetPackageImpl#getNet()
		 * @generated
		 */
		EClass NET = eINSTANCE.getNet();

		/**
		 * The meta object literal for the '<em><b>Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute NET__NAME = eINSTANCE.getNet_Name();

		/**
		 * The meta object literal for the '<em><b>Lnd Type</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute NET__LND_TYPE = eINSTANCE.getNet_LndType();

		/**
		 * The meta object literal for the '<em><b>Peer Timeout</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute NET__PEER_TIMEOUT = eINSTANCE.getNet_PeerTimeout();

		/**
		 * The meta object literal for the '{@link org.lnetscope.model.impl.NodeImpl <em>Node</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.lnetscope.model.impl.NodeImpl
		 * @see org.lnetscope.model.impl.LnetPackageImpl#getNode()
		 * @generated
		 */
		EClass NODE = eINSTANCE.getNode();

		/**
		 * The meta object literal for the '<em><b>Hostname</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute NODE__HOSTNAME = eINSTANCE.getNode_Hostname();

		/**
		 * The meta object literal for the '<em><b>Role</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute NODE__ROLE = eINSTANCE.getNode_Role();

		/**
		 * The meta object literal for the '<em><b>Group</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute NODE__GROUP = eINSTANCE.getNode_Group();

		/**
		 * The meta object literal for the '<em><b>Ram Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute NODE__RAM_BYTES = eINSTANCE.getNode_RamBytes();

		/**
		 * The meta object literal for the '<em><b>Used Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute NODE__USED_BYTES = eINSTANCE.getNode_UsedBytes();

		/**
		 * The meta object literal for the '<em><b>Auto Down</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute NODE__AUTO_DOWN = eINSTANCE.getNode_AutoDown();

		/**
		 * The meta object literal for the '<em><b>Lnd Timeout</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute NODE__LND_TIMEOUT = eINSTANCE.getNode_LndTimeout();

		/**
		 * The meta object literal for the '<em><b>Mem Available Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute NODE__MEM_AVAILABLE_BYTES = eINSTANCE.getNode_MemAvailableBytes();

		/**
		 * The meta object literal for the '<em><b>Slab Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute NODE__SLAB_BYTES = eINSTANCE.getNode_SlabBytes();

		/**
		 * The meta object literal for the '<em><b>Slab Unreclaimable Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute NODE__SLAB_UNRECLAIMABLE_BYTES = eINSTANCE.getNode_SlabUnreclaimableBytes();

		/**
		 * The meta object literal for the '<em><b>Routing Enabled</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute NODE__ROUTING_ENABLED = eINSTANCE.getNode_RoutingEnabled();

		/**
		 * The meta object literal for the '<em><b>Cpt Count</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute NODE__CPT_COUNT = eINSTANCE.getNode_CptCount();

		/**
		 * The meta object literal for the '<em><b>Clock Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute NODE__CLOCK_SECONDS = eINSTANCE.getNode_ClockSeconds();

		/**
		 * The meta object literal for the '<em><b>Stats</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference NODE__STATS = eINSTANCE.getNode_Stats();

		/**
		 * The meta object literal for the '<em><b>Local Nis</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference NODE__LOCAL_NIS = eINSTANCE.getNode_LocalNis();

		/**
		 * The meta object literal for the '<em><b>Peers</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference NODE__PEERS = eINSTANCE.getNode_Peers();

		/**
		 * The meta object literal for the '<em><b>Rtr Buffer Pools</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference NODE__RTR_BUFFER_POOLS = eINSTANCE.getNode_RtrBufferPools();

		/**
		 * The meta object literal for the '<em><b>Kib Peers</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference NODE__KIB_PEERS = eINSTANCE.getNode_KibPeers();

		/**
		 * The meta object literal for the '<em><b>Routes</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference NODE__ROUTES = eINSTANCE.getNode_Routes();

		/**
		 * The meta object literal for the '<em><b>Messages</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference NODE__MESSAGES = eINSTANCE.getNode_Messages();

		/**
		 * The meta object literal for the '<em><b>Pinned Conns</b></em>' operation.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EOperation NODE___PINNED_CONNS = eINSTANCE.getNode__PinnedConns();

		/**
		 * The meta object literal for the '<em><b>Pinned Bytes</b></em>' operation.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EOperation NODE___PINNED_BYTES = eINSTANCE.getNode__PinnedBytes();

		/**
		 * The meta object literal for the '<em><b>Find Local Ni</b></em>' operation.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EOperation NODE___FIND_LOCAL_NI__NID = eINSTANCE.getNode__FindLocalNi__Nid();

		/**
		 * The meta object literal for the '<em><b>Find Peer Ni</b></em>' operation.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EOperation NODE___FIND_PEER_NI__NID = eINSTANCE.getNode__FindPeerNi__Nid();

		/**
		 * The meta object literal for the '<em><b>Find Kib Peer</b></em>' operation.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EOperation NODE___FIND_KIB_PEER__NID = eINSTANCE.getNode__FindKibPeer__Nid();

		/**
		 * The meta object literal for the '{@link org.lnetscope.model.impl.StatsImpl <em>Stats</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.lnetscope.model.impl.StatsImpl
		 * @see org.lnetscope.model.impl.LnetPackageImpl#getStats()
		 * @generated
		 */
		EClass STATS = eINSTANCE.getStats();

		/**
		 * The meta object literal for the '<em><b>Msgs Alloc</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute STATS__MSGS_ALLOC = eINSTANCE.getStats_MsgsAlloc();

		/**
		 * The meta object literal for the '<em><b>Msgs Max</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute STATS__MSGS_MAX = eINSTANCE.getStats_MsgsMax();

		/**
		 * The meta object literal for the '<em><b>Errors</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute STATS__ERRORS = eINSTANCE.getStats_Errors();

		/**
		 * The meta object literal for the '<em><b>Send Count</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute STATS__SEND_COUNT = eINSTANCE.getStats_SendCount();

		/**
		 * The meta object literal for the '<em><b>Recv Count</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute STATS__RECV_COUNT = eINSTANCE.getStats_RecvCount();

		/**
		 * The meta object literal for the '<em><b>Route Count</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute STATS__ROUTE_COUNT = eINSTANCE.getStats_RouteCount();

		/**
		 * The meta object literal for the '<em><b>Drop Count</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute STATS__DROP_COUNT = eINSTANCE.getStats_DropCount();

		/**
		 * The meta object literal for the '<em><b>Send Length</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute STATS__SEND_LENGTH = eINSTANCE.getStats_SendLength();

		/**
		 * The meta object literal for the '<em><b>Recv Length</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute STATS__RECV_LENGTH = eINSTANCE.getStats_RecvLength();

		/**
		 * The meta object literal for the '<em><b>Route Length</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute STATS__ROUTE_LENGTH = eINSTANCE.getStats_RouteLength();

		/**
		 * The meta object literal for the '<em><b>Drop Length</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute STATS__DROP_LENGTH = eINSTANCE.getStats_DropLength();

		/**
		 * The meta object literal for the '{@link org.lnetscope.model.impl.LocalNiImpl <em>Local Ni</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.lnetscope.model.impl.LocalNiImpl
		 * @see org.lnetscope.model.impl.LnetPackageImpl#getLocalNi()
		 * @generated
		 */
		EClass LOCAL_NI = eINSTANCE.getLocalNi();

		/**
		 * The meta object literal for the '<em><b>Nid</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LOCAL_NI__NID = eINSTANCE.getLocalNi_Nid();

		/**
		 * The meta object literal for the '<em><b>Net</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference LOCAL_NI__NET = eINSTANCE.getLocalNi_Net();

		/**
		 * The meta object literal for the '<em><b>Status</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LOCAL_NI__STATUS = eINSTANCE.getLocalNi_Status();

		/**
		 * The meta object literal for the '<em><b>Interface Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LOCAL_NI__INTERFACE_NAME = eINSTANCE.getLocalNi_InterfaceName();

		/**
		 * The meta object literal for the '<em><b>Peer Credits</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LOCAL_NI__PEER_CREDITS = eINSTANCE.getLocalNi_PeerCredits();

		/**
		 * The meta object literal for the '<em><b>Peer Rtr Credits</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LOCAL_NI__PEER_RTR_CREDITS = eINSTANCE.getLocalNi_PeerRtrCredits();

		/**
		 * The meta object literal for the '<em><b>Max Tx Credits</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LOCAL_NI__MAX_TX_CREDITS = eINSTANCE.getLocalNi_MaxTxCredits();

		/**
		 * The meta object literal for the '<em><b>Peer Timeout</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LOCAL_NI__PEER_TIMEOUT = eINSTANCE.getLocalNi_PeerTimeout();

		/**
		 * The meta object literal for the '<em><b>Tx Queues</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference LOCAL_NI__TX_QUEUES = eINSTANCE.getLocalNi_TxQueues();

		/**
		 * The meta object literal for the '<em><b>Tx Credits</b></em>' operation.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EOperation LOCAL_NI___TX_CREDITS = eINSTANCE.getLocalNi__TxCredits();

		/**
		 * The meta object literal for the '{@link org.lnetscope.model.impl.TxQueueImpl <em>Tx Queue</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.lnetscope.model.impl.TxQueueImpl
		 * @see org.lnetscope.model.impl.LnetPackageImpl#getTxQueue()
		 * @generated
		 */
		EClass TX_QUEUE = eINSTANCE.getTxQueue();

		/**
		 * The meta object literal for the '<em><b>Cpt</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TX_QUEUE__CPT = eINSTANCE.getTxQueue_Cpt();

		/**
		 * The meta object literal for the '<em><b>Credits</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TX_QUEUE__CREDITS = eINSTANCE.getTxQueue_Credits();

		/**
		 * The meta object literal for the '<em><b>Max Credits</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TX_QUEUE__MAX_CREDITS = eINSTANCE.getTxQueue_MaxCredits();

		/**
		 * The meta object literal for the '<em><b>Min Credits</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TX_QUEUE__MIN_CREDITS = eINSTANCE.getTxQueue_MinCredits();

		/**
		 * The meta object literal for the '<em><b>Delayed</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TX_QUEUE__DELAYED = eINSTANCE.getTxQueue_Delayed();

		/**
		 * The meta object literal for the '{@link org.lnetscope.model.impl.PeerImpl <em>Peer</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.lnetscope.model.impl.PeerImpl
		 * @see org.lnetscope.model.impl.LnetPackageImpl#getPeer()
		 * @generated
		 */
		EClass PEER = eINSTANCE.getPeer();

		/**
		 * The meta object literal for the '<em><b>Address</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PEER__ADDRESS = eINSTANCE.getPeer_Address();

		/**
		 * The meta object literal for the '<em><b>Primary Nid</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PEER__PRIMARY_NID = eINSTANCE.getPeer_PrimaryNid();

		/**
		 * The meta object literal for the '<em><b>Multi Rail</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PEER__MULTI_RAIL = eINSTANCE.getPeer_MultiRail();

		/**
		 * The meta object literal for the '<em><b>Peer Nis</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference PEER__PEER_NIS = eINSTANCE.getPeer_PeerNis();

		/**
		 * The meta object literal for the '<em><b>Rtrq</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference PEER__RTRQ = eINSTANCE.getPeer_Rtrq();

		/**
		 * The meta object literal for the '<em><b>Rtr Refcount</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PEER__RTR_REFCOUNT = eINSTANCE.getPeer_RtrRefcount();

		/**
		 * The meta object literal for the '<em><b>Gateway Alive</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PEER__GATEWAY_ALIVE = eINSTANCE.getPeer_GatewayAlive();

		/**
		 * The meta object literal for the '<em><b>Alive Count</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PEER__ALIVE_COUNT = eINSTANCE.getPeer_AliveCount();

		/**
		 * The meta object literal for the '<em><b>Ping Timestamp</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PEER__PING_TIMESTAMP = eINSTANCE.getPeer_PingTimestamp();

		/**
		 * The meta object literal for the '<em><b>Ping Notsent</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PEER__PING_NOTSENT = eINSTANCE.getPeer_PingNotsent();

		/**
		 * The meta object literal for the '<em><b>Ping Deadline</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PEER__PING_DEADLINE = eINSTANCE.getPeer_PingDeadline();

		/**
		 * The meta object literal for the '<em><b>Down Nis</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PEER__DOWN_NIS = eINSTANCE.getPeer_DownNis();

		/**
		 * The meta object literal for the '{@link org.lnetscope.model.impl.PeerNiImpl <em>Peer Ni</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.lnetscope.model.impl.PeerNiImpl
		 * @see org.lnetscope.model.impl.LnetPackageImpl#getPeerNi()
		 * @generated
		 */
		EClass PEER_NI = eINSTANCE.getPeerNi();

		/**
		 * The meta object literal for the '<em><b>Address</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PEER_NI__ADDRESS = eINSTANCE.getPeerNi_Address();

		/**
		 * The meta object literal for the '<em><b>Peer</b></em>' container reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference PEER_NI__PEER = eINSTANCE.getPeerNi_Peer();

		/**
		 * The meta object literal for the '<em><b>Nid</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PEER_NI__NID = eINSTANCE.getPeerNi_Nid();

		/**
		 * The meta object literal for the '<em><b>State</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PEER_NI__STATE = eINSTANCE.getPeerNi_State();

		/**
		 * The meta object literal for the '<em><b>Refcount</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PEER_NI__REFCOUNT = eINSTANCE.getPeerNi_Refcount();

		/**
		 * The meta object literal for the '<em><b>Max Tx Credits</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PEER_NI__MAX_TX_CREDITS = eINSTANCE.getPeerNi_MaxTxCredits();

		/**
		 * The meta object literal for the '<em><b>Tx Credits</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PEER_NI__TX_CREDITS = eINSTANCE.getPeerNi_TxCredits();

		/**
		 * The meta object literal for the '<em><b>Min Tx Credits</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PEER_NI__MIN_TX_CREDITS = eINSTANCE.getPeerNi_MinTxCredits();

		/**
		 * The meta object literal for the '<em><b>Rtr Credits</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PEER_NI__RTR_CREDITS = eINSTANCE.getPeerNi_RtrCredits();

		/**
		 * The meta object literal for the '<em><b>Min Rtr Credits</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PEER_NI__MIN_RTR_CREDITS = eINSTANCE.getPeerNi_MinRtrCredits();

		/**
		 * The meta object literal for the '<em><b>Txq Nob</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PEER_NI__TXQ_NOB = eINSTANCE.getPeerNi_TxqNob();

		/**
		 * The meta object literal for the '<em><b>Last Alive</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PEER_NI__LAST_ALIVE = eINSTANCE.getPeerNi_LastAlive();

		/**
		 * The meta object literal for the '<em><b>Alive Count</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PEER_NI__ALIVE_COUNT = eINSTANCE.getPeerNi_AliveCount();

		/**
		 * The meta object literal for the '<em><b>Timestamp</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PEER_NI__TIMESTAMP = eINSTANCE.getPeerNi_Timestamp();

		/**
		 * The meta object literal for the '<em><b>Last Query</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PEER_NI__LAST_QUERY = eINSTANCE.getPeerNi_LastQuery();

		/**
		 * The meta object literal for the '<em><b>Notified</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PEER_NI__NOTIFIED = eINSTANCE.getPeerNi_Notified();

		/**
		 * The meta object literal for the '<em><b>Health Value</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PEER_NI__HEALTH_VALUE = eINSTANCE.getPeerNi_HealthValue();

		/**
		 * The meta object literal for the '<em><b>Txq</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference PEER_NI__TXQ = eINSTANCE.getPeerNi_Txq();

		/**
		 * The meta object literal for the '<em><b>Rtrq</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference PEER_NI__RTRQ = eINSTANCE.getPeerNi_Rtrq();

		/**
		 * The meta object literal for the '<em><b>Router Queue</b></em>' operation.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EOperation PEER_NI___ROUTER_QUEUE = eINSTANCE.getPeerNi__RouterQueue();

		/**
		 * The meta object literal for the '{@link org.lnetscope.model.impl.RtrBufferPoolImpl <em>Rtr Buffer Pool</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.lnetscope.model.impl.RtrBufferPoolImpl
		 * @see org.lnetscope.model.impl.LnetPackageImpl#getRtrBufferPool()
		 * @generated
		 */
		EClass RTR_BUFFER_POOL = eINSTANCE.getRtrBufferPool();

		/**
		 * The meta object literal for the '<em><b>Kind</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RTR_BUFFER_POOL__KIND = eINSTANCE.getRtrBufferPool_Kind();

		/**
		 * The meta object literal for the '<em><b>Cpt</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RTR_BUFFER_POOL__CPT = eINSTANCE.getRtrBufferPool_Cpt();

		/**
		 * The meta object literal for the '<em><b>Npages</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RTR_BUFFER_POOL__NPAGES = eINSTANCE.getRtrBufferPool_Npages();

		/**
		 * The meta object literal for the '<em><b>Nbuffers</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RTR_BUFFER_POOL__NBUFFERS = eINSTANCE.getRtrBufferPool_Nbuffers();

		/**
		 * The meta object literal for the '<em><b>Credits</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RTR_BUFFER_POOL__CREDITS = eINSTANCE.getRtrBufferPool_Credits();

		/**
		 * The meta object literal for the '<em><b>Min Credits</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RTR_BUFFER_POOL__MIN_CREDITS = eINSTANCE.getRtrBufferPool_MinCredits();

		/**
		 * The meta object literal for the '<em><b>Msgs</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference RTR_BUFFER_POOL__MSGS = eINSTANCE.getRtrBufferPool_Msgs();

		/**
		 * The meta object literal for the '{@link org.lnetscope.model.impl.MessageImpl <em>Message</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.lnetscope.model.impl.MessageImpl
		 * @see org.lnetscope.model.impl.LnetPackageImpl#getMessage()
		 * @generated
		 */
		EClass MESSAGE = eINSTANCE.getMessage();

		/**
		 * The meta object literal for the '<em><b>Address</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MESSAGE__ADDRESS = eINSTANCE.getMessage_Address();

		/**
		 * The meta object literal for the '<em><b>Type</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MESSAGE__TYPE = eINSTANCE.getMessage_Type();

		/**
		 * The meta object literal for the '<em><b>Src Nid</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MESSAGE__SRC_NID = eINSTANCE.getMessage_SrcNid();

		/**
		 * The meta object literal for the '<em><b>Dest Nid</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MESSAGE__DEST_NID = eINSTANCE.getMessage_DestNid();

		/**
		 * The meta object literal for the '<em><b>Length</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MESSAGE__LENGTH = eINSTANCE.getMessage_Length();

		/**
		 * The meta object literal for the '<em><b>Tx Committed</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MESSAGE__TX_COMMITTED = eINSTANCE.getMessage_TxCommitted();

		/**
		 * The meta object literal for the '<em><b>Rx Committed</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MESSAGE__RX_COMMITTED = eINSTANCE.getMessage_RxCommitted();

		/**
		 * The meta object literal for the '<em><b>Tx Delayed</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MESSAGE__TX_DELAYED = eINSTANCE.getMessage_TxDelayed();

		/**
		 * The meta object literal for the '<em><b>Rx Delayed</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MESSAGE__RX_DELAYED = eINSTANCE.getMessage_RxDelayed();

		/**
		 * The meta object literal for the '<em><b>Rx Ready Delay</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MESSAGE__RX_READY_DELAY = eINSTANCE.getMessage_RxReadyDelay();

		/**
		 * The meta object literal for the '<em><b>Routing</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MESSAGE__ROUTING = eINSTANCE.getMessage_Routing();

		/**
		 * The meta object literal for the '<em><b>Sending</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MESSAGE__SENDING = eINSTANCE.getMessage_Sending();

		/**
		 * The meta object literal for the '<em><b>Receiving</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MESSAGE__RECEIVING = eINSTANCE.getMessage_Receiving();

		/**
		 * The meta object literal for the '<em><b>Tx Credit</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MESSAGE__TX_CREDIT = eINSTANCE.getMessage_TxCredit();

		/**
		 * The meta object literal for the '<em><b>Peer Tx Credit</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MESSAGE__PEER_TX_CREDIT = eINSTANCE.getMessage_PeerTxCredit();

		/**
		 * The meta object literal for the '<em><b>Rtr Credit</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MESSAGE__RTR_CREDIT = eINSTANCE.getMessage_RtrCredit();

		/**
		 * The meta object literal for the '<em><b>Peer Rtr Credit</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MESSAGE__PEER_RTR_CREDIT = eINSTANCE.getMessage_PeerRtrCredit();

		/**
		 * The meta object literal for the '<em><b>Rx Peer</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference MESSAGE__RX_PEER = eINSTANCE.getMessage_RxPeer();

		/**
		 * The meta object literal for the '<em><b>Tx Peer</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference MESSAGE__TX_PEER = eINSTANCE.getMessage_TxPeer();

		/**
		 * The meta object literal for the '<em><b>Kib Rx</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference MESSAGE__KIB_RX = eINSTANCE.getMessage_KibRx();

		/**
		 * The meta object literal for the '<em><b>Held Conn</b></em>' operation.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EOperation MESSAGE___HELD_CONN = eINSTANCE.getMessage__HeldConn();

		/**
		 * The meta object literal for the '<em><b>Ownership Chain</b></em>' operation.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EOperation MESSAGE___OWNERSHIP_CHAIN = eINSTANCE.getMessage__OwnershipChain();

		/**
		 * The meta object literal for the '{@link org.lnetscope.model.impl.KibPeerImpl <em>Kib Peer</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.lnetscope.model.impl.KibPeerImpl
		 * @see org.lnetscope.model.impl.LnetPackageImpl#getKibPeer()
		 * @generated
		 */
		EClass KIB_PEER = eINSTANCE.getKibPeer();

		/**
		 * The meta object literal for the '<em><b>Address</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_PEER__ADDRESS = eINSTANCE.getKibPeer_Address();

		/**
		 * The meta object literal for the '<em><b>Nid</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_PEER__NID = eINSTANCE.getKibPeer_Nid();

		/**
		 * The meta object literal for the '<em><b>Ni</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference KIB_PEER__NI = eINSTANCE.getKibPeer_Ni();

		/**
		 * The meta object literal for the '<em><b>Incarnation</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_PEER__INCARNATION = eINSTANCE.getKibPeer_Incarnation();

		/**
		 * The meta object literal for the '<em><b>Last Alive</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_PEER__LAST_ALIVE = eINSTANCE.getKibPeer_LastAlive();

		/**
		 * The meta object literal for the '<em><b>Connecting</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_PEER__CONNECTING = eINSTANCE.getKibPeer_Connecting();

		/**
		 * The meta object literal for the '<em><b>Accepting</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_PEER__ACCEPTING = eINSTANCE.getKibPeer_Accepting();

		/**
		 * The meta object literal for the '<em><b>Reconnecting</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_PEER__RECONNECTING = eINSTANCE.getKibPeer_Reconnecting();

		/**
		 * The meta object literal for the '<em><b>Races</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_PEER__RACES = eINSTANCE.getKibPeer_Races();

		/**
		 * The meta object literal for the '<em><b>Reconnected</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_PEER__RECONNECTED = eINSTANCE.getKibPeer_Reconnected();

		/**
		 * The meta object literal for the '<em><b>Error</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_PEER__ERROR = eINSTANCE.getKibPeer_Error();

		/**
		 * The meta object literal for the '<em><b>Waiting Txs</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_PEER__WAITING_TXS = eINSTANCE.getKibPeer_WaitingTxs();

		/**
		 * The meta object literal for the '<em><b>Conns</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference KIB_PEER__CONNS = eINSTANCE.getKibPeer_Conns();

		/**
		 * The meta object literal for the '{@link org.lnetscope.model.impl.KibConnImpl <em>Kib Conn</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.lnetscope.model.impl.KibConnImpl
		 * @see org.lnetscope.model.impl.LnetPackageImpl#getKibConn()
		 * @generated
		 */
		EClass KIB_CONN = eINSTANCE.getKibConn();

		/**
		 * The meta object literal for the '<em><b>Address</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_CONN__ADDRESS = eINSTANCE.getKibConn_Address();

		/**
		 * The meta object literal for the '<em><b>Peer</b></em>' container reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference KIB_CONN__PEER = eINSTANCE.getKibConn_Peer();

		/**
		 * The meta object literal for the '<em><b>State</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_CONN__STATE = eINSTANCE.getKibConn_State();

		/**
		 * The meta object literal for the '<em><b>Refcount</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_CONN__REFCOUNT = eINSTANCE.getKibConn_Refcount();

		/**
		 * The meta object literal for the '<em><b>Nrx</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_CONN__NRX = eINSTANCE.getKibConn_Nrx();

		/**
		 * The meta object literal for the '<em><b>Queue Depth</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_CONN__QUEUE_DEPTH = eINSTANCE.getKibConn_QueueDepth();

		/**
		 * The meta object literal for the '<em><b>Credits</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_CONN__CREDITS = eINSTANCE.getKibConn_Credits();

		/**
		 * The meta object literal for the '<em><b>Outstanding Credits</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_CONN__OUTSTANDING_CREDITS = eINSTANCE.getKibConn_OutstandingCredits();

		/**
		 * The meta object literal for the '<em><b>Reserved Credits</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_CONN__RESERVED_CREDITS = eINSTANCE.getKibConn_ReservedCredits();

		/**
		 * The meta object literal for the '<em><b>Nsends Posted</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_CONN__NSENDS_POSTED = eINSTANCE.getKibConn_NsendsPosted();

		/**
		 * The meta object literal for the '<em><b>Queued Txs</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_CONN__QUEUED_TXS = eINSTANCE.getKibConn_QueuedTxs();

		/**
		 * The meta object literal for the '<em><b>Active Txs</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_CONN__ACTIVE_TXS = eINSTANCE.getKibConn_ActiveTxs();

		/**
		 * The meta object literal for the '<em><b>Version</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_CONN__VERSION = eINSTANCE.getKibConn_Version();

		/**
		 * The meta object literal for the '<em><b>Incarnation</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_CONN__INCARNATION = eINSTANCE.getKibConn_Incarnation();

		/**
		 * The meta object literal for the '<em><b>Comms Error</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_CONN__COMMS_ERROR = eINSTANCE.getKibConn_CommsError();

		/**
		 * The meta object literal for the '<em><b>Ibc List State</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_CONN__IBC_LIST_STATE = eINSTANCE.getKibConn_IbcListState();

		/**
		 * The meta object literal for the '<em><b>Ibc Sched List State</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_CONN__IBC_SCHED_LIST_STATE = eINSTANCE.getKibConn_IbcSchedListState();

		/**
		 * The meta object literal for the '<em><b>Qp Pages</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_CONN__QP_PAGES = eINSTANCE.getKibConn_QpPages();

		/**
		 * The meta object literal for the '<em><b>Cq Pages</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_CONN__CQ_PAGES = eINSTANCE.getKibConn_CqPages();

		/**
		 * The meta object literal for the '<em><b>Rx Pages</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_CONN__RX_PAGES = eINSTANCE.getKibConn_RxPages();

		/**
		 * The meta object literal for the '<em><b>Opened At</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_CONN__OPENED_AT = eINSTANCE.getKibConn_OpenedAt();

		/**
		 * The meta object literal for the '<em><b>Closed At</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_CONN__CLOSED_AT = eINSTANCE.getKibConn_ClosedAt();

		/**
		 * The meta object literal for the '<em><b>Rxs</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference KIB_CONN__RXS = eINSTANCE.getKibConn_Rxs();

		/**
		 * The meta object literal for the '<em><b>Is Pinned</b></em>' operation.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EOperation KIB_CONN___IS_PINNED = eINSTANCE.getKibConn__IsPinned();

		/**
		 * The meta object literal for the '<em><b>Held Rxs</b></em>' operation.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EOperation KIB_CONN___HELD_RXS = eINSTANCE.getKibConn__HeldRxs();

		/**
		 * The meta object literal for the '<em><b>Holders</b></em>' operation.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EOperation KIB_CONN___HOLDERS = eINSTANCE.getKibConn__Holders();

		/**
		 * The meta object literal for the '<em><b>Memory Bytes</b></em>' operation.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EOperation KIB_CONN___MEMORY_BYTES = eINSTANCE.getKibConn__MemoryBytes();

		/**
		 * The meta object literal for the '<em><b>Pinned Bytes</b></em>' operation.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EOperation KIB_CONN___PINNED_BYTES = eINSTANCE.getKibConn__PinnedBytes();

		/**
		 * The meta object literal for the '{@link org.lnetscope.model.impl.KibRxImpl <em>Kib Rx</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.lnetscope.model.impl.KibRxImpl
		 * @see org.lnetscope.model.impl.LnetPackageImpl#getKibRx()
		 * @generated
		 */
		EClass KIB_RX = eINSTANCE.getKibRx();

		/**
		 * The meta object literal for the '<em><b>Address</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_RX__ADDRESS = eINSTANCE.getKibRx_Address();

		/**
		 * The meta object literal for the '<em><b>Conn</b></em>' container reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference KIB_RX__CONN = eINSTANCE.getKibRx_Conn();

		/**
		 * The meta object literal for the '<em><b>Nob</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_RX__NOB = eINSTANCE.getKibRx_Nob();

		/**
		 * The meta object literal for the '<em><b>State</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_RX__STATE = eINSTANCE.getKibRx_State();

		/**
		 * The meta object literal for the '<em><b>Msg Type</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KIB_RX__MSG_TYPE = eINSTANCE.getKibRx_MsgType();

		/**
		 * The meta object literal for the '<em><b>Message</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference KIB_RX__MESSAGE = eINSTANCE.getKibRx_Message();

		/**
		 * The meta object literal for the '{@link org.lnetscope.model.impl.RouteImpl <em>Route</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.lnetscope.model.impl.RouteImpl
		 * @see org.lnetscope.model.impl.LnetPackageImpl#getRoute()
		 * @generated
		 */
		EClass ROUTE = eINSTANCE.getRoute();

		/**
		 * The meta object literal for the '<em><b>Net</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference ROUTE__NET = eINSTANCE.getRoute_Net();

		/**
		 * The meta object literal for the '<em><b>Hops</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROUTE__HOPS = eINSTANCE.getRoute_Hops();

		/**
		 * The meta object literal for the '<em><b>Priority</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROUTE__PRIORITY = eINSTANCE.getRoute_Priority();

		/**
		 * The meta object literal for the '<em><b>Gateway</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROUTE__GATEWAY = eINSTANCE.getRoute_Gateway();

		/**
		 * The meta object literal for the '<em><b>State</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROUTE__STATE = eINSTANCE.getRoute_State();

		/**
		 * The meta object literal for the '{@link org.lnetscope.model.impl.DiagnosticImpl <em>Diagnostic</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.lnetscope.model.impl.DiagnosticImpl
		 * @see org.lnetscope.model.impl.LnetPackageImpl#getDiagnostic()
		 * @generated
		 */
		EClass DIAGNOSTIC = eINSTANCE.getDiagnostic();

		/**
		 * The meta object literal for the '<em><b>Severity</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DIAGNOSTIC__SEVERITY = eINSTANCE.getDiagnostic_Severity();

		/**
		 * The meta object literal for the '<em><b>Location</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DIAGNOSTIC__LOCATION = eINSTANCE.getDiagnostic_Location();

		/**
		 * The meta object literal for the '<em><b>Message</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DIAGNOSTIC__MESSAGE = eINSTANCE.getDiagnostic_Message();

		/**
		 * The meta object literal for the '{@link org.lnetscope.model.LustreLayout <em>Lustre Layout</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.lnetscope.model.LustreLayout
		 * @see org.lnetscope.model.impl.LnetPackageImpl#getLustreLayout()
		 * @generated
		 */
		EEnum LUSTRE_LAYOUT = eINSTANCE.getLustreLayout();

		/**
		 * The meta object literal for the '{@link org.lnetscope.model.CaptureSource <em>Capture Source</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.lnetscope.model.CaptureSource
		 * @see org.lnetscope.model.impl.LnetPackageImpl#getCaptureSource()
		 * @generated
		 */
		EEnum CAPTURE_SOURCE = eINSTANCE.getCaptureSource();

		/**
		 * The meta object literal for the '{@link org.lnetscope.model.LndType <em>Lnd Type</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.lnetscope.model.LndType
		 * @see org.lnetscope.model.impl.LnetPackageImpl#getLndType()
		 * @generated
		 */
		EEnum LND_TYPE = eINSTANCE.getLndType();

		/**
		 * The meta object literal for the '{@link org.lnetscope.model.NodeRole <em>Node Role</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.lnetscope.model.NodeRole
		 * @see org.lnetscope.model.impl.LnetPackageImpl#getNodeRole()
		 * @generated
		 */
		EEnum NODE_ROLE = eINSTANCE.getNodeRole();

		/**
		 * The meta object literal for the '{@link org.lnetscope.model.LinkState <em>Link State</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.lnetscope.model.LinkState
		 * @see org.lnetscope.model.impl.LnetPackageImpl#getLinkState()
		 * @generated
		 */
		EEnum LINK_STATE = eINSTANCE.getLinkState();

		/**
		 * The meta object literal for the '{@link org.lnetscope.model.PeerState <em>Peer State</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.lnetscope.model.PeerState
		 * @see org.lnetscope.model.impl.LnetPackageImpl#getPeerState()
		 * @generated
		 */
		EEnum PEER_STATE = eINSTANCE.getPeerState();

		/**
		 * The meta object literal for the '{@link org.lnetscope.model.PoolKind <em>Pool Kind</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.lnetscope.model.PoolKind
		 * @see org.lnetscope.model.impl.LnetPackageImpl#getPoolKind()
		 * @generated
		 */
		EEnum POOL_KIND = eINSTANCE.getPoolKind();

		/**
		 * The meta object literal for the '{@link org.lnetscope.model.MsgType <em>Msg Type</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.lnetscope.model.MsgType
		 * @see org.lnetscope.model.impl.LnetPackageImpl#getMsgType()
		 * @generated
		 */
		EEnum MSG_TYPE = eINSTANCE.getMsgType();

		/**
		 * The meta object literal for the '{@link org.lnetscope.model.KibConnState <em>Kib Conn State</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.lnetscope.model.KibConnState
		 * @see org.lnetscope.model.impl.LnetPackageImpl#getKibConnState()
		 * @generated
		 */
		EEnum KIB_CONN_STATE = eINSTANCE.getKibConnState();

		/**
		 * The meta object literal for the '{@link org.lnetscope.model.ListLinkState <em>List Link State</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.lnetscope.model.ListLinkState
		 * @see org.lnetscope.model.impl.LnetPackageImpl#getListLinkState()
		 * @generated
		 */
		EEnum LIST_LINK_STATE = eINSTANCE.getListLinkState();

		/**
		 * The meta object literal for the '{@link org.lnetscope.model.RxState <em>Rx State</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.lnetscope.model.RxState
		 * @see org.lnetscope.model.impl.LnetPackageImpl#getRxState()
		 * @generated
		 */
		EEnum RX_STATE = eINSTANCE.getRxState();

		/**
		 * The meta object literal for the '{@link org.lnetscope.model.Severity <em>Severity</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.lnetscope.model.Severity
		 * @see org.lnetscope.model.impl.LnetPackageImpl#getSeverity()
		 * @generated
		 */
		EEnum SEVERITY = eINSTANCE.getSeverity();

		/**
		 * The meta object literal for the '<em>Nid</em>' data type.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.lnetscope.model.nid.Nid
		 * @see org.lnetscope.model.impl.LnetPackageImpl#getNid()
		 * @generated
		 */
		EDataType NID = eINSTANCE.getNid();

		/**
		 * The meta object literal for the '<em>Address</em>' data type.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.lnetscope.model.impl.LnetPackageImpl#getAddress()
		 * @generated
		 */
		EDataType ADDRESS = eINSTANCE.getAddress();

		/**
		 * The meta object literal for the '<em>Instant</em>' data type.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see java.time.Instant
		 * @see org.lnetscope.model.impl.LnetPackageImpl#getInstant()
		 * @generated
		 */
		EDataType INSTANT = eINSTANCE.getInstant();

	}

} //LnetPackage
