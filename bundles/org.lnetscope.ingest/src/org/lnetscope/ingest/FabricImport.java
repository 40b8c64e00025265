package org.lnetscope.ingest;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import org.lnetscope.model.CaptureSource;
import org.lnetscope.model.Diagnostic;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.LustreLayout;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.Severity;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.LnetObject;
import org.lnetscope.protocol.NodeState;

/** One fabric from the files of several nodes ({@code lnetscope import}). */
public final class FabricImport {

    private FabricImport() {
    }

    /**
     * @param nodes each host's state, in the order to list them
     * @param layout "2.12", "master" or null to take what the files show
     */
    public static Fabric build(String name, Map<String, NodeState> nodes, String layout) {
        return build(name, nodes, layout, Map.of());
    }

    /**
     * @param roles the roles given for some hosts; the others' are guessed ({@link NodeRoles}), and
     *        the diagnostics say how: a router by what shows it routes, a server guessed from its
     *        hostname, computes assumed for want of either
     */
    public static Fabric build(String name, Map<String, NodeState> nodes, String layout, Map<String, NodeRole> roles) {
        Fabric fabric = LnetFactory.eINSTANCE.createFabric();
        fabric.setName(name);
        fabric.setSource(CaptureSource.MANUAL);
        FabricMapper mapper = new FabricMapper(fabric, null);
        TreeSet<String> seen = new TreeSet<>();
        List<String> assumed = new ArrayList<>();
        nodes.forEach((host, state) -> {
            Node node = mapper.node(host);
            NodeRole given = roles.get(host);
            if (given != null) {
                mapper.fixRole(node, given);
            }
            mapper.syncAll(node, state);
            String evidence = given == NodeRole.ROUTER ? null : NodeRoles.routerEvidence(node, state);
            if (given != null && evidence != null) {
                fabric.getDiagnostics().add(diagnostic(Severity.WARNING, host, "given role " + given.getLiteral()
                        + ", but its files show a router (" + evidence + ")"));
            } else if (given == null && node.getRole() == NodeRole.ROUTER && evidence != null) {
                fabric.getDiagnostics().add(diagnostic(Severity.INFO, host, "role router: " + evidence));
            } else if (given == null && node.getRole() == NodeRole.SERVER) {
                fabric.getDiagnostics().add(diagnostic(Severity.INFO, host, "role server guessed from the hostname"
                        + " (LNet files do not tell servers from clients); --role " + host + "=compute if it is not"));
            } else if (given == null && node.getRole() == NodeRole.COMPUTE) {
                assumed.add(host);
            }
            if (state.layout() != null) {
                seen.add(state.layout());
            }
            state.diagnostics().forEach(d -> fabric.getDiagnostics().add(diagnostic(toModel(d.severity()), d.location(), d.message())));
            if (state.lnetDownReason() != null) {
                fabric.getDiagnostics().add(diagnostic(Severity.WARNING, host, "lnet not loaded: " + state.lnetDownReason()));
            }
            configuration(fabric, host, state);
        });
        assumedComputes(fabric, name, assumed);
        String chosen = layout;
        if (chosen == null && seen.size() == 1) {
            chosen = seen.first();
        } else if (chosen == null) {
            fabric.getDiagnostics().add(diagnostic(seen.isEmpty() ? Severity.INFO : Severity.WARNING, name,
                    seen.isEmpty() ? "no file tells 2.12 from master (routers, lnetctl net/global show do); assuming 2.12"
                            : "nodes show different layouts " + seen + "; assuming 2.12 (give --layout)"));
            chosen = Kinds.LAYOUT_2_12;
        }
        fabric.setLustreVersion(LustreLayout.get(chosen));
        fabric.setDescription(nodes.size() + " nodes imported from LNet files");
        return fabric;
    }

    /**
     * Computes by default, said once for all of them: nothing in their files shows a router and
     * their names no server, which a paste of a router's peers without its routing state can also
     * be (issue 36: rtr02 pasted with its peers alone was a compute, silently).
     */
    private static void assumedComputes(Fabric fabric, String name, List<String> hosts) {
        if (hosts.isEmpty()) {
            return;
        }
        String how = "Roles in File > Import, --role in lnetscope import";
        if (hosts.size() == 1) {
            String host = hosts.get(0);
            fabric.getDiagnostics().add(diagnostic(Severity.INFO, host, "role compute assumed: " + NodeRoles.nothingShowsARouter(false)
                    + "; give " + host + "=router or " + host + "=server (" + how + ") if it is one"));
            return;
        }
        List<String> some = hosts.subList(0, Math.min(8, hosts.size()));
        fabric.getDiagnostics().add(diagnostic(Severity.INFO, name, "role compute assumed for " + String.join(", ", some)
                + (hosts.size() > some.size() ? ", ..." : "") + " (" + hosts.size() + " nodes): "
                + NodeRoles.nothingShowsARouter(true)
                + "; give HOST=router or HOST=server (" + how + ") for those that are"));
    }

    /**
     * What a configuration (lnet.conf, {@code lnetctl import} YAML) gave and what it cannot tell:
     * the model holds its nets, routes, peers and tunables, but a file that configures LNet says
     * nothing of credits, queues, peer or route states, and names no NID for a net given by
     * interface; ip2nets and udsp rules have no model object and are listed here.
     */
    private static void configuration(Fabric fabric, String host, NodeState state) {
        if (state.configurationEvidence() == null) {
            return;
        }
        fabric.getDiagnostics().add(diagnostic(Severity.INFO, host, "read as a configuration, not a running LNet's state ("
                + state.configurationEvidence() + "): nets, routes, peers and tunables are kept; a configuration"
                + " tells no credits, queues, peer or route states (route states are left up, credits unset)"));
        for (LnetObject net : state.ofKind(Kinds.NET_CONFIG)) {
            fabric.getDiagnostics().add(diagnostic(Severity.INFO, host, "net " + net.id() + " is configured on interface "
                    + net.text(Kinds.INTERFACE) + "; its NID is not known until LNet starts, so the node has no local NI on it"));
        }
        for (LnetObject rule : state.ofKind(Kinds.IP2NETS)) {
            fabric.getDiagnostics().add(diagnostic(Severity.INFO, host, "ip2nets rule " + rule.id() + ": net "
                    + rule.text("net_spec") + (rule.has("interfaces") ? " on " + rule.text("interfaces") : "")
                    + (rule.has("ip_range") ? " for addresses " + rule.text("ip_range") : "")
                    + " (which nodes match is not in the file; the fabric has the net)"));
        }
        for (LnetObject rule : state.ofKind(Kinds.UDSP)) {
            fabric.getDiagnostics().add(diagnostic(Severity.INFO, host, "udsp rule " + rule.id() + ": src "
                    + or(rule.text("src")) + ", dst " + or(rule.text("dst")) + ", rte " + or(rule.text("rte"))
                    + ", priority " + or(rule.text("priority"))
                    + " (a selection policy: kept here, not applied by the model)"));
        }
    }

    private static String or(String text) {
        return text == null || text.isEmpty() ? "any" : text;
    }

    private static Severity toModel(org.lnetscope.core.Diagnostic.Severity severity) {
        return switch (severity) {
            case INFO -> Severity.INFO;
            case WARNING -> Severity.WARNING;
            case ERROR -> Severity.ERROR;
        };
    }

    static Diagnostic diagnostic(Severity severity, String location, String message) {
        Diagnostic d = LnetFactory.eINSTANCE.createDiagnostic();
        d.setSeverity(severity);
        d.setLocation(location);
        d.setMessage(message);
        return d;
    }
}
