package org.lnetscope.cli.model;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.lnetscope.cli.Command;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.resource.AtomicFileSave;
import org.lnetscope.model.resource.LnetResources;

/**
 * {@code lnetscope convert FROM TO}: rewrites a fabric in the format TO's extension names. The
 * target is written to a temporary file and renamed over TO (LnetResources' atomic save), so a
 * failed conversion leaves an existing TO as it was.
 */
public final class ConvertCommand implements Command {

    @Override
    public String name() {
        return "convert";
    }

    @Override
    public String summary() {
        return "convert a fabric between .lnetmodel (XMI) and .lnetmodelb (binary)";
    }

    @Override
    public String usage() {
        return """
                Usage: lnetscope convert FROM TO
                  Reads FROM and writes TO, each a .lnetmodel (XMI, readable and diffable) or a
                  .lnetmodelb (binary: smaller and faster to load), chosen by extension. TO is
                  replaced atomically: after a failure it is unchanged.
                  Exit status: 0 converted, 1 FROM unreadable or TO not writable.""";
    }

    @Override
    public int run(List<String> args, Console console) throws Exception {
        List<Path> paths = ModelFiles.paths(args, 2);
        Path from = paths.get(0);
        Path to = paths.get(1);
        try {
            AtomicFileSave.checkOutput(to, from); // before any work
        } catch (IOException e) {
            console.err().println("lnetscope convert: " + e.getMessage());
            return ExitStatus.FAILURE;
        }
        Fabric fabric;
        try {
            fabric = ModelFiles.load(from);
        } catch (ModelFiles.BadFile e) {
            console.err().println("lnetscope convert: " + e.getMessage());
            return ExitStatus.FAILURE;
        }
        try {
            LnetResources.save(fabric, to);
        } catch (IOException | RuntimeException e) {
            String why = ModelFiles.describe(e);
            console.err().println(
                    "lnetscope convert: " + ModelFiles.oneLine(why.startsWith("cannot write ") ? why : to + ": cannot write: " + why));
            return ExitStatus.FAILURE;
        }
        console.out().printf(Locale.ROOT, "%s -> %s: %d objects, %,d -> %,d bytes%n", from, to, ModelFiles.objectCount(fabric),
                Files.size(from), Files.size(to));
        return ExitStatus.OK;
    }
}
