package org.lnetscope.sim.world;

import java.util.List;

import org.lnetscope.model.nid.Nid;
import org.lnetscope.sim.engine.SimAction;
import org.lnetscope.sim.lnet.LnetMsg;
import org.lnetscope.sim.lnet.LnetMsgType;

/**
 * What ptlrpc asks of LNet: per-node Poisson message streams, the REPLY a GET's target sends back,
 * and ptlrpc-level resends. LNet itself never resends here (retry_count 0 in the incident), so a
 * message that fails at its origin, or is lost on the way, is sent again by "ptlrpc" after a delay.
 */
public final class Workload {

    /**
     * One stream of messages from every node of {@code from} to nodes of {@code to} chosen
     * uniformly.
     *
     * @param maxInFlight most messages a node may have given LNet and not seen finalized; above it
     *     new ones are not issued (ptlrpc's max_rpcs_in_flight-like back-pressure)
     */
    public record Flow(String name, List<SimNode> from, List<SimNode> to, double ratePerNode, int type, int size,
            int replySize, long startNs, long stopNs, int maxInFlight, long resendDelayNs, int resendMax) {
    }

    private final World world;
    public long issued;
    public long throttled;
    public long delivered;
    public long resent;
    public long lost;
    public long failedAtOrigin;

    Workload(World world) {
        this.world = world;
    }

    /** Schedules the first message of every (flow, source node) stream. */
    public void start(List<Flow> flows) {
        for (Flow flow : flows) {
            if (flow.ratePerNode() <= 0 || flow.to().isEmpty()) {
                continue;
            }
            for (SimNode node : flow.from()) {
                long first = flow.startNs() + world.rng.exponentialNs(flow.ratePerNode());
                world.q.at(first, new Stream(flow, node));
            }
        }
    }

    /**
     * One (flow, source node) Poisson stream: the same object is scheduled again for each next
     * message (one object per stream, not one per message).
     */
    private final class Stream implements SimAction {
        private final Flow flow;
        private final SimNode node;

        Stream(Flow flow, SimNode node) {
            this.flow = flow;
            this.node = node;
        }

        @Override
        public void fire() {
            generate(this);
        }
    }

    private void generate(Stream stream) {
        Flow flow = stream.flow;
        SimNode node = stream.node;
        long now = world.now();
        if (flow.stopNs() > 0 && now >= flow.stopNs()) {
            return;
        }
        SimNode dest = flow.to().get(world.rng.nextInt(flow.to().size()));
        world.q.after(world.rng.exponentialNs(flow.ratePerNode()), stream);
        if (dest == node || node.hostSilent || node.unreachable) {
            return;
        }
        if (node.originInFlight >= flow.maxInFlight()) {
            throttled++;
            return;
        }
        WorkItem work = new WorkItem(node, primaryNid(dest), flow.type(), flow.size(),
                flow.replySize(), flow);
        originate(node, work);
    }

    private static Nid primaryNid(SimNode node) {
        return node.nis.get(0).nid;
    }

    private void originate(SimNode node, WorkItem work) {
        issued++;
        node.originInFlight++;
        int rc = world.lnetSend.originate(node, work);
        if (rc != 0) {
            node.originInFlight--;
            failedAtOrigin++;
            scheduleResend(work);
        }
    }

    /** The origin's lnet_msg was finalized: the send is over, well or not. */
    public void sent(LnetMsg msg, int status) {
        WorkItem work = msg.work;
        if (msg.node == work.origin && work.origin.originInFlight > 0) {
            work.origin.originInFlight--;
        }
        if (status != 0) {
            failedAtOrigin++;
            scheduleResend(work);
        }
    }

    /** The final destination received it; a GET is answered with a REPLY. */
    public void delivered(LnetMsg msg) {
        delivered++;
        WorkItem work = msg.work;
        if (work.type == LnetMsgType.LNET_MSG_GET && !work.isReply) {
            SimNode node = msg.node;
            if (node.hostSilent || node.unreachable) {
                return;
            }
            WorkItem reply = new WorkItem(node, msg.srcNid, LnetMsgType.LNET_MSG_REPLY,
                    work.replyLen, 0, work.flow);
            reply.isReply = true;
            originate(node, reply);
        }
    }

    /** Dropped or failed on the way; ptlrpc at the origin will time out and resend. */
    public void lost(WorkItem work) {
        if (work == null) {
            return;
        }
        lost++;
        scheduleResend(work);
    }

    private void scheduleResend(WorkItem work) {
        Flow flow = work.flow;
        if (flow == null || work.attempt >= flow.resendMax()) {
            return;
        }
        work.attempt++;
        work.workload = this;
        world.q.afterFixed(flow.resendDelayNs(), work);
    }

    /** ptlrpc's resend of {@code work} is due (WorkItem#fire). */
    void resend(WorkItem work) {
        SimNode origin = work.origin;
        if (!origin.unreachable && !origin.hostSilent) {
            resent++;
            originate(origin, work);
        }
    }
}
