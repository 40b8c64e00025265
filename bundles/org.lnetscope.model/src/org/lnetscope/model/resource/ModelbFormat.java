package org.lnetscope.model.resource;

import java.nio.charset.StandardCharsets;

/**
 * Constants of the {@code .lnetmodelb} format 2.0, LNet Scope's own binary form of a fabric
 * (docs/model-format.md, ".lnetmodelb (binary)"). Format 1 is EMF's binary serialization (EMF's versions
 * 1.0 and 1.1), which {@link LnetBinaryResource} still reads: the two are told apart by their
 * first eight bytes.
 */
final class ModelbFormat {

    /** PNG-style: high bit set, a name, CR LF, Ctrl-Z, so that text tools and transfers show damage. */
    static final byte[] MAGIC = {(byte) 0x89, 'L', 'N', 'M', 'B', '\r', '\n', 0x1A};

    /** The first eight bytes of an EMF binary resource (format 1). */
    static final byte[] EMF_SIGNATURE = {(byte) 0x89, 'e', 'm', 'f', '\n', '\r', 0x1A, '\n'};

    static final int MAJOR = 2;
    static final int MINOR = 0;

    /** Magic, major (u16), minor (u16), whole file length (u64): big-endian. */
    static final int HEADER_BYTES = MAGIC.length + 2 + 2 + 8;

    /** CRC-32C of every byte before it. */
    static final int TRAILER_BYTES = 4;

    /** Feature kinds, as written in the class table. {@link #MANY} is or-ed in for lists. */
    static final int INT = 1;
    static final int LONG = 2;
    static final int BOOLEAN = 3;
    static final int STRING = 4;
    static final int ENUM = 5;
    /** Any other data type (NID, Instant...): its text form, tabulated. */
    static final int VALUE = 6;
    /**
     * A boolean that is not unsettable: set means "not its default", so it has no value bytes; the
     * class table gives the default after the kind.
     */
    static final int FLAG = 7;
    static final int CONTAINMENT = 16;
    static final int REFERENCE = 17;
    static final int MANY = 0x80;

    /** No LNet model nests containment this deep; a file that does is damaged. */
    static final int MAX_DEPTH = 64;

    private ModelbFormat() {
    }

    static boolean startsWith(byte[] head, int length, byte[] magic) {
        if (length < magic.length) {
            return false;
        }
        for (int i = 0; i < magic.length; i++) {
            if (head[i] != magic[i]) {
                return false;
            }
        }
        return true;
    }

    static String kindName(int kind) {
        String base = switch (kind & ~MANY) {
            case INT -> "int";
            case LONG -> "long";
            case BOOLEAN -> "boolean";
            case STRING -> "string";
            case ENUM -> "enum";
            case VALUE -> "value";
            case FLAG -> "flag";
            case CONTAINMENT -> "containment";
            case REFERENCE -> "reference";
            default -> "kind " + (kind & ~MANY);
        };
        return (kind & MANY) != 0 ? "list of " + base : base;
    }

    static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
