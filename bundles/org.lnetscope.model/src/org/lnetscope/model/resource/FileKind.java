package org.lnetscope.model.resource;

import java.nio.file.Path;

/**
 * What a file given to LNet Scope is, decided in this one place for the window and every command:
 * a fabric model ({@code .lnetmodel} XMI or {@code .lnetmodelb} binary), a trace
 * ({@code .lnettrace}), or anything else, which is taken for a crash(8) session extract of a vmcore
 * (a log file, a {@code .gz} of one, or a folder of them: their names are the user's own).
 */
public enum FileKind {
    MODEL, TRACE, CRASH_EXTRACT;

    public static FileKind of(Path file) {
        Path name = file.getFileName();
        String text = name == null ? "" : name.toString();
        if (text.endsWith(".lnetmodel") || text.endsWith(".lnetmodelb")) {
            return MODEL;
        }
        if (text.endsWith(".lnettrace")) {
            return TRACE;
        }
        return CRASH_EXTRACT;
    }
}
