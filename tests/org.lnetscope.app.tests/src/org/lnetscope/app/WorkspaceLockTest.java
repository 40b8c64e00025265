package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Optional;

import org.eclipse.core.runtime.Platform;
import org.eclipse.osgi.service.datalocation.Location;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A second instance on a workspace is told it is in use, instead of sharing it silently. */
class WorkspaceLockTest {

    @TempDir
    Path dir;

    private static Location at(Path dir) throws Exception {
        Location location = Platform.getInstanceLocation().createLocation(null, null, false);
        location.set(dir.toUri().toURL(), false);
        return location;
    }

    @Test
    void theSecondInstanceIsToldTheWorkspaceIsInUse() throws Exception {
        Location first = at(dir);
        Location second = at(dir);
        try {
            assertEquals(Optional.empty(), WorkspaceLock.acquire(first), "the first instance gets the workspace");
            Optional<String> refused = WorkspaceLock.acquire(second);
            assertTrue(refused.isPresent(), "the second must not share it");
            assertTrue(refused.get().contains("in use by another LNet Scope window"), refused.get());
            assertTrue(refused.get().contains(dir.toString()), refused.get());
        } finally {
            first.release();
        }
        assertEquals(Optional.empty(), WorkspaceLock.acquire(second), "once the first has gone, the workspace is free");
        second.release();
    }

    @Test
    void theRunningWorkbenchHoldsItsWorkspace() throws Exception {
        Location running = Platform.getInstanceLocation();
        assertTrue(running.isSet());
        Location again = at(Path.of(running.getURL().toURI()));
        assertTrue(WorkspaceLock.acquire(again).isPresent(), "the test workbench's workspace is locked by it");
    }
}
