package org.lnetscope.vmcore.crash;

import java.util.List;
import java.util.OptionalLong;

import org.lnetscope.model.nid.Nid;

/**
 * Reads a NID member of a dump into the model's {@link Nid}, whichever layout printed it
 * (lnet-types.h: lnet_nid_t in 2.12, struct lnet_nid in master): 2.12's {@code lnet_nid_t} is a u64 crash prints in decimal; master's
 * {@code struct lnet_nid {nid_size, nid_type, nid_num, nid_addr[4]}} is a nested dump whose
 * big-endian fields gdb prints byte-swapped, which {@link Nid#fromStructLnetNid} undoes.
 */
public final class CrashNid {

    private CrashNid() {
    }

    /**
     * The NID at {@code path}, or null when it is absent, cut short or not a number. A master
     * {@code struct lnet_nid} is read whole: {@code nid_size} 0 needs {@code nid_addr[0]}, a
     * large-address NID ({@code nid_size} 12, e.g. IPv6) all four words, since reading only the
     * first word of a 16-byte address would name a different, real-looking node; any other
     * {@code nid_size} gives null.
     */
    public static Nid of(CrashStruct owner, String path) {
        if (owner == null) {
            return null;
        }
        CrashStruct s = owner.struct(path);
        if (s == null) {
            OptionalLong v = owner.number(path);
            return v.isPresent() ? Nid.fromLnetNidT(v.getAsLong()) : null;
        }
        OptionalLong size = s.number("nid_size");
        OptionalLong type = s.number("nid_type");
        OptionalLong num = s.number("nid_num");
        CrashStruct addr = s.struct("nid_addr");
        List<String> words = addr == null ? List.of() : addr.elementTexts();
        long nidSize = size.orElse(0);
        int needed = nidSize == 0 ? 1 : 4;
        if (type.isEmpty() || num.isEmpty() || nidSize < 0 || nidSize > 0xff || words.size() < needed) {
            return null;
        }
        long[] printed = new long[needed];
        for (int i = 0; i < needed; i++) {
            OptionalLong word = Scalars.number(words.get(i));
            if (word.isEmpty()) {
                return null;
            }
            printed[i] = word.getAsLong();
        }
        try {
            return Nid.fromStructLnetNid((int) nidSize, (int) type.getAsLong(), (int) num.getAsLong(), printed);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** Whether the member is master's {@code struct lnet_nid} rather than a 2.12 u64. */
    public static boolean isStruct(CrashStruct owner, String path) {
        return owner != null && owner.struct(path) != null;
    }
}
