package org.lnetscope.vmcore.crash;

import java.util.OptionalLong;

/**
 * Reads the {@code kmem -i} summary: pages per row ({@code TOTAL MEM}, {@code FREE}, {@code USED},
 * {@code SLAB}...). The page size is not printed on its own, so it is derived from the
 * {@code TOTAL MEM} row's size column (4 KiB on x86_64, 64 KiB on some aarch64/ppc64 kernels).
 */
public final class KmemInfo {

    private final CrashStruct table;
    private final long pageSize;

    private KmemInfo(CrashStruct table) {
        this.table = table;
        this.pageSize = derivePageSize();
    }

    /** The summary from a {@code kmem -i} struct, or null if it is something else. */
    public static KmemInfo of(CrashStruct struct) {
        return struct != null && "kmem -i".equals(struct.type()) ? new KmemInfo(struct) : null;
    }

    public long pageSize() {
        return pageSize;
    }

    /** Pages of a row, e.g. {@code pages("SLAB")}. */
    public OptionalLong pages(String row) {
        return table.number(row + ".pages");
    }

    public OptionalLong bytes(String row) {
        OptionalLong p = pages(row);
        return p.isPresent() ? OptionalLong.of(p.getAsLong() * pageSize) : OptionalLong.empty();
    }

    public OptionalLong totalBytes() {
        return bytes("TOTAL MEM");
    }

    public OptionalLong freeBytes() {
        return bytes("FREE");
    }

    public OptionalLong slabBytes() {
        return bytes("SLAB");
    }

    private long derivePageSize() {
        OptionalLong pages = pages("TOTAL MEM");
        double size = sizeOf(table.text("TOTAL MEM.total"));
        if (pages.isEmpty() || pages.getAsLong() == 0 || size <= 0) {
            return 4096;
        }
        double ratio = size / pages.getAsLong();
        long best = 4096;
        for (long candidate : new long[] {4096, 16384, 65536}) {
            if (Math.abs(Math.log(ratio / candidate)) < Math.abs(Math.log(ratio / (double) best))) {
                best = candidate;
            }
        }
        return best;
    }

    /** {@code 46.9 GB} in bytes (crash's units are powers of 1024). */
    static double sizeOf(String text) {
        if (text == null) {
            return -1;
        }
        String[] w = text.strip().split(" +");
        try {
            double v = Double.parseDouble(w[0]);
            String unit = w.length > 1 ? w[1] : "B";
            return switch (unit) {
                case "KB" -> v * 1024;
                case "MB" -> v * 1024 * 1024;
                case "GB" -> v * 1024 * 1024 * 1024;
                case "TB" -> v * 1024.0 * 1024 * 1024 * 1024;
                default -> v;
            };
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
