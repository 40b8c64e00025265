package org.lnetscope.vmcore.plan;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.OptionalLong;
import java.util.Set;

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
 * <p>Where routed messages wait depends on the release (lnet-domain §0): 2.12 parks them on the peer
 * NI's {@code lpni_rtrq}; 2.13+ on the peer's {@code lp_rtrq}, which a peer NI reaches through
 * {@code lpni_peer_net->lpn_peer}. A peer NI dump without {@code lpni_rtrq} is taken as master's
 * and that chain is followed, one pass per pointer.
 *
 * <p>Member offsets (to turn a struct address into the address of its embedded list head, which is
 * what {@code list -H} needs) come from the {@code struct -o TYPE} definitions of pass 1.
 */
public final class ExtractPlanner {

    /** {@code LNET_PEER_HASH_SIZE}: buckets per peer table (2.12 and master). */
    public static final int LNET_PEER_HASH_SIZE = 503;

    /** The lnet_msg fields of lnet-domain §1.5 a report needs, for every queued message. */
    public static final String MSG_FIELDS = "lnet_msg.msg_type,msg_len,msg_routing,msg_receiving,msg_sending,"
            + "msg_rx_delayed,msg_tx_delayed,msg_rx_ready_delay,msg_txcredit,msg_peertxcredit,msg_rtrcredit,"
            + "msg_peerrtrcredit,msg_private,msg_rxpeer,msg_txpeer,msg_hdr.src_nid,msg_hdr.dest_nid";

    /** The commands of pass 1 (also shipped as docs/crash/lnet-router-extract.crash). */
    public static final List<String> FIRST_PASS = List.of(
            "p the_lnet.ln_cpt_number",
            "p the_lnet.ln_peer_tables",
            "p kiblnd_data.kib_peer_hash_size",
            "p kiblnd_data.kib_peers",
            "struct -o lnet_peer_table",
            "struct -o lnet_peer_ni",
            "struct -o lnet_peer",
            "struct -o kib_peer_ni",
            "kmem -i",
            "log");

    private final StructIndex logs;
    private final Set<String> plan = new LinkedHashSet<>();
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

    /** Things the planner could not follow (missing offsets, crash errors), for the user. */
    public List<String> notes() {
        return notes;
    }

    /** The commands of the next pass, in a useful order; empty when the extract is complete. */
    public List<String> nextPass() {
        plan.clear();
        notes.clear();
        for (String c : FIRST_PASS) {
            want(c);
        }
        peerTables();
        peerNiQueues();
        heldRx();
        conns();
        kibPeers();
        return new ArrayList<>(plan);
    }

    private OptionalLong printed(String expression) {
        for (CrashStruct s : logs.prints()) {
            OptionalLong v = s.number(expression);
            if (v.isPresent()) {
                return v;
            }
        }
        return OptionalLong.empty();
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

    /** Each dumped peer NI with a non-empty lpni_txq/lpni_rtrq: walk the queue with the §1.5 fields. */
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

    /** §1.4: only parked messages (receiving, rx delayed) still own their kib_rx. */
    private void heldRx() {
        for (CrashStruct msg : logs.structs("lnet_msg")) {
            boolean parked = Boolean.TRUE.equals(msg.bool("msg_rx_delayed"))
                    && !Boolean.FALSE.equals(msg.bool("msg_receiving"));
            OptionalLong rx = msg.pointer("msg_private");
            if (parked && rx.isPresent() && rx.getAsLong() != 0 && logs.find("kib_rx", rx.getAsLong()) == null) {
                want("struct kib_rx " + Scalars.address(rx.getAsLong()));
            }
        }
    }

    private void conns() {
        for (CrashStruct rx : logs.structs("kib_rx")) {
            OptionalLong conn = rx.pointer("rx_conn");
            if (conn.isPresent() && conn.getAsLong() != 0 && logs.find("kib_conn", conn.getAsLong()) == null) {
                want("struct kib_conn " + Scalars.address(conn.getAsLong()));
            }
        }
        for (CrashStruct conn : logs.structs("kib_conn")) {
            OptionalLong peer = conn.pointer("ibc_peer");
            if (peer.isPresent() && peer.getAsLong() != 0 && logs.find("kib_peer_ni", peer.getAsLong()) == null) {
                want("struct kib_peer_ni " + Scalars.address(peer.getAsLong()));
            }
        }
    }

    /** kiblnd_data.kib_peers buckets, then each kib peer's live conns (ibp_conns). */
    private void kibPeers() {
        OptionalLong peers = printed("kiblnd_data.kib_peers");
        OptionalLong size = printed("kiblnd_data.kib_peer_hash_size");
        if (peers.isPresent() && size.isPresent() && peers.getAsLong() != 0) {
            want("rd " + Scalars.address(peers.getAsLong()) + " " + 2 * size.getAsLong());
            buckets(peers.getAsLong(), "kib_peer_ni.ibp_list", "kib_peer_ni");
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

    private void note(String text) {
        if (!notes.contains(text)) {
            notes.add(text);
        }
    }
}
