package org.lnetscope.model.resource;

import java.io.IOException;
import java.util.regex.Pattern;

import org.eclipse.emf.ecore.resource.Resource;
import org.xml.sax.SAXParseException;

/**
 * A model file that could not be loaded, located like a compiler error:
 * {@code fabric.lnetmodel:1204:17: Feature 'txcredits' not found.}
 *
 * <p>Line and column are 1-based and -1 when unknown; binary files have a byte offset instead.
 */
public class LnetLoadException extends IOException {

    private static final long serialVersionUID = 1L;

    private static final String UNKNOWN_PACKAGE = "PackageNotFoundException";
    private static final Pattern LOCATION_SUFFIX = Pattern.compile("\\s*\\([^()]*, -?\\d+, -?\\d+\\)\\.?$");

    static final int MAX_REASON = 300;

    private final String file;
    private final int line;
    private final int column;
    private final long byteOffset;
    private final String reason;

    LnetLoadException(String file, int line, int column, long byteOffset, String reason, Throwable cause) {
        super(format(file, line, column, byteOffset, reason), cause);
        this.file = file;
        this.line = line;
        this.column = column;
        this.byteOffset = byteOffset;
        this.reason = reason;
    }

    /** Finds the most precise location and reason in the cause chain of a failed EMF load. */
    static LnetLoadException of(String file, Throwable failure) {
        int line = -1;
        int column = -1;
        long offset = -1;
        String reason = null;
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof Resource.Diagnostic diagnostic && diagnostic.getLine() > 0 && line < 0) {
                line = diagnostic.getLine();
                column = diagnostic.getColumn();
                reason = describe(t);
            } else if (t instanceof SAXParseException sax && sax.getLineNumber() > 0 && line < 0) {
                line = sax.getLineNumber();
                column = sax.getColumnNumber();
                reason = describe(t);
            } else if (t instanceof LnetBinaryResource.BinaryFormatException binary && offset < 0) {
                offset = binary.offset();
                reason = binary.getMessage();
            }
        }
        if (reason == null) {
            reason = describe(innermost(failure));
        }
        return new LnetLoadException(file, line, column, offset, reason, failure);
    }

    private static Throwable innermost(Throwable failure) {
        Throwable t = failure;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t;
    }

    private static String describe(Throwable t) {
        if (t instanceof java.io.FileNotFoundException && t.getMessage() != null) {
            // the JDK's "/abs/x.lnetmodel (No such file or directory)": the file is named already
            String m = t.getMessage();
            if (m.endsWith("(No such file or directory)")) {
                return "no such file";
            } else if (m.endsWith("(Is a directory)")) {
                return "is a folder";
            } else if (m.endsWith("(Permission denied)")) {
                return "permission denied";
            }
        }
        String message = t.getMessage() != null ? t.getMessage() : t.getClass().getSimpleName();
        if (t instanceof Resource.Diagnostic) {
            // EMF appends "(location, line, column)", which the file:line:column prefix already says.
            message = LOCATION_SUFFIX.matcher(message).replaceFirst("");
            Throwable cause = t.getCause();
            if (cause != null && cause != t && cause.getMessage() != null) {
                // e.g. "Value '10.1.0.300@o2ib1' is not legal: bad NID ...: IPv4 octet 300 is not in 0..255"
                message = (message.endsWith(".") ? message.substring(0, message.length() - 1) : message)
                        + ": " + cause.getMessage();
            }
        }
        if (t.getClass().getSimpleName().equals(UNKNOWN_PACKAGE)) {
            // The nsURI carries the format version: say so rather than leave "package not found".
            return "unknown model version or not an LNet model: " + PlainWords.plain(message);
        }
        if (t.getMessage() == null) {
            return PlainWords.plain(t.getClass().getName()); // a bare ClassCastException: "an object of the wrong kind"
        }
        return PlainWords.plain(message);
    }

    private static String format(String file, int line, int column, long byteOffset, String reason) {
        StringBuilder text = new StringBuilder(file);
        if (line > 0) {
            text.append(':').append(line);
            if (column > 0) {
                text.append(':').append(column);
            }
        }
        // one line, and not the whole of a damaged file's megabyte-long "name" quoted back
        String oneLine = reason.replaceAll("[\\r\\n\\t\\x00-\\x1f]+", " ").strip();
        if (oneLine.length() > MAX_REASON) {
            oneLine = oneLine.substring(0, MAX_REASON) + "... (" + (oneLine.length() - MAX_REASON) + " more characters)";
        }
        return text.append(": ").append(oneLine).toString();
    }

    public String file() {
        return file;
    }

    /** 1-based line, or -1 when unknown (always for binary files). */
    public int line() {
        return line;
    }

    /** 1-based column, or -1 when unknown. */
    public int column() {
        return column;
    }

    /** For binary files: bytes read when loading failed, or -1. */
    public long byteOffset() {
        return byteOffset;
    }

    /** The reason without the location. */
    public String reason() {
        return reason;
    }
}
