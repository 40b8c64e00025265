package org.lnetscope.lnetfiles.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.lnetscope.cli.Command;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.cli.UsageException;
import org.lnetscope.lnetfiles.CollectedFiles;
import org.lnetscope.lnetfiles.NodeState;
import org.lnetscope.lnetfiles.model.FabricImport;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Severity;
import org.lnetscope.model.resource.LnetResources;

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
                Usage: lnetscope import [--layout 2.12|master] [--host NAME] FILE|DIR|HOST:FILE... -o STATE.lnetmodel
                  Reads /sys/kernel/debug/lnet/{peers,nis,buffers,routes,routers,stats} copies, 'lctl get_param'
                  output (with or without the name= lines) and lnetctl YAML (net/peer/stats/routing/route/global
                  show, export), in any mix, and writes one fabric (.lnetmodel XMI or .lnetmodelb binary).
                  The node of each file:
                    --host NAME     the node of the FILEs that follow (until the next --host)
                    HOST:FILE       that file is HOST's
                    DIR             each sub-directory is a host (DIR/rtr1/peers, DIR/c010/lnetctl-net.yaml),
                                    read recursively; a DIR holding only files is itself the host
                    FILE            otherwise the name of the file's directory
                  --layout          2.12 or master when the files cannot tell (peers/nis/buffers look alike)
                  Problems are printed as FILE:LINE: severity: message and kept in the model.
                Exit status: 0 written (even with warnings), 1 no file could be read or errors only, 2 bad usage.""";
    }

    @Override
    public int run(List<String> args, Console console) throws UsageException, IOException {
        CollectedFiles files = new CollectedFiles();
        Path output = null;
        String layout = null;
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
        if (!name.endsWith(".lnetmodel") && !name.endsWith(".lnetmodelb")) {
            throw new UsageException("the model file must end in .lnetmodel or .lnetmodelb");
        }
        Map<String, NodeState> states = files.read();
        Fabric fabric = FabricImport.build(name.replaceFirst("\\.lnetmodelb?$", ""), states, layout);
        long errors = 0;
        for (org.lnetscope.model.Diagnostic d : fabric.getDiagnostics()) {
            console.err().println(d.getLocation() + ": " + d.getSeverity().getLiteral() + ": " + d.getMessage());
            errors += d.getSeverity() == Severity.ERROR ? 1 : 0;
        }
        long objects = states.values().stream().mapToLong(s -> s.objects().size()).sum();
        if (objects == 0) {
            console.err().println("lnetscope import: nothing could be read; no model written");
            return ExitStatus.FAILURE;
        }
        LnetResources.registerStandalone();
        LnetResources.save(fabric, output);
        console.out().printf("wrote %s: %d nodes, %d LNet objects, %s layout, %d diagnostics (%d errors)%n", output,
                fabric.getNodes().size(), objects, fabric.getLustreVersion().getLiteral(),
                fabric.getDiagnostics().size(), errors);
        return ExitStatus.OK;
    }

    private static String value(List<String> args, int i, String option) throws UsageException {
        if (i >= args.size()) {
            throw new UsageException(option + " needs a value");
        }
        return args.get(i);
    }
}
