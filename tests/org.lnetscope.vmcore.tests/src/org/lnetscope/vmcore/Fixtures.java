package org.lnetscope.vmcore;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Objects;

import org.lnetscope.vmcore.crash.CrashNid;
import org.lnetscope.vmcore.crash.CrashStruct;

/** The committed hand-checked extracts under {@code fixtures/}, copied out of the test bundle. */
public final class Fixtures {

    public static final String SMALL_2_12 = "router-2.12-small.crash";
    public static final String MASTER_CRLF = "router-master-crlf.crash";

    private Fixtures() {
    }

    public static Path copy(String name, Path dir) {
        try (InputStream in = Fixtures.class.getResourceAsStream("/fixtures/" + name)) {
            if (in == null) {
                throw new IllegalStateException("fixture not packaged: " + name);
            }
            Path target = dir.resolve(name);
            Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
            return target;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The text of a NID member as LNet prints it, or null when {@link CrashNid} cannot read it. */
    public static String nid(CrashStruct owner, String path) {
        return Objects.toString(CrashNid.of(owner, path), null);
    }
}
