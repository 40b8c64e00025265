package org.lnetscope.agent.http;

import java.io.IOException;
import java.io.Writer;
import java.util.Map;

/**
 * {@code lnetscope_agent_sample_errors_total{host=...,reason="emfile"}}: samples that failed for
 * the agent's own reasons (out of fds or memory, an I/O error, a reader's exception), by reason
 * (SampleError). Written after the node's families; a reason with no failure yet has no series.
 */
final class SampleErrorsText {

    static final String NAME = "lnetscope_agent_sample_errors_total";

    private SampleErrorsText() {
    }

    static void write(Writer out, String host, Map<String, Long> errors) throws IOException {
        out.write("# TYPE " + NAME + " counter\n");
        for (Map.Entry<String, Long> e : errors.entrySet()) {
            // reasons are the agent's own short words (emfile, eio ...): nothing to escape in them
            out.write(NAME + "{host=\"" + host.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n")
                    + "\",reason=\"" + e.getKey() + "\"} " + e.getValue() + '\n');
        }
    }
}
