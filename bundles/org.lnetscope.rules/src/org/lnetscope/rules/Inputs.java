package org.lnetscope.rules;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.lnetscope.ingest.FabricImport;
import org.lnetscope.lnetfiles.CollectedFiles;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.resource.FileKind;
import org.lnetscope.protocol.NodeState;
import org.lnetscope.session.Session;
import org.lnetscope.session.Sessions;
import org.lnetscope.session.replay.ReplaySession;

/**
 * A file given to {@code lnetscope known-bugs} as a fabric: a model, a trace at its end, a crash extract, or
 * (when it is none of these) collected lnetctl / debugfs output read as {@code lnetscope import} reads it.
 */
public final class Inputs {

    /** The fabric, and the session to close when done with it (null for an import). */
    public record Opened(Fabric fabric, AutoCloseable session, String what) implements AutoCloseable {
        @Override
        public void close() throws Exception {
            if (session != null) {
                session.close();
            }
        }
    }

    private Inputs() {
    }

    public static Opened open(Path file) throws IOException {
        if (!Files.exists(file)) {
            throw new IOException(file + ": no such file");
        }
        FileKind kind = FileKind.of(file);
        if (kind == FileKind.CRASH_EXTRACT) {
            try {
                Session s = Sessions.open(file);
                return new Opened(s.fabric(), s, "crash extract");
            } catch (IllegalArgumentException noLnetState) {
                // not a crash extract with LNet state: collected lnetctl / debugfs output?
                CollectedFiles files = new CollectedFiles();
                files.add(file.toString());
                Map<String, NodeState> states = files.read();
                Fabric f = FabricImport.build(String.valueOf(file.getFileName()), states, null, Map.of());
                if (f.getNodes().isEmpty()) {
                    throw new IOException(file + ": neither a crash extract with LNet state nor lnetctl/debugfs output ("
                            + noLnetState.getMessage() + ")");
                }
                return new Opened(f, null, "import");
            }
        }
        Session s = Sessions.open(file);
        if (s instanceof ReplaySession replay) {
            replay.seek(replay.reader().endTimeNs());
            return new Opened(s.fabric(), s, "trace at its end");
        }
        return new Opened(s.fabric(), s, "model");
    }
}
