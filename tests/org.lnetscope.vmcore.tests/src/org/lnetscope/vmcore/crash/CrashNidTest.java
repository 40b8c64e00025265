package org.lnetscope.vmcore.crash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.lnetscope.model.nid.Nid;

/** NID members as crash prints them, in both layouts, read into the model's Nid. */
class CrashNidTest {

    @ParameterizedTest
    @CsvSource({
            // LNET_MKNID(LNET_MKNET(O2IBLND=5, 1), 10.1.0.17) = 0x0005_0001_0a01_0011 (lnet-types.h)
            "1407379346358289, 10.1.0.17@o2ib1",
            // net number 0 is not printed
            "1407375051325461, 10.0.0.21@o2ib",
            // SOCKLND = 2, net 3
            "562963006095361, 10.0.0.1@tcp3",
            // LOLND = 9: 0@lo
            "2533274790395904, 0@lo",
            // unknown LND type 99 keeps its number rather than guessing a name
            "27866022694354944, 0@<99:0>",
    })
    void decodesU64Nids(String printed, String text) {
        CrashStruct owner = parse("crash> struct lnet_peer_ni.lpni_nid ffff9a0f3c2e1800\n  lpni_nid = " + printed + "\n");
        assertEquals(text, CrashNid.of(owner, "lpni_nid").toString());
    }

    @Test
    void nidAnyIsNotAnAddress() {
        CrashStruct owner = parse("""
                crash> struct lnet_msg.msg_src_nid_param,msg_rtr_nid_param ffff9a0d7c1e8e00
                  msg_src_nid_param = 18446744073709551615
                  msg_rtr_nid_param = 0xzz
                """);
        assertSame(Nid.ANY, CrashNid.of(owner, "msg_src_nid_param"));
        assertEquals("<?>", CrashNid.of(owner, "msg_src_nid_param").toString());
        assertNull(CrashNid.of(owner, "msg_rtr_nid_param"));
        assertNull(CrashNid.of(owner, "msg_target"), "absent");
    }

    @Test
    void decodesMasterStructLnetNidWithByteSwappedFields() {
        CrashStruct nid = parse("""
                crash> struct lnet_peer_ni.lpni_nid ffff8f21c5a3e000
                  lpni_nid = {
                    nid_size = 0 '\\000',
                    nid_type = 5 '\\005',
                    nid_num = 256,
                    nid_addr = {285212938, 0, 0, 0}
                  }
                """);
        assertEquals("10.1.0.17@o2ib1", CrashNid.of(nid, "lpni_nid").toString());
    }

    @Test
    void masterIpv6NidIsReadWhole() {
        // 2001:db8::17 in network order, each be32 word printed little-endian by gdb on x86_64;
        // nid_size is NID_BYTES - 8 = 12. The first word alone would read as 32.1.13.184@tcp.
        CrashStruct nid = parse("""
                crash> struct lnet_peer_ni.lpni_nid ffff8f21c5a3e000
                  lpni_nid = {
                    nid_size = 12 '\\f',
                    nid_type = 2 '\\002',
                    nid_num = 0,
                    nid_addr = {3087860000, 0, 0, 385875968}
                  }
                """);
        assertEquals(Nid.parse("2001:db8::17@tcp"), CrashNid.of(nid, "lpni_nid"));
        assertEquals("2001:db8::17@tcp", CrashNid.of(nid, "lpni_nid").toString());
    }

    @Test
    void masterIpv6NidInHexRadix() {
        // struct -x: fe80::1:2 on tcp3 (nid_num 3 big-endian prints as 0x300)
        CrashStruct msg = parse("""
                crash> struct -x lnet_msg.msg_hdr ffff8f2203b11c00
                  msg_hdr = {
                    dest_nid = {
                      nid_size = 0xc,
                      nid_type = 0x2,
                      nid_num = 0x300,
                      nid_addr = {0x80fe, 0x0, 0x0, 0x2000100}
                    },
                    src_nid = {
                      nid_size = 0x0,
                      nid_type = 0x2,
                      nid_num = 0x300,
                      nid_addr = {0x1100010a, 0x0, 0x0, 0x0}
                    }
                  }
                """);
        assertEquals("fe80::1:2@tcp3", CrashNid.of(msg, "msg_hdr.dest_nid").toString());
        assertEquals("10.1.0.17@tcp3", CrashNid.of(msg, "msg_hdr.src_nid").toString());
    }

    @Test
    void masterNidsThatCannotBeReadAreNull() {
        CrashStruct owner = parse("""
                crash> struct lnet_msg.msg_target ffff8f2203b11c00
                  msg_target = {
                    pid = 12345,
                    nid = {
                      nid_size = 12 '\\f',
                      nid_type = 2 '\\002',
                      nid_num = 0,
                      nid_addr = {3087860000, 0}
                    },
                    any = {
                      nid_size = 255 '\\377',
                      nid_type = 255 '\\377',
                      nid_num = 65535,
                      nid_addr = {4294967295, 4294967295, 4294967295, 4294967295}
                    },
                    odd = {
                      nid_size = 4 '\\004',
                      nid_type = 2 '\\002',
                      nid_num = 0,
                      nid_addr = {3087860000, 0, 0, 385875968}
                    }
                  }
                """);
        assertNull(CrashNid.of(owner, "msg_target.nid"), "cut short: 2 of 4 words");
        assertSame(Nid.ANY, CrashNid.of(owner, "msg_target.any"), "LNET_ANY_NID");
        assertNull(CrashNid.of(owner, "msg_target.odd"), "no 8-byte addresses exist");
    }

    private static CrashStruct parse(String text) {
        CrashSession session = new CrashSession();
        new CrashLogParser(session).parse("inline", new ByteArrayInputStream(text.getBytes(StandardCharsets.US_ASCII)));
        assertEquals(0, session.diagnostics().size(), session.diagnostics().toString());
        return session.structs().get(0);
    }
}
