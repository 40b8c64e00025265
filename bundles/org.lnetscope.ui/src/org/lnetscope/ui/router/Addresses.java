package org.lnetscope.ui.router;

/** Kernel addresses as crash prints them. */
final class Addresses {

    private Addresses() {
    }

    static String hex(long address) {
        return "0x" + Long.toHexString(address);
    }

    /** The last digits, enough to tell conns of one slab apart on a small box. */
    static String shortHex(long address) {
        String hex = Long.toHexString(address);
        return "…" + hex.substring(Math.max(0, hex.length() - 6));
    }
}
