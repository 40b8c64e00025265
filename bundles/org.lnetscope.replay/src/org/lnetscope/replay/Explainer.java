package org.lnetscope.replay;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;

import org.lnetscope.trace.Event;
import org.lnetscope.trace.KernelFunction;
import org.lnetscope.trace.state.FlatState;
import org.lnetscope.trace.state.ObjectImage;

/**
 * Explains events: the hook behind the Explain view. The default reads the kernel function and
 * the reason from {@link org.lnetscope.trace.EventType} and describes the changes from the state
 * after the event; a view can substitute a richer one (e.g. with links into the source).
 */
@FunctionalInterface
public interface Explainer {

    /** {@code state} is the state just after {@code event} (a cursor's state when the event is current). */
    Explanation explain(Event event, FlatState state);

    Explainer DEFAULT = Explainer::standard;

    static Explanation standard(Event event, FlatState state) {
        return standard(event, state, FreedInEvent.of(event));
    }

    /** As {@link #standard(Event, FlatState)}, naming what the event freed from {@code freed}'s images. */
    static Explanation standard(Event event, FlatState state, FreedInEvent freed) {
        KernelFunction function = event.function();
        return new Explanation(function.name(), function.sourceFile(), why(event), freed.name(state, event.subject()),
                changes(event, state, freed));
    }

    /**
     * Why the event happened. A MEMORY event without a kernel function is not a change of memory use:
     * the simulator writes a fault it injects that way, on the node it strikes (org.lnetscope.sim.world.Faults,
     * as TimeMarkers and RunScan read it), and, on no object, what changed since its last step when the
     * run ends (SimulationRecorder.finishAs: the nodes' clocks). Explain said "the node's memory use
     * changed" for both, beside changes that were only clocks.
     */
    static String why(Event event) {
        if (event.type() == org.lnetscope.trace.EventType.MEMORY && event.function() == KernelFunction.none) {
            return event.subject() >= 0
                    ? "no kernel step: a fault of the scenario strikes this node here (the simulator injects it;"
                            + " `lnetscope trace info` gives the scenario's description)"
                    : "no kernel step: the simulator wrote what changed since its last step, as it does when the run ends"
                            + " (the nodes' clocks, ktime_get_seconds), so that the last state is complete";
        }
        return event.type().why();
    }

    /**
     * The changes as text, values as they are after the event. Objects created by the event are
     * summarised ("new KibConn #486 with 18 KibRx") rather than listed slot by slot.
     */
    static String changes(Event event, FlatState state) {
        return changes(event, state, FreedInEvent.of(event));
    }

    /** As {@link #changes(Event, FlatState)}, naming what the event freed from {@code freed}'s images. */
    static String changes(Event event, FlatState state, FreedInEvent freed) {
        StringJoiner text = new StringJoiner(", ");
        Set<Integer> created = new HashSet<>();
        Map<String, Integer> createdByClass = new LinkedHashMap<>();
        Map<String, Integer> deletedByClass = new LinkedHashMap<>();
        for (int op = 0; op < event.opCount(); op++) {
            if (event.opKind(op) == Event.CREATE) {
                created.add(event.opA(op));
                String name = state.schema().layout(event.opB(op)).name();
                if (createdByClass.isEmpty()) {
                    text.add("new " + FlatStateNames.of(state, event.opA(op)));
                    createdByClass.put("", 0);
                } else {
                    createdByClass.merge(org.lnetscope.analysis.Labels.kernelName(name), 1, Integer::sum);
                }
            }
        }
        for (int op = 0; op < event.opCount(); op++) {
            int a = event.opA(op);
            if (created.contains(a) && event.opKind(op) != Event.DELETE) {
                continue;
            }
            String owner = a == event.subject() ? "" : FlatStateNames.of(state, a) + ".";
            switch (event.opKind(op)) {
                case Event.SET -> {
                    if (state.isLive(a)) {
                        String slot = kernelField(state.schema().layout(state.classOf(a)).name(),
                                state.schema().layout(state.classOf(a)).values().get(event.opB(op)).name());
                        text.add(owner + slot + "=" + FlatStateNames.value(state, a, event.opB(op)));
                    }
                }
                case Event.INSERT, Event.REMOVE -> {
                    if (state.isLive(a)) {
                        String slot = kernelField(state.schema().layout(state.classOf(a)).name(),
                                state.schema().layout(state.classOf(a)).lists().get(event.opB(op)).name());
                        String sign = event.opKind(op) == Event.INSERT ? " +" : " -";
                        text.add(owner + slot + sign + freed.name(state, event.opD(op)) + " (now " + state.listSize(a, event.opB(op))
                                + ")");
                    }
                }
                case Event.DELETE -> {
                    ObjectImage image = freed.images().apply(a);
                    deletedByClass.merge(image == null ? "" : org.lnetscope.analysis.Labels.kernelName(
                            state.schema().layout(image.classIndex()).name()), 1, Integer::sum);
                }
                default -> {
                    // creates are summarised above; pool definitions are bookkeeping
                }
            }
        }
        createdByClass.forEach((name, count) -> {
            if (!name.isEmpty()) {
                text.add("with " + count + " new " + name);
            }
        });
        // by kind when the cursor kept the freed objects' images, else only how many
        deletedByClass.forEach((name, count) -> text.add(count
                + (!name.isEmpty() ? " " + name : count == 1 ? " object" : " objects") + " freed"));
        return text.toString();
    }

    /** A slot in the kernel's snake_case ({@code listState} of a kib_conn: ibc_list_state), not the model's camelCase. */
    static String kernelField(String eClass, String slot) {
        String known = switch (slot) {
            // as lnetctl peer show prints a peer NI's credits (Labels.field)
            case "txCredits" -> "txcredits";
            case "minTxCredits" -> "min_txcredits";
            case "maxTxCredits" -> "max_txcredits";
            case "rtrCredits" -> "rtrcredits";
            case "minRtrCredits" -> "min_rtrcredits";
            case "txqNob" -> "txqnob";
            default -> null;
        };
        if (known != null) {
            return known;
        }
        String snake = slot.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toLowerCase(java.util.Locale.ROOT);
        return eClass.equals("KibConn") && !snake.startsWith("ibc_") ? "ibc_" + snake : snake;
    }
}
