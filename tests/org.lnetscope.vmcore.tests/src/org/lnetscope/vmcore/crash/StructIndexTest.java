package org.lnetscope.vmcore.crash;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/** What import keeps of a session: LNet structs once per address, walks as addresses, log lines to a sink. */
class StructIndexTest {

    private static final String LOG = """
            crash> struct task_struct ffff9a0f00000000
            struct task_struct {
              pid = 1
            }
            crash> struct kib_conn.ibc_state ffff9a0f00f1c000
              ibc_state = 5
            crash> list -H ffff9a0e55d01850 -o lnet_msg.msg_list -s lnet_msg.msg_type
            ffff9a0d7c1e8e00
              msg_type = 1
            ffff9a0d7c1e9600
              msg_type = 2
            crash> struct kib_conn ffff9a0f00f1c000
            struct kib_conn {
              ibc_state = 5,
              ibc_nrx = 42
            }
            crash> log
            [1043000.1] LNet: 3052:0:(o2iblnd_cb.c:2110:kiblnd_close_conn_locked()) Closing conn to 10.0.0.21@o2ib
            crash> list -H ffff9a0e55d01850 -o lnet_msg.msg_list -s lnet_msg.msg_type
            ffff9a0d7c1e9600
              msg_type = 2
            """;

    @Test
    void keepsTheLnetStructsOncePerAddressAndTheLatestWalk() {
        List<String> kernelLog = new ArrayList<>();
        StructIndex index = new StructIndex(kernelLog::add);
        new CrashLogParser(index).parse("pass.log", new ByteArrayInputStream(LOG.getBytes(StandardCharsets.US_ASCII)));

        assertNull(index.find("task_struct", 0xffff9a0f00000000L), "not an LNet type: dropped");
        CrashStruct conn = index.find("kib_conn", 0xffff9a0f00f1c000L);
        assertEquals(42, conn.intOr("ibc_nrx", 0), "the whole dump beats the earlier one-member dump");
        assertEquals(1, index.structs("kib_conn").size());

        // the queue was walked twice (a pass run again after it drained by one): the later walk is kept
        assertEquals(1, index.walks().size());
        StructIndex.Walk walk = index.walks().get(0);
        assertEquals(0xffff9a0e55d01850L, walk.head());
        assertEquals("lnet_msg", walk.type());
        assertArrayEquals(new long[] {0xffff9a0d7c1e9600L}, walk.entries());
        assertNotNull(index.find("lnet_msg", 0xffff9a0d7c1e8e00L), "kept as a struct, no longer queued");

        assertEquals(1, kernelLog.size());
        assertTrue(kernelLog.get(0).contains("Closing conn to 10.0.0.21@o2ib"));
        assertTrue(index.ran("list  -H ffff9a0e55d01850 -o lnet_msg.msg_list -s lnet_msg.msg_type"));
        assertEquals(List.of(), index.diagnostics());
    }
}
