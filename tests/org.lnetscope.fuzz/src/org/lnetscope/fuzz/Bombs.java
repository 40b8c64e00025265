package org.lnetscope.fuzz;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.GZIPOutputStream;

/**
 * Compression and count bombs for the fuzz corpus (issue 30, §5: memory follows the bytes of the
 * input, not what it inflates to or claims): a few KB of gzip or deflate that inflate to tens of
 * MB of one repeated piece of a real input, and varint counts. Every format that accepts gzip
 * (crash logs) or deflated binary (trace chunks) or binary counts (.lnetmodelb, trace) gets its
 * fuzz test fed with these besides the mutations of {@link Mutator}. The repeated bytes are
 * streamed into the compressor, never held inflated.
 */
public final class Bombs {

    private Bombs() {
    }

    /** gzip of {@code head}, then {@code unit} {@code times} times, then {@code tail}. */
    public static byte[] gzip(byte[] head, byte[] unit, long times, byte[] tail) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (OutputStream gz = new GZIPOutputStream(out, 1 << 16)) {
            write(gz, head, unit, times, tail);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /** zlib deflate (what a .lnettrace chunk stores) of {@code head}, then {@code unit} {@code times} times. */
    public static byte[] deflate(byte[] head, byte[] unit, long times) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION);
        try (OutputStream z = new DeflaterOutputStream(out, deflater, 1 << 16)) {
            write(z, head, unit, times, new byte[0]);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            deflater.end();
        }
        return out.toByteArray();
    }

    private static void write(OutputStream out, byte[] head, byte[] unit, long times, byte[] tail) throws IOException {
        out.write(head);
        if (unit.length > 0) {
            // a block of whole units at a time: the compressor sees the same bytes, faster
            int perBlock = (int) Math.max(1, Math.min(times, (1 << 16) / unit.length));
            byte[] block = new byte[perBlock * unit.length];
            for (int i = 0; i < perBlock; i++) {
                System.arraycopy(unit, 0, block, i * unit.length, unit.length);
            }
            long left = times;
            while (left > 0) {
                int n = (int) Math.min(left, perBlock);
                out.write(block, 0, n * unit.length);
                left -= n;
            }
        }
        out.write(tail);
    }

    /** A bomb made of a real input and what it would inflate to. */
    public record Bomb(byte[] bytes, long inflated) {
    }

    /**
     * A gzip bomb grown from {@code text}: a random slice of it (a line, a struct dump, a run of
     * lines) repeated until the whole inflates to about {@code maxInflated} bytes or a random
     * part of that, between the text before and after the slice; or one line of that length with
     * no newline; or the same bomb as a few concatenated gzip members (which gunzip reads as one).
     */
    public static Bomb gzipOf(Mutator m, byte[] text, long maxInflated) {
        long target = maxInflated / (1 + m.random().nextInt(8));
        int kind = m.random().nextInt(4);
        if (kind == 0) {
            byte[] one = {(byte) "x0 {=,\t".charAt(m.random().nextInt(7))};
            return new Bomb(gzip(prefixLines(m, text), one, target, new byte[0]), target);
        }
        int from = m.random().nextInt(Math.max(1, text.length));
        int length = 1 + m.random().nextInt(Math.max(1, Math.min(4096, text.length - from)));
        from = lineStart(text, from);
        length = Math.min(length, text.length - from);
        byte[] unit = java.util.Arrays.copyOfRange(text, from, from + Math.max(1, length));
        byte[] head = java.util.Arrays.copyOfRange(text, 0, from);
        byte[] tail = java.util.Arrays.copyOfRange(text, from, text.length);
        long times = Math.max(1, (target - text.length) / unit.length);
        if (kind == 1) {
            // concatenated members: a reader that stops at the first one misses the bomb, one that loops must bound it
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            int members = 2 + m.random().nextInt(6);
            out.writeBytes(gzip(head, new byte[0], 0, new byte[0]));
            for (int i = 0; i < members; i++) {
                out.writeBytes(gzip(new byte[0], unit, times / members, new byte[0]));
            }
            out.writeBytes(gzip(new byte[0], new byte[0], 0, tail));
            return new Bomb(out.toByteArray(), head.length + unit.length * (times / members) * members + tail.length);
        }
        return new Bomb(gzip(head, unit, times, tail), head.length + unit.length * times + tail.length);
    }

    private static byte[] prefixLines(Mutator m, byte[] text) {
        int cut = lineStart(text, m.random().nextInt(Math.max(1, text.length)));
        return java.util.Arrays.copyOf(text, cut);
    }

    private static int lineStart(byte[] text, int at) {
        int i = Math.min(at, text.length);
        while (i > 0 && text[i - 1] != '\n') {
            i--;
        }
        return i;
    }

    /** An unsigned LEB128 varint: what a binary format's count looks like. */
    public static byte[] varint(long value) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(10);
        long v = value;
        while ((v & ~0x7FL) != 0) {
            out.write((int) ((v & 0x7F) | 0x80));
            v >>>= 7;
        }
        out.write((int) v);
        return out.toByteArray();
    }

    /** A count worth claiming: around a power of two from 2^10 to 2^31, or 2^31-1, or 2^63-1. */
    public static long claim(Mutator m) {
        return switch (m.random().nextInt(6)) {
            case 0 -> Integer.MAX_VALUE;
            case 1 -> Long.MAX_VALUE;
            default -> (1L << (10 + m.random().nextInt(22))) + m.random().nextInt(3) - 1;
        };
    }
}
