package org.lnetscope.prometheus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.lnetscope.protocol.MetricNames;

/** The names the agent writes read back to the same kind, field and id. */
class MetricNamesTest {

    @org.junit.jupiter.api.Test
    void theMemoryMetricsAreTheDocumentedNames() {
        assertEquals("lnet_meminfo_mem_available_bytes", MetricNames.MEM_AVAILABLE);
        assertEquals("lnet_meminfo_mem_total_bytes", MetricNames.MEM_TOTAL);
        assertEquals("lnet_meminfo_slab_bytes", MetricNames.SLAB);
        assertEquals("lnet_meminfo_sunreclaim_bytes", MetricNames.SUNRECLAIM);
        assertEquals(new MetricNames.Field("meminfo", "mem_available_bytes", false), MetricNames.parse(MetricNames.MEM_AVAILABLE, false));
    }

    @ParameterizedTest
    @CsvSource({
            "peer_ni, 10.1.0.17@o2ib1, available_tx_credits",
            "peer_ni, 10.1.0.17@o2ib1, state",
            "peer, 10.1.0.17@o2ib1, multi_rail",
            "ni, 10.1.0.254@o2ib1, peer_buffer_credits",
            "tq, 10.1.0.254@o2ib1 1, tq_credits",
            "pool, large 0, mincredits",
            "route, o2ib 10.1.0.254@o2ib1, hop",
            "router, 10.0.0.254@o2ib, alive_cnt",
            "stats, '', drop_length",
            "routing, '', state",
            "global, '', large_router_buffers",
            "meminfo, '', mem_available_bytes",
            "meminfo, '', sunreclaim_bytes",
    })
    void roundTrip(String kind, String id, String field) {
        String metric = MetricNames.name(kind, field);
        for (boolean text : new boolean[] {false, true}) {
            String name = text ? metric + MetricNames.INFO_SUFFIX : metric;
            MetricNames.Field parsed = MetricNames.parse(name, text);
            assertEquals(new MetricNames.Field(kind, field, text), parsed, name);
        }
        Map<String, String> labels = MetricNames.idLabels(kind, id);
        assertEquals(id, MetricNames.id(kind, labels));
    }

    @ParameterizedTest
    @CsvSource({"lnet_up", "lnetscope_agent_samples_total", "up", "node_load1", "lnet_", "lnet_peer_"})
    void notAnObjectsField(String metric) {
        assertNull(MetricNames.parse(metric, false));
    }

    @ParameterizedTest
    @CsvSource({"lnet_ni_something_info, ni, something_info"})
    void aNumericFieldEndingInInfoStaysNumeric(String metric, String kind, String field) {
        assertEquals(new MetricNames.Field(kind, field, false), MetricNames.parse(metric, false));
    }
}
