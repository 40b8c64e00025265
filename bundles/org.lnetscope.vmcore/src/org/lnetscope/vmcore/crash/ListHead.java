package org.lnetscope.vmcore.crash;

/**
 * A {@code struct list_head {next, prev}} (or {@code hlist_node {next, pprev}}) as dumped, with what
 * its two pointers say about the list: still linked, empty, or deleted ({@code list_del} poison).
 * The poisoned state is the one the incident hinges on: a {@code kib_conn} whose {@code ibc_list}
 * and {@code ibc_sched_list} are poisoned was removed by connd and the scheduler but never destroyed.
 */
public record ListHead(long next, long prev, State state, Poison poison) {

    public enum State {
        /** Points to other nodes. */
        LINKED,
        /** {@code 0x0}/{@code 0x0} (never initialised) or pointing to itself ({@code INIT_LIST_HEAD}). */
        EMPTY,
        /** At least one pointer holds a {@code LIST_POISON} value: the node was {@code list_del}eted. */
        POISONED,
        /** The dump did not contain the pointers. */
        UNKNOWN
    }

    /** The three {@code LIST_POISON1/2} generations of x86_64 kernels (LIST_POISON1/2 of include/linux/poison.h, as crash prints them in a freed list_head). */
    public enum Poison {
        NONE(0, 0, "-"),
        /** RHEL7 3.10 and other old-offset kernels. */
        OLD_OFFSETS(0xdead000000100100L, 0xdead000000200200L, "3.10-style 0xdead000000100100/200200"),
        /** 4.x/5.x, e.g. RHEL8 4.18. */
        V4(0xdead000000000100L, 0xdead000000000200L, "4.x/5.x 0xdead000000000100/200"),
        /** Recent mainline 6.x. */
        V6(0xdead000000000100L, 0xdead000000000122L, "6.x 0xdead000000000100/122");

        public final long poison1;
        public final long poison2;
        public final String label;

        Poison(long poison1, long poison2, String label) {
            this.poison1 = poison1;
            this.poison2 = poison2;
            this.label = label;
        }
    }

    /**
     * A struct at most this big is assumed when deciding whether a pointer into the owning struct is
     * the list head pointing at itself: crash does not print member offsets in a value dump, and the
     * LNet/o2iblnd structs holding lists ({@code lnet_peer_ni}, {@code kib_conn}) are well under it.
     */
    static final long SELF_WINDOW = 0x2000;

    private static final long UNSET = Long.MIN_VALUE + 17; // no kernel pointer has this value

    public static final ListHead MISSING = new ListHead(UNSET, UNSET, State.UNKNOWN, Poison.NONE);

    /**
     * Classifies two pointers. {@code owner} is the address of the struct that holds the head (0 if
     * unknown); with it a head whose next and prev both point inside the owner is recognised as empty.
     */
    public static ListHead classify(long next, long prev, long owner) {
        Poison poison = poisonOf(next, prev);
        if (poison != Poison.NONE) {
            return new ListHead(next, prev, State.POISONED, poison);
        }
        if (next == 0 && prev == 0) {
            return new ListHead(next, prev, State.EMPTY, Poison.NONE);
        }
        if (next == prev && owner != 0 && Long.compareUnsigned(next, owner) >= 0
                && Long.compareUnsigned(next - owner, SELF_WINDOW) < 0) {
            return new ListHead(next, prev, State.EMPTY, Poison.NONE);
        }
        return new ListHead(next, prev, State.LINKED, Poison.NONE);
    }

    /** Reads a dumped list head: {@code {next, prev}} or an hlist node {@code {next, pprev}}. */
    public static ListHead of(CrashStruct head, long owner) {
        if (head == null) {
            return MISSING;
        }
        var next = head.number("next");
        var prev = head.number("prev");
        if (prev.isEmpty()) {
            prev = head.number("pprev");
        }
        if (next.isEmpty() || prev.isEmpty()) {
            return MISSING;
        }
        return classify(next.getAsLong(), prev.getAsLong(), owner);
    }

    static Poison poisonOf(long next, long prev) {
        // 6.x and 4.x share POISON1, so prev decides; a half-poisoned head (hlist_del poisons next
        // then pprev) still counts, named after whichever generation matches best.
        for (Poison p : new Poison[] {Poison.OLD_OFFSETS, Poison.V6, Poison.V4}) {
            if (next == p.poison1 && prev == p.poison2) {
                return p;
            }
        }
        for (Poison p : new Poison[] {Poison.OLD_OFFSETS, Poison.V6, Poison.V4}) {
            if (next == p.poison1 || prev == p.poison2) {
                return p;
            }
        }
        return Poison.NONE;
    }

    public boolean isPoisoned() {
        return state == State.POISONED;
    }

    @Override
    public String toString() {
        if (state == State.UNKNOWN) {
            return "unknown";
        }
        String pair = "next=0x" + Long.toHexString(next) + " prev=0x" + Long.toHexString(prev);
        return state == State.POISONED ? "poisoned (" + poison.label + ") " + pair
                : state.name().toLowerCase() + " " + pair;
    }
}
