package org.lnetscope.agent.demo;

import java.util.function.LongSupplier;

import org.lnetscope.agent.source.LnetSource;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.NodeState;

/**
 * A router drifting as the seed incident's did (docs/agent-protocol.md, "Early warning"), for demos
 * and tests of the OOM projection: from {@code startMs} on (the agent's clock), compute
 * 10.1.0.17@o2ib1 no longer answers, so its peer NI loses 11 tx credits a minute while its lpni_txq
 * grows; the servers 10.0.0.21..24@o2ib, whose messages wait on that queue holding their router
 * credit (lnet_post_routed_recv_locked(), lib-move.c), go below zero lpni_rtrcredits; and each of
 * their reconnects leaves a kib_conn pinned, so MemAvailable falls 100 MB a minute from 42 GB of a
 * 48 GiB router: the OOM is 7 h after the fault. With {@code drifting} false the router is healthy.
 */
public final class SeedDrift implements LnetSource {

    public static final long TOTAL_BYTES = 48L << 30;
    public static final long START_AVAILABLE = 42_000_000_000L;
    public static final long FALL_PER_MINUTE = 100_000_000L;

    private final LongSupplier clockMs;
    private final long startMs;
    private final boolean drifting;

    public SeedDrift(LongSupplier clockMs, long startMs, boolean drifting) {
        this.clockMs = clockMs;
        this.startMs = startMs;
        this.drifting = drifting;
    }

    /** When MemAvailable reaches zero (the agent's clock), or -1 for a healthy router. */
    public long oomAtMs() {
        return drifting ? startMs + START_AVAILABLE / FALL_PER_MINUTE * 60_000 : -1;
    }

    @Override
    public void readInto(NodeState into) {
        double elapsed = Math.max(0, (clockMs.getAsLong() - startMs) / 60_000.0);
        double minutes = drifting ? elapsed : 0;
        int tx = (int) Math.round(42 - 11 * minutes);
        into.object(Kinds.PEER_NI, "10.1.0.17@o2ib1").put(Kinds.STATE, "up").put(Kinds.MAX_TX_CREDITS, 42)
                .put(Kinds.TX_CREDITS, tx).put(Kinds.MIN_TX_CREDITS, Math.min(tx, 0))
                .put(Kinds.TXQ_NOB, (long) (600_000 * minutes)).put(Kinds.RTR_CREDITS, 42).put(Kinds.MIN_RTR_CREDITS, 42);
        for (int i = 0; i < 4; i++) {
            int rtr = (int) Math.round(42 - (41 - 5 * i) * minutes);
            into.object(Kinds.PEER_NI, "10.0.0." + (21 + i) + "@o2ib").put(Kinds.STATE, "up").put(Kinds.MAX_TX_CREDITS, 42)
                    .put(Kinds.TX_CREDITS, 42).put(Kinds.MIN_TX_CREDITS, 40).put(Kinds.RTR_CREDITS, rtr)
                    .put(Kinds.MIN_RTR_CREDITS, Math.min(rtr, 0));
        }
        for (int i = 18; i < 22; i++) {
            into.object(Kinds.PEER_NI, "10.1.0." + i + "@o2ib1").put(Kinds.STATE, "up").put(Kinds.MAX_TX_CREDITS, 42)
                    .put(Kinds.TX_CREDITS, 42).put(Kinds.MIN_TX_CREDITS, 38).put(Kinds.RTR_CREDITS, 42).put(Kinds.MIN_RTR_CREDITS, 40);
        }
        into.object(Kinds.ROUTING, "").put(Kinds.ROUTING_STATE, "enabled");
        // a real node's MemAvailable moves at every read (page cache, slab): the healthy one's by +-50 MB
        long noise = drifting ? 0 : (long) (50e6 * Math.sin(elapsed / 3));
        long available = Math.max(0, START_AVAILABLE - (long) (FALL_PER_MINUTE * minutes) + noise);
        into.object(Kinds.MEMINFO, "").put(Kinds.MEM_TOTAL, TOTAL_BYTES).put(Kinds.MEM_AVAILABLE, available)
                .put(Kinds.SLAB, 4L << 30).put(Kinds.SUNRECLAIM, (3L << 30) + (long) (5_000_000 * minutes));
    }

    @Override
    public String describe() {
        return drifting ? "seed drift (simulated)" : "healthy router (simulated)";
    }
}
