package org.lnetscope.lnetfiles.debugfs;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.lnetscope.core.Diagnostic;
import org.lnetscope.lnetfiles.Section.Line;
import org.lnetscope.lnetfiles.Section;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.LnetObject;
import org.lnetscope.protocol.NodeState;

/**
 * The tables of {@code /sys/kernel/debug/lnet/} (lnet_debugfs.c in master, router_proc.c in
 * 2.12) and of {@code /proc/sys/lnet/} before them (router_proc.c of 1.6 and 1.8), read into a
 * {@link NodeState}. Formats are the kernel's printf formats, quoted per method. 2.1 to master
 * print the same peers, nis and buffers tables, and differ in routes (master adds the
 * starting/stopping states) and routers (9 columns in 2.12, 4 in master). Older tables have
 * fewer columns, and their header says which: peers without {@code last} (1.8, 2.0), routes
 * without {@code priority} (before 2.5, LU-2934), 1.6's nis {@code nid refs peer max tx min}
 * and routers without ping_sent/deadline/down_ni. A table with its header and no rows is valid
 * (no routers, no routes) and is counted as read.
 */
public final class DebugfsTables {

    static final String PEERS_HEADER = "nid refs state last max rtr min tx min queue";
    /** proc_lnet_peers of 1.8 and 2.0 (v1_8_6, v2_0_0): no "last" column. */
    static final String PEERS_1_8_HEADER = "nid refs state max rtr min tx min queue";
    static final String NIS_HEADER = "nid status alive refs peer rtr max tx min";
    /** lnet_ni_seq_show of 1.6 (v1_6_7): no status, alive or rtr. */
    static final String NIS_1_6_HEADER = "nid refs peer max tx min";
    /** proc_lnet_routes before LU-2934 (2.4 and older): no priority. */
    static final String ROUTES_OLD_HEADER = "net hops state router";
    /** lnet_router_seq_show of 1.6 (v1_6_7). */
    static final String ROUTERS_1_6_HEADER = "ref rtr_ref alive_cnt state last_ping router";
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

    /** The rows of a table and the header it has (one of {@code headers}, the first when the header line is missing). */
    private record Table(String header, List<Line> rows) {
    }

    /** Rows after the header line (one of {@code headers}, checked), skipping blank lines. */
    private static Table rows(Section s, NodeState into, String... headers) {
        List<Line> lines = s.lines().stream().filter(l -> !l.text().isBlank()).toList();
        if (lines.isEmpty()) {
            return new Table(headers[0], lines);
        }
        String first = String.join(" ", lines.get(0).text().trim().split("\\s+"));
        for (String header : headers) {
            if (first.equals(header)) {
                return new Table(header, lines.subList(1, lines.size()));
            }
        }
        // no header: the column count of the first row says which layout
        int columns = lines.get(0).text().trim().split("\\s+").length;
        String chosen = headers[0];
        for (String header : headers) {
            if (header.split(" ").length == columns) {
                chosen = header;
                break;
            }
        }
        into.report(Diagnostic.warning(s.file(), lines.get(0).number(), s.kind().fileName()
                + ": no header line (" + chosen + "); reading the rows anyway"));
        return new Table(chosen, lines);
    }

    private static void counted(Section s, NodeState into, String what, long rows) {
        into.summary(s.file()).read(s.kind().fileName() + " table rows" + what, rows);
    }

    /**
     * proc_lnet_peers: {@code "%-24s %4d %5s %5lld %5d %5d %5d %5d %5d %d\n"} (2.1 to master);
     * 1.8/2.0 print no {@code last}: {@code "%-24s %4d %5s %5d %5d %5d %5d %5d %d\n"} (v1_8_6).
     */
    private static void peers(Section s, NodeState into) {
        Table t = rows(s, into, PEERS_HEADER, PEERS_1_8_HEADER);
        boolean old = t.header().equals(PEERS_1_8_HEADER);
        int n = 0;
        for (Line line : t.rows()) {
            Row r = Row.of(s.file(), line, "peers", t.header(), into);
            if (r == null) {
                continue;
            }
            int k = old ? -1 : 0;
            Nid nid = r.nid(0);
            long refs = r.intNumber(1, "refs");
            String state = r.oneOf(2, "state", "up", "down", "NA");
            long last = old ? -1 : r.number(3, "last");
            long max = r.intNumber(4 + k, "max");
            long rtr = r.intNumber(5 + k, "rtr");
            long minRtr = r.intNumber(6 + k, "min");
            long tx = r.intNumber(7 + k, "tx");
            long minTx = r.intNumber(8 + k, "min");
            long queue = r.number(9 + k, "queue");
            if (r.bad()) {
                continue;
            }
            LnetObject o = into.object(Kinds.PEER_NI, nid.toString())
                    .put(Kinds.REFCOUNT, refs).put(Kinds.STATE, state)
                    .put(Kinds.MAX_TX_CREDITS, max).put(Kinds.RTR_CREDITS, rtr).put(Kinds.MIN_RTR_CREDITS, minRtr)
                    .put(Kinds.TX_CREDITS, tx).put(Kinds.MIN_TX_CREDITS, minTx).put(Kinds.TXQ_NOB, queue);
            if (!old) {
                o.put(Kinds.LAST_ALIVE, last);
            }
            n++;
        }
        counted(s, into, old ? " (1.8 layout, no 'last')" : "", n);
    }

    /**
     * proc_lnet_nis: {@code "%-24s %6s %5lld %4d %4d %4d %5d %5d %5d\n"}, one row per CPT tx queue,
     * in CPT order, so the n-th row of a NID is CPT n (2.x; 1.8 has one row per NI). 1.6's
     * lnet_ni_seq_show: {@code "%-24s %4d %4d %5d %5d %5d\n"} (nid refs peer max tx min).
     */
    private static void nis(Section s, NodeState into) {
        Table t = rows(s, into, NIS_HEADER, NIS_1_6_HEADER);
        boolean old = t.header().equals(NIS_1_6_HEADER);
        Map<Nid, Integer> cpts = new HashMap<>();
        int n = 0;
        for (Line line : t.rows()) {
            Row r = Row.of(s.file(), line, "nis", t.header(), into);
            if (r == null) {
                continue;
            }
            Nid nid = r.nid(0);
            String status = old ? null : r.text(1);
            long alive = old ? 0 : r.number(2, "alive");
            long refs = r.intNumber(old ? 1 : 3, "refs");
            long peer = r.intNumber(old ? 2 : 4, "peer");
            long rtr = old ? 0 : r.intNumber(5, "rtr");
            long max = r.intNumber(old ? 3 : 6, "max");
            long tx = r.intNumber(old ? 4 : 7, "tx");
            long min = r.intNumber(old ? 5 : 8, "min");
            if (r.bad()) {
                continue;
            }
            int cpt = cpts.merge(nid, 1, Integer::sum) - 1;
            LnetObject ni = into.object(Kinds.NI, nid.toString()).put(Kinds.PEER_CREDITS, peer);
            if (!old) {
                ni.put(Kinds.STATUS, status).put(Kinds.NI_ALIVE, alive).put(Kinds.PEER_BUFFER_CREDITS, rtr);
            }
            into.object(Kinds.TX_QUEUE, nid + " " + cpt).put(Kinds.TQ_REFS, refs)
                    .put(Kinds.TQ_CREDITS_MAX, max).put(Kinds.TQ_CREDITS, tx).put(Kinds.TQ_CREDITS_MIN, min);
            n++;
        }
        counted(s, into, old ? " (1.6 layout)" : "", n);
    }

    /**
     * proc_lnet_buffers: header {@code "%5s %5s %7s %7s\n"}, rows {@code "%5d %5d %7d %7d\n"}
     * (rbp_npages rbp_nbuffers rbp_credits rbp_mincredits), pool-major then CPT. Only the header
     * on a node that does not route.
     */
    private static void buffers(Section s, NodeState into) {
        Map<String, Integer> cpts = new HashMap<>();
        int n = 0;
        for (Line line : rows(s, into, BUFFERS_HEADER).rows()) {
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
            n++;
        }
        counted(s, into, "", n);
    }

    /**
     * proc_lnet_routes: {@code "Routing %s\n"} (enabled/disabled; master also starting/stopping),
     * header {@code "%-8s %4s %8s %7s %s\n"}, rows {@code "%-8s %4d %8u %7s %s\n"}. Before 2.5
     * (LU-2934; v1_8_6, v2_0_0, 2.4.0) no priority: {@code "%-8s %4u %7s %s\n"}.
     */
    private static void routes(Section s, NodeState into) {
        List<Line> lines = s.lines().stream().filter(l -> !l.text().isBlank()).toList();
        int from = 0;
        if (!lines.isEmpty() && lines.get(0).text().trim().startsWith("Routing ")) {
            String state = lines.get(0).text().trim().substring("Routing".length()).trim();
            switch (state) {
                case "enabled", "disabled" -> {
                }
                case "starting", "stopping" -> into.layoutSeen(Kinds.LAYOUT_MASTER, s.file() + ":"
                        + lines.get(0).number() + ": 'Routing " + state + "' exists only in 2.13+");
                default ->
                    into.report(Diagnostic.warning(s.file(), lines.get(0).number(), "routes: unknown routing state \"" + state + "\""));
            }
            into.object(Kinds.ROUTING, "").put(Kinds.ROUTING_STATE, state);
            from = 1;
        }
        List<Line> rest = lines.subList(from, lines.size());
        String header = ROUTES_HEADER;
        if (!rest.isEmpty()) {
            String first = String.join(" ", rest.get(0).text().trim().split("\\s+"));
            if (first.equals(ROUTES_HEADER) || first.equals(ROUTES_OLD_HEADER)) {
                header = first;
                rest = rest.subList(1, rest.size());
            } else if (rest.get(0).text().trim().split("\\s+").length == 4) {
                header = ROUTES_OLD_HEADER;
            }
        }
        boolean old = header.equals(ROUTES_OLD_HEADER);
        int n = 0;
        for (Line line : rest) {
            Row r = Row.of(s.file(), line, "routes", header, into);
            if (r == null) {
                continue;
            }
            String net = r.text(0);
            long hops = r.intNumber(1, "hops");
            long priority = old ? 0 : r.intNumber(2, "priority");
            String state = r.oneOf(old ? 2 : 3, "state", "up", "down");
            Nid gateway = r.nid(old ? 3 : 4);
            if (r.bad()) {
                continue;
            }
            LnetObject o = into.object(Kinds.ROUTE, net + " " + gateway).put(Kinds.NET, net).put(Kinds.GATEWAY, gateway.toString())
                    .put(Kinds.HOP, hops).put(Kinds.STATE, state);
            if (!old) {
                o.put(Kinds.PRIORITY, priority);
            }
            n++;
        }
        counted(s, into, old ? " (before 2.5, no priority)" : "", n);
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
        boolean v16 = header.equals(ROUTERS_1_6_HEADER);
        if (header.equals(ROUTERS_2_12_HEADER) || v16) {
            master = false;
        } else if (header.equals(ROUTERS_MASTER_HEADER)) {
            master = true;
        } else {
            into.report(Diagnostic.error(s.file(), lines.get(0).number(), "routers: unknown header \"" + header
                    + "\"; expected \"" + ROUTERS_2_12_HEADER + "\" (1.8 to 2.12), \"" + ROUTERS_MASTER_HEADER
                    + "\" (master) or \"" + ROUTERS_1_6_HEADER + "\" (1.6)"));
            return;
        }
        if (!v16) {
            into.layoutSeen(master ? Kinds.LAYOUT_MASTER : Kinds.LAYOUT_2_12,
                    s.file() + ":" + lines.get(0).number() + ": routers has the " + (master ? "4" : "9") + "-column header");
        }
        String expected = master ? ROUTERS_MASTER_HEADER : v16 ? ROUTERS_1_6_HEADER : ROUTERS_2_12_HEADER;
        int n = 0;
        for (Line line : lines.subList(1, lines.size())) {
            Row r = Row.of(s.file(), line, "routers", expected, into);
            if (r == null) {
                continue;
            }
            if (master) {
                routerMaster(r, into);
            } else if (v16) {
                router16(r, into);
            } else {
                router212(r, into);
            }
            n += r.bad() ? 0 : 1;
        }
        counted(s, into, v16 ? " (1.6 layout)" : "", n);
    }

    /**
     * lnet_router_seq_show of 1.6: {@code "%-4d %7d %9d %6s %12lu %s\n"}; its last_ping is
     * lp_ping_timestamp itself (an absolute time, not an age), so it is not kept.
     */
    private static void router16(Row r, NodeState into) {
        long ref = r.intNumber(0, "ref");
        long rtrRef = r.intNumber(1, "rtr_ref");
        long aliveCnt = r.intNumber(2, "alive_cnt");
        String state = r.oneOf(3, "state", "up", "down");
        r.number(4, "last_ping");
        Nid nid = r.nid(5);
        if (!r.bad()) {
            into.object(Kinds.ROUTER, nid.toString()).put(Kinds.ROUTER_REFS, ref).put(Kinds.RTR_REFCOUNT, rtrRef)
                    .put(Kinds.ALIVE_COUNT, aliveCnt).put(Kinds.STATE, state);
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
            into.summary(s.file()).ignored("extra stats lines", 1);
        }
        counted(s, into, "", 1);
    }
}
