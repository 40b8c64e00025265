package org.lnetscope.vmcore.report;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The LNet/o2iblnd console lines of the dump's kernel log (crash {@code log} output or
 * vmcore-dmesg.txt: the CNETERR/CERROR console lines of lib-move.c, o2iblnd_cb.c and the OOM killer) as dated events, so the report can show what led to the OOM.
 * Line numbers in the {@code (file:line:func())} part differ between builds, so only the message
 * text after it is matched.
 */
public final class DmesgTimeline {

    /** What a console line says, in the incident's vocabulary. */
    public enum Kind {
        TIMED_OUT_TX("Timed out tx"),
        TIMED_OUT_RDMA("Timed out RDMA"),
        CLOSING_CONN("Closing conn"),
        CONN_STALE("Conn stale"),
        CONN_RACE("Conn race"),
        RECONNECT("Reconnect decision"),
        CONNECT_FAILED("Connection failed"),
        DROPPED("Message dropped"),
        SKIPPED("Repeats not shown (rate limit)"),
        OOM("Out of memory / panic");

        public final String label;

        Kind(String label) {
            this.label = label;
        }
    }

    /** One event; {@code seconds} is the kernel timestamp, NaN when the line had none. */
    public record Event(double seconds, Kind kind, String peer, String text, int repeats) {
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
    private final Map<Kind, double[]> summary = new LinkedHashMap<>();

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
        Kind kind = classify(text, lnet);
        if (kind == null) {
            return;
        }
        Matcher nid = NID.matcher(text);
        int repeats = 1;
        if (kind == Kind.SKIPPED) {
            Matcher s = SKIPPED.matcher(text);
            repeats = s.find() && s.group(1).length() < 10 ? Integer.parseInt(s.group(1)) : 0;
        }
        if (text.length() > MAX_TEXT) {
            text = text.substring(0, MAX_TEXT) + "...";
        }
        add(new Event(seconds, kind, nid.find() ? nid.group(1) : null, text.strip(), repeats));
    }

    /** A console line is at most 1 KiB (LIBCFS_DEBUG_MSG_DATA_SIZE, the kernel's printk limit is about that). */
    private static final int MAX_TEXT = 1024;

    private void add(Event e) {
        total++;
        double[] a = summary.computeIfAbsent(e.kind(), k -> new double[] {0, Double.NaN, Double.NaN});
        a[0] += e.kind() == Kind.SKIPPED ? e.repeats() : 1;
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

    static Kind classify(String text, boolean lnet) {
        if (text.contains("invoked oom-killer") || text.startsWith("Out of memory") || text.contains("Kernel panic")) {
            return Kind.OOM;
        }
        if (!lnet) {
            return null;
        }
        if (text.startsWith("Timed out tx")) {
            return Kind.TIMED_OUT_TX;
        }
        if (text.startsWith("Timed out RDMA") || text.startsWith("Timed out for RDMA")) {
            return Kind.TIMED_OUT_RDMA;
        }
        if (text.startsWith("Closing conn")) {
            return Kind.CLOSING_CONN;
        }
        if (text.startsWith("Conn stale")) {
            return Kind.CONN_STALE;
        }
        if (text.startsWith("Conn race")) {
            return Kind.CONN_RACE;
        }
        if (text.contains(": reconnect (") || text.contains(": don't reconnect (") || text.startsWith("Abort reconnection")) {
            return Kind.RECONNECT;
        }
        if (text.startsWith("Deleting messages for") || text.endsWith("DISCONNECTED") || text.contains(" DISCONNECTED cm_id")) {
            return Kind.CONNECT_FAILED;
        }
        if (text.startsWith("Dropping message for") || text.contains(": Dropping ")) {
            return Kind.DROPPED;
        }
        if (text.startsWith("Skipped ")) {
            return Kind.SKIPPED;
        }
        return null;
    }

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
    public record Summary(Kind kind, int lines, double first, double last) {
    }

    public List<Summary> summary() {
        List<Summary> out = new ArrayList<>();
        summary.forEach((k, a) -> out.add(new Summary(k, (int) Math.min(Integer.MAX_VALUE, a[0]), a[1], a[2])));
        return out;
    }
}
