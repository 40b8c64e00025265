package org.lnetscope.agent;

import java.io.FileInputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.lnetscope.agent.source.DebugfsSource;
import org.lnetscope.agent.source.SampleError;
import org.lnetscope.protocol.NodeState;

/**
 * Run by {@link RealEmfileTest} in a JVM of its own under a low {@code ulimit -n}: uses up its file
 * descriptors, then reads a debugfs directory as the agent does, and prints what the read made of
 * it: {@code SampleError emfile ...}, or {@code lnetDown ...} (the issue 31 bug), or {@code read N objects}.
 */
public final class EmfileProbe {

    private EmfileProbe() {
    }

    public static void main(String[] args) {
        // a first read while fds are free loads every class the read needs (class loading opens jars)
        NodeState warm = new NodeState();
        new DebugfsSource(Path.of(args[0])).readInto(warm);
        System.out.println("with fds free: read " + warm.objects().size() + " objects");
        new SampleError("emfile", "", null).reason();
        List<FileInputStream> held = new ArrayList<>();
        try {
            while (true) {
                held.add(new FileInputStream("/dev/null"));
            }
        } catch (IOException e) {
            System.out.println("fds used up after " + held.size() + ": " + e.getMessage());
        }
        NodeState state = new NodeState();
        try {
            new DebugfsSource(Path.of(args[0])).readInto(state);
            System.out.println(state.lnetDownReason() != null ? "lnetDown " + state.lnetDownReason()
                    : "read " + state.objects().size() + " objects");
        } catch (SampleError e) {
            System.out.println("SampleError " + e.reason() + " " + e.getMessage());
        }
        held.forEach(in -> {
            try {
                in.close();
            } catch (IOException e) {
                // exiting anyway
            }
        });
    }
}
