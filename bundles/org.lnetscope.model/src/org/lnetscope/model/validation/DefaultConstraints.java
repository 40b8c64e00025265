package org.lnetscope.model.validation;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.EcorePackage;
import org.eclipse.emf.ecore.util.ExtendedMetaData;
import org.lnetscope.model.LnetPackage;

/**
 * Which of EMF's generic per-object constraints ({@code EObjectValidator.validate_Every...}) can
 * fail at all for each class of the LNet model, worked out once from the metamodel. On the
 * 2.5 M-object large fabric those checks were most of a 10-20 s validation (docs/benchmarks.md,
 * "Model files"), mostly proving what the metamodel already guarantees:
 * <ul>
 * <li>multiplicities: a feature with lower bound 0 and upper bound 1 (single) or unbounded (list)
 * holds any value EMF lets it hold;</li>
 * <li>data values: an enum's generated Java type only holds its literals, Ecore's EInt/ELong/
 * EBoolean/EString have no facets, and the LNet data types (NID, address, Instant) are checked by
 * parsing, which LnetValidator does not repeat;</li>
 * <li>key and map-entry uniqueness: no LNet feature has keys or map entries.</li>
 * </ul>
 * Whatever a future ecore adds that can fail (a lower bound, a facet, a key) is checked again by
 * EMF's own code, feature by feature.
 */
final class DefaultConstraints {

    /** What to check for one class. */
    record Checks(EStructuralFeature[] multiplicities, EAttribute[] dataValues, boolean keys, boolean mapEntries) {
    }

    private static final Checks[] BY_CLASSIFIER = build();

    private DefaultConstraints() {
    }

    /** The checks for an object of the LNet package. */
    static Checks of(EClass eClass) {
        return BY_CLASSIFIER[eClass.getClassifierID()];
    }

    private static Checks[] build() {
        List<EClassifier> classifiers = LnetPackage.eINSTANCE.getEClassifiers();
        Checks[] checks = new Checks[classifiers.size()];
        for (EClassifier classifier : classifiers) {
            if (classifier instanceof EClass eClass) {
                checks[eClass.getClassifierID()] = checksOf(eClass);
            }
        }
        return checks;
    }

    private static Checks checksOf(EClass eClass) {
        List<EStructuralFeature> multiplicities = new ArrayList<>();
        List<EAttribute> dataValues = new ArrayList<>();
        boolean keys = false;
        boolean mapEntries = false;
        for (EStructuralFeature feature : eClass.getEAllStructuralFeatures()) {
            int lower = feature.getLowerBound();
            int upper = feature.getUpperBound();
            boolean trivial = lower == 0 && (feature.isMany() ? upper == EStructuralFeature.UNBOUNDED_MULTIPLICITY : upper == 1);
            if (!trivial) {
                multiplicities.add(feature);
            }
            if (feature instanceof EAttribute attribute && !unconstrained(attribute.getEAttributeType())) {
                dataValues.add(attribute);
            }
            if (feature instanceof EReference reference && !reference.getEKeys().isEmpty()) {
                keys = true;
            }
            if (feature.getEType() != null && feature.getEType().getInstanceClass() == Map.Entry.class) {
                mapEntries = true;
            }
        }
        return new Checks(multiplicities.toArray(EStructuralFeature[]::new), dataValues.toArray(EAttribute[]::new), keys,
                mapEntries);
    }

    private static boolean unconstrained(EDataType type) {
        if (type instanceof EEnum && type.getInstanceClass() != null && type.getInstanceClass().isEnum()) {
            return true;
        }
        if (type.getEPackage() == LnetPackage.eINSTANCE) {
            // LnetValidator.validate has nothing to check for data type values
            return true;
        }
        return type.getEPackage() == EcorePackage.eINSTANCE && !hasFacets(type);
    }

    /** The XML Schema facets EObjectValidator checks data values against (none on Ecore's own types). */
    private static boolean hasFacets(EDataType type) {
        ExtendedMetaData meta = ExtendedMetaData.INSTANCE;
        return !meta.getEnumerationFacet(type).isEmpty() || !meta.getPatternFacet(type).isEmpty()
                || meta.getMinInclusiveFacet(type) != null || meta.getMaxInclusiveFacet(type) != null
                || meta.getMinExclusiveFacet(type) != null || meta.getMaxExclusiveFacet(type) != null
                || meta.getTotalDigitsFacet(type) != -1 || meta.getFractionDigitsFacet(type) != -1
                || meta.getLengthFacet(type) != -1 || meta.getMinLengthFacet(type) != -1
                || meta.getMaxLengthFacet(type) != -1 || meta.getBaseType(type) != null
                || meta.getItemType(type) != null || !meta.getMemberTypes(type).isEmpty();
    }
}
