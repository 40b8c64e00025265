package org.lnetscope.model.bench;

import java.nio.file.Path;
import java.util.Locale;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.model.validation.LnetValidation;
import org.lnetscope.model.validation.ValidationProgress;

/**
 * How long {@code LnetValidation.validate} takes on model files, three runs each (the first
 * includes JIT warm-up): a benchmark main, not a timed test. docs/benchmarks.md has the command.
 *
 * <pre>ValidationBenchmark FILE.lnetmodelb...</pre>
 */
public final class ValidationBenchmark {

    private ValidationBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        LnetResources.registerStandalone();
        for (String arg : args) {
            Path file = Path.of(arg);
            long t0 = System.nanoTime();
            Fabric fabric = LnetResources.load(file);
            long loaded = System.nanoTime();
            long objects = 1;
            for (var all = fabric.eAllContents(); all.hasNext(); all.next()) {
                objects++;
            }
            System.out.printf(Locale.ROOT, "%s: %,d objects, load %.0f ms%n", file.getFileName(), objects,
                    (loaded - t0) / 1e6);
            for (int run = 1; run <= 3; run++) {
                long[] reports = new long[1];
                long start = System.nanoTime();
                Diagnostic result = LnetValidation.validate((EObject) fabric, new ValidationProgress() {
                    @Override
                    public void checked(long n) {
                        reports[0]++;
                    }

                    @Override
                    public boolean isCanceled() {
                        return false;
                    }
                });
                System.out.printf(Locale.ROOT, "  validate run %d: %.0f ms, %,d problems, %,d progress reports%n", run,
                        (System.nanoTime() - start) / 1e6, LnetValidation.problems(result).size(), reports[0]);
            }
        }
    }
}
