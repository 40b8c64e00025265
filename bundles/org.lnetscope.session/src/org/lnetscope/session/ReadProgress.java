package org.lnetscope.session;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.DoubleConsumer;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.FileURIHandlerImpl;
import org.lnetscope.model.resource.LnetResources;

/**
 * A resource set of {@link LnetResources} whose file streams count the bytes read, so that a
 * model's load reports how far it is (a 117 MB model takes seconds). The set's own URI converter
 * stays, with its one-file rule; only the handler that opens files is put in front of it.
 */
final class ReadProgress {

    private ReadProgress() {
    }

    static ResourceSet resourceSet(Path file, DoubleConsumer progress) {
        ResourceSet set = LnetResources.newResourceSet();
        long size;
        try {
            size = Math.max(1, Files.size(file));
        } catch (IOException e) {
            // the load reports the file's problem itself, by name; no progress meanwhile
            return set;
        }
        // A format 2.0 .lnetmodelb is read whole, then decoded: reading is the first half of the
        // bar, decoding (LnetResources.OPTION_DECODE_PROGRESS) the second.
        boolean decoded = LnetResources.isModelbFormat2(file);
        DoubleConsumer reading = decoded ? f -> progress.accept(f / 2) : progress;
        if (decoded) {
            set.getLoadOptions().put(LnetResources.OPTION_DECODE_PROGRESS, (DoubleConsumer) f -> progress.accept(0.5 + f / 2));
        }
        set.getURIConverter().getURIHandlers().add(0, new FileURIHandlerImpl() {
            @Override
            public InputStream createInputStream(URI uri, Map<?, ?> options) throws IOException {
                return new Counting(super.createInputStream(uri, options), size, reading);
            }
        });
        return set;
    }

    /** Reports the fraction read at most once per percent, so the window is not flooded. */
    private static final class Counting extends FilterInputStream {
        private final long size;
        private final DoubleConsumer progress;
        private long read;
        private long reported = -1;

        Counting(InputStream in, long size, DoubleConsumer progress) {
            super(in);
            this.size = size;
            this.progress = progress;
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                advance(1);
            }
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            if (n > 0) {
                advance(n);
            }
            return n;
        }

        @Override
        public long skip(long n) throws IOException {
            long skipped = super.skip(n);
            advance(skipped);
            return skipped;
        }

        private void advance(long n) {
            read += n;
            long percent = Math.min(100, read * 100 / size);
            if (percent != reported) {
                reported = percent;
                progress.accept(percent / 100.0);
            }
        }
    }
}
