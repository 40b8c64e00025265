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

import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.InternalEList;

import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.LnetPackage;
import org.lnetscope.model.LocalNi;
import org.lnetscope.model.Message;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.Route;
import org.lnetscope.model.RtrBufferPool;
import org.lnetscope.model.Stats;

import org.lnetscope.model.internal.LnetObjectImpl;

import org.lnetscope.model.nid.Nid;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Node</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.lnetscope.model.impl.NodeImpl#getHostname <em>Hostname</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.NodeImpl#getRole <em>Role</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.NodeImpl#getGroup <em>Group</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.NodeImpl#getRamBytes <em>Ram Bytes</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.NodeImpl#getUsedBytes <em>Used Bytes</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.NodeImpl#getAutoDown <em>Auto Down</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.NodeImpl#getLndTimeout <em>Lnd Timeout</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.NodeImpl#getMemAvailableBytes <em>Mem Available Bytes</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.NodeImpl#getSlabBytes <em>Slab Bytes</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.NodeImpl#getSlabUnreclaimableBytes <em>Slab Unreclaimable Bytes</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.NodeImpl#isRoutingEnabled <em>Routing Enabled</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.NodeImpl#getCptCount <em>Cpt Count</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.NodeImpl#getClockSeconds <em>Clock Seconds</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.NodeImpl#getStats <em>Stats</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.NodeImpl#getLocalNis <em>Local Nis</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.NodeImpl#getPeers <em>Peers</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.NodeImpl#getRtrBufferPools <em>Rtr Buffer Pools</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.NodeImpl#getKibPeers <em>Kib Peers</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.NodeImpl#getRoutes <em>Routes</em>}</li>
 *   <li>{@link org.lnetscope.model.impl.NodeImpl#getMessages <em>Messages</em>}</li>
 * </ul>
 *
 * @generated
 */
public class NodeImpl extends LnetObjectImpl implements Node {
	/**
	 * A set of bit flags representing the values of boolean attributes and whether unsettable features have been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected int lnetFlags = 0;

	/**
	 * The default value of the '{@link #getHostname() <em>Hostname</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHostname()
	 * @generated
	 * @ordered
	 */
	protected static final String HOSTNAME_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getHostname() <em>Hostname</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHostname()
	 * @generated
	 * @ordered
	 */
	protected String hostname = HOSTNAME_EDEFAULT;

	/**
	 * The default value of the '{@link #getRole() <em>Role</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRole()
	 * @generated
	 * @ordered
	 */
	protected static final NodeRole ROLE_EDEFAULT = NodeRole.COMPUTE;

	/**
	 * The cached value of the '{@link #getRole() <em>Role</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRole()
	 * @generated
	 * @ordered
	 */
	protected NodeRole role = ROLE_EDEFAULT;

	/**
	 * The default value of the '{@link #getGroup() <em>Group</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGroup()
	 * @generated
	 * @ordered
	 */
	protected static final String GROUP_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getGroup() <em>Group</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGroup()
	 * @generated
	 * @ordered
	 */
	protected String group = GROUP_EDEFAULT;

	/**
	 * The default value of the '{@link #getRamBytes() <em>Ram Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRamBytes()
	 * @generated
	 * @ordered
	 */
	protected static final long RAM_BYTES_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getRamBytes() <em>Ram Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRamBytes()
	 * @generated
	 * @ordered
	 */
	protected long ramBytes = RAM_BYTES_EDEFAULT;

	/**
	 * The default value of the '{@link #getUsedBytes() <em>Used Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getUsedBytes()
	 * @generated
	 * @ordered
	 */
	protected static final long USED_BYTES_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getUsedBytes() <em>Used Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getUsedBytes()
	 * @generated
	 * @ordered
	 */
	protected long usedBytes = USED_BYTES_EDEFAULT;

	/**
	 * The default value of the '{@link #getAutoDown() <em>Auto Down</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAutoDown()
	 * @generated
	 * @ordered
	 */
	protected static final int AUTO_DOWN_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getAutoDown() <em>Auto Down</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAutoDown()
	 * @generated
	 * @ordered
	 */
	protected int autoDown = AUTO_DOWN_EDEFAULT;

	/**
	 * The flag representing whether the Auto Down attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected static final int AUTO_DOWN_ESETFLAG = 1 << 0;

	/**
	 * The default value of the '{@link #getLndTimeout() <em>Lnd Timeout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLndTimeout()
	 * @generated
	 * @ordered
	 */
	protected static final int LND_TIMEOUT_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getLndTimeout() <em>Lnd Timeout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLndTimeout()
	 * @generated
	 * @ordered
	 */
	protected int lndTimeout = LND_TIMEOUT_EDEFAULT;

	/**
	 * The flag representing whether the Lnd Timeout attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected static final int LND_TIMEOUT_ESETFLAG = 1 << 1;

	/**
	 * The default value of the '{@link #getMemAvailableBytes() <em>Mem Available Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMemAvailableBytes()
	 * @generated
	 * @ordered
	 */
	protected static final long MEM_AVAILABLE_BYTES_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getMemAvailableBytes() <em>Mem Available Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMemAvailableBytes()
	 * @generated
	 * @ordered
	 */
	protected long memAvailableBytes = MEM_AVAILABLE_BYTES_EDEFAULT;

	/**
	 * The flag representing whether the Mem Available Bytes attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected static final int MEM_AVAILABLE_BYTES_ESETFLAG = 1 << 2;

	/**
	 * The default value of the '{@link #getSlabBytes() <em>Slab Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSlabBytes()
	 * @generated
	 * @ordered
	 */
	protected static final long SLAB_BYTES_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getSlabBytes() <em>Slab Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSlabBytes()
	 * @generated
	 * @ordered
	 */
	protected long slabBytes = SLAB_BYTES_EDEFAULT;

	/**
	 * The flag representing whether the Slab Bytes attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected static final int SLAB_BYTES_ESETFLAG = 1 << 3;

	/**
	 * The default value of the '{@link #getSlabUnreclaimableBytes() <em>Slab Unreclaimable Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSlabUnreclaimableBytes()
	 * @generated
	 * @ordered
	 */
	protected static final long SLAB_UNRECLAIMABLE_BYTES_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getSlabUnreclaimableBytes() <em>Slab Unreclaimable Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSlabUnreclaimableBytes()
	 * @generated
	 * @ordered
	 */
	protected long slabUnreclaimableBytes = SLAB_UNRECLAIMABLE_BYTES_EDEFAULT;

	/**
	 * The flag representing whether the Slab Unreclaimable Bytes attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected static final int SLAB_UNRECLAIMABLE_BYTES_ESETFLAG = 1 << 4;

	/**
	 * The default value of the '{@link #isRoutingEnabled() <em>Routing Enabled</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isRoutingEnabled()
	 * @generated
	 * @ordered
	 */
	protected static final boolean ROUTING_ENABLED_EDEFAULT = false;

	/**
	 * The flag representing the value of the '{@link #isRoutingEnabled() <em>Routing Enabled</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isRoutingEnabled()
	 * @generated
	 * @ordered
	 */
	protected static final int ROUTING_ENABLED_EFLAG = 1 << 5;

	/**
	 * The default value of the '{@link #getCptCount() <em>Cpt Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCptCount()
	 * @generated
	 * @ordered
	 */
	protected static final int CPT_COUNT_EDEFAULT = 1;

	/**
	 * The cached value of the '{@link #getCptCount() <em>Cpt Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCptCount()
	 * @generated
	 * @ordered
	 */
	protected int cptCount = CPT_COUNT_EDEFAULT;

	/**
	 * The default value of the '{@link #getClockSeconds() <em>Clock Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getClockSeconds()
	 * @generated
	 * @ordered
	 */
	protected static final long CLOCK_SECONDS_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getClockSeconds() <em>Clock Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getClockSeconds()
	 * @generated
	 * @ordered
	 */
	protected long clockSeconds = CLOCK_SECONDS_EDEFAULT;

	/**
	 * The cached value of the '{@link #getStats() <em>Stats</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStats()
	 * @generated
	 * @ordered
	 */
	protected Stats stats;

	/**
	 * The cached value of the '{@link #getLocalNis() <em>Local Nis</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLocalNis()
	 * @generated
	 * @ordered
	 */
	protected EList<LocalNi> localNis;

	/**
	 * The cached value of the '{@link #getPeers() <em>Peers</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPeers()
	 * @generated
	 * @ordered
	 */
	protected EList<Peer> peers;

	/**
	 * The cached value of the '{@link #getRtrBufferPools() <em>Rtr Buffer Pools</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRtrBufferPools()
	 * @generated
	 * @ordered
	 */
	protected EList<RtrBufferPool> rtrBufferPools;

	/**
	 * The cached value of the '{@link #getKibPeers() <em>Kib Peers</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKibPeers()
	 * @generated
	 * @ordered
	 */
	protected EList<KibPeer> kibPeers;

	/**
	 * The cached value of the '{@link #getRoutes() <em>Routes</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRoutes()
	 * @generated
	 * @ordered
	 */
	protected EList<Route> routes;

	/**
	 * The cached value of the '{@link #getMessages() <em>Messages</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMessages()
	 * @generated
	 * @ordered
	 */
	protected EList<Message> messages;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected NodeImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return LnetPackage.Literals.NODE;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getHostname() {
		return hostname;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setHostname(String newHostname) {
		String oldHostname = hostname;
		hostname = newHostname;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.NODE__HOSTNAME, oldHostname, hostname));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NodeRole getRole() {
		return role;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRole(NodeRole newRole) {
		NodeRole oldRole = role;
		role = newRole == null ? ROLE_EDEFAULT : newRole;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.NODE__ROLE, oldRole, role));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getGroup() {
		return group;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setGroup(String newGroup) {
		String oldGroup = group;
		group = newGroup;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.NODE__GROUP, oldGroup, group));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getRamBytes() {
		return ramBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRamBytes(long newRamBytes) {
		long oldRamBytes = ramBytes;
		ramBytes = newRamBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.NODE__RAM_BYTES, oldRamBytes, ramBytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getUsedBytes() {
		return usedBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setUsedBytes(long newUsedBytes) {
		long oldUsedBytes = usedBytes;
		usedBytes = newUsedBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.NODE__USED_BYTES, oldUsedBytes, usedBytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getAutoDown() {
		return autoDown;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setAutoDown(int newAutoDown) {
		int oldAutoDown = autoDown;
		autoDown = newAutoDown;
		boolean oldAutoDownESet = (lnetFlags & AUTO_DOWN_ESETFLAG) != 0;
		lnetFlags |= AUTO_DOWN_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.NODE__AUTO_DOWN, oldAutoDown, autoDown, !oldAutoDownESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetAutoDown() {
		int oldAutoDown = autoDown;
		boolean oldAutoDownESet = (lnetFlags & AUTO_DOWN_ESETFLAG) != 0;
		autoDown = AUTO_DOWN_EDEFAULT;
		lnetFlags &= ~AUTO_DOWN_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LnetPackage.NODE__AUTO_DOWN, oldAutoDown, AUTO_DOWN_EDEFAULT, oldAutoDownESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetAutoDown() {
		return (lnetFlags & AUTO_DOWN_ESETFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getLndTimeout() {
		return lndTimeout;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLndTimeout(int newLndTimeout) {
		int oldLndTimeout = lndTimeout;
		lndTimeout = newLndTimeout;
		boolean oldLndTimeoutESet = (lnetFlags & LND_TIMEOUT_ESETFLAG) != 0;
		lnetFlags |= LND_TIMEOUT_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.NODE__LND_TIMEOUT, oldLndTimeout, lndTimeout, !oldLndTimeoutESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetLndTimeout() {
		int oldLndTimeout = lndTimeout;
		boolean oldLndTimeoutESet = (lnetFlags & LND_TIMEOUT_ESETFLAG) != 0;
		lndTimeout = LND_TIMEOUT_EDEFAULT;
		lnetFlags &= ~LND_TIMEOUT_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LnetPackage.NODE__LND_TIMEOUT, oldLndTimeout, LND_TIMEOUT_EDEFAULT, oldLndTimeoutESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetLndTimeout() {
		return (lnetFlags & LND_TIMEOUT_ESETFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getMemAvailableBytes() {
		return memAvailableBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMemAvailableBytes(long newMemAvailableBytes) {
		long oldMemAvailableBytes = memAvailableBytes;
		memAvailableBytes = newMemAvailableBytes;
		boolean oldMemAvailableBytesESet = (lnetFlags & MEM_AVAILABLE_BYTES_ESETFLAG) != 0;
		lnetFlags |= MEM_AVAILABLE_BYTES_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.NODE__MEM_AVAILABLE_BYTES, oldMemAvailableBytes, memAvailableBytes, !oldMemAvailableBytesESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetMemAvailableBytes() {
		long oldMemAvailableBytes = memAvailableBytes;
		boolean oldMemAvailableBytesESet = (lnetFlags & MEM_AVAILABLE_BYTES_ESETFLAG) != 0;
		memAvailableBytes = MEM_AVAILABLE_BYTES_EDEFAULT;
		lnetFlags &= ~MEM_AVAILABLE_BYTES_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LnetPackage.NODE__MEM_AVAILABLE_BYTES, oldMemAvailableBytes, MEM_AVAILABLE_BYTES_EDEFAULT, oldMemAvailableBytesESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetMemAvailableBytes() {
		return (lnetFlags & MEM_AVAILABLE_BYTES_ESETFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getSlabBytes() {
		return slabBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSlabBytes(long newSlabBytes) {
		long oldSlabBytes = slabBytes;
		slabBytes = newSlabBytes;
		boolean oldSlabBytesESet = (lnetFlags & SLAB_BYTES_ESETFLAG) != 0;
		lnetFlags |= SLAB_BYTES_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.NODE__SLAB_BYTES, oldSlabBytes, slabBytes, !oldSlabBytesESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetSlabBytes() {
		long oldSlabBytes = slabBytes;
		boolean oldSlabBytesESet = (lnetFlags & SLAB_BYTES_ESETFLAG) != 0;
		slabBytes = SLAB_BYTES_EDEFAULT;
		lnetFlags &= ~SLAB_BYTES_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LnetPackage.NODE__SLAB_BYTES, oldSlabBytes, SLAB_BYTES_EDEFAULT, oldSlabBytesESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetSlabBytes() {
		return (lnetFlags & SLAB_BYTES_ESETFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getSlabUnreclaimableBytes() {
		return slabUnreclaimableBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSlabUnreclaimableBytes(long newSlabUnreclaimableBytes) {
		long oldSlabUnreclaimableBytes = slabUnreclaimableBytes;
		slabUnreclaimableBytes = newSlabUnreclaimableBytes;
		boolean oldSlabUnreclaimableBytesESet = (lnetFlags & SLAB_UNRECLAIMABLE_BYTES_ESETFLAG) != 0;
		lnetFlags |= SLAB_UNRECLAIMABLE_BYTES_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.NODE__SLAB_UNRECLAIMABLE_BYTES, oldSlabUnreclaimableBytes, slabUnreclaimableBytes, !oldSlabUnreclaimableBytesESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetSlabUnreclaimableBytes() {
		long oldSlabUnreclaimableBytes = slabUnreclaimableBytes;
		boolean oldSlabUnreclaimableBytesESet = (lnetFlags & SLAB_UNRECLAIMABLE_BYTES_ESETFLAG) != 0;
		slabUnreclaimableBytes = SLAB_UNRECLAIMABLE_BYTES_EDEFAULT;
		lnetFlags &= ~SLAB_UNRECLAIMABLE_BYTES_ESETFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, LnetPackage.NODE__SLAB_UNRECLAIMABLE_BYTES, oldSlabUnreclaimableBytes, SLAB_UNRECLAIMABLE_BYTES_EDEFAULT, oldSlabUnreclaimableBytesESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetSlabUnreclaimableBytes() {
		return (lnetFlags & SLAB_UNRECLAIMABLE_BYTES_ESETFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isRoutingEnabled() {
		return (lnetFlags & ROUTING_ENABLED_EFLAG) != 0;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRoutingEnabled(boolean newRoutingEnabled) {
		boolean oldRoutingEnabled = (lnetFlags & ROUTING_ENABLED_EFLAG) != 0;
		if (newRoutingEnabled) lnetFlags |= ROUTING_ENABLED_EFLAG; else lnetFlags &= ~ROUTING_ENABLED_EFLAG;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.NODE__ROUTING_ENABLED, oldRoutingEnabled, newRoutingEnabled));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getCptCount() {
		return cptCount;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCptCount(int newCptCount) {
		int oldCptCount = cptCount;
		cptCount = newCptCount;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.NODE__CPT_COUNT, oldCptCount, cptCount));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getClockSeconds() {
		return clockSeconds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setClockSeconds(long newClockSeconds) {
		long oldClockSeconds = clockSeconds;
		clockSeconds = newClockSeconds;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.NODE__CLOCK_SECONDS, oldClockSeconds, clockSeconds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Stats getStats() {
		return stats;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetStats(Stats newStats, NotificationChain msgs) {
		Stats oldStats = stats;
		stats = newStats;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, LnetPackage.NODE__STATS, oldStats, newStats);
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
	public void setStats(Stats newStats) {
		if (newStats != stats) {
			NotificationChain msgs = null;
			if (stats != null)
				msgs = ((InternalEObject)stats).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - LnetPackage.NODE__STATS, null, msgs);
			if (newStats != null)
				msgs = ((InternalEObject)newStats).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - LnetPackage.NODE__STATS, null, msgs);
			msgs = basicSetStats(newStats, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LnetPackage.NODE__STATS, newStats, newStats));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<LocalNi> getLocalNis() {
		if (localNis == null) {
			localNis = new EObjectContainmentEList<LocalNi>(LocalNi.class, this, LnetPackage.NODE__LOCAL_NIS);
		}
		return localNis;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Peer> getPeers() {
		if (peers == null) {
			peers = new EObjectContainmentEList<Peer>(Peer.class, this, LnetPackage.NODE__PEERS);
		}
		return peers;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<RtrBufferPool> getRtrBufferPools() {
		if (rtrBufferPools == null) {
			rtrBufferPools = new EObjectContainmentEList<RtrBufferPool>(RtrBufferPool.class, this, LnetPackage.NODE__RTR_BUFFER_POOLS);
		}
		return rtrBufferPools;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<KibPeer> getKibPeers() {
		if (kibPeers == null) {
			kibPeers = new EObjectContainmentEList<KibPeer>(KibPeer.class, this, LnetPackage.NODE__KIB_PEERS);
		}
		return kibPeers;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Route> getRoutes() {
		if (routes == null) {
			routes = new EObjectContainmentEList<Route>(Route.class, this, LnetPackage.NODE__ROUTES);
		}
		return routes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Message> getMessages() {
		if (messages == null) {
			messages = new EObjectContainmentEList<Message>(Message.class, this, LnetPackage.NODE__MESSAGES);
		}
		return messages;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<KibConn> pinnedConns() {
		return org.lnetscope.model.internal.NodeOperations.pinnedConns(this);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long pinnedBytes() {
		return org.lnetscope.model.internal.NodeOperations.pinnedBytes(this);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public LocalNi findLocalNi(final Nid nid) {
		return org.lnetscope.model.internal.NodeOperations.findLocalNi(this, nid);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public PeerNi findPeerNi(final Nid nid) {
		return org.lnetscope.model.internal.NodeOperations.findPeerNi(this, nid);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public KibPeer findKibPeer(final Nid nid) {
		return org.lnetscope.model.internal.NodeOperations.findKibPeer(this, nid);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case LnetPackage.NODE__STATS:
				return basicSetStats(null, msgs);
			case LnetPackage.NODE__LOCAL_NIS:
				return ((InternalEList<?>)getLocalNis()).basicRemove(otherEnd, msgs);
			case LnetPackage.NODE__PEERS:
				return ((InternalEList<?>)getPeers()).basicRemove(otherEnd, msgs);
			case LnetPackage.NODE__RTR_BUFFER_POOLS:
				return ((InternalEList<?>)getRtrBufferPools()).basicRemove(otherEnd, msgs);
			case LnetPackage.NODE__KIB_PEERS:
				return ((InternalEList<?>)getKibPeers()).basicRemove(otherEnd, msgs);
			case LnetPackage.NODE__ROUTES:
				return ((InternalEList<?>)getRoutes()).basicRemove(otherEnd, msgs);
			case LnetPackage.NODE__MESSAGES:
				return ((InternalEList<?>)getMessages()).basicRemove(otherEnd, msgs);
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
			case LnetPackage.NODE__HOSTNAME:
				return getHostname();
			case LnetPackage.NODE__ROLE:
				return getRole();
			case LnetPackage.NODE__GROUP:
				return getGroup();
			case LnetPackage.NODE__RAM_BYTES:
				return getRamBytes();
			case LnetPackage.NODE__USED_BYTES:
				return getUsedBytes();
			case LnetPackage.NODE__AUTO_DOWN:
				return getAutoDown();
			case LnetPackage.NODE__LND_TIMEOUT:
				return getLndTimeout();
			case LnetPackage.NODE__MEM_AVAILABLE_BYTES:
				return getMemAvailableBytes();
			case LnetPackage.NODE__SLAB_BYTES:
				return getSlabBytes();
			case LnetPackage.NODE__SLAB_UNRECLAIMABLE_BYTES:
				return getSlabUnreclaimableBytes();
			case LnetPackage.NODE__ROUTING_ENABLED:
				return isRoutingEnabled();
			case LnetPackage.NODE__CPT_COUNT:
				return getCptCount();
			case LnetPackage.NODE__CLOCK_SECONDS:
				return getClockSeconds();
			case LnetPackage.NODE__STATS:
				return getStats();
			case LnetPackage.NODE__LOCAL_NIS:
				return getLocalNis();
			case LnetPackage.NODE__PEERS:
				return getPeers();
			case LnetPackage.NODE__RTR_BUFFER_POOLS:
				return getRtrBufferPools();
			case LnetPackage.NODE__KIB_PEERS:
				return getKibPeers();
			case LnetPackage.NODE__ROUTES:
				return getRoutes();
			case LnetPackage.NODE__MESSAGES:
				return getMessages();
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
			case LnetPackage.NODE__HOSTNAME:
				setHostname((String)newValue);
				return;
			case LnetPackage.NODE__ROLE:
				setRole((NodeRole)newValue);
				return;
			case LnetPackage.NODE__GROUP:
				setGroup((String)newValue);
				return;
			case LnetPackage.NODE__RAM_BYTES:
				setRamBytes((Long)newValue);
				return;
			case LnetPackage.NODE__USED_BYTES:
				setUsedBytes((Long)newValue);
				return;
			case LnetPackage.NODE__AUTO_DOWN:
				setAutoDown((Integer)newValue);
				return;
			case LnetPackage.NODE__LND_TIMEOUT:
				setLndTimeout((Integer)newValue);
				return;
			case LnetPackage.NODE__MEM_AVAILABLE_BYTES:
				setMemAvailableBytes((Long)newValue);
				return;
			case LnetPackage.NODE__SLAB_BYTES:
				setSlabBytes((Long)newValue);
				return;
			case LnetPackage.NODE__SLAB_UNRECLAIMABLE_BYTES:
				setSlabUnreclaimableBytes((Long)newValue);
				return;
			case LnetPackage.NODE__ROUTING_ENABLED:
				setRoutingEnabled((Boolean)newValue);
				return;
			case LnetPackage.NODE__CPT_COUNT:
				setCptCount((Integer)newValue);
				return;
			case LnetPackage.NODE__CLOCK_SECONDS:
				setClockSeconds((Long)newValue);
				return;
			case LnetPackage.NODE__STATS:
				setStats((Stats)newValue);
				return;
			case LnetPackage.NODE__LOCAL_NIS:
				getLocalNis().clear();
				getLocalNis().addAll((Collection<? extends LocalNi>)newValue);
				return;
			case LnetPackage.NODE__PEERS:
				getPeers().clear();
				getPeers().addAll((Collection<? extends Peer>)newValue);
				return;
			case LnetPackage.NODE__RTR_BUFFER_POOLS:
				getRtrBufferPools().clear();
				getRtrBufferPools().addAll((Collection<? extends RtrBufferPool>)newValue);
				return;
			case LnetPackage.NODE__KIB_PEERS:
				getKibPeers().clear();
				getKibPeers().addAll((Collection<? extends KibPeer>)newValue);
				return;
			case LnetPackage.NODE__ROUTES:
				getRoutes().clear();
				getRoutes().addAll((Collection<? extends Route>)newValue);
				return;
			case LnetPackage.NODE__MESSAGES:
				getMessages().clear();
				getMessages().addAll((Collection<? extends Message>)newValue);
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
			case LnetPackage.NODE__HOSTNAME:
				setHostname(HOSTNAME_EDEFAULT);
				return;
			case LnetPackage.NODE__ROLE:
				setRole(ROLE_EDEFAULT);
				return;
			case LnetPackage.NODE__GROUP:
				setGroup(GROUP_EDEFAULT);
				return;
			case LnetPackage.NODE__RAM_BYTES:
				setRamBytes(RAM_BYTES_EDEFAULT);
				return;
			case LnetPackage.NODE__USED_BYTES:
				setUsedBytes(USED_BYTES_EDEFAULT);
				return;
			case LnetPackage.NODE__AUTO_DOWN:
				unsetAutoDown();
				return;
			case LnetPackage.NODE__LND_TIMEOUT:
				unsetLndTimeout();
				return;
			case LnetPackage.NODE__MEM_AVAILABLE_BYTES:
				unsetMemAvailableBytes();
				return;
			case LnetPackage.NODE__SLAB_BYTES:
				unsetSlabBytes();
				return;
			case LnetPackage.NODE__SLAB_UNRECLAIMABLE_BYTES:
				unsetSlabUnreclaimableBytes();
				return;
			case LnetPackage.NODE__ROUTING_ENABLED:
				setRoutingEnabled(ROUTING_ENABLED_EDEFAULT);
				return;
			case LnetPackage.NODE__CPT_COUNT:
				setCptCount(CPT_COUNT_EDEFAULT);
				return;
			case LnetPackage.NODE__CLOCK_SECONDS:
				setClockSeconds(CLOCK_SECONDS_EDEFAULT);
				return;
			case LnetPackage.NODE__STATS:
				setStats((Stats)null);
				return;
			case LnetPackage.NODE__LOCAL_NIS:
				getLocalNis().clear();
				return;
			case LnetPackage.NODE__PEERS:
				getPeers().clear();
				return;
			case LnetPackage.NODE__RTR_BUFFER_POOLS:
				getRtrBufferPools().clear();
				return;
			case LnetPackage.NODE__KIB_PEERS:
				getKibPeers().clear();
				return;
			case LnetPackage.NODE__ROUTES:
				getRoutes().clear();
				return;
			case LnetPackage.NODE__MESSAGES:
				getMessages().clear();
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
			case LnetPackage.NODE__HOSTNAME:
				return HOSTNAME_EDEFAULT == null ? hostname != null : !HOSTNAME_EDEFAULT.equals(hostname);
			case LnetPackage.NODE__ROLE:
				return role != ROLE_EDEFAULT;
			case LnetPackage.NODE__GROUP:
				return GROUP_EDEFAULT == null ? group != null : !GROUP_EDEFAULT.equals(group);
			case LnetPackage.NODE__RAM_BYTES:
				return ramBytes != RAM_BYTES_EDEFAULT;
			case LnetPackage.NODE__USED_BYTES:
				return usedBytes != USED_BYTES_EDEFAULT;
			case LnetPackage.NODE__AUTO_DOWN:
				return isSetAutoDown();
			case LnetPackage.NODE__LND_TIMEOUT:
				return isSetLndTimeout();
			case LnetPackage.NODE__MEM_AVAILABLE_BYTES:
				return isSetMemAvailableBytes();
			case LnetPackage.NODE__SLAB_BYTES:
				return isSetSlabBytes();
			case LnetPackage.NODE__SLAB_UNRECLAIMABLE_BYTES:
				return isSetSlabUnreclaimableBytes();
			case LnetPackage.NODE__ROUTING_ENABLED:
				return ((lnetFlags & ROUTING_ENABLED_EFLAG) != 0) != ROUTING_ENABLED_EDEFAULT;
			case LnetPackage.NODE__CPT_COUNT:
				return cptCount != CPT_COUNT_EDEFAULT;
			case LnetPackage.NODE__CLOCK_SECONDS:
				return clockSeconds != CLOCK_SECONDS_EDEFAULT;
			case LnetPackage.NODE__STATS:
				return stats != null;
			case LnetPackage.NODE__LOCAL_NIS:
				return localNis != null && !localNis.isEmpty();
			case LnetPackage.NODE__PEERS:
				return peers != null && !peers.isEmpty();
			case LnetPackage.NODE__RTR_BUFFER_POOLS:
				return rtrBufferPools != null && !rtrBufferPools.isEmpty();
			case LnetPackage.NODE__KIB_PEERS:
				return kibPeers != null && !kibPeers.isEmpty();
			case LnetPackage.NODE__ROUTES:
				return routes != null && !routes.isEmpty();
			case LnetPackage.NODE__MESSAGES:
				return messages != null && !messages.isEmpty();
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
			case LnetPackage.NODE___PINNED_CONNS:
				return pinnedConns();
			case LnetPackage.NODE___PINNED_BYTES:
				return pinnedBytes();
			case LnetPackage.NODE___FIND_LOCAL_NI__NID:
				return findLocalNi((Nid)arguments.get(0));
			case LnetPackage.NODE___FIND_PEER_NI__NID:
				return findPeerNi((Nid)arguments.get(0));
			case LnetPackage.NODE___FIND_KIB_PEER__NID:
				return findKibPeer((Nid)arguments.get(0));
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
		result.append(" (hostname: ");
		result.append(hostname);
		result.append(", role: ");
		result.append(role);
		result.append(", group: ");
		result.append(group);
		result.append(", ramBytes: ");
		result.append(ramBytes);
		result.append(", usedBytes: ");
		result.append(usedBytes);
		result.append(", autoDown: ");
		if ((lnetFlags & AUTO_DOWN_ESETFLAG) != 0) result.append(autoDown); else result.append("<unset>");
		result.append(", lndTimeout: ");
		if ((lnetFlags & LND_TIMEOUT_ESETFLAG) != 0) result.append(lndTimeout); else result.append("<unset>");
		result.append(", memAvailableBytes: ");
		if ((lnetFlags & MEM_AVAILABLE_BYTES_ESETFLAG) != 0) result.append(memAvailableBytes); else result.append("<unset>");
		result.append(", slabBytes: ");
		if ((lnetFlags & SLAB_BYTES_ESETFLAG) != 0) result.append(slabBytes); else result.append("<unset>");
		result.append(", slabUnreclaimableBytes: ");
		if ((lnetFlags & SLAB_UNRECLAIMABLE_BYTES_ESETFLAG) != 0) result.append(slabUnreclaimableBytes); else result.append("<unset>");
		result.append(", routingEnabled: ");
		result.append((lnetFlags & ROUTING_ENABLED_EFLAG) != 0);
		result.append(", cptCount: ");
		result.append(cptCount);
		result.append(", clockSeconds: ");
		result.append(clockSeconds);
		result.append(')');
		return result.toString();
	}

} //NodeImpl
