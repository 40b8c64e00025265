package org.lnetscope.ui.properties;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.lnetscope.analysis.Labels;

/**
 * How the Properties view groups and names an LNet object's fields: the way {@code lnetctl peer show -v}
 * and {@code lnetctl net show -v} print them (lustre_lnet_show_peer() and lustre_lnet_show_net() in
 * lnet/utils/lnetconfig/liblnetconfig.c, v2_12_9 and master: "max_ni_tx_credits",
 * "available_tx_credits", "min_tx_credits", "tx_q_num_of_buf", "available_rtr_credits",
 * "min_rtr_credits", "refcount"; net: "status", "tunables" with peer_timeout, peer_credits,
 * peer_buffer_credits, credits), with units. A field not listed keeps its model name under "Other".
 */
final class PropertyGroups {

    /** The unit a value is shown in. */
    enum Unit {
        NONE, BYTES, SECONDS, PAGES, CREDITS, MESSAGES,
        /**
         * A credit's low-water mark (lpni_mintxcredits, lpni_minrtrcredits: lowered by lnet_post_send_locked /
         * lnet_post_routed_recv_locked whenever the credit goes below it, lib-move.c v2_12_9 and master; set
         * to the credit when the peer NI joins its net, peer.c): -N says N were queued at once at some time,
         * not that N are queued now.
         */
        LOW_WATER,
        /** A time on the node's own clock (ktime_get_seconds()), shown against that clock's reading. */
        CLOCK
    }

    /**
     * @param category the group ("Credits", "Queues", "Health and aliveness", ...)
     * @param label    the name lnetctl or the kernel struct gives the field
     */
    record Row(String category, String label, Unit unit) {
    }

    static final String IDENTITY = "Identity";
    static final String CREDITS = "Credits";
    static final String QUEUES = "Queues";
    static final String HEALTH = "Health and aliveness";
    static final String MEMORY = "Memory";
    static final String TUNABLES = "Tunables";
    static final String WHY_ALIVE = "Why alive or dead (router aliveness, per release)";
    static final String STATS = "Statistics";
    static final String LINKS = "Links";
    static final String OTHER = "Other";

    private static final Map<String, Map<String, Row>> ROWS = Map.of(
            "PeerNi", Map.ofEntries(
                    Map.entry("nid", new Row(IDENTITY, "nid", Unit.NONE)),
                    Map.entry("state", new Row(HEALTH, "state", Unit.NONE)),
                    Map.entry("address", new Row(IDENTITY, "lnet_peer_ni address", Unit.NONE)),
                    Map.entry("refcount", new Row(CREDITS, "refcount", Unit.NONE)),
                    Map.entry("maxTxCredits", new Row(CREDITS, "max_ni_tx_credits", Unit.CREDITS)),
                    Map.entry("txCredits", new Row(CREDITS, "available_tx_credits", Unit.CREDITS)),
                    Map.entry("minTxCredits", new Row(CREDITS, "min_tx_credits", Unit.LOW_WATER)),
                    Map.entry("rtrCredits", new Row(CREDITS, "available_rtr_credits", Unit.CREDITS)),
                    Map.entry("minRtrCredits", new Row(CREDITS, "min_rtr_credits", Unit.LOW_WATER)),
                    Map.entry("txqNob", new Row(QUEUES, "tx_q_num_of_buf", Unit.BYTES)),
                    Map.entry("txq", new Row(QUEUES, "lpni_txq", Unit.MESSAGES)),
                    Map.entry("rtrq", new Row(QUEUES, "lpni_rtrq", Unit.MESSAGES)),
                    Map.entry("lastAlive", new Row(HEALTH, "lpni_last_alive", Unit.CLOCK)),
                    Map.entry("healthValue", new Row(HEALTH, "health value", Unit.NONE)),
                    // the aliveness fields why-alive decides from (WhyAlive): 2.12's lnet_peer_ni, master's lpni_notified
                    Map.entry("aliveCount", new Row(HEALTH, "lpni_alive_count", Unit.NONE)),
                    Map.entry("timestamp", new Row(HEALTH, "lpni_timestamp", Unit.CLOCK)),
                    Map.entry("lastQuery", new Row(HEALTH, "lpni_last_query", Unit.CLOCK)),
                    Map.entry("notified", new Row(HEALTH, "lpni_notified", Unit.NONE)),
                    Map.entry("peer", new Row(LINKS, "peer", Unit.NONE))),
            "KibConn", Map.ofEntries(
                    Map.entry("address", new Row(IDENTITY, "kib_conn address", Unit.NONE)),
                    Map.entry("peer", new Row(IDENTITY, "ibc_peer", Unit.NONE)),
                    Map.entry("state", new Row(HEALTH, "ibc_state", Unit.NONE)),
                    Map.entry("refcount", new Row(CREDITS, "ibc_refcount", Unit.NONE)),
                    Map.entry("credits", new Row(CREDITS, "ibc_credits", Unit.CREDITS)),
                    Map.entry("outstandingCredits", new Row(CREDITS, "ibc_outstanding_credits", Unit.CREDITS)),
                    Map.entry("reservedCredits", new Row(CREDITS, "ibc_reserved_credits", Unit.CREDITS)),
                    Map.entry("queueDepth", new Row(CREDITS, "ibc_queue_depth", Unit.NONE)),
                    Map.entry("nsendsPosted", new Row(QUEUES, "ibc_nsends_posted", Unit.NONE)),
                    Map.entry("nrx", new Row(QUEUES, "ibc_nrx", Unit.NONE)),
                    Map.entry("rxs", new Row(QUEUES, "ibc_rxs", Unit.NONE)),
                    Map.entry("qpPages", new Row(MEMORY, "QP pages", Unit.PAGES)),
                    Map.entry("cqPages", new Row(MEMORY, "CQ pages", Unit.PAGES)),
                    Map.entry("rxPages", new Row(MEMORY, "ibc_rx_pages", Unit.PAGES)),
                    Map.entry("commsError", new Row(HEALTH, "ibc_comms_error", Unit.NONE)),
                    Map.entry("openedAt", new Row(HEALTH, "opened at", Unit.CLOCK)),
                    Map.entry("closedAt", new Row(HEALTH, "closed at", Unit.CLOCK))),
            "KibPeer", Map.ofEntries(
                    Map.entry("nid", new Row(IDENTITY, "ibp_nid", Unit.NONE)),
                    Map.entry("address", new Row(IDENTITY, "kib_peer_ni address", Unit.NONE)),
                    Map.entry("lastAlive", new Row(HEALTH, "ibp_last_alive", Unit.CLOCK)),
                    Map.entry("error", new Row(HEALTH, "ibp_error", Unit.NONE)),
                    Map.entry("connecting", new Row(HEALTH, "ibp_connecting", Unit.NONE)),
                    Map.entry("reconnecting", new Row(HEALTH, "ibp_reconnecting", Unit.NONE)),
                    Map.entry("reconnected", new Row(HEALTH, "ibp_reconnected", Unit.NONE)),
                    Map.entry("races", new Row(HEALTH, "ibp_races", Unit.NONE)),
                    Map.entry("incarnation", new Row(IDENTITY, "ibp_incarnation", Unit.NONE)),
                    Map.entry("conns", new Row(QUEUES, "ibp_conns", Unit.NONE))),
            "Node", Map.ofEntries(
                    Map.entry("hostname", new Row(IDENTITY, "hostname", Unit.NONE)),
                    Map.entry("role", new Row(IDENTITY, "role", Unit.NONE)),
                    Map.entry("group", new Row(IDENTITY, "rack / group", Unit.NONE)),
                    Map.entry("routingEnabled", new Row(IDENTITY, "routing", Unit.NONE)),
                    Map.entry("cptCount", new Row(IDENTITY, "CPTs", Unit.NONE)),
                    Map.entry("clockSeconds", new Row(HEALTH, "clock (ktime_get_seconds)", Unit.SECONDS)),
                    Map.entry("ramBytes", new Row(MEMORY, "RAM", Unit.BYTES)),
                    Map.entry("usedBytes", new Row(MEMORY, "memory used", Unit.BYTES))),
            "LocalNi", Map.ofEntries(
                    Map.entry("nid", new Row(IDENTITY, "nid", Unit.NONE)),
                    Map.entry("status", new Row(HEALTH, "status", Unit.NONE)),
                    Map.entry("interfaceName", new Row(IDENTITY, "interfaces", Unit.NONE)),
                    Map.entry("peerCredits", new Row(TUNABLES, "peer_credits", Unit.CREDITS)),
                    Map.entry("peerRtrCredits", new Row(TUNABLES, "peer_buffer_credits", Unit.CREDITS)),
                    Map.entry("maxTxCredits", new Row(TUNABLES, "credits", Unit.CREDITS)),
                    Map.entry("peerTimeout", new Row(TUNABLES, "peer_timeout", Unit.SECONDS))),
            "Peer", Map.ofEntries(
                    Map.entry("primaryNid", new Row(IDENTITY, "primary nid", Unit.NONE)),
                    Map.entry("multiRail", new Row(IDENTITY, "Multi-Rail", Unit.NONE)),
                    Map.entry("rtrq", new Row(QUEUES, "lp_rtrq", Unit.MESSAGES)),
                    Map.entry("rtrRefcount", new Row(CREDITS, "lp_rtr_refcount", Unit.NONE)),
                    Map.entry("gatewayAlive", new Row(HEALTH, "gateway alive", Unit.NONE)),
                    Map.entry("aliveCount", new Row(HEALTH, "lp_alive_count", Unit.NONE)),
                    Map.entry("pingTimestamp", new Row(HEALTH, "lp_ping_timestamp", Unit.CLOCK)),
                    Map.entry("pingDeadline", new Row(HEALTH, "lp_ping_deadline", Unit.CLOCK)),
                    Map.entry("pingNotsent", new Row(HEALTH, "lp_ping_notsent", Unit.NONE))),
            "Stats", Map.ofEntries(
                    Map.entry("msgsAlloc", new Row(STATS, "msgs_alloc", Unit.NONE)),
                    Map.entry("msgsMax", new Row(STATS, "msgs_max", Unit.NONE)),
                    Map.entry("sendLength", new Row(STATS, "send_length", Unit.BYTES)),
                    Map.entry("recvLength", new Row(STATS, "recv_length", Unit.BYTES)),
                    Map.entry("routeLength", new Row(STATS, "route_length", Unit.BYTES)),
                    Map.entry("dropLength", new Row(STATS, "drop_length", Unit.BYTES))));

    private PropertyGroups() {
    }

    /** The row of a feature of an EClass; fields not listed: under "Other" (attributes) or "Links". */
    static Row row(String eClass, String feature, boolean attribute) {
        Row row = ROWS.getOrDefault(eClass, Map.of()).get(feature);
        if (row != null) {
            return row;
        }
        String snake = feature.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toLowerCase(Locale.ROOT);
        return new Row(attribute ? (eClass.equals("Stats") ? STATS : OTHER) : LINKS, snake, Unit.NONE);
    }

    /** A value with its unit: "3.3 MiB", "180 s", "512 pages (2.0 MiB)"; 0 bytes of RAM is "unknown". */
    static String withUnit(Unit unit, String label, Object value) {
        if (!(value instanceof Number number)) {
            return String.valueOf(value);
        }
        long n = number.longValue();
        return switch (unit) {
            case BYTES -> n == 0 && label.equals("RAM") ? "unknown (not in the file)"
                    : Labels.mib(n) + "  (" + String.format("%,d", n) + " bytes)";
            case SECONDS, CLOCK -> n + " s";
            case PAGES -> n + " pages (" + Labels.mib(n * 4096) + ")";
            case CREDITS -> n < 0 ? n + " (" + -n + " queued)" : String.valueOf(n);
            case LOW_WATER -> n < 0 ? n + " (the lowest so far: " + -n + " queued at once)" : String.valueOf(n);
            case MESSAGES, NONE -> String.valueOf(n);
        };
    }

    /**
     * A value with its unit, a time on the node's clock also against the node's clock now ({@code clock},
     * Node.clockSeconds; 0 when the capture has none): "86553 s (clock - 303 s)", a deadline "(clock + 12 s)".
     * A 0 time is the kernel's initial value (never set), not a time 86553 s ago: shown as it is.
     */
    static String withUnit(Unit unit, String label, Object value, long clock) {
        String text = withUnit(unit, label, value);
        if (unit != Unit.CLOCK || clock <= 0 || !(value instanceof Number number) || number.longValue() <= 0) {
            return text;
        }
        long delta = number.longValue() - clock;
        return text + (delta == 0 ? " (the clock now)" : String.format(" (clock %s %,d s)", delta < 0 ? "-" : "+", Math.abs(delta)));
    }

    /** The tunables of a node, as lnetctl net show -v lists them per NI, plus the fabric's. */
    static final List<String> NODE_TUNABLES = List.of("peer_credits", "peer_buffer_credits", "credits",
            "peer_timeout", "lnd_timeout", "transaction_timeout", "retry_count", "health_sensitivity",
            "concurrent_sends", "peer_credits_hiw", "map_on_demand", "discovery", "tiny_router_buffers",
            "small_router_buffers", "large_router_buffers", "auto_down");

    /** Node features that are module parameters read from one node: shown among its tunables, not twice. */
    static final Set<String> NODE_TUNABLE_FEATURES = Set.of("lndTimeout", "autoDown");
}
