package org.lnetscope.sim.o2iblnd;

import java.util.ArrayList;
import java.util.List;

import org.lnetscope.model.nid.Nid;
import org.lnetscope.sim.TracedFunction;
import org.lnetscope.sim.lnet.Errno;
import org.lnetscope.sim.lnet.HealthStatus;
import org.lnetscope.sim.lnet.LnetNi;
import org.lnetscope.sim.world.SimNode;
import org.lnetscope.sim.world.World;

/**
 * Connection life cycle (o2iblnd.c, o2iblnd_cb.c and the connd thread): kiblnd_connect_peer,
 * kiblnd_passive_connect, kiblnd_connreq_done, kiblnd_close_conn_locked,
 * kiblnd_disconnect_conn + kiblnd_finalise_conn, the RDMA_CM_EVENT_DISCONNECTED callback,
 * kiblnd_conn_decref / kiblnd_destroy_conn, kiblnd_peer_notify and kiblnd_check_conns.
 */
public final class KiblndConnd {

    private final World world;
    /** The event queue's lane of connd's one-second period (-2 until first used; see ConndTick). */
    private int tickLane = -2;
    /**
     * The share of the peer table kiblnd_check_conns looks at per wake-up (-1 until first used): it
     * depends only on lnd_timeout, which a run does not change.
     */
    private int checkChunk = -1;

    public KiblndConnd(World world) {
        this.world = world;
    }

    /** The next wake-up of {@code tick}, one period from now (world.q.afterFixed with the lane kept). */
    void afterTick(ConndTick tick) {
        if (tickLane == -2) {
            tickLane = world.q.laneFor(ConndTick.PERIOD_NS);
        }
        world.q.afterLane(tickLane, ConndTick.PERIOD_NS, tick);
    }

    // ---- connecting ------------------------------------------------------------------------

    /** kiblnd_connect_peer: resolve address and route, then kiblnd_active_connect. */
    public void connectPeer(SimNode node, KibPeerNi peer) {
        world.touch(peer);
        peer.connecting++;
        peer.wrote(KibPeerNi.W_CONND);
        long incarnation = node.kib.incarnation;
        world.q.afterFixed(world.wireParams.resolveNs(), () -> activeConnect(node, peer, incarnation));
    }

    /** kiblnd_active_connect: create the conn and send the CONNREQ. */
    private void activeConnect(SimNode node, KibPeerNi peer, long incarnation) {
        if (node.kib.incarnation != incarnation) {
            return; // rebooted meanwhile
        }
        SimNode remote = world.nodeOf(peer.nid);
        if (node.unreachable || remote == null) {
            connectFailed(node, peer, Errno.ENETDOWN);
            return;
        }
        KibConn conn = createConn(node, peer, true, KibConn.IBLND_CONN_ACTIVE_CONNECT, 0);
        trace(conn, TracedFunction.kiblnd_connect_peer, 0);
        if (remote.unreachable || remote.noCm) {
            // (b): nothing answers; (a2): the HCA acks but no ARP reply or CM REP comes from the
            // host (rdma_resolve_addr / ib_cm need its kernel): the attempt times out.
            world.q.afterFixed(world.wireParams.connectTimeoutNs(), () -> rejected(conn, Errno.ETIMEDOUT, false));
            return;
        }
        // kiblnd_create_conn allocated the conn before the CONNREQ goes out
        world.q.afterFixed(world.wireParams.connSetupNs() + world.wireParams.latencyNs(),
                () -> passiveConnect(remote, conn));
    }

    /**
     * kiblnd_passive_connect on the node the CONNREQ reached. A different incarnation means the
     * peer rebooted: its old conns are closed -ESTALE and this attempt rejected, the peer retries.
     * With the same incarnation (a peer reconnecting after its own timeout) existing conns are
     * left alone: they close only on their own DISCONNECTED event or timeout.
     */
    private void passiveConnect(SimNode node, KibConn activeConn) {
        if (activeConn.destroyed || activeConn.state != KibConn.IBLND_CONN_ACTIVE_CONNECT) {
            return;
        }
        if (node.unreachable || node.noCm) {
            world.q.afterFixed(world.wireParams.connectTimeoutNs(), () -> rejected(activeConn, Errno.ETIMEDOUT, false));
            return;
        }
        SimNode from = activeConn.node;
        LnetNi ni = node.niFor(activeConn.peer.nid);
        Nid fromNid = from.niFor(ni.net).nid;
        KibPeerNi peer = node.kib.findOrCreate(fromNid, ni);
        world.touch(peer);
        long srcStamp = from.kib.incarnation;
        if (peer.incarnation != 0 && peer.incarnation != srcStamp) {
            // "Conn stale %s version %x/%x incarnation %llu/%llu"
            for (KibConn stale : new ArrayList<>(peer.ibpConns)) {
                closeConn(stale, Errno.ESTALE);
            }
            world.touch(peer);
            peer.incarnation = srcStamp;
            peer.wrote(KibPeerNi.W_CONND);
            world.q.afterFixed(world.wireParams.latencyNs(), () -> rejected(activeConn, Errno.ESTALE, true));
            return;
        }
        if (peer.connecting > 0 && ni.nid.compareTo(fromNid) > 0 && peer.races < 20) {
            // "Conn race %s": both sides connecting, the higher NID's connect wins.
            peer.races++;
            peer.wrote(KibPeerNi.W_CONND);
            world.q.afterFixed(world.wireParams.latencyNs(), () -> rejected(activeConn, Errno.ECONNREFUSED, false));
            return;
        }
        peer.incarnation = srcStamp;
        peer.wrote(KibPeerNi.W_CONND);
        KibConn conn = createConn(node, peer, false, KibConn.IBLND_CONN_PASSIVE_WAIT, srcStamp);
        peer.accepting++;
        conn.remote = activeConn;
        activeConn.remote = conn;
        trace(conn, TracedFunction.kiblnd_passive_connect, 0);
        // kiblnd_create_conn here too, then the REP and the RTU; a silent host whose CM is slow
        // (fault key connect_handshake) keeps this side in PASSIVE_WAIT (ibp_accepting) longer.
        long handshake = world.wireParams.connSetupNs() + world.wireParams.latencyNs();
        if (from.hostSilent && from.silentLnd.handshakeNs() > 0) {
            handshake = Math.max(handshake, from.silentLnd.handshakeNs());
        }
        world.q.afterFixed(handshake, () -> established(activeConn, conn));
    }

    /** RDMA_CM_EVENT_ESTABLISHED on both sides (the passive side first, so no rx arrives early). */
    private void established(KibConn active, KibConn passive) {
        boolean passiveOk = !passive.destroyed && passive.state == KibConn.IBLND_CONN_PASSIVE_WAIT;
        boolean activeOk = !active.destroyed && active.state == KibConn.IBLND_CONN_ACTIVE_CONNECT;
        if (passiveOk && activeOk) {
            connreqDone(passive);
            connreqDone(active);
            return;
        }
        if (passiveOk) {
            abortConnecting(passive, Errno.ECONNRESET);
        }
        if (activeOk) {
            rejected(active, Errno.ECONNRESET, false);
        }
    }

    /** kiblnd_connreq_done(conn, 0) */
    private void connreqDone(KibConn conn) {
        KibPeerNi peer = conn.peer;
        world.touch(conn);
        world.touch(peer);
        SimNode node = conn.node;
        if (conn.activeSide) {
            peer.connecting--;
            peer.reconnected = 0;
            peer.wrote(KibPeerNi.W_CONND);
        } else {
            peer.accepting--;
        }
        if (!peer.linked) {
            // The peer was deleted while connecting: shut the new conn down (-ECONNABORTED).
            conn.state = KibConn.IBLND_CONN_ESTABLISHED;
            conn.refcount++;
            conn.wrote(KibConn.W_STATE | KibConn.W_REFCOUNT);
            conn.onIbpConns = true;
            peer.ibpConns.add(conn);
            closeConn(conn, Errno.ECONNABORTED);
            return;
        }
        conn.state = KibConn.IBLND_CONN_ESTABLISHED;
        conn.lastSend = world.now();
        node.kib.peerAlive(peer, world.now());
        conn.refcount++;
        conn.wrote(KibConn.W_STATE | KibConn.W_REFCOUNT);
        conn.onIbpConns = true;
        peer.ibpConns.add(conn);
        if (conn.activeSide) {
            peer.incarnation = conn.remote.node.kib.incarnation;
            peer.wrote(KibPeerNi.W_CONND);
        }
        // kiblnd_close_stale_conns_locked: conns from an older incarnation of the peer.
        for (KibConn other : new ArrayList<>(peer.ibpConns)) {
            if (other != conn && other.incarnation != conn.incarnation && other.incarnation != 0
                    && conn.incarnation != 0) {
                closeConn(other, Errno.ESTALE);
            }
        }
        // (kiblnd_connreq_done leaves ibp_error alone: only kiblnd_create_peer and kiblnd_peer_notify zero it)
        trace(conn, TracedFunction.kiblnd_connreq_done, 0);
        KibTx tx;
        while ((tx = peer.ibpTxQueue.poll()) != null) {
            tx.setQueued(false);
            world.kiblndTx.queueTx(tx, conn);
        }
        world.kiblndTx.checkSends(conn);
        if (node.hostSilent && node.silentLnd.disconnectsAfterNs() > 0) {
            disconnectLater(conn, node.silentLnd.disconnectsAfterNs());
        }
    }

    /**
     * A host_silent node whose LND still closes its conns (fault key disconnects_after):
     * kiblnd_close_conn(conn, 0) after {@code afterNs}, so the other side gets a DISCONNECT and
     * closes its own conn with error 0 (the RDMA_CM_EVENT_DISCONNECTED callback).
     */
    public void disconnectLater(KibConn conn, long afterNs) {
        int epoch = conn.node.silentLndEpoch;
        world.q.afterFixed(afterNs, () -> {
            if (conn.node.silentLndEpoch == epoch && !conn.destroyed && conn.state == KibConn.IBLND_CONN_ESTABLISHED) {
                closeConn(conn, 0);
            }
        });
    }

    /**
     * The CONNREQ was rejected or timed out (kiblnd_rejected / kiblnd_check_reconnect): the conn
     * is destroyed; a stale or race rejection is retried, anything else fails the peer's txs.
     */
    private void rejected(KibConn conn, int error, boolean retry) {
        if (conn.destroyed || conn.state != KibConn.IBLND_CONN_ACTIVE_CONNECT) {
            return;
        }
        SimNode node = conn.node;
        KibPeerNi peer = conn.peer;
        world.touch(peer);
        abortConnecting(conn, error);
        world.touch(peer);
        peer.connecting--;
        peer.wrote(KibPeerNi.W_CONND);
        if (retry || error == Errno.ECONNREFUSED) {
            peer.reconnecting++;
            peer.reconnected++;
            peer.wrote(KibPeerNi.W_CONND);
            if (!peer.ibpTxQueue.isEmpty() && peer.connecting == 0 && peer.accepting == 0 && peer.ibpConns.isEmpty()) {
                // kiblnd_reconnect_peer, after the zombie is destroyed.
                world.q.afterFixed(world.wireParams.latencyNs() * 4, () -> reconnect(node, peer));
            }
            return;
        }
        connectFailed(node, peer, error);
    }

    private void reconnect(SimNode node, KibPeerNi peer) {
        if (peer.linked && !peer.ibpTxQueue.isEmpty() && peer.connecting == 0 && peer.accepting == 0
                && peer.ibpConns.isEmpty()) {
            connectPeer(node, peer);
        }
    }

    /** A conn that never got established: nothing but the CM and its rxs hold it. */
    private void abortConnecting(KibConn conn, int error) {
        world.touch(conn);
        world.touch(conn.peer);
        if (!conn.activeSide && conn.state == KibConn.IBLND_CONN_PASSIVE_WAIT) {
            conn.peer.accepting--;
        }
        conn.commsError = error;
        conn.state = KibConn.IBLND_CONN_DISCONNECTED;
        conn.closedAt = world.now();
        conn.ibcListPoisoned = true;
        int flushed = conn.flushPosted();
        conn.nrx -= flushed;
        conn.refcount -= flushed;
        conn.wrote(KibConn.W_COMMS_ERROR | KibConn.W_STATE | KibConn.W_CLOSED_AT | KibConn.W_LIST | KibConn.W_NRX
                | KibConn.W_REFCOUNT);
        conn.cmRef = false;
        decref(conn);
    }

    /**
     * kiblnd_peer_connect_failed (o2iblnd_cb.c, v2_12_9 and master): with nothing else connecting
     * and no conn, the peer is unlinked with ibp_error = error, kiblnd_peer_notify runs (so LNet
     * hears "down" first), and only then are the queued txs completed ("Deleting messages for %s:
     * connection failed", kiblnd_txlist_done with the error: 2.12 LOCAL_DROPPED; master
     * NETWORK_TIMEOUT for -EHOSTUNREACH/-ETIMEDOUT, REMOTE_DROPPED for -ECONNREFUSED).
     */
    private void connectFailed(SimNode node, KibPeerNi peer, int error) {
        if (peer.connecting > 0 || peer.accepting > 0 || !peer.ibpConns.isEmpty()) {
            return; // another attempt under way, or conns: kiblnd_peer_notify would find it busy
        }
        world.touch(peer);
        peer.error = error;
        peer.wrote(KibPeerNi.W_CONND);
        List<KibTx> txs = peer.ibpTxQueue.drain();
        if (peer.linked) {
            node.kib.unlink(peer);
        }
        peerNotify(node, peer);
        int hstatus = HealthStatus.LNET_MSG_STATUS_LOCAL_DROPPED;
        if (world.release().connectFailedHealthByError()) {
            if (error == Errno.EHOSTUNREACH || error == Errno.ETIMEDOUT) {
                hstatus = HealthStatus.LNET_MSG_STATUS_NETWORK_TIMEOUT;
            } else if (error == Errno.ECONNREFUSED) {
                hstatus = HealthStatus.LNET_MSG_STATUS_REMOTE_DROPPED;
            }
        }
        for (KibTx tx : txs) {
            tx.setQueued(false);
            tx.status = (short) error;
            tx.hstatus = (byte) hstatus;
            world.kiblndTx.txDone(tx);
        }
    }

    private KibConn createConn(SimNode node, KibPeerNi peer, boolean active, int state, long incarnation) {
        int queueDepth = world.tunables.peerCredits();
        KibConn conn = new KibConn(node.nextConnAddress(), node, peer, active, incarnation, queueDepth,
                world.tunables.effectiveConcurrentSends(), world.tunables.maxFrags(), state, world.now());
        peer.allConns.add(conn);
        world.touch(conn);
        world.touch(peer);
        world.touch(node);
        node.kib.nconns++;
        node.connBytes += conn.memoryBytes;
        node.stats.connsCreated++;
        world.memory.grew(node);
        return conn;
    }

    // ---- closing ---------------------------------------------------------------------------

    /**
     * kiblnd_close_conn_locked: only an ESTABLISHED conn; it leaves ibp_conns (its ref passes to
     * connd), the peer is unlinked when that was its last conn, and connd gets the rest.
     */
    public void closeConn(KibConn conn, int error) {
        if (conn.state != KibConn.IBLND_CONN_ESTABLISHED || conn.destroyed) {
            return;
        }
        KibPeerNi peer = conn.peer;
        world.touch(conn);
        world.touch(peer);
        if (error != 0 && conn.commsError == 0) {
            conn.commsError = error;
            conn.wrote(KibConn.W_COMMS_ERROR);
        }
        peer.ibpConns.remove(conn);
        conn.onIbpConns = false;
        conn.conndRef = true;
        if (peer.ibpConns.isEmpty() && peer.linked) {
            conn.node.kib.unlink(peer);
            peer.error = conn.commsError;
            peer.wrote(KibPeerNi.W_CONND);
        }
        conn.state = KibConn.IBLND_CONN_CLOSING;
        conn.closedAt = world.now();
        conn.wrote(KibConn.W_STATE | KibConn.W_CLOSED_AT);
        trace(conn, TracedFunction.kiblnd_close_conn_locked, error);
        world.defer(() -> disconnectConn(conn));
    }

    /**
     * connd: kiblnd_disconnect_conn (rdma_disconnect, then kiblnd_finalise_conn), then
     * kiblnd_peer_notify and the drop of the ibp_conns ref it took over. The notify runs after the
     * aborted txs are finalized, which is what relaunches a connect for a peer with a backlog.
     */
    private void disconnectConn(KibConn conn) {
        if (conn.destroyed) {
            return;
        }
        KibConn remote = conn.remote;
        long latency = world.wireParams.latencyNs();
        if (remote != null && !remote.destroyed && !remote.node.unreachable && !conn.node.unreachable) {
            world.q.afterFixed(latency, () -> cmDisconnected(remote));
        }
        world.q.afterFixed(latency, () -> cmDisconnected(conn));
        finaliseConn(conn);
        // kiblnd_txlist_done -> lnet_finalize: connd is the CPT's finalizer, so everything the
        // aborted txs set off (credits back, txq and rtrq pops, the forwards of woken messages)
        // is completed in its lnet_finalize loop before kiblnd_disconnect_conn goes on to
        // kiblnd_peer_notify.
        world.drainDeferred();
        peerNotify(conn.node, conn.peer);
        conn.conndRef = false;
        decref(conn);
        if (!conn.destroyed) {
            trace(conn, TracedFunction.kiblnd_conn_decref, 0); // connd lets go of the ibp_conns ref
        }
    }

    /**
     * kiblnd_finalise_conn: the QP goes to error, flushing every posted rx (each dropped, one ref
     * less); the conn is DISCONNECTED; every tx is aborted. Rxs LNet holds are not touched: their
     * refs stay, which is what pins the conn (unless the what-if release is on).
     */
    private void finaliseConn(KibConn conn) {
        world.touch(conn);
        int flushed = conn.flushPosted();
        conn.nrx -= flushed;
        conn.refcount -= flushed;
        conn.state = KibConn.IBLND_CONN_DISCONNECTED;
        conn.ibcListPoisoned = true;
        conn.ibcSchedListPoisoned = true;
        conn.wrote(KibConn.W_NRX | KibConn.W_REFCOUNT | KibConn.W_STATE | KibConn.W_LIST | KibConn.W_SCHED_LIST);
        abortTxs(conn, conn.txQueue);
        abortTxs(conn, conn.txQueueNocred);
        abortTxs(conn, conn.txQueueRsrvd);
        abortTxs(conn, conn.activeTxs);
        trace(conn, TracedFunction.kiblnd_finalise_conn, conn.commsError);
        if (world.whatIf.releaseParkedRxOnClose()) {
            for (KibRx rx : conn.heldRxs()) {
                if (rx.msg != null && rx.msg.queue() != null) {
                    world.lnetRecv.releaseParked(rx.msg);
                }
            }
        }
        if (conn.heldRx > 0) {
            conn.pinnedCounted = true;
            conn.node.kib.pinned++;
            if (conn.node.kib.pinned > conn.node.peakPinnedConns) {
                conn.node.peakPinnedConns = conn.node.kib.pinned;
            }
        }
    }

    /**
     * kiblnd_abort_txs (o2iblnd_cb.c, 2.12 and master): every tx gets -ECONNABORTED; the ones not
     * being sent (tx_sending 0) are completed now, the ones still being sent stay on the list until
     * their send completion, which the QP's move to error flushes (IB_WC_WR_FLUSH_ERR) and the
     * scheduler hands to kiblnd_tx_complete a moment later, after kiblnd_peer_notify has run.
     */
    private void abortTxs(KibConn conn, TxList list) {
        boolean timedOut = conn.commsError == Errno.ETIMEDOUT;
        List<KibTx> done = new ArrayList<>(list.size());
        List<KibTx> flushed = new ArrayList<>();
        for (KibTx tx = list.peek(); tx != null;) {
            KibTx next = tx.next;
            if (list == conn.activeTxs) {
                if (timedOut) {
                    tx.hstatus = (byte) (tx.waiting() && tx.sending == 0 ? HealthStatus.LNET_MSG_STATUS_REMOTE_TIMEOUT
                            : HealthStatus.LNET_MSG_STATUS_NETWORK_TIMEOUT);
                }
            } else {
                tx.hstatus = (byte) (timedOut ? HealthStatus.LNET_MSG_STATUS_LOCAL_TIMEOUT
                        : HealthStatus.LNET_MSG_STATUS_LOCAL_ERROR);
            }
            tx.status = Errno.ECONNABORTED;
            tx.setWaiting(false);
            if (tx.sending == 0) {
                tx.setQueued(false);
                list.remove(tx);
                done.add(tx);
            } else {
                flushed.add(tx);
            }
            tx = next;
        }
        for (KibTx tx : done) {
            world.kiblndTx.txDone(tx);
        }
        for (KibTx tx : flushed) {
            world.q.afterFixed(world.wireParams.latencyNs(), () -> world.kiblndTx.txComplete(tx, true));
        }
    }

    /** RDMA_CM_EVENT_DISCONNECTED: close if still established, then drop the CM's ref. */
    void cmDisconnected(KibConn conn) {
        if (conn.destroyed) {
            return;
        }
        if (conn.state == KibConn.IBLND_CONN_ESTABLISHED) {
            closeConn(conn, 0);
        }
        if (conn.cmRef) {
            conn.cmRef = false;
            decref(conn);
            if (!conn.destroyed) {
                trace(conn, TracedFunction.kiblnd_conn_decref, 0); // the CM's initial ref
            }
        }
    }

    /**
     * kiblnd_peer_notify(conn->ibc_peer) (o2iblnd_cb.c, 2.12 and master): the kib_peer_ni the
     * conn belonged to, and only it, is looked at; kiblnd_close_conn_locked unlinked it when its
     * last conn closed, so it is idle whatever a new kib_peer_ni for the same NID is doing, and its
     * ibp_error makes LNet hear "down" with its ibp_last_alive.
     */
    private void peerNotify(SimNode node, KibPeerNi peer) {
        if (peer.isIdle() && peer.error != 0) {
            world.touch(peer);
            peer.error = 0;
            peer.wrote(KibPeerNi.W_CONND);
            world.health.lnetNotify(node, peer, false);
        } else if (!peer.linked) {
            // the peer lost its last conn and nothing is said: connecting/accepting again, or
            // its last conn closed without error (a DISCONNECT from the other side)
            node.stats.lndNotifySilent++;
        }
    }

    /** kiblnd_conn_decref */
    public void decref(KibConn conn) {
        world.touch(conn);
        conn.refcount--;
        conn.wrote(KibConn.W_REFCOUNT);
        if (conn.refcount < 0) {
            throw new IllegalStateException("kib_conn refcount below 0 on " + conn.node + " to " + conn.peer.nid);
        }
        if (conn.refcount == 0 && !conn.destroyed) {
            destroyConn(conn);
        }
    }

    /**
     * kiblnd_destroy_conn: the zombie txs complete, QP, CQ and rx pages are freed, the peer loses
     * a ref. Only here does a conn's memory go back.
     */
    private void destroyConn(KibConn conn) {
        SimNode node = conn.node;
        world.touch(conn);
        world.touch(conn.peer);
        world.touch(node);
        boolean wasPinned = conn.pinnedCounted;
        conn.destroyed = true;
        conn.state = KibConn.IBLND_CONN_DISCONNECTED;
        conn.wrote(KibConn.W_STATE);
        if (wasPinned) {
            node.kib.pinned--;
        }
        node.connBytes -= conn.memoryBytes;
        node.kib.nconns--;
        node.stats.connsDestroyed++;
        KibPeerNi peer = conn.peer;
        peer.allConns.remove(conn);
        node.kib.forgetIfUnreferenced(peer);
        trace(conn, TracedFunction.kiblnd_destroy_conn, 0);
        KibTx tx;
        while ((tx = conn.zombieTxs.poll()) != null) {
            world.kiblndTx.txDone(tx);
        }
        // kiblnd_destroy_conn (o2iblnd.c, 2.12 and master) frees ibc_rxs and ends with
        // LIBCFS_FREE(conn): the addresses may be handed out again
        node.freeConnAddress(conn.address);
    }

    // ---- timeouts ---------------------------------------------------------------------------

    /**
     * kiblnd_check_conns, run by connd about once a second over a share of the peer table sized so
     * every conn is looked at about four times per lnd_timeout: an expired tx on any queue of an
     * ESTABLISHED conn closes it -ETIMEDOUT; expired txs still waiting for a conn fail.
     */
    public void checkConns(SimNode node) {
        if (node.unreachable || node.hostSilent) {
            return;
        }
        KibNet kib = node.kib;
        int chunk = checkChunk;
        if (chunk < 0) {
            int timeout = Math.max(1, world.tunables.lndTimeout());
            chunk = KibNet.PEER_HASH_SIZE;
            if (timeout > 4) {
                chunk = chunk * 4 / timeout;
            }
            chunk = Math.max(1, chunk);
            checkChunk = chunk;
        }
        long now = world.now();
        List<KibConn> closes = null;
        List<KibTx> timedOut = null;
        // (most ticks find all their buckets empty, and this runs once a second on every node: the
        // table's bitmap of non-empty chains says so without loading them; the bucket index wraps by
        // a compare, not a division per bucket)
        boolean any = kib.anyOccupied(kib.checkIndex, chunk);
        for (int i = 0, b = kib.checkIndex; any && i < chunk; i++, b = b + 1 == KibNet.PEER_HASH_SIZE ? 0 : b + 1) {
            if (!kib.occupied(b)) {
                continue; // an empty bucket (most of them on a node with few peers)
            }
            List<KibPeerNi> bucket = kib.buckets[b];
            for (int p = 0, np = bucket.size(); p < np; p++) {
                KibPeerNi peer = bucket.get(p);
                timedOut = peer.ibpTxQueue.collectExpired(now, timedOut);
                for (KibConn conn : peer.ibpConns) {
                    if (conn.state != KibConn.IBLND_CONN_ESTABLISHED) {
                        continue;
                    }
                    if (connTimedOut(conn, now)) {
                        if (closes == null) {
                            closes = new ArrayList<>();
                        }
                        closes.add(conn);
                    } else if (world.kiblndTx.needNoop(conn)) {
                        world.kiblndTx.checkSends(conn);
                    }
                }
            }
        }
        kib.checkIndex = (kib.checkIndex + chunk) % KibNet.PEER_HASH_SIZE;
        // kiblnd_check_conns (o2iblnd_cb.c, v2_12_9 and master): the txs that timed out on
        // ibp_tx_queue are completed (kiblnd_txlist_done -ETIMEDOUT) before the conns are closed.
        if (timedOut != null) {
            // "Timed out tx for %s: %lld seconds"
            for (KibTx tx : timedOut) {
                if (tx.owner != null) {
                    tx.owner.remove(tx);
                }
                node.stats.waitingTxTimeouts++;
                tx.setQueued(false);
                tx.status = Errno.ETIMEDOUT;
                tx.hstatus = HealthStatus.LNET_MSG_STATUS_LOCAL_TIMEOUT;
                world.kiblndTx.txDone(tx);
            }
        }
        if (closes != null) {
            for (KibConn conn : closes) {
                // "Timed out RDMA with %s (%lld): c: %u, oc: %u, rc: %u"
                node.stats.txTimeouts++;
                trace(conn, TracedFunction.kiblnd_check_conns, Errno.ETIMEDOUT);
                closeConn(conn, Errno.ETIMEDOUT);
            }
        }
    }

    /** kiblnd_conn_timed_out_locked */
    private static boolean connTimedOut(KibConn conn, long now) {
        if (now < conn.txDeadlineBound) {
            return false; // nothing on the four lists can have expired (KibConn#txDeadlineBound)
        }
        boolean expired = conn.txQueue.firstExpired(now) != null || conn.txQueueRsrvd.firstExpired(now) != null
                || conn.txQueueNocred.firstExpired(now) != null || conn.activeTxs.firstExpired(now) != null;
        if (!expired) {
            // a lower bound of each list again (exact for the lists just walked)
            conn.txDeadlineBound = Math.min(Math.min(conn.txQueue.deadlineBound(), conn.txQueueRsrvd.deadlineBound()),
                    Math.min(conn.txQueueNocred.deadlineBound(), conn.activeTxs.deadlineBound()));
        }
        return expired;
    }

    private void trace(KibConn conn, TracedFunction function, int error) {
        if (world.tracing) {
            world.trace().conn(function, conn, error);
        }
    }
}
