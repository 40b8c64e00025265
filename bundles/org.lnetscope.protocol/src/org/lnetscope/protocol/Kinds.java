package org.lnetscope.protocol;

/**
 * The object kinds and field names of a {@link NodeState}. Field names are lnetctl's (the YAML
 * keys, with spaces turned into underscores) so that the debugfs column and the YAML key of the
 * same kernel field land in the same place; the kernel field each stands for is in the comment.
 * These names are also the agent protocol's schema (docs/agent-protocol.md): renaming one is a
 * protocol change.
 */
public final class Kinds {

    public static final String LAYOUT_2_12 = "2.12";
    public static final String LAYOUT_MASTER = "master";

    /** A local NI, id = NID. Fields: {@link #STATUS}, interface, tunables, statistics, alive. */
    public static final String NI = "ni";
    /** One lnet_tx_queue of a local NI, id = "NID CPT". */
    public static final String TX_QUEUE = "tq";
    /** An lnet_peer, id = primary NID. Field multi_rail (0/1). */
    public static final String PEER = "peer";
    /** An lnet_peer_ni, id = NID. */
    public static final String PEER_NI = "peer_ni";
    /** the_lnet.ln_rtrpools[cpt][kind], id = "tiny 0". */
    public static final String POOL = "pool";
    /** A route, id = "NET GATEWAY". */
    public static final String ROUTE = "route";
    /**
     * A gateway of the routers table, id = its NID (2.12: the gateway lnet_peer_ni's; master: the
     * lnet_peer's primary NID). Fields: {@link #ROUTER_REFS}, {@link #RTR_REFCOUNT}, {@link #STATE},
     * and in 2.12 only {@link #ALIVE_COUNT}, {@link #LAST_PING}, {@link #PING_SENT}, {@link #PING_DEADLINE}
     * (absent when "NA"), {@link #DOWN_NIS}.
     */
    public static final String ROUTER = "router";
    /** The_lnet counters (stats), id "". */
    public static final String STATS = "stats";
    /** Routing state, id "": field {@link #ROUTING_STATE}. */
    public static final String ROUTING = "routing";
    /**
     * A net a configuration gives by interface without a NID yet (lnet.conf, {@code lnetctl import}),
     * id = net name. Fields: {@link #INTERFACE} (comma-separated), the net's tunables.
     */
    public static final String NET_CONFIG = "net";
    /** An ip2nets rule of a configuration, id = its index. Fields: net_spec, interfaces, ip_range. */
    public static final String IP2NETS = "ip2nets";
    /** A UDSP (user-defined selection policy) rule, id = idx. Fields: src, dst, rte, priority. */
    public static final String UDSP = "udsp";
    /** lnetctl global show, plus router buffer totals, id "". */
    public static final String GLOBAL = "global";
    /**
     * The node's memory from /proc/meminfo, id "" (not LNet's, but what an OOM warning needs: a
     * router's pinned kib_conns show up as MemAvailable falling). Fields in bytes:
     * {@link #MEM_TOTAL}, {@link #MEM_AVAILABLE}, {@link #SLAB}, {@link #SUNRECLAIM}.
     */
    public static final String MEMINFO = "meminfo";
    /** MemTotal (totalram_pages), bytes. */
    public static final String MEM_TOTAL = "mem_total_bytes";
    /** MemAvailable (si_mem_available(), Linux 3.14 and later), bytes. */
    public static final String MEM_AVAILABLE = "mem_available_bytes";
    /** Slab (reclaimable + unreclaimable slab), bytes. */
    public static final String SLAB = "slab_bytes";
    /**
     * SUnreclaim (unreclaimable slab), bytes: kiblnd_create_conn() (o2iblnd.c) allocates the kib_conn
     * and its rx descriptors with LIBCFS_CPT_ALLOC (slab while small); the rx pages (kiblnd_alloc_pages) are page allocations, seen only
     * as MemAvailable falling.
     */
    public static final String SUNRECLAIM = "sunreclaim_bytes";

    // ni
    public static final String STATUS = "status";
    public static final String INTERFACE = "interface";
    public static final String NI_ALIVE = "alive";
    /** lct_peer_tx_credits (nis "peer" column, tunable peer_credits). */
    public static final String PEER_CREDITS = "peer_credits";
    /** lct_peer_rtr_credits (nis "rtr" column, tunable peer_buffer_credits). */
    public static final String PEER_BUFFER_CREDITS = "peer_buffer_credits";
    /** lct_max_tx_credits (tunable credits). */
    public static final String CREDITS = "credits";
    public static final String PEER_TIMEOUT = "peer_timeout";

    // tq
    public static final String TQ_REFS = "refs";
    public static final String TQ_CREDITS_MAX = "tq_credits_max";
    public static final String TQ_CREDITS = "tq_credits";
    public static final String TQ_CREDITS_MIN = "tq_credits_min";

    // peer and peer_ni
    public static final String MULTI_RAIL = "multi_rail";
    public static final String PRIMARY_NID = "primary_nid";
    public static final String STATE = "state";
    /** lpni_refcount. */
    public static final String REFCOUNT = "refcount";
    /** Seconds since lpni_last_alive (peers "last" column), -1 when not tracked. */
    public static final String LAST_ALIVE = "last_alive";
    public static final String MAX_TX_CREDITS = "max_ni_tx_credits";
    /** lpni_txcredits. */
    public static final String TX_CREDITS = "available_tx_credits";
    /** lpni_mintxcredits. */
    public static final String MIN_TX_CREDITS = "min_tx_credits";
    /** lpni_txqnob. */
    public static final String TXQ_NOB = "tx_q_num_of_buf";
    /** lpni_rtrcredits. */
    public static final String RTR_CREDITS = "available_rtr_credits";
    /** lpni_minrtrcredits. */
    public static final String MIN_RTR_CREDITS = "min_rtr_credits";
    /** lpni_healthv (also the NI's health value). */
    public static final String HEALTH_VALUE = "health_value";
    public static final String SEND_COUNT = "send_count";
    public static final String RECV_COUNT = "recv_count";
    public static final String DROP_COUNT = "drop_count";

    // router (the routers table has no lnetctl twin: field names are its column names)
    /** The ref column: lpni_refcount of the gateway peer NI (2.12), lp_refcount of the peer (master). */
    public static final String ROUTER_REFS = "ref";
    /** lpni_rtr_refcount (2.12) / lp_rtr_refcount (master): routes through this gateway. */
    public static final String RTR_REFCOUNT = "rtr_ref";
    /** lpni_alive_count (2.12). */
    public static final String ALIVE_COUNT = "alive_cnt";
    /** Seconds since lpni_ping_timestamp (2.12). */
    public static final String LAST_PING = "last_ping";
    /** !lpni_ping_notsent, 0/1 (2.12). */
    public static final String PING_SENT = "ping_sent";
    /** Seconds from now to lpni_ping_deadline (2.12); absent when the kernel has 0 (printed "NA"). */
    public static final String PING_DEADLINE = "deadline";
    /** lr_downis of the gateway's routes (2.12). */
    public static final String DOWN_NIS = "down_ni";

    // pool
    public static final String NPAGES = "npages";
    public static final String NBUFFERS = "nbuffers";
    public static final String POOL_CREDITS = "credits";
    public static final String POOL_MIN_CREDITS = "mincredits";

    // route
    public static final String NET = "net";
    public static final String GATEWAY = "gateway";
    public static final String HOP = "hop";
    public static final String PRIORITY = "priority";

    /** "enabled", "disabled", and in master also "starting", "stopping". */
    public static final String ROUTING_STATE = "state";

    /** The 11 columns of debugfs stats, in order; lnetctl stats show has these and more. */
    public static final String[] STATS_COLUMNS = {"msgs_alloc", "msgs_max", "errors", "send_count", "recv_count",
            "route_count", "drop_count", "send_length", "recv_length", "route_length", "drop_length"};

    /** Router pool kinds by rbp_npages: lnet_msg2bufpool() sizes (0, 1 and 256 pages). */
    public static String poolKind(long npages) {
        if (npages == 0) {
            return "tiny";
        }
        return npages == 1 ? "small" : "large";
    }

    private Kinds() {
    }
}
