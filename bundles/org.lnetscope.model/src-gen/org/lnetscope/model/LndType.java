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
 * LND types, with their kernel numbers (nidstr.h) and net names: every net type of libcfs_netstrfns[] in nidstrings.c, from 1.6 (elan, gm, mx, ptl...) to master (efa, bxi3f). Literals after KFILND are appended, not in number order, so that saved models keep their indices.
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
	KFILND(16, "KFILND", "kfi"),

	/**
	 * The '<em><b>EFALND</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #EFALND_VALUE
	 * @generated
	 * @ordered
	 */
	EFALND(18, "EFALND", "efa"),

	/**
	 * The '<em><b>BXI3LND</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #BXI3LND_VALUE
	 * @generated
	 * @ordered
	 */
	BXI3LND(19, "BXI3LND", "bxi3f"),

	/**
	 * The '<em><b>QSWLND</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #QSWLND_VALUE
	 * @generated
	 * @ordered
	 */
	QSWLND(1, "QSWLND", "elan"),

	/**
	 * The '<em><b>GMLND</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #GMLND_VALUE
	 * @generated
	 * @ordered
	 */
	GMLND(3, "GMLND", "gm"),

	/**
	 * The '<em><b>PTLLND</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #PTLLND_VALUE
	 * @generated
	 * @ordered
	 */
	PTLLND(4, "PTLLND", "ptl"),

	/**
	 * The '<em><b>CIBLND</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #CIBLND_VALUE
	 * @generated
	 * @ordered
	 */
	CIBLND(6, "CIBLND", "cib"),

	/**
	 * The '<em><b>OPENIBLND</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #OPENIBLND_VALUE
	 * @generated
	 * @ordered
	 */
	OPENIBLND(7, "OPENIBLND", "openib"),

	/**
	 * The '<em><b>IIBLND</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #IIBLND_VALUE
	 * @generated
	 * @ordered
	 */
	IIBLND(8, "IIBLND", "iib"),

	/**
	 * The '<em><b>RALND</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RALND_VALUE
	 * @generated
	 * @ordered
	 */
	RALND(10, "RALND", "ra"),

	/**
	 * The '<em><b>VIBLND</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #VIBLND_VALUE
	 * @generated
	 * @ordered
	 */
	VIBLND(11, "VIBLND", "vib"),

	/**
	 * The '<em><b>MXLND</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #MXLND_VALUE
	 * @generated
	 * @ordered
	 */
	MXLND(12, "MXLND", "mx");

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
	 * The '<em><b>EFALND</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #EFALND
	 * @model literal="efa"
	 * @generated
	 * @ordered
	 */
	public static final int EFALND_VALUE = 18;

	/**
	 * The '<em><b>BXI3LND</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #BXI3LND
	 * @model literal="bxi3f"
	 * @generated
	 * @ordered
	 */
	public static final int BXI3LND_VALUE = 19;

	/**
	 * The '<em><b>QSWLND</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #QSWLND
	 * @model literal="elan"
	 * @generated
	 * @ordered
	 */
	public static final int QSWLND_VALUE = 1;

	/**
	 * The '<em><b>GMLND</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #GMLND
	 * @model literal="gm"
	 * @generated
	 * @ordered
	 */
	public static final int GMLND_VALUE = 3;

	/**
	 * The '<em><b>PTLLND</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #PTLLND
	 * @model literal="ptl"
	 * @generated
	 * @ordered
	 */
	public static final int PTLLND_VALUE = 4;

	/**
	 * The '<em><b>CIBLND</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #CIBLND
	 * @model literal="cib"
	 * @generated
	 * @ordered
	 */
	public static final int CIBLND_VALUE = 6;

	/**
	 * The '<em><b>OPENIBLND</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #OPENIBLND
	 * @model literal="openib"
	 * @generated
	 * @ordered
	 */
	public static final int OPENIBLND_VALUE = 7;

	/**
	 * The '<em><b>IIBLND</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #IIBLND
	 * @model literal="iib"
	 * @generated
	 * @ordered
	 */
	public static final int IIBLND_VALUE = 8;

	/**
	 * The '<em><b>RALND</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RALND
	 * @model literal="ra"
	 * @generated
	 * @ordered
	 */
	public static final int RALND_VALUE = 10;

	/**
	 * The '<em><b>VIBLND</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #VIBLND
	 * @model literal="vib"
	 * @generated
	 * @ordered
	 */
	public static final int VIBLND_VALUE = 11;

	/**
	 * The '<em><b>MXLND</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #MXLND
	 * @model literal="mx"
	 * @generated
	 * @ordered
	 */
	public static final int MXLND_VALUE = 12;

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
			EFALND,
			BXI3LND,
			QSWLND,
			GMLND,
			PTLLND,
			CIBLND,
			OPENIBLND,
			IIBLND,
			RALND,
			VIBLND,
			MXLND,
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
			case EFALND_VALUE: return EFALND;
			case BXI3LND_VALUE: return BXI3LND;
			case QSWLND_VALUE: return QSWLND;
			case GMLND_VALUE: return GMLND;
			case PTLLND_VALUE: return PTLLND;
			case CIBLND_VALUE: return CIBLND;
			case OPENIBLND_VALUE: return OPENIBLND;
			case IIBLND_VALUE: return IIBLND;
			case RALND_VALUE: return RALND;
			case VIBLND_VALUE: return VIBLND;
			case MXLND_VALUE: return MXLND;
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
