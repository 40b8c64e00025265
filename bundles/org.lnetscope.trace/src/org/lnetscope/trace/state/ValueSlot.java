package org.lnetscope.trace.state;

/**
 * One single-valued feature of a class: a long in the flat state.
 *
 * @param unsettable the feature can be unset (e.g. {@code PeerNi.lastAlive}); unset is {@link Schema#UNSET}
 * @param defaultValue the value a newly created object starts with
 */
public record ValueSlot(String name, SlotKind kind, boolean unsettable, long defaultValue) {
}
