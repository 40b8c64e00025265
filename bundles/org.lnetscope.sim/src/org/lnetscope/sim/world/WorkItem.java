package org.lnetscope.sim.world;

import org.lnetscope.model.nid.Nid;

/**
 * What ptlrpc asked LNet to send: kept across the lnet_msgs that carry it hop by hop, and across
 * ptlrpc's resends (LNet itself does not resend when retry_count is 0).
 */
public final class WorkItem {
    public final long id;
    public final SimNode origin;
    public final Nid destNid;
    public final int type;
    public final int len;
    public final int replyLen;
    public final Workload.Flow flow;
    public int attempt;
    public boolean isReply;

    public WorkItem(long id, SimNode origin, Nid destNid, int type, int len, int replyLen, Workload.Flow flow) {
        this.id = id;
        this.origin = origin;
        this.destNid = destNid;
        this.type = type;
        this.len = len;
        this.replyLen = replyLen;
        this.flow = flow;
    }
}
