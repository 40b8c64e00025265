package org.lnetscope.app;

import java.io.File;
import java.io.IOException;
import java.util.Optional;

import org.eclipse.osgi.service.datalocation.Location;

/**
 * One window per workspace: the workspace (the instance area) holds the window's layout and the
 * recent files, and two instances writing them would lose one's. The first instance locks it, as
 * the Eclipse IDE does (IDEApplication.checkInstanceLocation); a second is told it is in use.
 */
final class WorkspaceLock {

    private WorkspaceLock() {
    }

    /**
     * Locks {@code workspace}; empty when this instance now holds it (or there is nothing to lock),
     * else the sentence to show before exiting.
     */
    static Optional<String> acquire(Location workspace) {
        if (workspace == null || !workspace.isSet() || workspace.isReadOnly()) {
            return Optional.empty();
        }
        try {
            if (workspace.lock()) {
                return Optional.empty();
            }
        } catch (IOException e) {
            return Optional.of("The workspace " + where(workspace) + " cannot be locked: " + e.getMessage()
                    + ". Start LNet Scope with -data DIR to use another one.");
        }
        return Optional.of("The workspace " + where(workspace) + " is in use by another LNet Scope window."
                + " Use that window, or start this one with -data DIR to give it a workspace of its own.");
    }

    private static String where(Location workspace) {
        return new File(workspace.getURL().getFile()).toString();
    }
}
