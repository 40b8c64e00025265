package org.lnetscope.cli.model;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.lnetscope.cli.UsageException;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.resource.FileKind;
import org.lnetscope.model.resource.LnetBinaryResourceFactory;
import org.lnetscope.model.resource.LnetLoadException;
import org.lnetscope.model.resource.LnetResourceFactory;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.model.resource.PlainWords;

/**
 * What the model commands share: argument checks and loading with a one-line error.
 *
 * <p>The CLI is a plain Java main without OSGi, so nothing has read plugin.xml: every load goes
 * through {@link LnetResources}, which registers the package and both file formats itself.
 */
final class ModelFiles {

    static final String EXTENSIONS = "." + LnetResourceFactory.EXTENSION + " or ." + LnetBinaryResourceFactory.EXTENSION;

    private ModelFiles() {
    }

    /** A bad file, already said as {@code file:line:column: reason} in one line. */
    static final class BadFile extends Exception {
        private static final long serialVersionUID = 1L;

        BadFile(String message) {
            super(oneLine(message));
        }
    }

    static List<Path> paths(List<String> args, int count) throws UsageException {
        if (args.size() != count) {
            throw new UsageException("expected " + count + (count == 1 ? " file" : " files") + ", got " + args.size());
        }
        List<Path> paths = args.stream().map(Path::of).toList();
        for (Path path : paths) {
            requireModelExtension(path);
        }
        return paths;
    }

    static void requireModelExtension(Path path) throws UsageException {
        if (FileKind.of(path) != FileKind.MODEL) {
            throw new UsageException(path + ": not a model file (expected " + EXTENSIONS + ")");
        }
    }

    static Fabric load(Path file) throws BadFile {
        if (!Files.isRegularFile(file)) {
            throw new BadFile(file + ": " + (Files.exists(file) ? "not a regular file" : "no such file"));
        }
        try {
            return LnetResources.load(file);
        } catch (LnetLoadException e) {
            throw new BadFile(e.getMessage());
        } catch (RuntimeException e) {
            // A parser failure that is not an I/O error: still name the file, never a stack trace.
            throw new BadFile(file + ": " + describe(e));
        }
    }

    static int objectCount(Fabric fabric) {
        int count = 1;
        for (var it = fabric.eAllContents(); it.hasNext(); it.next()) {
            count++;
        }
        return count;
    }

    static String describe(Throwable e) {
        return PlainWords.plain(e.getMessage() != null ? e.getMessage() : e.getClass().getName());
    }

    /** XML parser messages can span lines; a script reading stderr expects one line per error. */
    static String oneLine(String message) {
        return message.replaceAll("\\s*\\R\\s*", " ").strip();
    }
}
