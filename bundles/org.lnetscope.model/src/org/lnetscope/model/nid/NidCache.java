package org.lnetscope.model.nid;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Remembers parsed NIDs, so that loading a model parses each distinct NID once instead of once
 * per occurrence. A million-object fabric holds a few thousand NIDs but over a million NID values
 * (every message's source and destination): without this, parsing them was half of a binary load,
 * and every occurrence became its own Nid object on the heap.
 *
 * <p>Bounded: when it holds {@link #MAX_ENTRIES} texts it starts again from empty, so a stream of
 * distinct NIDs (a trace of a huge fabric) costs at most a few MB.
 */
final class NidCache {

    static final int MAX_ENTRIES = 1 << 16;

    private static final Map<String, Nid> NIDS = new ConcurrentHashMap<>();

    private NidCache() {
    }

    static Nid parse(String text) {
        Nid nid = text == null ? null : NIDS.get(text);
        if (nid != null) {
            return nid;
        }
        nid = NidParser.parse(text);
        if (NIDS.size() >= MAX_ENTRIES) {
            NIDS.clear();
        }
        NIDS.put(text, nid);
        return nid;
    }
}
