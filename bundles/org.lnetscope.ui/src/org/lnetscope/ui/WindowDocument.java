package org.lnetscope.ui;

import java.nio.file.Path;

import org.eclipse.core.runtime.Platform;
import org.lnetscope.session.FabricDocument;
import org.lnetscope.session.replay.Bookmarks;

/** The document the window's views show. One window, one document; the sessions themselves are headless. */
public final class WindowDocument {

    private static final FabricDocument DOCUMENT = new FabricDocument();

    static {
        // A trace in a read-only folder keeps its bookmarks in the window's workspace (Bookmarks).
        try {
            var location = Platform.getInstanceLocation();
            if (location != null && location.getURL() != null) {
                Bookmarks.setFallbackFolder(Path.of(location.getURL().toURI()).resolve("bookmarks"));
            }
        } catch (Exception | LinkageError e) {
            // no workspace (a headless test): the user's ~/.lnetscope/bookmarks, Bookmarks' default
        }
    }

    private WindowDocument() {
    }

    public static FabricDocument get() {
        return DOCUMENT;
    }
}
