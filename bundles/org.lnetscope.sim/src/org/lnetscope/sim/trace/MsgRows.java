package org.lnetscope.sim.trace;

import java.util.Arrays;

/**
 * What the trace holds for each lnet_msg the recorder listed, in flat columns by trace id: the
 * values its CREATE wrote (address, type, NIDs as pool indices, length) and the flags and links
 * told since ({@code TracedMsg} keeps the same told values beside the message for the steps'
 * compares). A checkpoint encodes the objects in id order, so it reads these columns front to
 * back: from the lnet_msgs and their TracedMsgs it missed the cache once or twice per listed
 * message, 2 M of them at the full seed's OOM, in each of 121 checkpoints (docs/benchmarks.md,
 * helper t47). Ids of messages the recorder did not create (the initial state's) have no row here.
 */
final class MsgRows {

    static final int FLAGS = 0;
    static final int RX_PEER = 1;
    static final int TX_PEER = 2;
    static final int KIB_RX = 3;
    private static final int SRC = 4;
    private static final int DEST = 5;
    private static final int LEN = 6;
    /** The type + 1; 0: no row for this id. */
    private static final int TYPE = 7;
    private static final int STRIDE = 8;

    private int[] ints = new int[0];
    private long[] address = new long[0];

    /** A message made at {@code id}: its fixed values, no flag set, no links. */
    void created(int id, long msgAddress, int type, int srcPool, int destPool, int len) {
        if (id >= address.length) {
            int room = Math.max(id + 1, address.length + (address.length >> 1) + 1024);
            address = Arrays.copyOf(address, room);
            ints = Arrays.copyOf(ints, room * STRIDE);
        }
        int at = id * STRIDE;
        address[id] = msgAddress;
        ints[at + FLAGS] = 0;
        ints[at + RX_PEER] = -1;
        ints[at + TX_PEER] = -1;
        ints[at + KIB_RX] = -1;
        ints[at + SRC] = srcPool;
        ints[at + DEST] = destPool;
        ints[at + LEN] = len;
        ints[at + TYPE] = type + 1;
    }

    boolean holds(int id) {
        return id < address.length && ints[id * STRIDE + TYPE] != 0;
    }

    /** A told value ({@link #FLAGS} as the mask, a link as a trace id) of a message with a row here. */
    void told(int id, int what, int value) {
        if (holds(id)) {
            ints[id * STRIDE + what] = value;
        }
    }

    /** The message at {@code id} is deleted (the id may come back as anything). */
    void deleted(int id) {
        if (id < address.length) {
            ints[id * STRIDE + TYPE] = 0;
        }
    }

    /** Its row in the trace's value slots. */
    void row(int id, TraceSlots s, long[] row) {
        int at = id * STRIDE;
        row[s.msgAddress] = address[id];
        row[s.msgType] = ints[at + TYPE] - 1;
        row[s.msgSrc] = ints[at + SRC];
        row[s.msgDest] = ints[at + DEST];
        row[s.msgLength] = ints[at + LEN];
        int flags = ints[at + FLAGS];
        for (int i = 0; i < s.msgFlags.length; i++) {
            row[s.msgFlags[i]] = (flags >>> i) & 1;
        }
        row[s.msgRxPeer] = ints[at + RX_PEER];
        row[s.msgTxPeer] = ints[at + TX_PEER];
        row[s.msgKibRx] = ints[at + KIB_RX];
    }
}
