package org.lnetscope.vmcore.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.lnetscope.vmcore.crash.CrashLogParser;
import org.lnetscope.vmcore.crash.StructIndex;

/**
 * Drives the planner pass by pass over a tiny router (two CPTs, two kib hash buckets), feeding it
 * what crash would have printed for exactly the commands it asked for.
 */
class ExtractPlannerTest {

    private final List<String> passes = new ArrayList<>();
    private StructIndex session;

    /** Adds one pass's log and plans the next from all logs so far, as the CLI does. */
    private List<String> plan(String passLog) {
        passes.add(passLog);
        session = new StructIndex();
        CrashLogParser parser = new CrashLogParser(session);
        for (int i = 0; i < passes.size(); i++) {
            parser.parse("pass" + (i + 1) + ".log",
                    new ByteArrayInputStream(passes.get(i).getBytes(StandardCharsets.US_ASCII)));
        }
        return new ExtractPlanner(session).nextPass();
    }

    private static String rd(long address, long... words) {
        StringBuilder b = new StringBuilder("crash> rd " + Long.toHexString(address) + " " + words.length + "\n");
        for (int i = 0; i < words.length; i += 2) {
            b.append(Long.toHexString(address + 8L * i)).append(":  ").append(String.format("%016x", words[i]));
            if (i + 1 < words.length) {
                b.append(' ').append(String.format("%016x", words[i + 1]));
            }
            b.append("   ................\n");
        }
        return b.toString();
    }

    static final String PASS1 = """
            crash> p the_lnet.ln_cpt_number
            $1 = 2
            crash> p the_lnet.ln_peer_tables
            $2 = (struct lnet_peer_table **) 0xffff9a10a0c4e000
            crash> p kiblnd_data.kib_peer_hash_size
            $3 = 2
            crash> p kiblnd_data.kib_peers
            $4 = (struct list_head *) 0xffff9a10a0d00000
            crash> p &kiblnd_data.kib_peers
            $5 = (struct list_head **) 0xffffffffc0b86348 <kiblnd_data+8>
            crash> struct -o lnet_peer_table
            struct lnet_peer_table {
               [0] int pt_version;
               [4] int pt_number;
               [8] int pt_zombies;
              [16] struct list_head pt_peer_list;
              [32] struct list_head pt_zombie_list;
              [48] spinlock_t pt_zombie_lock;
              [56] struct list_head *pt_hash;
            }
            SIZE: 64
            crash> struct -o lnet_peer_ni
            struct lnet_peer_ni {
               [0] struct list_head lpni_peer_nis;
              [16] struct list_head lpni_on_remote_peer_ni_list;
              [32] struct list_head lpni_recovery;
              [48] struct list_head lpni_hashlist;
              [64] struct list_head lpni_txq;
              [80] struct list_head lpni_rtrq;
              [96] struct list_head lpni_rtr_list;
             [112] struct lnet_peer_net *lpni_peer_net;
            }
            SIZE: 512
            crash> struct -o lnet_peer
            struct lnet_peer {
               [0] struct list_head lp_peer_list;
              [16] struct list_head lp_peer_nets;
              [32] struct list_head lp_rtrq;
            }
            SIZE: 512
            crash> struct -o kib_peer_ni
            struct kib_peer_ni {
               [0] struct list_head ibp_list;
              [16] lnet_nid_t ibp_nid;
              [24] struct lnet_ni *ibp_ni;
              [32] struct list_head ibp_conns;
            }
            SIZE: 160
            crash> struct -o kib_conn
            struct kib_conn {
               [0] struct kib_sched_info *ibc_sched;
               [8] struct kib_peer_ni *ibc_peer;
              [32] struct list_head ibc_list;
             [152] struct list_head ibc_tx_noops;
             [168] struct list_head ibc_tx_queue;
             [184] struct list_head ibc_tx_queue_nocred;
             [200] struct list_head ibc_tx_queue_rsrvd;
             [216] struct list_head ibc_active_txs;
            }
            SIZE: 512
            crash> kmem -i
                             PAGES        TOTAL      PERCENTAGE
                TOTAL MEM  12556539      47.9 GB         ----
            crash> log
            [1043000.000000] LNet: HW NUMA nodes: 2, HW CPU cores: 32, npartitions: 2
            crash> p auto_down
            $6 = 1
            crash> p lnet_lnd_timeout
            $7 = 50
            crash> p libcfs_printk
            $8 = 33948672
            """;

    @Test
    void firstPassFileIsWhatThePlannerWantsFirst() {
        StructIndex empty = new StructIndex();
        assertEquals(ExtractPlanner.FIRST_PASS, new ExtractPlanner(empty).nextPass());
    }

    @Test
    void followsPointersPassByPassUntilComplete() {
        long tables = 0xffff9a10a0c4e000L;
        long kibPeers = 0xffff9a10a0d00000L;
        long t0 = 0xffff9a10a0c50000L;
        long t1 = 0xffff9a10a0c51000L;
        assertEquals(List.of("rd ffff9a10a0c4e000 2", "rd ffff9a10a0d00000 4"), plan(PASS1));

        // pass 2: two table pointers; kib bucket 0 empty (self), bucket 1 holds a peer
        long kibPeer = 0xffff9a0ffa5d3e00L;
        assertEquals(List.of("struct lnet_peer_table ffff9a10a0c50000", "struct lnet_peer_table ffff9a10a0c51000",
                "list -H ffff9a10a0d00010 -o kib_peer_ni.ibp_list -s kib_peer_ni"),
                plan(rd(tables, t0, t1) + rd(kibPeers, kibPeers, kibPeers, kibPeer, kibPeer)));
        assertEquals(List.of(), session.diagnostics());

        // pass 3: the tables point at their hashes; the kib peer has one live conn
        long hash0 = 0xffff9a10a0e00000L;
        long hash1 = 0xffff9a10a0f00000L;
        String pass3 = table(t0, hash0) + table(t1, hash1) + """
                crash> list -H ffff9a10a0d00010 -o kib_peer_ni.ibp_list -s kib_peer_ni
                ffff9a0ffa5d3e00
                struct kib_peer_ni {
                  ibp_list = {
                    next = 0xffff9a10a0d00010,
                    prev = 0xffff9a10a0d00010
                  },
                  ibp_nid = 1407375051325461,
                  ibp_ni = 0xffff9a10a1b0f000,
                  ibp_conns = {
                    next = 0xffff9a0f00f2c010,
                    prev = 0xffff9a0f00f2c010
                  }
                }
                """;
        assertEquals(List.of("rd ffff9a10a0e00000 1024", "rd ffff9a10a0f00000 1024",
                "list -H ffff9a0ffa5d3e20 -o kib_conn.ibc_list -s kib_conn"), plan(pass3));

        // pass 4: one non-empty bucket per table (bucket 7 of table 0; bucket 510 of table 1, past
        // the 503 of LNET_PEER_HASHSIZE: pt_hash has LNET_PEER_HASH_SIZE = 512 buckets)
        long ni = 0xffff9a0e55d01800L;
        String pass4 = rd(hash0, hashWords(hash0, 7, ni + 48)) + rd(hash1, hashWords(hash1, 510, 0xffff9a0f3c2e1830L))
                + "crash> list -H ffff9a0ffa5d3e20 -o kib_conn.ibc_list -s kib_conn\n"
                + "ffff9a0f00f2c000\nstruct kib_conn {\n  ibc_state = 3,\n  ibc_peer = 0xffff9a0ffa5d3e00\n}\n";
        assertEquals(List.of("list -H ffff9a10a0e00070 -o lnet_peer_ni.lpni_hashlist -s lnet_peer_ni",
                "list -H ffff9a10a0f01fe0 -o lnet_peer_ni.lpni_hashlist -s lnet_peer_ni"), plan(pass4));

        // pass 5: the server's peer NI, whose rtrq is not empty and whose txq is
        String pass5 = """
                crash> list -H ffff9a10a0e00070 -o lnet_peer_ni.lpni_hashlist -s lnet_peer_ni
                ffff9a0e55d01800
                struct lnet_peer_ni {
                  lpni_txq = {
                    next = 0xffff9a0e55d01840,
                    prev = 0xffff9a0e55d01840
                  },
                  lpni_rtrq = {
                    next = 0xffff9a0d7c1e8e10,
                    prev = 0xffff9a0d7c1e9610
                  },
                  lpni_rtrcredits = -2,
                  lpni_nid = 1407375051325461
                }
                crash> list -H ffff9a10a0f01fe0 -o lnet_peer_ni.lpni_hashlist -s lnet_peer_ni
                list: invalid kernel virtual address: dead000000000100  type: "list entry"
                """;
        assertEquals(List.of("list -H ffff9a0e55d01850 -o lnet_msg.msg_list -s " + ExtractPlanner.MSG_FIELDS),
                plan(pass5), "a poisoned bucket walk is reported, not planned again");
        assertEquals(1, session.diagnostics().size());
        assertTrue(session.diagnostics().get(0).message().contains("poisoned"));

        // pass 6: two parked messages, then pass 7 their rx, pass 8 the conn, pass 9 its peer is known
        String pass6 = "crash> list -H ffff9a0e55d01850 -o lnet_msg.msg_list -s " + ExtractPlanner.MSG_FIELDS + "\n"
                + msg(0xffff9a0d7c1e8e00L, 0xffff9a0f01c40270L) + msg(0xffff9a0d7c1e9600L, 0xffff9a0f01c402d8L);
        assertEquals(List.of("struct kib_rx ffff9a0f01c40270", "struct kib_rx ffff9a0f01c402d8"), plan(pass6));
        String pass7 = rx(0xffff9a0f01c40270L) + rx(0xffff9a0f01c402d8L);
        assertEquals(List.of("struct kib_conn ffff9a0f00f1c000"), plan(pass7));
        String pass8 = """
                crash> struct kib_conn ffff9a0f00f1c000
                struct kib_conn {
                  ibc_peer = 0xffff9a0ffa5d3e00,
                  ibc_state = 5
                }
                """;
        assertEquals(List.of(), plan(pass8), "the conn's peer was dumped in pass 3");
        assertEquals(1, session.diagnostics().size(), "still only the poisoned walk");
    }

    @Test
    void masterPeerNiLeadsThroughItsPeerNetToThePeersRtrq() {
        String pass1 = """
                crash> struct -o lnet_peer
                struct lnet_peer {
                   [0] struct list_head lp_peer_list;
                  [16] struct list_head lp_peer_nets;
                  [32] struct list_head lp_rtrq;
                }
                SIZE: 512
                crash> struct lnet_peer_ni ffff8f21c5a3e000
                struct lnet_peer_ni {
                  lpni_txq = {
                    next = 0xffff8f21c5a3e040,
                    prev = 0xffff8f21c5a3e040
                  },
                  lpni_peer_net = 0xffff8f21c5a3d200,
                  lpni_rtrcredits = -2,
                  lpni_kref = {
                    refcount = {
                      refs = {
                        counter = 4
                      }
                    }
                  }
                }
                """;
        assertEquals(List.of("struct lnet_peer_net ffff8f21c5a3d200"), beyondFirstPass(plan(pass1)),
                "no lpni_rtrq: the queue is on the peer");
        String pass2 = """
                crash> struct lnet_peer_net ffff8f21c5a3d200
                struct lnet_peer_net {
                  lpn_peer = 0xffff8f21c5a3c000,
                  lpn_net_id = 327680
                }
                """;
        assertEquals(List.of("struct lnet_peer ffff8f21c5a3c000"), beyondFirstPass(plan(pass2)));
        String pass3 = """
                crash> struct lnet_peer ffff8f21c5a3c000
                struct lnet_peer {
                  lp_rtrq = {
                    next = 0xffff8f2203c00010,
                    prev = 0xffff8f2203c0a010
                  }
                }
                """;
        assertEquals(List.of("list -H ffff8f21c5a3c020 -o lnet_msg.msg_list -s " + ExtractPlanner.MSG_FIELDS),
                beyondFirstPass(plan(pass3)), "lp_rtrq at its struct -o offset");
        assertEquals(List.of(), session.diagnostics());
    }

    /**
     * Master's kiblnd_data.kib_peers is DECLARE_HASHTABLE(kib_peers, 7): 128 hlist heads inside
     * kiblnd_data, no kib_peer_hash_size (crash says so), chained through kib_peer_ni.ibp_list.
     * The planner reads the heads at the array's address and walks each chain with list -l.
     */
    @Test
    void masterHlistKibPeersAreReadAtTheirAddressAndWalkedWithListL() {
        long array = 0xffffffffc0b86340L;
        String pass1 = """
                crash> p kiblnd_data.kib_peer_hash_size
                p: gdb request failed: print kiblnd_data.kib_peer_hash_size
                crash> p kiblnd_data.kib_peers
                $3 = {{
                    first = 0x0
                  }, {
                    first = 0xffff8f21d0a4e000
                  }}
                crash> p &kiblnd_data.kib_peers
                $4 = (struct hlist_head (*)[128]) 0xffffffffc0b86340 <kiblnd_data+64>
                """;
        assertEquals(List.of("rd ffffffffc0b86340 128"), beyondFirstPass(plan(pass1)));
        long[] heads = new long[128];
        heads[1] = 0xffff8f21d0a4e000L;
        heads[127] = 0xffff8f21d0a51200L;
        assertEquals(List.of("list -l kib_peer_ni.ibp_list -s kib_peer_ni ffff8f21d0a4e000",
                "list -l kib_peer_ni.ibp_list -s kib_peer_ni ffff8f21d0a51200"), beyondFirstPass(plan(rd(array, heads))),
                "bucket 1 and the last bucket, 127");
    }

    private static List<String> beyondFirstPass(List<String> plan) {
        return plan.stream().filter(c -> !ExtractPlanner.FIRST_PASS.contains(c)).toList();
    }

    private static long[] hashWords(long array, int bucket, long entry) {
        long[] w = new long[2 * ExtractPlanner.LNET_PEER_HASH_SIZE];
        for (int i = 0; i < ExtractPlanner.LNET_PEER_HASH_SIZE; i++) {
            long self = array + 16L * i;
            w[2 * i] = i == bucket ? entry : self;
            w[2 * i + 1] = i == bucket ? entry : self;
        }
        return w;
    }

    private static String table(long address, long hash) {
        return "crash> struct lnet_peer_table " + Long.toHexString(address) + "\nstruct lnet_peer_table {\n"
                + "  pt_version = 12,\n  pt_number = 2,\n  pt_zombies = 0,\n"
                + "  pt_hash = 0x" + Long.toHexString(hash) + "\n}\n";
    }

    private static String msg(long address, long rx) {
        return Long.toHexString(address) + "\n  msg_routing = 1\n  msg_receiving = 1\n  msg_rx_delayed = 1\n"
                + "  msg_private = 0x" + Long.toHexString(rx) + "\n";
    }

    private static String rx(long address) {
        return "crash> struct kib_rx " + Long.toHexString(address) + "\nstruct kib_rx {\n"
                + "  rx_conn = 0xffff9a0f00f1c000,\n  rx_nob = 264\n}\n";
    }
}
