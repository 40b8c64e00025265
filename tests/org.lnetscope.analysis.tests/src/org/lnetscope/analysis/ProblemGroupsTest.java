package org.lnetscope.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.eclipse.emf.common.util.Diagnostic;
import org.junit.jupiter.api.Test;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.model.validation.LnetValidation;
import org.lnetscope.model.validation.LnetValidator;

/**
 * The seed incident's problems grouped: its 161 pinned-connection warnings (README) become one line
 * per server, with the count and the bytes PinnedConnections finds for that server, and nothing is
 * lost (the counts add up to the problems).
 */
class ProblemGroupsTest {

    static final Path SEED = Path.of(System.getProperty("user.dir")).resolve("../../examples/seed-incident.lnetmodelb").normalize();

    @Test
    void theSeedsPinnedConnsOneLinePerServer() throws Exception {
        Fabric fabric = LnetResources.load(SEED);
        List<Diagnostic> problems = LnetValidation.problems(LnetValidation.validate(fabric));
        List<ProblemGroups.Group> groups = ProblemGroups.group(fabric, problems);
        assertEquals(problems.size(), groups.stream().mapToInt(ProblemGroups.Group::count).sum(), "no problem lost");
        assertTrue(groups.size() < problems.size(), groups.size() + " groups of " + problems.size());

        List<PinnedConnections.Pinned> pinned = PinnedConnections.find(fabric);
        assertEquals(161, pinned.size(), "README: 161 conns pinned");
        Map<String, List<PinnedConnections.Pinned>> byPeer = pinned.stream()
                .collect(Collectors.groupingBy(PinnedConnections.Pinned::peer));
        List<ProblemGroups.Group> pinnedGroups = groups.stream().filter(g -> g.code() == LnetValidator.CONN_PINNED).toList();
        assertEquals(byPeer.size(), pinnedGroups.size(), "one line per server");
        for (ProblemGroups.Group g : pinnedGroups) {
            String nid = g.peer().substring(g.peer().indexOf('(') + 1, g.peer().length() - 1);
            List<PinnedConnections.Pinned> mine = byPeer.get(nid);
            assertEquals(mine.size(), g.count(), g.text());
            assertEquals(PinnedConnections.totalBytes(mine), g.bytes(), g.text());
            assertEquals(mine.get(0).node().getHostname(), g.node());
            assertTrue(g.text().startsWith(g.peer() + ": " + mine.size() + " pinned conns, "), g.text());
        }
    }
}
