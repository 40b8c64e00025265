package org.lnetscope.vmcore.plan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.lnetscope.vmcore.crash.CrashStruct;
import org.lnetscope.vmcore.crash.ListHead;
import org.lnetscope.vmcore.crash.Member;
import org.lnetscope.vmcore.crash.Scalars;
import org.lnetscope.vmcore.crash.StructIndex;

/**
 * Works out the next pass of crash commands from the logs of the passes run so far. crash command
 * files cannot loop or use the values they print, so a full router extract is a fixed point: each
 * pass dumps what the previous ones pointed at (peer tables, hash buckets, peer NIs, their queues,
 * the kib_rx parked messages hold, the kib_conns those belong to, their kib peers), until the plan
 * is empty. Every rule follows a pointer the previous output printed; nothing is guessed.
 *
 * <p>Where routed messages wait depends on the release (lnet_post_routed_recv_locked, lib-move.c): 2.12 parks them on the peer
 * NI's {@code lpni_rtrq}; 2.13+ on the peer's {@code lp_rtrq}, which a peer NI reaches through
 * {@code lpni_peer_net->lpn_peer}. A peer NI dump without {@code lpni_rtrq} is taken as master's
 * and that chain is followed, one pass per pointer.
 *
 * <p>Member offsets (to turn a struct address into the address of its embedded list head, which is
 * what {@code list -H} needs) come from the {@code struct -o TYPE} definitions of pass 1.
 */
public final class ExtractPlanner {

    /**
     * {@code LNET_PEER_HASH_SIZE}, {@code 1 << LNET_PEER_HASH_BITS} = 512: the buckets of each
     * peer table's pt_hash, as lnet_peer_tables_create() allocates them (lib-types.h and peer.c,
     * 2.12 and master). Not the 503 of {@code LNET_PEER_HASHSIZE}, a prime lib-types.h still
     * defines but pt_hash does not use.
     */
    public static final int LNET_PEER_HASH_SIZE = 512;

    /**
     * Master's kiblnd_data.kib_peers: {@code DECLARE_HASHTABLE(kib_peers, IBLND_PEER_HASH_BITS)},
     * 1 << 7 hlist heads embedded in kiblnd_data, chained through kib_peer_ni.ibp_list (an
     * hlist_node) and with no kib_peer_hash_size (o2iblnd.h, master). Used when the type crash
     * printed does not give the array length.
     */
    public static final int IBLND_PEER_HASH_SIZE_MASTER = 128;

    /**
     * The lnet_msg fields a report needs, for every queued message: its type and length, the
     * flags that say where it waits and which credits it holds (lnet_post_send_locked,
     * lnet_post_routed_recv_locked), msg_private (its kib_rx while parked), msg_rxpeer and
     * msg_txpeer (the peer NIs it came from and goes to) and the header's NIDs.
     */
    public static final String MSG_FIELDS = "lnet_msg.msg_type,msg_len,msg_routing,msg_receiving,msg_sending,"
            + "msg_rx_delayed,msg_tx_delayed,msg_rx_ready_delay,msg_txcredit,msg_peertxcredit,msg_rtrcredit,"
            + "msg_peerrtrcredit,msg_private,msg_rxpeer,msg_txpeer,msg_hdr.src_nid,msg_hdr.dest_nid";

    /** The commands of pass 1 (also shipped as docs/crash/lnet-router-extract.crash). */
    public static final List<String> FIRST_PASS = List.of(
            "p the_lnet.ln_cpt_number",
            "p the_lnet.ln_peer_tables",
            "p kiblnd_data.kib_peer_hash_size",
            "p kiblnd_data.kib_peers",
            "p &kiblnd_data.kib_peers",
            "struct -o lnet_peer_table",
            "struct -o lnet_peer_ni",
            "struct -o lnet_peer",
            "struct -o kib_peer_ni",
            "struct -o kib_conn",
            "kmem -i",
            "log",
            "p auto_down",
            "p lnet_lnd_timeout",
            "p libcfs_printk");

    /**
     * Why pass 1 prints the module parameters and globals the cause analysis reads
     * (org.lnetscope.analysis.WhyQueued): each decides a hypothesis, and unread it stays undecided.
     */
    public static final Map<String, String> FIRST_PASS_WHY = Map.of(
            "p auto_down", "lnet's auto_down (router.c): 0 makes lnet_notify() ignore an LND reporting a peer down",
            "p lnet_lnd_timeout", "the LND tx deadline the router used (api-ni.c): how fast stuck txs time out",
            "p libcfs_printk", "whether CNETERR lines (\"peer not alive\", \"Tx -> ... failed\") reached the console log: without"
                    + " D_NETERROR their absence from the log proves nothing");

    private final StructIndex logs;
    private final Set<String> plan = new LinkedHashSet<>();
    private final Map<String, String> reasons = new HashMap<>();
    private final List<String> notes = new ArrayList<>();

    /** {@code logs} holds every pass run so far (one index fed all their files). */
    public ExtractPlanner(StructIndex logs) {
        this.logs = logs;
    }

    private void want(String command) {
        if (!logs.ran(command)) {
            plan.add(command);
        }
    }

    /** Plans {@code command} and says what it reads: which link it turns from inferred into read. */
    private void want(String command, String reason) {
        if (!logs.ran(command)) {
            plan.add(command);
            reasons.putIfAbsent(command, reason);
        }
    }

    /** Why a planned command is there, when it completes a chain the extract left half read; else null. */
    public String reason(String command) {
        return reasons.get(command);
    }

    /** Things the planner could not follow (missing offsets, crash errors), for the user. */
    public List<String> notes() {
        return notes;
    }

    /** The commands of the next pass, in a useful order; empty when the extract is complete. */
    public List<String> nextPass() {
        plan.clear();
        notes.clear();
        reasons.clear();
        for (String c : FIRST_PASS) {
            String why = FIRST_PASS_WHY.get(c);
            if (why == null) {
                want(c);
            } else {
                want(c, why);
            }
        }
        peerTables();
        peerNiQueues();
        aliveness();
        heldRx();
        conns();
        kibPeers();
        kibTxs();
        partialWalks();
        partialStructs();
        return new ArrayList<>(plan);
    }

    private OptionalLong printed(String expression) {
        return logs.printed(expression);
    }

    /** The words {@code rd} printed starting at {@code address}, in order, or null if not run. */
    private List<Long> words(long address) {
        CrashStruct s = logs.rd(address);
        if (s == null) {
            return null;
        }
        List<Long> out = new ArrayList<>();
        for (Member m : s.members()) {
            out.add(Scalars.number(m.text()).orElse(0));
        }
        return out;
    }

    /** Offset of {@code member} in {@code type} from a {@code struct -o type} of an earlier pass. */
    private OptionalLong offset(String type, String member) {
        CrashStruct s = logs.offsets(type);
        return s == null ? OptionalLong.empty() : Scalars.hex(s.text(member));
    }

    /** the_lnet.ln_peer_tables[cpt] -> each table's pt_hash -> non-empty buckets -> peer NIs. */
    private void peerTables() {
        OptionalLong tables = printed("the_lnet.ln_peer_tables");
        OptionalLong cpts = printed("the_lnet.ln_cpt_number");
        if (tables.isEmpty() || cpts.isEmpty()) {
            return;
        }
        want("rd " + Scalars.address(tables.getAsLong()) + " " + cpts.getAsLong());
        List<Long> tablePtrs = words(tables.getAsLong());
        if (tablePtrs == null) {
            return;
        }
        for (long table : tablePtrs) {
            if (table == 0) {
                continue;
            }
            want("struct lnet_peer_table " + Scalars.address(table));
            CrashStruct t = logs.find("lnet_peer_table", table);
            if (t == null) {
                continue;
            }
            OptionalLong hash = t.pointer("pt_hash");
            if (hash.isEmpty() || hash.getAsLong() == 0) {
                continue;
            }
            want("rd " + Scalars.address(hash.getAsLong()) + " " + 2 * LNET_PEER_HASH_SIZE);
            buckets(hash.getAsLong(), "lnet_peer_ni.lpni_hashlist", "lnet_peer_ni");
        }
    }

    /** Lists every non-empty bucket of a hash table of list_heads dumped by {@code rd}. */
    private void buckets(long array, String linkage, String type) {
        List<Long> w = words(array);
        if (w == null) {
            return;
        }
        for (int i = 0; i + 1 < w.size(); i += 2) {
            long bucket = array + 8L * i;
            long next = w.get(i);
            if (next != 0 && next != bucket) {
                want("list -H " + Scalars.address(bucket) + " -o " + linkage + " -s " + type);
            }
        }
    }

    /** Each dumped peer NI with a non-empty lpni_txq/lpni_rtrq: walk the queue with {@link #MSG_FIELDS}. */
    private void peerNiQueues() {
        for (CrashStruct ni : logs.structs("lnet_peer_ni")) {
            if (!ni.hasAddress()) {
                continue;
            }
            walk(ni, "lnet_peer_ni", "lpni_txq");
            if (ni.has("lpni_rtrq")) {
                walk(ni, "lnet_peer_ni", "lpni_rtrq");
            } else {
                peerOf(ni);
            }
        }
    }

    /**
     * What decides why the router kept queueing to a peer that stopped draining (WhyQueued): the
     * net's {@code lct_peer_timeout} through each peer NI's lpni_net (lnet_peer_aliveness_enabled,
     * lib-types.h), and, for a peer NI with messages waiting on its txq, the aliveness fields a
     * member-list dump left out (2.12 lpni_alive, lpni_alive_count, lpni_last_query; master
     * lpni_notified, lpni_ns_status).
     */
    private void aliveness() {
        Set<Long> nets = new LinkedHashSet<>();
        for (CrashStruct ni : logs.structs("lnet_peer_ni")) {
            long net = ni.pointer("lpni_net").orElse(0);
            if (net != 0 && nets.add(net) && logs.find("lnet_net", net) == null) {
                want("struct lnet_net.net_tunables " + Scalars.address(net), "lpni_net of lnet_peer_ni "
                        + Scalars.address(ni.address()) + ": its lct_peer_timeout says whether router aliveness was on"
                        + " for every peer of that net (<= 0: LNet never asks whether a peer is alive)");
            }
            boolean stuck = ni.intValue("lpni_txcredits").orElse(0) < 0;
            if (!stuck || !ni.hasAddress() || !memberList(ni)) {
                continue;
            }
            boolean master = !ni.has("lpni_rtrq") || ni.has("lpni_kref");
            String[] fields = master ? new String[] {"lpni_notified", "lpni_ns_status"}
                    : new String[] {"lpni_alive", "lpni_alive_count", "lpni_last_query"};
            List<String> missing = new ArrayList<>();
            for (String f : fields) {
                if (!ni.has(f)) {
                    missing.add(f);
                }
            }
            if (!missing.isEmpty()) {
                want("struct lnet_peer_ni " + Scalars.address(ni.address()), "lnet_peer_ni " + Scalars.address(ni.address())
                        + " has messages waiting on its txq and was printed without " + String.join(", ", missing)
                        + ": they say whether LNet ever heard that the peer is down");
            }
        }
    }

    /** Master: peer NI -> lpni_peer_net -> lpn_peer -> lp_rtrq, each hop once its struct is dumped. */
    private void peerOf(CrashStruct ni) {
        long peerNet = ni.pointer("lpni_peer_net").orElse(0);
        if (peerNet == 0) {
            return;
        }
        CrashStruct net = logs.find("lnet_peer_net", peerNet);
        if (net == null) {
            want("struct lnet_peer_net " + Scalars.address(peerNet));
            return;
        }
        long peer = net.pointer("lpn_peer").orElse(0);
        if (peer == 0) {
            return;
        }
        CrashStruct lp = logs.find("lnet_peer", peer);
        if (lp == null) {
            want("struct lnet_peer " + Scalars.address(peer));
            return;
        }
        walk(lp, "lnet_peer", "lp_rtrq");
    }

    /** {@code list -H} over a non-empty message queue of a dumped struct, at its member offset. */
    private void walk(CrashStruct owner, String type, String queue) {
        if (owner.list(queue).state() != ListHead.State.LINKED) {
            return;
        }
        OptionalLong off = offset(type, queue);
        if (off.isEmpty()) {
            note("no offset of " + type + "." + queue + ": run 'struct -o " + type + "' to walk the queues");
            return;
        }
        want("list -H " + Scalars.address(owner.address() + off.getAsLong()) + " -o lnet_msg.msg_list -s " + MSG_FIELDS);
    }

    /**
     * Only parked messages (receiving, rx delayed) still own their kib_rx: msg_private is that rx
     * until kiblnd_recv() reposts it (lnet_parse stores the LND's private; lib-move.c).
     */
    private void heldRx() {
        for (CrashStruct msg : logs.structs("lnet_msg")) {
            boolean parked = Boolean.TRUE.equals(msg.bool("msg_rx_delayed"))
                    && !Boolean.FALSE.equals(msg.bool("msg_receiving"));
            OptionalLong rx = msg.pointer("msg_private");
            if (parked && rx.isPresent() && rx.getAsLong() != 0 && logs.find("kib_rx", rx.getAsLong()) == null) {
                want("struct kib_rx " + Scalars.address(rx.getAsLong()), "msg_private of parked lnet_msg "
                        + Scalars.address(msg.address()) + ": the kib_rx it holds, and through rx_conn its conn");
            }
        }
    }

    private void conns() {
        for (CrashStruct rx : logs.structs("kib_rx")) {
            OptionalLong conn = rx.pointer("rx_conn");
            if (conn.isPresent() && conn.getAsLong() != 0 && logs.find("kib_conn", conn.getAsLong()) == null) {
                want("struct kib_conn " + Scalars.address(conn.getAsLong()), "rx_conn of kib_rx "
                        + Scalars.address(rx.address()) + " was never printed: its ibc_state and ibc_refcount say"
                        + " whether it is pinned");
            }
        }
        for (CrashStruct conn : logs.structs("kib_conn")) {
            OptionalLong peer = conn.pointer("ibc_peer");
            if (peer.isPresent() && peer.getAsLong() != 0 && logs.find("kib_peer_ni", peer.getAsLong()) == null) {
                want("struct kib_peer_ni " + Scalars.address(peer.getAsLong()), "ibc_peer of kib_conn "
                        + Scalars.address(conn.address()) + ": its NID is otherwise inferred from the messages it holds");
            }
        }
    }

    /**
     * kiblnd_data.kib_peers buckets, then each kib peer's live conns (ibp_conns). 2.12: a pointer
     * to kib_peer_hash_size list_heads (o2iblnd.h, v2_12_9). Master: an embedded array of hlist
     * heads, read with {@code rd} at its address; each non-empty head's {@code first} is the
     * ibp_list node of a kib_peer_ni, and crash walks the chain with {@code list -l} (the next
     * pointer is the node's first member; -l gives the node's offset in the struct) until NULL.
     */
    private void kibPeers() {
        OptionalLong peers = printed("kiblnd_data.kib_peers");
        OptionalLong size = printed("kiblnd_data.kib_peer_hash_size");
        if (peers.isPresent() && size.isPresent() && peers.getAsLong() != 0) {
            want("rd " + Scalars.address(peers.getAsLong()) + " " + 2 * size.getAsLong());
            buckets(peers.getAsLong(), "kib_peer_ni.ibp_list", "kib_peer_ni");
        } else {
            hlistKibPeers();
        }
        for (CrashStruct peer : logs.structs("kib_peer_ni")) {
            if (!peer.hasAddress() || peer.list("ibp_conns").state() != ListHead.State.LINKED) {
                continue;
            }
            OptionalLong off = offset("kib_peer_ni", "ibp_conns");
            if (off.isEmpty()) {
                note("no offset of kib_peer_ni.ibp_conns: run 'struct -o kib_peer_ni' to list live conns");
                continue;
            }
            want("list -H " + Scalars.address(peer.address() + off.getAsLong()) + " -o kib_conn.ibc_list -s kib_conn");
        }
    }

    /**
     * Message walks run with fewer fields than {@link #MSG_FIELDS}: a hand-made session often
     * lists a queue with a few fields. Without msg_rxpeer the analyses infer the sender from
     * msg_hdr.src_nid; without msg_private a parked message's rx (and so its conn) is unknown.
     * The same walk with every field reads them.
     */
    private void partialWalks() {
        for (StructIndex.Walk walk : logs.walks()) {
            if (!"lnet_msg".equals(walk.type())) {
                continue;
            }
            int noRxPeer = 0;
            int noPrivate = 0;
            for (long address : walk.entries()) {
                CrashStruct m = logs.find("lnet_msg", address);
                if (m == null) {
                    continue;
                }
                noRxPeer += m.has("msg_rxpeer") ? 0 : 1;
                noPrivate += m.has("msg_private") ? 0 : 1;
            }
            if (noRxPeer + noPrivate == 0) {
                continue;
            }
            List<String> args = walk.command().args();
            String start = Scalars.address(walk.head());
            String command = args.contains("-H") ? "list -H " + start + " -o lnet_msg.msg_list -s " + MSG_FIELDS
                    : "list -o lnet_msg.msg_list -s " + MSG_FIELDS + " " + start;
            List<String> missing = new ArrayList<>();
            if (noRxPeer > 0) {
                missing.add(noRxPeer + " without msg_rxpeer (sender " + "inferred from src_nid)");
            }
            if (noPrivate > 0) {
                missing.add(noPrivate + " without msg_private (a parked one's kib_rx unknown)");
            }
            want(command, "the walk at " + walk.command().file() + ":" + walk.command().line() + " printed "
                    + walk.entries().length + " lnet_msg, " + String.join(", ", missing) + ": the same walk with every"
                    + " field reads them");
        }
        Map<Long, Integer> unprintedSenders = new LinkedHashMap<>();
        for (CrashStruct m : logs.structs("lnet_msg")) {
            long rxPeer = m.pointer("msg_rxpeer").orElse(0);
            if (rxPeer != 0 && logs.find("lnet_peer_ni", rxPeer) == null) {
                unprintedSenders.merge(rxPeer, 1, Integer::sum);
            }
        }
        unprintedSenders.forEach((ni, count) -> want("struct lnet_peer_ni " + Scalars.address(ni), "msg_rxpeer of "
                + count + " lnet_msg was never printed: the sender's lpni_rtrcredits and router queue"));
    }

    /**
     * Whether {@code s} was printed with a member list ({@code struct kib_conn.ibc_state ADDR}): a
     * field missing from a whole-struct dump is a cut or a layout, not something to ask again.
     */
    private static boolean memberList(CrashStruct s) {
        return s.command() != null && !s.command().requestedMembers().isEmpty();
    }

    /** A kib_conn or kib_rx printed with a member list that left out what the chain needs. */
    private void partialStructs() {
        for (CrashStruct conn : logs.structs("kib_conn")) {
            List<String> missing = new ArrayList<>();
            for (String field : new String[] {"ibc_state", "ibc_refcount", "ibc_peer"}) {
                if (!conn.has(field)) {
                    missing.add(field);
                }
            }
            if (conn.hasAddress() && !missing.isEmpty() && memberList(conn)) {
                want("struct kib_conn " + Scalars.address(conn.address()), "kib_conn " + Scalars.address(conn.address())
                        + " was printed without " + String.join(", ", missing) + ": "
                        + (missing.contains("ibc_peer") ? "its peer is inferred from the messages it holds" : "pinned or not is unknown"));
            }
        }
        for (CrashStruct rx : logs.structs("kib_rx")) {
            if (rx.hasAddress() && (!rx.has("rx_conn") || !rx.has("rx_nob")) && memberList(rx)) {
                want("struct kib_rx " + Scalars.address(rx.address()), "kib_rx " + Scalars.address(rx.address())
                        + " was printed without rx_conn or rx_nob: its conn, or whether LNet holds it, is unknown");
            }
        }
    }

    /** The kib_tx fields that say where a tx is and which lnet_msg it carries (o2iblnd.h). */
    public static final String TX_FIELDS = "kib_tx.tx_status,tx_waiting,tx_sending,tx_queued,tx_deadline,tx_conn,tx_lntmsg";

    /** A conn's tx lists (o2iblnd.h): the send queues, then the posted txs. */
    public static final List<String> CONN_TX_LISTS = List.of("ibc_tx_noops", "ibc_tx_queue", "ibc_tx_queue_nocred",
            "ibc_tx_queue_rsrvd", "ibc_active_txs");

    /**
     * Messages inside o2iblnd: a message that got its peer tx credit is handed to kiblnd_send() and
     * waits as a kib_tx on the peer's ibp_tx_queue (no conn yet: kiblnd_launch_tx), on a conn's send
     * queues (no IB credit: kiblnd_queue_tx_locked) or on ibc_active_txs (posted, waiting for its
     * completion, PUT_ACK or GET_DONE). lpni_txcredits counts them; lpni_txq does not show them.
     */
    private void kibTxs() {
        for (CrashStruct peer : logs.structs("kib_peer_ni")) {
            txWalk(peer, "kib_peer_ni", "ibp_tx_queue", "txs waiting for a connection to this peer hold their"
                    + " messages' peer tx credits (kiblnd_launch_tx); lpni_txq does not show them");
        }
        for (CrashStruct conn : logs.structs("kib_conn")) {
            for (String list : CONN_TX_LISTS) {
                txWalk(conn, "kib_conn", list, "txs on this conn's " + list + " hold their messages' peer tx credits;"
                        + " lpni_txq does not show them");
            }
        }
    }

    private void txWalk(CrashStruct owner, String type, String list, String why) {
        if (!owner.hasAddress() || owner.list(list).state() != ListHead.State.LINKED) {
            return;
        }
        OptionalLong off = offset(type, list);
        if (off.isEmpty()) {
            note("no offset of " + type + "." + list + ": run 'struct -o " + type + "' to list the txs inside o2iblnd");
            return;
        }
        want("list -H " + Scalars.address(owner.address() + off.getAsLong()) + " -o kib_tx.tx_list -s " + TX_FIELDS,
                type + " " + Scalars.address(owner.address()) + ": " + why);
    }

    /** Master's hlist kib_peers: {@code p &kiblnd_data.kib_peers} gave its address and type. */
    private void hlistKibPeers() {
        String type = printedText("&kiblnd_data.kib_peers");
        if (type == null || !type.contains("hlist_head")) {
            return;
        }
        // "(struct hlist_head (*)[128]) 0xffffffffc0b86340 <kiblnd_data+64>": the address follows the cast
        Matcher address = Pattern.compile("\\)\\s*(0x[0-9a-fA-F]+)").matcher(type);
        OptionalLong array = OptionalLong.empty();
        while (address.find()) {
            array = Scalars.hex(address.group(1));
        }
        if (array.isEmpty() || array.getAsLong() == 0) {
            return;
        }
        Matcher length = Pattern.compile("\\[(\\d+)\\]").matcher(type);
        int buckets = length.find() ? Integer.parseInt(length.group(1)) : IBLND_PEER_HASH_SIZE_MASTER;
        want("rd " + Scalars.address(array.getAsLong()) + " " + buckets);
        List<Long> firsts = words(array.getAsLong());
        if (firsts == null) {
            return;
        }
        for (long first : firsts) {
            if (first != 0) {
                want("list -l kib_peer_ni.ibp_list -s kib_peer_ni " + Scalars.address(first));
            }
        }
    }

    /** The text a {@code p EXPRESSION} printed, or null. */
    private String printedText(String expression) {
        for (CrashStruct s : logs.prints()) {
            String v = s.text(expression);
            if (v != null) {
                return v;
            }
        }
        return null;
    }

    private void note(String text) {
        if (!notes.contains(text)) {
            notes.add(text);
        }
    }
}
