/**
 * LNet Scope. Generated from model/lnet.ecore: do not edit, regenerate (see README.md).
 */
package org.lnetscope.model.impl;

import java.time.Instant;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EOperation;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EcorePackage;

import org.eclipse.emf.ecore.impl.EPackageImpl;

import org.lnetscope.model.CaptureSource;
import org.lnetscope.model.Diagnostic;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibConnState;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.KibRx;
import org.lnetscope.model.LinkState;
import org.lnetscope.model.ListLinkState;
import org.lnetscope.model.LndType;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.LnetPackage;
import org.lnetscope.model.LocalNi;
import org.lnetscope.model.LustreLayout;
import org.lnetscope.model.Message;
import org.lnetscope.model.MsgType;
import org.lnetscope.model.Net;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.PeerState;
import org.lnetscope.model.PoolKind;
import org.lnetscope.model.Route;
import org.lnetscope.model.RtrBufferPool;
import org.lnetscope.model.RxState;
import org.lnetscope.model.Severity;
import org.lnetscope.model.Stats;
import org.lnetscope.model.Tunables;
import org.lnetscope.model.TxQueue;

import org.lnetscope.model.nid.Nid;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model <b>Package</b>.
 * <!-- end-user-doc -->
 * @generated
 */
public class LnetPackageImpl extends EPackageImpl implements LnetPackage {
	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass fabricEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass tunablesEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass netEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass nodeEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass statsEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass localNiEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass txQueueEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass peerEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass peerNiEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass rtrBufferPoolEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass messageEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass kibPeerEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass kibConnEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass kibRxEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass routeEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass diagnosticEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum lustreLayoutEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum captureSourceEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum lndTypeEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum nodeRoleEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum linkStateEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum peerStateEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum poolKindEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum msgTypeEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum kibConnStateEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum listLinkStateEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum rxStateEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum severityEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EDataType nidEDataType = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EDataType addressEDataType = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EDataType instantEDataType = null;

	/**
	 * Creates an instance of the model <b>Package</b>, registered with
	 * {@link org.eclipse.emf.ecore.EPackage.Registry EPackage.Registry} by the package
	 * package URI value.
	 * <p>Note: the correct way to create the package is via the static
	 * factory method {@link #init init()}, which also performs
	 * initialization of the package, or returns the registered package,
	 * if one already exists.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.eclipse.emf.ecore.EPackage.Registry
	 * @see org.lnetscope.model.LnetPackage#eNS_URI
	 * @see #init()
	 * @generated
	 */
	private LnetPackageImpl() {
		super(eNS_URI, LnetFactory.eINSTANCE);
	}
	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static boolean isInited = false;

	/**
	 * Creates, registers, and initializes the <b>Package</b> for this model, and for any others upon which it depends.
	 *
	 * <p>This method is used to initialize {@link LnetPackage#eINSTANCE} when that field is accessed.
	 * Clients should not invoke it directly. Instead, they should simply access that field to obtain the package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #eNS_URI
	 * @see #createPackageContents()
	 * @see #initializePackageContents()
	 * @generated
	 */
	public static LnetPackage init() {
		if (isInited) return (LnetPackage)EPackage.Registry.INSTANCE.getEPackage(LnetPackage.eNS_URI);

		// Obtain or create and register package
		Object registeredLnetPackage = EPackage.Registry.INSTANCE.get(eNS_URI);
		LnetPackageImpl theLnetPackage = registeredLnetPackage instanceof LnetPackageImpl ? (LnetPackageImpl)registeredLnetPackage : new LnetPackageImpl();

		isInited = true;

		// Initialize simple dependencies
		EcorePackage.eINSTANCE.eClass();

		// Create package meta-data objects
		theLnetPackage.createPackageContents();

		// Initialize created meta-data
		theLnetPackage.initializePackageContents();

		// Mark meta-data to indicate it can't be changed
		theLnetPackage.freeze();

		// Update the registry and return the package
		EPackage.Registry.INSTANCE.put(LnetPackage.eNS_URI, theLnetPackage);
		return theLnetPackage;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getFabric() {
		return fabricEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getFabric_Name() {
		return (EAttribute)fabricEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getFabric_Description() {
		return (EAttribute)fabricEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getFabric_LustreVersion() {
		return (EAttribute)fabricEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getFabric_CaptureTime() {
		return (EAttribute)fabricEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getFabric_Source() {
		return (EAttribute)fabricEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getFabric_Tunables() {
		return (EReference)fabricEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getFabric_Nets() {
		return (EReference)fabricEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getFabric_Nodes() {
		return (EReference)fabricEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getFabric_Diagnostics() {
		return (EReference)fabricEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EOperation getFabric__FindNet__String() {
		return fabricEClass.getEOperations().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EOperation getFabric__FindNode__String() {
		return fabricEClass.getEOperations().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EOperation getFabric__EffectiveLndTimeout() {
		return fabricEClass.getEOperations().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getTunables() {
		return tunablesEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTunables_PeerCredits() {
		return (EAttribute)tunablesEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTunables_PeerBufferCredits() {
		return (EAttribute)tunablesEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTunables_Credits() {
		return (EAttribute)tunablesEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTunables_ConcurrentSends() {
		return (EAttribute)tunablesEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTunables_PeerCreditsHiw() {
		return (EAttribute)tunablesEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTunables_MapOnDemand() {
		return (EAttribute)tunablesEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTunables_PeerTimeout() {
		return (EAttribute)tunablesEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTunables_TransactionTimeout() {
		return (EAttribute)tunablesEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTunables_RetryCount() {
		return (EAttribute)tunablesEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTunables_HealthSensitivity() {
		return (EAttribute)tunablesEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTunables_Discovery() {
		return (EAttribute)tunablesEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTunables_LndTimeout() {
		return (EAttribute)tunablesEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTunables_TinyRouterBuffers() {
		return (EAttribute)tunablesEClass.getEStructuralFeatures().get(12);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTunables_SmallRouterBuffers() {
		return (EAttribute)tunablesEClass.getEStructuralFeatures().get(13);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTunables_LargeRouterBuffers() {
		return (EAttribute)tunablesEClass.getEStructuralFeatures().get(14);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EOperation getTunables__EffectivePeerBufferCredits() {
		return tunablesEClass.getEOperations().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EOperation getTunables__EffectiveRouterBuffers__PoolKind() {
		return tunablesEClass.getEOperations().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getNet() {
		return netEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getNet_Name() {
		return (EAttribute)netEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getNet_LndType() {
		return (EAttribute)netEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getNet_PeerTimeout() {
		return (EAttribute)netEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getNode() {
		return nodeEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getNode_Hostname() {
		return (EAttribute)nodeEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getNode_Role() {
		return (EAttribute)nodeEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getNode_Group() {
		return (EAttribute)nodeEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getNode_RamBytes() {
		return (EAttribute)nodeEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getNode_UsedBytes() {
		return (EAttribute)nodeEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getNode_AutoDown() {
		return (EAttribute)nodeEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getNode_LndTimeout() {
		return (EAttribute)nodeEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getNode_MemAvailableBytes() {
		return (EAttribute)nodeEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getNode_SlabBytes() {
		return (EAttribute)nodeEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getNode_SlabUnreclaimableBytes() {
		return (EAttribute)nodeEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getNode_RoutingEnabled() {
		return (EAttribute)nodeEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getNode_CptCount() {
		return (EAttribute)nodeEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getNode_ClockSeconds() {
		return (EAttribute)nodeEClass.getEStructuralFeatures().get(12);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getNode_Stats() {
		return (EReference)nodeEClass.getEStructuralFeatures().get(13);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getNode_LocalNis() {
		return (EReference)nodeEClass.getEStructuralFeatures().get(14);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getNode_Peers() {
		return (EReference)nodeEClass.getEStructuralFeatures().get(15);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getNode_RtrBufferPools() {
		return (EReference)nodeEClass.getEStructuralFeatures().get(16);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getNode_KibPeers() {
		return (EReference)nodeEClass.getEStructuralFeatures().get(17);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getNode_Routes() {
		return (EReference)nodeEClass.getEStructuralFeatures().get(18);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getNode_Messages() {
		return (EReference)nodeEClass.getEStructuralFeatures().get(19);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EOperation getNode__PinnedConns() {
		return nodeEClass.getEOperations().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EOperation getNode__PinnedBytes() {
		return nodeEClass.getEOperations().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EOperation getNode__FindLocalNi__Nid() {
		return nodeEClass.getEOperations().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EOperation getNode__FindPeerNi__Nid() {
		return nodeEClass.getEOperations().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EOperation getNode__FindKibPeer__Nid() {
		return nodeEClass.getEOperations().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getStats() {
		return statsEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getStats_MsgsAlloc() {
		return (EAttribute)statsEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getStats_MsgsMax() {
		return (EAttribute)statsEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getStats_Errors() {
		return (EAttribute)statsEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getStats_SendCount() {
		return (EAttribute)statsEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getStats_RecvCount() {
		return (EAttribute)statsEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getStats_RouteCount() {
		return (EAttribute)statsEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getStats_DropCount() {
		return (EAttribute)statsEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getStats_SendLength() {
		return (EAttribute)statsEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getStats_RecvLength() {
		return (EAttribute)statsEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getStats_RouteLength() {
		return (EAttribute)statsEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getStats_DropLength() {
		return (EAttribute)statsEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getLocalNi() {
		return localNiEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLocalNi_Nid() {
		return (EAttribute)localNiEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getLocalNi_Net() {
		return (EReference)localNiEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLocalNi_Status() {
		return (EAttribute)localNiEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLocalNi_InterfaceName() {
		return (EAttribute)localNiEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLocalNi_PeerCredits() {
		return (EAttribute)localNiEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLocalNi_PeerRtrCredits() {
		return (EAttribute)localNiEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLocalNi_MaxTxCredits() {
		return (EAttribute)localNiEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLocalNi_PeerTimeout() {
		return (EAttribute)localNiEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getLocalNi_TxQueues() {
		return (EReference)localNiEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EOperation getLocalNi__TxCredits() {
		return localNiEClass.getEOperations().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getTxQueue() {
		return txQueueEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTxQueue_Cpt() {
		return (EAttribute)txQueueEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTxQueue_Credits() {
		return (EAttribute)txQueueEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTxQueue_MaxCredits() {
		return (EAttribute)txQueueEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTxQueue_MinCredits() {
		return (EAttribute)txQueueEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getTxQueue_Delayed() {
		return (EReference)txQueueEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getPeer() {
		return peerEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPeer_Address() {
		return (EAttribute)peerEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPeer_PrimaryNid() {
		return (EAttribute)peerEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPeer_MultiRail() {
		return (EAttribute)peerEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPeer_PeerNis() {
		return (EReference)peerEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPeer_Rtrq() {
		return (EReference)peerEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPeer_RtrRefcount() {
		return (EAttribute)peerEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPeer_GatewayAlive() {
		return (EAttribute)peerEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPeer_AliveCount() {
		return (EAttribute)peerEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPeer_PingTimestamp() {
		return (EAttribute)peerEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPeer_PingNotsent() {
		return (EAttribute)peerEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPeer_PingDeadline() {
		return (EAttribute)peerEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPeer_DownNis() {
		return (EAttribute)peerEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getPeerNi() {
		return peerNiEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPeerNi_Address() {
		return (EAttribute)peerNiEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPeerNi_Peer() {
		return (EReference)peerNiEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPeerNi_Nid() {
		return (EAttribute)peerNiEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPeerNi_State() {
		return (EAttribute)peerNiEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPeerNi_Refcount() {
		return (EAttribute)peerNiEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPeerNi_MaxTxCredits() {
		return (EAttribute)peerNiEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPeerNi_TxCredits() {
		return (EAttribute)peerNiEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPeerNi_MinTxCredits() {
		return (EAttribute)peerNiEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPeerNi_RtrCredits() {
		return (EAttribute)peerNiEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPeerNi_MinRtrCredits() {
		return (EAttribute)peerNiEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPeerNi_TxqNob() {
		return (EAttribute)peerNiEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPeerNi_LastAlive() {
		return (EAttribute)peerNiEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPeerNi_AliveCount() {
		return (EAttribute)peerNiEClass.getEStructuralFeatures().get(12);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPeerNi_Timestamp() {
		return (EAttribute)peerNiEClass.getEStructuralFeatures().get(13);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPeerNi_LastQuery() {
		return (EAttribute)peerNiEClass.getEStructuralFeatures().get(14);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPeerNi_Notified() {
		return (EAttribute)peerNiEClass.getEStructuralFeatures().get(15);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPeerNi_HealthValue() {
		return (EAttribute)peerNiEClass.getEStructuralFeatures().get(16);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPeerNi_Txq() {
		return (EReference)peerNiEClass.getEStructuralFeatures().get(17);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPeerNi_Rtrq() {
		return (EReference)peerNiEClass.getEStructuralFeatures().get(18);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EOperation getPeerNi__RouterQueue() {
		return peerNiEClass.getEOperations().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getRtrBufferPool() {
		return rtrBufferPoolEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRtrBufferPool_Kind() {
		return (EAttribute)rtrBufferPoolEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRtrBufferPool_Cpt() {
		return (EAttribute)rtrBufferPoolEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRtrBufferPool_Npages() {
		return (EAttribute)rtrBufferPoolEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRtrBufferPool_Nbuffers() {
		return (EAttribute)rtrBufferPoolEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRtrBufferPool_Credits() {
		return (EAttribute)rtrBufferPoolEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRtrBufferPool_MinCredits() {
		return (EAttribute)rtrBufferPoolEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getRtrBufferPool_Msgs() {
		return (EReference)rtrBufferPoolEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getMessage() {
		return messageEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMessage_Address() {
		return (EAttribute)messageEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMessage_Type() {
		return (EAttribute)messageEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMessage_SrcNid() {
		return (EAttribute)messageEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMessage_DestNid() {
		return (EAttribute)messageEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMessage_Length() {
		return (EAttribute)messageEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMessage_TxCommitted() {
		return (EAttribute)messageEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMessage_RxCommitted() {
		return (EAttribute)messageEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMessage_TxDelayed() {
		return (EAttribute)messageEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMessage_RxDelayed() {
		return (EAttribute)messageEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMessage_RxReadyDelay() {
		return (EAttribute)messageEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMessage_Routing() {
		return (EAttribute)messageEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMessage_Sending() {
		return (EAttribute)messageEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMessage_Receiving() {
		return (EAttribute)messageEClass.getEStructuralFeatures().get(12);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMessage_TxCredit() {
		return (EAttribute)messageEClass.getEStructuralFeatures().get(13);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMessage_PeerTxCredit() {
		return (EAttribute)messageEClass.getEStructuralFeatures().get(14);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMessage_RtrCredit() {
		return (EAttribute)messageEClass.getEStructuralFeatures().get(15);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMessage_PeerRtrCredit() {
		return (EAttribute)messageEClass.getEStructuralFeatures().get(16);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getMessage_RxPeer() {
		return (EReference)messageEClass.getEStructuralFeatures().get(17);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getMessage_TxPeer() {
		return (EReference)messageEClass.getEStructuralFeatures().get(18);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getMessage_KibRx() {
		return (EReference)messageEClass.getEStructuralFeatures().get(19);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EOperation getMessage__HeldConn() {
		return messageEClass.getEOperations().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EOperation getMessage__OwnershipChain() {
		return messageEClass.getEOperations().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getKibPeer() {
		return kibPeerEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibPeer_Address() {
		return (EAttribute)kibPeerEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibPeer_Nid() {
		return (EAttribute)kibPeerEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getKibPeer_Ni() {
		return (EReference)kibPeerEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibPeer_Incarnation() {
		return (EAttribute)kibPeerEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibPeer_LastAlive() {
		return (EAttribute)kibPeerEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibPeer_Connecting() {
		return (EAttribute)kibPeerEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibPeer_Accepting() {
		return (EAttribute)kibPeerEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibPeer_Reconnecting() {
		return (EAttribute)kibPeerEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibPeer_Races() {
		return (EAttribute)kibPeerEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibPeer_Reconnected() {
		return (EAttribute)kibPeerEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibPeer_Error() {
		return (EAttribute)kibPeerEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibPeer_WaitingTxs() {
		return (EAttribute)kibPeerEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getKibPeer_Conns() {
		return (EReference)kibPeerEClass.getEStructuralFeatures().get(12);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getKibConn() {
		return kibConnEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibConn_Address() {
		return (EAttribute)kibConnEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getKibConn_Peer() {
		return (EReference)kibConnEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibConn_State() {
		return (EAttribute)kibConnEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibConn_Refcount() {
		return (EAttribute)kibConnEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibConn_Nrx() {
		return (EAttribute)kibConnEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibConn_QueueDepth() {
		return (EAttribute)kibConnEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibConn_Credits() {
		return (EAttribute)kibConnEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibConn_OutstandingCredits() {
		return (EAttribute)kibConnEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibConn_ReservedCredits() {
		return (EAttribute)kibConnEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibConn_NsendsPosted() {
		return (EAttribute)kibConnEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibConn_QueuedTxs() {
		return (EAttribute)kibConnEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibConn_ActiveTxs() {
		return (EAttribute)kibConnEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibConn_Version() {
		return (EAttribute)kibConnEClass.getEStructuralFeatures().get(12);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibConn_Incarnation() {
		return (EAttribute)kibConnEClass.getEStructuralFeatures().get(13);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibConn_CommsError() {
		return (EAttribute)kibConnEClass.getEStructuralFeatures().get(14);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibConn_IbcListState() {
		return (EAttribute)kibConnEClass.getEStructuralFeatures().get(15);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibConn_IbcSchedListState() {
		return (EAttribute)kibConnEClass.getEStructuralFeatures().get(16);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibConn_QpPages() {
		return (EAttribute)kibConnEClass.getEStructuralFeatures().get(17);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibConn_CqPages() {
		return (EAttribute)kibConnEClass.getEStructuralFeatures().get(18);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibConn_RxPages() {
		return (EAttribute)kibConnEClass.getEStructuralFeatures().get(19);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibConn_OpenedAt() {
		return (EAttribute)kibConnEClass.getEStructuralFeatures().get(20);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibConn_ClosedAt() {
		return (EAttribute)kibConnEClass.getEStructuralFeatures().get(21);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getKibConn_Rxs() {
		return (EReference)kibConnEClass.getEStructuralFeatures().get(22);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EOperation getKibConn__IsPinned() {
		return kibConnEClass.getEOperations().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EOperation getKibConn__HeldRxs() {
		return kibConnEClass.getEOperations().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EOperation getKibConn__Holders() {
		return kibConnEClass.getEOperations().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EOperation getKibConn__MemoryBytes() {
		return kibConnEClass.getEOperations().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EOperation getKibConn__PinnedBytes() {
		return kibConnEClass.getEOperations().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getKibRx() {
		return kibRxEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibRx_Address() {
		return (EAttribute)kibRxEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getKibRx_Conn() {
		return (EReference)kibRxEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibRx_Nob() {
		return (EAttribute)kibRxEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibRx_State() {
		return (EAttribute)kibRxEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKibRx_MsgType() {
		return (EAttribute)kibRxEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getKibRx_Message() {
		return (EReference)kibRxEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getRoute() {
		return routeEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getRoute_Net() {
		return (EReference)routeEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRoute_Hops() {
		return (EAttribute)routeEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRoute_Priority() {
		return (EAttribute)routeEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRoute_Gateway() {
		return (EAttribute)routeEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRoute_State() {
		return (EAttribute)routeEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getDiagnostic() {
		return diagnosticEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDiagnostic_Severity() {
		return (EAttribute)diagnosticEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDiagnostic_Location() {
		return (EAttribute)diagnosticEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDiagnostic_Message() {
		return (EAttribute)diagnosticEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getLustreLayout() {
		return lustreLayoutEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getCaptureSource() {
		return captureSourceEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getLndType() {
		return lndTypeEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getNodeRole() {
		return nodeRoleEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getLinkState() {
		return linkStateEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getPeerState() {
		return peerStateEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getPoolKind() {
		return poolKindEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getMsgType() {
		return msgTypeEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getKibConnState() {
		return kibConnStateEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getListLinkState() {
		return listLinkStateEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getRxState() {
		return rxStateEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getSeverity() {
		return severityEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EDataType getNid() {
		return nidEDataType;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EDataType getAddress() {
		return addressEDataType;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EDataType getInstant() {
		return instantEDataType;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public LnetFactory getLnetFactory() {
		return (LnetFactory)getEFactoryInstance();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private boolean isCreated = false;

	/**
	 * Creates the meta-model objects for the package.  This method is
	 * guarded to have no affect on any invocation but its first.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public void createPackageContents() {
		if (isCreated) return;
		isCreated = true;

		// Create classes and their features
		fabricEClass = createEClass(FABRIC);
		createEAttribute(fabricEClass, FABRIC__NAME);
		createEAttribute(fabricEClass, FABRIC__DESCRIPTION);
		createEAttribute(fabricEClass, FABRIC__LUSTRE_VERSION);
		createEAttribute(fabricEClass, FABRIC__CAPTURE_TIME);
		createEAttribute(fabricEClass, FABRIC__SOURCE);
		createEReference(fabricEClass, FABRIC__TUNABLES);
		createEReference(fabricEClass, FABRIC__NETS);
		createEReference(fabricEClass, FABRIC__NODES);
		createEReference(fabricEClass, FABRIC__DIAGNOSTICS);
		createEOperation(fabricEClass, FABRIC___FIND_NET__STRING);
		createEOperation(fabricEClass, FABRIC___FIND_NODE__STRING);
		createEOperation(fabricEClass, FABRIC___EFFECTIVE_LND_TIMEOUT);

		tunablesEClass = createEClass(TUNABLES);
		createEAttribute(tunablesEClass, TUNABLES__PEER_CREDITS);
		createEAttribute(tunablesEClass, TUNABLES__PEER_BUFFER_CREDITS);
		createEAttribute(tunablesEClass, TUNABLES__CREDITS);
		createEAttribute(tunablesEClass, TUNABLES__CONCURRENT_SENDS);
		createEAttribute(tunablesEClass, TUNABLES__PEER_CREDITS_HIW);
		createEAttribute(tunablesEClass, TUNABLES__MAP_ON_DEMAND);
		createEAttribute(tunablesEClass, TUNABLES__PEER_TIMEOUT);
		createEAttribute(tunablesEClass, TUNABLES__TRANSACTION_TIMEOUT);
		createEAttribute(tunablesEClass, TUNABLES__RETRY_COUNT);
		createEAttribute(tunablesEClass, TUNABLES__HEALTH_SENSITIVITY);
		createEAttribute(tunablesEClass, TUNABLES__DISCOVERY);
		createEAttribute(tunablesEClass, TUNABLES__LND_TIMEOUT);
		createEAttribute(tunablesEClass, TUNABLES__TINY_ROUTER_BUFFERS);
		createEAttribute(tunablesEClass, TUNABLES__SMALL_ROUTER_BUFFERS);
		createEAttribute(tunablesEClass, TUNABLES__LARGE_ROUTER_BUFFERS);
		createEOperation(tunablesEClass, TUNABLES___EFFECTIVE_PEER_BUFFER_CREDITS);
		createEOperation(tunablesEClass, TUNABLES___EFFECTIVE_ROUTER_BUFFERS__POOLKIND);

		netEClass = createEClass(NET);
		createEAttribute(netEClass, NET__NAME);
		createEAttribute(netEClass, NET__LND_TYPE);
		createEAttribute(netEClass, NET__PEER_TIMEOUT);

		nodeEClass = createEClass(NODE);
		createEAttribute(nodeEClass, NODE__HOSTNAME);
		createEAttribute(nodeEClass, NODE__ROLE);
		createEAttribute(nodeEClass, NODE__GROUP);
		createEAttribute(nodeEClass, NODE__RAM_BYTES);
		createEAttribute(nodeEClass, NODE__USED_BYTES);
		createEAttribute(nodeEClass, NODE__AUTO_DOWN);
		createEAttribute(nodeEClass, NODE__LND_TIMEOUT);
		createEAttribute(nodeEClass, NODE__MEM_AVAILABLE_BYTES);
		createEAttribute(nodeEClass, NODE__SLAB_BYTES);
		createEAttribute(nodeEClass, NODE__SLAB_UNRECLAIMABLE_BYTES);
		createEAttribute(nodeEClass, NODE__ROUTING_ENABLED);
		createEAttribute(nodeEClass, NODE__CPT_COUNT);
		createEAttribute(nodeEClass, NODE__CLOCK_SECONDS);
		createEReference(nodeEClass, NODE__STATS);
		createEReference(nodeEClass, NODE__LOCAL_NIS);
		createEReference(nodeEClass, NODE__PEERS);
		createEReference(nodeEClass, NODE__RTR_BUFFER_POOLS);
		createEReference(nodeEClass, NODE__KIB_PEERS);
		createEReference(nodeEClass, NODE__ROUTES);
		createEReference(nodeEClass, NODE__MESSAGES);
		createEOperation(nodeEClass, NODE___PINNED_CONNS);
		createEOperation(nodeEClass, NODE___PINNED_BYTES);
		createEOperation(nodeEClass, NODE___FIND_LOCAL_NI__NID);
		createEOperation(nodeEClass, NODE___FIND_PEER_NI__NID);
		createEOperation(nodeEClass, NODE___FIND_KIB_PEER__NID);

		statsEClass = createEClass(STATS);
		createEAttribute(statsEClass, STATS__MSGS_ALLOC);
		createEAttribute(statsEClass, STATS__MSGS_MAX);
		createEAttribute(statsEClass, STATS__ERRORS);
		createEAttribute(statsEClass, STATS__SEND_COUNT);
		createEAttribute(statsEClass, STATS__RECV_COUNT);
		createEAttribute(statsEClass, STATS__ROUTE_COUNT);
		createEAttribute(statsEClass, STATS__DROP_COUNT);
		createEAttribute(statsEClass, STATS__SEND_LENGTH);
		createEAttribute(statsEClass, STATS__RECV_LENGTH);
		createEAttribute(statsEClass, STATS__ROUTE_LENGTH);
		createEAttribute(statsEClass, STATS__DROP_LENGTH);

		localNiEClass = createEClass(LOCAL_NI);
		createEAttribute(localNiEClass, LOCAL_NI__NID);
		createEReference(localNiEClass, LOCAL_NI__NET);
		createEAttribute(localNiEClass, LOCAL_NI__STATUS);
		createEAttribute(localNiEClass, LOCAL_NI__INTERFACE_NAME);
		createEAttribute(localNiEClass, LOCAL_NI__PEER_CREDITS);
		createEAttribute(localNiEClass, LOCAL_NI__PEER_RTR_CREDITS);
		createEAttribute(localNiEClass, LOCAL_NI__MAX_TX_CREDITS);
		createEAttribute(localNiEClass, LOCAL_NI__PEER_TIMEOUT);
		createEReference(localNiEClass, LOCAL_NI__TX_QUEUES);
		createEOperation(localNiEClass, LOCAL_NI___TX_CREDITS);

		txQueueEClass = createEClass(TX_QUEUE);
		createEAttribute(txQueueEClass, TX_QUEUE__CPT);
		createEAttribute(txQueueEClass, TX_QUEUE__CREDITS);
		createEAttribute(txQueueEClass, TX_QUEUE__MAX_CREDITS);
		createEAttribute(txQueueEClass, TX_QUEUE__MIN_CREDITS);
		createEReference(txQueueEClass, TX_QUEUE__DELAYED);

		peerEClass = createEClass(PEER);
		createEAttribute(peerEClass, PEER__ADDRESS);
		createEAttribute(peerEClass, PEER__PRIMARY_NID);
		createEAttribute(peerEClass, PEER__MULTI_RAIL);
		createEReference(peerEClass, PEER__PEER_NIS);
		createEReference(peerEClass, PEER__RTRQ);
		createEAttribute(peerEClass, PEER__RTR_REFCOUNT);
		createEAttribute(peerEClass, PEER__GATEWAY_ALIVE);
		createEAttribute(peerEClass, PEER__ALIVE_COUNT);
		createEAttribute(peerEClass, PEER__PING_TIMESTAMP);
		createEAttribute(peerEClass, PEER__PING_NOTSENT);
		createEAttribute(peerEClass, PEER__PING_DEADLINE);
		createEAttribute(peerEClass, PEER__DOWN_NIS);

		peerNiEClass = createEClass(PEER_NI);
		createEAttribute(peerNiEClass, PEER_NI__ADDRESS);
		createEReference(peerNiEClass, PEER_NI__PEER);
		createEAttribute(peerNiEClass, PEER_NI__NID);
		createEAttribute(peerNiEClass, PEER_NI__STATE);
		createEAttribute(peerNiEClass, PEER_NI__REFCOUNT);
		createEAttribute(peerNiEClass, PEER_NI__MAX_TX_CREDITS);
		createEAttribute(peerNiEClass, PEER_NI__TX_CREDITS);
		createEAttribute(peerNiEClass, PEER_NI__MIN_TX_CREDITS);
		createEAttribute(peerNiEClass, PEER_NI__RTR_CREDITS);
		createEAttribute(peerNiEClass, PEER_NI__MIN_RTR_CREDITS);
		createEAttribute(peerNiEClass, PEER_NI__TXQ_NOB);
		createEAttribute(peerNiEClass, PEER_NI__LAST_ALIVE);
		createEAttribute(peerNiEClass, PEER_NI__ALIVE_COUNT);
		createEAttribute(peerNiEClass, PEER_NI__TIMESTAMP);
		createEAttribute(peerNiEClass, PEER_NI__LAST_QUERY);
		createEAttribute(peerNiEClass, PEER_NI__NOTIFIED);
		createEAttribute(peerNiEClass, PEER_NI__HEALTH_VALUE);
		createEReference(peerNiEClass, PEER_NI__TXQ);
		createEReference(peerNiEClass, PEER_NI__RTRQ);
		createEOperation(peerNiEClass, PEER_NI___ROUTER_QUEUE);

		rtrBufferPoolEClass = createEClass(RTR_BUFFER_POOL);
		createEAttribute(rtrBufferPoolEClass, RTR_BUFFER_POOL__KIND);
		createEAttribute(rtrBufferPoolEClass, RTR_BUFFER_POOL__CPT);
		createEAttribute(rtrBufferPoolEClass, RTR_BUFFER_POOL__NPAGES);
		createEAttribute(rtrBufferPoolEClass, RTR_BUFFER_POOL__NBUFFERS);
		createEAttribute(rtrBufferPoolEClass, RTR_BUFFER_POOL__CREDITS);
		createEAttribute(rtrBufferPoolEClass, RTR_BUFFER_POOL__MIN_CREDITS);
		createEReference(rtrBufferPoolEClass, RTR_BUFFER_POOL__MSGS);

		messageEClass = createEClass(MESSAGE);
		createEAttribute(messageEClass, MESSAGE__ADDRESS);
		createEAttribute(messageEClass, MESSAGE__TYPE);
		createEAttribute(messageEClass, MESSAGE__SRC_NID);
		createEAttribute(messageEClass, MESSAGE__DEST_NID);
		createEAttribute(messageEClass, MESSAGE__LENGTH);
		createEAttribute(messageEClass, MESSAGE__TX_COMMITTED);
		createEAttribute(messageEClass, MESSAGE__RX_COMMITTED);
		createEAttribute(messageEClass, MESSAGE__TX_DELAYED);
		createEAttribute(messageEClass, MESSAGE__RX_DELAYED);
		createEAttribute(messageEClass, MESSAGE__RX_READY_DELAY);
		createEAttribute(messageEClass, MESSAGE__ROUTING);
		createEAttribute(messageEClass, MESSAGE__SENDING);
		createEAttribute(messageEClass, MESSAGE__RECEIVING);
		createEAttribute(messageEClass, MESSAGE__TX_CREDIT);
		createEAttribute(messageEClass, MESSAGE__PEER_TX_CREDIT);
		createEAttribute(messageEClass, MESSAGE__RTR_CREDIT);
		createEAttribute(messageEClass, MESSAGE__PEER_RTR_CREDIT);
		createEReference(messageEClass, MESSAGE__RX_PEER);
		createEReference(messageEClass, MESSAGE__TX_PEER);
		createEReference(messageEClass, MESSAGE__KIB_RX);
		createEOperation(messageEClass, MESSAGE___HELD_CONN);
		createEOperation(messageEClass, MESSAGE___OWNERSHIP_CHAIN);

		kibPeerEClass = createEClass(KIB_PEER);
		createEAttribute(kibPeerEClass, KIB_PEER__ADDRESS);
		createEAttribute(kibPeerEClass, KIB_PEER__NID);
		createEReference(kibPeerEClass, KIB_PEER__NI);
		createEAttribute(kibPeerEClass, KIB_PEER__INCARNATION);
		createEAttribute(kibPeerEClass, KIB_PEER__LAST_ALIVE);
		createEAttribute(kibPeerEClass, KIB_PEER__CONNECTING);
		createEAttribute(kibPeerEClass, KIB_PEER__ACCEPTING);
		createEAttribute(kibPeerEClass, KIB_PEER__RECONNECTING);
		createEAttribute(kibPeerEClass, KIB_PEER__RACES);
		createEAttribute(kibPeerEClass, KIB_PEER__RECONNECTED);
		createEAttribute(kibPeerEClass, KIB_PEER__ERROR);
		createEAttribute(kibPeerEClass, KIB_PEER__WAITING_TXS);
		createEReference(kibPeerEClass, KIB_PEER__CONNS);

		kibConnEClass = createEClass(KIB_CONN);
		createEAttribute(kibConnEClass, KIB_CONN__ADDRESS);
		createEReference(kibConnEClass, KIB_CONN__PEER);
		createEAttribute(kibConnEClass, KIB_CONN__STATE);
		createEAttribute(kibConnEClass, KIB_CONN__REFCOUNT);
		createEAttribute(kibConnEClass, KIB_CONN__NRX);
		createEAttribute(kibConnEClass, KIB_CONN__QUEUE_DEPTH);
		createEAttribute(kibConnEClass, KIB_CONN__CREDITS);
		createEAttribute(kibConnEClass, KIB_CONN__OUTSTANDING_CREDITS);
		createEAttribute(kibConnEClass, KIB_CONN__RESERVED_CREDITS);
		createEAttribute(kibConnEClass, KIB_CONN__NSENDS_POSTED);
		createEAttribute(kibConnEClass, KIB_CONN__QUEUED_TXS);
		createEAttribute(kibConnEClass, KIB_CONN__ACTIVE_TXS);
		createEAttribute(kibConnEClass, KIB_CONN__VERSION);
		createEAttribute(kibConnEClass, KIB_CONN__INCARNATION);
		createEAttribute(kibConnEClass, KIB_CONN__COMMS_ERROR);
		createEAttribute(kibConnEClass, KIB_CONN__IBC_LIST_STATE);
		createEAttribute(kibConnEClass, KIB_CONN__IBC_SCHED_LIST_STATE);
		createEAttribute(kibConnEClass, KIB_CONN__QP_PAGES);
		createEAttribute(kibConnEClass, KIB_CONN__CQ_PAGES);
		createEAttribute(kibConnEClass, KIB_CONN__RX_PAGES);
		createEAttribute(kibConnEClass, KIB_CONN__OPENED_AT);
		createEAttribute(kibConnEClass, KIB_CONN__CLOSED_AT);
		createEReference(kibConnEClass, KIB_CONN__RXS);
		createEOperation(kibConnEClass, KIB_CONN___IS_PINNED);
		createEOperation(kibConnEClass, KIB_CONN___HELD_RXS);
		createEOperation(kibConnEClass, KIB_CONN___HOLDERS);
		createEOperation(kibConnEClass, KIB_CONN___MEMORY_BYTES);
		createEOperation(kibConnEClass, KIB_CONN___PINNED_BYTES);

		kibRxEClass = createEClass(KIB_RX);
		createEAttribute(kibRxEClass, KIB_RX__ADDRESS);
		createEReference(kibRxEClass, KIB_RX__CONN);
		createEAttribute(kibRxEClass, KIB_RX__NOB);
		createEAttribute(kibRxEClass, KIB_RX__STATE);
		createEAttribute(kibRxEClass, KIB_RX__MSG_TYPE);
		createEReference(kibRxEClass, KIB_RX__MESSAGE);

		routeEClass = createEClass(ROUTE);
		createEReference(routeEClass, ROUTE__NET);
		createEAttribute(routeEClass, ROUTE__HOPS);
		createEAttribute(routeEClass, ROUTE__PRIORITY);
		createEAttribute(routeEClass, ROUTE__GATEWAY);
		createEAttribute(routeEClass, ROUTE__STATE);

		diagnosticEClass = createEClass(DIAGNOSTIC);
		createEAttribute(diagnosticEClass, DIAGNOSTIC__SEVERITY);
		createEAttribute(diagnosticEClass, DIAGNOSTIC__LOCATION);
		createEAttribute(diagnosticEClass, DIAGNOSTIC__MESSAGE);

		// Create enums
		lustreLayoutEEnum = createEEnum(LUSTRE_LAYOUT);
		captureSourceEEnum = createEEnum(CAPTURE_SOURCE);
		lndTypeEEnum = createEEnum(LND_TYPE);
		nodeRoleEEnum = createEEnum(NODE_ROLE);
		linkStateEEnum = createEEnum(LINK_STATE);
		peerStateEEnum = createEEnum(PEER_STATE);
		poolKindEEnum = createEEnum(POOL_KIND);
		msgTypeEEnum = createEEnum(MSG_TYPE);
		kibConnStateEEnum = createEEnum(KIB_CONN_STATE);
		listLinkStateEEnum = createEEnum(LIST_LINK_STATE);
		rxStateEEnum = createEEnum(RX_STATE);
		severityEEnum = createEEnum(SEVERITY);

		// Create data types
		nidEDataType = createEDataType(NID);
		addressEDataType = createEDataType(ADDRESS);
		instantEDataType = createEDataType(INSTANT);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private boolean isInitialized = false;

	/**
	 * Complete the initialization of the package and its meta-model.  This
	 * method is guarded to have no affect on any invocation but its first.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public void initializePackageContents() {
		if (isInitialized) return;
		isInitialized = true;

		// Initialize package
		setName(eNAME);
		setNsPrefix(eNS_PREFIX);
		setNsURI(eNS_URI);

		// Create type parameters

		// Set bounds for type parameters

		// Add supertypes to classes

		// Initialize classes, features, and operations; add parameters
		initEClass(fabricEClass, Fabric.class, "Fabric", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getFabric_Name(), ecorePackage.getEString(), "name", null, 0, 1, Fabric.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getFabric_Description(), ecorePackage.getEString(), "description", null, 0, 1, Fabric.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getFabric_LustreVersion(), this.getLustreLayout(), "lustreVersion", null, 0, 1, Fabric.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getFabric_CaptureTime(), this.getInstant(), "captureTime", null, 0, 1, Fabric.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getFabric_Source(), this.getCaptureSource(), "source", null, 0, 1, Fabric.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getFabric_Tunables(), this.getTunables(), null, "tunables", null, 0, 1, Fabric.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getFabric_Nets(), this.getNet(), null, "nets", null, 0, -1, Fabric.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getFabric_Nodes(), this.getNode(), null, "nodes", null, 0, -1, Fabric.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getFabric_Diagnostics(), this.getDiagnostic(), null, "diagnostics", null, 0, -1, Fabric.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		EOperation op = initEOperation(getFabric__FindNet__String(), this.getNet(), "findNet", 0, 1, IS_UNIQUE, IS_ORDERED);
		addEParameter(op, ecorePackage.getEString(), "name", 0, 1, IS_UNIQUE, IS_ORDERED);

		op = initEOperation(getFabric__FindNode__String(), this.getNode(), "findNode", 0, 1, IS_UNIQUE, IS_ORDERED);
		addEParameter(op, ecorePackage.getEString(), "hostname", 0, 1, IS_UNIQUE, IS_ORDERED);

		initEOperation(getFabric__EffectiveLndTimeout(), ecorePackage.getEInt(), "effectiveLndTimeout", 0, 1, IS_UNIQUE, IS_ORDERED);

		initEClass(tunablesEClass, Tunables.class, "Tunables", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getTunables_PeerCredits(), ecorePackage.getEInt(), "peerCredits", "8", 0, 1, Tunables.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTunables_PeerBufferCredits(), ecorePackage.getEInt(), "peerBufferCredits", "0", 0, 1, Tunables.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTunables_Credits(), ecorePackage.getEInt(), "credits", "256", 0, 1, Tunables.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTunables_ConcurrentSends(), ecorePackage.getEInt(), "concurrentSends", "0", 0, 1, Tunables.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTunables_PeerCreditsHiw(), ecorePackage.getEInt(), "peerCreditsHiw", "0", 0, 1, Tunables.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTunables_MapOnDemand(), ecorePackage.getEInt(), "mapOnDemand", "0", 0, 1, Tunables.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTunables_PeerTimeout(), ecorePackage.getEInt(), "peerTimeout", "180", 0, 1, Tunables.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTunables_TransactionTimeout(), ecorePackage.getEInt(), "transactionTimeout", "50", 0, 1, Tunables.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTunables_RetryCount(), ecorePackage.getEInt(), "retryCount", "2", 0, 1, Tunables.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTunables_HealthSensitivity(), ecorePackage.getEInt(), "healthSensitivity", "100", 0, 1, Tunables.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTunables_Discovery(), ecorePackage.getEBoolean(), "discovery", "true", 0, 1, Tunables.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTunables_LndTimeout(), ecorePackage.getEInt(), "lndTimeout", "0", 0, 1, Tunables.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTunables_TinyRouterBuffers(), ecorePackage.getEInt(), "tinyRouterBuffers", "0", 0, 1, Tunables.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTunables_SmallRouterBuffers(), ecorePackage.getEInt(), "smallRouterBuffers", "0", 0, 1, Tunables.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTunables_LargeRouterBuffers(), ecorePackage.getEInt(), "largeRouterBuffers", "0", 0, 1, Tunables.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEOperation(getTunables__EffectivePeerBufferCredits(), ecorePackage.getEInt(), "effectivePeerBufferCredits", 0, 1, IS_UNIQUE, IS_ORDERED);

		op = initEOperation(getTunables__EffectiveRouterBuffers__PoolKind(), ecorePackage.getEInt(), "effectiveRouterBuffers", 0, 1, IS_UNIQUE, IS_ORDERED);
		addEParameter(op, this.getPoolKind(), "kind", 0, 1, IS_UNIQUE, IS_ORDERED);

		initEClass(netEClass, Net.class, "Net", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getNet_Name(), ecorePackage.getEString(), "name", null, 0, 1, Net.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getNet_LndType(), this.getLndType(), "lndType", null, 0, 1, Net.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getNet_PeerTimeout(), ecorePackage.getEInt(), "peerTimeout", null, 0, 1, Net.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(nodeEClass, Node.class, "Node", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getNode_Hostname(), ecorePackage.getEString(), "hostname", null, 0, 1, Node.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getNode_Role(), this.getNodeRole(), "role", null, 0, 1, Node.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getNode_Group(), ecorePackage.getEString(), "group", null, 0, 1, Node.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getNode_RamBytes(), ecorePackage.getELong(), "ramBytes", null, 0, 1, Node.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getNode_UsedBytes(), ecorePackage.getELong(), "usedBytes", null, 0, 1, Node.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getNode_AutoDown(), ecorePackage.getEInt(), "autoDown", null, 0, 1, Node.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getNode_LndTimeout(), ecorePackage.getEInt(), "lndTimeout", null, 0, 1, Node.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getNode_MemAvailableBytes(), ecorePackage.getELong(), "memAvailableBytes", null, 0, 1, Node.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getNode_SlabBytes(), ecorePackage.getELong(), "slabBytes", null, 0, 1, Node.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getNode_SlabUnreclaimableBytes(), ecorePackage.getELong(), "slabUnreclaimableBytes", null, 0, 1, Node.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getNode_RoutingEnabled(), ecorePackage.getEBoolean(), "routingEnabled", null, 0, 1, Node.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getNode_CptCount(), ecorePackage.getEInt(), "cptCount", "1", 0, 1, Node.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getNode_ClockSeconds(), ecorePackage.getELong(), "clockSeconds", null, 0, 1, Node.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getNode_Stats(), this.getStats(), null, "stats", null, 0, 1, Node.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getNode_LocalNis(), this.getLocalNi(), null, "localNis", null, 0, -1, Node.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getNode_Peers(), this.getPeer(), null, "peers", null, 0, -1, Node.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getNode_RtrBufferPools(), this.getRtrBufferPool(), null, "rtrBufferPools", null, 0, -1, Node.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getNode_KibPeers(), this.getKibPeer(), null, "kibPeers", null, 0, -1, Node.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getNode_Routes(), this.getRoute(), null, "routes", null, 0, -1, Node.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getNode_Messages(), this.getMessage(), null, "messages", null, 0, -1, Node.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEOperation(getNode__PinnedConns(), this.getKibConn(), "pinnedConns", 0, -1, IS_UNIQUE, IS_ORDERED);

		initEOperation(getNode__PinnedBytes(), ecorePackage.getELong(), "pinnedBytes", 0, 1, IS_UNIQUE, IS_ORDERED);

		op = initEOperation(getNode__FindLocalNi__Nid(), this.getLocalNi(), "findLocalNi", 0, 1, IS_UNIQUE, IS_ORDERED);
		addEParameter(op, this.getNid(), "nid", 0, 1, IS_UNIQUE, IS_ORDERED);

		op = initEOperation(getNode__FindPeerNi__Nid(), this.getPeerNi(), "findPeerNi", 0, 1, IS_UNIQUE, IS_ORDERED);
		addEParameter(op, this.getNid(), "nid", 0, 1, IS_UNIQUE, IS_ORDERED);

		op = initEOperation(getNode__FindKibPeer__Nid(), this.getKibPeer(), "findKibPeer", 0, 1, IS_UNIQUE, IS_ORDERED);
		addEParameter(op, this.getNid(), "nid", 0, 1, IS_UNIQUE, IS_ORDERED);

		initEClass(statsEClass, Stats.class, "Stats", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getStats_MsgsAlloc(), ecorePackage.getELong(), "msgsAlloc", null, 0, 1, Stats.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getStats_MsgsMax(), ecorePackage.getELong(), "msgsMax", null, 0, 1, Stats.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getStats_Errors(), ecorePackage.getELong(), "errors", null, 0, 1, Stats.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getStats_SendCount(), ecorePackage.getELong(), "sendCount", null, 0, 1, Stats.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getStats_RecvCount(), ecorePackage.getELong(), "recvCount", null, 0, 1, Stats.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getStats_RouteCount(), ecorePackage.getELong(), "routeCount", null, 0, 1, Stats.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getStats_DropCount(), ecorePackage.getELong(), "dropCount", null, 0, 1, Stats.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getStats_SendLength(), ecorePackage.getELong(), "sendLength", null, 0, 1, Stats.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getStats_RecvLength(), ecorePackage.getELong(), "recvLength", null, 0, 1, Stats.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getStats_RouteLength(), ecorePackage.getELong(), "routeLength", null, 0, 1, Stats.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getStats_DropLength(), ecorePackage.getELong(), "dropLength", null, 0, 1, Stats.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(localNiEClass, LocalNi.class, "LocalNi", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getLocalNi_Nid(), this.getNid(), "nid", null, 0, 1, LocalNi.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getLocalNi_Net(), this.getNet(), null, "net", null, 0, 1, LocalNi.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLocalNi_Status(), this.getLinkState(), "status", null, 0, 1, LocalNi.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLocalNi_InterfaceName(), ecorePackage.getEString(), "interfaceName", null, 0, 1, LocalNi.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLocalNi_PeerCredits(), ecorePackage.getEInt(), "peerCredits", null, 0, 1, LocalNi.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLocalNi_PeerRtrCredits(), ecorePackage.getEInt(), "peerRtrCredits", null, 0, 1, LocalNi.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLocalNi_MaxTxCredits(), ecorePackage.getEInt(), "maxTxCredits", null, 0, 1, LocalNi.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLocalNi_PeerTimeout(), ecorePackage.getEInt(), "peerTimeout", null, 0, 1, LocalNi.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getLocalNi_TxQueues(), this.getTxQueue(), null, "txQueues", null, 0, -1, LocalNi.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEOperation(getLocalNi__TxCredits(), ecorePackage.getEInt(), "txCredits", 0, 1, IS_UNIQUE, IS_ORDERED);

		initEClass(txQueueEClass, TxQueue.class, "TxQueue", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getTxQueue_Cpt(), ecorePackage.getEInt(), "cpt", null, 0, 1, TxQueue.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTxQueue_Credits(), ecorePackage.getEInt(), "credits", null, 0, 1, TxQueue.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTxQueue_MaxCredits(), ecorePackage.getEInt(), "maxCredits", null, 0, 1, TxQueue.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTxQueue_MinCredits(), ecorePackage.getEInt(), "minCredits", null, 0, 1, TxQueue.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getTxQueue_Delayed(), this.getMessage(), null, "delayed", null, 0, -1, TxQueue.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, !IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(peerEClass, Peer.class, "Peer", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getPeer_Address(), this.getAddress(), "address", null, 0, 1, Peer.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPeer_PrimaryNid(), this.getNid(), "primaryNid", null, 0, 1, Peer.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPeer_MultiRail(), ecorePackage.getEBoolean(), "multiRail", null, 0, 1, Peer.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getPeer_PeerNis(), this.getPeerNi(), this.getPeerNi_Peer(), "peerNis", null, 0, -1, Peer.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getPeer_Rtrq(), this.getMessage(), null, "rtrq", null, 0, -1, Peer.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, !IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPeer_RtrRefcount(), ecorePackage.getEInt(), "rtrRefcount", null, 0, 1, Peer.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPeer_GatewayAlive(), ecorePackage.getEBoolean(), "gatewayAlive", null, 0, 1, Peer.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPeer_AliveCount(), ecorePackage.getEInt(), "aliveCount", null, 0, 1, Peer.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPeer_PingTimestamp(), ecorePackage.getELong(), "pingTimestamp", null, 0, 1, Peer.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPeer_PingNotsent(), ecorePackage.getEBoolean(), "pingNotsent", null, 0, 1, Peer.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPeer_PingDeadline(), ecorePackage.getELong(), "pingDeadline", null, 0, 1, Peer.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPeer_DownNis(), ecorePackage.getEInt(), "downNis", null, 0, 1, Peer.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(peerNiEClass, PeerNi.class, "PeerNi", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getPeerNi_Address(), this.getAddress(), "address", null, 0, 1, PeerNi.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getPeerNi_Peer(), this.getPeer(), this.getPeer_PeerNis(), "peer", null, 0, 1, PeerNi.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPeerNi_Nid(), this.getNid(), "nid", null, 0, 1, PeerNi.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPeerNi_State(), this.getPeerState(), "state", "NA", 0, 1, PeerNi.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPeerNi_Refcount(), ecorePackage.getEInt(), "refcount", null, 0, 1, PeerNi.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPeerNi_MaxTxCredits(), ecorePackage.getEInt(), "maxTxCredits", null, 0, 1, PeerNi.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPeerNi_TxCredits(), ecorePackage.getEInt(), "txCredits", null, 0, 1, PeerNi.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPeerNi_MinTxCredits(), ecorePackage.getEInt(), "minTxCredits", null, 0, 1, PeerNi.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPeerNi_RtrCredits(), ecorePackage.getEInt(), "rtrCredits", null, 0, 1, PeerNi.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPeerNi_MinRtrCredits(), ecorePackage.getEInt(), "minRtrCredits", null, 0, 1, PeerNi.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPeerNi_TxqNob(), ecorePackage.getELong(), "txqNob", null, 0, 1, PeerNi.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPeerNi_LastAlive(), ecorePackage.getELong(), "lastAlive", null, 0, 1, PeerNi.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPeerNi_AliveCount(), ecorePackage.getEInt(), "aliveCount", null, 0, 1, PeerNi.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPeerNi_Timestamp(), ecorePackage.getELong(), "timestamp", null, 0, 1, PeerNi.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPeerNi_LastQuery(), ecorePackage.getELong(), "lastQuery", null, 0, 1, PeerNi.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPeerNi_Notified(), ecorePackage.getEBoolean(), "notified", null, 0, 1, PeerNi.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPeerNi_HealthValue(), ecorePackage.getEInt(), "healthValue", "1000", 0, 1, PeerNi.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getPeerNi_Txq(), this.getMessage(), null, "txq", null, 0, -1, PeerNi.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, !IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getPeerNi_Rtrq(), this.getMessage(), null, "rtrq", null, 0, -1, PeerNi.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, !IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEOperation(getPeerNi__RouterQueue(), this.getMessage(), "routerQueue", 0, -1, IS_UNIQUE, IS_ORDERED);

		initEClass(rtrBufferPoolEClass, RtrBufferPool.class, "RtrBufferPool", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getRtrBufferPool_Kind(), this.getPoolKind(), "kind", null, 0, 1, RtrBufferPool.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRtrBufferPool_Cpt(), ecorePackage.getEInt(), "cpt", null, 0, 1, RtrBufferPool.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRtrBufferPool_Npages(), ecorePackage.getEInt(), "npages", null, 0, 1, RtrBufferPool.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRtrBufferPool_Nbuffers(), ecorePackage.getEInt(), "nbuffers", null, 0, 1, RtrBufferPool.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRtrBufferPool_Credits(), ecorePackage.getEInt(), "credits", null, 0, 1, RtrBufferPool.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRtrBufferPool_MinCredits(), ecorePackage.getEInt(), "minCredits", null, 0, 1, RtrBufferPool.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getRtrBufferPool_Msgs(), this.getMessage(), null, "msgs", null, 0, -1, RtrBufferPool.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, !IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(messageEClass, Message.class, "Message", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getMessage_Address(), this.getAddress(), "address", null, 0, 1, Message.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMessage_Type(), this.getMsgType(), "type", null, 0, 1, Message.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMessage_SrcNid(), this.getNid(), "srcNid", null, 0, 1, Message.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMessage_DestNid(), this.getNid(), "destNid", null, 0, 1, Message.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMessage_Length(), ecorePackage.getEInt(), "length", null, 0, 1, Message.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMessage_TxCommitted(), ecorePackage.getEBoolean(), "txCommitted", null, 0, 1, Message.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMessage_RxCommitted(), ecorePackage.getEBoolean(), "rxCommitted", null, 0, 1, Message.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMessage_TxDelayed(), ecorePackage.getEBoolean(), "txDelayed", null, 0, 1, Message.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMessage_RxDelayed(), ecorePackage.getEBoolean(), "rxDelayed", null, 0, 1, Message.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMessage_RxReadyDelay(), ecorePackage.getEBoolean(), "rxReadyDelay", null, 0, 1, Message.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMessage_Routing(), ecorePackage.getEBoolean(), "routing", null, 0, 1, Message.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMessage_Sending(), ecorePackage.getEBoolean(), "sending", null, 0, 1, Message.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMessage_Receiving(), ecorePackage.getEBoolean(), "receiving", null, 0, 1, Message.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMessage_TxCredit(), ecorePackage.getEBoolean(), "txCredit", null, 0, 1, Message.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMessage_PeerTxCredit(), ecorePackage.getEBoolean(), "peerTxCredit", null, 0, 1, Message.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMessage_RtrCredit(), ecorePackage.getEBoolean(), "rtrCredit", null, 0, 1, Message.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMessage_PeerRtrCredit(), ecorePackage.getEBoolean(), "peerRtrCredit", null, 0, 1, Message.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getMessage_RxPeer(), this.getPeerNi(), null, "rxPeer", null, 0, 1, Message.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getMessage_TxPeer(), this.getPeerNi(), null, "txPeer", null, 0, 1, Message.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getMessage_KibRx(), this.getKibRx(), this.getKibRx_Message(), "kibRx", null, 0, 1, Message.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEOperation(getMessage__HeldConn(), this.getKibConn(), "heldConn", 0, 1, IS_UNIQUE, IS_ORDERED);

		initEOperation(getMessage__OwnershipChain(), ecorePackage.getEString(), "ownershipChain", 0, 1, IS_UNIQUE, IS_ORDERED);

		initEClass(kibPeerEClass, KibPeer.class, "KibPeer", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getKibPeer_Address(), this.getAddress(), "address", null, 0, 1, KibPeer.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKibPeer_Nid(), this.getNid(), "nid", null, 0, 1, KibPeer.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getKibPeer_Ni(), this.getLocalNi(), null, "ni", null, 0, 1, KibPeer.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKibPeer_Incarnation(), ecorePackage.getELong(), "incarnation", null, 0, 1, KibPeer.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKibPeer_LastAlive(), ecorePackage.getELong(), "lastAlive", null, 0, 1, KibPeer.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKibPeer_Connecting(), ecorePackage.getEInt(), "connecting", null, 0, 1, KibPeer.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKibPeer_Accepting(), ecorePackage.getEInt(), "accepting", null, 0, 1, KibPeer.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKibPeer_Reconnecting(), ecorePackage.getEInt(), "reconnecting", null, 0, 1, KibPeer.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKibPeer_Races(), ecorePackage.getEInt(), "races", null, 0, 1, KibPeer.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKibPeer_Reconnected(), ecorePackage.getEInt(), "reconnected", null, 0, 1, KibPeer.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKibPeer_Error(), ecorePackage.getEInt(), "error", null, 0, 1, KibPeer.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKibPeer_WaitingTxs(), ecorePackage.getEInt(), "waitingTxs", null, 0, 1, KibPeer.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getKibPeer_Conns(), this.getKibConn(), this.getKibConn_Peer(), "conns", null, 0, -1, KibPeer.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(kibConnEClass, KibConn.class, "KibConn", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getKibConn_Address(), this.getAddress(), "address", null, 0, 1, KibConn.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getKibConn_Peer(), this.getKibPeer(), this.getKibPeer_Conns(), "peer", null, 0, 1, KibConn.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKibConn_State(), this.getKibConnState(), "state", null, 0, 1, KibConn.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKibConn_Refcount(), ecorePackage.getEInt(), "refcount", null, 0, 1, KibConn.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKibConn_Nrx(), ecorePackage.getEInt(), "nrx", null, 0, 1, KibConn.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKibConn_QueueDepth(), ecorePackage.getEInt(), "queueDepth", null, 0, 1, KibConn.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKibConn_Credits(), ecorePackage.getEInt(), "credits", null, 0, 1, KibConn.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKibConn_OutstandingCredits(), ecorePackage.getEInt(), "outstandingCredits", null, 0, 1, KibConn.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKibConn_ReservedCredits(), ecorePackage.getEInt(), "reservedCredits", null, 0, 1, KibConn.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKibConn_NsendsPosted(), ecorePackage.getEInt(), "nsendsPosted", null, 0, 1, KibConn.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKibConn_QueuedTxs(), ecorePackage.getEInt(), "queuedTxs", null, 0, 1, KibConn.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKibConn_ActiveTxs(), ecorePackage.getEInt(), "activeTxs", null, 0, 1, KibConn.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKibConn_Version(), ecorePackage.getEInt(), "version", "18", 0, 1, KibConn.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKibConn_Incarnation(), ecorePackage.getELong(), "incarnation", null, 0, 1, KibConn.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKibConn_CommsError(), ecorePackage.getEInt(), "commsError", null, 0, 1, KibConn.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKibConn_IbcListState(), this.getListLinkState(), "ibcListState", null, 0, 1, KibConn.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKibConn_IbcSchedListState(), this.getListLinkState(), "ibcSchedListState", null, 0, 1, KibConn.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKibConn_QpPages(), ecorePackage.getEInt(), "qpPages", null, 0, 1, KibConn.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKibConn_CqPages(), ecorePackage.getEInt(), "cqPages", null, 0, 1, KibConn.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKibConn_RxPages(), ecorePackage.getEInt(), "rxPages", null, 0, 1, KibConn.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKibConn_OpenedAt(), ecorePackage.getELong(), "openedAt", null, 0, 1, KibConn.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKibConn_ClosedAt(), ecorePackage.getELong(), "closedAt", null, 0, 1, KibConn.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getKibConn_Rxs(), this.getKibRx(), this.getKibRx_Conn(), "rxs", null, 0, -1, KibConn.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEOperation(getKibConn__IsPinned(), ecorePackage.getEBoolean(), "isPinned", 0, 1, IS_UNIQUE, IS_ORDERED);

		initEOperation(getKibConn__HeldRxs(), this.getKibRx(), "heldRxs", 0, -1, IS_UNIQUE, IS_ORDERED);

		initEOperation(getKibConn__Holders(), this.getMessage(), "holders", 0, -1, IS_UNIQUE, IS_ORDERED);

		initEOperation(getKibConn__MemoryBytes(), ecorePackage.getELong(), "memoryBytes", 0, 1, IS_UNIQUE, IS_ORDERED);

		initEOperation(getKibConn__PinnedBytes(), ecorePackage.getELong(), "pinnedBytes", 0, 1, IS_UNIQUE, IS_ORDERED);

		initEClass(kibRxEClass, KibRx.class, "KibRx", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getKibRx_Address(), this.getAddress(), "address", null, 0, 1, KibRx.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getKibRx_Conn(), this.getKibConn(), this.getKibConn_Rxs(), "conn", null, 0, 1, KibRx.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKibRx_Nob(), ecorePackage.getEInt(), "nob", null, 0, 1, KibRx.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKibRx_State(), this.getRxState(), "state", null, 0, 1, KibRx.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKibRx_MsgType(), ecorePackage.getEInt(), "msgType", null, 0, 1, KibRx.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getKibRx_Message(), this.getMessage(), this.getMessage_KibRx(), "message", null, 0, 1, KibRx.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(routeEClass, Route.class, "Route", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getRoute_Net(), this.getNet(), null, "net", null, 0, 1, Route.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRoute_Hops(), ecorePackage.getEInt(), "hops", "1", 0, 1, Route.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRoute_Priority(), ecorePackage.getEInt(), "priority", null, 0, 1, Route.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRoute_Gateway(), this.getNid(), "gateway", null, 0, 1, Route.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRoute_State(), this.getLinkState(), "state", null, 0, 1, Route.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(diagnosticEClass, Diagnostic.class, "Diagnostic", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getDiagnostic_Severity(), this.getSeverity(), "severity", null, 0, 1, Diagnostic.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDiagnostic_Location(), ecorePackage.getEString(), "location", null, 0, 1, Diagnostic.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDiagnostic_Message(), ecorePackage.getEString(), "message", null, 0, 1, Diagnostic.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		// Initialize enums and add enum literals
		initEEnum(lustreLayoutEEnum, LustreLayout.class, "LustreLayout");
		addEEnumLiteral(lustreLayoutEEnum, LustreLayout.LAYOUT_B2_12);
		addEEnumLiteral(lustreLayoutEEnum, LustreLayout.LAYOUT_MASTER);

		initEEnum(captureSourceEEnum, CaptureSource.class, "CaptureSource");
		addEEnumLiteral(captureSourceEEnum, CaptureSource.VMCORE);
		addEEnumLiteral(captureSourceEEnum, CaptureSource.AGENT);
		addEEnumLiteral(captureSourceEEnum, CaptureSource.SIMULATOR);
		addEEnumLiteral(captureSourceEEnum, CaptureSource.MANUAL);

		initEEnum(lndTypeEEnum, LndType.class, "LndType");
		addEEnumLiteral(lndTypeEEnum, LndType.SOCKLND);
		addEEnumLiteral(lndTypeEEnum, LndType.O2IBLND);
		addEEnumLiteral(lndTypeEEnum, LndType.LOLND);
		addEEnumLiteral(lndTypeEEnum, LndType.GNILND);
		addEEnumLiteral(lndTypeEEnum, LndType.GNIIPLND);
		addEEnumLiteral(lndTypeEEnum, LndType.PTL4LND);
		addEEnumLiteral(lndTypeEEnum, LndType.KFILND);
		addEEnumLiteral(lndTypeEEnum, LndType.EFALND);
		addEEnumLiteral(lndTypeEEnum, LndType.BXI3LND);
		addEEnumLiteral(lndTypeEEnum, LndType.QSWLND);
		addEEnumLiteral(lndTypeEEnum, LndType.GMLND);
		addEEnumLiteral(lndTypeEEnum, LndType.PTLLND);
		addEEnumLiteral(lndTypeEEnum, LndType.CIBLND);
		addEEnumLiteral(lndTypeEEnum, LndType.OPENIBLND);
		addEEnumLiteral(lndTypeEEnum, LndType.IIBLND);
		addEEnumLiteral(lndTypeEEnum, LndType.RALND);
		addEEnumLiteral(lndTypeEEnum, LndType.VIBLND);
		addEEnumLiteral(lndTypeEEnum, LndType.MXLND);

		initEEnum(nodeRoleEEnum, NodeRole.class, "NodeRole");
		addEEnumLiteral(nodeRoleEEnum, NodeRole.COMPUTE);
		addEEnumLiteral(nodeRoleEEnum, NodeRole.ROUTER);
		addEEnumLiteral(nodeRoleEEnum, NodeRole.SERVER);

		initEEnum(linkStateEEnum, LinkState.class, "LinkState");
		addEEnumLiteral(linkStateEEnum, LinkState.UP);
		addEEnumLiteral(linkStateEEnum, LinkState.DOWN);

		initEEnum(peerStateEEnum, PeerState.class, "PeerState");
		addEEnumLiteral(peerStateEEnum, PeerState.NA);
		addEEnumLiteral(peerStateEEnum, PeerState.UP);
		addEEnumLiteral(peerStateEEnum, PeerState.DOWN);

		initEEnum(poolKindEEnum, PoolKind.class, "PoolKind");
		addEEnumLiteral(poolKindEEnum, PoolKind.TINY);
		addEEnumLiteral(poolKindEEnum, PoolKind.SMALL);
		addEEnumLiteral(poolKindEEnum, PoolKind.LARGE);

		initEEnum(msgTypeEEnum, MsgType.class, "MsgType");
		addEEnumLiteral(msgTypeEEnum, MsgType.ACK);
		addEEnumLiteral(msgTypeEEnum, MsgType.PUT);
		addEEnumLiteral(msgTypeEEnum, MsgType.GET);
		addEEnumLiteral(msgTypeEEnum, MsgType.REPLY);
		addEEnumLiteral(msgTypeEEnum, MsgType.HELLO);

		initEEnum(kibConnStateEEnum, KibConnState.class, "KibConnState");
		addEEnumLiteral(kibConnStateEEnum, KibConnState.INIT);
		addEEnumLiteral(kibConnStateEEnum, KibConnState.ACTIVE_CONNECT);
		addEEnumLiteral(kibConnStateEEnum, KibConnState.PASSIVE_WAIT);
		addEEnumLiteral(kibConnStateEEnum, KibConnState.ESTABLISHED);
		addEEnumLiteral(kibConnStateEEnum, KibConnState.CLOSING);
		addEEnumLiteral(kibConnStateEEnum, KibConnState.DISCONNECTED);

		initEEnum(listLinkStateEEnum, ListLinkState.class, "ListLinkState");
		addEEnumLiteral(listLinkStateEEnum, ListLinkState.EMPTY);
		addEEnumLiteral(listLinkStateEEnum, ListLinkState.LINKED);
		addEEnumLiteral(listLinkStateEEnum, ListLinkState.POISONED);

		initEEnum(rxStateEEnum, RxState.class, "RxState");
		addEEnumLiteral(rxStateEEnum, RxState.IDLE);
		addEEnumLiteral(rxStateEEnum, RxState.POSTED);
		addEEnumLiteral(rxStateEEnum, RxState.HELD);

		initEEnum(severityEEnum, Severity.class, "Severity");
		addEEnumLiteral(severityEEnum, Severity.INFO);
		addEEnumLiteral(severityEEnum, Severity.WARNING);
		addEEnumLiteral(severityEEnum, Severity.ERROR);

		// Initialize data types
		initEDataType(nidEDataType, Nid.class, "Nid", IS_SERIALIZABLE, !IS_GENERATED_INSTANCE_CLASS);
		initEDataType(addressEDataType, long.class, "Address", IS_SERIALIZABLE, !IS_GENERATED_INSTANCE_CLASS);
		initEDataType(instantEDataType, Instant.class, "Instant", IS_SERIALIZABLE, !IS_GENERATED_INSTANCE_CLASS);

		// Create resource
		createResource(eNS_URI);
	}

} //LnetPackageImpl
