package org.lnetscope.rules;

/**
 * Where a rule's fix is on one branch, computed from lustre-release history (docs/known-bugs.md, "How
 * fixed-in was computed"): the commit on that branch and the first release tag of the branch that contains
 * it; {@code release} is null for master, where the first tag is a development tag (v2_15_64).
 */
public record Fix(String branch, String commit, String release, String firstTag) {
}
