package org.lnetscope.agent.source;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.lnetscope.lnetfiles.Diagnostic;
import org.lnetscope.lnetfiles.LnetFiles;
import org.lnetscope.lnetfiles.NodeState;

/**
 * Runs lnetctl's read-only {@code show} commands and reads their YAML. The command list is fixed
 * here, never taken from the user, so the agent cannot be made to change LNet. Each run has a
 * timeout: lnetctl blocks in the kernel when LNet is wedged, which is when the agent matters most.
 */
public final class LnetctlSource implements LnetSource {

    private static final List<List<String>> COMMANDS = List.of(
            List.of("net", "show", "-v", "2"),
            List.of("peer", "show", "-v", "2"),
            List.of("stats", "show"),
            List.of("routing", "show"),
            List.of("route", "show", "-v"),
            List.of("global", "show"));

    private static final int MAX_OUTPUT = (int) Math.min(LnetFiles.MAX_FILE_BYTES, Integer.MAX_VALUE - 8);

    private final Path lnetctl;
    private final long timeoutMs;

    public LnetctlSource(Path lnetctl, long timeoutMs) {
        this.lnetctl = lnetctl;
        this.timeoutMs = timeoutMs;
    }

    @Override
    public void readInto(NodeState into) {
        for (List<String> args : COMMANDS) {
            List<String> command = new ArrayList<>();
            command.add(lnetctl.toString());
            command.addAll(args);
            String label = "lnetctl " + String.join(" ", args);
            try {
                Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
                p.getOutputStream().close();
                // drained on another thread, so that a big peer table cannot fill the pipe and a hung
                // lnetctl cannot block us past the timeout
                CompletableFuture<byte[]> out = CompletableFuture.supplyAsync(() -> {
                    try {
                        return p.getInputStream().readNBytes(MAX_OUTPUT);
                    } catch (IOException e) {
                        return new byte[0];
                    }
                }, Thread::startVirtualThread);
                if (!p.waitFor(timeoutMs, TimeUnit.MILLISECONDS)) {
                    p.destroyForcibly();
                    into.report(Diagnostic.error(label, 0, "did not finish in " + timeoutMs + " ms; killed"));
                    continue;
                }
                LnetFiles.read(label, args.get(0), new String(out.join(), StandardCharsets.UTF_8), into);
            } catch (IOException e) {
                into.report(Diagnostic.error(label, 0, "cannot run " + lnetctl + ": " + e.getMessage()));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    @Override
    public String describe() {
        return "lnetctl " + lnetctl;
    }
}
