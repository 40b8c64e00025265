package org.lnetscope.agent.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.lnetscope.agent.demo.SeedDrift;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.NodeState;

/**
 * The agent's /metrics does not grow with the peer table: per-peer series for the K peer NIs
 * --metrics-peers keeps, the router's totals over all of them, whatever the number of peers; and the
 * peer NIs kept are the seed incident's: the compute that stopped draining and the servers out of
 * router credits, not 50 healthy ones.
 */
class BoundedMetricsTest {

    private static final Pattern NID = Pattern.compile("nid=\"([^\"]+)\"");

    /** The seed's router 30 minutes into the drift, plus {@code healthy} healthy compute peer NIs. */
    private static NodeState router(int healthy) {
        NodeState state = new NodeState();
        new SeedDrift(() -> 30 * 60_000L, 0, true).readInto(state);
        for (int i = 0; i < healthy; i++) {
            String nid = "10." + (2 + i / 65536) + "." + (i / 256 % 256) + "." + (i % 256) + "@o2ib1";
            state.object(Kinds.PEER_NI, nid).put(Kinds.STATE, "up").put(Kinds.MAX_TX_CREDITS, 8)
                    .put(Kinds.TX_CREDITS, 8 - i % 3).put(Kinds.MIN_TX_CREDITS, -(i % 7)).put(Kinds.TXQ_NOB, 0)
                    .put(Kinds.RTR_CREDITS, 8).put(Kinds.MIN_RTR_CREDITS, 8 - i % 5);
        }
        return state;
    }

    /** Counts the sample lines and keeps the peer NIDs and the lnetscope_* lines, without holding the text. */
    private static final class Counter extends Writer {
        long series;
        final TreeSet<String> nids = new TreeSet<>();
        final Map<String, String> totals = new LinkedHashMap<>();
        private final StringBuilder line = new StringBuilder();

        @Override
        public void write(char[] cbuf, int off, int len) {
            for (int i = off; i < off + len; i++) {
                if (cbuf[i] == '\n') {
                    String l = line.toString();
                    line.setLength(0);
                    if (l.startsWith("#")) {
                        continue;
                    }
                    series++;
                    if (l.startsWith("lnet_peer_ni_")) {
                        Matcher m = NID.matcher(l);
                        if (m.find()) {
                            nids.add(m.group(1));
                        }
                    } else if (l.startsWith("lnetscope_peer_nis")) {
                        totals.put(l.substring(0, l.indexOf('{')), l.substring(l.lastIndexOf(' ') + 1));
                    }
                } else {
                    line.append(cbuf[i]);
                }
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }

    private static Counter render(NodeState state, int limit) throws IOException {
        Counter c = new Counter();
        PrometheusText.write(c, "rtr1", state, Map.of("lnetscope_agent_samples_total", 1), limit);
        return c;
    }

    @Test
    void theSeriesCountDoesNotFollowThePeerCount() throws IOException {
        int k = 20;
        Counter small = render(router(100), k);
        Counter large = render(router(100_000), k);
        assertEquals(k, small.nids.size());
        assertEquals(k, large.nids.size());
        assertEquals(small.series, large.series, "100 or 100,000 healthy peers: the same number of series");
        // the totals count all of them: 9 peer NIs of the seed drift plus the healthy ones
        assertEquals("100009", large.totals.get(PrometheusText.PEER_NIS));
        assertEquals("20", large.totals.get(PrometheusText.PEER_NIS_EXPORTED));
        // the seed's drift at 30 min: the compute below zero tx credits (i % 3 never takes a healthy one below 0),
        // its four servers below zero router credits
        assertEquals("1", large.totals.get(PrometheusText.PEER_NIS_TX_BELOW_ZERO));
        assertEquals("4", large.totals.get(PrometheusText.PEER_NIS_RTR_BELOW_ZERO));
        assertEquals(Long.toString(600_000L * 30), large.totals.get(PrometheusText.PEER_NIS_TX_QUEUE_BYTES));

        // K + c: per kept peer NI one series per field (7 here), the rest does not depend on K
        Counter more = render(router(100_000), 2 * k);
        assertEquals(7 * k, more.series - large.series);
        assertTrue(large.series <= 7L * k + 40, large.series + " series");
    }

    @Test
    void theKeptPeerNisAreTheOnesInTrouble() throws IOException {
        Counter c = render(router(100_000), 5);
        List<String> expected = new ArrayList<>(List.of("10.1.0.17@o2ib1", "10.0.0.21@o2ib", "10.0.0.22@o2ib", "10.0.0.23@o2ib",
                "10.0.0.24@o2ib"));
        assertEquals(new TreeSet<>(expected), c.nids, "the compute not draining and its four blocked servers");
        // with two slots, one of each kind: neither crowds the other out
        Counter two = render(router(100_000), 2);
        assertEquals(new TreeSet<>(List.of("10.1.0.17@o2ib1", "10.0.0.21@o2ib")), two.nids);
        // K = 0: totals only
        Counter none = render(router(1000), 0);
        assertTrue(none.nids.isEmpty());
        assertEquals("1009", none.totals.get(PrometheusText.PEER_NIS));
    }

    @Test
    void aTotalNoPeerNiReportsIsLeftOutNotZero() throws IOException {
        NodeState state = new NodeState();
        state.object(Kinds.PEER_NI, "10.1.0.17@o2ib1").put(Kinds.STATE, "up");
        Counter c = render(state, 10);
        assertEquals("1", c.totals.get(PrometheusText.PEER_NIS));
        assertFalse(c.totals.containsKey(PrometheusText.PEER_NIS_RTR_BELOW_ZERO), c.totals.toString());
        assertFalse(c.totals.containsKey(PrometheusText.PEER_NIS_TX_QUEUE_BYTES), c.totals.toString());
    }
}
