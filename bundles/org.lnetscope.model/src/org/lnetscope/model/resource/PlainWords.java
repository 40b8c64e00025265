package org.lnetscope.model.resource;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The user's words for what the JDK and EMF say when an input is inconsistent (issue 30, §6): a
 * message shown to a person never holds a Java class name, an exception's name, "Index N out of
 * bounds", "For input string", "Cannot invoke" or an object's {@code @hash}.
 */
public final class PlainWords {

    private PlainWords() {
    }

    /** Names of the JDK's and the libraries' classes (not any dotted word: a host may be org.site.n1). */
    private static final String QUALIFIED = "(?:java|javax|jdk|sun|org\\.lnetscope|org\\.eclipse|org\\.xml|org\\.w3c|org\\.yaml|org\\.apache"
            + "|com\\.google)(?:\\.[\\w$]+)+";

    private static final Pattern CAST = Pattern.compile("(?:class )?(" + QUALIFIED + "|[\\w$]+) cannot be cast to (?:class )?("
            + QUALIFIED + "|[\\w$]+)(?: \\([^)]*\\))?");
    private static final Pattern INDEX = Pattern.compile("Index (-?\\d+) out of bounds for length (\\d+)");
    private static final Pattern RANGE = Pattern.compile("(?:Range|Array index|String index|index) (?:\\[[^\\]]*\\]|-?\\d+) out of bounds"
            + "(?: for length (\\d+))?|(?:begin|end) -?\\d+, end -?\\d+, length \\d+");
    private static final Pattern NUMBER = Pattern.compile("For input string: \"([^\"]*)\"(?: under radix \\d+)?");
    private static final Pattern NULL = Pattern.compile("Cannot (?:invoke|read|load|store|assign|throw|enter|exit)[^\"]*"
            + "(?:\"[^\"]*\"[^\"]*)*? because (?:\"[^\"]*\"|[^ ]+) is null");
    private static final Pattern HASH = Pattern.compile("(" + QUALIFIED + ")@[0-9a-f]{2,}(?: \\([^()]*(?:\\([^()]*\\)[^()]*)*\\))?");
    private static final Pattern EXCEPTION_PREFIX = Pattern.compile("(?:" + QUALIFIED + "\\.)?[A-Z]\\w*(?:Exception|Error): ");
    private static final Pattern EXCEPTION_WORD = Pattern.compile("(?:" + QUALIFIED + "\\.)?[A-Z]\\w*(?:Exception|Error)\\b");
    private static final Pattern NAME = Pattern.compile(QUALIFIED);

    /** {@code message} in plain words; null stays null. */
    public static String plain(String message) {
        if (message == null) {
            return null;
        }
        String m = message;
        m = replace(CAST, m, x -> "a " + kind(x.group(1)) + " where a " + kind(x.group(2)) + " is expected");
        m = replace(INDEX, m, x -> "refers to object #" + x.group(1) + "; the file defines " + x.group(2));
        m = replace(RANGE, m, x -> "refers past the end of its data" + (x.group(1) == null ? "" : " (" + x.group(1) + " entries)"));
        m = replace(NUMBER, m, x -> "expected a number, found \"" + x.group(1) + "\"");
        m = replace(NULL, m, x -> "a part it needs is missing");
        m = replace(HASH, m, x -> "a " + kind(x.group(1)));
        m = EXCEPTION_PREFIX.matcher(m).replaceAll("");
        m = replace(EXCEPTION_WORD, m, x -> words(x.group()));
        m = replace(NAME, m, x -> kind(x.group()));
        return m;
    }

    /** {@code org.lnetscope.model.impl.PeerNiImpl}: "PeerNi"; {@code java.lang.String}: "text". */
    static String kind(String qualified) {
        String simple = qualified.substring(qualified.lastIndexOf('.') + 1);
        simple = simple.substring(simple.lastIndexOf('$') + 1);
        if (simple.endsWith("Impl")) {
            simple = simple.substring(0, simple.length() - 4);
        }
        return switch (simple) {
            case "String" -> "text";
            case "Integer", "Long", "Short", "Byte", "Double", "Float", "BigInteger", "BigDecimal" -> "number";
            case "Boolean" -> "true/false value";
            case "Object" -> "value";
            default -> simple;
        };
    }

    /** An exception's name as what went wrong. */
    private static String words(String name) {
        String simple = name.substring(name.lastIndexOf('.') + 1);
        return switch (simple) {
            case "ClassCastException", "ArrayStoreException" -> "an object of the wrong kind";
            case "NullPointerException" -> "a missing part";
            case "NumberFormatException" -> "a bad number";
            case "ArrayIndexOutOfBoundsException", "IndexOutOfBoundsException", "StringIndexOutOfBoundsException" ->
                "a reference past the end";
            case "OutOfMemoryError" -> "not enough memory";
            case "StackOverflowError" -> "nesting too deep";
            case "EOFException" -> "the file ends early";
            case "UnknownHostException" -> "unknown host";
            case "ConnectException" -> "connection refused";
            case "SocketTimeoutException" -> "no answer in time";
            default -> "an unexpected problem (" + simple.replaceAll("(?:Exception|Error)$", "").replaceAll("([a-z])([A-Z])", "$1 $2")
                    .toLowerCase(java.util.Locale.ROOT) + ")";
        };
    }

    private static String replace(Pattern p, String s, java.util.function.Function<Matcher, String> with) {
        Matcher m = p.matcher(s);
        if (!m.find()) {
            return s;
        }
        StringBuilder b = new StringBuilder();
        do {
            m.appendReplacement(b, Matcher.quoteReplacement(with.apply(m)));
        } while (m.find());
        m.appendTail(b);
        return b.toString();
    }
}
