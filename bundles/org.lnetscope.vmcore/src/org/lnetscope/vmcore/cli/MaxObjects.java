package org.lnetscope.vmcore.cli;

import org.lnetscope.cli.Numbers;
import org.lnetscope.cli.UsageException;
import org.lnetscope.vmcore.crash.StructIndex;

/**
 * {@code --max-objects N} of {@code vmcore plan/import/report}: how many structs and list entries
 * an extract may make them keep (issue 30, §5: a huge or hostile extract is refused where it
 * passes the bound, with its file and line, instead of running out of memory).
 */
final class MaxObjects {

    /**
     * The default: as many as the heap holds at about {@link StructIndex#BYTES_EACH} bytes each
     * (a kept dump holds only the members read: {@code StructIndex.READ}), at most 1,000,000; the
     * seed incident's router (RouterExtractGenerator's seedIncident) is about 45,000 structs and
     * 21,000 list entries.
     */
    static long defaultBound() {
        return StructIndex.defaultMaxObjects();
    }

    static final long BYTES_EACH = StructIndex.BYTES_EACH;

    static final String USAGE = """
            Options of plan, import and report:
              --max-objects N  stop once the extract holds N structs and list entries (default: one
                               per 2 KB of heap, at most 1000000; with the launcher's -Xmx4g 1000000):
                               a dump of millions of kib_conns, or a hostile one, is refused at the
                               line that passes N instead of running out of memory; raise it with
                               the heap (LNETSCOPE_JAVA_OPTS=-Xmx...)""";

    private MaxObjects() {
    }

    static long parse(String text) throws UsageException {
        return Numbers.positiveCount("--max-objects", text, "3000000");
    }

    /** The one-line refusal of {@code lnetscope vmcore COMMAND}. */
    static String refusal(String command, StructIndex.TooManyObjects e) {
        return "lnetscope vmcore " + command + ": " + e.file() + ":" + e.line() + ": the extract holds more than " + e.limit()
                + " structs and list entries; stopped there, nothing written (--max-objects N raises the bound;"
                + " each takes up to about " + BYTES_EACH / 1000 + " KB of heap: give the heap too,"
                + " LNETSCOPE_JAVA_OPTS=-Xmx...)";
    }
}
