package org.lnetscope.ingest;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.util.InternalEList;
import org.lnetscope.model.Diagnostic;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LinkState;
import org.lnetscope.model.LndType;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.LnetPackage.Literals;
import org.lnetscope.model.LocalNi;
import org.lnetscope.model.Net;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.PeerState;
import org.lnetscope.model.PoolKind;
import org.lnetscope.model.Route;
import org.lnetscope.model.RtrBufferPool;
import org.lnetscope.model.Stats;
import org.lnetscope.model.TxQueue;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.LnetObject;
import org.lnetscope.protocol.NodeState;

/**
 * Puts what a node's LNet files say ({@link NodeState}) into the fabric model, the same way for a
 * one-off import and for a live agent stream: {@link #sync} creates, updates and deletes only what
 * the given keys touch, and reports each change to a {@link ModelChangeListener}.
 *
 * <p>Mapping: {@code ni} → {@link LocalNi} (its net created on first use; {@code 0@lo} is left out:
 * it has no credits, and every node has it while LocalNi NIDs are model IDs); {@code tq} →
 * {@link TxQueue}; {@code peer}/{@code peer_ni} → {@link Peer}/{@link PeerNi} (a peer NI without a
 * known primary NID is its own single-rail peer); {@code pool} → {@link RtrBufferPool};
 * {@code route} → {@link Route}; {@code stats} → {@link Stats}; {@code routing} →
 * {@link Node#isRoutingEnabled()}; {@code global} and NI tunables → {@link TunablesMapping}.
 * The node's role is guessed by {@link NodeRoles} (from the model, and from the router credits of
 * the peer NI rows synced) unless given ({@link #fixRole}) or already in the fabric.
 *
 * <p>Gateways: a {@code router} row (the routers table) is this node's view of one gateway, so its
 * values go on the node's {@link Peer} for that NID ({@code rtrRefcount}, {@code gatewayAlive}, and
 * in 2.12 {@code aliveCount}, {@code pingTimestamp}, {@code pingNotsent}, {@code pingDeadline},
 * {@code downNis}): the peer whose primary NID it is, else the peer with a peer NI of that NID. A
 * gateway always has a peer; when the node's files show none, a peer and its peer NI are made for
 * the row (a later {@code peer}/{@code peer_ni} row takes them over) and deleted with the row if
 * nothing else claimed them. When a row goes, its peer's gateway attributes are unset. Should two
 * rows name NIDs of one peer (2.12 keeps these fields per gateway peer NI), the row of the primary
 * NID wins, else the first. The {@code ref} column has no place: it is lpni_refcount (2.12, also
 * the peers table's) or lp_refcount (master).
 *
 * <p>Clock: debugfs gives "seconds since last alive"; the node's clock is unknown, so a mapped
 * node has {@code clockSeconds = 0} (the capture instant) and {@code lastAlive = -age}.
 *
 * <p>Not thread-safe: callers serialize (see LiveFabric).
 */
public final class FabricMapper {

    private static final LnetFactory F = LnetFactory.eINSTANCE;

    private final Fabric fabric;
    private final ModelChangeListener listener;
    private final TunablesMapping tunables;
    private final Map<Node, Map<String, EObject>> index = new HashMap<>();
    /**
     * The key of each object of {@link #index}, so that deleting one finds its entry at once (a
     * scan of every key per deleted object made an agent removing peers from a large router
     * quadratic); the rare object under two keys is in {@link #manyKeys} and scanned for.
     */
    private final Map<EObject, String> keyOf = new HashMap<>();
    private final Set<EObject> manyKeys = new HashSet<>();
    /** Nodes whose role is not guessed: given by {@link #fixRole}, or in the fabric before this mapper. */
    private final Set<Node> roleFixed = new HashSet<>();
    private final Map<Node, Gateways> gateways = new HashMap<>();
    private final Map<Node, Map<Nid, Peer>> peerIndex = new HashMap<>();
    /** Peers a {@code peer} row made or claimed (the others exist for their peer NIs only). */
    private final Set<Peer> peersOfRows = new HashSet<>();

    /** The gateway bookkeeping of one node. */
    private static final class Gateways {
        /** router key → the peer its row's values are on. */
        Map<String, Peer> bound = new LinkedHashMap<>();
        /** Peer NIs made (each with its peer) for a router row alone, until a peer_ni row claims them. */
        final Map<Nid, PeerNi> made = new HashMap<>();
    }

    /** The Peer features a routers row sets, all unset when it goes. */
    private static final EStructuralFeature[] GATEWAY_FEATURES = {Literals.PEER__RTR_REFCOUNT, Literals.PEER__GATEWAY_ALIVE,
            Literals.PEER__ALIVE_COUNT, Literals.PEER__PING_TIMESTAMP, Literals.PEER__PING_NOTSENT, Literals.PEER__PING_DEADLINE,
            Literals.PEER__DOWN_NIS};

    public FabricMapper(Fabric fabric, ModelChangeListener listener) {
        this.fabric = fabric;
        this.listener = listener == null ? ModelChangeListener.NONE : listener;
        if (fabric.getTunables() == null) {
            fabric.setTunables(F.createTunables());
        }
        this.tunables = new TunablesMapping(fabric, this);
        // a fabric opened from a file (an earlier import, edited in Properties) keeps its nodes' roles
        roleFixed.addAll(fabric.getNodes());
    }

    public Fabric fabric() {
        return fabric;
    }

    /** The node of that host name, created (empty) if the fabric has none. */
    public Node node(String hostname) {
        for (Node node : fabric.getNodes()) {
            if (hostname.equals(node.getHostname())) {
                return node;
            }
        }
        Node node = F.createNode();
        node.setHostname(hostname);
        attach(fabric, Literals.FABRIC__NODES, node);
        set(node, Literals.NODE__CLOCK_SECONDS, 0L);
        // LNET_CPT_NUMBER is printed by no file we read: unknown (0) until a per-CPT row (an NI's tx
        // queue, a router buffer pool) shows at least cpt + 1 partitions; never the model's default 1
        set(node, Literals.NODE__CPT_COUNT, 0);
        return node;
    }

    /** Makes the node equal to {@code state} everywhere: the import case and an agent's snapshot. */
    public void syncAll(Node node, NodeState state) {
        List<String> gone = new ArrayList<>(keys(node).keySet());
        gone.removeAll(state.byKey().keySet());
        sync(node, state, state.byKey().keySet(), gone, true);
    }

    /**
     * Brings the objects of {@code touched} keys up to {@code state}, and deletes those of
     * {@code removed} keys.
     */
    public void sync(Node node, NodeState state, Collection<String> touched, Collection<String> removed) {
        sync(node, state, touched, removed, false);
    }

    private void sync(Node node, NodeState state, Collection<String> touched, Collection<String> removed, boolean all) {
        for (String key : removed) {
            EObject object = keys(node).remove(key);
            if (object != null) {
                keyOf.remove(object, key);
            }
            if (object != null && object.eContainer() != null) {
                EObject container = object.eContainer();
                delete(object);
                if (object instanceof PeerNi && container instanceof Peer peer) {
                    deleteIfEmpty(node, peer);
                }
            } else if (key.equals(LnetObject.key(Kinds.ROUTING, ""))) {
                set(node, Literals.NODE__ROUTING_ENABLED, false);
            } else if (key.equals(LnetObject.key(Kinds.MEMINFO, ""))) {
                // the agent stopped reading /proc/meminfo: what the memory is now is not known
                unset(node, Literals.NODE__MEM_AVAILABLE_BYTES);
                unset(node, Literals.NODE__SLAB_BYTES);
                unset(node, Literals.NODE__SLAB_UNRECLAIMABLE_BYTES);
            }
        }
        // NIs and peers first, so that tx queues and peer NIs find their containers
        for (String kind : new String[] {Kinds.NET_CONFIG, Kinds.IP2NETS, Kinds.NI, Kinds.TX_QUEUE, Kinds.PEER, Kinds.PEER_NI,
                Kinds.POOL, Kinds.ROUTE, Kinds.STATS, Kinds.ROUTING, Kinds.GLOBAL, Kinds.MEMINFO}) {
            for (String key : touched) {
                LnetObject o = state.get(key);
                if (o != null && o.kind().equals(kind)) {
                    map(node, o);
                }
            }
        }
        gateways(node, state, touched, removed, all);
        if (!roleFixed.contains(node)) {
            NodeRole guess = NodeRoles.guess(node);
            if (guess != NodeRole.ROUTER && NodeRoles.anyForwarded(state, touched)) {
                guess = NodeRole.ROUTER; // a peer NI's router credits in use: only a router takes them
            }
            if (NodeRoles.rank(guess) > NodeRoles.rank(node.getRole())) {
                set(node, Literals.NODE__ROLE, guess);
            }
        }
    }

    /**
     * Gives the node a role that {@link NodeRoles}' guess never changes: what the user said
     * ({@code lnetscope import --role}).
     */
    public void fixRole(Node node, NodeRole role) {
        set(node, Literals.NODE__ROLE, role);
        roleFixed.add(node);
    }

    /** Whether the node's role was given (or came with the fabric) rather than guessed. */
    public boolean isRoleFixed(Node node) {
        return roleFixed.contains(node);
    }

    private static boolean anyOfKind(Collection<String> keys, String kind) {
        for (String key : keys) {
            if (key.startsWith(kind + " ")) {
                return true;
            }
        }
        return false;
    }

    private Map<String, EObject> keys(Node node) {
        return index.computeIfAbsent(node, n -> new HashMap<>());
    }

    /** Puts the object under the key, and notes the key against it ({@link #keyOf}). */
    private void bind(Node node, String key, EObject object) {
        EObject was = keys(node).put(key, object);
        if (was != null && was != object) {
            keyOf.remove(was, key);
        }
        String had = keyOf.put(object, key);
        if (had != null && !had.equals(key)) {
            manyKeys.add(object);
        }
    }

    /** Whether a row's key names the object. */
    private boolean hasKey(EObject object) {
        return keyOf.containsKey(object) || manyKeys.contains(object);
    }

    private void map(Node node, LnetObject o) {
        switch (o.kind()) {
            case Kinds.NI -> localNi(node, o);
            case Kinds.TX_QUEUE -> txQueue(node, o);
            case Kinds.PEER -> peer(node, o);
            case Kinds.PEER_NI -> peerNi(node, o);
            case Kinds.POOL -> pool(node, o);
            case Kinds.ROUTE -> route(node, o);
            case Kinds.STATS -> stats(node, o);
            case Kinds.ROUTING -> set(node, Literals.NODE__ROUTING_ENABLED,
                    "enabled".equals(o.text(Kinds.ROUTING_STATE)) || "starting".equals(o.text(Kinds.ROUTING_STATE)));
            case Kinds.GLOBAL -> tunables.global(node, o);
            case Kinds.MEMINFO -> meminfo(node, o);
            // a configuration's net without a NID yet, an ip2nets rule: the fabric has the net, the node no NI
            case Kinds.NET_CONFIG -> net(o.id(), lndOfNetName(o.id()));
            case Kinds.IP2NETS -> net(o.text("net_spec"), lndOfNetName(o.text("net_spec")));
            default -> {
                // routers are mapped by gateways(), after the peers; unknown kinds have no model object
            }
        }
    }

    private LocalNi localNi(Node node, LnetObject o) {
        Nid nid = Nid.parse(o.id());
        LocalNi ni = localNiOf(node, nid);
        if (ni == null) {
            return null;
        }
        bind(node, o.key(), ni);
        if (o.has(Kinds.STATUS)) {
            set(ni, Literals.LOCAL_NI__STATUS, "down".equals(o.text(Kinds.STATUS)) ? LinkState.DOWN : LinkState.UP);
        }
        if (o.has(Kinds.INTERFACE)) {
            set(ni, Literals.LOCAL_NI__INTERFACE_NAME, o.text(Kinds.INTERFACE));
        }
        setInt(ni, Literals.LOCAL_NI__PEER_CREDITS, o, Kinds.PEER_CREDITS);
        setInt(ni, Literals.LOCAL_NI__PEER_RTR_CREDITS, o, Kinds.PEER_BUFFER_CREDITS);
        setInt(ni, Literals.LOCAL_NI__MAX_TX_CREDITS, o, Kinds.CREDITS);
        setInt(ni, Literals.LOCAL_NI__PEER_TIMEOUT, o, Kinds.PEER_TIMEOUT);
        tunables.ni(node, nid, o);
        return ni;
    }

    private LocalNi localNiOf(Node node, Nid nid) {
        if (nid.lndType() == 9) {
            return null;
        }
        for (LocalNi ni : node.getLocalNis()) {
            if (nid.equals(ni.getNid())) {
                return ni;
            }
        }
        LocalNi ni = F.createLocalNi();
        attach(node, Literals.NODE__LOCAL_NIS, ni);
        set(ni, Literals.LOCAL_NI__NID, nid);
        set(ni, Literals.LOCAL_NI__NET, net(nid));
        return ni;
    }

    private Net net(Nid nid) {
        return net(nid.netName(), LndType.get(nid.lndType()));
    }

    private Net net(String name, LndType type) {
        for (Net net : fabric.getNets()) {
            if (net.getName().equals(name)) {
                return net;
            }
        }
        Net net = F.createNet();
        attach(fabric, Literals.FABRIC__NETS, net);
        set(net, Literals.NET__NAME, name);
        if (type != null) {
            set(net, Literals.NET__LND_TYPE, type);
        }
        return net;
    }

    private void txQueue(Node node, LnetObject o) {
        String[] parts = o.id().split(" ");
        LocalNi ni = localNiOf(node, Nid.parse(parts[0]));
        if (ni == null) {
            return;
        }
        int cpt = Integer.parseInt(parts[1]);
        TxQueue tq = null;
        for (TxQueue q : ni.getTxQueues()) {
            if (q.getCpt() == cpt) {
                tq = q;
            }
        }
        if (tq == null) {
            tq = F.createTxQueue();
            attach(ni, Literals.LOCAL_NI__TX_QUEUES, tq);
            set(tq, Literals.TX_QUEUE__CPT, cpt);
        }
        bind(node, o.key(), tq);
        setInt(tq, Literals.TX_QUEUE__MAX_CREDITS, o, Kinds.TQ_CREDITS_MAX);
        setInt(tq, Literals.TX_QUEUE__CREDITS, o, Kinds.TQ_CREDITS);
        setInt(tq, Literals.TX_QUEUE__MIN_CREDITS, o, Kinds.TQ_CREDITS_MIN);
        atLeastCpts(node, cpt);
    }

    /**
     * A row of CPT {@code cpt}: the node has at least {@code cpt + 1} CPU partitions. The kernel prints
     * one nis row per CPT of each NI's tx queues and one buffers row per CPT of each router pool
     * (proc_lnet_nis, __proc_lnet_buffers: cfs_percpt_for_each over ni_tx_queues and ln_rtrpools,
     * lnet/lnet/router_proc.c, v2_12_9), so the highest CPT seen is a lower bound, never the count.
     */
    private void atLeastCpts(Node node, int cpt) {
        if (cpt + 1 > node.getCptCount()) {
            set(node, Literals.NODE__CPT_COUNT, cpt + 1);
        }
    }

    private Peer peerOf(Node node, Nid primary) {
        Map<Nid, Peer> byPrimary = peersByPrimary(node);
        Peer known = byPrimary.get(primary);
        if (known != null && known.eContainer() == node && primary.equals(known.getPrimaryNid())) {
            return known;
        }
        Peer peer = F.createPeer();
        attach(node, Literals.NODE__PEERS, peer);
        set(peer, Literals.PEER__PRIMARY_NID, primary);
        byPrimary.put(primary, peer);
        return peer;
    }

    /**
     * The node's peers by primary NID, kept as peers are made and deleted (a scan of the node's
     * peers per peer row was quadratic); built from the node on first use, for a fabric given.
     */
    private Map<Nid, Peer> peersByPrimary(Node node) {
        return peerIndex.computeIfAbsent(node, n -> {
            Map<Nid, Peer> map = new HashMap<>();
            for (Peer p : n.getPeers()) {
                if (p.getPrimaryNid() != null) {
                    map.putIfAbsent(p.getPrimaryNid(), p);
                }
            }
            return map;
        });
    }

    private void peer(Node node, LnetObject o) {
        Peer peer = peerOf(node, Nid.parse(o.id()));
        bind(node, o.key(), peer);
        peersOfRows.add(peer);
        if (o.has(Kinds.MULTI_RAIL)) {
            set(peer, Literals.PEER__MULTI_RAIL, o.num(Kinds.MULTI_RAIL, 0) != 0);
        }
    }

    private void peerNi(Node node, LnetObject o) {
        Nid nid = Nid.parse(o.id());
        Nid primary = o.has(Kinds.PRIMARY_NID) ? Nid.parse(o.text(Kinds.PRIMARY_NID)) : null;
        PeerNi peerNi = (PeerNi) keys(node).get(o.key());
        Gateways g = gateways.get(node);
        if (peerNi == null && g != null && (peerNi = g.made.remove(nid)) != null) {
            // the peer NI made for a gateway row: this row is about it
            bind(node, o.key(), peerNi);
        }
        if (peerNi != null && primary != null && !primary.equals(peerNi.getPeer().getPrimaryNid())) {
            // lnetctl told the real primary after debugfs made the NI its own peer: move it
            Peer old = peerNi.getPeer();
            delete(peerNi);
            if (old.getPeerNis().isEmpty() && !hasKey(old)) {
                delete(old);
            }
            peerNi = null;
        }
        if (peerNi == null) {
            Peer peer = peerOf(node, primary != null ? primary : nid);
            peerNi = F.createPeerNi();
            attach(peer, Literals.PEER__PEER_NIS, peerNi);
            set(peerNi, Literals.PEER_NI__NID, nid);
            bind(node, o.key(), peerNi);
        }
        if (o.has(Kinds.STATE)) {
            PeerState state = PeerState.get(o.text(Kinds.STATE));
            set(peerNi, Literals.PEER_NI__STATE, state == null ? PeerState.NA : state);
        }
        setInt(peerNi, Literals.PEER_NI__REFCOUNT, o, Kinds.REFCOUNT);
        setInt(peerNi, Literals.PEER_NI__MAX_TX_CREDITS, o, Kinds.MAX_TX_CREDITS);
        setInt(peerNi, Literals.PEER_NI__TX_CREDITS, o, Kinds.TX_CREDITS);
        setInt(peerNi, Literals.PEER_NI__MIN_TX_CREDITS, o, Kinds.MIN_TX_CREDITS);
        setInt(peerNi, Literals.PEER_NI__RTR_CREDITS, o, Kinds.RTR_CREDITS);
        setInt(peerNi, Literals.PEER_NI__MIN_RTR_CREDITS, o, Kinds.MIN_RTR_CREDITS);
        if (o.has(Kinds.TXQ_NOB)) {
            set(peerNi, Literals.PEER_NI__TXQ_NOB, o.num(Kinds.TXQ_NOB, 0));
        }
        setInt(peerNi, Literals.PEER_NI__HEALTH_VALUE, o, Kinds.HEALTH_VALUE);
        long age = o.num(Kinds.LAST_ALIVE, -1);
        if (age >= 0) {
            set(peerNi, Literals.PEER_NI__LAST_ALIVE, node.getClockSeconds() - age);
        } else if (o.has(Kinds.LAST_ALIVE) && peerNi.isSetLastAlive()) {
            peerNi.unsetLastAlive();
            listener.changed(peerNi, Literals.PEER_NI__LAST_ALIVE, null);
        }
    }

    /**
     * Puts the router rows on their peers (see the class comment), and unsets the gateway
     * attributes of peers no row names any more. Done after the peers, when a router row changed
     * or a peer the rows may name did; a delta's cost stays with its keys: the rows are those bound
     * before plus the touched ones, not a scan of the state.
     */
    private void gateways(Node node, NodeState state, Collection<String> touched, Collection<String> removed, boolean all) {
        Gateways g = gateways.get(node);
        boolean rowsTouched = all || anyOfKind(touched, Kinds.ROUTER) || anyOfKind(removed, Kinds.ROUTER);
        boolean peersTouched = anyOfKind(touched, Kinds.PEER) || anyOfKind(removed, Kinds.PEER)
                || anyOfKind(touched, Kinds.PEER_NI) || anyOfKind(removed, Kinds.PEER_NI);
        if (!rowsTouched && !(peersTouched && g != null && !g.bound.isEmpty())) {
            return;
        }
        List<LnetObject> rows;
        if (all) {
            rows = state.ofKind(Kinds.ROUTER);
        } else {
            Set<String> keys = new LinkedHashSet<>(g == null ? List.of() : g.bound.keySet());
            keys.addAll(touched);
            rows = new ArrayList<>();
            for (String key : keys) {
                LnetObject row = state.get(key);
                if (row != null && row.kind().equals(Kinds.ROUTER)) {
                    rows.add(row);
                }
            }
        }
        if (g == null) {
            if (rows.isEmpty()) {
                return;
            }
            g = new Gateways();
            gateways.put(node, g);
        }
        Map<Nid, Peer> byNid = null;
        Map<String, Peer> bound = new LinkedHashMap<>();
        Map<Peer, LnetObject> rowOf = new LinkedHashMap<>();
        for (LnetObject row : rows) {
            Nid nid = Nid.parse(row.id());
            Peer peer = g.bound.get(row.key());
            if (!isPeerOf(peer, nid)) {
                if (byNid == null) {
                    byNid = peersByNid(node);
                }
                peer = byNid.get(nid);
                if (peer == null) {
                    peer = gatewayPeer(node, nid, g);
                    byNid.put(nid, peer);
                }
            }
            bound.put(row.key(), peer);
            LnetObject first = rowOf.get(peer);
            if (first == null || (nid.equals(peer.getPrimaryNid()) && !Nid.parse(first.id()).equals(peer.getPrimaryNid()))) {
                rowOf.put(peer, row);
            }
        }
        for (Peer was : new LinkedHashSet<>(g.bound.values())) {
            if (!rowOf.containsKey(was) && was.eContainer() != null) {
                if (madeForGatewayOnly(node, g, was)) {
                    delete(was);
                } else {
                    for (EStructuralFeature feature : GATEWAY_FEATURES) {
                        unset(was, feature);
                    }
                }
            }
        }
        g.bound = bound;
        rowOf.forEach((peer, row) -> gateway(node, peer, row));
    }

    /**
     * Deletes a peer left without peer NIs when its last one went, if it existed for them only: a
     * debugfs {@code peers} row is a peer NI whose peer is made for it ({@link #peerNi}), and that
     * peer is gone with it. Kept: a peer of a {@code peer} row (it goes with its row) and a
     * gateway's (its router row decides). Before, every peer an agent ever named stayed in the live
     * model and its recording, empty (issue 30, §5: an agent adding and removing peers grew
     * without bound).
     */
    private void deleteIfEmpty(Node node, Peer peer) {
        if (peer.eContainer() == null || !peer.getPeerNis().isEmpty() || peersOfRows.contains(peer)) {
            return;
        }
        Gateways g = gateways.get(node);
        if (g != null && g.bound.containsValue(peer)) {
            return;
        }
        delete(peer);
    }

    /** Whether the peer is in the model and still the one for that NID. */
    private static boolean isPeerOf(Peer peer, Nid nid) {
        if (peer == null || peer.eContainer() == null) {
            return false;
        }
        if (nid.equals(peer.getPrimaryNid())) {
            return true;
        }
        for (PeerNi ni : peer.getPeerNis()) {
            if (nid.equals(ni.getNid())) {
                return true;
            }
        }
        return false;
    }

    /** The node's peers by primary NID and by peer NI NID (a primary NID first). */
    private static Map<Nid, Peer> peersByNid(Node node) {
        Map<Nid, Peer> byNid = new HashMap<>();
        for (Peer peer : node.getPeers()) {
            for (PeerNi ni : peer.getPeerNis()) {
                if (ni.getNid() != null) {
                    byNid.putIfAbsent(ni.getNid(), peer);
                }
            }
        }
        for (Peer peer : node.getPeers()) {
            if (peer.getPrimaryNid() != null) {
                byNid.put(peer.getPrimaryNid(), peer);
            }
        }
        return byNid;
    }

    /** A gateway's peer, and its peer NI, for a row whose NID no peer of the node has. */
    private Peer gatewayPeer(Node node, Nid nid, Gateways g) {
        Peer peer = F.createPeer();
        attach(node, Literals.NODE__PEERS, peer);
        set(peer, Literals.PEER__PRIMARY_NID, nid);
        peersByPrimary(node).putIfAbsent(nid, peer);
        PeerNi ni = F.createPeerNi();
        attach(peer, Literals.PEER__PEER_NIS, ni);
        set(ni, Literals.PEER_NI__NID, nid);
        g.made.put(nid, ni);
        return peer;
    }

    /** Whether the peer was made for a router row and nothing since claimed it or its peer NI. */
    private boolean madeForGatewayOnly(Node node, Gateways g, Peer peer) {
        return peer.getPeerNis().size() == 1 && g.made.get(peer.getPrimaryNid()) == peer.getPeerNis().get(0)
                && !hasKey(peer);
    }

    /** One routers row onto its peer; what the row does not say (master's 3 columns) is unset. */
    private void gateway(Node node, Peer peer, LnetObject row) {
        long clock = node.getClockSeconds();
        String state = row.text(Kinds.STATE);
        setOrUnset(peer, Literals.PEER__RTR_REFCOUNT, intField(row, Kinds.RTR_REFCOUNT));
        setOrUnset(peer, Literals.PEER__GATEWAY_ALIVE, "up".equals(state) ? Boolean.TRUE : "down".equals(state) ? Boolean.FALSE : null);
        setOrUnset(peer, Literals.PEER__ALIVE_COUNT, intField(row, Kinds.ALIVE_COUNT));
        Long lastPing = longField(row, Kinds.LAST_PING);
        setOrUnset(peer, Literals.PEER__PING_TIMESTAMP, lastPing == null ? null : clock - lastPing);
        Long pingSent = longField(row, Kinds.PING_SENT);
        setOrUnset(peer, Literals.PEER__PING_NOTSENT, pingSent == null ? null : pingSent == 0);
        Long deadline = longField(row, Kinds.PING_DEADLINE);
        setOrUnset(peer, Literals.PEER__PING_DEADLINE, deadline == null ? null : clock + deadline);
        setOrUnset(peer, Literals.PEER__DOWN_NIS, intField(row, Kinds.DOWN_NIS));
    }

    private static Long longField(LnetObject o, String field) {
        return o.fields().get(field) instanceof Long value ? value : null;
    }

    private static Integer intField(LnetObject o, String field) {
        Long value = longField(o, field);
        return value == null ? null : (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, value));
    }

    private void pool(Node node, LnetObject o) {
        String[] parts = o.id().split(" ");
        PoolKind kind = PoolKind.get(parts[0]);
        int cpt = Integer.parseInt(parts[1]);
        RtrBufferPool pool = null;
        for (RtrBufferPool p : node.getRtrBufferPools()) {
            if (p.getKind() == kind && p.getCpt() == cpt) {
                pool = p;
            }
        }
        if (pool == null) {
            pool = F.createRtrBufferPool();
            attach(node, Literals.NODE__RTR_BUFFER_POOLS, pool);
            set(pool, Literals.RTR_BUFFER_POOL__KIND, kind);
            set(pool, Literals.RTR_BUFFER_POOL__CPT, cpt);
        }
        bind(node, o.key(), pool);
        atLeastCpts(node, cpt);
        setInt(pool, Literals.RTR_BUFFER_POOL__NPAGES, o, Kinds.NPAGES);
        setInt(pool, Literals.RTR_BUFFER_POOL__NBUFFERS, o, Kinds.NBUFFERS);
        setInt(pool, Literals.RTR_BUFFER_POOL__CREDITS, o, Kinds.POOL_CREDITS);
        setInt(pool, Literals.RTR_BUFFER_POOL__MIN_CREDITS, o, Kinds.POOL_MIN_CREDITS);
    }

    private void route(Node node, LnetObject o) {
        Route route = (Route) keys(node).get(o.key());
        if (route == null) {
            route = F.createRoute();
            attach(node, Literals.NODE__ROUTES, route);
            String netName = o.text(Kinds.NET);
            Nid gateway = Nid.parse(o.text(Kinds.GATEWAY));
            set(route, Literals.ROUTE__NET, net(netName, lndOfNetName(netName)));
            set(route, Literals.ROUTE__GATEWAY, gateway);
            bind(node, o.key(), route);
        }
        setInt(route, Literals.ROUTE__HOPS, o, Kinds.HOP);
        setInt(route, Literals.ROUTE__PRIORITY, o, Kinds.PRIORITY);
        if (o.has(Kinds.STATE)) {
            set(route, Literals.ROUTE__STATE, "down".equals(o.text(Kinds.STATE)) ? LinkState.DOWN : LinkState.UP);
        }
    }

    private static LndType lndOfNetName(String net) {
        for (LndType type : LndType.values()) {
            if (net.startsWith(type.getLiteral()) && net.substring(type.getLiteral().length()).matches("\\d*")) {
                return type;
            }
        }
        return null;
    }

    private void stats(Node node, LnetObject o) {
        Stats stats = node.getStats();
        if (stats == null) {
            stats = F.createStats();
            node.setStats(stats);
            listener.created(stats);
        }
        bind(node, o.key(), stats);
        EStructuralFeature[] features = {Literals.STATS__MSGS_ALLOC, Literals.STATS__MSGS_MAX, Literals.STATS__ERRORS,
                Literals.STATS__SEND_COUNT, Literals.STATS__RECV_COUNT, Literals.STATS__ROUTE_COUNT, Literals.STATS__DROP_COUNT,
                Literals.STATS__SEND_LENGTH, Literals.STATS__RECV_LENGTH, Literals.STATS__ROUTE_LENGTH, Literals.STATS__DROP_LENGTH};
        for (int i = 0; i < features.length; i++) {
            if (o.has(Kinds.STATS_COLUMNS[i])) {
                set(stats, features[i], o.num(Kinds.STATS_COLUMNS[i], 0));
            }
        }
    }

    /**
     * The node's /proc/meminfo (an agent's, or a Prometheus history of it): MemTotal is the node's
     * RAM, and what is not available counts as used (MemTotal - MemAvailable), so that the views
     * and analyses that read ramBytes/usedBytes (RouterPicture, Consequences) work on agent data too.
     * A field the agent did not read leaves the model's as it was (unset: unknown).
     */
    private void meminfo(Node node, LnetObject o) {
        // a pasted `free` or /proc/meminfo, or an agent's: a MemTotal of 0 is no reading
        if (o.has(Kinds.MEM_TOTAL) && o.num(Kinds.MEM_TOTAL, 0) > 0) {
            set(node, Literals.NODE__RAM_BYTES, o.num(Kinds.MEM_TOTAL, 0));
        }
        if (o.has(Kinds.MEM_AVAILABLE)) {
            set(node, Literals.NODE__MEM_AVAILABLE_BYTES, o.num(Kinds.MEM_AVAILABLE, 0));
            if (o.has(Kinds.MEM_TOTAL) && o.num(Kinds.MEM_TOTAL, 0) > 0) {
                set(node, Literals.NODE__USED_BYTES, Math.max(0, o.num(Kinds.MEM_TOTAL, 0) - o.num(Kinds.MEM_AVAILABLE, 0)));
            }
        }
        if (o.has(Kinds.SLAB)) {
            set(node, Literals.NODE__SLAB_BYTES, o.num(Kinds.SLAB, 0));
        }
        if (o.has(Kinds.SUNRECLAIM)) {
            set(node, Literals.NODE__SLAB_UNRECLAIMABLE_BYTES, o.num(Kinds.SUNRECLAIM, 0));
        }
    }

    /** Adds a diagnostic to the fabric (reported like any other created object). */
    public void addDiagnostic(Diagnostic diagnostic) {
        attach(fabric, Literals.FABRIC__DIAGNOSTICS, diagnostic);
    }

    // ---- change primitives: every model change goes through these, so the listener sees all ----

    @SuppressWarnings("unchecked")
    private void attach(EObject container, EReference feature, EObject child) {
        // a new child is in no list yet: addUnique skips EMF's linear contains() check, which made
        // mapping 36,000 peers quadratic (docs/benchmarks.md, "LNet files")
        ((InternalEList<EObject>) container.eGet(feature)).addUnique(child);
        listener.created(child);
    }

    void set(EObject object, EStructuralFeature feature, Object value) {
        // compare values, not eIsSet: a field at its default is unset yet must not re-report each sample
        boolean unsetUnsettable = feature.isUnsettable() && !object.eIsSet(feature);
        if (unsetUnsettable || !Objects.equals(object.eGet(feature), value)) {
            object.eSet(feature, value);
            listener.changed(object, feature, value);
        }
    }

    /** Sets the value, or unsets the feature when it is null. */
    private void setOrUnset(EObject object, EStructuralFeature feature, Object value) {
        if (value == null) {
            unset(object, feature);
        } else {
            set(object, feature, value);
        }
    }

    /**
     * Back to unset (an unsettable feature, reported as null) or to the default value (reported as
     * that value), if not already.
     */
    private void unset(EObject object, EStructuralFeature feature) {
        if (object.eIsSet(feature)) {
            object.eUnset(feature);
            listener.changed(object, feature, feature.isUnsettable() ? null : object.eGet(feature));
        }
    }

    void setInt(EObject object, EStructuralFeature feature, LnetObject o, String field) {
        if (o.has(field) && o.fields().get(field) instanceof Long value) {
            set(object, feature, (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, value)));
        }
    }

    private void delete(EObject object) {
        for (EObject child : new ArrayList<>(object.eContents())) {
            delete(child);
        }
        listener.deleting(object);
        String key = keyOf.remove(object);
        if (manyKeys.remove(object)) {
            for (Map<String, EObject> keys : index.values()) {
                keys.values().removeIf(o -> o == object);
            }
        } else if (key != null) {
            for (Map<String, EObject> keys : index.values()) {
                if (keys.remove(key, object)) {
                    break;
                }
            }
        }
        for (Gateways g : gateways.values()) {
            g.made.values().remove(object);
        }
        if (object instanceof Peer peer) {
            peersOfRows.remove(peer);
        }
        if (object instanceof Peer peer && peer.getPrimaryNid() != null) {
            for (Map<Nid, Peer> byPrimary : peerIndex.values()) {
                byPrimary.remove(peer.getPrimaryNid(), peer);
            }
        }
        EcoreUtil.remove(object);
    }
}
