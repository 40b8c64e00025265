package org.lnetscope.vmcore.crash;

/**
 * One {@code name = value} of a crash/gdb struct dump, in dump order. The value is either the
 * scalar text exactly as printed ({@link String}) or a nested {@link CrashStruct}. Array elements
 * and anonymous unions have a {@code null} name.
 */
public record Member(String name, Object value) {

    public boolean isStruct() {
        return value instanceof CrashStruct;
    }

    public CrashStruct struct() {
        return value instanceof CrashStruct s ? s : null;
    }

    public String text() {
        return value instanceof String s ? s : null;
    }
}
