package org.lnetscope.render.router;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.lnetscope.analysis.Diagnosis;
import org.lnetscope.analysis.Labels;
import org.lnetscope.analysis.MsgQueues;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibConnState;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.LocalNi;
import org.lnetscope.model.Node;
import org.lnetscope.model.validation.CapturedQueues;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.RtrBufferPool;
import org.lnetscope.render.router.Shape.Kind;
import org.lnetscope.render.router.Shape.Tone;

/**
 * Lays out what happens inside one router: a lane per peer NI in trouble (credits, lpni_txq runs by
 * source NID, rtrq runs by the kib_conn their rx pins), then the kib_conns those runs pin. A run and
 * the conn it pins share a hue, so the seed incident's pattern (a new conn every queue-depth
 * messages, each DISCONNECTED yet alive) is visible without reading a single address.
 */
public final class RouterPicture {

    static final int MARGIN = 12;
    static final int LABEL_WIDTH = 260;
    static final int ROW = 22;
    static final int LANE_GAP = 14;
    /** Wide and tall enough for three lines ("3.3 MiB pinned", a peer's hostname or NID) in the UI font. */
    static final int CONN_WIDTH = 176;
    static final int CONN_HEIGHT = 58;
    static final int CONN_GAP = 8;
    static final long MIB = 1024 * 1024;

    private final List<Shape> shapes = new ArrayList<>();
    private final List<int[]> ownership = new ArrayList<>();
    private final MsgQueues queues;
    private int height;
    /*
     * Labels many shapes share, made once per picture: at the full seed's OOM router3's picture has
     * 13,609 conn tiles and as many rtrq runs, whose peers (a hostname looked up through the conn's
     * fabric), sizes ("3.3 MiB pinned": a String.format each) and counts repeat (QD messages a run).
     */
    private final Map<Object, String> peerNames = new HashMap<>();
    private final Map<Long, String> sizeLines = new HashMap<>();
    private final Map<Integer, List<String>> countLines = new HashMap<>();

    private RouterPicture(MsgQueues queues) {
        this.queues = queues;
    }

    /** Where the picture read its queues and held rxs: {@link Tooltips#of(Shape, MsgQueues)} reads the same. */
    public MsgQueues queues() {
        return queues;
    }

    public List<Shape> shapes() {
        return shapes;
    }

    /** Ownership edges as {run shape index, conn shape index}: held kib_rx -> its kib_conn. */
    public List<int[]> ownership() {
        return ownership;
    }

    public int height() {
        return height;
    }

    /** Peer NIs worth a lane: queued messages or credits at or below zero. */
    static boolean inTrouble(PeerNi peerNi, MsgQueues queues) {
        return peerNi.getTxCredits() <= 0 || peerNi.getRtrCredits() <= 0 || queues.txqLength(peerNi) > 0
                || queues.routerQueueLength(peerNi) > 0;
    }

    /** Most negative credit of the two: how deep in trouble a peer NI is. */
    static int severity(PeerNi peerNi) {
        return Math.min(peerNi.getTxCredits(), peerNi.getRtrCredits());
    }

    /**
     * Story order: peers the router cannot send to (tx credits below zero: the cause) first, then
     * the senders whose router credits those queues hold (the effect), each group worst first.
     */
    static final Comparator<PeerNi> STORY_ORDER = Comparator
            .comparing((PeerNi p) -> p.getTxCredits() >= 0)
            .thenComparingInt(RouterPicture::severity);

    public static RouterPicture of(Node router, int width) {
        return of(router, width, MsgQueues.MODEL);
    }

    /**
     * The picture with queues and held rxs read through {@code queues}: a replay's state for a model without
     * lnet_msg and kib_rx draws what {@link #of(Node, int)} draws on the full model (runs then carry message
     * ids, not objects).
     */
    public static RouterPicture of(Node router, int width, MsgQueues queues) {
        RouterPicture picture = new RouterPicture(queues);
        // every sender, lane and conn named by host: the fabric's NIDs indexed once for the whole picture
        Labels.withHostIndex(() -> {
            picture.build(router, Math.max(width, LABEL_WIDTH + 300));
            return null;
        });
        return picture;
    }

    private void build(Node router, int width) {
        int y = MARGIN;
        shapes.add(new Shape(Kind.TITLE, MARGIN, y, width - 2 * MARGIN, 2 * ROW, router, titleLines(router, queues),
                Tone.NEUTRAL, -1));
        y += 2 * ROW;
        String diagnosis = Diagnosis.of(router, queues);
        if (!diagnosis.isEmpty()) {
            // Room for the sentence wrapped at ~9 px a character (bold UI font, generous), at least two lines.
            int lines = Math.max(2, (int) Math.ceil(diagnosis.length() * 9.0 / (width - 2 * MARGIN)));
            shapes.add(new Shape(Kind.DIAGNOSIS, MARGIN, y, width - 2 * MARGIN, lines * ROW, router,
                    List.of(diagnosis), Tone.NEGATIVE, -1));
            y += lines * ROW;
        }
        shapes.add(new Shape(Kind.LEGEND, MARGIN, y, width - 2 * MARGIN, Legend.height(width - 2 * MARGIN), null,
                Legend.ITEMS.stream().map(Legend.Item::text).toList(), Tone.NEUTRAL, -1));
        y += Legend.height(width - 2 * MARGIN);
        y += LANE_GAP;

        List<PeerNi> lanes = new ArrayList<>();
        int healthy = 0;
        for (Peer peer : router.getPeers()) {
            for (PeerNi peerNi : peer.getPeerNis()) {
                if (inTrouble(peerNi, queues)) {
                    lanes.add(peerNi);
                } else {
                    healthy++;
                }
            }
        }
        lanes.sort(STORY_ORDER);

        int longest = 1;
        for (PeerNi peerNi : lanes) {
            longest = Math.max(longest, Math.max(queues.txqLength(peerNi), queues.routerQueueLength(peerNi)));
        }
        int barLeft = MARGIN + LABEL_WIDTH + 8;
        int barWidth = width - barLeft - MARGIN;
        double pixelsPerMessage = Math.min(6.0, barWidth / (double) longest);

        Map<KibConn, Integer> connHue = new LinkedHashMap<>();
        Map<Integer, KibConn> runToConn = new LinkedHashMap<>();
        for (PeerNi peerNi : lanes) {
            int laneTop = y;
            shapes.add(new Shape(Kind.LANE_LABEL, MARGIN, laneTop, LABEL_WIDTH, 3 * ROW, peerNi, laneLines(peerNi, queues),
                    laneTone(peerNi), -1));
            y = queueRow(y, "txq", QueueRuns.txq(queues, peerNi), Kind.TXQ_RUN, barLeft, pixelsPerMessage, null, null);
            y = queueRow(y, "rtrq", QueueRuns.routerQueue(queues, peerNi), Kind.RTRQ_RUN, barLeft,
                    pixelsPerMessage, connHue, runToConn);
            y = Math.max(y, laneTop + 3 * ROW) + LANE_GAP;
        }
        if (lanes.isEmpty()) {
            shapes.add(new Shape(Kind.NOTE, MARGIN, y, width - 2 * MARGIN, ROW, null,
                    List.of("No peer NI has queued messages or exhausted credits."), Tone.HEALTHY, -1));
            y += ROW + LANE_GAP;
        }
        if (healthy > 0) {
            shapes.add(new Shape(Kind.NOTE, MARGIN, y, width - 2 * MARGIN, ROW, null,
                    List.of(healthy + " other peer NIs have free credits and empty queues."), Tone.NEUTRAL, -1));
            y += ROW + LANE_GAP;
        }

        y = bufferPools(router, y, width);

        // Conns pinned by no queued message (if any) still cost memory: show them after the held ones.
        for (KibPeer kibPeer : router.getKibPeers()) {
            for (KibConn conn : kibPeer.getConns()) {
                if (queues.isPinned(conn) && !connHue.containsKey(conn)) {
                    connHue.put(conn, connHue.size());
                }
            }
        }
        y = connGrid(y, width, connHue, runToConn);
        height = y + MARGIN;
    }

    /**
     * Router buffer pools (tiny/small/large per CPT): a forwarded message holds one until its send
     * completes, so a stalled next hop can drain them too; then messages wait on rbp_msgs with their
     * kib_rx held, like on the rtrq.
     */
    private int bufferPools(Node router, int y, int width) {
        if (router.getRtrBufferPools().isEmpty()) {
            return y;
        }
        StringBuilder text = new StringBuilder("router buffers:");
        Tone worst = Tone.HEALTHY;
        for (RtrBufferPool pool : router.getRtrBufferPools()) {
            text.append("  ").append(pool.getKind().getLiteral().toLowerCase()).append(" cpt").append(pool.getCpt())
                    .append(' ').append(pool.getCredits()).append('/').append(pool.getNbuffers())
                    .append(" (min ").append(pool.getMinCredits()).append(')');
            int waiting = queues.waiting(pool);
            if (waiting > 0) {
                text.append(", ").append(waiting).append(" waiting");
            }
            Tone tone = pool.getCredits() < 0 ? Tone.NEGATIVE : pool.getCredits() == 0 ? Tone.EXHAUSTED : Tone.HEALTHY;
            worst = tone.ordinal() > worst.ordinal() ? tone : worst;
        }
        shapes.add(new Shape(Kind.NOTE, MARGIN, y, width - 2 * MARGIN, ROW, null, List.of(text.toString()),
                worst == Tone.HEALTHY ? Tone.NEUTRAL : worst, -1));
        return y + ROW + LANE_GAP;
    }

    private int queueRow(int y, String caption, List<QueueRun> runs, Kind kind, int barLeft, double pixelsPerMessage,
            Map<KibConn, Integer> connHue, Map<Integer, KibConn> runToConn) {
        shapes.add(new Shape(Kind.QUEUE_CAPTION, barLeft - 8 - 40, y, 40, ROW, null, List.of(caption), Tone.NEUTRAL,
                -1));
        Map<Object, Integer> sourceHue = new LinkedHashMap<>();
        for (QueueRun run : runs) {
            // From cumulative counts, so rounding never pushes the tail of a long queue off the bar.
            int x = barLeft + (int) Math.round(run.start() * pixelsPerMessage);
            int end = barLeft + (int) Math.round((run.start() + run.count()) * pixelsPerMessage);
            int w = Math.max(1, end - x);
            int hue;
            Tone tone;
            if (run.key() instanceof KibConn conn && connHue != null) {
                hue = connHue.computeIfAbsent(conn, c -> connHue.size());
                tone = queues.isPinned(conn) ? Tone.PINNED : Tone.NEUTRAL;
                runToConn.put(shapes.size(), conn);
            } else {
                hue = sourceHue.computeIfAbsent(run.key(), k -> sourceHue.size());
                tone = Tone.NEUTRAL;
            }
            shapes.add(new Shape(kind, x, y + 2, w, ROW - 4, run,
                    countLines.computeIfAbsent(run.count(), count -> List.of(String.valueOf(count))), tone, hue));
        }
        return y + ROW;
    }

    private int connGrid(int y, int width, Map<KibConn, Integer> connHue, Map<Integer, KibConn> runToConn) {
        if (connHue.isEmpty()) {
            return y;
        }
        long pinnedBytes = 0;
        int pinned = 0;
        for (KibConn conn : connHue.keySet()) {
            if (queues.isPinned(conn)) {
                pinned++;
                pinnedBytes += queues.pinnedBytes(conn);
            }
        }
        shapes.add(new Shape(Kind.NOTE, MARGIN, y, width - 2 * MARGIN, ROW, null,
                List.of("kib_conns holding queued rx: " + connHue.size() + ", of which " + pinned
                        + " DISCONNECTED yet referenced (pinned): " + Labels.mib(pinnedBytes) + " of QP/CQ/rx pages"),
                pinned > 0 ? Tone.PINNED : Tone.NEUTRAL, -1));
        y += ROW + 4;
        int perRow = Math.max(1, (width - 2 * MARGIN + CONN_GAP) / (CONN_WIDTH + CONN_GAP));
        Map<KibConn, Integer> connShape = new LinkedHashMap<>();
        int i = 0;
        for (Map.Entry<KibConn, Integer> entry : connHue.entrySet()) {
            KibConn conn = entry.getKey();
            int col = i % perRow;
            int row = i / perRow;
            connShape.put(conn, shapes.size());
            shapes.add(new Shape(Kind.CONN, MARGIN + col * (CONN_WIDTH + CONN_GAP),
                    y + row * (CONN_HEIGHT + CONN_GAP), CONN_WIDTH, CONN_HEIGHT, conn, connLines(conn),
                    connTone(conn, queues), entry.getValue()));
            i++;
        }
        for (Map.Entry<Integer, KibConn> edge : runToConn.entrySet()) {
            ownership.add(new int[] {edge.getKey(), connShape.get(edge.getValue())});
        }
        int rows = (connHue.size() + perRow - 1) / perRow;
        return y + rows * (CONN_HEIGHT + CONN_GAP);
    }

    private static List<String> titleLines(Node router, MsgQueues queues) {
        StringBuilder nis = new StringBuilder();
        for (LocalNi ni : router.getLocalNis()) {
            nis.append(nis.length() == 0 ? "" : "  ").append(ni.getNid());
        }
        String memory = router.getRamBytes() > 0
                ? "memory " + gib(router.getUsedBytes()) + " of " + gib(router.getRamBytes()) + " used, "
                : "memory unknown, ";
        // an agent or a paste has no kib_conns: their count is unknown, not 0
        String pinned = router.getKibPeers().stream().allMatch(p -> p.getConns().isEmpty()) && CapturedQueues.countersOnly(router)
                ? "pinned kib_conns unknown (not in this capture)"
                : "pinned kib_conns " + queues.pinnedConns(router).size() + " = " + Labels.mib(queues.pinnedBytes(router));
        return List.of(router.getHostname() + "  " + nis + "  (router)", memory + pinned);
    }

    private static List<String> laneLines(PeerNi peerNi, MsgQueues queues) {
        // a paste or an agent gives the credits, not the queued lnet_msgs: "unknown", never "txq 0"
        return List.of(Labels.nid(peerNi, peerNi.getNid()),
                "tx " + peerNi.getTxCredits() + " (min " + peerNi.getMinTxCredits() + ")  txq "
                        + txqLength(peerNi, queues.txqLength(peerNi)),
                "rtr " + peerNi.getRtrCredits() + " (min " + peerNi.getMinRtrCredits() + ")  rtrq "
                        + shortLength(peerNi, queues.routerQueueLength(peerNi)));
    }

    /**
     * A lane's queue length, "unknown" where the capture has only the credit beside it (the label has no room
     * for more): {@link CapturedQueues#length}'s rule, from the length alone.
     */
    private static String shortLength(PeerNi peerNi, int length) {
        return length > 0 || !CapturedQueues.countersOnly(peerNi) ? String.valueOf(length) : "unknown";
    }

    /**
     * The txq's length, "3 of 4500" when the file lists fewer lnet_msg than lpni_txcredits says wait
     * ({@link CapturedQueues#txWaiting}): "txq 3" beside "tx -4500" read as two contradicting figures.
     */
    private static String txqLength(PeerNi peerNi, int length) {
        int counted = CapturedQueues.txWaiting(length, peerNi.getTxCredits());
        return length > 0 && length < counted ? length + " of " + counted : shortLength(peerNi, length);
    }

    private static Tone laneTone(PeerNi peerNi) {
        int worst = severity(peerNi);
        return worst < 0 ? Tone.NEGATIVE : worst == 0 ? Tone.EXHAUSTED : Tone.HEALTHY;
    }

    private List<String> connLines(KibConn conn) {
        // The peer first (which server's conn this is), the address suffix tells conns to one peer apart.
        String peer = conn.getPeer() == null ? peerName(conn) : peerNames.computeIfAbsent(conn.getPeer(), p -> peerName(conn));
        long bytes = conn.memoryBytes();
        // one key per size and pinned-or-not (sizes are never negative: ~bytes marks the pinned)
        String size = sizeLines.computeIfAbsent(queues.isPinned(conn) ? ~bytes : bytes,
                key -> Labels.mib(bytes) + (key < 0 ? " pinned" : ""));
        return List.of(peer, state(conn.getState()) + " ref " + conn.getRefcount() + "  " + Labels.shortHex(conn.getAddress()),
                size);
    }

    /** The conn's peer by hostname when the fabric has its node, else by NID. */
    static String peerName(KibConn conn) {
        if (conn.getPeer() == null || conn.getPeer().getNid() == null) {
            return "peer ?";
        }
        String host = Labels.hostOf(conn, conn.getPeer().getNid());
        return host != null ? "→ " + host : "→ " + conn.getPeer().getNid();
    }

    private static Tone connTone(KibConn conn, MsgQueues queues) {
        if (queues.isPinned(conn)) {
            return Tone.PINNED;
        }
        return switch (conn.getState()) {
            case ESTABLISHED -> Tone.HEALTHY;
            case CLOSING, DISCONNECTED -> Tone.CLOSING;
            default -> Tone.NEUTRAL;
        };
    }

    static String state(KibConnState state) {
        return switch (state) {
            case INIT -> "INIT";
            case ACTIVE_CONNECT -> "ACTIVE";
            case PASSIVE_WAIT -> "PASSIVE";
            case ESTABLISHED -> "ESTAB";
            case CLOSING -> "CLOSING";
            case DISCONNECTED -> "DISCONN";
        };
    }

    /**
     * A router's colour in the Fabric: red from 90 % of its RAM used (near the OOM, whatever the
     * cause), amber while LNet pins conns (memory it holds that nothing will free: the kernel frees a
     * conn's QP, CQ and rx pages only in kiblnd_destroy_conn(), lnet/klnds/o2iblnd/o2iblnd.c, so
     * pinned bytes only grow until rx go back), else plain. Not amber from "70 % used": a small
     * router's kernel base alone is 83 % of 1.23 GiB at t=0 of the small trace, and nothing is wrong
     * there; a share of RAM says nothing about LNet below the OOM's neighbourhood. With no RAM
     * figure: by pinned bytes (red past 256 MiB pinned: the seed's router had 537 MiB at 1/10 scale).
     */
    public static Tone memoryTone(Node router) {
        return memoryTone(router, MsgQueues.MODEL);
    }

    /** {@link #memoryTone(Node)} with the pinned bytes read through {@code queues} (a replay's state). */
    public static Tone memoryTone(Node router, MsgQueues queues) {
        long pinned = queues.pinnedBytes(router);
        if (router.getRamBytes() > 0) {
            double used = router.getUsedBytes() / (double) router.getRamBytes();
            if (used >= 0.9) {
                return Tone.NEGATIVE;
            }
            return pinned > 0 ? Tone.EXHAUSTED : Tone.HEALTHY;
        }
        return pinned > PINNED_RED ? Tone.NEGATIVE : pinned > 0 ? Tone.EXHAUSTED : Tone.HEALTHY;
    }

    static final long PINNED_RED = 256 * MIB;

    public static String gib(long bytes) {
        // 1.23 GiB, not "1 GiB" or "1.2 GiB": small routers are told apart by the second decimal
        double value = bytes / (1024.0 * MIB);
        return value < 10 ? String.format("%.2f GiB", value) : String.format("%.1f GiB", value);
    }

    /** The shape under a point, topmost first (for hover and selection). */
    public Shape at(int px, int py) {
        for (int i = shapes.size() - 1; i >= 0; i--) {
            if (shapes.get(i).contains(px, py) && shapes.get(i).subject() != null) {
                return shapes.get(i);
            }
        }
        return null;
    }
}
