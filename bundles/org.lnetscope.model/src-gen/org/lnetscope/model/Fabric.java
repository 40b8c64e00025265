/**
 * LNet Scope. Generated from model/lnet.ecore: do not edit, regenerate (see README.md).
 */
package org.lnetscope.model;

import java.time.Instant;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Fabric</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A captured LNet fabric: the nets, the nodes and their LNet/o2iblnd state at one instant.
 * The unit a .lnetmodel file holds.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.lnetscope.model.Fabric#getName <em>Name</em>}</li>
 *   <li>{@link org.lnetscope.model.Fabric#getDescription <em>Description</em>}</li>
 *   <li>{@link org.lnetscope.model.Fabric#getLustreVersion <em>Lustre Version</em>}</li>
 *   <li>{@link org.lnetscope.model.Fabric#getCaptureTime <em>Capture Time</em>}</li>
 *   <li>{@link org.lnetscope.model.Fabric#getSource <em>Source</em>}</li>
 *   <li>{@link org.lnetscope.model.Fabric#getTunables <em>Tunables</em>}</li>
 *   <li>{@link org.lnetscope.model.Fabric#getNets <em>Nets</em>}</li>
 *   <li>{@link org.lnetscope.model.Fabric#getNodes <em>Nodes</em>}</li>
 *   <li>{@link org.lnetscope.model.Fabric#getDiagnostics <em>Diagnostics</em>}</li>
 * </ul>
 *
 * @see org.lnetscope.model.LnetPackage#getFabric()
 * @model
 * @generated
 */
public interface Fabric extends EObject {
	/**
	 * Returns the value of the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Name</em>' attribute.
	 * @see #setName(String)
	 * @see org.lnetscope.model.LnetPackage#getFabric_Name()
	 * @model
	 * @generated
	 */
	String getName();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Fabric#getName <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Name</em>' attribute.
	 * @see #getName()
	 * @generated
	 */
	void setName(String value);

	/**
	 * Returns the value of the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Description</em>' attribute.
	 * @see #setDescription(String)
	 * @see org.lnetscope.model.LnetPackage#getFabric_Description()
	 * @model
	 * @generated
	 */
	String getDescription();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Fabric#getDescription <em>Description</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Description</em>' attribute.
	 * @see #getDescription()
	 * @generated
	 */
	void setDescription(String value);

	/**
	 * Returns the value of the '<em><b>Lustre Version</b></em>' attribute.
	 * The literals are from the enumeration {@link org.lnetscope.model.LustreLayout}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Which structure layout the captured state follows: decides where routed messages wait (PeerNi.rtrq in 2.12, Peer.rtrq in master).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Lustre Version</em>' attribute.
	 * @see org.lnetscope.model.LustreLayout
	 * @see #setLustreVersion(LustreLayout)
	 * @see org.lnetscope.model.LnetPackage#getFabric_LustreVersion()
	 * @model
	 * @generated
	 */
	LustreLayout getLustreVersion();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Fabric#getLustreVersion <em>Lustre Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Lustre Version</em>' attribute.
	 * @see org.lnetscope.model.LustreLayout
	 * @see #getLustreVersion()
	 * @generated
	 */
	void setLustreVersion(LustreLayout value);

	/**
	 * Returns the value of the '<em><b>Capture Time</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Wall-clock time of the capture (kdump time for a vmcore).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Capture Time</em>' attribute.
	 * @see #setCaptureTime(Instant)
	 * @see org.lnetscope.model.LnetPackage#getFabric_CaptureTime()
	 * @model dataType="org.lnetscope.model.Instant"
	 * @generated
	 */
	Instant getCaptureTime();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Fabric#getCaptureTime <em>Capture Time</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Capture Time</em>' attribute.
	 * @see #getCaptureTime()
	 * @generated
	 */
	void setCaptureTime(Instant value);

	/**
	 * Returns the value of the '<em><b>Source</b></em>' attribute.
	 * The literals are from the enumeration {@link org.lnetscope.model.CaptureSource}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Source</em>' attribute.
	 * @see org.lnetscope.model.CaptureSource
	 * @see #setSource(CaptureSource)
	 * @see org.lnetscope.model.LnetPackage#getFabric_Source()
	 * @model
	 * @generated
	 */
	CaptureSource getSource();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Fabric#getSource <em>Source</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Source</em>' attribute.
	 * @see org.lnetscope.model.CaptureSource
	 * @see #getSource()
	 * @generated
	 */
	void setSource(CaptureSource value);

	/**
	 * Returns the value of the '<em><b>Tunables</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Global module parameters in force.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Tunables</em>' containment reference.
	 * @see #setTunables(Tunables)
	 * @see org.lnetscope.model.LnetPackage#getFabric_Tunables()
	 * @model containment="true"
	 * @generated
	 */
	Tunables getTunables();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Fabric#getTunables <em>Tunables</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Tunables</em>' containment reference.
	 * @see #getTunables()
	 * @generated
	 */
	void setTunables(Tunables value);

	/**
	 * Returns the value of the '<em><b>Nets</b></em>' containment reference list.
	 * The list contents are of type {@link org.lnetscope.model.Net}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Nets</em>' containment reference list.
	 * @see org.lnetscope.model.LnetPackage#getFabric_Nets()
	 * @model containment="true"
	 * @generated
	 */
	EList<Net> getNets();

	/**
	 * Returns the value of the '<em><b>Nodes</b></em>' containment reference list.
	 * The list contents are of type {@link org.lnetscope.model.Node}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Nodes</em>' containment reference list.
	 * @see org.lnetscope.model.LnetPackage#getFabric_Nodes()
	 * @model containment="true"
	 * @generated
	 */
	EList<Node> getNodes();

	/**
	 * Returns the value of the '<em><b>Diagnostics</b></em>' containment reference list.
	 * The list contents are of type {@link org.lnetscope.model.Diagnostic}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Problems found while importing or simulating, kept with the data they concern.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Diagnostics</em>' containment reference list.
	 * @see org.lnetscope.model.LnetPackage#getFabric_Diagnostics()
	 * @model containment="true"
	 * @generated
	 */
	EList<Diagnostic> getDiagnostics();

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The net called name (e.g. "o2ib1"), or null.
	 * <!-- end-model-doc -->
	 * @model
	 * @generated
	 */
	Net findNet(String name);

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The node with this hostname, or null.
	 * <!-- end-model-doc -->
	 * @model
	 * @generated
	 */
	Node findNode(String hostname);

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lnd_timeout in seconds: Tunables.lndTimeout when set, else derived the way lustreVersion does it
	 * (2.12: transaction_timeout / retry_count, or transaction_timeout when retry_count is 0;
	 * master: max((transaction_timeout - 1) / (retry_count + 1), 1)).
	 * <!-- end-model-doc -->
	 * @model
	 * @generated
	 */
	int effectiveLndTimeout();

} // Fabric
