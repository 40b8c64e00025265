package org.lnetscope.ui;

import org.lnetscope.session.FabricDocument;

/** The document the window's views show. One window, one document; the sessions themselves are headless. */
public final class WindowDocument {

    private static final FabricDocument DOCUMENT = new FabricDocument();

    private WindowDocument() {
    }

    public static FabricDocument get() {
        return DOCUMENT;
    }
}
