/**
 * LNet Scope. Generated from model/lnet.ecore: do not edit, regenerate (see README.md).
 */
package org.lnetscope.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Lustre Layout</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * Which kernel structure layout a capture follows: Lustre 2.12 or master, whose LNet and o2iblnd structs differ (docs/kernel-map.md).
 * <!-- end-model-doc -->
 * @see org.lnetscope.model.LnetPackage#getLustreLayout()
 * @model
 * @generated
 */
public enum LustreLayout implements Enumerator {
	/**
	 * The '<em><b>LAYOUT B2 12</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Up to 2.12.x: routed messages wait on lpni_rtrq per peer NI; NIDs are u64 lnet_nid_t.
	 * <!-- end-model-doc -->
	 * @see #LAYOUT_B2_12_VALUE
	 * @generated
	 * @ordered
	 */
	LAYOUT_B2_12(0, "LAYOUT_B2_12", "2.12"),

	/**
	 * The '<em><b>LAYOUT MASTER</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * 2.13 and later: routed messages wait on lp_rtrq per peer (LU-11298).
	 * <!-- end-model-doc -->
	 * @see #LAYOUT_MASTER_VALUE
	 * @generated
	 * @ordered
	 */
	LAYOUT_MASTER(1, "LAYOUT_MASTER", "master");

	/**
	 * The '<em><b>LAYOUT B2 12</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Up to 2.12.x: routed messages wait on lpni_rtrq per peer NI; NIDs are u64 lnet_nid_t.
	 * <!-- end-model-doc -->
	 * @see #LAYOUT_B2_12
	 * @model literal="2.12"
	 * @generated
	 * @ordered
	 */
	public static final int LAYOUT_B2_12_VALUE = 0;

	/**
	 * The '<em><b>LAYOUT MASTER</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * 2.13 and later: routed messages wait on lp_rtrq per peer (LU-11298).
	 * <!-- end-model-doc -->
	 * @see #LAYOUT_MASTER
	 * @model literal="master"
	 * @generated
	 * @ordered
	 */
	public static final int LAYOUT_MASTER_VALUE = 1;

	/**
	 * An array of all the '<em><b>Lustre Layout</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final LustreLayout[] VALUES_ARRAY =
		new LustreLayout[] {
			LAYOUT_B2_12,
			LAYOUT_MASTER,
		};

	/**
	 * A public read-only list of all the '<em><b>Lustre Layout</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<LustreLayout> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Lustre Layout</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static LustreLayout get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			LustreLayout result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Lustre Layout</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static LustreLayout getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			LustreLayout result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Lustre Layout</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static LustreLayout get(int value) {
		switch (value) {
			case LAYOUT_B2_12_VALUE: return LAYOUT_B2_12;
			case LAYOUT_MASTER_VALUE: return LAYOUT_MASTER;
		}
		return null;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final int value;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final String name;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final String literal;

	/**
	 * Only this class can construct instances.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private LustreLayout(int value, String name, String literal) {
		this.value = value;
		this.name = name;
		this.literal = literal;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getValue() {
	  return value;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getName() {
	  return name;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getLiteral() {
	  return literal;
	}

	/**
	 * Returns the literal value of the enumerator, which is its string representation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		return literal;
	}
	
} //LustreLayout
