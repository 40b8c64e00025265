package org.lnetscope.trace;

import java.time.DateTimeException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import org.lnetscope.trace.internal.ByteSink;
import org.lnetscope.trace.internal.ByteSource;
import org.lnetscope.trace.internal.DamagedException;
import org.lnetscope.trace.state.Schema;

/**
 * What a trace says about itself before any event: who wrote it, the Lustre structure layout, the
 * time base, and the names behind every number used later (event types, kernel functions, classes
 * and feature slots), so a reader of another version maps by name.
 *
 * @param producer e.g. "lnetscope-sim 0.3 (incident-cea scenario, seed 7)"
 * @param createdAt wall-clock time the trace was written
 * @param lustreLayout the Lustre release whose structures the events follow: "2.12" (lpni_rtrq), or
 *     "2.15", "2.16", "master" (lp_rtrq); the simulator names the release its run used
 * @param startTimeNs the time of the initial state, in ns on the producer's clock
 */
public record TraceHeader(int formatMajor, int formatMinor, String producer, String description, Instant createdAt,
        String lustreLayout, long startTimeNs, List<String> eventTypeNames, List<String> functionNames, Schema schema) {

    /** The time unit of every timestamp: 1 ns. Written so that a future unit change is explicit. */
    public static final long TIME_UNIT_NS = 1;

    void encode(ByteSink out) {
        out.string(producer);
        out.string(description);
        out.svarint(createdAt.getEpochSecond());
        out.varint(createdAt.getNano());
        out.varint(TIME_UNIT_NS);
        out.string(lustreLayout);
        out.svarint(startTimeNs);
        out.varint(eventTypeNames.size());
        eventTypeNames.forEach(out::string);
        out.varint(functionNames.size());
        functionNames.forEach(out::string);
        schema.encode(out);
    }

    static TraceHeader decode(int major, int minor, ByteSource in) {
        String producer = in.string();
        String description = in.string();
        long createdSeconds = in.svarint();
        long createdNanos = in.varint();
        Instant created;
        try {
            created = Instant.ofEpochSecond(createdSeconds, createdNanos);
        } catch (DateTimeException | ArithmeticException e) {
            throw new DamagedException("creation time " + createdSeconds + " s is out of range");
        }
        long unit = in.varint();
        if (unit != TIME_UNIT_NS) {
            throw new DamagedException("time unit " + unit + " ns is not supported");
        }
        String layout = in.string();
        long start = in.svarint();
        List<String> types = new ArrayList<>();
        for (int i = in.count("event type", 1, 48); i > 0; i--) {
            types.add(in.string());
        }
        List<String> functions = new ArrayList<>();
        for (int i = in.count("kernel function", 1, 48); i > 0; i--) {
            functions.add(in.string());
        }
        return new TraceHeader(major, minor, producer, description, created, layout, start, List.copyOf(types),
                List.copyOf(functions), Schema.decode(in));
    }
}
