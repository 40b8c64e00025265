package org.lnetscope.model.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.stream.Stream;

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
        // 0x0005_0001_0a01_0011: type 5 (o2ib), net 1, 10.1.0.17 (LNET_MKNID, lnet-types.h).
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

    // ---- 16-byte (large, IPv6) NIDs of master's struct lnet_nid ----

    /** Text in, the kernel's text out (libcfs_nidstr() -> rpc_ntop() -> %pI6c). */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "2001:db8::1@tcp                              | 2001:db8::1@tcp",
            "fe80::1:2@tcp3                               | fe80::1:2@tcp3",
            // full form, upper case, leading zeros: lowercase, no leading zeros, longest run compressed
            "2001:0DB8:0000:0000:0000:0000:0000:0001@tcp  | 2001:db8::1@tcp",
            "2001:db8:0:0:1:0:0:1@tcp                     | 2001:db8::1:0:0:1@tcp",
            // the longest run wins; on a tie the first one
            "2001:0:0:1:0:0:0:1@tcp                       | 2001:0:0:1::1@tcp",
            "2001:db8:0:0:1:1:0:0@tcp                     | 2001:db8::1:1:0:0@tcp",
            // a single zero group is never compressed
            "2001:db8:0:1:1:1:1:1@tcp                     | 2001:db8:0:1:1:1:1:1@tcp",
            "2001:db8:1:1:1:1:1::@tcp                     | 2001:db8:1:1:1:1:1:0@tcp",
            "::2:3:4:5:6:7:8@tcp                          | 0:2:3:4:5:6:7:8@tcp",
            "::@tcp                                       | ::@tcp",
            "::1@tcp                                      | ::1@tcp",
            "1::@tcp                                      | 1::@tcp",
            // IPv4-mapped and ISATAP addresses keep a dotted tail, as the kernel prints them
            "::ffff:10.1.0.17@tcp                         | ::ffff:10.1.0.17@tcp",
            "0:0:0:0:0:FFFF:0A01:0011@tcp                 | ::ffff:10.1.0.17@tcp",
            "fe80::5efe:a01:1@tcp                         | fe80::5efe:10.1.0.1@tcp",
            "fe80::200:5efe:10.1.0.1@tcp                  | fe80::200:5efe:10.1.0.1@tcp",
            // any other dotted tail is plain hex, as %pI6c prints it (RFC 5952 would too)
            "::10.1.0.17@tcp                              | ::a01:11@tcp",
            "64:ff9b::192.0.2.33@tcp                      | 64:ff9b::c000:221@tcp",
            "2001:db8:5:0:a00:27ff:fe4e:6630@tcp          | 2001:db8:5:0:a00:27ff:fe4e:6630@tcp",
            "2001:db8::1@tcp0                             | 2001:db8::1@tcp",
            "2001:db8::1@tcp65535                         | 2001:db8::1@tcp65535",
            // other LNDs take a 16-byte address in the same notation (o2iblnd/kfilnd where supported)
            "2001:db8::a@o2ib1                            | 2001:db8::a@o2ib1",
            "::c@kfi                                      | ::c@kfi",
            // an LND the kernel cannot name: its four big-endian words in hex
            "20010db8:0:0:17@<99:3>                       | 20010db8:0:0:17@<99:3>",
    })
    void parsesAndPrintsIpv6LikeTheKernel(String text, String printed) {
        Nid nid = Nid.parse(text);
        assertTrue(nid.isLarge());
        assertEquals(16, nid.addressLength());
        assertEquals(printed, nid.toString());
        assertEquals(nid, Nid.parse(printed));
        assertEquals(nid.hashCode(), Nid.parse(printed).hashCode());
        assertEquals(0, nid.compareTo(Nid.parse(printed)));
    }

    @Test
    void ipv6AddressesKeepNetAndBytes() {
        Nid nid = Nid.parse("fe80::1:2@tcp3");
        assertEquals(Lnd.SOCKLND, nid.lnd());
        assertEquals(3, nid.netNumber());
        assertEquals("tcp3", nid.netName());
        assertArrayEquals(new byte[] {(byte) 0xfe, (byte) 0x80, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 2}, nid.addressBytes());
        assertEquals(nid, Nid.of(Lnd.SOCKLND, 3, nid.addressBytes()));
        Nid v4 = Nid.parse("10.1.0.17@o2ib1");
        assertFalse(v4.isLarge());
        assertEquals(4, v4.addressLength());
        assertArrayEquals(new byte[] {10, 1, 0, 17}, v4.addressBytes());
        assertSame(v4, Nid.parse("10.1.0.17@o2ib1"));
        assertEquals(v4, Nid.of(Lnd.O2IBLND, 1, new byte[] {10, 1, 0, 17}));
        assertThrows(IllegalArgumentException.class, () -> Nid.of(Lnd.SOCKLND, 0, new byte[8]));
        assertThrows(IllegalArgumentException.class, () -> Nid.of(Lnd.LOLND, 0, new byte[16]));
        assertThrows(IllegalArgumentException.class, () -> Nid.of(Lnd.SOCKLND, 65536, new byte[16]));
    }

    /** The same four bytes as an IPv4 NID and inside an IPv6 one are different NIDs, as to LNet. */
    @Test
    void mappedIpv4IsNotTheIpv4Nid() {
        Nid v4 = Nid.parse("10.1.0.17@tcp");
        Nid mapped = Nid.parse("::ffff:10.1.0.17@tcp");
        Nid compatible = Nid.parse("::10.1.0.17@tcp");
        assertNotEquals(v4, mapped);
        assertNotEquals(v4, compatible);
        assertNotEquals(mapped, compatible);
        assertEquals(3, new HashSet<>(List.of(v4, mapped, compatible)).size());
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "fe80::1%eth0@tcp", "fe80::1%2@tcp3", "1::2::3@tcp", ":::@tcp", ":1::@tcp", "1::2:@tcp", ":1:2:3:4:5:6:7@tcp",
            "1:2:3:4:5:6:7:@tcp", "12345::@tcp", "g::1@tcp", "2001:db8::1 @tcp", "1:2:3:4:5:6:7@tcp", "1:2:3:4:5:6:7:8:9@tcp",
            "1:2:3:4:5:6:7:8::@tcp", "1:2:3:4::5:6:7:8@tcp", "1.2.3.4::@tcp", "::1.2.3.4:5@tcp", "::1.2.3.256@tcp",
            "::1.2.3@tcp", "1:2:3:4:5:6:7:1.2.3.4@tcp", "[2001:db8::1]@tcp", "2001:db8::/32@tcp", "2001:db8::1/128@tcp",
            "::1@lo", "::@lo", "::1@tcpx", "::1@tcp65536", "\u0661::1@tcp", "::\uff11@tcp", "1:2@<99:3>",
            "1:2:3:4:5@<99:3>", "123456789:0:0:1@<99:3>", "2001:db8::1@", "2001:db8::1",
    })
    void rejectsBadIpv6NidsQuotingTheText(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Nid.parse(text));
        assertTrue(e.getMessage().startsWith("bad NID \"" + text + "\": "), e.getMessage());
    }

    @Test
    void zoneIdsAreNamedInTheError() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Nid.parse("fe80::1%eth0@tcp"));
        assertEquals("bad NID \"fe80::1%eth0@tcp\": IPv6 zone id \"%eth0\" is not part of a NID", e.getMessage());
    }

    @Test
    void largeNidsHaveNoU64OrThirtyTwoBitAddress() {
        Nid nid = Nid.parse("2001:db8::1@tcp");
        UnsupportedOperationException e = assertThrows(UnsupportedOperationException.class, nid::toLnetNidT);
        assertTrue(e.getMessage().contains("2001:db8::1@tcp") && e.getMessage().contains("lnet_nid_t"), e.getMessage());
        e = assertThrows(UnsupportedOperationException.class, nid::address);
        assertTrue(e.getMessage().contains("2001:db8::1@tcp"), e.getMessage());
    }

    @Test
    void decodesMastersStructLnetNidOfSixteenBytes() {
        // 2001:db8::17 in network order, each be32 word printed little-endian by gdb on x86_64;
        // nid_size is NID_BYTES - 8, so 12 for a 16-byte address.
        assertEquals(Nid.parse("2001:db8::17@tcp"),
                Nid.fromStructLnetNid(12, 2, 0, new long[] {3087860000L, 0, 0, 385875968L}));
        // net 3 prints as nid_num = 768
        assertEquals("fe80::1:2@tcp3", Nid.fromStructLnetNid(12, 2, 768, new long[] {33022, 0, 0, 33554688}).toString());
        // nid_size 0 reads word 0 only, as before
        assertEquals("10.1.0.17@o2ib1", Nid.fromStructLnetNid(0, 5, 256, new long[] {285212938L, 1, 2, 3}).toString());
        // LNET_ANY_NID: nid_type 0xff, whatever else
        assertSame(Nid.ANY, Nid.fromStructLnetNid(0xff, 0xff, 0xffff, new long[] {0xffffffffL, 0xffffffffL, 0xffffffffL, 0xffffffffL}));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Nid.fromStructLnetNid(16, 2, 0, new long[] {1, 2, 3, 4}));
        assertTrue(e.getMessage().contains("nid_size 16"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Nid.fromStructLnetNid(4, 2, 0, new long[] {1, 2, 3, 4}));
        assertThrows(IllegalArgumentException.class, () -> Nid.fromStructLnetNid(12, 2, 0, new long[] {1}));
    }

    /** 4-byte NIDs keep their u64 order; 16-byte ones follow the 4-byte ones of their net. */
    @Test
    void largeNidsSortAfterTheFourByteNidsOfTheirNet() {
        List<Nid> sorted = Stream.of("10.1.0.17@o2ib1", "2001:db8::2@tcp", "0@lo", "::ffff:10.0.0.1@tcp",
                "255.255.255.255@tcp", "10.0.0.1@tcp", "2001:db8::1@tcp", "fe80::1@tcp", "1.2.3.4@tcp3", "::1@tcp3",
                "2001:db8::1@o2ib")
                .map(Nid::parse).sorted().toList();
        assertEquals(List.of("10.0.0.1@tcp", "255.255.255.255@tcp", "::ffff:10.0.0.1@tcp", "2001:db8::1@tcp",
                "2001:db8::2@tcp", "fe80::1@tcp", "1.2.3.4@tcp3", "::1@tcp3", "2001:db8::1@o2ib", "10.1.0.17@o2ib1",
                "0@lo"), sorted.stream().map(Nid::toString).toList());
        assertTrue(Nid.parse("8000::@tcp").compareTo(Nid.parse("7fff::@tcp")) > 0, "unsigned byte order");
    }

    /** Every net type of libcfs_netstrfns[]: master's efa (IPv4) and bxi3f (number), and 1.x's LNDs; gm prints hex. */
    @Test
    void everyNetTypeOfNidstringsParsesAndPrints() {
        for (String nid : new String[] {"10.0.2.15@efa", "10.0.2.15@efa1", "42@bxi3f", "42@bxi3f2", "7@ptlf", "37@ptl", "12@elan",
                "10.10.0.7@mx", "10.1.0.1@vib", "10.1.0.1@openib", "10.1.0.1@iib", "10.1.0.1@cib", "10.1.0.1@ra", "0x1a@gm"}) {
            assertEquals(nid, Nid.parse(nid).toString());
        }
        assertEquals(Lnd.EFALND, Nid.parse("10.0.2.15@efa").lnd());
        assertEquals(19, Nid.parse("42@bxi3f").lndType());
        assertEquals(Lnd.PTL4LND, Nid.parse("7@ptlf").lnd(), "the longest net name wins over ptl");
        assertEquals("0x1a@gm", Nid.parse("26@gm").toString());
        assertThrows(IllegalArgumentException.class, () -> Nid.parse("3@tofu"), "TOFULND has no nidstrings entry");
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
