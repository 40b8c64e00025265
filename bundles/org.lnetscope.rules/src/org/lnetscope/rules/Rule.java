package org.lnetscope.rules;

import java.util.List;
import java.util.Map;

/**
 * One entry of the rule base, as read from a rule file (rules/known-bugs.yaml, rules/lint.yaml).
 *
 * @param commitSubject the subject of the fix's commit (source.commit_subject), by which FixedInCheck re-finds it
 * @param fixed per branch (b2_12, b2_15, b2_16, master): its fix, or null when the branch does not have it;
 *        a branch missing from the map is not recorded (unknown)
 * @param affectsFrom the first release with the bug (null: every release the base covers)
 * @param scope what the conditions range over: fabric, node, net, peerNi, kibConn, pool (known bugs);
 *        net, global, node (lint)
 * @param when conditions that must all hold, on values the input has
 * @param assuming conditions that must not be false; when the input lacks their values the match is printed
 *        with "assuming ..." instead of being dropped
 * @param evidence a sentence with {path} placeholders filled from the matched object
 */
public record Rule(String id, String title, String severity, String kind, List<String> lu, List<String> functions,
        String manual, String commitSubject, Map<String, Fix> fixed, Release affectsFrom, String scope, List<Predicate> when,
        List<Predicate> assuming, String evidence, String note, String file, int line) {

    /** Whether {@code release} has this rule's fix: TRUE, FALSE, or null when the base cannot tell. */
    public Boolean fixedIn(Release release) {
        if (release == null) {
            return null;
        }
        if (affectsFrom != null && !release.master() && release.compareTo(affectsFrom) < 0) {
            return Boolean.TRUE; // the bug came later: a release before it does not have it
        }
        String branch = release.development() ? "master" : release.branch();
        if (!fixed.containsKey(branch)) {
            return null;
        }
        Fix fix = fixed.get(branch);
        if (fix == null) {
            return Boolean.FALSE;
        }
        if (release.master() || release.development()) {
            Release first = Release.parse(fix.firstTag());
            return release.master() || first == null ? Boolean.TRUE : release.compareTo(first) >= 0;
        }
        Release first = Release.parse(fix.release());
        if (first == null) {
            return null;
        }
        if (!release.precise()) {
            // "2.15": the branch has it from fix.release() on; older releases of the branch do not
            return first.patch() == 0 ? Boolean.TRUE : null;
        }
        return release.compareTo(first) >= 0;
    }

    /** "fixed in 2.16.0 (b2_16 2a0127d5fb), master 2a0127d5fb (v2_15_64); not on b2_12, b2_15". */
    public String fixedSummary() {
        StringBuilder in = new StringBuilder();
        StringBuilder not = new StringBuilder();
        for (String b : List.of("b2_12", "b2_15", "b2_16", "master")) {
            if (!fixed.containsKey(b)) {
                continue;
            }
            Fix f = fixed.get(b);
            if (f == null) {
                not.append(not.length() > 0 ? ", " : "").append(b);
            } else {
                in.append(in.length() > 0 ? ", " : "")
                        .append(b.equals("master") ? "master " + f.commit() + " (" + f.firstTag() + ")"
                                : f.release() + " (" + b + " " + f.commit() + ")");
            }
        }
        String s = in.length() > 0 ? "fixed in " + in : "fixed on no branch";
        return not.length() > 0 ? s + "; not on " + not : s;
    }
}
