/**
 * LNet Scope. Generated from model/lnet.ecore: do not edit, regenerate (see README.md).
 */
package org.lnetscope.model.impl;

import java.lang.reflect.InvocationTargetException;

import java.time.Instant;

import java.util.Collection;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.InternalEList;

import org.lnetscope.model.CaptureSource;
import org.lnetscope.model.Diagnostic;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LnetPackage;
import org.lnetscope.model.LustreLayout;
import org.lnetscope.model.Net;
import org.lnetscope.model.Node;
import org.lnetscope.model.Tunables;

import org.lnetscope.model.internal.LnetObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Fabric</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.lnetscope.model.impl.FabricImpl#getName <em>Name</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.FabricImpl#getDescription <em>Description</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.FabricImpl#getLustreVersion <em>Lustre Version</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.FabricImpl#getCaptureTime <em>Capture Time</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.FabricImpl#getSource <em>Source</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.FabricImpl#getTunables <em>Tunables</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.FabricImpl#getNets <em>Nets</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.FabricImpl#getNodes <em>Nodes</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.FabricImpl#getDiagnostics <em>Diagnostics</em>}</li>
 * </ul>
 *
 * @generated
 */
public class FabricImpl extends LnetObjectImpl implements Fabric {
	/**
	 * A set of bit flags representing the values of boolean attributes and whether unsettable features have been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected int lnetFlags = 0;

	/**
	 * The default value of the '{@link #getName() <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getName()
	 * @generated
	 * @ordered
	 */
	protected static final String NAME_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getName() <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getName()
	 * @generated
	 * @ordered
	 */
	protected String name = NAME_EDEFAULT;

	/**
	 * The default value of the '{@link #getDescription() <em>Description</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDescription()
	 * @generated
	 * @ordered
	 */
	protected static final String DESCRIPTION_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getDescription() <em>Description</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDescription()
	 * @generated
	 * @ordered
	 */
	protected String description = DESCRIPTION_EDEFAULT;

	/**
	 * The default value of the '{@link #getLustreVersion() <em>Lustre Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLustreVersion()
	 * @generated
	 * @ordered
	 */
	protected static final LustreLayout LUSTRE_VERSION_EDEFAULT = LustreLayout.LAYOUT_B2_12;

	/**
	 * The cached value of the '{@link #getLustreVersion() <em>Lustre Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLustreVersion()
	 * @generated
	 * @ordered
	 */
	protected LustreLayout lustreVersion = LUSTRE_VERSION_EDEFAULT;

	/**
	 * The default value of the '{@link #getCaptureTime() <em>Capture Time</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCaptureTime()
	 * @generated
	 * @ordered
	 */
	protected static final Instant CAPTURE_TIME_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getCaptureTime() <em>Capture Time</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCaptureTime()
	 * @generated
	 * @ordered
	 */
	protected Instant captureTime = CAPTURE_TIME_EDEFAULT;

	/**
	 * The default value of the '{@link #getSource() <em>Source</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSource()
	 * @generated
	 * @ordered
	 */
	protected static final CaptureSource SOURCE_EDEFAULT = CaptureSource.VMCORE;

	/**
	 * The cached value of the '{@link #getSource() <em>Source</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSource()
	 * @generated
	 * @ordered
	 */
	protected CaptureSource source = SOURCE_EDEFAULT;

	/**
	 * The cached value of the '{@link #getTunables() <em>Tunables</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTunables()
	 * @generated
	 * @ordered
	 */
	protected Tunables tunables;

	/**
	 * The cached value of the '{@link #getNets() <em>Nets</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNets()
	 * @generated
	 * @ordered
	 */
	protected EList<Net> nets;

	/**
	 * The cached value of the '{@link #getNodes() <em>Nodes</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNodes()
	 * @generated
	 * @ordered
	 */
	protected EList<Node> nodes;

	/**
	 * The cached value of the '{@link #getDiagnostics() <em>Diagnostics</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDiagnostics()
	 * @generated
	 * @ordered
	 */
	protected EList<Diagnostic> diagnostics;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected FabricImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return LnetPackage.Literals.FABRIC;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getName() {
		return name;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setName(String newName) {
		String oldName = name;
		name = newName;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.FABRIC__NAME, oldName, name));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getDescription() {
		return description;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDescription(String newDescription) {
		String oldDescription = description;
		description = newDescription;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.FABRIC__DESCRIPTION, oldDescription, description));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public LustreLayout getLustreVersion() {
		return lustreVersion;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLustreVersion(LustreLayout newLustreVersion) {
		LustreLayout oldLustreVersion = lustreVersion;
		lustreVersion = newLustreVersion == null ? LUSTRE_VERSION_EDEFAULT : newLustreVersion;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.FABRIC__LUSTRE_VERSION, oldLustreVersion, lustreVersion));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Instant getCaptureTime() {
		return captureTime;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCaptureTime(Instant newCaptureTime) {
		Instant oldCaptureTime = captureTime;
		captureTime = newCaptureTime;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.FABRIC__CAPTURE_TIME, oldCaptureTime, captureTime));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CaptureSource getSource() {
		return source;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSource(CaptureSource newSource) {
		CaptureSource oldSource = source;
		source = newSource == null ? SOURCE_EDEFAULT : newSource;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.FABRIC__SOURCE, oldSource, source));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Tunables getTunables() {
		return tunables;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetTunables(Tunables newTunables, NotificationChain msgs) {
		Tunables oldTunables = tunables;
		tunables = newTunables;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, LnetPackage.FABRIC__TUNABLES, oldTunables, newTunables);
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
	public void setTunables(Tunables newTunables) {
		if (newTunables != tunables) {
			NotificationChain msgs = null;
			if (tunables != null)
				msgs = ((InternalEObject)tunables).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - LnetPackage.FABRIC__TUNABLES, null, msgs);
			if (newTunables != null)
				msgs = ((InternalEObject)newTunables).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - LnetPackage.FABRIC__TUNABLES, null, msgs);
			msgs = basicSetTunables(newTunables, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.FABRIC__TUNABLES, newTunables, newTunables));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Net> getNets() {
		if (nets == null) {
			nets = new EObjectContainmentEList<Net>(Net.class, this, LnetPackage.FABRIC__NETS);
		}
		return nets;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Node> getNodes() {
		if (nodes == null) {
			nodes = new EObjectContainmentEList<Node>(Node.class, this, LnetPackage.FABRIC__NODES);
		}
		return nodes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Diagnostic> getDiagnostics() {
		if (diagnostics == null) {
			diagnostics = new EObjectContainmentEList<Diagnostic>(Diagnostic.class, this, LnetPackage.FABRIC__DIAGNOSTICS);
		}
		return diagnostics;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Net findNet(final String name) {
		return org.lnetscope.model.internal.FabricOperations.findNet(this, name);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Node findNode(final String hostname) {
		return org.lnetscope.model.internal.FabricOperations.findNode(this, hostname);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int effectiveLndTimeout() {
		return org.lnetscope.model.internal.FabricOperations.effectiveLndTimeout(this);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case LnetPackage.FABRIC__TUNABLES:
				return basicSetTunables(null, msgs);
			case LnetPackage.FABRIC__NETS:
				return ((InternalEList<?>)getNets()).basicRemove(otherEnd, msgs);
			case LnetPackage.FABRIC__NODES:
				return ((InternalEList<?>)getNodes()).basicRemove(otherEnd, msgs);
			case LnetPackage.FABRIC__DIAGNOSTICS:
				return ((InternalEList<?>)getDiagnostics()).basicRemove(otherEnd, msgs);
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
			case LnetPackage.FABRIC__NAME:
				return getName();
			case LnetPackage.FABRIC__DESCRIPTION:
				return getDescription();
			case LnetPackage.FABRIC__LUSTRE_VERSION:
				return getLustreVersion();
			case LnetPackage.FABRIC__CAPTURE_TIME:
				return getCaptureTime();
			case LnetPackage.FABRIC__SOURCE:
				return getSource();
			case LnetPackage.FABRIC__TUNABLES:
				return getTunables();
			case LnetPackage.FABRIC__NETS:
				return getNets();
			case LnetPackage.FABRIC__NODES:
				return getNodes();
			case LnetPackage.FABRIC__DIAGNOSTICS:
				return getDiagnostics();
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
			case LnetPackage.FABRIC__NAME:
				setName((String)newValue);
				return;
			case LnetPackage.FABRIC__DESCRIPTION:
				setDescription((String)newValue);
				return;
			case LnetPackage.FABRIC__LUSTRE_VERSION:
				setLustreVersion((LustreLayout)newValue);
				return;
			case LnetPackage.FABRIC__CAPTURE_TIME:
				setCaptureTime((Instant)newValue);
				return;
			case LnetPackage.FABRIC__SOURCE:
				setSource((CaptureSource)newValue);
				return;
			case LnetPackage.FABRIC__TUNABLES:
				setTunables((Tunables)newValue);
				return;
			case LnetPackage.FABRIC__NETS:
				getNets().clear();
				getNets().addAll((Collection<? extends Net>)newValue);
				return;
			case LnetPackage.FABRIC__NODES:
				getNodes().clear();
				getNodes().addAll((Collection<? extends Node>)newValue);
				return;
			case LnetPackage.FABRIC__DIAGNOSTICS:
				getDiagnostics().clear();
				getDiagnostics().addAll((Collection<? extends Diagnostic>)newValue);
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
			case LnetPackage.FABRIC__NAME:
				setName(NAME_EDEFAULT);
				return;
			case LnetPackage.FABRIC__DESCRIPTION:
				setDescription(DESCRIPTION_EDEFAULT);
				return;
			case LnetPackage.FABRIC__LUSTRE_VERSION:
				setLustreVersion(LUSTRE_VERSION_EDEFAULT);
				return;
			case LnetPackage.FABRIC__CAPTURE_TIME:
				setCaptureTime(CAPTURE_TIME_EDEFAULT);
				return;
			case LnetPackage.FABRIC__SOURCE:
				setSource(SOURCE_EDEFAULT);
				return;
			case LnetPackage.FABRIC__TUNABLES:
				setTunables((Tunables)null);
				return;
			case LnetPackage.FABRIC__NETS:
				getNets().clear();
				return;
			case LnetPackage.FABRIC__NODES:
				getNodes().clear();
				return;
			case LnetPackage.FABRIC__DIAGNOSTICS:
				getDiagnostics().clear();
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
			case LnetPackage.FABRIC__NAME:
				return NAME_EDEFAULT == null ? name != null : !NAME_EDEFAULT.equals(name);
			case LnetPackage.FABRIC__DESCRIPTION:
				return DESCRIPTION_EDEFAULT == null ? description != null : !DESCRIPTION_EDEFAULT.equals(description);
			case LnetPackage.FABRIC__LUSTRE_VERSION:
				return lustreVersion != LUSTRE_VERSION_EDEFAULT;
			case LnetPackage.FABRIC__CAPTURE_TIME:
				return CAPTURE_TIME_EDEFAULT == null ? captureTime != null : !CAPTURE_TIME_EDEFAULT.equals(captureTime);
			case LnetPackage.FABRIC__SOURCE:
				return source != SOURCE_EDEFAULT;
			case LnetPackage.FABRIC__TUNABLES:
				return tunables != null;
			case LnetPackage.FABRIC__NETS:
				return nets != null && !nets.isEmpty();
			case LnetPackage.FABRIC__NODES:
				return nodes != null && !nodes.isEmpty();
			case LnetPackage.FABRIC__DIAGNOSTICS:
				return diagnostics != null && !diagnostics.isEmpty();
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
			case LnetPackage.FABRIC___FIND_NET__STRING:
				return findNet((String)arguments.get(0));
			case LnetPackage.FABRIC___FIND_NODE__STRING:
				return findNode((String)arguments.get(0));
			case LnetPackage.FABRIC___EFFECTIVE_LND_TIMEOUT:
				return effectiveLndTimeout();
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
		result.append(" (name: ");
		result.append(name);
		result.append(", description: ");
		result.append(description);
		result.append(", lustreVersion: ");
		result.append(lustreVersion);
		result.append(", captureTime: ");
		result.append(captureTime);
		result.append(", source: ");
		result.append(source);
		result.append(')');
		return result.toString();
	}

} //FabricImpl
