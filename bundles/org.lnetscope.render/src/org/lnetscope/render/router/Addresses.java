package org.lnetscope.render.router;

/** Kernel addresses as crash prints them. */
public final class Addresses {

    private Addresses() {
    }

    public static String hex(long address) {
        return "0x" + Long.toHexString(address);
    }

    /** The last digits, enough to tell conns of one slab apart on a small box. */
    public static String shortHex(long address) {
        String hex = Long.toHexString(address);
        return "…" + hex.substring(Math.max(0, hex.length() - 6));
    }
}
