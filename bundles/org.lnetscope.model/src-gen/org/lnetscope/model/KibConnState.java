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
 * A representation of the literals of the enumeration '<em><b>Kib Conn State</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * ibc_state values (IBLND_CONN_*).
 * <!-- end-model-doc -->
 * @see org.lnetscope.model.LnetPackage#getKibConnState()
 * @model
 * @generated
 */
public enum KibConnState implements Enumerator {
	/**
	 * The '<em><b>INIT</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #INIT_VALUE
	 * @generated
	 * @ordered
	 */
	INIT(0, "INIT", "INIT"),

	/**
	 * The '<em><b>ACTIVE CONNECT</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #ACTIVE_CONNECT_VALUE
	 * @generated
	 * @ordered
	 */
	ACTIVE_CONNECT(1, "ACTIVE_CONNECT", "ACTIVE_CONNECT"),

	/**
	 * The '<em><b>PASSIVE WAIT</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #PASSIVE_WAIT_VALUE
	 * @generated
	 * @ordered
	 */
	PASSIVE_WAIT(2, "PASSIVE_WAIT", "PASSIVE_WAIT"),

	/**
	 * The '<em><b>ESTABLISHED</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #ESTABLISHED_VALUE
	 * @generated
	 * @ordered
	 */
	ESTABLISHED(3, "ESTABLISHED", "ESTABLISHED"),

	/**
	 * The '<em><b>CLOSING</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #CLOSING_VALUE
	 * @generated
	 * @ordered
	 */
	CLOSING(4, "CLOSING", "CLOSING"),

	/**
	 * The '<em><b>DISCONNECTED</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #DISCONNECTED_VALUE
	 * @generated
	 * @ordered
	 */
	DISCONNECTED(5, "DISCONNECTED", "DISCONNECTED");

	/**
	 * The '<em><b>INIT</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #INIT
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int INIT_VALUE = 0;

	/**
	 * The '<em><b>ACTIVE CONNECT</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #ACTIVE_CONNECT
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int ACTIVE_CONNECT_VALUE = 1;

	/**
	 * The '<em><b>PASSIVE WAIT</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #PASSIVE_WAIT
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int PASSIVE_WAIT_VALUE = 2;

	/**
	 * The '<em><b>ESTABLISHED</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #ESTABLISHED
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int ESTABLISHED_VALUE = 3;

	/**
	 * The '<em><b>CLOSING</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #CLOSING
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int CLOSING_VALUE = 4;

	/**
	 * The '<em><b>DISCONNECTED</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #DISCONNECTED
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int DISCONNECTED_VALUE = 5;

	/**
	 * An array of all the '<em><b>Kib Conn State</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final KibConnState[] VALUES_ARRAY =
		new KibConnState[] {
			INIT,
			ACTIVE_CONNECT,
			PASSIVE_WAIT,
			ESTABLISHED,
			CLOSING,
			DISCONNECTED,
		};

	/**
	 * A public read-only list of all the '<em><b>Kib Conn State</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<KibConnState> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Kib Conn State</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static KibConnState get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			KibConnState result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Kib Conn State</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static KibConnState getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			KibConnState result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Kib Conn State</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static KibConnState get(int value) {
		switch (value) {
			case INIT_VALUE: return INIT;
			case ACTIVE_CONNECT_VALUE: return ACTIVE_CONNECT;
			case PASSIVE_WAIT_VALUE: return PASSIVE_WAIT;
			case ESTABLISHED_VALUE: return ESTABLISHED;
			case CLOSING_VALUE: return CLOSING;
			case DISCONNECTED_VALUE: return DISCONNECTED;
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
	private KibConnState(int value, String name, String literal) {
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
	
} //KibConnState
