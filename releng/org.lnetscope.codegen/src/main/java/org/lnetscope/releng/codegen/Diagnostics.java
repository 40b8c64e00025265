package org.lnetscope.releng.codegen;

import org.eclipse.emf.common.util.Diagnostic;

/** Prints an EMF diagnostic tree, one indented line per node. */
final class Diagnostics {

    private Diagnostics() {
    }

    static String format(Diagnostic diagnostic) {
        StringBuilder out = new StringBuilder();
        append(out, diagnostic, "  ");
        return out.toString();
    }

    private static void append(StringBuilder out, Diagnostic diagnostic, String indent) {
        if (diagnostic.getSeverity() != Diagnostic.OK) {
            out.append(indent).append(severity(diagnostic.getSeverity())).append(": ")
                    .append(diagnostic.getMessage());
            if (diagnostic.getException() != null) {
                out.append(" (").append(diagnostic.getException()).append(')');
            }
            out.append('\n');
        }
        for (Diagnostic child : diagnostic.getChildren()) {
            append(out, child, indent + "  ");
        }
    }

    private static String severity(int severity) {
        if (severity >= Diagnostic.ERROR) {
            return "ERROR";
        }
        return severity >= Diagnostic.WARNING ? "WARNING" : "INFO";
    }
}
