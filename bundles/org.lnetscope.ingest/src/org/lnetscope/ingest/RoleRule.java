package org.lnetscope.ingest;

import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.lnetscope.model.NodeRole;

/**
 * One {@code HOST=ROLE} of {@code lnetscope import --role} and of the Import dialog's "Roles" field: a
 * host name or glob and the role of the hosts it matches. LNet files do not tell servers from
 * clients (FabricImport guesses from hostnames), so the user says it.
 */
public record RoleRule(String text, PathMatcher hosts, NodeRole role) {

    /** {@code oss1=server}, {@code 'oss*=server'}; an IllegalArgumentException says what is wrong. */
    public static RoleRule parse(String text) {
        int eq = text.lastIndexOf('=');
        if (eq <= 0 || eq == text.length() - 1) {
            throw new IllegalArgumentException("--role " + text + ": give HOST=ROLE, e.g. --role oss1=server or --role 'oss*=server'");
        }
        String pattern = text.substring(0, eq);
        String roleName = text.substring(eq + 1).trim().toLowerCase(Locale.ROOT);
        NodeRole role = switch (roleName) {
            case "server" -> NodeRole.SERVER;
            case "router" -> NodeRole.ROUTER;
            case "compute" -> NodeRole.COMPUTE;
            default -> throw new IllegalArgumentException("--role " + text + ": the role is server, router or compute, not \""
                    + text.substring(eq + 1) + "\"");
        };
        try {
            return new RoleRule(text, FileSystems.getDefault().getPathMatcher("glob:" + pattern), role);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--role " + text + ": bad host pattern: " + e.getMessage().lines().findFirst().orElse(""));
        }
    }

    /** Rules separated by spaces or commas: {@code "oss*=server, rtr1=router"}. */
    public static List<RoleRule> parseAll(String text) {
        List<RoleRule> rules = new ArrayList<>();
        for (String one : text.strip().split("[\\s,]+")) {
            if (!one.isEmpty()) {
                rules.add(parse(one));
            }
        }
        return rules;
    }

    public boolean matches(String host) {
        return hosts.matches(Path.of(host));
    }

    /** Each host's role by the last rule matching it; a rule matching no host is a mistake (a typo). */
    public static Map<String, NodeRole> apply(List<RoleRule> rules, Collection<String> hosts) {
        Map<String, NodeRole> roles = new LinkedHashMap<>();
        for (RoleRule rule : rules) {
            boolean any = false;
            for (String host : hosts) {
                if (rule.matches(host)) {
                    roles.put(host, rule.role());
                    any = true;
                }
            }
            if (!any) {
                List<String> some = hosts.stream().limit(8).toList();
                throw new IllegalArgumentException("--role " + rule.text() + " matches none of the hosts imported ("
                        + String.join(", ", some) + (hosts.size() > some.size() ? ", ..." : "") + ")");
            }
        }
        return roles;
    }
}
