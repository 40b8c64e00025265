package org.lnetscope.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Agent addresses as typed, and a site's list of them in a file. */
class AgentAddressTest {

    @TempDir
    Path tmp;

    @Test
    void aListFileWithCommentsDefaultPortsAndTls() throws Exception {
        Path list = Files.writeString(tmp.resolve("agents.txt"), """
                # fabric A routers
                rtr1:9741
                rtr2            # default port
                https://oss1:9843
                [fe80::1]:9741

                """);
        assertEquals(List.of(new AgentAddress("rtr1", 9741, false), new AgentAddress("rtr2", 9741, false),
                new AgentAddress("oss1", 9843, true), new AgentAddress("[fe80::1]", 9741, false)), AgentAddress.readList(list, false));
    }

    @Test
    void aBadLineNamesTheFileAndLine() throws Exception {
        Path list = Files.writeString(tmp.resolve("agents.txt"), "rtr1:9741\nrtr2:http\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> AgentAddress.readList(list, false));
        assertEquals(list + ":2: bad agent address \"rtr2:http\": expected HOST:PORT", e.getMessage());
    }
}
