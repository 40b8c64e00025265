package org.lnetscope.fit.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.lnetscope.cli.Command;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.cli.UsageException;
import org.lnetscope.fit.EvalResult;
import org.lnetscope.fit.Evaluation;
import org.lnetscope.fit.Evaluator;
import org.lnetscope.fit.Signature;
import org.lnetscope.fit.SignatureFile;

/**
 * {@code lnetscope fit-eval EVAL.yaml -o RESULT}: one evaluation of a fit, the unit any batch
 * system runs (docs/fit.md, "One evaluation"). {@code fit --slurm} runs it as each array task.
 */
public final class FitEvalCommand implements Command {

    @Override
    public String name() {
        return "fit-eval";
    }

    @Override
    public String summary() {
        return "one evaluation of a fit (what each batch job runs)";
    }

    @Override
    public String usage() {
        return """
                Usage: lnetscope fit-eval EVAL.yaml -o RESULT
                  Runs the base scenario EVAL.yaml names (relative to the file) with its --set
                  overrides to the dump's moment, and writes the run's signature and its distance
                  to the dump's (docs/fit.md, "One evaluation"). RESULT is written whole or not at
                  all. Exit 1 if the evaluation could not run (RESULT then says why).""";
    }

    @Override
    public int run(List<String> args, Console console) throws Exception {
        Path eval = null;
        Path out = null;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals("-o") || a.equals("--output")) {
                out = Path.of(UsageException.valueOf(args, ++i, a));
            } else if (a.startsWith("-")) {
                throw new UsageException("unknown option " + a);
            } else if (eval != null) {
                throw new UsageException("one EVAL.yaml at a time");
            } else {
                eval = Path.of(a);
            }
        }
        if (eval == null || out == null) {
            throw new UsageException("needs EVAL.yaml and -o RESULT");
        }
        EvalResult r = run(eval);
        r.write(out);
        if (!r.ok()) {
            console.err().println("lnetscope fit-eval: " + eval + ": " + r.error());
            return ExitStatus.FAILURE;
        }
        console.out().printf("%s: distance %.5f%s (%s)%n", eval, r.total(), r.distance().reached() ? ", reached" : "", r.stop());
        return ExitStatus.OK;
    }

    /** Reads EVAL.yaml and the files it names, and runs it in this JVM. */
    public static EvalResult run(Path evalFile) throws java.io.IOException {
        Evaluation e = Evaluation.read(evalFile);
        Path dir = evalFile.toAbsolutePath().getParent();
        Path base = dir.resolve(e.base());
        Signature dump = SignatureFile.read(dir.resolve(e.signature()));
        String text = Files.readString(base, StandardCharsets.UTF_8);
        return new Evaluator(text, base.getFileName().toString(), dump).run(e);
    }
}
