package org.lnetscope.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.lnetscope.model.LndType;
import org.lnetscope.model.nid.Lnd;
import org.lnetscope.model.nid.Nid;

class NidTest {

    @ParameterizedTest
    @CsvSource({
        "10.1.0.17@o2ib1, O2IBLND, 1",
        "10.0.0.21@o2ib, O2IBLND, 0",
        "192.168.1.5@tcp, SOCKLND, 0",
        "192.168.1.5@tcp3, SOCKLND, 3",
        "0@lo, LOLND, 0",
        "6@gni, GNILND, 0",
        "6@gni2, GNILND, 2",
        "10.2.3.4@gip, GNIIPLND, 0",
        "4294967295@ptlf, PTL4LND, 0",
        "12@kfi, KFILND, 0",
        "12@kfi65535, KFILND, 65535",
    })
    void parsesAndPrintsEveryLnd(String text, Lnd lnd, int netNumber) {
        Nid nid = Nid.parse(text);
        assertEquals(lnd, nid.lnd());
        assertEquals(netNumber, nid.netNumber());
        assertEquals(text, nid.toString());
        assertEquals(nid, Nid.parse(nid.toString()));
    }

    @Test
    void netNumberZeroPrintsWithoutNumber() {
        assertEquals("10.0.0.1@o2ib", Nid.parse("10.0.0.1@o2ib0").toString());
        assertEquals("o2ib", Nid.parse("10.0.0.1@o2ib0").netName());
        assertEquals("o2ib1", Nid.parse("10.0.0.1@o2ib1").netName());
    }

    @Test
    void numericAddressesAcceptHexLikeTheKernel() {
        assertEquals("16@gni", Nid.parse("0x10@gni").toString());
        assertEquals("255@kfi", Nid.parse("0XfF@kfi").toString());
    }

    @Test
    void decodes212LnetNidTAsCrashPrintsIt() {
        // 0x0005_0001_0a01_0011: type 5 (o2ib), net 1, 10.1.0.17 (domain notes §6.2).
        assertEquals("10.1.0.17@o2ib1", Nid.fromLnetNidT(1407379346358289L).toString());
        assertEquals("10.0.0.21@o2ib", Nid.fromLnetNidT(1407375051325461L).toString());
        assertEquals(1407379346358289L, Nid.parse("10.1.0.17@o2ib1").toLnetNidT());
        assertEquals(0x0009_0000_0000_0000L, Nid.parse("0@lo").toLnetNidT());
    }

    @ParameterizedTest
    @ValueSource(strings = {"10.1.0.17@o2ib1", "0@lo", "6@gni", "12@kfi", "1.2.3.4@tcp7", "99@ptlf", "10.9.8.7@gip"})
    void u64RoundTrip(String text) {
        Nid nid = Nid.parse(text);
        assertEquals(nid, Nid.fromLnetNidT(nid.toLnetNidT()));
    }

    @Test
    void unknownLndsKeepTheKernelsForm() {
        Nid nid = Nid.fromLnetNidT(0x0011_0002_0000_00ffL);
        assertNull(nid.lnd());
        assertEquals("ff@<17:2>", nid.toString());
        assertEquals(nid, Nid.parse("ff@<17:2>"));
        assertEquals(0x0011_0002_0000_00ffL, Nid.parse("ff@<17:2>").toLnetNidT());
    }

    @Test
    void anyNid() {
        assertSame(Nid.ANY, Nid.fromLnetNidT(-1L));
        assertSame(Nid.ANY, Nid.parse("<?>"));
        assertEquals("<?>", Nid.ANY.toString());
    }

    @Test
    void decodesMastersStructLnetNid() {
        // nid_num = 256 and nid_addr[0] = 285212938 are big-endian fields printed as little-endian.
        assertEquals("10.1.0.17@o2ib1", Nid.fromStructLnetNid(5, 256, 285212938L).toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "10.1.0.17", "10.1.0.17@", "@o2ib", "10.1.0.256@o2ib", "10.1.0@o2ib",
        "1.2.3.4.5@tcp", "10.1.0.17@o2ibx", "10.1.0.17@o2ib65536", "10.1.0.17@o2ib-1", "1@lo", "0@lo1",
        "x@gni", "4294967296@gni", "10.1.0.17@foo", " 10.1.0.17@o2ib", "10.1.0.17@o2ib ", "1..2.3@tcp",
        "0x@kfi", "zz@<17:2>", "1@<17>", "1@<70000:1>", "10.1.0.017x@o2ib"})
    void rejectsBadNidsQuotingTheText(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Nid.parse(text));
        assertTrue(e.getMessage().contains("\"" + text + "\""), e.getMessage());
    }

    @Test
    void rejectsNull() {
        assertThrows(IllegalArgumentException.class, () -> Nid.parse(null));
    }

    @Test
    void constructorsCheckRanges() {
        assertEquals("10.1.0.17@o2ib1", Nid.ipv4(Lnd.O2IBLND, 1, 10, 1, 0, 17).toString());
        assertThrows(IllegalArgumentException.class, () -> Nid.ipv4(Lnd.O2IBLND, 1, 10, 1, 0, 256));
        assertThrows(IllegalArgumentException.class, () -> Nid.of(Lnd.GNILND, 65536, 1));
        assertThrows(IllegalArgumentException.class, () -> Nid.of(Lnd.GNILND, 0, 1L << 32));
        assertThrows(IllegalArgumentException.class, () -> Nid.of(Lnd.LOLND, 0, 1));
    }

    @Test
    void ordersByNetThenAddress() {
        assertTrue(Nid.parse("10.0.0.9@o2ib").compareTo(Nid.parse("10.0.0.10@o2ib")) < 0);
        assertTrue(Nid.parse("10.0.0.9@o2ib1").compareTo(Nid.parse("10.0.0.10@o2ib")) > 0);
        assertTrue(Nid.parse("255.0.0.0@o2ib").compareTo(Nid.parse("1.0.0.0@o2ib")) > 0);
    }

    /** The model's LndType enum and the value type's table must never drift apart. */
    @Test
    void modelLndTypesMatchTheNidTable() {
        for (LndType type : LndType.values()) {
            Lnd lnd = Lnd.ofType(type.getValue());
            assertNotNull(lnd, type.getName());
            assertEquals(type.getLiteral(), lnd.netName());
            assertEquals(type.getName(), lnd.name());
        }
        assertEquals(Lnd.values().length, LndType.values().length);
    }

    /** Loads parse the same few thousand NIDs a million times: parsing is cached, errors are not. */
    @Test
    void repeatedParsesShareOneValueAndBadTextStillFails() {
        Nid first = Nid.parse("10.1.0.17@o2ib1");
        assertSame(first, Nid.parse(new String("10.1.0.17@o2ib1")));
        assertEquals(Nid.ipv4(Lnd.O2IBLND, 1, 10, 1, 0, 17), first);
        for (int i = 0; i < 2; i++) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Nid.parse("10.1.0.300@o2ib1"));
            assertTrue(e.getMessage().contains("10.1.0.300@o2ib1"), e.getMessage());
        }
    }
}
