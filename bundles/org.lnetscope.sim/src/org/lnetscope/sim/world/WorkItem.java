package org.lnetscope.sim.world;

import org.lnetscope.model.nid.Nid;
import org.lnetscope.sim.engine.SimAction;

/**
 * What ptlrpc asked LNet to send: kept across the lnet_msgs that carry it hop by hop, and across
 * ptlrpc's resends (LNet itself does not resend when retry_count is 0). It has no id of its own
 * (nothing read the sequence number it once had): 40 bytes, not 48, one per request and reply
 * (docs/benchmarks.md, helper s48).
 */
public final class WorkItem implements SimAction {
    public final SimNode origin;
    public final Nid destNid;
    /** LNET_MSG_* (0..4); a byte, like the short attempt (resend max is at most 1000), keeps this at 40 bytes, not 48. */
    public final byte type;
    public final int len;
    public final int replyLen;
    public final Workload.Flow flow;
    public short attempt;
    public boolean isReply;
    /** The workload that resends it: as a SimAction, a WorkItem is its own ptlrpc resend (one object less per resend). */
    Workload workload;

    public WorkItem(SimNode origin, Nid destNid, int type, int len, int replyLen, Workload.Flow flow) {
        this.origin = origin;
        this.destNid = destNid;
        this.type = (byte) type;
        this.len = len;
        this.replyLen = replyLen;
        this.flow = flow;
    }

    /** ptlrpc's resend is due (scheduled by Workload#scheduleResend). */
    @Override
    public void fire() {
        workload.resend(this);
    }
}
