package org.lnetscope.lnetfiles.debugfs;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.lnetscope.lnetfiles.Diagnostic;
import org.lnetscope.lnetfiles.Kinds;
import org.lnetscope.lnetfiles.LnetObject;
import org.lnetscope.lnetfiles.NodeState;
import org.lnetscope.lnetfiles.Section;
import org.lnetscope.lnetfiles.Section.Line;
import org.lnetscope.model.nid.Nid;

/**
 * The tables of {@code /sys/kernel/debug/lnet/} (lnet_debugfs.c in master, router_proc.c in
 * 2.12), read into a {@link NodeState}. Formats are the kernel's printf formats, quoted per
 * method; both versions print the same peers, nis and buffers tables, and differ in routes
 * (master adds the starting/stopping states) and routers (9 columns in 2.12, 4 in master).
 */
public final class DebugfsTables {

    static final String PEERS_HEADER = "nid refs state last max rtr min tx min queue";
    static final String NIS_HEADER = "nid status alive refs peer rtr max tx min";
    static final String BUFFERS_HEADER = "pages count credits min";
    static final String ROUTES_HEADER = "net hops priority state router";
    static final String ROUTERS_2_12_HEADER = "ref rtr_ref alive_cnt state last_ping ping_sent deadline down_ni router";
    static final String ROUTERS_MASTER_HEADER = "ref rtr_ref alive router";

    private DebugfsTables() {
    }

    public static void read(Section section, NodeState into) {
        switch (section.kind()) {
            case PEERS -> peers(section, into);
            case NIS -> nis(section, into);
            case BUFFERS -> buffers(section, into);
            case ROUTES -> routes(section, into);
            case ROUTERS -> routers(section, into);
            case STATS -> stats(section, into);
            default -> throw new IllegalArgumentException("not a debugfs table: " + section.kind());
        }
    }

    /** Rows after the header line (checked), skipping blank lines. */
    private static List<Line> rows(Section s, String header, NodeState into) {
        List<Line> lines = s.lines().stream().filter(l -> !l.text().isBlank()).toList();
        if (lines.isEmpty()) {
            return lines;
        }
        String first = String.join(" ", lines.get(0).text().trim().split("\\s+"));
        if (first.equals(header)) {
            return lines.subList(1, lines.size());
        }
        into.report(Diagnostic.warning(s.file(), lines.get(0).number(), s.kind().fileName()
                + ": no header line (" + header + "); reading the rows anyway"));
        return lines;
    }

    /** proc_lnet_peers: {@code "%-24s %4d %5s %5lld %5d %5d %5d %5d %5d %d\n"}. */
    private static void peers(Section s, NodeState into) {
        for (Line line : rows(s, PEERS_HEADER, into)) {
            Row r = Row.of(s.file(), line, "peers", PEERS_HEADER, into);
            if (r == null) {
                continue;
            }
            Nid nid = r.nid(0);
            long refs = r.intNumber(1, "refs");
            String state = r.oneOf(2, "state", "up", "down", "NA");
            long last = r.number(3, "last");
            long max = r.intNumber(4, "max");
            long rtr = r.intNumber(5, "rtr");
            long minRtr = r.intNumber(6, "min");
            long tx = r.intNumber(7, "tx");
            long minTx = r.intNumber(8, "min");
            long queue = r.number(9, "queue");
            if (r.bad()) {
                continue;
            }
            into.object(Kinds.PEER_NI, nid.toString())
                    .put(Kinds.REFCOUNT, refs).put(Kinds.STATE, state).put(Kinds.LAST_ALIVE, last)
                    .put(Kinds.MAX_TX_CREDITS, max).put(Kinds.RTR_CREDITS, rtr).put(Kinds.MIN_RTR_CREDITS, minRtr)
                    .put(Kinds.TX_CREDITS, tx).put(Kinds.MIN_TX_CREDITS, minTx).put(Kinds.TXQ_NOB, queue);
        }
    }

    /**
     * proc_lnet_nis: {@code "%-24s %6s %5lld %4d %4d %4d %5d %5d %5d\n"}, one row per CPT tx queue,
     * in CPT order, so the n-th row of a NID is CPT n.
     */
    private static void nis(Section s, NodeState into) {
        Map<Nid, Integer> cpts = new HashMap<>();
        for (Line line : rows(s, NIS_HEADER, into)) {
            Row r = Row.of(s.file(), line, "nis", NIS_HEADER, into);
            if (r == null) {
                continue;
            }
            Nid nid = r.nid(0);
            String status = r.text(1);
            long alive = r.number(2, "alive");
            long refs = r.intNumber(3, "refs");
            long peer = r.intNumber(4, "peer");
            long rtr = r.intNumber(5, "rtr");
            long max = r.intNumber(6, "max");
            long tx = r.intNumber(7, "tx");
            long min = r.intNumber(8, "min");
            if (r.bad()) {
                continue;
            }
            int cpt = cpts.merge(nid, 1, Integer::sum) - 1;
            into.object(Kinds.NI, nid.toString()).put(Kinds.STATUS, status).put(Kinds.NI_ALIVE, alive)
                    .put(Kinds.PEER_CREDITS, peer).put(Kinds.PEER_BUFFER_CREDITS, rtr);
            into.object(Kinds.TX_QUEUE, nid + " " + cpt).put(Kinds.TQ_REFS, refs)
                    .put(Kinds.TQ_CREDITS_MAX, max).put(Kinds.TQ_CREDITS, tx).put(Kinds.TQ_CREDITS_MIN, min);
        }
    }

    /**
     * proc_lnet_buffers: header {@code "%5s %5s %7s %7s\n"}, rows {@code "%5d %5d %7d %7d\n"}
     * (rbp_npages rbp_nbuffers rbp_credits rbp_mincredits), pool-major then CPT. Only the header
     * on a node that does not route.
     */
    private static void buffers(Section s, NodeState into) {
        Map<String, Integer> cpts = new HashMap<>();
        for (Line line : rows(s, BUFFERS_HEADER, into)) {
            Row r = Row.of(s.file(), line, "buffers", BUFFERS_HEADER, into);
            if (r == null) {
                continue;
            }
            long pages = r.intNumber(0, "pages");
            long count = r.intNumber(1, "count");
            long credits = r.intNumber(2, "credits");
            long min = r.intNumber(3, "min");
            if (r.bad()) {
                continue;
            }
            String kind = Kinds.poolKind(pages);
            int cpt = cpts.merge(kind, 1, Integer::sum) - 1;
            into.object(Kinds.POOL, kind + " " + cpt).put(Kinds.NPAGES, pages).put(Kinds.NBUFFERS, count)
                    .put(Kinds.POOL_CREDITS, credits).put(Kinds.POOL_MIN_CREDITS, min);
        }
    }

    /**
     * proc_lnet_routes: {@code "Routing %s\n"} (enabled/disabled; master also starting/stopping),
     * header {@code "%-8s %4s %8s %7s %s\n"}, rows {@code "%-8s %4d %8u %7s %s\n"}.
     */
    private static void routes(Section s, NodeState into) {
        List<Line> lines = s.lines().stream().filter(l -> !l.text().isBlank()).toList();
        int from = 0;
        if (!lines.isEmpty() && lines.get(0).text().trim().startsWith("Routing")) {
            String state = lines.get(0).text().trim().substring("Routing".length()).trim();
            switch (state) {
                case "enabled", "disabled" -> { }
                case "starting", "stopping" -> into.layoutSeen(Kinds.LAYOUT_MASTER, s.file() + ":"
                        + lines.get(0).number() + ": 'Routing " + state + "' exists only in 2.13+");
                default -> into.report(Diagnostic.warning(s.file(), lines.get(0).number(), "routes: unknown routing state \"" + state + "\""));
            }
            into.object(Kinds.ROUTING, "").put(Kinds.ROUTING_STATE, state);
            from = 1;
        }
        List<Line> rest = lines.subList(from, lines.size());
        if (!rest.isEmpty() && String.join(" ", rest.get(0).text().trim().split("\\s+")).equals(ROUTES_HEADER)) {
            rest = rest.subList(1, rest.size());
        }
        for (Line line : rest) {
            Row r = Row.of(s.file(), line, "routes", ROUTES_HEADER, into);
            if (r == null) {
                continue;
            }
            String net = r.text(0);
            long hops = r.intNumber(1, "hops");
            long priority = r.intNumber(2, "priority");
            String state = r.oneOf(3, "state", "up", "down");
            Nid gateway = r.nid(4);
            if (r.bad()) {
                continue;
            }
            into.object(Kinds.ROUTE, net + " " + gateway).put(Kinds.NET, net).put(Kinds.GATEWAY, gateway.toString())
                    .put(Kinds.HOP, hops).put(Kinds.PRIORITY, priority).put(Kinds.STATE, state);
        }
    }

    /**
     * proc_lnet_routers. 2.12: {@code "%-4d %7d %9d %6s %12llu %9d %8s %7d %s\n"} (deadline "NA"
     * when 0, else {@code %8lld}); master: {@code "%-4d %7d %5s %s\n"}. The header says which.
     * Both times are relative: last_ping is now minus lpni_ping_timestamp, deadline is
     * lpni_ping_deadline minus now.
     */
    private static void routers(Section s, NodeState into) {
        List<Line> lines = s.lines().stream().filter(l -> !l.text().isBlank()).toList();
        if (lines.isEmpty()) {
            return;
        }
        String header = String.join(" ", lines.get(0).text().trim().split("\\s+"));
        boolean master;
        if (header.equals(ROUTERS_2_12_HEADER)) {
            master = false;
        } else if (header.equals(ROUTERS_MASTER_HEADER)) {
            master = true;
        } else {
            into.report(Diagnostic.error(s.file(), lines.get(0).number(), "routers: unknown header \"" + header
                    + "\"; expected \"" + ROUTERS_2_12_HEADER + "\" (2.12) or \"" + ROUTERS_MASTER_HEADER + "\" (master)"));
            return;
        }
        into.layoutSeen(master ? Kinds.LAYOUT_MASTER : Kinds.LAYOUT_2_12,
                s.file() + ":" + lines.get(0).number() + ": routers has the " + (master ? "4" : "9") + "-column header");
        String expected = master ? ROUTERS_MASTER_HEADER : ROUTERS_2_12_HEADER;
        for (Line line : lines.subList(1, lines.size())) {
            Row r = Row.of(s.file(), line, "routers", expected, into);
            if (r == null) {
                continue;
            }
            if (master) {
                routerMaster(r, into);
            } else {
                router212(r, into);
            }
        }
    }

    private static void routerMaster(Row r, NodeState into) {
        long ref = r.intNumber(0, "ref");
        long rtrRef = r.intNumber(1, "rtr_ref");
        String alive = r.oneOf(2, "alive", "up", "down");
        Nid nid = r.nid(3);
        if (!r.bad()) {
            into.object(Kinds.ROUTER, nid.toString()).put(Kinds.ROUTER_REFS, ref).put(Kinds.RTR_REFCOUNT, rtrRef)
                    .put(Kinds.STATE, alive);
        }
    }

    private static void router212(Row r, NodeState into) {
        long ref = r.intNumber(0, "ref");
        long rtrRef = r.intNumber(1, "rtr_ref");
        long aliveCnt = r.intNumber(2, "alive_cnt");
        String state = r.oneOf(3, "state", "up", "down");
        long lastPing = r.number(4, "last_ping");
        long pingSent = r.intNumber(5, "ping_sent");
        boolean noDeadline = r.text(6).equals("NA");
        long deadline = noDeadline ? 0 : r.number(6, "deadline");
        long downNi = r.intNumber(7, "down_ni");
        Nid nid = r.nid(8);
        if (r.bad()) {
            return;
        }
        LnetObject o = into.object(Kinds.ROUTER, nid.toString()).put(Kinds.ROUTER_REFS, ref).put(Kinds.RTR_REFCOUNT, rtrRef)
                .put(Kinds.ALIVE_COUNT, aliveCnt).put(Kinds.STATE, state).put(Kinds.LAST_PING, lastPing)
                .put(Kinds.PING_SENT, pingSent).put(Kinds.DOWN_NIS, downNi);
        if (noDeadline) {
            o.putValue(Kinds.PING_DEADLINE, null);
        } else {
            o.put(Kinds.PING_DEADLINE, deadline);
        }
    }

    /** proc_lnet_stats: one line, {@code "%u %u %u %u %u %u %u %llu %llu %llu %llu\n"}. */
    private static void stats(Section s, NodeState into) {
        List<Line> lines = s.lines().stream().filter(l -> !l.text().isBlank()).toList();
        if (lines.isEmpty()) {
            into.report(Diagnostic.error(s.file(), 0, "stats: empty"));
            return;
        }
        String header = String.join(" ", Kinds.STATS_COLUMNS);
        Row r = Row.of(s.file(), lines.get(0), "stats", header, into);
        if (r == null) {
            return;
        }
        long[] values = new long[Kinds.STATS_COLUMNS.length];
        for (int i = 0; i < values.length; i++) {
            values[i] = r.number(i, Kinds.STATS_COLUMNS[i]);
        }
        if (r.bad()) {
            return;
        }
        LnetObject stats = into.object(Kinds.STATS, "");
        for (int i = 0; i < values.length; i++) {
            stats.put(Kinds.STATS_COLUMNS[i], values[i]);
        }
        for (Line extra : lines.subList(1, lines.size())) {
            into.report(Diagnostic.warning(s.file(), extra.number(), "stats: one line expected; extra line ignored"));
        }
    }
}
