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
 * A representation of the literals of the enumeration '<em><b>Lnd Type</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * LND types, with their kernel numbers (nidstr.h) and net names.
 * <!-- end-model-doc -->
 * @see org.lnetscope.model.LnetPackage#getLndType()
 * @model
 * @generated
 */
public enum LndType implements Enumerator {
	/**
	 * The '<em><b>SOCKLND</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #SOCKLND_VALUE
	 * @generated
	 * @ordered
	 */
	SOCKLND(2, "SOCKLND", "tcp"),

	/**
	 * The '<em><b>O2IBLND</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #O2IBLND_VALUE
	 * @generated
	 * @ordered
	 */
	O2IBLND(5, "O2IBLND", "o2ib"),

	/**
	 * The '<em><b>LOLND</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #LOLND_VALUE
	 * @generated
	 * @ordered
	 */
	LOLND(9, "LOLND", "lo"),

	/**
	 * The '<em><b>GNILND</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #GNILND_VALUE
	 * @generated
	 * @ordered
	 */
	GNILND(13, "GNILND", "gni"),

	/**
	 * The '<em><b>GNIIPLND</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #GNIIPLND_VALUE
	 * @generated
	 * @ordered
	 */
	GNIIPLND(14, "GNIIPLND", "gip"),

	/**
	 * The '<em><b>PTL4LND</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #PTL4LND_VALUE
	 * @generated
	 * @ordered
	 */
	PTL4LND(15, "PTL4LND", "ptlf"),

	/**
	 * The '<em><b>KFILND</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #KFILND_VALUE
	 * @generated
	 * @ordered
	 */
	KFILND(16, "KFILND", "kfi");

	/**
	 * The '<em><b>SOCKLND</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #SOCKLND
	 * @model literal="tcp"
	 * @generated
	 * @ordered
	 */
	public static final int SOCKLND_VALUE = 2;

	/**
	 * The '<em><b>O2IBLND</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #O2IBLND
	 * @model literal="o2ib"
	 * @generated
	 * @ordered
	 */
	public static final int O2IBLND_VALUE = 5;

	/**
	 * The '<em><b>LOLND</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #LOLND
	 * @model literal="lo"
	 * @generated
	 * @ordered
	 */
	public static final int LOLND_VALUE = 9;

	/**
	 * The '<em><b>GNILND</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #GNILND
	 * @model literal="gni"
	 * @generated
	 * @ordered
	 */
	public static final int GNILND_VALUE = 13;

	/**
	 * The '<em><b>GNIIPLND</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #GNIIPLND
	 * @model literal="gip"
	 * @generated
	 * @ordered
	 */
	public static final int GNIIPLND_VALUE = 14;

	/**
	 * The '<em><b>PTL4LND</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #PTL4LND
	 * @model literal="ptlf"
	 * @generated
	 * @ordered
	 */
	public static final int PTL4LND_VALUE = 15;

	/**
	 * The '<em><b>KFILND</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #KFILND
	 * @model literal="kfi"
	 * @generated
	 * @ordered
	 */
	public static final int KFILND_VALUE = 16;

	/**
	 * An array of all the '<em><b>Lnd Type</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final LndType[] VALUES_ARRAY =
		new LndType[] {
			SOCKLND,
			O2IBLND,
			LOLND,
			GNILND,
			GNIIPLND,
			PTL4LND,
			KFILND,
		};

	/**
	 * A public read-only list of all the '<em><b>Lnd Type</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<LndType> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Lnd Type</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static LndType get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			LndType result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Lnd Type</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static LndType getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			LndType result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Lnd Type</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static LndType get(int value) {
		switch (value) {
			case SOCKLND_VALUE: return SOCKLND;
			case O2IBLND_VALUE: return O2IBLND;
			case LOLND_VALUE: return LOLND;
			case GNILND_VALUE: return GNILND;
			case GNIIPLND_VALUE: return GNIIPLND;
			case PTL4LND_VALUE: return PTL4LND;
			case KFILND_VALUE: return KFILND;
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
	private LndType(int value, String name, String literal) {
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
	
} //LndType
