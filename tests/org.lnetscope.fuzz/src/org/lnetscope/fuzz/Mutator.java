package org.lnetscope.fuzz;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Seeded mutations of valid inputs, the way a hostile tester makes them: bytes flipped, counts and
 * lengths set to 2^31-1, ranges cut out or repeated, files truncated; for text, numbers swapped
 * for -1, 0, 2^63-1 or 10^20, lines deleted, repeated or made a megabyte long. The same seed gives
 * the same mutations, so a failure is reproduced by its seed and run number.
 */
public final class Mutator {

    private static final long[] INTERESTING = {0, 1, -1, 0x7F, 0x80, 0xFF, 0x7FFF, 0xFFFF, Integer.MAX_VALUE,
            Integer.MIN_VALUE, 0xFFFFFFFFL, Long.MAX_VALUE, Long.MIN_VALUE};
    private static final String[] NUMBERS = {"0", "-1", "-5", "1", "2147483647", "2147483648", "-2147483649",
            "9223372036854775807", "9223372036854775808", "99999999999999999999", "1e308", "-1e308", "NaN", "Infinity",
            "0x7fffffff", "4294967295", "18446744073709551615", "1.5", "00", "0.0000001"};

    private final Random random;

    public Mutator(long seed) {
        this.random = new Random(seed);
    }

    public Random random() {
        return random;
    }

    /** One to four byte-level mutations of {@code input} (which is not changed). */
    public byte[] mutate(byte[] input, List<byte[]> corpus) {
        byte[] out = input;
        int rounds = 1 + random.nextInt(4);
        for (int r = 0; r < rounds; r++) {
            out = mutateOnce(out, corpus);
        }
        return out;
    }

    private byte[] mutateOnce(byte[] in, List<byte[]> corpus) {
        if (in.length == 0) {
            return randomBytes(1 + random.nextInt(16));
        }
        int at = random.nextInt(in.length);
        switch (random.nextInt(10)) {
            case 0 -> {
                byte[] out = in.clone();
                out[at] ^= (byte) (1 << random.nextInt(8));
                return out;
            }
            case 1 -> {
                byte[] out = in.clone();
                out[at] = (byte) INTERESTING[random.nextInt(INTERESTING.length)];
                return out;
            }
            case 2 -> {
                // a varint of 2^31-1 or 2^63-1: the count or length a damaged file claims
                byte[] v = random.nextBoolean() ? new byte[] {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x07}
                        : new byte[] {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF,
                                (byte) 0xFF, (byte) 0xFF, 0x7F};
                return splice(in, at, random.nextInt(3), v);
            }
            case 3 -> {
                // a 4- or 8-byte big-endian integer overwritten
                byte[] out = in.clone();
                long value = INTERESTING[random.nextInt(INTERESTING.length)];
                int width = random.nextBoolean() ? 4 : 8;
                for (int i = 0; i < width && at + i < out.length; i++) {
                    out[at + i] = (byte) (value >>> (8 * (width - 1 - i)));
                }
                return out;
            }
            case 4 -> {
                int length = Math.min(in.length - at, 1 + random.nextInt(64));
                return splice(in, at, length, new byte[0]);
            }
            case 5 -> {
                int length = Math.min(in.length - at, 1 + random.nextInt(64));
                byte[] piece = Arrays.copyOfRange(in, at, at + length);
                return splice(in, at, 0, repeat(piece, 1 + random.nextInt(8)));
            }
            case 6 -> {
                return Arrays.copyOf(in, at);
            }
            case 7 -> {
                return splice(in, at, 0, randomBytes(1 + random.nextInt(32)));
            }
            case 8 -> {
                if (corpus.isEmpty()) {
                    return in;
                }
                byte[] other = corpus.get(random.nextInt(corpus.size()));
                if (other.length == 0) {
                    return in;
                }
                int from = random.nextInt(other.length);
                int length = Math.min(other.length - from, 1 + random.nextInt(256));
                return splice(in, at, random.nextInt(Math.min(64, in.length - at) + 1), Arrays.copyOfRange(other, from, from + length));
            }
            default -> {
                byte[] out = in.clone();
                for (int i = 0; i < 8; i++) {
                    out[random.nextInt(out.length)] = (byte) random.nextInt(256);
                }
                return out;
            }
        }
    }

    /** One to three line- and token-level mutations of a text input. */
    public String mutateText(String input, List<String> dictionary) {
        List<String> lines = new ArrayList<>(Arrays.asList(input.split("\n", -1)));
        int rounds = 1 + random.nextInt(3);
        for (int r = 0; r < rounds; r++) {
            mutateLines(lines, dictionary);
        }
        return String.join("\n", lines);
    }

    private void mutateLines(List<String> lines, List<String> dictionary) {
        if (lines.isEmpty()) {
            lines.add(NUMBERS[random.nextInt(NUMBERS.length)]);
            return;
        }
        int i = random.nextInt(lines.size());
        String line = lines.get(i);
        switch (random.nextInt(9)) {
            case 0, 1 -> lines.set(i, replaceNumber(line));
            case 2 -> lines.remove(i);
            case 3 -> {
                int copies = random.nextInt(4) == 0 ? 1 + random.nextInt(200) : 1;
                for (int c = 0; c < copies; c++) {
                    lines.add(i, line);
                }
            }
            case 4 -> {
                int j = random.nextInt(lines.size());
                lines.set(i, lines.get(j));
                lines.set(j, line);
            }
            case 5 -> lines.set(i, line.substring(0, random.nextInt(line.length() + 1)));
            case 6 -> {
                if (!dictionary.isEmpty()) {
                    String word = dictionary.get(random.nextInt(dictionary.size()));
                    int at = random.nextInt(line.length() + 1);
                    lines.set(i, line.substring(0, at) + word + line.substring(at));
                }
            }
            case 7 -> {
                // a long line: the error that quotes it must not quote it whole
                lines.set(i, line + "x".repeat(random.nextInt(4) == 0 ? 1 << 16 : 1 + random.nextInt(512)));
            }
            default -> {
                StringBuilder b = new StringBuilder(line);
                int at = random.nextInt(b.length() + 1);
                String junk = new String(randomBytes(1 + random.nextInt(8)), StandardCharsets.ISO_8859_1);
                b.insert(at, junk);
                lines.set(i, b.toString());
            }
        }
    }

    /** Replaces one run of digits (or adds one at the end) with an absurd number. */
    private String replaceNumber(String line) {
        List<int[]> runs = new ArrayList<>();
        for (int i = 0; i < line.length(); i++) {
            if (Character.isDigit(line.charAt(i))) {
                int start = i;
                while (i < line.length() && (Character.isDigit(line.charAt(i)) || line.charAt(i) == '.')) {
                    i++;
                }
                runs.add(new int[] {start, i});
            }
        }
        String number = NUMBERS[random.nextInt(NUMBERS.length)];
        if (runs.isEmpty()) {
            return line + " " + number;
        }
        int[] run = runs.get(random.nextInt(runs.size()));
        return line.substring(0, run[0]) + number + line.substring(run[1]);
    }

    private byte[] randomBytes(int n) {
        byte[] b = new byte[n];
        random.nextBytes(b);
        return b;
    }

    private static byte[] repeat(byte[] piece, int times) {
        byte[] out = new byte[piece.length * times];
        for (int i = 0; i < times; i++) {
            System.arraycopy(piece, 0, out, i * piece.length, piece.length);
        }
        return out;
    }

    private static byte[] splice(byte[] in, int at, int remove, byte[] insert) {
        int cut = Math.min(remove, in.length - at);
        byte[] out = new byte[in.length - cut + insert.length];
        System.arraycopy(in, 0, out, 0, at);
        System.arraycopy(insert, 0, out, at, insert.length);
        System.arraycopy(in, at + cut, out, at + insert.length, in.length - at - cut);
        return out;
    }
}
