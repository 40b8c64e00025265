package org.lnetscope.rules.lint;

/** One value a configuration file gives, where it gives it. */
public record Setting(String key, String value, String file, int line) {

    /** The value as a number, or null when it is not one. */
    public Long number() {
        try {
            return Long.decode(value.strip());
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** A number when it is one, else the text (how rule conditions compare it). */
    public Object typed() {
        Long n = number();
        return n != null ? n : value;
    }
}
