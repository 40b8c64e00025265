package org.lnetscope.cli.model;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.emf.common.util.Diagnostic;
import org.lnetscope.cli.Command;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Severity;
import org.lnetscope.model.validation.LnetValidation;

/**
 * {@code lnetscope validate FILE}: checks the LNet invariants of a fabric file and prints every
 * problem, one per line, with its severity. Warnings (a pinned connection is one: it is what the
 * kernel did, not a broken file) leave the exit status 0; errors make it 1, as does a file that
 * cannot be read.
 */
public final class ValidateCommand implements Command {

    @Override
    public String name() {
        return "validate";
    }

    @Override
    public String summary() {
        return "check a fabric file against the LNet invariants";
    }

    @Override
    public String usage() {
        return """
                Usage: lnetscope validate FILE
                  FILE is a .lnetmodel (XMI) or .lnetmodelb (binary) fabric. Prints each problem as
                  "SEVERITY: object: reason", objects named by NID and kernel address, then a count.
                  Credit counters against their queues, conn refcounts against held rxs, rx states,
                  messages on one queue at most; a DISCONNECTED conn still referenced is a warning.
                  Exit status: 0 no errors (warnings allowed), 1 errors or an unreadable file.""";
    }

    @Override
    public int run(List<String> args, Console console) throws Exception {
        Path file = ModelFiles.paths(args, 1).get(0);
        Fabric fabric;
        try {
            fabric = ModelFiles.load(file);
        } catch (ModelFiles.BadFile e) {
            console.err().println("lnetscope validate: " + e.getMessage());
            return ExitStatus.FAILURE;
        }
        int errors = 0;
        int warnings = 0;
        // what the import (lnetscope import, vmcore import) could not read is kept in the model: a
        // fabric built from half its input is not a valid one
        for (org.lnetscope.model.Diagnostic kept : fabric.getDiagnostics()) {
            Severity severity = kept.getSeverity();
            String name = severity == Severity.ERROR ? "ERROR"
                    : severity == Severity.WARNING ? "WARNING" : "INFO";
            console.out().println(name + ": import: " + kept.getLocation() + ": " + ModelFiles.oneLine(kept.getMessage()));
            if (severity == Severity.ERROR) {
                errors++;
            } else if (severity == Severity.WARNING) {
                warnings++;
            }
        }
        for (Diagnostic problem : LnetValidation.problems(LnetValidation.validate(fabric))) {
            console.out().println(severity(problem) + ": " + ModelFiles.oneLine(problem.getMessage()));
            if (problem.getSeverity() >= Diagnostic.ERROR) {
                errors++;
            } else if (problem.getSeverity() >= Diagnostic.WARNING) {
                warnings++;
            }
        }
        console.out().println(file + ": " + ModelFiles.objectCount(fabric) + " objects, " + count(errors, "error")
                + ", " + count(warnings, "warning"));
        return errors > 0 ? ExitStatus.FAILURE : ExitStatus.OK;
    }

    private static String severity(Diagnostic problem) {
        int severity = problem.getSeverity();
        return severity >= Diagnostic.ERROR ? "ERROR" : severity >= Diagnostic.WARNING ? "WARNING" : "INFO";
    }

    private static String count(int n, String what) {
        return n + " " + what + (n == 1 ? "" : "s");
    }
}
