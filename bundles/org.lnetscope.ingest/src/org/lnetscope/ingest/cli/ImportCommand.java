package org.lnetscope.ingest.cli;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.lnetscope.cli.Command;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.cli.Numbers;
import org.lnetscope.cli.UsageException;
import org.lnetscope.ingest.FabricImport;
import org.lnetscope.ingest.NodeRoles;
import org.lnetscope.ingest.RoleRule;
import org.lnetscope.lnetfiles.CollectedFiles;
import org.lnetscope.lnetfiles.LnetFiles;
import org.lnetscope.model.Diagnostic;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.Severity;
import org.lnetscope.model.resource.AtomicFileSave;
import org.lnetscope.model.resource.FileKind;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.protocol.FileSummary;
import org.lnetscope.protocol.NodeState;

/** {@code lnetscope import FILE... -o STATE.lnetmodel}: one fabric from files collected on several nodes. */
public final class ImportCommand implements Command {

    @Override
    public String name() {
        return "import";
    }

    @Override
    public String summary() {
        return "build a fabric from debugfs/lctl/lnetctl files collected on several nodes";
    }

    @Override
    public String usage() {
        return """
                Usage: lnetscope import [--layout 2.12|master] [--role HOST=ROLE]... [--max-file-size SIZE] [--max-objects N]
                                        [--host NAME]
                                        FILE|DIR|HOST:FILE...
                                        -o STATE.lnetmodel
                  Reads /sys/kernel/debug/lnet/{peers,nis,buffers,routes,routers,stats} copies, 'lctl get_param'
                  output (with or without the name= lines) and lnetctl YAML (net/peer/stats/routing/route/global
                  show, export), in any mix, and writes one fabric (.lnetmodel XMI or .lnetmodelb binary).
                  The node of each file:
                    --host NAME     the node of the FILEs that follow (until the next --host)
                    HOST:FILE       that file is HOST's
                    DIR             each sub-directory is a host (DIR/rtr1/peers, DIR/c010/lnetctl-net.yaml),
                                    read recursively; a DIR holding only files is itself the host
                    FILE            otherwise the name of the file's directory
                  Pasted output reads too: shell prompt and command lines ('# lctl get_param peers',
                  '[root@oss1 ~]# lnetctl net show -v') are skipped and tell what follows, several outputs may
                  follow each other in one file, YAML may be indented or mail-quoted ('> ') as a whole. Tables of
                  1.6 and 1.8 (/proc/sys/lnet), lbstats output and lnet.conf / 'lnetctl export' configurations
                  (nets by interface, ip2nets, NID ranges such as 10.3.3.[6-12]@tcp, udsp) are read; see
                  docs/import-formats.md.
                  --layout          2.12 or master when the files cannot tell (peers/nis/buffers look alike)
                  --max-file-size SIZE  refuse larger input files (default 512M; K, M, G suffixes): reading
                                    holds a file's text and what it describes, a few times its size
                  --max-objects N   stop once the files make N LNet objects (default 4000000, ~600 bytes
                                    of heap each): memory follows objects, and a dense file makes many
                  --role HOST=ROLE  the node's role: server, router or compute. HOST may be a glob
                                    ('oss*=server'). Repeatable: the last --role matching a host wins,
                                    and one matching no host is an error. A node without one is
                                      router   if its routing is enabled (routing=1, "Routing enabled",
                                               lnetctl routing show's enable: 1), it has router buffer
                                               pools, or a peer's router credits are in use (the peers
                                               table's rtr below 0 or its min below rtr; lnetctl's
                                               available_rtr_credits, min_rtr_credits): only a node
                                               that forwards takes them;
                                      server   if its hostname has oss, ost, mds, mdt or mgs as a word or
                                               before a number (oss3, fs1-mds0, lustre-ost-7; not host01,
                                               boss): LNet files do not tell servers from clients, so this
                                               is a guess, noted among the problems;
                                      compute  otherwise, an assumption noted among the problems.
                                    The summary says per host which role it got and why.
                  Problems are printed as FILE:LINE: severity: message and kept in the model; then, per file,
                  what was read and what was ignored.
                Exit status: 0 written, no errors (warnings and notes allowed); 1 written but some input could
                not be read (the errors say what: a bad line, an unknown net, a file too large), or nothing
                could be read (nothing written); 2 bad usage.""";
    }

    @Override
    public int run(List<String> args, Console console) throws UsageException, IOException {
        CollectedFiles files = new CollectedFiles();
        Path output = null;
        String layout = null;
        long maxFileBytes = LnetFiles.MAX_FILE_BYTES;
        long maxObjects = MAX_OBJECTS;
        List<RoleRule> roleRules = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "-o" -> output = Path.of(value(args, ++i, "-o"));
                case "--layout" -> {
                    layout = value(args, ++i, "--layout");
                    if (!layout.equals("2.12") && !layout.equals("master")) {
                        throw new UsageException("--layout is 2.12 or master");
                    }
                }
                case "--role" -> roleRules.add(role(value(args, ++i, "--role")));
                case "--max-file-size" -> maxFileBytes = size(value(args, ++i, "--max-file-size"));
                case "--max-objects" -> maxObjects = count(value(args, ++i, "--max-objects"));
                case "--host" -> {
                    try {
                        files.host(value(args, ++i, "--host"));
                    } catch (IllegalArgumentException e) {
                        throw new UsageException(e.getMessage());
                    }
                }
                default -> {
                    if (a.startsWith("-")) {
                        throw new UsageException("unknown option " + a);
                    }
                    try {
                        files.add(a);
                    } catch (IOException e) {
                        console.err().println("lnetscope import: " + e.getMessage());
                        return ExitStatus.FAILURE;
                    }
                }
            }
        }
        if (files.byHost().isEmpty()) {
            throw new UsageException("needs at least one FILE or DIR");
        }
        if (output == null) {
            throw new UsageException("needs -o STATE.lnetmodel");
        }
        String name = output.getFileName().toString();
        if (FileKind.of(output) != FileKind.MODEL) {
            throw new UsageException("the model file must end in .lnetmodel or .lnetmodelb");
        }
        // before any work: never over one of the files read (also through a link or a hard link)
        AtomicFileSave.checkOutput(output, files.byHost().values().stream().flatMap(List::stream).map(CollectedFiles.Input::path)
                .filter(java.util.Objects::nonNull).toArray(Path[]::new));
        Map<String, NodeRole> roles;
        try {
            roles = RoleRule.apply(roleRules, files.byHost().keySet());
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        Map<String, NodeState> states = files.read(maxFileBytes, " (--max-file-size SIZE raises it)", maxObjects,
                ", the limit of the import (--max-objects N raises it)");
        Fabric fabric = FabricImport.build(name.replaceFirst("\\.lnetmodelb?$", ""), states, layout, roles);
        long errors = 0;
        for (Diagnostic d : fabric.getDiagnostics()) {
            console.err().println(d.getLocation() + ": " + d.getSeverity().getLiteral() + ": " + d.getMessage());
            errors += d.getSeverity() == Severity.ERROR ? 1 : 0;
        }
        long objects = states.values().stream().mapToLong(s -> s.objects().size()).sum();
        boolean anyRead = false;
        for (Map.Entry<String, NodeState> host : states.entrySet()) {
            console.out().println(host.getKey() + ":");
            Node node = fabric.findNode(host.getKey());
            if (node != null) {
                console.out().println("  role " + NodeRoles.why(node, host.getValue(), roles.containsKey(host.getKey())));
            }
            for (FileSummary file : host.getValue().summaries()) {
                console.out().println("  " + file.file() + ": " + file);
                anyRead |= file.anythingRead();
            }
        }
        if (objects == 0 && !anyRead) {
            console.err().println("lnetscope import: nothing could be read; no model written");
            return ExitStatus.FAILURE;
        }
        LnetResources.registerStandalone();
        LnetResources.save(fabric, output);
        Map<NodeRole, Long> byRole = new EnumMap<>(NodeRole.class);
        fabric.getNodes().forEach(n -> byRole.merge(n.getRole(), 1L, Long::sum));
        console.out().printf("wrote %s: %d nodes (router %d, server %d, compute %d), %d LNet objects, %s layout,"
                + " %d diagnostics (%d errors)%n", output, fabric.getNodes().size(), byRole.getOrDefault(NodeRole.ROUTER, 0L),
                byRole.getOrDefault(NodeRole.SERVER, 0L), byRole.getOrDefault(NodeRole.COMPUTE, 0L), objects,
                fabric.getLustreVersion().getLiteral(), fabric.getDiagnostics().size(), errors);
        if (errors > 0) {
            console.err().println("lnetscope import: " + errors + " error" + (errors == 1 ? "" : "s")
                    + ": some input could not be read (see above); the model holds the rest");
            return ExitStatus.FAILURE;
        }
        return ExitStatus.OK;
    }

    private static RoleRule role(String text) throws UsageException {
        try {
            return RoleRule.parse(text);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    /**
     * The default object limit: mapped into the model an LNet object takes up to ~600 bytes of
     * heap (docs/benchmarks.md, "LNet files"), so 4 M stay within the launcher's -Xmx4g.
     */
    static final long MAX_OBJECTS = 4_000_000;

    static long count(String text) throws UsageException {
        return Numbers.positiveCount("--max-objects", text, "8000000");
    }

    /** {@code 512M}, {@code 1G}, {@code 40000000}: a size in bytes. */
    static long size(String text) throws UsageException {
        String t = text.trim().toUpperCase(Locale.ROOT).replaceFirst("I?B$", "");
        long unit = 1;
        if (!t.isEmpty() && "KMG".indexOf(t.charAt(t.length() - 1)) >= 0) {
            unit = 1L << (10 * ("KMG".indexOf(t.charAt(t.length() - 1)) + 1));
            t = t.substring(0, t.length() - 1);
        }
        try {
            long n = Long.parseLong(t);
            if (n <= 0 || n > Long.MAX_VALUE / unit) {
                throw new NumberFormatException();
            }
            return n * unit;
        } catch (NumberFormatException e) {
            throw new UsageException("--max-file-size " + text + ": give a size such as 512M, 2G or 40000000");
        }
    }

    private static String value(List<String> args, int i, String option) throws UsageException {
        if (i >= args.size()) {
            throw new UsageException(option + " needs a value");
        }
        return args.get(i);
    }
}
