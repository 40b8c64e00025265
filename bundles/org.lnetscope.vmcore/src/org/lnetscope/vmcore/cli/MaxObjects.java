package org.lnetscope.vmcore.cli;

import org.lnetscope.cli.UsageException;
import org.lnetscope.vmcore.crash.StructIndex;

/**
 * {@code --max-objects N} of {@code vmcore plan/import/report}: how many structs and list entries
 * an extract may make them keep (issue 30, §5: a huge or hostile extract is refused where it
 * passes the bound, with its file and line, instead of running out of memory).
 */
final class MaxObjects {

    /**
     * The default: while an extract is read, a kept dump holds every member crash printed, up to
     * about {@value #BYTES_EACH} bytes of heap for a full kib_conn dump (40,000 of them peak at
     * 410 MB, 100,000 do not fit in 700 MB: ConnBombBenchmark, docs/benchmarks.md "Hostile
     * inputs"), so 300,000 stay
     * within the launcher's -Xmx4g; the seed incident's router (RouterExtractGenerator's
     * seedIncident) is about 45,000 structs and 21,000 list entries.
     */
    static final long DEFAULT = 300_000;
    static final long BYTES_EACH = 10_000;

    static final String USAGE = """
            Options of plan, import and report:
              --max-objects N  stop once the extract holds N structs and list entries (default 300000,
                               up to about 10 KB of heap each): a dump of millions of kib_conns, or a
                               hostile one, is refused at the line that passes N instead of running
                               out of memory; raise it with the heap (LNETSCOPE_JAVA_OPTS=-Xmx...)""";

    private MaxObjects() {
    }

    static long parse(String text) throws UsageException {
        try {
            long n = Long.parseLong(text.trim().replace("_", "").replace(",", ""));
            if (n <= 0) {
                throw new NumberFormatException();
            }
            return n;
        } catch (NumberFormatException e) {
            throw new UsageException("--max-objects " + text + ": give a positive number such as 3000000");
        }
    }

    /** The one-line refusal of {@code lnetscope vmcore COMMAND}. */
    static String refusal(String command, StructIndex.TooManyObjects e) {
        return "lnetscope vmcore " + command + ": " + e.file() + ":" + e.line() + ": the extract holds more than " + e.limit()
                + " structs and list entries; stopped there, nothing written (--max-objects N raises the bound;"
                + " each takes up to about " + BYTES_EACH / 1000 + " KB of heap)";
    }
}
