package org.lnetscope.prometheus;

import java.util.ArrayList;
import java.util.List;

import org.lnetscope.agent.protocol.MetricNames;
import org.lnetscope.lnetfiles.NodeState;

/**
 * One host's series over one stretch of steps, turned back into the node's state at any of them:
 * what the agent served at that scrape, as far as Prometheus kept it.
 */
final class HostHistory {

    /** What Prometheus knows of the host at one step. */
    enum Presence {
        /** lnet_up absent: the agent was not scraped (down, unreachable) or the host is not there yet. */
        ABSENT,
        /** lnet_up 0: the agent answered, LNet is not loaded. */
        LNET_DOWN,
        UP
    }

    private record FieldSeries(String kind, String id, String field, String text, double[] values) {
    }

    private final double[] up;
    private final List<FieldSeries> fields = new ArrayList<>();
    private final int steps;
    private long samples;

    HostHistory(List<Series> series, int steps) {
        this.steps = steps;
        double[] upValues = null;
        for (Series s : series) {
            for (double v : s.values()) {
                if (!Double.isNaN(v)) {
                    samples++;
                }
            }
            if (s.name().equals(MetricNames.UP)) {
                upValues = s.values();
                continue;
            }
            String value = s.labels().get(MetricNames.VALUE);
            MetricNames.Field f = MetricNames.parse(s.name(), value != null);
            if (f != null) {
                fields.add(new FieldSeries(f.kind(), MetricNames.id(f.kind(), s.labels()), f.field(), f.text() ? value : null,
                        s.values()));
            }
        }
        if (upValues == null) {
            upValues = new double[steps];
            java.util.Arrays.fill(upValues, Double.NaN);
        }
        this.up = upValues;
    }

    /** Points read (not NaN), to size the next stretch. */
    long samples() {
        return samples;
    }

    int steps() {
        return steps;
    }

    Presence presence(int step) {
        double u = up[step];
        return Double.isNaN(u) ? Presence.ABSENT : u == 0 ? Presence.LNET_DOWN : Presence.UP;
    }

    /** The node's state at {@code step}; empty and "not loaded" when LNet was down. */
    NodeState state(int step) {
        NodeState state = new NodeState();
        if (presence(step) == Presence.LNET_DOWN) {
            state.lnetDown("lnet_up was 0 (the agent reported LNet not loaded)");
            return state;
        }
        for (FieldSeries f : fields) {
            double v = f.values()[step];
            if (Double.isNaN(v)) {
                continue;
            }
            if (f.text() != null) {
                // a text field changing value is two series for one scrape at most; either is right
                state.object(f.kind(), f.id()).put(f.field(), f.text());
            } else {
                state.object(f.kind(), f.id()).put(f.field(), (long) v);
            }
        }
        return state;
    }
}
