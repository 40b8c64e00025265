package org.lnetscope.vmcore.report;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.lnetscope.analysis.ConsoleLine;
import org.lnetscope.analysis.ConsoleLog;
import org.lnetscope.model.nid.Nid;

/**
 * The LNet/o2iblnd console lines of the dump's kernel log (crash {@code log} output or
 * vmcore-dmesg.txt: the CNETERR/CERROR console lines of lib-move.c, o2iblnd_cb.c and the OOM killer) as dated events, so the report can show what led to the OOM.
 * Line numbers in the {@code (file:line:func())} part differ between builds, so only the message
 * text after it is matched. It is also the {@link ConsoleLog} the cause analysis reads: lines per
 * kind and peer NID, whether CNETERR lines reach the log, and whether the rate limit hid some.
 */
public final class DmesgTimeline implements ConsoleLog {

    /** One event; {@code seconds} is the kernel timestamp, NaN when the line had none. */
    public record Event(double seconds, ConsoleLine kind, String peer, String text, int repeats) {
    }

    private static final Pattern STAMP = Pattern.compile("^\\[\\s*(\\d+\\.\\d+)\\]\\s*(.*)$");
    private static final Pattern LOCATION = Pattern.compile("^(LNetError|LNet|LustreError|Lustre): [^(]*\\([^)]*\\(\\)\\)\\s*");
    private static final Pattern NID = Pattern.compile("(\\d+\\.\\d+\\.\\d+\\.\\d+@[a-z][a-z0-9]*|\\d+@[a-z][a-z0-9]*)");
    private static final Pattern SKIPPED = Pattern.compile("Skipped (\\d+) previous similar message");

    /**
     * Events kept from the start of the log, and from its end: the report lists the first 15 and the
     * last 5. A log of millions of repeated console lines (a 7.5 MB .gz held 4.2 GB of them in
     * memory) is still counted whole in {@link #summary()}, in a few bytes per kind.
     */
    static final int KEPT_FIRST = 1000;
    static final int KEPT_LAST = 100;

    private final List<Event> events = new ArrayList<>();
    private final ArrayDeque<Event> last = new ArrayDeque<>();
    private long total;
    private final Map<ConsoleLine, double[]> summary = new LinkedHashMap<>();

    /** Offers one kernel log line; lines that are not LNet/o2iblnd or OOM events are ignored. */
    public void accept(String line) {
        String rest = line;
        double seconds = Double.NaN;
        Matcher m = STAMP.matcher(line);
        if (m.matches()) {
            seconds = Double.parseDouble(m.group(1));
            rest = m.group(2);
        }
        boolean lnet = rest.startsWith("LNet") || rest.startsWith("LustreError") || rest.startsWith("Lustre:");
        String text = LOCATION.matcher(rest).replaceFirst("");
        lines++;
        if (lnet) {
            buildVersion(text);
        }
        ConsoleLine kind = classify(text, lnet);
        if (kind == null) {
            return;
        }
        Matcher nid = NID.matcher(text);
        String peer = nid.find() ? nid.group(1) : null;
        if (!kind.consoleByDefault) {
            netErrorLine = true;
        }
        if (peer != null && perPeer.size() < MAX_PEERS) {
            perPeer.computeIfAbsent(peer, k -> new long[ConsoleLine.values().length])[kind.ordinal()]++;
        }
        int repeats = 1;
        if (kind == ConsoleLine.SKIPPED) {
            Matcher s = SKIPPED.matcher(text);
            repeats = s.find() && s.group(1).length() < 10 ? Integer.parseInt(s.group(1)) : 0;
        }
        if (text.length() > MAX_TEXT) {
            text = text.substring(0, MAX_TEXT) + "...";
        }
        add(new Event(seconds, kind, peer, text.strip(), repeats));
    }

    /** A console line is at most 1 KiB (LIBCFS_DEBUG_MSG_DATA_SIZE, the kernel's printk limit is about that). */
    private static final int MAX_TEXT = 1024;

    private void add(Event e) {
        total++;
        double[] a = summary.computeIfAbsent(e.kind(), k -> new double[] {0, Double.NaN, Double.NaN});
        a[0] += e.kind() == ConsoleLine.SKIPPED ? e.repeats() : 1;
        if (!Double.isNaN(e.seconds())) {
            a[1] = Double.isNaN(a[1]) ? e.seconds() : Math.min(a[1], e.seconds());
            a[2] = Double.isNaN(a[2]) ? e.seconds() : Math.max(a[2], e.seconds());
        }
        if (events.size() < KEPT_FIRST) {
            events.add(e);
            return;
        }
        if (last.size() == KEPT_LAST) {
            last.removeFirst();
        }
        last.addLast(e);
    }

    /** Every event seen, kept or not. */
    public long total() {
        return total;
    }

    static ConsoleLine classify(String text, boolean lnet) {
        if (text.contains("invoked oom-killer") || text.startsWith("Out of memory") || text.contains("Kernel panic")) {
            return ConsoleLine.OOM;
        }
        if (!lnet) {
            return null;
        }
        // kiblnd_check_conns(): "Timed out tx for NID: N seconds" (a tx waiting on ibp_tx_queue);
        // kiblnd_check_txs_locked(): "Timed out tx: QUEUE, N seconds" (o2iblnd_cb.c, v2_12_9 and master)
        if (text.startsWith("Timed out tx for ")) {
            return ConsoleLine.TIMED_OUT_TX_PEER;
        }
        if (text.startsWith("Timed out tx")) {
            return ConsoleLine.TIMED_OUT_TX_QUEUE;
        }
        if (text.startsWith("Timed out RDMA") || text.startsWith("Timed out for RDMA")) {
            return ConsoleLine.TIMED_OUT_RDMA;
        }
        // kiblnd_tx_complete(): "Tx -> NID cookie ... failed N"; kiblnd_complete(): "RDMA (tx: ...) failed"
        if ((text.startsWith("Tx -> ") && text.contains("failed")) || text.startsWith("RDMA (tx")) {
            return ConsoleLine.TX_FAILED;
        }
        if (text.startsWith("Closing conn")) {
            return ConsoleLine.CLOSING_CONN;
        }
        if (text.startsWith("Conn stale")) {
            return ConsoleLine.CONN_STALE;
        }
        if (text.startsWith("Conn race")) {
            return ConsoleLine.CONN_RACE;
        }
        if (text.contains(": reconnect (") || text.contains(": don't reconnect (") || text.startsWith("Abort reconnection")) {
            return ConsoleLine.RECONNECT;
        }
        if (text.startsWith("Deleting messages for")) {
            return ConsoleLine.CONN_FAILED;
        }
        // kiblnd_cm_callback() and kiblnd_resolve_addr(): the connection manager's verdicts
        if (text.endsWith("DISCONNECTED") || text.contains(" DISCONNECTED cm_id") || CM_ERROR.matcher(text).find()) {
            return ConsoleLine.CM_ERROR;
        }
        // lnet_post_send_locked() (2.12) / lnet_check_message_drop()'s caller (master)
        if (text.startsWith("Dropping message for") && text.contains("peer not alive")) {
            return ConsoleLine.PEER_NOT_ALIVE;
        }
        if (text.startsWith("Dropping message for") || text.contains(": Dropping ")) {
            return ConsoleLine.DROPPED;
        }
        if (text.startsWith("Skipped ")) {
            return ConsoleLine.SKIPPED;
        }
        return null;
    }

    private static final Pattern CM_ERROR = Pattern.compile(
            ": (ADDR ERROR|ROUTE ERROR|UNREACHABLE|CONNECT ERROR|REJECTED) -?\\d+|^Can't resolve (address|route) for |\\S+ rejected: ");

    /**
     * The events kept, in log order: all of them for a log of up to {@value #KEPT_FIRST} + {@value #KEPT_LAST}
     * events, else the first {@value #KEPT_FIRST} and the last {@value #KEPT_LAST} ({@link #total()} says how many there were).
     */
    public List<Event> events() {
        if (last.isEmpty()) {
            return events;
        }
        List<Event> all = new ArrayList<>(events);
        all.addAll(last);
        return all;
    }

    /** Count (rate-limited repeats included where the line says so), first and last time per kind. */
    public record Summary(ConsoleLine kind, int lines, double first, double last) {
    }

    public List<Summary> summary() {
        List<Summary> out = new ArrayList<>();
        summary.forEach((k, a) -> out.add(new Summary(k, (int) Math.min(Integer.MAX_VALUE, a[0]), a[1], a[2])));
        return out;
    }

    /** Distinct peer NIDs counted per kind: a log naming more (a damaged or hostile one) counts the first ones. */
    static final int MAX_PEERS = 100_000;

    private final Map<String, long[]> perPeer = new HashMap<>();
    private long lines;
    private boolean netErrorLine;
    private Long printkMask;

    /**
     * obdclass's load line, {@code LCONSOLE_INFO("Lustre: Build Version: "LUSTRE_VERSION_STRING"\n")} in
     * obdclass_init() (lustre/obdclass/class_obd.c at v2_12_9, v2_15_8, v2_16_1 and master), which the console
     * prints as "Lustre: Lustre: Build Version: 2.15.8". A router that loads only lnet and ko2iblnd never
     * prints it (LNet's own LNET_VERSION is "0.7.0" at every tag: no release in it).
     */
    private static final Pattern BUILD_VERSION = Pattern.compile("Lustre: Build Version: (\\S{1,64})");

    private String buildVersion;
    private long buildVersionLine;
    private int buildVersions;

    private void buildVersion(String text) {
        Matcher m = BUILD_VERSION.matcher(text);
        if (m.find()) {
            // modules loaded again after an upgrade print it again: the last one is what ran at the crash
            if (!m.group(1).equals(buildVersion)) {
                buildVersions++;
            }
            buildVersion = m.group(1);
            buildVersionLine = lines;
        }
    }

    /**
     * The Lustre version the kernel log's last "Lustre: Build Version:" line names ("2.15.8",
     * "2.12.9_ddn12"), or null when the log has none.
     */
    public String buildVersion() {
        return buildVersion;
    }

    /** The kernel log line (counted from 1 over the lines read) of {@link #buildVersion()}; 0 when none. */
    public long buildVersionLine() {
        return buildVersionLine;
    }

    /** How many different versions the log's "Build Version" lines named (more than one: reloaded or upgraded). */
    public int buildVersions() {
        return buildVersions;
    }

    /** The dump's {@code libcfs_printk} ({@code p libcfs_printk}): which debug masks reached the console. */
    public void printkMask(long mask) {
        printkMask = mask;
    }

    /** Whether any line was offered: an extract without {@code log} output has no kernel log. */
    @Override
    public boolean read() {
        return lines > 0;
    }

    @Override
    public long count(ConsoleLine line, Nid peer) {
        long[] counts = peer == null ? null : perPeer.get(peer.toString());
        return counts == null ? 0 : counts[line.ordinal()];
    }

    @Override
    public Boolean netErrorsShown() {
        if (printkMask != null) {
            return (printkMask & ConsoleLine.D_NETERROR) != 0;
        }
        return netErrorLine ? Boolean.TRUE : null;
    }

    @Override
    public boolean rateLimited() {
        return summary.containsKey(ConsoleLine.SKIPPED);
    }
}
