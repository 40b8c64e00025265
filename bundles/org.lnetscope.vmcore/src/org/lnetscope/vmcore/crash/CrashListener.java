package org.lnetscope.vmcore.crash;

import org.lnetscope.core.Diagnostic;

/**
 * Receives a crash session as it is parsed, so a 1 GB extract never has to be held in memory: one
 * call per command, per completed top-level struct (in output order), per output line the parser
 * does not turn into structs, and per problem.
 */
public interface CrashListener {

    /** A {@code crash> } prompt line (and once per file for output before any prompt). */
    default void command(CrashCommand command) {
    }

    /** A complete (or truncated, see {@link CrashStruct#truncated()}) top-level struct. */
    default void struct(CrashStruct struct) {
    }

    /** A line of output that is not a struct: {@code log} lines, unknown commands' output. */
    default void output(CrashCommand command, int line, String text) {
    }

    default void diagnostic(Diagnostic diagnostic) {
    }

    /** One input file is done; {@code bytes} is its size before decompression is not known, so raw bytes read. */
    default void endOfFile(String file, long bytes) {
    }
}
