package org.lnetscope.agent.source;

import java.nio.file.Files;
import java.nio.file.Path;

import org.lnetscope.lnetfiles.LnetFiles;
import org.lnetscope.protocol.NodeState;

/**
 * The debugfs directory of LNet ({@code /sys/kernel/debug/lnet} by default, any directory in
 * tests). Read-only: files are only opened for reading. When lnet.ko is not loaded the directory
 * is absent; while it unloads, files vanish between a listing and a read; both are
 * "lnet not loaded", and the agent keeps polling until it comes back.
 */
public final class DebugfsSource implements LnetSource {

    static final String[] FILES = {"nis", "peers", "buffers", "routes", "routers", "stats"};

    private final Path dir;

    public DebugfsSource(Path dir) {
        this.dir = dir;
    }

    @Override
    public void readInto(NodeState into) {
        if (!Files.isDirectory(dir)) {
            into.lnetDown("lnet not loaded: no " + dir);
            return;
        }
        int read = 0;
        for (String name : FILES) {
            Path file = dir.resolve(name);
            if (Files.isReadable(file)) {
                int before = into.diagnostics().size();
                LnetFiles.read(file, file.toString(), into);
                boolean unreadable = into.diagnostics().size() > before
                        && into.diagnostics().get(before).message().startsWith("cannot read");
                read += unreadable ? 0 : 1;
            }
        }
        if (read == 0) {
            into.lnetDown("lnet not loaded: nothing readable in " + dir);
        }
    }

    @Override
    public String describe() {
        return "debugfs " + dir;
    }
}
