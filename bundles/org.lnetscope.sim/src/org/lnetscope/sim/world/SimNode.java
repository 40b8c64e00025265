package org.lnetscope.sim.world;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.lnetscope.model.nid.Nid;
import org.lnetscope.sim.engine.Traced;
import org.lnetscope.sim.lnet.ActiveMsgs;
import org.lnetscope.sim.lnet.LnetNi;
import org.lnetscope.sim.lnet.LnetPeerNi;
import org.lnetscope.sim.lnet.LnetRoute;
import org.lnetscope.sim.lnet.PeerTable;
import org.lnetscope.sim.lnet.RouteSet;
import org.lnetscope.sim.lnet.RtrBufPool;
import org.lnetscope.sim.o2iblnd.KibNet;

/** One host: its LNet state (NIs, peer table, routes, router pools, messages) and its ko2iblnd. */
public final class SimNode extends Traced {

    /** sizeof(struct lnet_msg) rounded to its slab. */
    public static final long LNET_MSG_BYTES = 512;

    public enum Role {
        COMPUTE, ROUTER, SERVER
    }

    public final int index;
    public final String hostname;
    public final Role role;
    public final String group;
    public final int ncpts;
    public final long ramBytes;
    public final long baseBytes;
    public final List<LnetNi> nis = new ArrayList<>(2);
    public final Map<String, LnetNi> niByNet = new HashMap<>();
    public final Map<String, List<LnetRoute>> routes = new LinkedHashMap<>();
    public final PeerTable peers;
    private int[] routeMemoKeys = new int[0];
    private RouteSet[] routeMemo = new RouteSet[0];
    public final ActiveMsgs active = new ActiveMsgs();
    public RtrBufPool[][] rtrPools;
    /**
     * Bumped at every write of a router pool's credits or min credits (and when a reboot makes new
     * pools): the trace recorder compares the pools with the trace only when this moved.
     */
    public long poolChanges;
    /**
     * Not kernel state: bumped at every write that changes what this node's NIs and routes show
     * (a fault's unreachable flag, a peer NI's aliveness or NS status): the trace recorder compares
     * them with the trace only when this moved.
     */
    public long healthChanges;
    private RtrBufPool[][] poolBytesOf;
    private long poolBytesSum;
    public boolean routingEnabled;
    public final KibNet kib;
    public final NodeStats stats = new NodeStats();
    /** The watch of a trace being written, or null (queues report their changes to it). */
    public StateWatch watch;

    /**
     * Fault variant (a), host_silent: the HCA still acknowledges (sends to it complete with
     * success, connections are accepted) but the host never answers LNet: no rx is consumed, no
     * credit, PUT_ACK or GET_DONE comes back, and it sends nothing itself.
     */
    public boolean hostSilent;
    /**
     * Fault shape (a2), host_silent_no_cm: a silent host that does not answer IPoIB ARP or the CM
     * either, so no connection to it is established.
     */
    public boolean noCm;
    /**
     * host_partial: the fraction of received messages the host handles (the others its HCA acks
     * into an rx the host never looks at, as host_silent); -1 when no such fault.
     */
    public double partialAnswers = -1;
    /** What the LND of a host_silent node still does (Faults.LndBehaviour). */
    public Faults.LndBehaviour silentLnd = Faults.LndBehaviour.NONE;
    /** Bumped when a host_silent fault begins or ends (stops the timers of an earlier one). */
    public int silentLndEpoch;
    /**
     * Fault variant (b), link_down (HCA or link dead), or a reboot: nothing reaches it and it
     * sends nothing; sends to it complete in error once RC retries are exhausted.
     */
    public boolean unreachable;
    /** Bumped by a reboot: messages and conns of an older epoch are gone. */
    public int epoch;
    /** Boot time in ns (before the run for nodes up at start), for ktime_get_seconds(). */
    public long bootNs;

    /** Bytes held by kib_conns not yet destroyed. */
    public long connBytes;
    /** Bytes held by eager-receive copies (hypothetical o2iblnd eager receive). */
    public long eagerBytes;
    public long peakUsedBytes;
    public long peakConnBytes;
    public int peakPinnedConns;
    public boolean oom;
    public long oomAtNs = -1;
    /** Messages this node originated and not yet finalized (ptlrpc's in-flight RPCs). */
    public int originInFlight;

    private final AddressSpace addresses;

    public SimNode(int index, String hostname, Role role, String group, int ncpts, long ramBytes, long baseBytes,
            boolean layout212, long incarnation) {
        this.index = index;
        this.hostname = hostname;
        this.role = role;
        this.group = group;
        this.ncpts = ncpts;
        this.ramBytes = ramBytes;
        this.baseBytes = baseBytes;
        this.addresses = new AddressSpace(index, hostname);
        this.peers = new PeerTable(this, layout212);
        this.kib = new KibNet(this, incarnation);
    }

    /** A synthetic kernel address for an lnet_msg, peer or kib peer, unique among the fabric's live objects. */
    public long nextAddress() {
        return addresses.object();
    }

    /** A block of addresses big enough for a kib_conn and its ibc_rxs[]. */
    public long nextConnAddress() {
        return addresses.conn();
    }

    /** lnet_msg_free: the message's address may be handed out again (AddressSpace). */
    public void freeAddress(long address) {
        addresses.freeObject(address);
    }

    /** kiblnd_destroy_conn: the conn's addresses may be handed out again (AddressSpace). */
    public void freeConnAddress(long address) {
        addresses.freeConn(address);
    }

    public void addNi(LnetNi ni) {
        ni.node = this;
        nis.add(ni);
        niByNet.put(ni.net, ni);
    }

    public LnetNi niFor(String net) {
        return niByNet.get(net);
    }

    /**
     * The local NI on {@code nid}'s net, or null: niFor(nid.netName()) without building the net's
     * name (a new string per call), by comparing LND type and net number over the node's few NIs.
     */
    public LnetNi niFor(Nid nid) {
        for (int i = 0, n = nis.size(); i < n; i++) {
            LnetNi ni = nis.get(i);
            if (ni.nid.netNumber() == nid.netNumber() && ni.nid.lndType() == nid.lndType()) {
                return ni;
            }
        }
        return null;
    }

    public boolean isLocalNid(Nid nid) {
        LnetNi ni = niFor(nid);
        return ni != null && ni.nid.equals(nid);
    }

    /**
     * routes.get(dest.netName()), remembered per net (LND type and number) so that the per-message
     * next-hop choice builds no string and hashes none. Routes are fixed once the fabric is built,
     * so the memo never goes stale; a net without routes is remembered too (null).
     */
    public RouteSet routesTo(Nid dest) {
        int key = dest.lndType() << 16 | dest.netNumber();
        for (int i = 0; i < routeMemoKeys.length; i++) {
            if (routeMemoKeys[i] == key) {
                return routeMemo[i];
            }
        }
        List<LnetRoute> found = routes.get(dest.netName());
        int n = routeMemoKeys.length;
        routeMemoKeys = Arrays.copyOf(routeMemoKeys, n + 1);
        routeMemo = Arrays.copyOf(routeMemo, n + 1);
        routeMemoKeys[n] = key;
        routeMemo[n] = found == null ? null : new RouteSet(found);
        return routeMemo[n];
    }

    /** Whether it would answer a ping: no fault on it. */
    public boolean answers() {
        return !hostSilent && !unreachable;
    }

    /** Whether {@code nid} is the gateway of one of this node's routes (lpni_rtr_refcount != 0). */
    public boolean hasGateway(Nid nid) {
        for (List<LnetRoute> list : routes.values()) {
            for (LnetRoute route : list) {
                if (route.gateway().equals(nid)) {
                    return true;
                }
            }
        }
        return false;
    }

    public LnetPeerNi peerNi(Nid nid) {
        return peers.find(nid);
    }

    public boolean isRouter() {
        return role == Role.ROUTER;
    }

    /** Bytes of the router buffer pools. */
    public long poolBytes() {
        if (rtrPools == null) {
            return 0;
        }
        // A pool's size is fixed when it is made: summed again only when the pools are replaced
        // (this runs at every message a router commits).
        if (rtrPools != poolBytesOf) {
            long sum = 0;
            for (RtrBufPool[] cpt : rtrPools) {
                for (RtrBufPool pool : cpt) {
                    sum += pool.bufferBytes();
                }
            }
            poolBytesSum = sum;
            poolBytesOf = rtrPools;
        }
        return poolBytesSum;
    }

    /** Memory in use: base, router pools, conns, lnet_msgs and eager copies. */
    public long usedBytes() {
        return baseBytes + poolBytes() + connBytes + active.size() * LNET_MSG_BYTES + eagerBytes;
    }

    /** ktime_get_seconds() on this node at simulated time {@code now}. */
    public long clockSeconds(long now) {
        return (now - bootNs) / 1_000_000_000L;
    }

    @Override
    public String toString() {
        return hostname;
    }
}
