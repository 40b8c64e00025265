package org.lnetscope.sim.export;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.InternalEList;
import org.lnetscope.model.CaptureSource;
import org.lnetscope.model.Diagnostic;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibConnState;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.ListLinkState;
import org.lnetscope.model.LndType;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.LocalNi;
import org.lnetscope.model.LustreLayout;
import org.lnetscope.model.Message;
import org.lnetscope.model.MsgType;
import org.lnetscope.model.Net;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.PoolKind;
import org.lnetscope.model.Route;
import org.lnetscope.model.RtrBufferPool;
import org.lnetscope.model.RxState;
import org.lnetscope.model.Severity;
import org.lnetscope.model.Stats;
import org.lnetscope.model.Tunables;
import org.lnetscope.model.TxQueue;
import org.lnetscope.model.nid.Lnd;
import org.lnetscope.sim.engine.Time;
import org.lnetscope.sim.lnet.LnetMsg;
import org.lnetscope.sim.lnet.LnetNi;
import org.lnetscope.sim.lnet.LnetPeer;
import org.lnetscope.sim.lnet.LnetPeerNi;
import org.lnetscope.sim.lnet.LnetRoute;
import org.lnetscope.sim.lnet.LnetTxQueue;
import org.lnetscope.sim.lnet.RtrBufPool;
import org.lnetscope.sim.o2iblnd.KibConn;
import org.lnetscope.sim.o2iblnd.KibPeerNi;
import org.lnetscope.sim.o2iblnd.KibRx;
import org.lnetscope.sim.scenario.Scenario;
import org.lnetscope.sim.world.SimNode;
import org.lnetscope.sim.world.SimTunables;
import org.lnetscope.sim.world.World;

/**
 * The simulated fabric at the current instant as an org.lnetscope.model {@link Fabric}, ready to
 * be saved as .lnetmodel: every node's NIs and CPT queues, peer table with credits and queues,
 * router pools, kib peers with their conns (pinned ones included) and the rxs LNet holds, and every
 * committed lnet_msg. Objects keep the simulator's synthetic kernel addresses.
 */
public final class FabricExporter {

    /** Simulated time 0 on the wall clock, fixed so output is byte-identical between runs. */
    public static final Instant EPOCH = Instant.parse("2024-06-11T00:00:00Z");

    private static final LnetFactory F = LnetFactory.eINSTANCE;

    private final World world;
    private final Map<String, Net> nets = new HashMap<>();
    /** The model messages made so far, by {@link LnetMsg#exportIndex}, and the messages they were made of. */
    private final List<Message> messages;
    private final List<LnetMsg> exported;
    /**
     * Each simulator object and the model object made of it (for a trace's initial ids); null when
     * not asked for, as a .lnetmodel export does not need it (millions of entries at an OOM).
     */
    private final Map<Object, EObject> bySim;

    /** A fabric and, for each simulator object in it, its model object. */
    public record Mapped(Fabric fabric, Map<Object, EObject> objects) {
    }

    private FabricExporter(World world, boolean mapped) {
        this.world = world;
        this.bySim = mapped ? new IdentityHashMap<>() : null;
        int committed = 0;
        for (SimNode node : world.nodes) {
            committed += node.active.size();
        }
        this.messages = new ArrayList<>(committed);
        this.exported = new ArrayList<>(committed);
    }

    public static Fabric export(World world, Scenario scenario) {
        return new FabricExporter(world, false).fabric(scenario);
    }

    /** As {@link #export}, keeping which simulator object each model object stands for. */
    /** Location of the INFO diagnostic that names the release a 2.13+ layout run followed ("lustre 2.15 (v2_15_8)"). */
    public static final String LAYOUT_NOTE_LOCATION = "simulator layout";

    public static Mapped exportMapped(World world, Scenario scenario) {
        FabricExporter exporter = new FabricExporter(world, true);
        Fabric fabric = exporter.fabric(scenario);
        return new Mapped(fabric, exporter.bySim);
    }

    private void mapped(Object sim, EObject model) {
        if (bySim != null) {
            bySim.put(sim, model);
        }
    }

    /** The model message made of {@code msg} by this export, or null. */
    private Message messageOf(LnetMsg msg) {
        int i = msg.exportIndex;
        // another export (an earlier one, or one of another world) may have left its own index here
        return i >= 0 && i < exported.size() && exported.get(i) == msg ? messages.get(i) : null;
    }

    private Fabric fabric(Scenario scenario) {
        Fabric fabric = F.createFabric();
        fabric.setName(scenario.name());
        fabric.setDescription(scenario.description());
        fabric.setLustreVersion(world.layout212() ? LustreLayout.LAYOUT_B2_12 : LustreLayout.LAYOUT_MASTER);
        fabric.setSource(CaptureSource.SIMULATOR);
        fabric.setCaptureTime(EPOCH.plusNanos(world.now()));
        fabric.setTunables(tunables(world.tunables));
        for (SimNode node : world.nodes) {
            for (LnetNi ni : node.nis) {
                net(ni.net, fabric);
            }
        }
        for (SimNode node : world.nodes) {
            fabric.getNodes().add(node(node));
        }
        Diagnostic note = F.createDiagnostic();
        note.setSeverity(Severity.INFO);
        note.setLocation("simulator t=" + Time.format(world.now()));
        note.setMessage("scenario " + scenario.name() + ", seed " + scenario.seed() + ", " + world.q.fired() + " events");
        fabric.getDiagnostics().add(note);
        if (!world.layout212()) {
            // The model's lustreVersion is the struct layout (2.12 or 2.13+), which does not say which 2.13+
            // release's code ran; why-alive reads it from here (WhyAlive.releaseOf). 2.12 needs no note.
            Diagnostic layout = F.createDiagnostic();
            layout.setSeverity(Severity.INFO);
            layout.setLocation(LAYOUT_NOTE_LOCATION);
            layout.setMessage("lustre " + world.release().label + " (" + world.release().tag + ")");
            fabric.getDiagnostics().add(layout);
        }
        SimNode oom = world.memory.firstOom();
        if (oom != null) {
            Diagnostic d = F.createDiagnostic();
            d.setSeverity(Severity.ERROR);
            d.setLocation("simulator t=" + Time.format(oom.oomAtNs));
            d.setMessage(oom.hostname + " ran out of memory");
            fabric.getDiagnostics().add(d);
        }
        return fabric;
    }

    private Net net(String name, Fabric fabric) {
        return nets.computeIfAbsent(name, n -> {
            Net net = F.createNet();
            net.setName(n);
            net.setLndType(LndType.get(Lnd.O2IBLND.type()));
            fabric.getNets().add(net);
            return net;
        });
    }

    private static Tunables tunables(SimTunables t) {
        Tunables m = F.createTunables();
        m.setPeerCredits(t.peerCredits());
        m.setPeerBufferCredits(t.peerBufferCredits());
        m.setCredits(t.credits());
        m.setConcurrentSends(t.concurrentSends());
        m.setPeerCreditsHiw(t.peerCreditsHiw());
        m.setPeerTimeout(t.peerTimeout());
        m.setTransactionTimeout(t.transactionTimeout());
        m.setRetryCount(t.retryCount());
        m.setHealthSensitivity(t.healthSensitivity());
        m.setDiscovery(t.discovery());
        m.setLndTimeout(t.lndTimeout());
        m.setTinyRouterBuffers(t.tinyRouterBuffers());
        m.setSmallRouterBuffers(t.smallRouterBuffers());
        m.setLargeRouterBuffers(t.largeRouterBuffers());
        return m;
    }

    private Node node(SimNode node) {
        long now = world.now();
        Node m = F.createNode();
        m.setHostname(node.hostname);
        m.setRole(switch (node.role) {
            case COMPUTE -> NodeRole.COMPUTE;
            case ROUTER -> NodeRole.ROUTER;
            case SERVER -> NodeRole.SERVER;
        });
        m.setGroup(node.group);
        m.setRamBytes(node.ramBytes);
        m.setUsedBytes(node.usedBytes());
        m.setMemAvailableBytes(Math.max(0, node.ramBytes - node.usedBytes())); // as ObjectSync.syncNode
        m.setRoutingEnabled(node.isRouter() && node.routingEnabled);
        m.setCptCount(node.ncpts);
        m.setClockSeconds(node.clockSeconds(now));
        // what the cause analyses read (WhyQueued, WhyAlive): the run's own settings, so set
        m.setAutoDown(world.tunables.autoDown() ? 1 : 0);
        if (world.tunables.lndTimeout() > 0) {
            m.setLndTimeout(world.tunables.lndTimeout());
        }
        m.setStats(stats(node));
        mapped(node, m);
        mapped(node.stats, m.getStats());
        // Messages first: the queues below refer to them. Added in one call, without EMF's
        // per-add uniqueness check (each is new).
        List<LnetMsg> active = node.active.toList();
        int first = messages.size();
        for (LnetMsg msg : active) {
            Message mm = F.createMessage();
            msg.exportIndex = messages.size();
            messages.add(mm);
            exported.add(msg);
            mapped(msg, mm);
        }
        ((InternalEList<Message>) m.getMessages())
                .addAllUnique(messages.subList(first, messages.size()));
        Map<LnetNi, LocalNi> localNis = new IdentityHashMap<>();
        for (LnetNi ni : node.nis) {
            LocalNi li = F.createLocalNi();
            li.setNid(ni.nid);
            li.setNet(nets.get(ni.net));
            li.setStatus(ModelValues.niStatus(node));
            mapped(ni, li);
            li.setInterfaceName("ib" + ni.nid.netNumber());
            li.setPeerCredits(world.tunables.peerCredits());
            li.setPeerRtrCredits(world.tunables.peerBufferCredits());
            li.setMaxTxCredits(world.tunables.credits());
            li.setPeerTimeout(world.tunables.peerTimeout());
            for (LnetTxQueue tq : ni.txQueues) {
                TxQueue q = F.createTxQueue();
                q.setCpt(tq.cpt);
                q.setCredits(tq.tqCredits);
                q.setMaxCredits(tq.tqCreditsMax);
                q.setMinCredits(tq.tqCreditsMin);
                mapped(tq, q);
                refs(tq.tqDelayed.toList(), q.getDelayed());
                li.getTxQueues().add(q);
            }
            localNis.put(ni, li);
            m.getLocalNis().add(li);
        }
        Map<LnetPeerNi, PeerNi> peerNis = new IdentityHashMap<>();
        for (LnetPeer peer : node.peers.peers()) {
            Peer p = F.createPeer();
            p.setAddress(peer.address);
            p.setPrimaryNid(peer.primaryNid);
            mapped(peer, p);
            for (LnetPeerNi lp : peer.peerNis) {
                PeerNi pn = F.createPeerNi();
                pn.setAddress(lp.address);
                pn.setNid(lp.nid);
                mapped(lp, pn);
                pn.setState(ModelValues.peerState(world, node, lp));
                pn.setRefcount(lp.refcount());
                pn.setMaxTxCredits(lp.maxTxCredits);
                pn.setTxCredits(lp.txCredits);
                pn.setMinTxCredits(lp.minTxCredits);
                pn.setRtrCredits(lp.rtrCredits);
                pn.setMinRtrCredits(lp.minRtrCredits);
                pn.setTxqNob(lp.txqNob);
                if (lp.lastAlive != 0) {
                    pn.setLastAlive(node.clockSeconds(lp.lastAlive));
                }
                pn.setHealthValue(lp.healthValue);
                // the aliveness fields of the layout (lnet_notify_locked 2.12, lnet_notify master)
                if (world.layout212()) {
                    pn.setAliveCount(lp.aliveCount);
                    pn.setTimestamp(lp.notifyTimestamp == 0 ? 0 : node.clockSeconds(lp.notifyTimestamp));
                    pn.setLastQuery(lp.lastQuery == 0 ? 0 : node.clockSeconds(lp.lastQuery));
                } else {
                    pn.setNotified(lp.notified);
                }
                refs(lp.txq.toList(), pn.getTxq());
                refs(lp.lpniRtrq.toList(), pn.getRtrq());
                peerNis.put(lp, pn);
                p.getPeerNis().add(pn);
            }
            refs(peer.lpRtrq.toList(), p.getRtrq());
            m.getPeers().add(p);
        }
        if (node.rtrPools != null) {
            for (int kind = RtrBufPool.TINY; kind <= RtrBufPool.LARGE; kind++) {
                for (RtrBufPool[] cpt : node.rtrPools) {
                    RtrBufPool pool = cpt[kind];
                    RtrBufferPool rp = F.createRtrBufferPool();
                    rp.setKind(PoolKind.get(kind));
                    rp.setCpt(pool.cpt);
                    rp.setNpages(pool.npages);
                    rp.setNbuffers(pool.nbuffers);
                    rp.setCredits(pool.credits);
                    rp.setMinCredits(pool.minCredits);
                    mapped(pool, rp);
                    refs(pool.rbpMsgs.toList(), rp.getMsgs());
                    m.getRtrBufferPools().add(rp);
                }
            }
        }
        List<KibPeerNi> kibPeers = new ArrayList<>(node.kib.peers());
        kibPeers.addAll(node.kib.unlinkedPeers());
        for (KibPeerNi kp : kibPeers) {
            m.getKibPeers().add(kibPeer(node, kp, localNis));
        }
        for (List<LnetRoute> routes : node.routes.values()) {
            for (LnetRoute route : routes) {
                Route r = F.createRoute();
                r.setNet(nets.get(route.net()));
                r.setHops(route.hops());
                r.setPriority(route.priority());
                r.setGateway(route.gateway());
                LnetPeerNi gw = node.peers.find(route.gateway());
                r.setState(ModelValues.routeState(world, gw));
                mapped(route, r);
                m.getRoutes().add(r);
            }
        }
        for (LnetMsg msg : active) {
            fillMessage(msg, messageOf(msg), peerNis);
        }
        return m;
    }

    private KibPeer kibPeer(SimNode node, KibPeerNi kp, Map<LnetNi, LocalNi> localNis) {
        KibPeer p = F.createKibPeer();
        mapped(kp, p);
        p.setAddress(kp.address);
        p.setNid(kp.nid);
        p.setNi(localNis.get(kp.ni));
        p.setIncarnation(kp.incarnation);
        if (kp.lastAlive != 0) {
            p.setLastAlive(node.clockSeconds(kp.lastAlive));
        }
        p.setConnecting(kp.connecting);
        p.setReconnecting(kp.reconnecting);
        p.setRaces(kp.races);
        p.setReconnected(kp.reconnected);
        p.setError(kp.error);
        for (KibConn conn : kp.allConns) {
            p.getConns().add(kibConn(node, conn));
        }
        return p;
    }

    private org.lnetscope.model.KibConn kibConn(SimNode node, KibConn conn) {
        org.lnetscope.model.KibConn c = F.createKibConn();
        mapped(conn, c);
        c.setAddress(conn.address);
        c.setState(KibConnState.get(conn.state));
        c.setRefcount(conn.refcount);
        c.setNrx(conn.nrx);
        c.setQueueDepth(conn.queueDepth);
        c.setCredits(conn.credits);
        c.setOutstandingCredits(conn.outstandingCredits);
        c.setReservedCredits(conn.reservedCredits);
        c.setNsendsPosted(conn.nsendsPosted);
        c.setIncarnation(conn.incarnation);
        c.setCommsError(conn.commsError);
        c.setIbcListState(conn.ibcListPoisoned ? ListLinkState.POISONED : ListLinkState.LINKED);
        c.setIbcSchedListState(conn.ibcSchedListPoisoned ? ListLinkState.POISONED : ListLinkState.EMPTY);
        c.setQpPages(conn.qpPages);
        c.setCqPages(conn.cqPages);
        c.setRxPages(conn.rxPages);
        c.setOpenedAt(node.clockSeconds(conn.openedAt));
        if (conn.closedAt >= 0) {
            c.setClosedAt(node.clockSeconds(conn.closedAt));
        }
        for (KibRx rx : conn.heldRxs()) {
            org.lnetscope.model.KibRx r = F.createKibRx();
            mapped(rx, r);
            r.setAddress(rx.address());
            r.setNob(rx.nob);
            r.setState(RxState.HELD);
            r.setMsgType(rx.ibmType);
            if (rx.msg != null) {
                Message m = messageOf(rx.msg);
                if (m != null) {
                    r.setMessage(m);
                }
            }
            c.getRxs().add(r);
        }
        return c;
    }

    private void fillMessage(LnetMsg msg, Message m, Map<LnetPeerNi, PeerNi> peerNis) {
        m.setAddress(msg.address);
        m.setType(MsgType.get(msg.type));
        m.setSrcNid(msg.srcNid);
        m.setDestNid(msg.destNid);
        m.setLength(msg.len);
        m.setTxCommitted(msg.txCommitted());
        m.setRxCommitted(msg.rxCommitted());
        m.setTxDelayed(msg.txDelayed());
        m.setRxDelayed(msg.rxDelayed());
        m.setRxReadyDelay(msg.rxReadyDelay());
        m.setRouting(msg.routing());
        m.setSending(msg.sending());
        m.setReceiving(msg.receiving());
        m.setTxCredit(msg.txCredit());
        m.setPeerTxCredit(msg.peerTxCredit());
        m.setRtrCredit(msg.rtrCredit());
        m.setPeerRtrCredit(msg.peerRtrCredit());
        if (msg.rxPeer != null) {
            m.setRxPeer(peerNis.get(msg.rxPeer));
        }
        if (msg.txPeer != null) {
            m.setTxPeer(peerNis.get(msg.txPeer));
        }
    }

    private static Stats stats(SimNode node) {
        Stats s = F.createStats();
        s.setMsgsAlloc(node.active.size());
        s.setMsgsMax(node.active.max());
        s.setErrors(node.stats.errors);
        s.setSendCount(node.stats.sendCount);
        s.setRecvCount(node.stats.recvCount);
        s.setRouteCount(node.stats.routeCount);
        s.setDropCount(node.stats.dropCount);
        s.setSendLength(node.stats.sendLength);
        s.setRecvLength(node.stats.recvLength);
        s.setRouteLength(node.stats.routeLength);
        s.setDropLength(node.stats.dropLength);
        return s;
    }

    private void refs(List<LnetMsg> queue, List<Message> target) {
        List<Message> mapped = new ArrayList<>(queue.size());
        for (LnetMsg msg : queue) {
            Message m = messageOf(msg);
            if (m != null) {
                mapped.add(m);
            }
        }
        // EMF's generated lists check uniqueness on add, a scan of the list: quadratic on a rtrq of
        // 17,000 messages (a third of exporting the seed's OOM state). A queue holds each message once.
        ((InternalEList<Message>) target).addAllUnique(mapped);
    }
}
