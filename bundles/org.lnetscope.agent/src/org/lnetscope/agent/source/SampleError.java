package org.lnetscope.agent.source;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.util.Locale;

/**
 * A read that failed for a reason of the agent's own, not of LNet: out of file descriptors (EMFILE,
 * ENFILE), of memory (ENOMEM), an I/O error (EIO). Such a failure proves nothing about LNet (issue
 * 31: a connection flood exhausted the fds, debugfs reads failed with EMFILE, and LNet was reported
 * unloaded), so the sampler keeps the last good state, marked stale, and counts it by
 * {@link #reason()} ({@code lnetscope_agent_sample_errors_total{reason=...}}).
 */
public final class SampleError extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String reason;

    public SampleError(String reason, String message, Throwable cause) {
        super(message, cause);
        this.reason = reason;
    }

    /** A short label: emfile, enfile, enomem, eio, eacces, io. */
    public String reason() {
        return reason;
    }

    /**
     * The errno behind an IOException, from the JDK's message (strerror(3) text: the JDK keeps no
     * errno): "Too many open files" is EMFILE, "... in system" ENFILE, and so on.
     */
    public static String reasonOf(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "eacces";
        }
        String m = why(e).toLowerCase(Locale.ROOT); // the reason, not a path that could contain anything
        if (m.contains("too many open files in system") || m.contains("error=23")) {
            return "enfile";
        }
        if (m.contains("too many open files") || m.contains("error=24")) {
            return "emfile";
        }
        if (m.contains("cannot allocate memory") || m.contains("error=12") || m.contains("resource temporarily unavailable")
                || m.contains("error=11")) {
            return "enomem";
        }
        if (m.contains("input/output error") || m.contains("error=5,")) {
            return "eio";
        }
        return "io";
    }

    /** The error without the path a FileSystemException puts in front of it ("Too many open files"). */
    public static String why(IOException e) {
        return e instanceof java.nio.file.FileSystemException f && f.getReason() != null ? f.getReason() : String.valueOf(e.getMessage());
    }

    /** True for a failure of the agent's resources (fds, memory), which says nothing about what it reads. */
    public static boolean isResource(IOException e) {
        String r = reasonOf(e);
        return r.equals("emfile") || r.equals("enfile") || r.equals("enomem");
    }
}
