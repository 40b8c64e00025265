/**
 * LNet Scope. Generated from model/lnet.ecore: do not edit, regenerate (see README.md).
 */
package org.lnetscope.model.util;

import org.eclipse.emf.common.notify.Adapter;
import org.eclipse.emf.common.notify.Notifier;

import org.eclipse.emf.common.notify.impl.AdapterFactoryImpl;

import org.eclipse.emf.ecore.EObject;

import org.lnetscope.model.*;

/**
 * <!-- begin-user-doc -->
 * The <b>Adapter Factory</b> for the model.
 * It provides an adapter <code>createXXX</code> method for each class of the model.
 * <!-- end-user-doc -->
 * @see org.lnetscope.model.LnetPackage
 * @generated
 */
public class LnetAdapterFactory extends AdapterFactoryImpl {
	/**
	 * The cached model package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected static LnetPackage modelPackage;

	/**
	 * Creates an instance of the adapter factory.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public LnetAdapterFactory() {
		if (modelPackage == null) {
			modelPackage = LnetPackage.eINSTANCE;
		}
	}

	/**
	 * Returns whether this factory is applicable for the type of the object.
	 * <!-- begin-user-doc -->
	 * This implementation returns <code>true</code> if the object is either the model's package or is an instance object of the model.
	 * <!-- end-user-doc -->
	 * @return whether this factory is applicable for the type of the object.
	 * @generated
	 */
	@Override
	public boolean isFactoryForType(Object object) {
		if (object == modelPackage) {
			return true;
		}
		if (object instanceof EObject) {
			return ((EObject)object).eClass().getEPackage() == modelPackage;
		}
		return false;
	}

	/**
	 * The switch that delegates to the <code>createXXX</code> methods.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected LnetSwitch<Adapter> modelSwitch =
		new LnetSwitch<Adapter>() {
			@Override
			public Adapter caseFabric(Fabric object) {
				return createFabricAdapter();
			}
			@Override
			public Adapter caseTunables(Tunables object) {
				return createTunablesAdapter();
			}
			@Override
			public Adapter caseNet(Net object) {
				return createNetAdapter();
			}
			@Override
			public Adapter caseNode(Node object) {
				return createNodeAdapter();
			}
			@Override
			public Adapter caseStats(Stats object) {
				return createStatsAdapter();
			}
			@Override
			public Adapter caseLocalNi(LocalNi object) {
				return createLocalNiAdapter();
			}
			@Override
			public Adapter caseTxQueue(TxQueue object) {
				return createTxQueueAdapter();
			}
			@Override
			public Adapter casePeer(Peer object) {
				return createPeerAdapter();
			}
			@Override
			public Adapter casePeerNi(PeerNi object) {
				return createPeerNiAdapter();
			}
			@Override
			public Adapter caseRtrBufferPool(RtrBufferPool object) {
				return createRtrBufferPoolAdapter();
			}
			@Override
			public Adapter caseMessage(Message object) {
				return createMessageAdapter();
			}
			@Override
			public Adapter caseKibPeer(KibPeer object) {
				return createKibPeerAdapter();
			}
			@Override
			public Adapter caseKibConn(KibConn object) {
				return createKibConnAdapter();
			}
			@Override
			public Adapter caseKibRx(KibRx object) {
				return createKibRxAdapter();
			}
			@Override
			public Adapter caseRoute(Route object) {
				return createRouteAdapter();
			}
			@Override
			public Adapter caseDiagnostic(Diagnostic object) {
				return createDiagnosticAdapter();
			}
			@Override
			public Adapter defaultCase(EObject object) {
				return createEObjectAdapter();
			}
		};

	/**
	 * Creates an adapter for the <code>target</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param target the object to adapt.
	 * @return the adapter for the <code>target</code>.
	 * @generated
	 */
	@Override
	public Adapter createAdapter(Notifier target) {
		return modelSwitch.doSwitch((EObject)target);
	}


	/**
	 * Creates a new adapter for an object of class '{@link org.lnetscope.model.Fabric <em>Fabric</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.lnetscope.model.Fabric
	 * @generated
	 */
	public Adapter createFabricAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.lnetscope.model.Tunables <em>Tunables</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.lnetscope.model.Tunables
	 * @generated
	 */
	public Adapter createTunablesAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.lnetscope.model.Net <em>Net</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.lnetscope.model.Net
	 * @generated
	 */
	public Adapter createNetAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.lnetscope.model.Node <em>Node</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.lnetscope.model.Node
	 * @generated
	 */
	public Adapter createNodeAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.lnetscope.model.Stats <em>Stats</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.lnetscope.model.Stats
	 * @generated
	 */
	public Adapter createStatsAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.lnetscope.model.LocalNi <em>Local Ni</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.lnetscope.model.LocalNi
	 * @generated
	 */
	public Adapter createLocalNiAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.lnetscope.model.TxQueue <em>Tx Queue</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.lnetscope.model.TxQueue
	 * @generated
	 */
	public Adapter createTxQueueAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.lnetscope.model.Peer <em>Peer</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.lnetscope.model.Peer
	 * @generated
	 */
	public Adapter createPeerAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.lnetscope.model.PeerNi <em>Peer Ni</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.lnetscope.model.PeerNi
	 * @generated
	 */
	public Adapter createPeerNiAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.lnetscope.model.RtrBufferPool <em>Rtr Buffer Pool</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.lnetscope.model.RtrBufferPool
	 * @generated
	 */
	public Adapter createRtrBufferPoolAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.lnetscope.model.Message <em>Message</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.lnetscope.model.Message
	 * @generated
	 */
	public Adapter createMessageAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.lnetscope.model.KibPeer <em>Kib Peer</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.lnetscope.model.KibPeer
	 * @generated
	 */
	public Adapter createKibPeerAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.lnetscope.model.KibConn <em>Kib Conn</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.lnetscope.model.KibConn
	 * @generated
	 */
	public Adapter createKibConnAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.lnetscope.model.KibRx <em>Kib Rx</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.lnetscope.model.KibRx
	 * @generated
	 */
	public Adapter createKibRxAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.lnetscope.model.Route <em>Route</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.lnetscope.model.Route
	 * @generated
	 */
	public Adapter createRouteAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.lnetscope.model.Diagnostic <em>Diagnostic</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.lnetscope.model.Diagnostic
	 * @generated
	 */
	public Adapter createDiagnosticAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for the default case.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @generated
	 */
	public Adapter createEObjectAdapter() {
		return null;
	}

} //LnetAdapterFactory
