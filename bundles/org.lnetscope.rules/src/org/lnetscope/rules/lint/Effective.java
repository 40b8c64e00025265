package org.lnetscope.rules.lint;

import java.util.LinkedHashMap;
import java.util.Map;

import org.lnetscope.rules.Bindings;
import org.lnetscope.rules.Release;

/**
 * The values an o2ib NI runs with, given its configuration and the release, as the kernel computes them.
 * Read at the tags (docs/known-bugs.md, "Effective values"):
 * <ul>
 * <li>DLC defaults: lnet_set_tune_defaults() (api-ni.c v2_15_8: {@code !peer_timeout → 180}, so 0 becomes 180,
 * LU-16145; v2_16_0 and master: {@code peer_timeout < 0 → 180}, 0 kept); {@code !peer_credits → 8},
 * {@code !credits → 256} (DEFAULT_PEER_CREDITS / DEFAULT_CREDITS, lib-lnet.h: not the ko2iblnd options).
 * v2_12_9 has no lnet_set_tune_defaults: a DLC tunable left out is not modelled (unknown).</li>
 * <li>lnetctl net add: jt_add_ni() passes tunables only when {@code pto > 0 || pc > 0 || pbc > 0 || cre > 0}
 * (v2_12_9, v2_15_8; {@code pto >= 0} from v2_16_0), so {@code --peer-timeout 0} alone leaves the module's
 * peer_timeout (default 180).</li>
 * <li>kiblnd_tunables_setup() (o2iblnd_modparams.c, every tag): -1 (not given) takes the module option;
 * peer_credits into [IBLND_CREDITS_DEFAULT 8, IBLND_CREDITS_MAX 255] and ≤ credits; map_on_demand UINT_MAX
 * (2.16+, LU-15538) takes the module option, and before 2.16 DLC writes 0 for it whenever any tunable is given;
 * 0 becomes 1 on master always, before it only on kernels without ib_get_dma_mr (HAVE_IB_GET_DMA_MR);
 * peercredits_hiw 0 takes the module option, then into [pc/2, pc-1]; concurrent_sends 0 → pc, then into
 * [pc/2, 2·pc].</li>
 * <li>Module defaults (o2iblnd_modparams.c): peer_credits 8, credits 256, peer_timeout 180, peer_credits_hiw 0,
 * concurrent_sends 0, map_on_demand 0 or 1 by kernel (v2_12_9), 1 (v2_15_8, LU-15186; master: obsolete).</li>
 * </ul>
 * Values are Long, or a String where the kernel build decides, or {@link Bindings#UNKNOWN}.
 */
public final class Effective {

    private Effective() {
    }

    /** Which code the release runs: 12 (b2_12), 15 (b2_15), 16 (b2_16), 99 (master), or 0 when not modelled. */
    static int family(Release r) {
        if (r == null) {
            return 0;
        }
        if (r.master() || r.development() && r.minor() >= 16) {
            return 99;
        }
        return switch (r.minor()) {
            case 12 -> 12;
            case 15 -> r.development() ? 0 : 15;
            case 16 -> 16;
            default -> r.major() == 2 && r.minor() > 16 ? 99 : 0;
        };
    }

    /** eff.peer_timeout, eff.peer_credits, ... for an o2ib NI of {@code node}. */
    public static Map<String, Object> o2ib(NetConfig net, NodeConfig node, Release r) {
        Map<String, Object> eff = new LinkedHashMap<>();
        int f = family(r);
        String[] keys = {"peer_timeout", "peer_credits", "credits", "peer_buffer_credits", "peer_credits_hiw", "concurrent_sends",
                "map_on_demand"};
        if (f == 0) {
            for (String k : keys) {
                eff.put(k, Bindings.UNKNOWN);
            }
            return eff;
        }
        long pcM = mod(node, "peer_credits", 8);
        long crM = mod(node, "credits", 256);
        long ptoM = mod(node, "peer_timeout", 180);
        long pbcM = mod(node, "peer_buffer_credits", 0);
        long hiwM = mod(node, "peer_credits_hiw", 0);
        long csM = mod(node, "concurrent_sends", 0);
        Object modM = node.modules.containsKey("ko2iblnd.map_on_demand") && node.modules.get("ko2iblnd.map_on_demand").number() != null
                ? (Object) node.modules.get("ko2iblnd.map_on_demand").number()
                : f == 12 ? "0 or 1 (kernel: 0 with ib_get_dma_mr)" : (Object) 1L;

        Long pto = given(net.tunables(), "peer_timeout");
        Long pc = given(net.tunables(), "peer_credits");
        Long pbc = given(net.tunables(), "peer_buffer_credits");
        Long cr = given(net.tunables(), "credits");
        boolean passed; // whether DLC passes a tunables struct (ni_lnd_tunables_set)
        if (net.via().equals("cli")) {
            long p = pto == null ? -1 : pto;
            passed = (f >= 16 ? p >= 0 : p > 0) || nz(pc) || nz(pbc) || nz(cr) || net.lnd().containsKey("conns_per_peer");
        } else {
            passed = net.via().equals("yaml") && net.tunablesSection();
        }
        Object ePto;
        Object ePc;
        Object eCr;
        Object ePbc;
        if (!passed) {
            ePto = ptoM;
            ePc = pcM;
            eCr = crM;
            ePbc = pbcM;
        } else if (f == 12) {
            // no lnet_set_tune_defaults on b2_12: a value given is used, one left out is not modelled
            ePto = pto != null ? pto : Bindings.UNKNOWN;
            ePc = pc != null ? pc : Bindings.UNKNOWN;
            eCr = cr != null ? cr : Bindings.UNKNOWN;
            ePbc = pbc != null ? pbc : Bindings.UNKNOWN;
        } else {
            // memset 0 (2.16+: peer_timeout -1 when not given), then lnet_set_tune_defaults
            long p = pto != null ? pto : f >= 16 ? -1 : 0;
            ePto = f >= 16 ? (p < 0 ? 180L : p) : (p == 0 ? 180L : p);
            ePc = pc == null || pc == 0 ? 8L : pc;
            eCr = cr == null || cr == 0 ? 256L : cr;
            ePbc = pbc == null ? 0L : pbc;
        }
        // kiblnd_tunables_setup: peer_credits clamps
        if (ePc instanceof Long p && eCr instanceof Long c) {
            long v = Math.max(p, 8);
            v = Math.min(v, 255);
            v = Math.min(v, c);
            ePc = v;
        } else {
            ePc = Bindings.UNKNOWN;
        }
        eff.put("peer_timeout", ePto);
        eff.put("peer_credits", ePc);
        eff.put("credits", eCr);
        eff.put("peer_buffer_credits", ePbc);

        boolean lndSet = passed; // ni_lnd_tunables_set: DLC gave some tunable
        Long hiw = given(net.lnd(), "peercredits_hiw");
        Long cs = given(net.lnd(), "concurrent_sends");
        Long mod = given(net.lnd(), "map_on_demand");
        Object eMod;
        long eHiw;
        long eCs;
        if (!lndSet) {
            eMod = modM;
            eHiw = hiwM;
            eCs = csM;
        } else {
            eMod = mod != null ? mod : f >= 16 ? modM : (Object) 0L; // LU-15538: DLC writes 0 before 2.16
            eHiw = hiw != null ? hiw : 0;
            eCs = cs != null ? cs : 0;
        }
        if (Long.valueOf(0).equals(eMod)) {
            eMod = f == 99 ? (Object) 1L : "0 (1 on kernels without ib_get_dma_mr)";
        } else if (f == 99 && eMod instanceof Long) {
            eMod = 1L; // master: map_on_demand is obsolete, always 1 (LU-19179 bcf8c66f0f)
        }
        eff.put("map_on_demand", eMod);
        if (ePc instanceof Long p) {
            if (eHiw == 0) {
                eHiw = hiwM;
            }
            eHiw = Math.max(eHiw, p / 2);
            if (eHiw >= p) {
                eHiw = p - 1;
            }
            if (eCs == 0) {
                eCs = p;
            }
            eCs = Math.min(eCs, p * 2);
            eCs = Math.max(eCs, p / 2);
            eff.put("peer_credits_hiw", eHiw);
            eff.put("concurrent_sends", eCs);
        } else {
            eff.put("peer_credits_hiw", Bindings.UNKNOWN);
            eff.put("concurrent_sends", Bindings.UNKNOWN);
        }
        return eff;
    }

    private static boolean nz(Long v) {
        return v != null && v > 0;
    }

    private static Long given(Map<String, Setting> m, String k) {
        Setting s = m.get(k);
        return s == null ? null : s.number();
    }

    private static long mod(NodeConfig node, String k, long dflt) {
        Setting s = node.modules.get("ko2iblnd." + k);
        Long v = s == null ? null : s.number();
        return v == null ? dflt : v;
    }
}
