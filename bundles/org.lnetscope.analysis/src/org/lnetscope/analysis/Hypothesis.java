package org.lnetscope.analysis;

/**
 * The conditions under which a router keeps queueing to a peer that stopped answering, as the
 * kernel allows them (issue 29; docs/kernel-map.md, "Why a router kept queueing"). Their ids are
 * the simulator's scenario switches' names (docs/scenario-format.md) and the fit's hypotheses.
 */
public enum Hypothesis {

    /**
     * lnet_peer_aliveness_enabled() false: {@code ln_routing} off or the net's
     * {@code lct_peer_timeout <= 0} (lib-types.h); lnet_post_send_locked() (2.12) /
     * lnet_check_message_drop() (master) then never drop for a dead peer.
     */
    ALIVENESS_OFF("aliveness-off", "router aliveness disabled for the peer (peer_timeout <= 0 on its net)"),
    /** The lnet module parameter auto_down = 0: lnet_notify() ignores an LND's "down" (router.c). */
    AUTO_DOWN_OFF("auto-down-off", "auto_down = 0: LNet ignores an LND reporting the peer down"),
    /**
     * Aliveness on, and LNet never heard "down": kiblnd_peer_notify() calls lnet_notify() only when
     * the peer has no conn, no connect in progress and an error on its last conn
     * (kiblnd_peer_idle(), ibp_error; o2iblnd_cb.c), and kiblnd_query() kept returning a recent
     * ibp_last_alive.
     */
    LND_NEVER_NOTIFIED("lnd-never-notified", "aliveness was on, but LNet never heard that the peer is down"),
    /** (a1) The HCA acks and connections are accepted, the host handles nothing. */
    FAULT_A1("a1", "fault (a1): the peer's HCA acknowledges and accepts connections, its host handles nothing"),
    /** (a2) The HCA acks, but the host answers neither IPoIB ARP nor the CM: new connections fail. */
    FAULT_A2("a2", "fault (a2): the peer's HCA acknowledges, but no new connection succeeds"),
    /** (b) The HCA or link is dead: sends complete in error, connects fail. */
    FAULT_B("b", "fault (b): the peer's HCA or link is dead"),
    /** The peer answered some of the time, or came and went. */
    INTERMITTENT("intermittent", "an intermittent fault: the peer came and went");

    /** The id the simulator's switches and the fit use. */
    public final String id;
    public final String title;

    Hypothesis(String id, String title) {
        this.id = id;
        this.title = title;
    }
}
