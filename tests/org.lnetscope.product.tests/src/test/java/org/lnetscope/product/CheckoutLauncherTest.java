package org.lnetscope.product;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The checkout's {@code ./lnetscope} rebuilds the product only when an input is newer than the stamp
 * the product build writes when it finishes ({@code .mvn/stale.sh}): right after {@code ./mvnw verify}
 * it must start at once.
 */
class CheckoutLauncherTest {

    private static final Path CHECKOUT = Path.of(System.getProperty("lnetscope.checkout.dir", "../.."))
            .toAbsolutePath().normalize();
    private static final Path STAMP = CHECKOUT.resolve("releng/org.lnetscope.product/target/lnetscope-built.stamp");

    /** Exit status of {@code lnetscope_stale ROOT STAMP}: 0 stale, 1 up to date. */
    private static int stale(Path root, Path stamp) throws Exception {
        Process p = new ProcessBuilder("bash", "-c", ". \"$1\"; lnetscope_stale \"$2\" \"$3\"", "stale",
                CHECKOUT.resolve(".mvn/stale.sh").toString(), root.toString(), stamp.toString())
                .redirectErrorStream(true).start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "stale.sh did not finish");
        return p.exitValue();
    }

    @Test
    void theCheckoutIsUpToDateRightAfterTheBuild() throws Exception {
        assertTrue(Files.isRegularFile(STAMP), "the product build wrote no stamp at " + STAMP);
        assertEquals(1, stale(CHECKOUT, STAMP), "./lnetscope would rebuild right after ./mvnw verify");
    }

    @Test
    void aSourceEditedAfterTheBuildMakesItStale(@TempDir Path root) throws Exception {
        Path source = tree(root);
        Path stamp = root.resolve("releng/p/target/lnetscope-built.stamp");
        touch(stamp, Instant.now().minusSeconds(60));
        touch(source, Instant.now().minusSeconds(120));
        assertEquals(1, stale(root, stamp), "sources older than the stamp");
        touch(source, Instant.now());
        assertEquals(0, stale(root, stamp), "a source newer than the stamp");
    }

    @Test
    void anEditedExampleMakesItStaleButBuildOutputDoesNot(@TempDir Path root) throws Exception {
        tree(root);
        Path stamp = root.resolve("releng/p/target/lnetscope-built.stamp");
        touch(stamp, Instant.now().minusSeconds(60));
        touch(root.resolve("bundles/b/target/classes/A.class"), Instant.now());
        touch(root.resolve("bundles/b/bin/A.class"), Instant.now());
        touch(root.resolve("bundles/b/.tycho-consumer-pom.xml"), Instant.now());
        assertEquals(1, stale(root, stamp), "build output newer than the stamp is not an input");
        touch(root.resolve("examples/healthy.lnetmodel"), Instant.now());
        assertEquals(0, stale(root, stamp), "the product ships examples/: an edited example is an input");
    }

    @Test
    void noStampMeansNeverBuilt(@TempDir Path root) throws Exception {
        tree(root);
        assertEquals(0, stale(root, root.resolve("releng/p/target/lnetscope-built.stamp")));
    }

    /** A checkout's shape, every file old; returns one source file. */
    private static Path tree(Path root) throws IOException {
        Instant old = Instant.now().minusSeconds(3600);
        for (String f : new String[] {"pom.xml", ".mvn/maven.config", "target-platform/t.target",
                "features/f/feature.xml", "releng/p/pom.xml", "examples/healthy.lnetmodel"}) {
            touch(root.resolve(f), old);
        }
        Path source = root.resolve("bundles/b/src/A.java");
        touch(source, old);
        return source;
    }

    private static void touch(Path file, Instant when) throws IOException {
        Files.createDirectories(file.getParent());
        if (!Files.exists(file)) {
            Files.writeString(file, "x");
        }
        Files.setLastModifiedTime(file, FileTime.from(when));
    }
}
