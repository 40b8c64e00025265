package org.lnetscope.ingest.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.model.resource.LnetResources;

/**
 * Issue 30, §2, §4 and §8 on the real {@code import} command: a collected tree with links out of
 * it, a loop and a FIFO is read for its regular files only, and says what it skipped; a NUL or a
 * colour in a file still gives a saved model; the output may not be one of the inputs.
 */
class ImportHostileTreeTest {

    private static final String PEERS = """
            nid                      refs state  last   max   rtr   min    tx   min queue
            10.0.0.1@o2ib               2    up    -1     8     8     8     8     6 0
            10.0.0.2@o2ib               1    up    -1     8     8     8     8     8 0
            """;

    @TempDir
    Path dir;

    private final Console.Captured captured = Console.captured();
    private final Console console = captured.console();

    @Test
    void onlyRegularFilesInsideTheFolderAreReadAndTheRestIsListed() throws Exception {
        Path secret = dir.resolve("secret");
        Files.writeString(secret, "root:$6$hash-of-the-root-password:19000:0:99999:7:::\n");
        Path tree = Files.createDirectories(dir.resolve("collected"));
        Path c1 = Files.createDirectories(tree.resolve("c1"));
        Files.writeString(c1.resolve("peers"), PEERS);
        Files.createSymbolicLink(c1.resolve("nis"), secret); // c1/nis -> /etc/shadow
        Files.createSymbolicLink(c1.resolve("loop"), Path.of("..")); // loop -> ..
        Files.createSymbolicLink(tree.resolve("c2"), dir); // a host folder that is a link to another tree
        Process mkfifo = new ProcessBuilder("mkfifo", c1.resolve("stats").toString()).start();
        assertEquals(0, mkfifo.waitFor());
        Path model = dir.resolve("state.lnetmodel");
        int status = new ImportCommand().run(List.of(tree.toString(), "-o", model.toString()), console);
        String said = captured.out() + captured.err();
        assertEquals(ExitStatus.OK, status, said);
        assertFalse(said.contains("hash-of-the-root-password"), said);
        assertTrue(said.contains(c1.resolve("nis") + ": warning: skipped: a link (to " + secret + "), not followed"), said);
        assertTrue(said.contains(c1.resolve("loop") + ": warning: skipped: a link (to ..), not followed"), said);
        assertTrue(said.contains(tree.resolve("c2") + ": warning: skipped: a link"), said);
        assertTrue(said.contains(c1.resolve("stats") + ": warning: skipped: not a regular file"), said);
        String saved = Files.readString(model);
        assertFalse(saved.contains("hash-of-the-root-password"), "no model stores content from outside the input");
        Fabric fabric = LnetResources.load(model);
        assertEquals(List.of("c1"), fabric.getNodes().stream().map(Node::getHostname).toList());
    }

    @Test
    void aNulAndAColourInAFileStillGiveASavedModel() throws Exception {
        Path c1 = Files.createDirectories(dir.resolve("c1"));
        Files.writeString(c1.resolve("peers"), PEERS.replace("10.0.0.2@o2ib  ", "10.0.0.2@o2ib\u0000\u0000")
                .replace("nid ", "\u001b[1mnid\u001b[0m"));
        Path model = dir.resolve("x.lnetmodel");
        int status = new ImportCommand().run(List.of(c1.resolve("peers").toString(), "-o", model.toString()), console);
        String said = captured.err();
        assertEquals(ExitStatus.OK, status, said);
        assertTrue(said.contains(c1.resolve("peers") + ":3: warning: control character \\x00 (line damage): line skipped"), said);
        Fabric fabric = LnetResources.load(model);
        assertEquals(1, fabric.getNodes().get(0).getPeers().size(), "the whole line is read, the damaged one skipped");
    }

    @Test
    void theOutputMayNotBeAnInput() throws Exception {
        Path c1 = Files.createDirectories(dir.resolve("c1"));
        Path peers = c1.resolve("peers.lnetmodel");
        Files.writeString(peers, PEERS);
        Exception e = org.junit.jupiter.api.Assertions.assertThrows(java.io.IOException.class,
                () -> new ImportCommand().run(List.of(c1.toString(), "-o", peers.toString()), console));
        assertEquals("cannot write " + peers + ": it is the input " + peers + "; choose another output", e.getMessage());
        assertEquals(PEERS, Files.readString(peers));
    }
}
