package org.lnetscope.model.resource;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;

/**
 * What the {@code .lnetmodelb} codec writes of one EClass, worked out once from the metamodel so
 * that no class needs hand-written code: the features of the containment tree (attributes and
 * containments, in the class's feature order) and the cross references, written after the whole
 * tree so that every target exists when they are read.
 *
 * <p>Not written: derived and transient features, container references (the containment says
 * them) and, of two non-containment references that are each other's opposite, the side that
 * setting the other side restores: the single side of a single/list pair, and of two single sides
 * the one of the later class (loading the written side sets both). Two list sides are both written
 * and read without their inverse, so that both lists keep their order.
 */
final class ClassLayout {

    final EClass eClass;
    final EStructuralFeature[] tree;
    final int[] treeIds;
    final int[] treeKinds;
    final EReference[] refs;
    final int[] refIds;
    final int[] refKinds;
    /** Per tree feature of kind FLAG: its value when set (the opposite of its default). */
    final Boolean[] flagValues;
    /** Per reference: both sides are lists, so add without the inverse (the other side is read too). */
    final boolean[] refWithoutInverse;

    ClassLayout(EClass eClass, List<EStructuralFeature> treeFeatures, List<EReference> refFeatures) {
        this.eClass = eClass;
        tree = treeFeatures.toArray(EStructuralFeature[]::new);
        treeIds = new int[tree.length];
        treeKinds = new int[tree.length];
        for (int i = 0; i < tree.length; i++) {
            treeIds[i] = eClass.getFeatureID(tree[i]);
            treeKinds[i] = kind(tree[i]);
        }

        flagValues = new Boolean[tree.length];
        for (int i = 0; i < tree.length; i++) {
            if (treeKinds[i] == ModelbFormat.FLAG) {
                flagValues[i] = !Boolean.TRUE.equals(tree[i].getDefaultValue());
            }
        }
        refs = refFeatures.toArray(EReference[]::new);
        refIds = new int[refs.length];
        refKinds = new int[refs.length];
        refWithoutInverse = new boolean[refs.length];
        for (int i = 0; i < refs.length; i++) {
            refIds[i] = eClass.getFeatureID(refs[i]);
            refKinds[i] = kind(refs[i]);
            EReference opposite = refs[i].getEOpposite();
            refWithoutInverse[i] = opposite != null && refs[i].isMany() && opposite.isMany();
        }
    }

    /** The layout this LNet Scope writes for {@code eClass}. */
    static ClassLayout of(EClass eClass) {
        List<EStructuralFeature> treeFeatures = new ArrayList<>();
        List<EReference> refFeatures = new ArrayList<>();
        for (EStructuralFeature feature : eClass.getEAllStructuralFeatures()) {
            if (!written(feature)) {
                continue;
            }
            if (feature instanceof EReference reference && !reference.isContainment()) {
                refFeatures.add(reference);
            } else {
                treeFeatures.add(feature);
            }
        }
        return new ClassLayout(eClass, treeFeatures, refFeatures);
    }

    static boolean written(EStructuralFeature feature) {
        if (feature.isDerived() || feature.isTransient()) {
            return false;
        }
        if (!(feature instanceof EReference reference)) {
            return true;
        }
        if (reference.isContainer()) {
            return false;
        }
        EReference opposite = reference.getEOpposite();
        if (reference.isContainment() || opposite == null || opposite.isTransient()) {
            return true;
        }
        if (reference.isMany() != opposite.isMany()) {
            return reference.isMany();
        }
        if (reference.isMany()) {
            return true;
        }
        return order(reference) < order(opposite);
    }

    /** A fixed order of features across classes: by class, then by feature. */
    private static long order(EReference reference) {
        EClass owner = reference.getEContainingClass();
        return ((long) owner.getClassifierID() << 32) | owner.getFeatureID(reference);
    }

    /** The kind code of a feature ({@link ModelbFormat}), with {@link ModelbFormat#MANY} for lists. */
    static int kind(EStructuralFeature feature) {
        int base;
        if (feature instanceof EReference reference) {
            base = reference.isContainment() ? ModelbFormat.CONTAINMENT : ModelbFormat.REFERENCE;
        } else {
            base = attributeKind((EAttribute) feature);
        }
        return feature.isMany() ? base | ModelbFormat.MANY : base;
    }

    private static int attributeKind(EAttribute attribute) {
        EClassifier type = attribute.getEAttributeType();
        if (type instanceof EEnum) {
            return ModelbFormat.ENUM;
        }
        Class<?> java = type.getInstanceClass();
        if (java == int.class || java == Integer.class) {
            return ModelbFormat.INT;
        }
        if (java == long.class || java == Long.class) {
            return ModelbFormat.LONG;
        }
        if (java == boolean.class || java == Boolean.class) {
            return attribute.isUnsettable() || attribute.isMany() ? ModelbFormat.BOOLEAN : ModelbFormat.FLAG;
        }
        if (java == String.class) {
            return ModelbFormat.STRING;
        }
        return ModelbFormat.VALUE;
    }
}
