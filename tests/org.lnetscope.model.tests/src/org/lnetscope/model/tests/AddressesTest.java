package org.lnetscope.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.LnetPackage;
import org.lnetscope.model.internal.Addresses;

class AddressesTest {

    @Test
    void kernelAddressesPrintAsCrashDoes() {
        assertEquals("0xffff9a0d7c1e8e00", Addresses.format(0xffff9a0d7c1e8e00L));
        assertEquals(0xffff9a0d7c1e8e00L, Addresses.parse("0xffff9a0d7c1e8e00"));
        assertEquals(0xffff9a0d7c1e8e00L, Addresses.parse("0XFFFF9A0D7C1E8E00"));
        assertEquals(42L, Addresses.parse("42"));
    }

    @Test
    void zeroIsUnknownAndHasNoId() {
        assertNull(Addresses.format(0));
        assertNull(LnetFactory.eINSTANCE.convertToString(LnetPackage.Literals.ADDRESS, 0L));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "0x", "0x10000000000000000", "0xg", "ffff9a0d7c1e8e00", "+1", "0x-1", "1.5"})
    void rejectsBadAddresses(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Addresses.parse(text));
        assertTrue(e.getMessage().contains("\"" + text + "\""), e.getMessage());
    }
}
