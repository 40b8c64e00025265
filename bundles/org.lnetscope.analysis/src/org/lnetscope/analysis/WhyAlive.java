package org.lnetscope.analysis;

import java.util.ArrayList;
import java.util.List;

import org.lnetscope.model.CaptureSource;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.LustreLayout;
import org.lnetscope.model.Message;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.PeerState;

/**
 * "Why is this peer alive (or dead)?": the decision a router makes before forwarding a message to
 * a peer NI, exactly as each release makes it, predicate by predicate, with the value each one had
 * and the function it comes from, and the predicate that decided. A value the source did not read
 * makes its predicate unknown, and the decision unknown if it depends on it; the decision then says
 * what to read.
 *
 * <p>The code read (issue 33; docs/kernel-map.md, "Why is this peer alive"):
 * <ul>
 * <li>2.12 (v2_12_9): lnet_post_send_locked() → lnet_peer_alive_locked() → lnet_peer_is_alive():
 * dead if {@code !lpni_alive && lpni_alive_count > 0 && lpni_timestamp >= lpni_last_alive} (news from
 * lnet_notify()), else alive while {@code lpni_last_alive + peer_timeout > now}; past that, at most once a
 * second, lnet_ni_query_locked() asks the LND (kiblnd_query: ibp_last_alive) and checks again
 * (lib-move.c).</li>
 * <li>2.15 (v2_15_8, b2_15): lnet_peer_alive_locked(): a routed message is sent while
 * {@code lpni_last_alive + peer_timeout > now} (lnet_is_peer_deadline_passed; lpni_last_alive is set on every
 * receive, lnet_parse), and past it only if lnet_is_peer_ni_alive(): {@code lpni_healthv >= 1000 *
 * router_sensitivity_percentage / 100 && lpni_ns_status == UP} (lib-lnet.h). Without LU-17855 a single-rail
 * peer's health is not lowered and lnet_notify() does not set lpni_ns_status: "the router will never consider it
 * down" (the commit's own words).</li>
 * <li>2.16 (v2_16_1) and master: lnet_check_message_drop() drops a routed message when lnet_is_peer_ni_alive() is
 * false, with no peer_timeout wait (LU-17855, 2a0127d5fb: lnet_notify() sets lpni_ns_status from the LND, routers
 * lower single-rail peers' health). On master lnet_is_peer_ni_alive() is {@code lpni_ns_status == UP} alone
 * (LU-18444, 70c5f58403; include/linux/lnet/lib-lnet.h); 2.16 still wants full health too (lib-lnet.h v2_16_1).</li>
 * </ul>
 * All releases first require lnet_peer_aliveness_enabled(): routing on and the net's {@code lct_peer_timeout > 0}.
 */
public final class WhyAlive {

    /** The releases whose aliveness rule differs, each with the tag its rule was read at. */
    public enum Release {
        V2_12("2.12", "v2_12_9"), V2_15("2.15", "v2_15_8 (b2_15)"), V2_16("2.16", "v2_16_1"), MASTER("master", "master c881f8ebcb");

        public final String label;
        public final String tag;

        Release(String label, String tag) {
            this.label = label;
            this.tag = tag;
        }

        /** "2.12", "2.12.9", "2.15.8", "b2_16", "master" ... → the release, or null. */
        public static Release parse(String text) {
            String t = text.strip().toLowerCase(java.util.Locale.ROOT).replace("b2_", "2.").replace('_', '.');
            if (t.equals("master")) {
                return MASTER;
            }
            for (Release r : values()) {
                if (t.equals(r.label) || t.startsWith(r.label + ".")) {
                    return r;
                }
            }
            return null;
        }
    }

    /** One predicate: its kernel expression, its value ("unknown" when not read), whether it holds (null: unknown). */
    public record Predicate(String expression, String value, Boolean holds, String function) {

        public String line() {
            return String.format(java.util.Locale.ROOT, "%-7s %s = %s   (%s)", holds == null ? "unknown" : holds ? "true" : "false",
                    expression, value, function);
        }
    }

    /** The decision: alive (sent), dead (dropped) or null when unknown, and the predicate that decided it. */
    public record Decision(Release release, PeerNi peer, Boolean alive, List<Predicate> predicates, Predicate deciding,
            List<String> readNext) {

        public String verdict() {
            String nid = String.valueOf(peer.getNid());
            if (alive == null) {
                return "Under " + release.label + " whether " + nid + " counts as alive is unknown: " + String.join("; ", readNext);
            }
            return "Under " + release.label + " (" + release.tag + ") the router "
                    + (alive ? "keeps forwarding to " : "drops messages for ")
                    + nid + ": " + deciding.expression() + " = " + deciding.value() + " (" + deciding.function() + ").";
        }
    }

    private final Node router;
    private final PeerNi peer;
    private final Release release;
    private final List<Predicate> predicates = new ArrayList<>();
    private final List<String> readNext = new ArrayList<>();

    private WhyAlive(Node router, PeerNi peer, Release release) {
        this.router = router;
        this.peer = peer;
        this.release = release;
    }

    /**
     * The location of the INFO diagnostic a simulator run of a 2.13+ layout leaves in its fabric, naming the release
     * ("lustre 2.15 (v2_15_8)"; the simulator's FabricExporter.LAYOUT_NOTE_LOCATION).
     */
    public static final String SIMULATOR_LAYOUT_NOTE = "simulator layout";

    /**
     * The location of the INFO diagnostic a crash extract's fabric holds when its kernel log has obdclass's
     * load line (obdclass_init(), lustre/obdclass/class_obd.c at every tag); its message is
     * {@link #BUILD_VERSION} and the version the line names.
     */
    public static final String KERNEL_LOG_NOTE = "kernel log";

    public static final String BUILD_VERSION = "Lustre: Build Version: ";

    private static final java.util.regex.Pattern MINOR = java.util.regex.Pattern.compile("^2\\.(\\d{1,3})(?:\\D|$)");

    /**
     * The release a fabric's layout implies: 2.12 for the 2.12 layout; for a 2.13+ layout the release the simulator
     * says it ran (its "simulator layout" note), or the one a dump's kernel log names ({@link #buildVersion}) when it
     * is one of the releases read here and agrees with the layout; else null (ask: the struct layout does not say which).
     */
    public static Release releaseOf(Fabric fabric) {
        if (fabric.getLustreVersion() == LustreLayout.LAYOUT_B2_12) {
            return Release.V2_12;
        }
        String logged = buildVersion(fabric);
        if (logged != null) {
            Release r = Release.parse(logged);
            // "2.13.0", "2.14.0", a master build's "2.16.52": not a release whose rule was read, so not assumed;
            // "2.12.x" with a 2.13+ layout contradicts the structs: neither is trusted
            if (r != null && Boolean.TRUE.equals(layoutAfter212(logged))) {
                return r;
            }
        }
        if (fabric.getSource() == CaptureSource.SIMULATOR) {
            for (org.lnetscope.model.Diagnostic d : fabric.getDiagnostics()) {
                String m = d.getMessage();
                if (SIMULATOR_LAYOUT_NOTE.equals(d.getLocation()) && m != null && m.startsWith("lustre ")) {
                    String label = m.substring("lustre ".length()).split(" ", 2)[0];
                    Release r = Release.parse(label);
                    if (r != null && r != Release.V2_12) {
                        return r;
                    }
                }
            }
        }
        return null;
    }

    /**
     * Whether a Lustre version string ("2.15.8", "2.12.9_ddn12", "2.16.52") has the 2.13+ struct layout
     * (lnet_peer's lp_rtrq; ExtractPlanner): true from 2.13 on, false before; null when it does not
     * start with a "2.N" the layout can be told from.
     */
    public static Boolean layoutAfter212(String version) {
        java.util.regex.Matcher m = MINOR.matcher(version);
        return m.find() ? Integer.parseInt(m.group(1)) >= 13 : null;
    }

    /** The version a dump's kernel log names ("2.15.8", "2.12.9_ddn12"; its {@link #KERNEL_LOG_NOTE}), or null. */
    public static String buildVersion(Fabric fabric) {
        for (org.lnetscope.model.Diagnostic d : fabric.getDiagnostics()) {
            String m = d.getMessage();
            if (KERNEL_LOG_NOTE.equals(d.getLocation()) && m != null && m.startsWith(BUILD_VERSION)) {
                return m.substring(BUILD_VERSION.length());
            }
        }
        return null;
    }

    /**
     * The releases a fabric may be: the one its layout implies ({@link #releaseOf}), else every 2.13+
     * release (the layout does not tell 2.15, 2.16 and master apart: each is shown, none assumed).
     */
    public static List<Release> candidates(Fabric fabric) {
        Release known = fabric == null ? null : releaseOf(fabric);
        return known != null ? List.of(known) : List.of(Release.V2_15, Release.V2_16, Release.MASTER);
    }

    /** The node a peer NI belongs to, when it is a router's (aliveness decides only what a router forwards). */
    public static Node routerOf(PeerNi peer) {
        return peer.getPeer() != null && peer.getPeer().eContainer() instanceof Node node && node.getRole() == NodeRole.ROUTER ? node
                : null;
    }

    public static Decision decide(Node router, PeerNi peer, Release release) {
        return new WhyAlive(router, peer, release).decide();
    }

    private Fabric fabric() {
        return router.eContainer() instanceof Fabric f ? f : null;
    }

    private Decision done(Boolean alive, Predicate deciding) {
        return new Decision(release, peer, alive, List.copyOf(predicates), deciding, List.copyOf(readNext));
    }

    private Predicate add(String expression, String value, Boolean holds, String function) {
        Predicate p = new Predicate(expression, value, holds, function);
        predicates.add(p);
        return p;
    }

    private Decision decide() {
        // lnet_peer_aliveness_enabled(): ln_routing && lct_peer_timeout > 0 (lib-types.h, every release)
        boolean routing = router.getMessages().stream().anyMatch(Message::isRouting) || router.isRoutingEnabled()
                && fabric() != null && fabric().getSource() != CaptureSource.VMCORE;
        Integer timeout = peerTimeout();
        // 2.12 only: the other releases' structs have no lpni_last_query
        Long queried = timeout == null && release == Release.V2_12 ? QueriedForAliveness.lastQuery(router, peer) : null;
        Predicate enabled = add("lnet_peer_aliveness_enabled(): ln_routing && lct_peer_timeout > 0",
                queried != null ? "lct_peer_timeout unknown, but lpni_last_query " + queried + " (" + QueriedForAliveness.WHY
                        + ", lib-move.c v2_12_9)"
                        : (routing ? "routing on" : "routing unknown") + ", lct_peer_timeout " + (timeout == null ? "unknown" : timeout),
                queried != null ? Boolean.TRUE
                        : timeout == null ? (Boolean) null : routing && timeout > 0 ? Boolean.TRUE : timeout <= 0 ? Boolean.FALSE : null,
                "lib-types.h");
        if (Boolean.FALSE.equals(enabled.holds())) {
            return done(true, enabled);
        }
        if (enabled.holds() == null) {
            readNext.add("the net's lct_peer_timeout (crash: struct lnet_net.net_tunables of the peer NI's lpni_net)");
            return done(null, enabled);
        }
        if (timeout == null) {
            // enabled by lpni_last_query: what the peer_timeout decides below is unknown, lnet_notify's news is not
            readNext.add("the net's lct_peer_timeout (crash: struct lnet_net.net_tunables of the peer NI's lpni_net)");
        }
        return switch (release) {
            case V2_12 -> v212(timeout);
            case V2_15 -> v215(timeout); // not null: only 2.12 is enabled without the peer_timeout (lpni_last_query)
            case V2_16, MASTER -> v216();
        };
    }

    private Integer peerTimeout() {
        PeerTimeout t = PeerTimeout.of(router, peer);
        return t == null ? null : t.seconds();
    }

    private Long now() {
        return router.getClockSeconds() > 0 ? router.getClockSeconds() : null;
    }

    private static String value(Long v) {
        return v == null ? "unknown" : Long.toString(v);
    }

    /** {@code timeout} null: aliveness is known enabled (lpni_last_query) but the peer_timeout was not read. */
    private Decision v212(Integer timeout) {
        String isAlive = "lnet_peer_is_alive(), lib-move.c v2_12_9";
        Long lastAlive = peer.isSetLastAlive() ? peer.getLastAlive() : null;
        Long stamp = peer.isSetTimestamp() ? peer.getTimestamp() : null;
        Integer count = peer.isSetAliveCount() ? peer.getAliveCount() : null;
        PeerState state = peer.getState();
        Boolean notifiedDead;
        if (state == PeerState.UP || Integer.valueOf(0).equals(count)) {
            notifiedDead = false;
        } else if (state == PeerState.DOWN && count != null && stamp != null && lastAlive != null) {
            notifiedDead = stamp >= lastAlive;
        } else {
            notifiedDead = null;
        }
        Predicate news = add("!lpni_alive && lpni_alive_count > 0 && lpni_timestamp >= lpni_last_alive",
                "lpni_alive " + (state == PeerState.UP ? "1" : state == PeerState.DOWN ? "0" : "unknown") + ", lpni_alive_count "
                        + (count == null ? "unknown" : count) + ", lpni_timestamp " + value(stamp) + ", lpni_last_alive "
                        + value(lastAlive),
                notifiedDead, isAlive);
        if (Boolean.TRUE.equals(notifiedDead)) {
            return done(false, news);
        }
        Long now = now();
        String pt = timeout == null ? "peer_timeout unknown" : timeout.toString();
        Boolean fresh = lastAlive == null || now == null || timeout == null ? null : lastAlive + timeout > now;
        Predicate deadline = add("lpni_last_alive + peer_timeout > now", value(lastAlive) + " + " + pt + " vs now " + value(now),
                fresh, isAlive);
        if (notifiedDead == null) {
            readNext.add("lpni_alive, lpni_alive_count, lpni_timestamp (struct lnet_peer_ni)");
        }
        if (Boolean.TRUE.equals(fresh) && Boolean.FALSE.equals(notifiedDead)) {
            return done(true, deadline);
        }
        // past the deadline: lnet_ni_query_locked() takes ibp_last_alive from kiblnd_query()
        KibPeer kp = kibPeer();
        Long lndAlive = kp != null && kp.isSetLastAlive() ? kp.getLastAlive() : null;
        Boolean lndFresh = lndAlive == null || now == null || timeout == null ? null : lndAlive + timeout > now;
        Predicate query = add("ibp_last_alive + peer_timeout > now (lnet_ni_query_locked → kiblnd_query)",
                value(lndAlive) + " + " + pt + " vs now " + value(now), lndFresh, "lnet_peer_alive_locked(), lib-move.c v2_12_9");
        if (Boolean.FALSE.equals(fresh) && Boolean.FALSE.equals(notifiedDead) && lndFresh != null) {
            return done(lndFresh, query);
        }
        if ((fresh == null || lndFresh == null) && (lastAlive == null || lndAlive == null || now == null)) {
            readNext.add("lpni_last_alive and the kib_peer_ni's ibp_last_alive, with the node's clock (ktime_get_seconds at the dump)");
        }
        return done(null, query);
    }

    private Decision v215(int timeout) {
        Long lastAlive = peer.isSetLastAlive() ? peer.getLastAlive() : null;
        Long now = now();
        Boolean passed = lastAlive == null || now == null ? null : lastAlive + timeout <= now;
        Predicate deadline = add("lnet_is_peer_deadline_passed(): lpni_last_alive + peer_timeout <= now",
                value(lastAlive) + " + " + timeout + " vs now " + value(now), passed, "lnet_peer_alive_locked(), lib-move.c v2_15_8");
        if (Boolean.FALSE.equals(passed)) {
            return done(true, deadline);
        }
        Predicate healthy = healthAndStatus("lib-lnet.h v2_15_8");
        if (passed == null) {
            readNext.add("lpni_last_alive with the node's clock");
            // alive either way when lnet_is_peer_ni_alive() holds
            return Boolean.TRUE.equals(healthy.holds()) ? done(true, healthy) : done(null, deadline);
        }
        return done(healthy.holds(), healthy);
    }

    private Decision v216() {
        Predicate healthy = release == Release.MASTER ? statusOnly()
                : healthAndStatus("lib-lnet.h, lnet_check_message_drop() v2_16_1");
        return done(healthy.holds(), healthy);
    }

    /** master lnet_is_peer_ni_alive() (include/linux/lnet/lib-lnet.h, LU-18444): lpni_ns_status == UP, health not consulted. */
    private Predicate statusOnly() {
        Fabric f = fabric();
        boolean layout212 = f != null && f.getLustreVersion() == LustreLayout.LAYOUT_B2_12;
        Boolean up = layout212 || peer.getState() == PeerState.NA ? null : peer.getState() == PeerState.UP;
        if (up == null) {
            readNext.add("lpni_ns_status (a 2.13+ lnet_peer_ni)");
        }
        return add("lnet_is_peer_ni_alive(): lpni_ns_status == UP (LU-18444: health not consulted)",
                "lpni_ns_status " + (up == null ? "unknown" : up ? "UP" : "DOWN"), up,
                "lib-lnet.h, lnet_check_message_drop() master");
    }

    /** lnet_is_peer_ni_alive(): lpni_healthv >= 1000 * router_sensitivity_percentage / 100 && lpni_ns_status == UP. */
    private Predicate healthAndStatus(String where) {
        Fabric f = fabric();
        boolean healthRead = peer.isSetHealthValue() || f != null && f.getSource() != CaptureSource.VMCORE;
        Integer health = healthRead ? peer.getHealthValue() : null;
        // router_sensitivity_percentage is not in the model: its default is 100 (router.c); a full health of 1000
        // passes at any percentage, a lower one only says "healthy" if the percentage was lowered
        Boolean halive = health == null ? null : health >= 1000 ? Boolean.TRUE : null;
        boolean layout212 = f != null && f.getLustreVersion() == LustreLayout.LAYOUT_B2_12;
        Boolean up = layout212 || peer.getState() == PeerState.NA ? null : peer.getState() == PeerState.UP;
        Boolean holds = Boolean.FALSE.equals(up) ? Boolean.FALSE : halive == null || up == null ? null : halive && up;
        if (health != null && health < 1000 && !Boolean.FALSE.equals(up)) {
            readNext.add(
                    "router_sensitivity_percentage (crash: p router_sensitivity_percentage; default 100: any lowered health is 'not alive')");
        }
        if (health == null) {
            readNext.add("lpni_healthv");
        }
        if (up == null) {
            readNext.add("lpni_ns_status (a 2.13+ lnet_peer_ni)");
        }
        return add("lnet_is_peer_ni_alive(): lpni_healthv >= 1000 * router_sensitivity_percentage / 100 && lpni_ns_status == UP",
                "lpni_healthv " + (health == null ? "unknown" : health) + ", lpni_ns_status "
                        + (up == null ? "unknown" : up ? "UP" : "DOWN"),
                holds, where);
    }

    private KibPeer kibPeer() {
        return router.getKibPeers().stream().filter(k -> k.getNid() != null && k.getNid().equals(peer.getNid())).findFirst()
                .orElse(null);
    }
}
