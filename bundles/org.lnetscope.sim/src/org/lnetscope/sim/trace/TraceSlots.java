package org.lnetscope.sim.trace;

import org.eclipse.emf.ecore.EAttribute;
import org.lnetscope.model.LnetPackage.Literals;
import org.lnetscope.trace.TraceWriter;

/** The class, value-slot and list-slot numbers of the trace schema that the recorder writes. */
final class TraceSlots {

    final int cNode;
    final int cPeer;
    final int cPeerNi;
    final int cMessage;
    final int cKibPeer;
    final int cKibConn;
    final int cKibRx;

    final int lNodePeers;
    final int lNodeKibPeers;
    final int lNodeMessages;
    final int lPeerNis;
    final int lPeerRtrq;
    final int lTxq;
    final int lRtrq;
    final int lTqDelayed;
    final int lPoolMsgs;
    final int lConns;
    final int lRxs;

    final int nodeUsed;
    final int nodeAvailable;
    final int nodeRouting;
    final int nodeClock;
    final int[] stats = new int[11];
    final int niStatus;
    final int routeState;
    final int tqCredits;
    final int tqMin;
    final int poolCredits;
    final int poolMin;

    final int peerAddress;
    final int peerPrimaryNid;
    final int pniAddress;
    final int pniNid;
    final int pniState;
    final int pniRefcount;
    final int pniMaxTx;
    final int pniTx;
    final int pniMinTx;
    final int pniRtr;
    final int pniMinRtr;
    final int pniTxqNob;
    final int pniLastAlive;
    final int pniHealth;
    final int pniAliveCount;
    final int pniTimestamp;
    final int pniLastQuery;
    final int pniNotified;
    final int nodeAutoDown;
    final int nodeLndTimeout;

    final int msgAddress;
    final int msgType;
    final int msgSrc;
    final int msgDest;
    final int msgLength;
    /**
     * The twelve lnet_msg bitfields the trace holds: slot i is bit i of
     * {@link org.lnetscope.sim.lnet.LnetMsg#tracedFlags()} (LnetMsgFlagsTest checks the order).
     */
    final int[] msgFlags = new int[12];
    final int msgRxPeer;
    final int msgTxPeer;
    final int msgKibRx;

    final int kpAddress;
    final int kpNid;
    final int kpNi;
    final int kpIncarnation;
    final int kpLastAlive;
    final int kpConnecting;
    final int kpReconnecting;
    final int kpRaces;
    final int kpReconnected;
    final int kpError;

    final int connAddress;
    final int connState;
    final int connRefcount;
    final int connNrx;
    final int connQd;
    final int connCredits;
    final int connOutstanding;
    final int connReserved;
    final int connNsends;
    final int connIncarnation;
    final int connCommsError;
    final int connListState;
    final int connSchedListState;
    final int connQpPages;
    final int connCqPages;
    final int connRxPages;
    final int connOpenedAt;
    final int connClosedAt;

    final int rxAddress;
    final int rxNob;
    final int rxState;
    final int rxMsgType;
    final int rxMessage;

    TraceSlots(TraceWriter w) {
        cNode = w.classIndex(Literals.NODE);
        cPeer = w.classIndex(Literals.PEER);
        cPeerNi = w.classIndex(Literals.PEER_NI);
        cMessage = w.classIndex(Literals.MESSAGE);
        cKibPeer = w.classIndex(Literals.KIB_PEER);
        cKibConn = w.classIndex(Literals.KIB_CONN);
        cKibRx = w.classIndex(Literals.KIB_RX);
        lNodePeers = w.listSlot(Literals.NODE__PEERS);
        lNodeKibPeers = w.listSlot(Literals.NODE__KIB_PEERS);
        lNodeMessages = w.listSlot(Literals.NODE__MESSAGES);
        lPeerNis = w.listSlot(Literals.PEER__PEER_NIS);
        lPeerRtrq = w.listSlot(Literals.PEER__RTRQ);
        lTxq = w.listSlot(Literals.PEER_NI__TXQ);
        lRtrq = w.listSlot(Literals.PEER_NI__RTRQ);
        lTqDelayed = w.listSlot(Literals.TX_QUEUE__DELAYED);
        lPoolMsgs = w.listSlot(Literals.RTR_BUFFER_POOL__MSGS);
        lConns = w.listSlot(Literals.KIB_PEER__CONNS);
        lRxs = w.listSlot(Literals.KIB_CONN__RXS);

        nodeUsed = w.valueSlot(Literals.NODE__USED_BYTES);
        nodeAvailable = w.valueSlot(Literals.NODE__MEM_AVAILABLE_BYTES);
        nodeRouting = w.valueSlot(Literals.NODE__ROUTING_ENABLED);
        nodeClock = w.valueSlot(Literals.NODE__CLOCK_SECONDS);
        var statFeatures = new EAttribute[] {Literals.STATS__MSGS_ALLOC, Literals.STATS__MSGS_MAX,
                Literals.STATS__ERRORS, Literals.STATS__SEND_COUNT, Literals.STATS__RECV_COUNT, Literals.STATS__ROUTE_COUNT,
                Literals.STATS__DROP_COUNT, Literals.STATS__SEND_LENGTH, Literals.STATS__RECV_LENGTH,
                Literals.STATS__ROUTE_LENGTH, Literals.STATS__DROP_LENGTH};
        for (int i = 0; i < stats.length; i++) {
            stats[i] = w.valueSlot(statFeatures[i]);
        }
        niStatus = w.valueSlot(Literals.LOCAL_NI__STATUS);
        routeState = w.valueSlot(Literals.ROUTE__STATE);
        tqCredits = w.valueSlot(Literals.TX_QUEUE__CREDITS);
        tqMin = w.valueSlot(Literals.TX_QUEUE__MIN_CREDITS);
        poolCredits = w.valueSlot(Literals.RTR_BUFFER_POOL__CREDITS);
        poolMin = w.valueSlot(Literals.RTR_BUFFER_POOL__MIN_CREDITS);

        peerAddress = w.valueSlot(Literals.PEER__ADDRESS);
        peerPrimaryNid = w.valueSlot(Literals.PEER__PRIMARY_NID);
        pniAddress = w.valueSlot(Literals.PEER_NI__ADDRESS);
        pniNid = w.valueSlot(Literals.PEER_NI__NID);
        pniState = w.valueSlot(Literals.PEER_NI__STATE);
        pniRefcount = w.valueSlot(Literals.PEER_NI__REFCOUNT);
        pniMaxTx = w.valueSlot(Literals.PEER_NI__MAX_TX_CREDITS);
        pniTx = w.valueSlot(Literals.PEER_NI__TX_CREDITS);
        pniMinTx = w.valueSlot(Literals.PEER_NI__MIN_TX_CREDITS);
        pniRtr = w.valueSlot(Literals.PEER_NI__RTR_CREDITS);
        pniMinRtr = w.valueSlot(Literals.PEER_NI__MIN_RTR_CREDITS);
        pniTxqNob = w.valueSlot(Literals.PEER_NI__TXQ_NOB);
        pniLastAlive = w.valueSlot(Literals.PEER_NI__LAST_ALIVE);
        pniHealth = w.valueSlot(Literals.PEER_NI__HEALTH_VALUE);
        pniAliveCount = w.valueSlot(Literals.PEER_NI__ALIVE_COUNT);
        pniTimestamp = w.valueSlot(Literals.PEER_NI__TIMESTAMP);
        pniLastQuery = w.valueSlot(Literals.PEER_NI__LAST_QUERY);
        pniNotified = w.valueSlot(Literals.PEER_NI__NOTIFIED);
        nodeAutoDown = w.valueSlot(Literals.NODE__AUTO_DOWN);
        nodeLndTimeout = w.valueSlot(Literals.NODE__LND_TIMEOUT);

        msgAddress = w.valueSlot(Literals.MESSAGE__ADDRESS);
        msgType = w.valueSlot(Literals.MESSAGE__TYPE);
        msgSrc = w.valueSlot(Literals.MESSAGE__SRC_NID);
        msgDest = w.valueSlot(Literals.MESSAGE__DEST_NID);
        msgLength = w.valueSlot(Literals.MESSAGE__LENGTH);
        var flagFeatures = new EAttribute[] {Literals.MESSAGE__TX_COMMITTED,
                Literals.MESSAGE__RX_COMMITTED, Literals.MESSAGE__TX_DELAYED, Literals.MESSAGE__RX_DELAYED,
                Literals.MESSAGE__RX_READY_DELAY, Literals.MESSAGE__ROUTING, Literals.MESSAGE__SENDING,
                Literals.MESSAGE__RECEIVING, Literals.MESSAGE__TX_CREDIT, Literals.MESSAGE__PEER_TX_CREDIT,
                Literals.MESSAGE__RTR_CREDIT, Literals.MESSAGE__PEER_RTR_CREDIT};
        for (int i = 0; i < msgFlags.length; i++) {
            msgFlags[i] = w.valueSlot(flagFeatures[i]);
        }
        msgRxPeer = w.valueSlot(Literals.MESSAGE__RX_PEER);
        msgTxPeer = w.valueSlot(Literals.MESSAGE__TX_PEER);
        msgKibRx = w.valueSlot(Literals.MESSAGE__KIB_RX);

        kpAddress = w.valueSlot(Literals.KIB_PEER__ADDRESS);
        kpNid = w.valueSlot(Literals.KIB_PEER__NID);
        kpNi = w.valueSlot(Literals.KIB_PEER__NI);
        kpIncarnation = w.valueSlot(Literals.KIB_PEER__INCARNATION);
        kpLastAlive = w.valueSlot(Literals.KIB_PEER__LAST_ALIVE);
        kpConnecting = w.valueSlot(Literals.KIB_PEER__CONNECTING);
        kpReconnecting = w.valueSlot(Literals.KIB_PEER__RECONNECTING);
        kpRaces = w.valueSlot(Literals.KIB_PEER__RACES);
        kpReconnected = w.valueSlot(Literals.KIB_PEER__RECONNECTED);
        kpError = w.valueSlot(Literals.KIB_PEER__ERROR);

        connAddress = w.valueSlot(Literals.KIB_CONN__ADDRESS);
        connState = w.valueSlot(Literals.KIB_CONN__STATE);
        connRefcount = w.valueSlot(Literals.KIB_CONN__REFCOUNT);
        connNrx = w.valueSlot(Literals.KIB_CONN__NRX);
        connQd = w.valueSlot(Literals.KIB_CONN__QUEUE_DEPTH);
        connCredits = w.valueSlot(Literals.KIB_CONN__CREDITS);
        connOutstanding = w.valueSlot(Literals.KIB_CONN__OUTSTANDING_CREDITS);
        connReserved = w.valueSlot(Literals.KIB_CONN__RESERVED_CREDITS);
        connNsends = w.valueSlot(Literals.KIB_CONN__NSENDS_POSTED);
        connIncarnation = w.valueSlot(Literals.KIB_CONN__INCARNATION);
        connCommsError = w.valueSlot(Literals.KIB_CONN__COMMS_ERROR);
        connListState = w.valueSlot(Literals.KIB_CONN__IBC_LIST_STATE);
        connSchedListState = w.valueSlot(Literals.KIB_CONN__IBC_SCHED_LIST_STATE);
        connQpPages = w.valueSlot(Literals.KIB_CONN__QP_PAGES);
        connCqPages = w.valueSlot(Literals.KIB_CONN__CQ_PAGES);
        connRxPages = w.valueSlot(Literals.KIB_CONN__RX_PAGES);
        connOpenedAt = w.valueSlot(Literals.KIB_CONN__OPENED_AT);
        connClosedAt = w.valueSlot(Literals.KIB_CONN__CLOSED_AT);

        rxAddress = w.valueSlot(Literals.KIB_RX__ADDRESS);
        rxNob = w.valueSlot(Literals.KIB_RX__NOB);
        rxState = w.valueSlot(Literals.KIB_RX__STATE);
        rxMsgType = w.valueSlot(Literals.KIB_RX__MSG_TYPE);
        rxMessage = w.valueSlot(Literals.KIB_RX__MESSAGE);
    }
}
