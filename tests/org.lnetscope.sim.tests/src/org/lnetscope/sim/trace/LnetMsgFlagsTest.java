package org.lnetscope.sim.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Predicate;

import org.eclipse.emf.ecore.EAttribute;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.LnetPackage.Literals;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.sim.lnet.LnetMsg;
import org.lnetscope.sim.world.SimNode;
import org.lnetscope.trace.TraceOptions;
import org.lnetscope.trace.TraceWriter;

/**
 * lnet_msg's thirteen flags share one short (LnetMsg#flags): setting or clearing one must leave the
 * other twelve as they were, as thirteen booleans did; and the recorder takes the twelve the trace
 * holds as one mask ({@link LnetMsg#tracedFlags()}), whose bit i it writes to TraceSlots.msgFlags[i]:
 * each flag's bit must be the slot of the trace attribute of the same name.
 */
class LnetMsgFlagsTest {

    /** A flag: the trace's attribute (null: not traced), its accessors. */
    private record Flag(String name, EAttribute attribute, Predicate<LnetMsg> get, BiConsumer<LnetMsg, Boolean> set) {
    }

    /** Listed here apart from LnetMsg's bit order and TraceSlots' order, by name. */
    private static final List<Flag> FLAGS = List.of(
            new Flag("txCommitted", Literals.MESSAGE__TX_COMMITTED, LnetMsg::txCommitted, LnetMsg::setTxCommitted),
            new Flag("rxCommitted", Literals.MESSAGE__RX_COMMITTED, LnetMsg::rxCommitted, LnetMsg::setRxCommitted),
            new Flag("txDelayed", Literals.MESSAGE__TX_DELAYED, LnetMsg::txDelayed, LnetMsg::setTxDelayed),
            new Flag("rxDelayed", Literals.MESSAGE__RX_DELAYED, LnetMsg::rxDelayed, LnetMsg::setRxDelayed),
            new Flag("rxReadyDelay", Literals.MESSAGE__RX_READY_DELAY, LnetMsg::rxReadyDelay, LnetMsg::setRxReadyDelay),
            new Flag("routing", Literals.MESSAGE__ROUTING, LnetMsg::routing, LnetMsg::setRouting),
            new Flag("sending", Literals.MESSAGE__SENDING, LnetMsg::sending, LnetMsg::setSending),
            new Flag("receiving", Literals.MESSAGE__RECEIVING, LnetMsg::receiving, LnetMsg::setReceiving),
            new Flag("txCredit", Literals.MESSAGE__TX_CREDIT, LnetMsg::txCredit, LnetMsg::setTxCredit),
            new Flag("peerTxCredit", Literals.MESSAGE__PEER_TX_CREDIT, LnetMsg::peerTxCredit, LnetMsg::setPeerTxCredit),
            new Flag("rtrCredit", Literals.MESSAGE__RTR_CREDIT, LnetMsg::rtrCredit, LnetMsg::setRtrCredit),
            new Flag("peerRtrCredit", Literals.MESSAGE__PEER_RTR_CREDIT, LnetMsg::peerRtrCredit, LnetMsg::setPeerRtrCredit),
            new Flag("eagerCopy", null, LnetMsg::eagerCopy, LnetMsg::setEagerCopy));

    private static final int N = FLAGS.size();

    @TempDir
    Path dir;

    @Test
    void eachFlagChangesAloneFromEveryState() {
        SimNode node = new SimNode(0, "router1", SimNode.Role.ROUTER, "routers", 1, 1L << 30, 0, true, 1);
        Nid nid = Nid.parse("10.0.0.1@o2ib");
        for (int state = 0; state < 1 << N; state++) {
            for (int flag = 0; flag < N; flag++) {
                for (boolean on : new boolean[] {false, true}) {
                    LnetMsg msg = new LnetMsg(state, node, 0, nid, nid, 0, null);
                    assertEquals(0, read(msg), "a new lnet_msg has no flag set");
                    for (int f = 0; f < N; f++) {
                        FLAGS.get(f).set().accept(msg, (state & 1 << f) != 0);
                    }
                    assertEquals(state, read(msg), "state " + state);
                    FLAGS.get(flag).set().accept(msg, on);
                    int expected = on ? state | 1 << flag : state & ~(1 << flag);
                    assertEquals(expected, read(msg),
                            "state " + state + ", " + FLAGS.get(flag).name() + " set to " + on);
                }
            }
        }
    }

    @Test
    void theTracedMaskHasEachFlagAtItsTraceSlot() throws IOException {
        SimNode node = new SimNode(0, "router1", SimNode.Role.ROUTER, "routers", 1, 1L << 30, 0, true, 1);
        Nid nid = Nid.parse("10.0.0.1@o2ib");
        try (TraceWriter w = TraceWriter.create(dir.resolve("slots.lnettrace"), LnetFactory.eINSTANCE.createFabric(), 0,
                TraceOptions.defaults("LnetMsgFlagsTest"))) {
            TraceSlots slots = new TraceSlots(w);
            assertEquals(12, slots.msgFlags.length);
            int all = 0;
            for (Flag flag : FLAGS) {
                LnetMsg msg = new LnetMsg(1, node, 0, nid, nid, 0, null);
                flag.set().accept(msg, true);
                int mask = msg.tracedFlags();
                if (flag.attribute() == null) {
                    assertEquals(0, mask, flag.name() + " is not in the trace's mask");
                    continue;
                }
                assertEquals(1, Integer.bitCount(mask), flag.name() + " sets one bit of the traced mask");
                int bit = Integer.numberOfTrailingZeros(mask);
                assertEquals(w.valueSlot(flag.attribute()), slots.msgFlags[bit],
                        flag.name() + " is bit " + bit + " of the mask: TraceSlots.msgFlags[" + bit + "] must be the slot of "
                                + flag.attribute().getName());
                all |= mask;
                // the other flags all on, this one cleared: the mask loses exactly its bit
                LnetMsg others = new LnetMsg(2, node, 0, nid, nid, 0, null);
                FLAGS.forEach(f -> f.set().accept(others, true));
                flag.set().accept(others, false);
                assertEquals(LnetMsg.TRACED_FLAGS & ~mask, others.tracedFlags(), flag.name() + " cleared");
            }
            assertEquals(LnetMsg.TRACED_FLAGS, all, "the twelve traced flags cover the mask");
        }
    }

    private static int read(LnetMsg msg) {
        int mask = 0;
        for (int f = 0; f < N; f++) {
            mask |= FLAGS.get(f).get().test(msg) ? 1 << f : 0;
        }
        return mask;
    }
}
