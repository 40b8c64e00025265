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
 * A representation of the literals of the enumeration '<em><b>Rx State</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * Where a kib_rx is, as rx_nob tells.
 * <!-- end-model-doc -->
 * @see org.lnetscope.model.LnetPackage#getRxState()
 * @model
 * @generated
 */
public enum RxState implements Enumerator {
	/**
	 * The '<em><b>IDLE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * rx_nob == 0: idle, or dropped (kiblnd_drop_rx).
	 * <!-- end-model-doc -->
	 * @see #IDLE_VALUE
	 * @generated
	 * @ordered
	 */
	IDLE(0, "IDLE", "idle"),

	/**
	 * The '<em><b>POSTED</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * rx_nob == -1: posted to the QP, waiting for a message.
	 * <!-- end-model-doc -->
	 * @see #POSTED_VALUE
	 * @generated
	 * @ordered
	 */
	POSTED(1, "POSTED", "posted"),

	/**
	 * The '<em><b>HELD</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * rx_nob > 0: received, handed to LNet and not reposted yet; holds one ibc_refcount.
	 * <!-- end-model-doc -->
	 * @see #HELD_VALUE
	 * @generated
	 * @ordered
	 */
	HELD(2, "HELD", "held");

	/**
	 * The '<em><b>IDLE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * rx_nob == 0: idle, or dropped (kiblnd_drop_rx).
	 * <!-- end-model-doc -->
	 * @see #IDLE
	 * @model literal="idle"
	 * @generated
	 * @ordered
	 */
	public static final int IDLE_VALUE = 0;

	/**
	 * The '<em><b>POSTED</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * rx_nob == -1: posted to the QP, waiting for a message.
	 * <!-- end-model-doc -->
	 * @see #POSTED
	 * @model literal="posted"
	 * @generated
	 * @ordered
	 */
	public static final int POSTED_VALUE = 1;

	/**
	 * The '<em><b>HELD</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * rx_nob > 0: received, handed to LNet and not reposted yet; holds one ibc_refcount.
	 * <!-- end-model-doc -->
	 * @see #HELD
	 * @model literal="held"
	 * @generated
	 * @ordered
	 */
	public static final int HELD_VALUE = 2;

	/**
	 * An array of all the '<em><b>Rx State</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final RxState[] VALUES_ARRAY =
		new RxState[] {
			IDLE,
			POSTED,
			HELD,
		};

	/**
	 * A public read-only list of all the '<em><b>Rx State</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<RxState> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Rx State</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static RxState get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			RxState result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Rx State</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static RxState getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			RxState result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Rx State</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static RxState get(int value) {
		switch (value) {
			case IDLE_VALUE: return IDLE;
			case POSTED_VALUE: return POSTED;
			case HELD_VALUE: return HELD;
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
	private RxState(int value, String name, String literal) {
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
	
} //RxState
