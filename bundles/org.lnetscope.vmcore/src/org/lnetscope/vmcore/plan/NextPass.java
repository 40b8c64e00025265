package org.lnetscope.vmcore.plan;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.lnetscope.core.Diagnostic;
import org.lnetscope.vmcore.crash.CrashLogParser;
import org.lnetscope.vmcore.crash.StructIndex;

/**
 * The next crash(8) pass of a router extract, as a crash input file: the commands
 * {@link ExtractPlanner} asks for, each after a {@code #} line saying why (which field of which
 * object turns an inferred link into a read one, or which object was never printed). Shared by
 * {@code lnetscope vmcore plan} and the window's File > Next Crash Pass.
 *
 * @param commands the crash commands, in order; empty when the extract is complete
 * @param text the whole crash input file
 * @param notes the planner's remarks (what it could not plan)
 * @param errors the parser's errors on the logs (a poisoned list pointer, debuginfo not loaded...)
 */
public record NextPass(List<String> commands, String text, List<String> notes, List<String> errors) {

    /** No {@code crash> } prompt in any of the logs: not a crash session at all. */
    public static final class NotACrashSession extends IOException {
        private static final long serialVersionUID = 1L;

        NotACrashSession(String message) {
            super(message);
        }
    }

    /** The plan of the next pass, bounded by {@link StructIndex#defaultMaxObjects()} (the window's Next Crash Pass). */
    public static NextPass plan(List<Path> logs) throws IOException {
        return plan(logs, StructIndex.defaultMaxObjects());
    }

    /** As {@link #plan(List)}, keeping at most {@code maxObjects} structs and list entries ({@link StructIndex.TooManyObjects}). */
    public static NextPass plan(List<Path> logs, long maxObjects) throws IOException {
        // Only what the planner follows is kept: the logs of a big router may be several GB.
        StructIndex session = new StructIndex().limitObjects(maxObjects);
        CrashLogParser parser = new CrashLogParser(session);
        for (Path log : logs) {
            if (!Files.exists(log)) {
                throw new NoSuchFileException(log.toString(), null, "no such file or directory");
            }
            parser.parse(log);
        }
        if (session.commandsSeen() == 0) {
            throw new NotACrashSession(String.join(", ", logs.stream().map(Path::toString).toList())
                    + ": no crash(8) command found (no 'crash> ' prompt): not the log of a crash session");
        }
        ExtractPlanner planner = new ExtractPlanner(session);
        List<String> next = planner.nextPass();
        List<String> errors = new ArrayList<>();
        for (Diagnostic d : session.diagnostics()) {
            if (d.severity() == Diagnostic.Severity.ERROR) {
                errors.add(d.toString());
            }
        }
        StringBuilder text = new StringBuilder();
        text.append("# Next pass of the LNet router extract, planned by LNet Scope ('lnetscope vmcore plan' or Next Crash Pass) from ")
                .append(logs.size()).append(" log(s).\n");
        if (next.isEmpty()) {
            text.append("# Nothing left to dump: the extract is complete.\n");
        } else {
            // Each pass is a fresh crash run: the Lustre debuginfo must be loaded again.
            text.append("set scroll off\nset radix 10\nmod -S\n");
            for (String command : next) {
                String reason = planner.reason(command);
                if (reason != null) {
                    // crash skips '#' lines of an input file: the reason travels with the command
                    text.append("# ").append(reason).append('\n');
                }
                text.append(command).append('\n');
            }
            text.append("quit\n");
        }
        return new NextPass(List.copyOf(next), text.toString(), List.copyOf(planner.notes()), List.copyOf(errors));
    }
}
