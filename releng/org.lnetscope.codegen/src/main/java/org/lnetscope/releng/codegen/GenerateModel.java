package org.lnetscope.releng.codegen;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Generates the model code of an EMF model bundle with EMF's own generator, outside Eclipse.
 *
 * <pre>
 * GenerateModel BUNDLE_DIR OUTPUT_SRC_GEN [--write | --check]
 * </pre>
 *
 * The bundle is first copied to a scratch directory and generated there, because the generator
 * also "merges" MANIFEST.MF, plugin.xml and build.properties, which belong to the Tycho build and
 * must not be touched. Only the generated {@code src-gen} tree is copied to OUTPUT_SRC_GEN, after
 * wiping it: the generator never deletes the files of removed classes itself.
 *
 * With {@code --check} the result is then compared with {@code BUNDLE_DIR/src-gen}, and any
 * difference fails the run, so a build that includes this step catches stale generated code.
 *
 * Failures are thrown rather than passed to {@code System.exit}, so that the same main works from
 * {@code java -cp} (non-zero exit) and from exec-maven-plugin's in-process {@code java} goal.
 */
public final class GenerateModel {

    private GenerateModel() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 2 || args.length > 3) {
            throw new IllegalArgumentException(
                    "usage: GenerateModel BUNDLE_DIR OUTPUT_SRC_GEN [--write | --check]");
        }
        Path bundle = Path.of(args[0]).toRealPath();
        Path output = Path.of(args[1]).toAbsolutePath().normalize();
        boolean check = parseMode(args.length == 3 ? args[2] : "--write");
        refuseDangerousOutput(bundle, output);

        Path scratch = Files.createTempDirectory("lnet-codegen");
        try {
            long start = System.nanoTime();
            Path generated = new ModelGenerator(bundle, scratch).generate();
            Trees.replace(output, generated);
            System.out.printf("[codegen] generated %d files into %s in %d ms%n",
                    Trees.files(output).size(), output, (System.nanoTime() - start) / 1_000_000);
            if (check) {
                compareWithCommitted(bundle, output);
            }
        } finally {
            Trees.delete(scratch);
        }
    }

    private static boolean parseMode(String mode) {
        return switch (mode) {
            case "--check" -> true;
            case "--write" -> false;
            default -> throw new IllegalArgumentException("unknown mode " + mode + ": use --write or --check");
        };
    }

    /** The output tree is wiped: never let a typo point that at the bundle or anything above it. */
    private static void refuseDangerousOutput(Path bundle, Path output) {
        if (bundle.startsWith(output) || output.equals(bundle.resolve("model"))
                || output.equals(bundle.resolve("src"))) {
            throw new IllegalArgumentException("refusing to wipe " + output + ": it holds hand-written files");
        }
    }

    private static void compareWithCommitted(Path bundle, Path output) throws IOException {
        Path committed = bundle.resolve("src-gen");
        List<String> differences = Trees.diff(committed, output);
        if (!differences.isEmpty()) {
            StringBuilder message = new StringBuilder()
                    .append(committed).append(" is stale: it differs from what ")
                    .append(bundle.relativize(bundle.resolve("model"))).append("/ generates.\n");
            differences.stream().limit(20).forEach(d -> message.append("  ").append(d).append('\n'));
            if (differences.size() > 20) {
                message.append("  ... and ").append(differences.size() - 20).append(" more\n");
            }
            message.append("Regenerate with the command in ").append(bundle.resolve("README.md"));
            throw new IllegalStateException(message.toString());
        }
        System.out.println("[codegen] " + committed + " is up to date");
    }
}
