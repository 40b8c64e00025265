package org.lnetscope.rules.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.lnetscope.rules.KnownBugs;
import org.lnetscope.rules.Release;
import org.lnetscope.rules.lint.Json;

/** The known-bugs answer for one file as JSON (for scripts; the same fields as the text). */
final class KnownBugsJson {

    private KnownBugsJson() {
    }

    static String file(Path file, String what, Release r, List<KnownBugs.Match> matches, List<KnownBugs.Match> fixedHere) {
        List<String> ms = new ArrayList<>();
        for (KnownBugs.Match m : matches) {
            List<String> hits = new ArrayList<>();
            for (KnownBugs.Hit h : m.hits()) {
                hits.add("{\"where\":" + Json.str(h.where()) + ",\"evidence\":" + Json.str(h.sentence()) + ",\"values\":"
                        + Json.strs(h.values()) + ",\"assuming\":" + Json.strs(h.assumed()) + "}");
            }
            ms.add("{\"id\":" + Json.str(m.rule().id()) + ",\"severity\":" + Json.str(m.rule().severity()) + ",\"title\":"
                    + Json.str(m.rule().title()) + ",\"fixed\":" + Json.str(m.rule().fixedSummary()) + ",\"fixedInRelease\":"
                    + m.fixedInRelease() + ",\"verdict\":" + Json.str(m.verdict(r)) + ",\"count\":" + m.count() + ",\"hits\":["
                    + String.join(",", hits) + "]}");
        }
        return "{\"file\":" + Json.str(file.toString()) + ",\"kind\":" + Json.str(what) + ",\"release\":"
                + (r == null ? "null" : Json.str(r.toString())) + ",\"matches\":[" + String.join(",", ms) + "],\"fixedInRelease\":"
                + Json.strs(fixedHere.stream().map(m -> m.rule().id()).toList()) + "}";
    }
}
