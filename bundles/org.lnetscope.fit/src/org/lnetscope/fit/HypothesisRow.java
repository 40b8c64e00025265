package org.lnetscope.fit;

import java.util.List;

import org.lnetscope.analysis.Hypothesis;

/**
 * A hypothesis of the fit as a data row: the conditions of {@link Hypothesis} it stands for and
 * the scenario {@code --set} overrides that make the simulator run under them. A row whose
 * overrides this simulator build refuses (an unknown key or fault type) is listed as "not modelled
 * by this simulator build", with the loader's words, and never searched: enabling it is a matter of
 * the simulator growing the switch, not of this table.
 */
public record HypothesisRow(String id, List<Hypothesis> conditions, String title, List<String> sets) {

    /**
     * The rows, in the order they are reported. Fault shapes: docs/scenario-format.md, "faults"
     * (host_silent is (a1), link_down is (b)); aliveness: "tunables", peer_timeout <= 0 disables it
     * (lnet_peer_aliveness_enabled). auto_down, the LND-never-notified switch and the a2 and
     * intermittent rows use the simulator's switches (docs/scenario-format.md: host_silent_no_cm,
     * opens_conns_every, host_partial); a row the loader refuses is reported as not modelled.
     */
    public static final List<HypothesisRow> ALL = List.of(
            new HypothesisRow("aliveness-off/a1", List.of(Hypothesis.ALIVENESS_OFF, Hypothesis.FAULT_A1),
                    "aliveness off (peer_timeout 0), host silent (a1)",
                    List.of("tunables.peer_timeout=0", "faults.0.type=host_silent")),
            new HypothesisRow("aliveness-off/b", List.of(Hypothesis.ALIVENESS_OFF, Hypothesis.FAULT_B),
                    "aliveness off (peer_timeout 0), link down (b)",
                    List.of("tunables.peer_timeout=0", "faults.0.type=link_down")),
            new HypothesisRow("aliveness-on/a1", List.of(Hypothesis.FAULT_A1),
                    "aliveness on (peer_timeout 180), host silent (a1)",
                    List.of("tunables.peer_timeout=180", "faults.0.type=host_silent")),
            new HypothesisRow("aliveness-on/b", List.of(Hypothesis.FAULT_B),
                    "aliveness on (peer_timeout 180), link down (b)",
                    List.of("tunables.peer_timeout=180", "faults.0.type=link_down")),
            new HypothesisRow("auto-down-off/a1", List.of(Hypothesis.AUTO_DOWN_OFF, Hypothesis.FAULT_A1),
                    "auto_down 0 with aliveness on, host silent (a1)",
                    List.of("tunables.peer_timeout=180", "tunables.auto_down=0", "faults.0.type=host_silent")),
            new HypothesisRow("lnd-never-notified/a1", List.of(Hypothesis.LND_NEVER_NOTIFIED, Hypothesis.FAULT_A1),
                    "aliveness on, the LND never tells LNet the peer is down: the silent host keeps opening its own conns (a1)",
                    List.of("tunables.peer_timeout=180", "faults.0.type=host_silent", "faults.0.opens_conns_every=30s")),
            new HypothesisRow("aliveness-off/a2", List.of(Hypothesis.ALIVENESS_OFF, Hypothesis.FAULT_A2),
                    "aliveness off, HCA acks but no new connection succeeds (a2)",
                    List.of("tunables.peer_timeout=0", "faults.0.type=host_silent_no_cm")),
            new HypothesisRow("aliveness-on/a2", List.of(Hypothesis.FAULT_A2),
                    "aliveness on, HCA acks but no new connection succeeds (a2)",
                    List.of("tunables.peer_timeout=180", "faults.0.type=host_silent_no_cm")),
            new HypothesisRow("aliveness-off/intermittent", List.of(Hypothesis.ALIVENESS_OFF, Hypothesis.INTERMITTENT),
                    "aliveness off, the host handles half of what it receives (host_partial)",
                    List.of("tunables.peer_timeout=0", "faults.0.type=host_partial", "faults.0.answers=0.5")),
            new HypothesisRow("aliveness-on/intermittent", List.of(Hypothesis.INTERMITTENT),
                    "aliveness on, the host handles half of what it receives (host_partial)",
                    List.of("tunables.peer_timeout=180", "faults.0.type=host_partial", "faults.0.answers=0.5")));

    public static HypothesisRow byId(String id) {
        for (HypothesisRow r : ALL) {
            if (r.id.equals(id)) {
                return r;
            }
        }
        return null;
    }
}
