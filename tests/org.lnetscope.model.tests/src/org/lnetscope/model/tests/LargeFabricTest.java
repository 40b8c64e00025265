package org.lnetscope.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.TreeIterator;
import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.Message;
import org.lnetscope.model.examples.LargeFabric;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.model.validation.LnetValidation;
import org.lnetscope.model.validation.LnetValidator;

/** The benchmark fabric, at a size a unit test can afford: counts as promised, valid, round-trips. */
class LargeFabricTest {

    /** 3 routers, 4 computes each, 20 servers; 2 busy servers per router with 1 pinned conn each. */
    private static final LargeFabric.Size SMALL = new LargeFabric.Size(3, 4, 20, 2, 1, 3);

    @TempDir
    Path dir;

    @Test
    void hasTheMessagesAndConnsItsSizeSays() {
        Fabric fabric = LargeFabric.build(SMALL);
        assertEquals(SMALL.computes() + SMALL.routers() + SMALL.servers(), fabric.getNodes().size());
        assertEquals(SMALL.messages(), count(fabric, Message.class));
        assertEquals(SMALL.conns(), count(fabric, KibConn.class));
    }

    @Test
    void millionSizeIsTheIssuesFabric() {
        LargeFabric.Size m = LargeFabric.Size.MILLION;
        assertEquals(5_000, m.computes());
        assertEquals(20_000, m.conns());
        assertTrue(Math.abs(m.messages() - 500_000) < 5_000, "~500k queued messages: " + m.messages());
    }

    @Test
    void validatesWithPinnedConnectionWarningsOnly() {
        List<Diagnostic> problems = LnetValidation.problems(LnetValidation.validate(LargeFabric.build(SMALL)));
        long pinned = (long) SMALL.routers() * SMALL.busyServersPerRouter() * SMALL.pinnedConnsPerBusyServer();
        assertEquals(pinned, problems.size(), () -> problems.get(0).getMessage());
        for (Diagnostic problem : problems) {
            assertEquals(LnetValidator.CONN_PINNED, problem.getCode(), problem.getMessage());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"lnetmodel", "lnetmodelb"})
    void survivesARoundTrip(String extension) throws Exception {
        Path file = dir.resolve("large." + extension);
        LnetResources.save(LargeFabric.build(SMALL), file);
        ModelAssert.assertSameModel(LargeFabric.build(SMALL), LnetResources.load(file));
    }

    private static long count(Fabric fabric, Class<?> type) {
        long n = 0;
        for (TreeIterator<EObject> it = fabric.eAllContents(); it.hasNext();) {
            if (type.isInstance(it.next())) {
                n++;
            }
        }
        return n;
    }
}
