package org.lnetscope.vmcore.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

import org.eclipse.emf.ecore.util.EcoreEList;
import org.eclipse.emf.ecore.util.InternalEList;
import org.lnetscope.analysis.Evidence;
import org.lnetscope.analysis.Links;
import org.lnetscope.core.Diagnostic;
import org.lnetscope.model.CaptureSource;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibConnState;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.KibRx;
import org.lnetscope.model.ListLinkState;
import org.lnetscope.model.LndType;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.LnetPackage;
import org.lnetscope.model.LustreLayout;
import org.lnetscope.model.Message;
import org.lnetscope.model.MsgType;
import org.lnetscope.model.Net;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.PeerState;
import org.lnetscope.model.RxState;
import org.lnetscope.model.Severity;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.model.o2iblnd.ConnSizing;
import org.lnetscope.vmcore.crash.CrashNid;
import org.lnetscope.vmcore.crash.CrashStruct;
import org.lnetscope.vmcore.crash.KmemInfo;
import org.lnetscope.vmcore.crash.ListHead;
import org.lnetscope.vmcore.crash.Scalars;
import org.lnetscope.vmcore.crash.StructIndex;
import org.lnetscope.vmcore.plan.ExtractPlanner;

/**
 * Turns a parsed router extract into the fabric model: one router node with its peers and peer NIs
 * (credits, ordered lpni_txq, and the router queue: lpni_rtrq per peer NI in 2.12, lp_rtrq per peer
 * in master, where lnet_post_routed_recv_locked() parks a routed message; lib-move.c), the queued
 * messages, the kib_rx they hold and the kib_conns and kib peers those belong to, all linked by
 * kernel address, plus every diagnostic of the parse and of the mapping. Only what the dumps show
 * is set; nothing is invented, except the QP/CQ page counts, which crash cannot print and are
 * estimated ({@link ConnSizing}).
 *
 * <p>An extract is often a hand-made session with a few fields per object. What was not printed is
 * recorded in the {@link Evidence} that comes with the model, and an object known only because
 * another points at it (a kib_conn seen through rx_conn, a kib_peer_ni through ibc_peer) is kept
 * with none of its own fields read, so the analyses can still follow the chain and say which links
 * are read and which inferred ({@code org.lnetscope.analysis.Links}).
 */
public final class ExtractMapper {

    private final LnetFactory f = LnetFactory.eINSTANCE;
    private final StructIndex index;
    private final Fabric fabric;
    private final Node router;
    private final Map<String, Net> nets = new LinkedHashMap<>();
    private final Map<Long, PeerNi> peerNis = new HashMap<>();
    /** lnet_peer address to its model peer (master's lp_rtrq lives there). */
    private final Map<Long, Peer> peers = new HashMap<>();
    private final Map<Nid, Peer> peersByPrimaryNid = new HashMap<>();
    private final Map<Long, KibConn> conns = new HashMap<>();
    private final Map<Long, KibPeer> kibPeers = new HashMap<>();
    private final Map<Long, KibRx> rxs = new HashMap<>();
    private final Map<Long, Message> messages = new HashMap<>();
    private boolean master;
    private final ReadFields evidence = new ReadFields();

    /** A fabric and what its extract did and did not print. */
    public record Mapped(Fabric fabric, Evidence evidence) {
    }

    private ExtractMapper(StructIndex index, String name) {
        this.index = index;
        this.fabric = f.createFabric();
        this.router = f.createNode();
        fabric.setName(name);
        fabric.setSource(CaptureSource.VMCORE);
    }

    /** The model of the router in {@code index}; {@code name} names the fabric (the extract's file). */
    public static Fabric map(StructIndex index, String name) {
        return new ExtractMapper(index, name).build();
    }

    /** Like {@link #map}, with the evidence of which fields each object had in the extract. */
    public static Mapped mapWithEvidence(StructIndex index, String name) {
        ExtractMapper mapper = new ExtractMapper(index, name);
        return new Mapped(mapper.build(), mapper.evidence);
    }

    private Fabric build() {
        for (Diagnostic d : index.diagnostics()) {
            diagnostic(toSeverity(d.severity()), d.file() + ":" + d.line(), d.message());
        }
        node();
        for (CrashStruct peer : best("lnet_peer")) {
            peer(peer);
        }
        for (CrashStruct ni : best("lnet_peer_ni")) {
            peerNi(ni);
        }
        for (CrashStruct peer : best("kib_peer_ni")) {
            kibPeer(peer);
        }
        for (CrashStruct conn : best("kib_conn")) {
            conn(conn);
        }
        for (CrashStruct rx : best("kib_rx")) {
            rx(rx);
        }
        queues();
        txQueues();
        unprintedConnRefs();
        kibPeerNids();
        fabric.setLustreVersion(master ? LustreLayout.LAYOUT_MASTER : LustreLayout.LAYOUT_B2_12);
        fabric.setDescription("Router state read from a vmcore extract: " + peerNis.size() + " peer NIs, "
                + messages.size() + " queued messages, " + rxs.size() + " kib_rx, " + conns.size() + " kib_conns.");
        return fabric;
    }

    /** One struct per address: the most complete dump, in the order addresses were first seen. */
    private Iterable<CrashStruct> best(String type) {
        return index.structs(type);
    }

    private void node() {
        CrashStruct sys = index.sys();
        String host = sys == null ? null : sys.text("NODENAME");
        router.setHostname(host == null ? "router" : host);
        router.setRole(NodeRole.ROUTER);
        router.setRoutingEnabled(true);
        KmemInfo kmem = KmemInfo.of(index.kmem());
        if (kmem != null) {
            kmem.totalBytes().ifPresent(router::setRamBytes);
            kmem.bytes("USED").ifPresent(router::setUsedBytes);
        } else {
            diagnostic(Severity.WARNING, "extract", "no 'kmem -i' output: pinned memory cannot be compared with RAM");
        }
        // what decides whether a dead peer is noticed (WhyQueued): lnet's auto_down (router.c) and
        // lnet_lnd_timeout (api-ni.c); unread, they stay unset
        index.printed("auto_down").ifPresent(v -> router.setAutoDown((int) v));
        index.printed("lnet_lnd_timeout").ifPresent(v -> router.setLndTimeout((int) v));
        cpts();
        fabric.getNodes().add(router);
    }

    /**
     * LNET_CPT_NUMBER, the_lnet.ln_cpt_number (lib-types.h; set once by lnet_lib_init, api-ni.c, at
     * most LNET_CPT_MAX = 256): the router's CPU partitions, which LU-17999's race needs more than one
     * of. Pass 1 prints it; unprinted, the router's cptCount is 0 (unknown: the model's default 1
     * would read as a reading) and a problem says what to print.
     */
    private void cpts() {
        java.util.OptionalLong cpts = index.printed("the_lnet.ln_cpt_number");
        if (cpts.isEmpty()) {
            // 0, the model's "unknown": its default 1 was shown as a reading (Properties' "CPTs 1")
            router.setCptCount(0);
            diagnostic(Severity.INFO, "extract", "the_lnet.ln_cpt_number not printed: the router's number of CPTs is unknown"
                    + " (crash> p the_lnet.ln_cpt_number)");
        } else if (cpts.getAsLong() < 1 || cpts.getAsLong() > 256) {
            router.setCptCount(0);
            diagnostic(Severity.WARNING, "extract", "the_lnet.ln_cpt_number = " + cpts.getAsLong()
                    + " is outside 1..256 (LNET_CPT_MAX): not taken; the router's number of CPTs is unknown");
        } else {
            router.setCptCount((int) cpts.getAsLong());
        }
    }

    /** 2.12 prints a NID as a u64, master as {@code struct lnet_nid}: the latter tells the layout. */
    private Nid nid(CrashStruct owner, String path) {
        if (CrashNid.isStruct(owner, path)) {
            master = true;
        }
        return CrashNid.of(owner, path);
    }

    private Net net(Nid nid) {
        return nets.computeIfAbsent(nid.netName(), name -> {
            Net net = f.createNet();
            net.setName(name);
            net.setLndType(switch (nid.lndType()) {
                case 2 -> LndType.SOCKLND;
                case 9 -> LndType.LOLND;
                case 13 -> LndType.GNILND;
                case 14 -> LndType.GNIIPLND;
                case 16 -> LndType.KFILND;
                default -> LndType.O2IBLND;
            });
            fabric.getNets().add(net);
            return net;
        });
    }

    private void peerNi(CrashStruct s) {
        Nid nid = nid(s, "lpni_nid");
        if (nid == null) {
            diagnostic(Severity.WARNING, where(s), "lnet_peer_ni " + Scalars.address(s.address())
                    + " has no readable lpni_nid (missing, cut, or a large-address NID the model cannot hold): skipped");
            return;
        }
        net(nid);
        if (s.has("lpni_kref") || (!s.has("lpni_rtrq") && s.has("lpni_txq"))) {
            master = true; // a whole master dump; a partial one is told by its NID or its peer
        }
        PeerNi ni = f.createPeerNi();
        ni.setAddress(s.address());
        ni.setNid(nid);
        s.intValue("lpni_txcredits").ifPresent(ni::setTxCredits);
        s.intValue("lpni_mintxcredits").ifPresent(ni::setMinTxCredits);
        s.intValue("lpni_rtrcredits").ifPresent(ni::setRtrCredits);
        s.intValue("lpni_minrtrcredits").ifPresent(ni::setMinRtrCredits);
        s.number("lpni_txqnob").ifPresent(ni::setTxqNob);
        OptionalLong refs = s.has("lpni_refcount") ? s.counter("lpni_refcount") : s.counter("lpni_kref");
        refs.ifPresent(r -> ni.setRefcount((int) r));
        s.counter("lpni_healthv").ifPresent(h -> ni.setHealthValue((int) h));
        s.number("lpni_last_alive").ifPresent(ni::setLastAlive);
        // router aliveness (lnet_peer_alive_locked, lib-move.c; lnet_notify_locked, router.c; v2_12_9)
        s.intValue("lpni_alive_count").ifPresent(ni::setAliveCount);
        s.number("lpni_timestamp").ifPresent(ni::setTimestamp);
        s.number("lpni_last_query").ifPresent(ni::setLastQuery);
        Boolean notified = s.bool("lpni_notified");
        if (notified != null) {
            ni.setNotified(notified);
        }
        Boolean alive = s.bool("lpni_alive");
        OptionalLong nsStatus = s.number("lpni_ns_status");
        if (alive != null) {
            ni.setState(alive ? PeerState.UP : PeerState.DOWN);
        } else if (nsStatus.isPresent()) {
            // master: lnet_is_peer_ni_alive() is lpni_ns_status == LNET_NI_STATUS_UP (lib-lnet.h)
            long st = nsStatus.getAsLong() & 0xffffffffL;
            ni.setState(st == LNET_NI_STATUS_UP ? PeerState.UP : st == LNET_NI_STATUS_DOWN ? PeerState.DOWN : PeerState.NA);
        } else {
            ni.setState(PeerState.NA);
        }
        netTunables(s, nid, ni);
        Peer peer = peerOf(s);
        if (peer == null) {
            // The lnet_peer was not dumped: one peer per NI, as a non-multi-rail peer is.
            peer = f.createPeer();
            peer.setPrimaryNid(nid);
            router.getPeers().add(peer);
        }
        peer.getPeerNis().add(ni);
        peerNis.put(s.address(), ni);
    }

    /** LNET_NI_STATUS_UP / _DOWN (lnet/include/uapi/linux/lnet/lnet-idl.h, master). */
    static final long LNET_NI_STATUS_UP = 0x15aac0deL;
    static final long LNET_NI_STATUS_DOWN = 0xdeadfaceL;

    /**
     * The peer NI's lpni_net, when its {@code struct lnet_net} (or {@code .net_tunables}) was
     * printed: {@code lct_peer_timeout} decides whether aliveness is on for every peer of that net
     * (lnet_peer_aliveness_enabled, lib-types.h).
     */
    private void netTunables(CrashStruct ni, Nid nid, PeerNi model) {
        long address = ni.pointer("lpni_net").orElse(0);
        CrashStruct net = address == 0 ? null : index.find("lnet_net", address);
        if (net == null) {
            return;
        }
        OptionalLong timeout = net.number("net_tunables.lct_peer_timeout");
        Net modelNet = net(nid);
        if (timeout.isPresent() && !modelNet.isSetPeerTimeout()) {
            modelNet.setPeerTimeout((int) timeout.getAsLong());
        }
        // lct_peer_tx_credits is the peer NI's initial lpni_txcredits (lnet_peer_ni_alloc, peer.c)
        net.number("net_tunables.lct_peer_tx_credits").ifPresent(max -> model.setMaxTxCredits((int) max));
    }

    /** An lnet_peer: in master it owns lp_rtrq, the queue its NIs' lpni_rtrcredits count. */
    private void peer(CrashStruct s) {
        if (s.has("lp_rtrq")) {
            master = true;
        }
        Peer peer = f.createPeer();
        Nid primary = nid(s, "lp_primary_nid");
        if (primary != null) {
            peer.setPrimaryNid(primary);
            peersByPrimaryNid.put(primary, peer);
        }
        router.getPeers().add(peer);
        peers.put(s.address(), peer);
    }

    /**
     * The dumped lnet_peer of a peer NI: through {@code lpni_peer_net->lpn_peer} when the peer net
     * was dumped, else the peer whose primary NID is this NI's (true of every non-multi-rail peer).
     * Null if neither was dumped.
     */
    private Peer peerOf(CrashStruct ni) {
        CrashStruct peerNet = index.find("lnet_peer_net", ni.pointer("lpni_peer_net").orElse(0));
        if (peerNet == null) {
            Nid nid = nid(ni, "lpni_nid");
            return nid == null ? null : peersByPrimaryNid.get(nid);
        }
        Peer peer = peers.get(peerNet.pointer("lpn_peer").orElse(0));
        if (peer != null && peer.getPrimaryNid() == null) {
            peer.setPrimaryNid(nid(ni, "lpni_nid"));
        }
        return peer;
    }

    private void kibPeer(CrashStruct s) {
        KibPeer peer = f.createKibPeer();
        peer.setAddress(s.address());
        Nid nid = nid(s, "ibp_nid");
        if (nid != null) {
            peer.setNid(nid);
        }
        s.number("ibp_incarnation").ifPresent(peer::setIncarnation);
        s.number("ibp_last_alive").ifPresent(peer::setLastAlive);
        s.intValue("ibp_connecting").ifPresent(peer::setConnecting);
        s.intValue("ibp_accepting").ifPresent(peer::setAccepting);
        s.intValue("ibp_reconnecting").ifPresent(peer::setReconnecting);
        s.intValue("ibp_races").ifPresent(peer::setRaces);
        s.intValue("ibp_reconnected").ifPresent(peer::setReconnected);
        s.intValue("ibp_error").ifPresent(peer::setError);
        router.getKibPeers().add(peer);
        kibPeers.put(s.address(), peer);
    }

    /** A kib_peer_ni seen only through ibc_peer: kept so its conns have an owner. */
    private KibPeer kibPeerAt(long address, CrashStruct conn) {
        KibPeer known = kibPeers.get(address);
        if (known != null) {
            return known;
        }
        KibPeer peer = f.createKibPeer();
        peer.setAddress(address);
        router.getKibPeers().add(peer);
        kibPeers.put(address, peer);
        evidence.unprinted(peer);
        diagnostic(Severity.INFO, where(conn), "kib_peer_ni " + Scalars.address(address)
                + " was not dumped: its NID is taken from the messages its conns hold");
        return peer;
    }

    private void conn(CrashStruct s) {
        KibConn conn = f.createKibConn();
        conn.setAddress(s.address());
        s.intValue("ibc_state").ifPresent(st -> {
            if (st >= 0 && st < KibConnState.VALUES.size()) {
                conn.setState(KibConnState.get(st));
            }
        });
        s.counter("ibc_refcount").ifPresent(r -> conn.setRefcount((int) r));
        s.intValue("ibc_nrx").ifPresent(conn::setNrx);
        s.intValue("ibc_queue_depth").ifPresent(conn::setQueueDepth);
        s.intValue("ibc_credits").ifPresent(conn::setCredits);
        s.intValue("ibc_outstanding_credits").ifPresent(conn::setOutstandingCredits);
        s.intValue("ibc_reserved_credits").ifPresent(conn::setReservedCredits);
        s.intValue("ibc_nsends_posted").ifPresent(conn::setNsendsPosted);
        s.intValue("ibc_version").ifPresent(conn::setVersion);
        s.number("ibc_incarnation").ifPresent(conn::setIncarnation);
        s.intValue("ibc_comms_error").ifPresent(conn::setCommsError);
        linkState(s.list("ibc_list")).ifPresent(conn::setIbcListState);
        linkState(s.list("ibc_sched_list")).ifPresent(conn::setIbcSchedListState);
        int qd = conn.getQueueDepth();
        int frags = s.intOr("ibc_max_frags", ConnSizing.DEFAULT_MAX_FRAGS);
        boolean hasQp = s.pointer("ibc_cmid").orElse(0) != 0;
        boolean hasCq = s.pointer("ibc_cq").orElse(0) != 0;
        if (qd > 0) {
            conn.setQpPages(hasQp ? qpPages(qd, frags) : 0);
            conn.setCqPages(hasCq ? cqPages(qd, frags) : 0);
            conn.setRxPages(s.pointer("ibc_rx_pages").orElse(0) != 0 ? ConnSizing.rxPages(qd) : 0);
        }
        for (String field : CONN_FIELDS) {
            if (!s.has(field)) {
                evidence.unread(conn, field);
            }
        }
        // An extract has the rxs messages point at (msg_private), never a conn's whole ibc_rxs array
        evidence.unread(conn, "ibc_rxs");
        long peerAddress = s.pointer("ibc_peer").orElse(0);
        if (peerAddress == 0) {
            // kept: its rxs and the messages holding them still make a chain; the peer's NID is
            // inferred from those messages (kibPeerNids)
            diagnostic(Severity.INFO, where(s), "kib_conn " + Scalars.address(s.address()) + " was printed without"
                    + " ibc_peer: its peer is inferred from the messages its rxs hold");
            unknownPeer().getConns().add(conn);
        } else {
            kibPeerAt(peerAddress, s).getConns().add(conn);
        }
        conns.put(s.address(), conn);
    }

    /** The kib_conn fields the analyses rely on; one not printed is recorded as unread. */
    private static final String[] CONN_FIELDS = {"ibc_state", "ibc_refcount", "ibc_peer", "ibc_nrx"};

    /** A kib_peer_ni placeholder for one conn whose ibc_peer is not known (no address, NID inferred later). */
    private KibPeer unknownPeer() {
        KibPeer peer = f.createKibPeer();
        router.getKibPeers().add(peer);
        evidence.unprinted(peer);
        return peer;
    }

    /**
     * A kib_conn seen only through an rx's rx_conn: kept with nothing of its own read (its state,
     * refcount and peer unknown), so the rx and the message holding it stay in the chain.
     */
    private KibConn connAt(long address, CrashStruct rx) {
        KibConn conn = f.createKibConn();
        conn.setAddress(address);
        evidence.unprinted(conn);
        unknownPeer().getConns().add(conn);
        conns.put(address, conn);
        diagnostic(Severity.INFO, where(rx), "kib_conn " + Scalars.address(address) + " (rx_conn of kib_rx "
                + Scalars.address(rx.address()) + ") was not printed: its state and refcount are unknown; run 'struct"
                + " kib_conn " + Scalars.address(address) + "'");
        return conn;
    }

    /** QP pages of a conn: {@link ConnSizing#qpPages}, the rule the simulator uses too (an estimate). */
    static int qpPages(int queueDepth, int maxFrags) {
        return ConnSizing.qpPages(queueDepth, maxFrags);
    }

    /** CQ pages of a conn: {@link ConnSizing#cqPages}. */
    static int cqPages(int queueDepth, int maxFrags) {
        return ConnSizing.cqPages(queueDepth, maxFrags);
    }

    private static Optional<ListLinkState> linkState(ListHead head) {
        return switch (head.state()) {
            case LINKED -> Optional.of(ListLinkState.LINKED);
            case EMPTY -> Optional.of(ListLinkState.EMPTY);
            case POISONED -> Optional.of(ListLinkState.POISONED);
            case UNKNOWN -> Optional.empty();
        };
    }

    private void rx(CrashStruct s) {
        long connAddress = s.pointer("rx_conn").orElse(0);
        KibConn conn = conns.get(connAddress);
        if (conn == null && connAddress == 0) {
            diagnostic(Severity.WARNING, where(s), "kib_rx " + Scalars.address(s.address()) + " was printed without"
                    + " rx_conn: skipped; run 'struct kib_rx " + Scalars.address(s.address()) + "'");
            return;
        }
        if (conn == null) {
            conn = connAt(connAddress, s);
        }
        KibRx rx = f.createKibRx();
        rx.setAddress(s.address());
        int nob = s.intOr("rx_nob", 0);
        rx.setNob(nob);
        // rx_nob: -1 while posted (kiblnd_post_rx), the received length once kiblnd_rx_complete()
        // has it, kept until kiblnd_post_rx() reposts it after LNet is done (o2iblnd_cb.c). On a
        // conn past ESTABLISHED kiblnd_post_rx() drops the rx (kiblnd_drop_rx) and returns without
        // resetting rx_nob: there a positive rx_nob says only that the rx once held a message; a
        // parked message that still owns it makes it HELD again (message()).
        boolean closed = conn.getState().getValue() > KibConnState.ESTABLISHED_VALUE;
        rx.setState(nob > 0 ? (closed ? RxState.IDLE : RxState.HELD) : nob < 0 ? RxState.POSTED : RxState.IDLE);
        if (!s.has("rx_nob")) {
            evidence.unread(rx, "rx_nob");
        }
        OptionalLong msg = s.pointer("rx_msg");
        if (msg.isPresent()) {
            CrashStruct kibMsg = index.find("kib_msg", msg.getAsLong());
            if (kibMsg != null) {
                kibMsg.charCode("ibm_type").ifPresent(rx::setMsgType);
            }
        }
        conn.getRxs().add(rx);
        rxs.put(s.address(), rx);
    }

    /** Walks of lpni_txq/lpni_rtrq and master's lp_rtrq become the ordered queues of the model. */
    private void queues() {
        for (StructIndex.Walk walk : index.walks()) {
            if (!"lnet_msg".equals(walk.type())) {
                continue;
            }
            List<CrashStruct> entries = new ArrayList<>(walk.entries().length);
            int undumped = 0;
            for (long address : walk.entries()) {
                CrashStruct entry = index.find("lnet_msg", address);
                if (entry == null) {
                    // an address in the walk whose struct was not printed (output cut or damaged,
                    // found by CrashLogFuzzTest): the queue keeps the messages that were
                    undumped++;
                } else {
                    entries.add(entry);
                }
            }
            if (undumped > 0) {
                diagnostic(Severity.WARNING, walk.command().file() + ":" + walk.command().line(), undumped
                        + " entries of this list have no lnet_msg dump: left out of the queue");
            }
            if (entries.isEmpty()) {
                continue;
            }
            List<Message> queue = queueOf(walk.head(), entries);
            boolean routerQueue = queue != null && isRouterQueue(queue);
            if (queue == null) {
                diagnostic(Severity.WARNING, walk.command().file() + ":" + walk.command().line(), "list of "
                        + entries.size() + " lnet_msg matches no dumped lpni_txq, lpni_rtrq or lp_rtrq: messages kept"
                        + " unqueued");
            }
            // EMF's list add scans the list for a duplicate (quadratic on a 17,000-message rtrq):
            // check with an identity set instead, then add without the scan
            Set<Message> queued = Collections.newSetFromMap(new IdentityHashMap<>());
            queued.addAll(queue == null ? List.of() : queue);
            for (CrashStruct e : entries) {
                Message m = message(e, routerQueue);
                if (queue != null && m != null && queued.add(m)) {
                    ((InternalEList<Message>) queue).addUnique(m);
                }
            }
        }
    }

    /**
     * Walks of kib_tx lists become counts on their owner: a kib_peer_ni's ibp_tx_queue, a conn's
     * send queues and ibc_active_txs (o2iblnd.h). The owner is the struct whose member, at the offset
     * {@code struct -o} printed, is the walk's head.
     */
    private void txQueues() {
        for (StructIndex.Walk walk : index.walks()) {
            if (!"kib_tx".equals(walk.type()) || walk.head() == 0) {
                continue;
            }
            int n = walk.entries().length;
            if (txOwner(walk.head(), n)) {
                continue;
            }
            diagnostic(Severity.WARNING, walk.command().file() + ":" + walk.command().line(), "list of " + n
                    + " kib_tx matches no dumped kib_peer_ni.ibp_tx_queue or kib_conn tx list: not counted");
        }
    }

    private boolean txOwner(long head, int count) {
        OptionalLong peerOff = memberOffset("kib_peer_ni", "ibp_tx_queue");
        if (peerOff.isPresent()) {
            KibPeer peer = kibPeers.get(head - peerOff.getAsLong());
            if (peer != null) {
                peer.setWaitingTxs((peer.isSetWaitingTxs() ? peer.getWaitingTxs() : 0) + count);
                return true;
            }
        }
        for (String list : ExtractPlanner.CONN_TX_LISTS) {
            OptionalLong off = memberOffset("kib_conn", list);
            KibConn conn = off.isEmpty() ? null : conns.get(head - off.getAsLong());
            if (conn == null) {
                continue;
            }
            if (list.equals("ibc_active_txs")) {
                conn.setActiveTxs((conn.isSetActiveTxs() ? conn.getActiveTxs() : 0) + count);
            } else {
                conn.setQueuedTxs((conn.isSetQueuedTxs() ? conn.getQueuedTxs() : 0) + count);
            }
            return true;
        }
        return false;
    }

    private OptionalLong memberOffset(String type, String member) {
        CrashStruct s = index.offsets(type);
        return s == null ? OptionalLong.empty() : Scalars.hex(s.text(member));
    }

    /**
     * Which queue a list walk is: its {@code -H} head is the queue's own address, inside the owning
     * struct, and the queue's {@code next}/{@code prev} point into its first/last entry (at the
     * msg_list offset). Null when no dumped peer NI or peer owns it.
     */
    private List<Message> queueOf(long head, List<CrashStruct> entries) {
        long first = entries.get(0).address();
        long last = entries.get(entries.size() - 1).address();
        for (CrashStruct s : best("lnet_peer_ni")) {
            PeerNi ni = peerNis.get(s.address());
            if (ni == null) {
                continue;
            }
            if (walks(s, "lpni_txq", head, first, last)) {
                return ni.getTxq();
            }
            if (walks(s, "lpni_rtrq", head, first, last)) {
                return ni.getRtrq();
            }
        }
        for (CrashStruct s : best("lnet_peer")) {
            Peer peer = peers.get(s.address());
            if (peer != null && walks(s, "lp_rtrq", head, first, last)) {
                return peer.getRtrq();
            }
        }
        return null;
    }

    /** lpni_rtrq or lp_rtrq: where lnet_post_routed_recv_locked() parks a routed message with its rx. */
    private static boolean isRouterQueue(List<Message> queue) {
        return queue instanceof EcoreEList<?> list
                && (list.getEStructuralFeature() == LnetPackage.Literals.PEER_NI__RTRQ
                        || list.getEStructuralFeature() == LnetPackage.Literals.PEER__RTRQ);
    }

    private static boolean walks(CrashStruct owner, String queue, long head, long first, long last) {
        ListHead h = owner.list(queue);
        if (h.state() != ListHead.State.LINKED) {
            return false;
        }
        boolean headInside = head != 0 && Long.compareUnsigned(head - owner.address(), 0x400) < 0;
        boolean ends = Long.compareUnsigned(h.next() - first, 0x100) < 0
                && Long.compareUnsigned(h.prev() - last, 0x100) < 0;
        return ends && (head == 0 || headInside);
    }

    /**
     * A conn seen only through rx_conn gets the refs its held rxs prove, as a lower bound: each rx
     * a conn still owns holds one ref and is counted in ibc_nrx (kiblnd_create_conn,
     * kiblnd_drop_rx; o2iblnd.c, o2iblnd_cb.c). Still unread in the evidence.
     */
    private void unprintedConnRefs() {
        for (KibConn conn : conns.values()) {
            if (!evidence.read(conn, "ibc_refcount") && !evidence.read(conn, "ibc_state")) {
                int held = conn.heldRxs().size();
                conn.setRefcount(Math.max(conn.getRefcount(), held));
                conn.setNrx(Math.max(conn.getNrx(), held));
            }
        }
    }

    /**
     * A kib peer known only through ibc_peer, or not at all: its NID is the previous hop of the
     * messages its conns hold (msg_rxpeer, or inferred from msg_hdr.src_nid; Links.peerNid).
     */
    private void kibPeerNids() {
        Links links = new Links(router, evidence);
        for (KibPeer peer : router.getKibPeers()) {
            if (peer.getNid() != null) {
                continue;
            }
            for (KibConn conn : peer.getConns()) {
                Links.Link<Nid> nid = links.peerNid(conn);
                if (nid.known()) {
                    peer.setNid(nid.target()); // still unread in the evidence: Links says it is inferred
                    break;
                }
            }
        }
    }

    /** The lnet_msg fields the analyses rely on; one not printed is recorded as unread. */
    private static final String[] MSG_FIELDS = {"msg_rxpeer", "msg_private", "msg_rx_delayed", "msg_hdr.src_nid"};

    private Message message(CrashStruct e, boolean onRouterQueue) {
        Message known = messages.get(e.address());
        if (known != null) {
            return known;
        }
        Message m = f.createMessage();
        m.setAddress(e.address());
        e.intValue("msg_type").ifPresent(t -> {
            if (t >= 0 && t < MsgType.VALUES.size()) {
                m.setType(MsgType.get(t));
            }
        });
        Nid src = nid(e, "msg_hdr.src_nid");
        if (src != null) {
            m.setSrcNid(src);
        }
        Nid dest = nid(e, "msg_hdr.dest_nid");
        if (dest != null) {
            m.setDestNid(dest);
        }
        e.intValue("msg_len").ifPresent(m::setLength);
        m.setRouting(flag(e, "msg_routing"));
        m.setSending(flag(e, "msg_sending"));
        m.setReceiving(flag(e, "msg_receiving"));
        m.setTxDelayed(flag(e, "msg_tx_delayed"));
        m.setRxDelayed(flag(e, "msg_rx_delayed"));
        m.setRxReadyDelay(flag(e, "msg_rx_ready_delay"));
        m.setTxCommitted(flag(e, "msg_tx_committed"));
        m.setRxCommitted(flag(e, "msg_rx_committed"));
        m.setTxCredit(flag(e, "msg_txcredit"));
        m.setPeerTxCredit(flag(e, "msg_peertxcredit"));
        m.setRtrCredit(flag(e, "msg_rtrcredit"));
        m.setPeerRtrCredit(flag(e, "msg_peerrtrcredit"));
        m.setRxPeer(peerNis.get(e.pointer("msg_rxpeer").orElse(0)));
        m.setTxPeer(peerNis.get(e.pointer("msg_txpeer").orElse(0)));
        // Only a parked message (still receiving, rx delayed) owns its kib_rx: kiblnd_recv() runs,
        // and reposts or drops the rx, only once lnet_post_routed_recv_locked() gives it a router
        // credit (o2iblnd has no lnd_eager_recv); on lpni_txq msg_private is a stale pointer to an
        // rx long since reposted. A message on a router queue is parked even when msg_rx_delayed
        // was not printed.
        boolean parked = e.has("msg_rx_delayed") ? m.isRxDelayed() && (m.isReceiving() || !e.has("msg_receiving"))
                : onRouterQueue;
        if (parked) {
            KibRx rx = rxs.get(e.pointer("msg_private").orElse(0));
            if (rx != null) {
                m.setKibRx(rx);
                if (!evidence.read(rx, "rx_nob") || rx.getNob() > 0) {
                    rx.setState(RxState.HELD); // owned by this parked message
                }
            }
        }
        for (String field : MSG_FIELDS) {
            if (!e.has(field)) {
                evidence.unread(m, field);
            }
        }
        router.getMessages().add(m);
        messages.put(e.address(), m);
        return m;
    }

    private static boolean flag(CrashStruct e, String name) {
        return Boolean.TRUE.equals(e.bool(name));
    }

    private static String where(CrashStruct s) {
        return s.command().file() + ":" + s.line();
    }

    private static Severity toSeverity(Diagnostic.Severity s) {
        return switch (s) {
            case INFO -> Severity.INFO;
            case WARNING -> Severity.WARNING;
            case ERROR -> Severity.ERROR;
        };
    }

    private void diagnostic(Severity severity, String location, String message) {
        org.lnetscope.model.Diagnostic d = f.createDiagnostic();
        d.setSeverity(severity);
        d.setLocation(location);
        d.setMessage(message);
        fabric.getDiagnostics().add(d);
    }
}
