package org.lnetscope.model.validation;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EValidator;
import org.eclipse.emf.ecore.impl.EValidatorRegistryImpl;
import org.eclipse.emf.ecore.util.Diagnostician;
import org.lnetscope.model.LnetPackage;

/** Registers and runs {@link LnetValidator}, and flattens its results for printing. */
public final class LnetValidation {

    private LnetValidation() {
    }

    /** Puts the validator in EMF's global registry, where EMF's own UI and Diagnostician look. */
    public static void register() {
        EValidator.Registry.INSTANCE.put(LnetPackage.eINSTANCE, LnetValidator.INSTANCE);
    }

    /** Validates an object and everything it contains, independently of the global registry. */
    public static Diagnostic validate(EObject root) {
        return validate(root, ValidationProgress.NONE);
    }

    /**
     * Validates as {@link #validate(EObject)}, telling {@code progress} how far it got; linear in
     * the number of objects.
     *
     * @throws java.util.concurrent.CancellationException when {@code progress} says to stop
     */
    public static Diagnostic validate(EObject root, ValidationProgress progress) {
        EValidatorRegistryImpl registry = new EValidatorRegistryImpl();
        registry.put(LnetPackage.eINSTANCE, LnetValidator.INSTANCE);
        Diagnostician diagnostician = new Diagnostician(registry) {
            /** EMF's own constraints (e.g. unique IDs) name objects like ours do, not "KibConnImpl@1f2e{...}". */
            @Override
            public String getObjectLabel(EObject eObject) {
                return Names.of(eObject);
            }
        };
        Map<Object, Object> context = diagnostician.createDefaultContext();
        LnetValidator.Counter counter = new LnetValidator.Counter(progress);
        context.put(LnetValidator.Counter.KEY, counter);
        Diagnostic result = diagnostician.validate(root, context);
        counter.throwIfCancelled();
        return result;
    }

    /** The leaf diagnostics of a validation result, in order. */
    public static List<Diagnostic> problems(Diagnostic result) {
        List<Diagnostic> leaves = new ArrayList<>();
        collect(result, leaves);
        return leaves;
    }

    private static void collect(Diagnostic diagnostic, List<Diagnostic> leaves) {
        if (diagnostic.getChildren().isEmpty()) {
            if (diagnostic.getSeverity() != Diagnostic.OK) {
                leaves.add(diagnostic);
            }
            return;
        }
        for (Diagnostic child : diagnostic.getChildren()) {
            collect(child, leaves);
        }
    }

    /** One line per problem, "ERROR: ..." / "WARNING: ...", as `lnetscope validate` prints them. */
    public static String format(Diagnostic result) {
        StringBuilder text = new StringBuilder();
        for (Diagnostic problem : problems(result)) {
            text.append(severity(problem.getSeverity())).append(": ").append(problem.getMessage()).append('\n');
        }
        return text.toString();
    }

    private static String severity(int severity) {
        if (severity >= Diagnostic.ERROR) {
            return "ERROR";
        }
        return severity >= Diagnostic.WARNING ? "WARNING" : "INFO";
    }
}
