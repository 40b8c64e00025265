package org.lnetscope.model.resource;

import java.io.EOFException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PushbackInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.DoubleConsumer;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.common.util.WrappedException;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.resource.impl.BinaryResourceImpl;
import org.eclipse.emf.ecore.util.InternalEList;
import org.lnetscope.model.LnetPackage;

/**
 * A .lnetmodelb file. Saves write LNet Scope's own binary format 2.0 (docs/model-format.md,
 * "Binary files": {@link ModelbWriter}, {@link ModelbReader}); loads also read format 1, EMF's
 * binary serialization (its versions 1.0 and 1.1), which every .lnetmodelb file written before
 * was and which {@link #OPTION_EMF_BINARY} still writes. The first eight bytes tell them apart.
 *
 * <p>Why a format of our own: with EMF's, saving the seed incident's OOM state took 6 s, nearly
 * all of it EMF's per-feature loop and the map that numbers objects (docs/benchmarks.md, "Model
 * files"). Format 2.0 is driven by the same metamodel, worked out once per class
 * ({@link ClassLayout}), numbers objects inside them, and checks every length against the file.
 *
 * <p>EMF writes a referenced object inline the first time it meets it, so a format 1 save or load
 * of a fabric whose messages and peer NIs refer to each other recurses about as deep as the longest
 * reference chain; both run on a thread with a large stack (reserved, not committed, until that
 * depth is reached). Format 2.0 writes references after the whole containment tree and needs no
 * such thread. Format 1 saves use version 1.1 with tabulated strings and numeric enums.
 *
 * <p>Loads are all-or-nothing, failures name the byte offset, and saves are atomic for local files.
 */
public class LnetBinaryResource extends BinaryResourceImpl {

    /** 1 GiB, enough for chains of several million objects. */
    static final long STACK_BYTES = 1L << 30;

    /** EMF's byte-wise reads and writes go through this array instead of one stream call per byte. */
    static final int INTERNAL_BUFFER_BYTES = 1 << 16;

    /**
     * Save option: write format 1 (EMF's binary serialization, version 1.1), which LNet Scope
     * builds before format 2.0 read, instead of format 2.0.
     */
    public static final String OPTION_EMF_BINARY = "org.lnetscope.model.lnetmodelb.emfBinary";

    /** Told how much of a format 2.0 file is decoded (the whole file is read first, then decoded), or null. */
    private DoubleConsumer decodeProgress;

    /** For a window's progress bar: {@code progress} is told the fraction decoded of a format 2.0 file. */
    public void setDecodeProgress(DoubleConsumer progress) {
        this.decodeProgress = progress;
    }

    public LnetBinaryResource(URI uri) {
        super(uri);
        // For format 1 (OPTION_EMF_BINARY): version 1.1 records the styles in the file, so files
        // written with other options (or by older LNet Scope builds, version 1.0) still load.
        defaultSaveOptions = new HashMap<>();
        defaultSaveOptions.put(OPTION_VERSION, BinaryIO.Version.VERSION_1_1);
        // Strings, NIDs included, written once and then referred to by number: most NIDs in a
        // fabric are the same few thousand, repeated on every message.
        defaultSaveOptions.put(OPTION_STYLE_DATA_CONVERTER, Boolean.TRUE);
        // Enum values as their number, not their literal looked up by name on load.
        defaultSaveOptions.put(OPTION_STYLE_BINARY_ENUMERATOR, Boolean.TRUE);
        defaultSaveOptions.put(OPTION_INTERNAL_BUFFER_CAPACITY, INTERNAL_BUFFER_BYTES);
        defaultLoadOptions = new HashMap<>();
        defaultLoadOptions.put(OPTION_INTERNAL_BUFFER_CAPACITY, INTERNAL_BUFFER_BYTES);
    }

    @Override
    public void load(Map<?, ?> options) throws IOException {
        AllOrNothing.load(this, () -> super.load(options));
    }

    @Override
    protected void doLoad(InputStream inputStream, Map<?, ?> options) throws IOException {
        PushbackInputStream head = new PushbackInputStream(inputStream, ModelbFormat.MAGIC.length);
        byte[] first = head.readNBytes(ModelbFormat.MAGIC.length);
        if (ModelbFormat.startsWith(first, first.length, ModelbFormat.MAGIC)) {
            loadFormat2(first, head);
            return;
        }
        if (!ModelbFormat.startsWith(first, first.length, ModelbFormat.EMF_SIGNATURE)) {
            if (first.length == 0) {
                throw new BinaryFormatException(0, new IOException("empty file"));
            }
            if (first.length < ModelbFormat.MAGIC.length
                    && (Arrays.equals(first, Arrays.copyOf(ModelbFormat.MAGIC, first.length))
                            || Arrays.equals(first, Arrays.copyOf(ModelbFormat.EMF_SIGNATURE, first.length)))) {
                throw new BinaryFormatException(first.length,
                        new IOException("truncated: the file ends after " + first.length + " bytes, inside its signature"));
            }
            throw new BinaryFormatException(0,
                    new IOException("not a .lnetmodelb file (it starts with neither LNet Scope's nor EMF's signature)"));
        }
        head.unread(first);
        CountingInputStream counting = new CountingInputStream(head);
        try {
            AllOrNothing.clearOnFailure(this,
                    () -> BigStack.run("lnetmodelb-load", () -> super.doLoad(counting, options)));
        } catch (IOException e) {
            throw new BinaryFormatException(counting.count, e);
        } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
            // EMF's binary reader trusts the file: a damaged one ends in an NPE ("segment" is null),
            // an index out of bounds, a value its data type cannot parse, or a count so large that
            // the array for it cannot be made. Each is said as what it means at the offset reached.
            throw new BinaryFormatException(counting.count, new IOException(meaning(e), e));
        }
    }

    /** Format 2.0: the whole file in memory (the model it holds takes several times more), then decoded. */
    private void loadFormat2(byte[] first, InputStream rest) throws IOException {
        long size = -1;
        Path file = AtomicFileSave.targetFile(this);
        if (file != null) {
            try {
                size = Files.size(file);
            } catch (IOException e) {
                // not readable as a file: read the stream to its end instead
            }
        }
        byte[] data;
        int length;
        if (size >= first.length && size < Integer.MAX_VALUE - 16) {
            // one extra byte shows a file that grew while it was read
            data = Arrays.copyOf(first, (int) size + 1);
            length = first.length + rest.readNBytes(data, first.length, data.length - first.length);
            if (length == data.length) {
                byte[] more = rest.readAllBytes();
                data = Arrays.copyOf(data, length + more.length);
                System.arraycopy(more, 0, data, length, more.length);
                length = data.length;
            }
        } else {
            byte[] more = rest.readAllBytes();
            data = Arrays.copyOf(first, first.length + more.length);
            System.arraycopy(more, 0, data, first.length, more.length);
            length = data.length;
        }
        EPackage.Registry packages = getResourceSet() != null ? getResourceSet().getPackageRegistry()
                : EPackage.Registry.INSTANCE;
        List<EObject> roots;
        try {
            roots = ModelbReader.read(data, length, packages, decodeProgress);
        } catch (ModelbInput.Damaged e) {
            throw new BinaryFormatException(e.offset, e);
        }
        AllOrNothing.clearOnFailure(this, () -> ((InternalEList<EObject>) getContents()).addAllUnique(roots));
    }

    /** What a runtime failure inside EMF's binary reader says about the file. */
    static String meaning(Throwable e) {
        if (e instanceof WrappedException w && w.exception() instanceof IOException io) {
            // EMF resolving a reference into another file, refused by OneFileConverter or not found
            return "damaged: it " + (io.getMessage() != null && io.getMessage().startsWith("refers to another file")
                    ? io.getMessage() : "refers to another file, which cannot be read");
        }
        if (e instanceof IndexOutOfBoundsException) {
            // the index and the table size mean nothing to a user ("Index 319 out of bounds for length 21"): the offset says where
            return "damaged or not a .lnetmodelb file: a reference to an object, class or feature that was never defined";
        }
        if (e instanceof NullPointerException) {
            return "damaged or not a .lnetmodelb file: a name, URI or type is missing where one is required";
        }
        if (e instanceof DateTimeParseException p) {
            return "a time value does not parse: \"" + clip(p.getParsedString()) + "\"";
        }
        if (e instanceof ArrayStoreException || e instanceof ClassCastException) {
            return "damaged or not a .lnetmodelb file: an object of the wrong class where another is expected";
        }
        if (e instanceof IllegalArgumentException) {
            return "a value does not fit its attribute: " + clip(String.valueOf(e.getMessage()));
        }
        if (e instanceof OutOfMemoryError || e instanceof NegativeArraySizeException) {
            return "damaged: a length or count is far larger than the file";
        }
        if (e instanceof StackOverflowError) {
            return "damaged: objects nested deeper than any fabric";
        }
        return "damaged or not a .lnetmodelb file" + (e.getMessage() == null ? "" : " (" + clip(e.getMessage()) + ")");
    }

    private static String clip(String text) {
        return text.length() <= 200 ? text : text.substring(0, 200) + "...";
    }

    /**
     * EMF's reader trusts every length and count in the file: 8 KB claiming a 2^30-character
     * string made it allocate 2 GB before it found the end of the stream (ModelLoaderFuzzTest).
     * Every compressed int EMF reads is an id into a table read so far, a list size or a string
     * length, so none can exceed the file's size; a larger one is damage, said before allocating.
     */
    @Override
    protected EObjectInputStream createEObjectInputStream(InputStream inputStream, Map<?, ?> options) throws IOException {
        long size = Long.MAX_VALUE;
        Path file = AtomicFileSave.targetFile(this);
        if (file != null) {
            try {
                size = Files.size(file);
            } catch (IOException e) {
                // not readable as a file: no bound beyond EMF's own
            }
        }
        long limit = size;
        return new EObjectInputStream(inputStream, options) {
            @Override
            public int readCompressedInt() throws IOException {
                int value = super.readCompressedInt();
                if (value > limit) {
                    throw new IOException("a count, length or id of " + value + " in a file of " + limit + " bytes");
                }
                return value;
            }
        };
    }

    /**
     * EMF numbers each object it writes through {@code eObjectIDMap}, a {@code HashMap} grown from
     * 16 entries: one put and at least one get per object, a chain of dependent loads per lookup
     * (table, node, key) and a rehash at every doubling. That was about half of the save of the
     * seed's OOM state (JFR: {@code HashMap.getNode}, {@code resize}, {@code putVal}). EMF objects
     * keep {@code Object}'s identity equality, so an {@link IdentityHashMap} gives the same ids in
     * the same order (the same bytes) with keys and values side by side in one array.
     */
    @Override
    protected EObjectOutputStream createEObjectOutputStream(OutputStream outputStream, Map<?, ?> options)
            throws IOException {
        // what BinaryResourceImpl.createEObjectOutputStream makes, with the other map
        return new EObjectOutputStream(outputStream, options) {
            {
                eObjectIDMap = new IdentityHashMap<>(1 << 16);
            }
        };
    }

    @Override
    protected void doSave(OutputStream outputStream, Map<?, ?> options) throws IOException {
        if (options != null && Boolean.TRUE.equals(options.get(OPTION_EMF_BINARY))) {
            BigStack.run("lnetmodelb-save", () -> super.doSave(outputStream, options));
            return;
        }
        EPackage ePackage = getContents().isEmpty() ? LnetPackage.eINSTANCE : getContents().get(0).eClass().getEPackage();
        ModelbWriter.write(ePackage, getContents(), outputStream);
    }

    @Override
    public void save(Map<?, ?> options) throws IOException {
        Path target = AtomicFileSave.targetFile(this);
        if (target == null) {
            super.save(options);
            return;
        }
        AtomicFileSave.write(target, out -> super.save(out, options));
        setModified(false);
    }

    /** A binary file that could not be read, with how far reading got. */
    public static final class BinaryFormatException extends IOException {
        private static final long serialVersionUID = 1L;
        private final long offset;

        BinaryFormatException(long offset, IOException cause) {
            // EMF reads ahead through its buffer: the fault is at or before this offset
            super("offset " + offset + ": " + describe(cause), cause);
            this.offset = offset;
        }

        /** Bytes consumed from the file when reading failed (EMF reads ahead, so the fault is at or before). */
        public long offset() {
            return offset;
        }

        private static String describe(IOException cause) {
            if (cause instanceof EOFException) {
                return "unexpected end of file (truncated?)";
            }
            return cause.getMessage() != null ? cause.getMessage() : cause.getClass().getSimpleName();
        }
    }

    private static final class CountingInputStream extends FilterInputStream {
        long count;

        CountingInputStream(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                count++;
            }
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            if (n > 0) {
                count += n;
            }
            return n;
        }

        @Override
        public long skip(long n) throws IOException {
            long skipped = super.skip(n);
            count += skipped;
            return skipped;
        }
    }
}
