/**
 * LNet Scope. Generated from model/lnet.ecore: do not edit, regenerate (see README.md).
 */
package org.lnetscope.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

import org.lnetscope.model.nid.Nid;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Node</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A host on the fabric, with the LNet and o2iblnd state of its kernel.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.lnetscope.model.Node#getHostname <em>Hostname</em>}</li>
 *   <li>{@link org.lnetscope.model.Node#getRole <em>Role</em>}</li>
 *   <li>{@link org.lnetscope.model.Node#getGroup <em>Group</em>}</li>
 *   <li>{@link org.lnetscope.model.Node#getRamBytes <em>Ram Bytes</em>}</li>
 *   <li>{@link org.lnetscope.model.Node#getUsedBytes <em>Used Bytes</em>}</li>
 *   <li>{@link org.lnetscope.model.Node#getAutoDown <em>Auto Down</em>}</li>
 *   <li>{@link org.lnetscope.model.Node#getLndTimeout <em>Lnd Timeout</em>}</li>
 *   <li>{@link org.lnetscope.model.Node#getMemAvailableBytes <em>Mem Available Bytes</em>}</li>
 *   <li>{@link org.lnetscope.model.Node#getSlabBytes <em>Slab Bytes</em>}</li>
 *   <li>{@link org.lnetscope.model.Node#getSlabUnreclaimableBytes <em>Slab Unreclaimable Bytes</em>}</li>
 *   <li>{@link org.lnetscope.model.Node#isRoutingEnabled <em>Routing Enabled</em>}</li>
 *   <li>{@link org.lnetscope.model.Node#getCptCount <em>Cpt Count</em>}</li>
 *   <li>{@link org.lnetscope.model.Node#getClockSeconds <em>Clock Seconds</em>}</li>
 *   <li>{@link org.lnetscope.model.Node#getStats <em>Stats</em>}</li>
 *   <li>{@link org.lnetscope.model.Node#getLocalNis <em>Local Nis</em>}</li>
 *   <li>{@link org.lnetscope.model.Node#getPeers <em>Peers</em>}</li>
 *   <li>{@link org.lnetscope.model.Node#getRtrBufferPools <em>Rtr Buffer Pools</em>}</li>
 *   <li>{@link org.lnetscope.model.Node#getKibPeers <em>Kib Peers</em>}</li>
 *   <li>{@link org.lnetscope.model.Node#getRoutes <em>Routes</em>}</li>
 *   <li>{@link org.lnetscope.model.Node#getMessages <em>Messages</em>}</li>
 * </ul>
 *
 * @see org.lnetscope.model.LnetPackage#getNode()
 * @model
 * @generated
 */
public interface Node extends EObject {
	/**
	 * Returns the value of the '<em><b>Hostname</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Hostname</em>' attribute.
	 * @see #setHostname(String)
	 * @see org.lnetscope.model.LnetPackage#getNode_Hostname()
	 * @model
	 * @generated
	 */
	String getHostname();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Node#getHostname <em>Hostname</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Hostname</em>' attribute.
	 * @see #getHostname()
	 * @generated
	 */
	void setHostname(String value);

	/**
	 * Returns the value of the '<em><b>Role</b></em>' attribute.
	 * The literals are from the enumeration {@link org.lnetscope.model.NodeRole}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Role</em>' attribute.
	 * @see org.lnetscope.model.NodeRole
	 * @see #setRole(NodeRole)
	 * @see org.lnetscope.model.LnetPackage#getNode_Role()
	 * @model
	 * @generated
	 */
	NodeRole getRole();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Node#getRole <em>Role</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Role</em>' attribute.
	 * @see org.lnetscope.model.NodeRole
	 * @see #getRole()
	 * @generated
	 */
	void setRole(NodeRole value);

	/**
	 * Returns the value of the '<em><b>Group</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Rack, island or partition the node belongs to (free text, used for grouping in views).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Group</em>' attribute.
	 * @see #setGroup(String)
	 * @see org.lnetscope.model.LnetPackage#getNode_Group()
	 * @model
	 * @generated
	 */
	String getGroup();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Node#getGroup <em>Group</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Group</em>' attribute.
	 * @see #getGroup()
	 * @generated
	 */
	void setGroup(String value);

	/**
	 * Returns the value of the '<em><b>Ram Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The node's RAM, bytes: MemTotal of /proc/meminfo (an agent, a Prometheus history), kmem -i's TOTAL MEM (a vmcore), the simulator's node size; 0 when unknown.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Ram Bytes</em>' attribute.
	 * @see #setRamBytes(long)
	 * @see org.lnetscope.model.LnetPackage#getNode_RamBytes()
	 * @model
	 * @generated
	 */
	long getRamBytes();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Node#getRamBytes <em>Ram Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Ram Bytes</em>' attribute.
	 * @see #getRamBytes()
	 * @generated
	 */
	void setRamBytes(long value);

	/**
	 * Returns the value of the '<em><b>Used Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Used Bytes</em>' attribute.
	 * @see #setUsedBytes(long)
	 * @see org.lnetscope.model.LnetPackage#getNode_UsedBytes()
	 * @model
	 * @generated
	 */
	long getUsedBytes();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Node#getUsedBytes <em>Used Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Used Bytes</em>' attribute.
	 * @see #getUsedBytes()
	 * @generated
	 */
	void setUsedBytes(long value);

	/**
	 * Returns the value of the '<em><b>Auto Down</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The lnet module parameter auto_down (router.c; 0444, default 1): when 0, lnet_notify() ignores an LND's report that a peer is down. Unset when not read.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Auto Down</em>' attribute.
	 * @see #isSetAutoDown()
	 * @see #unsetAutoDown()
	 * @see #setAutoDown(int)
	 * @see org.lnetscope.model.LnetPackage#getNode_AutoDown()
	 * @model unsettable="true"
	 * @generated
	 */
	int getAutoDown();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Node#getAutoDown <em>Auto Down</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Auto Down</em>' attribute.
	 * @see #isSetAutoDown()
	 * @see #unsetAutoDown()
	 * @see #getAutoDown()
	 * @generated
	 */
	void setAutoDown(int value);

	/**
	 * Unsets the value of the '{@link org.lnetscope.model.Node#getAutoDown <em>Auto Down</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetAutoDown()
	 * @see #getAutoDown()
	 * @see #setAutoDown(int)
	 * @generated
	 */
	void unsetAutoDown();

	/**
	 * Returns whether the value of the '{@link org.lnetscope.model.Node#getAutoDown <em>Auto Down</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Auto Down</em>' attribute is set.
	 * @see #unsetAutoDown()
	 * @see #getAutoDown()
	 * @see #setAutoDown(int)
	 * @generated
	 */
	boolean isSetAutoDown();

	/**
	 * Returns the value of the '<em><b>Lnd Timeout</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * lnet_lnd_timeout in seconds as the node's kernel holds it (api-ni.c): the deadline of an LND tx. Unset when not read.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Lnd Timeout</em>' attribute.
	 * @see #isSetLndTimeout()
	 * @see #unsetLndTimeout()
	 * @see #setLndTimeout(int)
	 * @see org.lnetscope.model.LnetPackage#getNode_LndTimeout()
	 * @model unsettable="true"
	 * @generated
	 */
	int getLndTimeout();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Node#getLndTimeout <em>Lnd Timeout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Lnd Timeout</em>' attribute.
	 * @see #isSetLndTimeout()
	 * @see #unsetLndTimeout()
	 * @see #getLndTimeout()
	 * @generated
	 */
	void setLndTimeout(int value);

	/**
	 * Unsets the value of the '{@link org.lnetscope.model.Node#getLndTimeout <em>Lnd Timeout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetLndTimeout()
	 * @see #getLndTimeout()
	 * @see #setLndTimeout(int)
	 * @generated
	 */
	void unsetLndTimeout();

	/**
	 * Returns whether the value of the '{@link org.lnetscope.model.Node#getLndTimeout <em>Lnd Timeout</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Lnd Timeout</em>' attribute is set.
	 * @see #unsetLndTimeout()
	 * @see #getLndTimeout()
	 * @see #setLndTimeout(int)
	 * @generated
	 */
	boolean isSetLndTimeout();

	/**
	 * Returns the value of the '<em><b>Mem Available Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * MemAvailable of /proc/meminfo (si_mem_available(), Linux 3.14 and later), bytes: what the OOM projection extrapolates. Unset when not read (a file import, a vmcore, an agent run with --meminfo off).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Mem Available Bytes</em>' attribute.
	 * @see #isSetMemAvailableBytes()
	 * @see #unsetMemAvailableBytes()
	 * @see #setMemAvailableBytes(long)
	 * @see org.lnetscope.model.LnetPackage#getNode_MemAvailableBytes()
	 * @model unsettable="true"
	 * @generated
	 */
	long getMemAvailableBytes();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Node#getMemAvailableBytes <em>Mem Available Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Mem Available Bytes</em>' attribute.
	 * @see #isSetMemAvailableBytes()
	 * @see #unsetMemAvailableBytes()
	 * @see #getMemAvailableBytes()
	 * @generated
	 */
	void setMemAvailableBytes(long value);

	/**
	 * Unsets the value of the '{@link org.lnetscope.model.Node#getMemAvailableBytes <em>Mem Available Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetMemAvailableBytes()
	 * @see #getMemAvailableBytes()
	 * @see #setMemAvailableBytes(long)
	 * @generated
	 */
	void unsetMemAvailableBytes();

	/**
	 * Returns whether the value of the '{@link org.lnetscope.model.Node#getMemAvailableBytes <em>Mem Available Bytes</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Mem Available Bytes</em>' attribute is set.
	 * @see #unsetMemAvailableBytes()
	 * @see #getMemAvailableBytes()
	 * @see #setMemAvailableBytes(long)
	 * @generated
	 */
	boolean isSetMemAvailableBytes();

	/**
	 * Returns the value of the '<em><b>Slab Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Slab of /proc/meminfo, bytes (a kib_conn, its connvars and rx descriptors are slab; its rx pages are not: kiblnd_create_conn(), o2iblnd.c). Unset when not read.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Slab Bytes</em>' attribute.
	 * @see #isSetSlabBytes()
	 * @see #unsetSlabBytes()
	 * @see #setSlabBytes(long)
	 * @see org.lnetscope.model.LnetPackage#getNode_SlabBytes()
	 * @model unsettable="true"
	 * @generated
	 */
	long getSlabBytes();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Node#getSlabBytes <em>Slab Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Slab Bytes</em>' attribute.
	 * @see #isSetSlabBytes()
	 * @see #unsetSlabBytes()
	 * @see #getSlabBytes()
	 * @generated
	 */
	void setSlabBytes(long value);

	/**
	 * Unsets the value of the '{@link org.lnetscope.model.Node#getSlabBytes <em>Slab Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetSlabBytes()
	 * @see #getSlabBytes()
	 * @see #setSlabBytes(long)
	 * @generated
	 */
	void unsetSlabBytes();

	/**
	 * Returns whether the value of the '{@link org.lnetscope.model.Node#getSlabBytes <em>Slab Bytes</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Slab Bytes</em>' attribute is set.
	 * @see #unsetSlabBytes()
	 * @see #getSlabBytes()
	 * @see #setSlabBytes(long)
	 * @generated
	 */
	boolean isSetSlabBytes();

	/**
	 * Returns the value of the '<em><b>Slab Unreclaimable Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * SUnreclaim of /proc/meminfo, bytes: the part of Slab the kernel cannot reclaim under pressure. Unset when not read.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Slab Unreclaimable Bytes</em>' attribute.
	 * @see #isSetSlabUnreclaimableBytes()
	 * @see #unsetSlabUnreclaimableBytes()
	 * @see #setSlabUnreclaimableBytes(long)
	 * @see org.lnetscope.model.LnetPackage#getNode_SlabUnreclaimableBytes()
	 * @model unsettable="true"
	 * @generated
	 */
	long getSlabUnreclaimableBytes();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Node#getSlabUnreclaimableBytes <em>Slab Unreclaimable Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Slab Unreclaimable Bytes</em>' attribute.
	 * @see #isSetSlabUnreclaimableBytes()
	 * @see #unsetSlabUnreclaimableBytes()
	 * @see #getSlabUnreclaimableBytes()
	 * @generated
	 */
	void setSlabUnreclaimableBytes(long value);

	/**
	 * Unsets the value of the '{@link org.lnetscope.model.Node#getSlabUnreclaimableBytes <em>Slab Unreclaimable Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetSlabUnreclaimableBytes()
	 * @see #getSlabUnreclaimableBytes()
	 * @see #setSlabUnreclaimableBytes(long)
	 * @generated
	 */
	void unsetSlabUnreclaimableBytes();

	/**
	 * Returns whether the value of the '{@link org.lnetscope.model.Node#getSlabUnreclaimableBytes <em>Slab Unreclaimable Bytes</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Slab Unreclaimable Bytes</em>' attribute is set.
	 * @see #unsetSlabUnreclaimableBytes()
	 * @see #getSlabUnreclaimableBytes()
	 * @see #setSlabUnreclaimableBytes(long)
	 * @generated
	 */
	boolean isSetSlabUnreclaimableBytes();

	/**
	 * Returns the value of the '<em><b>Routing Enabled</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * "Routing enabled" in /sys/kernel/debug/lnet/routes.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Routing Enabled</em>' attribute.
	 * @see #setRoutingEnabled(boolean)
	 * @see org.lnetscope.model.LnetPackage#getNode_RoutingEnabled()
	 * @model
	 * @generated
	 */
	boolean isRoutingEnabled();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Node#isRoutingEnabled <em>Routing Enabled</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Routing Enabled</em>' attribute.
	 * @see #isRoutingEnabled()
	 * @generated
	 */
	void setRoutingEnabled(boolean value);

	/**
	 * Returns the value of the '<em><b>Cpt Count</b></em>' attribute.
	 * The default value is <code>"1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * LNET_CPT_NUMBER (the_lnet.ln_cpt_number): the number of CPU partitions; 0 when unknown (a crash extract that did not print it, an import whose files have no per-CPT row).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Cpt Count</em>' attribute.
	 * @see #setCptCount(int)
	 * @see org.lnetscope.model.LnetPackage#getNode_CptCount()
	 * @model default="1"
	 * @generated
	 */
	int getCptCount();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Node#getCptCount <em>Cpt Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Cpt Count</em>' attribute.
	 * @see #getCptCount()
	 * @generated
	 */
	void setCptCount(int value);

	/**
	 * Returns the value of the '<em><b>Clock Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The node's ktime_get_seconds() at capture time: the clock of lastAlive, openedAt and closedAt.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Clock Seconds</em>' attribute.
	 * @see #setClockSeconds(long)
	 * @see org.lnetscope.model.LnetPackage#getNode_ClockSeconds()
	 * @model
	 * @generated
	 */
	long getClockSeconds();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Node#getClockSeconds <em>Clock Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Clock Seconds</em>' attribute.
	 * @see #getClockSeconds()
	 * @generated
	 */
	void setClockSeconds(long value);

	/**
	 * Returns the value of the '<em><b>Stats</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The counters of /sys/kernel/debug/lnet/stats.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Stats</em>' containment reference.
	 * @see #setStats(Stats)
	 * @see org.lnetscope.model.LnetPackage#getNode_Stats()
	 * @model containment="true"
	 * @generated
	 */
	Stats getStats();

	/**
	 * Sets the value of the '{@link org.lnetscope.model.Node#getStats <em>Stats</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Stats</em>' containment reference.
	 * @see #getStats()
	 * @generated
	 */
	void setStats(Stats value);

	/**
	 * Returns the value of the '<em><b>Local Nis</b></em>' containment reference list.
	 * The list contents are of type {@link org.lnetscope.model.LocalNi}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Local Nis</em>' containment reference list.
	 * @see org.lnetscope.model.LnetPackage#getNode_LocalNis()
	 * @model containment="true"
	 * @generated
	 */
	EList<LocalNi> getLocalNis();

	/**
	 * Returns the value of the '<em><b>Peers</b></em>' containment reference list.
	 * The list contents are of type {@link org.lnetscope.model.Peer}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The LNet peer table (lnet_peer with their lnet_peer_ni).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Peers</em>' containment reference list.
	 * @see org.lnetscope.model.LnetPackage#getNode_Peers()
	 * @model containment="true"
	 * @generated
	 */
	EList<Peer> getPeers();

	/**
	 * Returns the value of the '<em><b>Rtr Buffer Pools</b></em>' containment reference list.
	 * The list contents are of type {@link org.lnetscope.model.RtrBufferPool}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * the_lnet.ln_rtrpools[cpt][tiny|small|large]; empty unless the node routes.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Rtr Buffer Pools</em>' containment reference list.
	 * @see org.lnetscope.model.LnetPackage#getNode_RtrBufferPools()
	 * @model containment="true"
	 * @generated
	 */
	EList<RtrBufferPool> getRtrBufferPools();

	/**
	 * Returns the value of the '<em><b>Kib Peers</b></em>' containment reference list.
	 * The list contents are of type {@link org.lnetscope.model.KibPeer}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * ko2iblnd peers (kib_peer_ni) with their connections.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Kib Peers</em>' containment reference list.
	 * @see org.lnetscope.model.LnetPackage#getNode_KibPeers()
	 * @model containment="true"
	 * @generated
	 */
	EList<KibPeer> getKibPeers();

	/**
	 * Returns the value of the '<em><b>Routes</b></em>' containment reference list.
	 * The list contents are of type {@link org.lnetscope.model.Route}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Routes</em>' containment reference list.
	 * @see org.lnetscope.model.LnetPackage#getNode_Routes()
	 * @model containment="true"
	 * @generated
	 */
	EList<Route> getRoutes();

	/**
	 * Returns the value of the '<em><b>Messages</b></em>' containment reference list.
	 * The list contents are of type {@link org.lnetscope.model.Message}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Every committed lnet_msg of this node (the msc_active lists). The queues only refer to these.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Messages</em>' containment reference list.
	 * @see org.lnetscope.model.LnetPackage#getNode_Messages()
	 * @model containment="true"
	 * @generated
	 */
	EList<Message> getMessages();

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The kib_conns of this node that are pinned (see KibConn.isPinned).
	 * <!-- end-model-doc -->
	 * @model
	 * @generated
	 */
	EList<KibConn> pinnedConns();

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Memory held by pinned connections: the sum of their memoryBytes().
	 * <!-- end-model-doc -->
	 * @model
	 * @generated
	 */
	long pinnedBytes();

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The local NI with this NID, or null.
	 * <!-- end-model-doc -->
	 * @model nidDataType="org.lnetscope.model.Nid"
	 * @generated
	 */
	LocalNi findLocalNi(Nid nid);

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The peer NI with this NID in this node's peer table, or null.
	 * <!-- end-model-doc -->
	 * @model nidDataType="org.lnetscope.model.Nid"
	 * @generated
	 */
	PeerNi findPeerNi(Nid nid);

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The o2iblnd peer with this NID, or null.
	 * <!-- end-model-doc -->
	 * @model nidDataType="org.lnetscope.model.Nid"
	 * @generated
	 */
	KibPeer findKibPeer(Nid nid);

} // Node
