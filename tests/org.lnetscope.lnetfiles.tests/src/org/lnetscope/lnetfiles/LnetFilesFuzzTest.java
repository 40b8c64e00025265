package org.lnetscope.lnetfiles;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.lnetscope.fuzz.Fuzz;
import org.lnetscope.protocol.NodeState;

/**
 * The debugfs, lctl get_param and lnetctl YAML readers on mutated captures (docs/reliability.md).
 * They report problems as diagnostics and never throw, so any exception is a failure; memory is
 * bounded at 64 MB plus 300 times the capture. Seeds: every committed fixture except bad/.
 */
class LnetFilesFuzzTest {

    @Test
    void theReadersSurviveMutatedCaptures() {
        List<String> names = Fixtures.FILES.stream().filter(n -> !n.startsWith("bad/")).toList();
        List<String> texts = names.stream().map(Fixtures::text).toList();
        List<String> words = List.of("peer:", "- primary nid: ", "    - nid: ", "tx_credits: ", "@o2ib", "0@lo", ": ", "- ",
                "{", "}", "[", "]", "&a", "*a", "!!binary ", "nid                      refs state", "up", "down", "NA",
                "lnet.peers=", "\t", "'");
        Fuzz.assertSurvived(Fuzz.run("lnetfiles", 21, Fuzz.budget(), m -> {
            int i = m.random().nextInt(texts.size());
            String name = names.get(i);
            String text = m.mutateText(texts.get(i), words);
            return (name + "\u0000" + text).getBytes(StandardCharsets.UTF_8);
        }, bytes -> {
            String all = new String(bytes, StandardCharsets.UTF_8);
            int cut = all.indexOf('\u0000');
            String name = all.substring(0, cut);
            LnetFiles.read(name, Path.of(name).getFileName().toString(), all.substring(cut + 1), new NodeState());
        }, t -> false, size -> (64L << 20) + 300L * size));
    }
}
