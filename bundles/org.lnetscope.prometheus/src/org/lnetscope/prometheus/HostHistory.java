package org.lnetscope.prometheus;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.lnetscope.model.nid.Nid;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.LnetObject;
import org.lnetscope.protocol.MetricNames;
import org.lnetscope.protocol.NodeState;

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

    /** One object's series (its key: {@code LnetObject.key}), to compare steps object by object. */
    private record ObjectSeries(String key, List<FieldSeries> fields) {
    }

    /** What changed from one step to the next: objects to bring up to {@code state}, keys gone. */
    record Changes(NodeState state, List<String> touched, List<String> removed) {
    }

    private final double[] up;
    private final List<FieldSeries> fields = new ArrayList<>();
    private final List<ObjectSeries> objects = new ArrayList<>();
    private final int steps;
    private long samples;

    HostHistory(List<Series> series, int steps) {
        this(series, steps, warning -> {});
    }

    /**
     * @param skipped told of each series whose labels do not make an LNet object (a bad NID in a
     *        label, issue 31): it is left out, the rest of the host is read
     */
    HostHistory(List<Series> series, int steps, java.util.function.Consumer<String> skipped) {
        this.steps = steps;
        double[] upValues = null;
        // other exporters' series (SiteExporters), summed per node field: lustrefs-exporter's counters are per local NI
        Map<MetricNames.Field, double[]> exported = new LinkedHashMap<>();
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
            MetricNames.Field other = SiteExporters.field(s.name());
            if (other != null) {
                double[] sum = exported.computeIfAbsent(other, k -> nan(steps));
                for (int k = 0; k < Math.min(steps, s.values().length); k++) {
                    double v = s.values()[k];
                    if (!Double.isNaN(v)) {
                        sum[k] = Double.isNaN(sum[k]) ? v : sum[k] + v;
                    }
                }
                continue;
            }
            String value = s.labels().get(MetricNames.VALUE);
            MetricNames.Field f = MetricNames.parse(s.name(), value != null);
            if (f != null) {
                String id;
                try {
                    id = MetricNames.id(f.kind(), s.labels());
                    for (String nidLabel : new String[] {"nid", "gateway"}) {
                        String nid = s.labels().get(nidLabel);
                        if (nid != null && !nid.isEmpty()) {
                            Nid.parse(nid); // the fabric is built from NIDs: a bad one is this series' problem only
                        }
                    }
                    if (f.text() && f.field().equals(Kinds.PRIMARY_NID) && value != null) {
                        Nid.parse(value);
                    }
                } catch (IllegalArgumentException e) {
                    skipped.accept("skipped the series " + Printable.of(s.name() + s.labels()) + ": " + Printable.of(e.getMessage()));
                    continue;
                }
                fields.add(new FieldSeries(f.kind(), id, f.field(), f.text() ? value : null, s.values()));
            }
        }
        exported.forEach((f, values) -> fields.add(new FieldSeries(f.kind(), "", f.field(), null, values)));
        if (upValues == null && !exported.isEmpty()) {
            // no agent (no lnet_up): the host was scraped at the steps where its exporters have a
            // value; whether LNet was loaded they do not say
            upValues = nan(steps);
            for (double[] values : exported.values()) {
                for (int k = 0; k < steps; k++) {
                    if (!Double.isNaN(values[k])) {
                        upValues[k] = 1;
                    }
                }
            }
        }
        Map<String, ObjectSeries> byKey = new LinkedHashMap<>();
        for (FieldSeries f : fields) {
            byKey.computeIfAbsent(LnetObject.key(f.kind(), f.id()), k -> new ObjectSeries(k, new ArrayList<>()))
                    .fields().add(f);
        }
        objects.addAll(byKey.values());
        if (upValues == null) {
            upValues = new double[steps];
            Arrays.fill(upValues, Double.NaN);
        }
        this.up = upValues;
    }

    private static double[] nan(int n) {
        double[] values = new double[n];
        Arrays.fill(values, Double.NaN);
        return values;
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

    /**
     * The objects that appeared or changed from {@code step - 1} to {@code step} (whole, as at
     * {@code step}) and those that went: the same answer as diffing the two states, at the cost of
     * comparing two numbers per series instead of building and diffing every object (most of a
     * router's thousands of peer NIs do not change from one scrape to the next).
     */
    Changes changesAt(int step) {
        NodeState state = new NodeState();
        List<String> touched = new ArrayList<>();
        List<String> removed = new ArrayList<>();
        for (ObjectSeries o : objects) {
            boolean now = false;
            boolean before = false;
            boolean differs = false;
            for (FieldSeries f : o.fields()) {
                double a = f.values()[step];
                double b = f.values()[step - 1];
                boolean has = !Double.isNaN(a);
                boolean had = !Double.isNaN(b);
                now |= has;
                before |= had;
                differs |= has != had || has && a != b;
            }
            if (now && differs) {
                touched.add(o.key());
                for (FieldSeries f : o.fields()) {
                    double v = f.values()[step];
                    if (!Double.isNaN(v)) {
                        if (f.text() != null) {
                            state.object(f.kind(), f.id()).put(f.field(), f.text());
                        } else {
                            state.object(f.kind(), f.id()).put(f.field(), (long) v);
                        }
                    }
                }
            } else if (!now && before) {
                removed.add(o.key());
            }
        }
        return new Changes(state, touched, removed);
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
