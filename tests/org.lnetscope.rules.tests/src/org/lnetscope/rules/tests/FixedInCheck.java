package org.lnetscope.rules.tests;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.lnetscope.rules.Fix;
import org.lnetscope.rules.Rule;
import org.lnetscope.rules.RuleBase;

/**
 * Re-checks the fixed-in data of both rule files against a lustre-release clone (default
 * /work/.mirror/lustre+lustre-release/repo): every recorded commit is on its branch, its recorded release tag
 * contains it and the release before does not; a branch recorded as null has no commit whose subject starts with
 * the LU. Prints one line per discrepancy and the count. Run:
 * {@code java -cp ... org.lnetscope.rules.tests.FixedInCheck [GIT_DIR]}.
 */
public final class FixedInCheck {

    private FixedInCheck() {
    }

    public static void main(String[] args) throws Exception {
        String git = args.length > 0 ? args[0] : "/work/.mirror/lustre+lustre-release/repo";
        int checked = 0;
        int bad = 0;
        for (String file : List.of(RuleBase.KNOWN_BUGS, RuleBase.LINT)) {
            for (Rule r : RuleBase.shipped(file).rules()) {
                for (var e : r.fixed().entrySet()) {
                    String branch = e.getKey();
                    Fix fix = e.getValue();
                    checked++;
                    if (fix == null) {
                        if (r.commitSubject() != null) {
                            // the fix's own commit (an LU often has several): by its subject, on any commit of the branch
                            String log = run(git, "log", branch, "--no-merges", "--format=%h %s", "-F", "--grep=" + r.commitSubject());
                            for (String line : new java.util.TreeSet<>(List.of(log.split("\n")))) {
                                if (line.length() > 11 && line.substring(11).equals(r.commitSubject())) {
                                    System.out.println(r.id() + " " + branch + ": recorded as not fixed, but has " + line
                                            + (r.note() != null ? " (note: " + r.note() + ")" : ""));
                                    bad++;
                                }
                            }
                        }
                        continue;
                    }
                    if (!ok(git, "merge-base", "--is-ancestor", fix.commit(), branch)) {
                        System.out.println(r.id() + " " + branch + ": " + fix.commit() + " is not on the branch");
                        bad++;
                    }
                    if (fix.release() != null) {
                        String[] v = fix.release().split("\\.");
                        String tag = "v" + v[0] + "_" + v[1] + "_" + v[2];
                        if (!ok(git, "merge-base", "--is-ancestor", fix.commit(), tag)) {
                            System.out.println(r.id() + " " + branch + ": " + tag + " does not contain " + fix.commit());
                            bad++;
                        }
                        int patch = Integer.parseInt(v[2]);
                        String before = "v" + v[0] + "_" + v[1] + "_" + (patch - 1);
                        if (patch > 0 && ok(git, "rev-parse", "-q", "--verify", before)
                                && ok(git, "merge-base", "--is-ancestor", fix.commit(), before)) {
                            System.out.println(r.id() + " " + branch + ": " + before + " already contains " + fix.commit());
                            bad++;
                        }
                    }
                }
            }
        }
        System.out.println("fixed-in entries checked: " + checked + ", discrepancies: " + bad);
    }

    private static boolean ok(String git, String... args) throws IOException, InterruptedException {
        Process p = command(git, args).start();
        p.getInputStream().readAllBytes();
        return p.waitFor() == 0;
    }

    private static String run(String git, String... args) throws IOException, InterruptedException {
        Process p = command(git, args).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor();
        return out;
    }

    private static ProcessBuilder command(String git, String... args) {
        List<String> cmd = new java.util.ArrayList<>(List.of("git", "--git-dir=" + git));
        cmd.addAll(List.of(args));
        return new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD);
    }
}
