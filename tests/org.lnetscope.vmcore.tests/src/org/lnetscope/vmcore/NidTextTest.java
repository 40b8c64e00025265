package org.lnetscope.vmcore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.lnetscope.vmcore.crash.CrashSession;
import org.lnetscope.vmcore.crash.CrashLogParser;
import org.lnetscope.vmcore.crash.CrashStruct;

class NidTextTest {

    @ParameterizedTest
    @CsvSource({
        // lnet-domain §6.2: 0x0005_0001_0a01_0011
        "1407379346358289, 10.1.0.17@o2ib1",
        // net number 0 is not printed
        "1407375051325461, 10.0.0.21@o2ib",
        // SOCKLND = 2, net 3
        "562963006095361, 10.0.0.1@tcp3",
        // LOLND = 9: 0@lo
        "2533274790395904, 0@lo",
        // unknown LND type 99 keeps its number rather than guessing a name
        "27866022694354944, 0.0.0.0@lnd99-0",
    })
    void decodesU64Nids(long nid, String text) {
        assertEquals(text, NidText.ofU64(nid));
    }

    @Test
    void nidAnyIsNotAnAddress() {
        assertEquals("<?>", NidText.ofScalar("18446744073709551615"));
        assertNull(NidText.ofScalar("0xzz"));
    }

    @Test
    void decodesMasterStructLnetNidWithByteSwappedFields() {
        CrashStruct nid = parseMember("""
                crash> struct lnet_peer_ni.lpni_nid ffff8f21c5a3e000
                  lpni_nid = {
                    nid_size = 0 '\\000',
                    nid_type = 5 '\\005',
                    nid_num = 256,
                    nid_addr = {285212938, 0, 0, 0}
                  }
                """);
        assertEquals("10.1.0.17@o2ib1", NidText.ofMember(nid, "lpni_nid"));
    }

    @Test
    void decodesMasterIpv6Nid() {
        // 2001:db8::17 in network order, each u32 printed little-endian by gdb on x86_64
        CrashStruct nid = parseMember("""
                crash> struct lnet_peer_ni.lpni_nid ffff8f21c5a3e000
                  lpni_nid = {
                    nid_size = 12 '\\f',
                    nid_type = 2 '\\002',
                    nid_num = 0,
                    nid_addr = {3087860000, 0, 0, 385875968}
                  }
                """);
        assertEquals("2001:db8:0:0:0:0:0:17@tcp", NidText.ofMember(nid, "lpni_nid"));
    }

    private static CrashStruct parseMember(String text) {
        CrashSession session = new CrashSession();
        new CrashLogParser(session).parse("inline", new ByteArrayInputStream(text.getBytes(StandardCharsets.US_ASCII)));
        assertEquals(0, session.diagnostics().size(), session.diagnostics().toString());
        return session.structs().get(0);
    }
}
