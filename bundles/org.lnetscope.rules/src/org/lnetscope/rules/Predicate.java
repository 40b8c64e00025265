package org.lnetscope.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One condition of a rule, as written in the rule files (docs/known-bugs.md, "Predicate language"):
 * {@code TERM OP TERM} with OP one of {@code == != < <= > >=}, or {@code given(PATH)} / {@code absent(PATH)}.
 * A TERM is a number, a 'quoted string', a bare word (an enum literal such as ROUTER, or true/false), or a
 * path (a dotted name: {@code peerNi.txCredits}). Evaluation is three-valued: a path whose value the input
 * does not hold makes the condition unknown, never true.
 */
public final class Predicate {

    /** The outcome of one condition, with the values it read (the evidence). */
    public record Outcome(Boolean holds, String evidence) {
    }

    private static final Pattern COMPARISON = Pattern.compile("^\\s*(.+?)\\s*(==|!=|<=|>=|<|>)\\s*(.+?)\\s*$");
    private static final Pattern FUNCTION = Pattern.compile("^\\s*(given|absent)\\(\\s*([A-Za-z_][\\w.]*)\\s*\\)\\s*$");
    private static final Pattern PATH = Pattern.compile("^[A-Za-z_][\\w]*(\\.[A-Za-z_][\\w]*)+$");
    private static final Pattern NUMBER = Pattern.compile("^-?\\d+$");

    private final String text;
    private final String function;
    private final String left;
    private final String op;
    private final String right;

    private Predicate(String text, String function, String left, String op, String right) {
        this.text = text;
        this.function = function;
        this.left = left;
        this.op = op;
        this.right = right;
    }

    /** Parses one condition; the message of the exception says what is wrong with it. */
    public static Predicate parse(String text) {
        Matcher f = FUNCTION.matcher(text);
        if (f.matches()) {
            return new Predicate(text, f.group(1), f.group(2), null, null);
        }
        Matcher m = COMPARISON.matcher(text);
        if (!m.matches()) {
            throw new IllegalArgumentException("not a condition (TERM OP TERM, given(PATH) or absent(PATH)): " + text);
        }
        checkTerm(m.group(1), text);
        checkTerm(m.group(3), text);
        if (!isPath(m.group(1)) && !isPath(m.group(3))) {
            throw new IllegalArgumentException("a condition compares at least one path: " + text);
        }
        return new Predicate(text, null, m.group(1), m.group(2), m.group(3));
    }

    private static void checkTerm(String term, String text) {
        if (!isPath(term) && !NUMBER.matcher(term).matches() && !term.matches("^'[^']*'$") && !term.matches("^[A-Za-z_][\\w-]*$")) {
            throw new IllegalArgumentException("bad term '" + term + "' in: " + text);
        }
    }

    static boolean isPath(String term) {
        return PATH.matcher(term).matches();
    }

    public String text() {
        return text;
    }

    /** The paths this condition reads. */
    public List<String> paths() {
        List<String> out = new ArrayList<>();
        for (String t : new String[] {left, right}) {
            if (t != null && isPath(t)) {
                out.add(t);
            }
        }
        return out;
    }

    public Outcome evaluate(Bindings b) {
        if (function != null) {
            Object v = b.value(left);
            boolean given = v != null;
            return new Outcome(function.equals("given") == given, left + (given ? " = " + show(v) : " not given"));
        }
        Object l = term(left, b);
        Object r = term(right, b);
        StringBuilder evidence = new StringBuilder();
        if (isPath(left)) {
            evidence.append(left).append(" = ").append(show(l));
        }
        if (isPath(right)) {
            evidence.append(evidence.length() > 0 ? ", " : "").append(right).append(" = ").append(show(r));
        }
        if (l == null || r == null || l == Bindings.UNKNOWN || r == Bindings.UNKNOWN) {
            // absent or unread: the condition cannot be decided from the input
            return new Outcome(null, evidence.toString());
        }
        // a derived value with its reason compares as its value and is shown with the reason
        return new Outcome(compare(l instanceof Reasoned x ? x.value() : l, r instanceof Reasoned x ? x.value() : r), evidence.toString());
    }

    private Boolean compare(Object l, Object r) {
        if (l instanceof Long a && r instanceof Long c) {
            int cmp = Long.compare(a, c);
            return switch (op) {
                case "==" -> cmp == 0;
                case "!=" -> cmp != 0;
                case "<" -> cmp < 0;
                case "<=" -> cmp <= 0;
                case ">" -> cmp > 0;
                default -> cmp >= 0;
            };
        }
        String a = String.valueOf(l).toLowerCase(Locale.ROOT);
        String c = String.valueOf(r).toLowerCase(Locale.ROOT);
        return switch (op) {
            case "==" -> a.equals(c);
            case "!=" -> !a.equals(c);
            default -> null; // an order between words is not defined: undecided
        };
    }

    private static Object term(String t, Bindings b) {
        if (isPath(t)) {
            return b.value(t);
        }
        if (NUMBER.matcher(t).matches()) {
            return Long.parseLong(t);
        }
        if (t.startsWith("'")) {
            return t.substring(1, t.length() - 1);
        }
        if (t.equalsIgnoreCase("true") || t.equalsIgnoreCase("false")) {
            return Boolean.valueOf(t.toLowerCase(Locale.ROOT));
        }
        return t;
    }

    static String show(Object v) {
        return v == null ? "not given" : String.valueOf(v);
    }

    @Override
    public String toString() {
        return text;
    }
}
