package org.lnetscope.lnetfiles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.lnetscope.core.Diagnostic;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.NodeState;

/**
 * Issue 30, §5: a 3.6 KB lnet.conf whose 59 routes each name 65,536 gateways (the limit of one
 * expression) expanded to 3.9 M routes (4 GB, a 95 MB model). The file's total is checked before
 * expanding: what fits the budget is read, the rest is refused with the total it would make.
 */
class NidRangeBudgetTest {

    @Test
    void routesOverTheFileBudgetAreRefusedBeforeExpansionWithTheTotal() {
        StringBuilder conf = new StringBuilder("route:\n");
        for (int n = 0; n < 59; n++) {
            conf.append("    - net: o2ib").append(n).append("\n      gateway: 10.").append(n).append(".[0-255].[0-255]@tcp\n");
        }
        assertTrue(conf.length() < 4096, "a small file: " + conf.length());
        NodeState state = new NodeState();
        LnetFiles.read("lnet.conf", "lnet.conf", conf.toString(), state);
        long routes = state.ofKind(Kinds.ROUTE).size();
        assertEquals(NidRanges.MAX_EXPANDED_PER_FILE, routes, "four expressions fit the budget, exactly");
        List<String> refused = state.diagnostics().stream().map(Diagnostic::message).filter(m -> m.contains("not expanded")).toList();
        assertEquals(55, refused.size());
        assertEquals("route: \"10.4.[0-255].[0-255]@tcp\" names 65536 NIDs; with the ranges before it the file would expand to 327680"
                + " NIDs, more than the 262144 a file may name; not expanded", refused.get(0));
    }

    @Test
    void theCountIsKnownWithoutExpanding() {
        assertEquals(65_536, NidRanges.count("10.0.[0-255].[0-255]@tcp"));
        assertEquals(7, NidRanges.count("10.3.3.[6-12]@tcp"));
        assertEquals(1, NidRanges.count("10.3.3.6@tcp"));
    }
}
