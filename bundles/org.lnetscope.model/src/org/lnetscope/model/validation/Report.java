package org.lnetscope.model.validation;

import org.eclipse.emf.common.util.BasicDiagnostic;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.DiagnosticChain;
import org.eclipse.emf.ecore.EObject;

/** Adds one constraint violation to a diagnostic chain (which EMF passes as null for "just check"). */
final class Report {

    private Report() {
    }

    static boolean error(DiagnosticChain diagnostics, int code, String message, EObject... objects) {
        return add(diagnostics, Diagnostic.ERROR, code, message, objects);
    }

    static boolean warning(DiagnosticChain diagnostics, int code, String message, EObject... objects) {
        return add(diagnostics, Diagnostic.WARNING, code, message, objects);
    }

    static boolean info(DiagnosticChain diagnostics, int code, String message, EObject... objects) {
        return add(diagnostics, Diagnostic.INFO, code, message, objects);
    }

    /** Returns false for an error (the object is invalid), true for a warning. */
    private static boolean add(DiagnosticChain diagnostics, int severity, int code, String message, EObject... objects) {
        if (diagnostics != null) {
            diagnostics.add(new BasicDiagnostic(severity, LnetValidator.DIAGNOSTIC_SOURCE, code,
                    Names.of(objects[0]) + ": " + message, objects));
        }
        return severity < Diagnostic.ERROR;
    }
}
