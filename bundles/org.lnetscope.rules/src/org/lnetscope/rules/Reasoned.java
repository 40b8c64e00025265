package org.lnetscope.rules;

/**
 * A derived value with the field that decided it, so that a match prints why (docs/known-bugs.md,
 * "Paths"): it compares as {@code value}, and shows as {@code value (why)}.
 */
public record Reasoned(Object value, String why) {

    @Override
    public String toString() {
        return value + " (" + why + ")";
    }
}
