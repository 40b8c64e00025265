package org.lnetscope.prometheus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A Prometheus query API holding a scripted history of two routers (job "lnet"), for {@link FakePrometheus}. */
final class ScriptedPrometheus {

    static final long T0 = 1_764_500_000_000L;
    private static final double N = Double.NaN;
    private static final Pattern HOST = Pattern.compile("host=\"([^\"]+)\"");

    private ScriptedPrometheus() {
    }

    /** Two routers over five 1 s scrapes; rtr2's agent is not scraped at steps 1-2 and LNet is unloaded at step 4. */
    private static final Map<String, List<String>> SERIES = Map.of(
            "rtr1", List.of(
                    series("lnet_up", "", 1, 1, 1, 1, 1),
                    series("lnet_peer_ni_available_tx_credits", ",nid=\"10.1.0.17@o2ib1\"", -4500, -4500, -4510, -4520, -4530),
                    series("lnet_peer_ni_state_info", ",nid=\"10.1.0.17@o2ib1\",value=\"up\"", 1, 1, 1, 1, 1),
                    series("lnet_routing_state_info", ",value=\"enabled\"", 1, 1, 1, 1, 1)),
            "rtr2", List.of(
                    series("lnet_up", "", 1, N, N, 1, 0),
                    series("lnet_peer_ni_available_rtr_credits", ",nid=\"10.0.0.21@o2ib\"", -17000, N, N, -17001, N),
                    series("lnet_routing_state_info", ",value=\"enabled\"", 1, N, N, 1, N)));

    private static String series(String name, String labels, double... values) {
        StringBuilder b = new StringBuilder(name).append('|').append(labels).append('|');
        for (double v : values) {
            b.append(v).append(';');
        }
        return b.toString();
    }

    /** The range query's answer for one host, only the steps asked for. */
    private static String matrix(String host, long startMs, long endMs, long stepMs) {
        List<String> result = new ArrayList<>();
        for (String s : SERIES.getOrDefault(host, List.of())) {
            String[] p = s.split("\\|");
            String[] values = p[2].split(";");
            List<String> points = new ArrayList<>();
            for (long t = startMs; t <= endMs; t += stepMs) {
                int k = (int) ((t - T0) / 1000);
                if (k < values.length && !values[k].equals("NaN")) {
                    points.add("[" + t / 1000.0 + ",\"" + (long) Double.parseDouble(values[k]) + "\"]");
                }
            }
            if (!points.isEmpty()) {
                result.add("{\"metric\":{\"__name__\":\"" + p[0] + "\",\"host\":\"" + host + "\",\"job\":\"lnet\""
                        + p[1].replaceAll("(\\w+)=\"([^\"]*)\"", "\"$1\":\"$2\"")
                        + "},\"values\":[" + String.join(",", points) + "]}");
            }
        }
        return "{\"resultType\":\"matrix\",\"result\":[" + String.join(",", result) + "]}";
    }

    static FakePrometheus.Answer answer(String path, Map<String, String> q) {
        if (path.equals("/api/v1/label/host/values")) {
            assertTrue(q.get("match[]").contains("job=\"lnet\""), q.toString());
            return FakePrometheus.success("[\"rtr2\",\"rtr1\"]");
        }
        assertEquals("/api/v1/query_range", path);
        assertTrue(q.get("query").contains("job=\"lnet\""), q.toString());
        Matcher m = HOST.matcher(q.get("query"));
        assertTrue(m.find());
        long start = Math.round(Double.parseDouble(q.get("start")) * 1000);
        long end = Math.round(Double.parseDouble(q.get("end")) * 1000);
        long step = Math.round(Double.parseDouble(q.get("step")) * 1000);
        return FakePrometheus.success(matrix(m.group(1), start, end, step));
    }

}
