package org.lnetscope.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.examples.HealthyFabric;
import org.lnetscope.model.resource.ControlChars;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.model.resource.PlainWords;

/**
 * Issue 30, §4, §6 and §7: text as it comes (colours, NULs, bidi overrides) is stripped, skipped
 * or escaped; no character from an input makes a save fail; Java's words become the user's.
 */
class ControlCharsTest {

    @TempDir
    Path dir;

    @Test
    void aColouredPromptStillNamesItsHost() {
        String pasted = "\u001b]0;root@oss1:~\u0007\u001b[01;32m[root@oss1 ~]#\u001b[0m lnetctl net show\nnet:\n";
        assertEquals("[root@oss1 ~]# lnetctl net show\nnet:\n", ControlChars.cleanLines(pasted, (l, c) -> {
            throw new AssertionError("no damage: " + l);
        }));
    }

    @Test
    void aNulIsLineDamageSkippedAndListedLineNumbersKept() {
        List<String> damage = new ArrayList<>();
        String log = "nid                      refs state  last   max   rtr   min    tx   min queue\n"
                + "10.0.0.1@o2ib\u0000\u0000\u0000 2 up -1 8 8 8 8 6 0\n" + "10.0.0.2@o2ib 1 up -1 8 8 8 8 8 0\n" + "\u001b lone\n";
        String clean = ControlChars.cleanLines(log, (line, c) -> damage.add(line + " " + c));
        assertEquals(List.of("2 \\x00"), damage, "a lone ESC is stripped, a NUL is damage");
        assertEquals(4, clean.split("\n", -1).length - 1, "as many lines as before: numbers stay those of the input");
        assertEquals("", clean.split("\n")[1]);
        String plain = "nid refs\n10.0.0.1@o2ib 2\n";
        assertSame(plain, ControlChars.cleanLines(plain, (l, c) -> {}), "nothing to do: no copy");
    }

    @Test
    void escapesShowWhatATerminalWouldAct() {
        assertEquals("\\x1b[31mred\\x1b]0;title\\x07 \\u202eevil \\x00 tab\tkept", ControlChars
                .escape("\u001b[31mred\u001b]0;title\u0007 \u202eevil \u0000 tab\tkept"));
    }

    @Test
    void noCharacterFromAnInputMakesASaveFail() throws IOException {
        Fabric fabric = HealthyFabric.build();
        fabric.getNodes().get(0).setHostname("oss1\u001b[31m\u0000\u0001");
        fabric.setDescription("pasted \u001b]0;x\u0007 with NUL \u0000");
        for (String name : List.of("x.lnetmodel", "x.lnetmodelb")) {
            Path file = dir.resolve(name);
            LnetResources.save(fabric, file);
            Fabric back = LnetResources.load(file);
            String host = back.getNodes().get(0).getHostname();
            if (name.endsWith("b")) {
                assertEquals("oss1\u001b[31m\u0000\u0001", host, "binary holds any string");
            } else {
                assertEquals("oss1\\x1b[31m\\x00\\x01", host, "XML holds the visible escapes");
                assertEquals("pasted \\x1b]0;x\\x07 with NUL \\x00", back.getDescription());
            }
        }
        assertEquals(List.of("x.lnetmodel", "x.lnetmodelb"), Files.list(dir).map(p -> p.getFileName().toString()).sorted().toList());
    }

    @Test
    void javaWordsBecomeTheUsersWords() {
        assertEquals("cannot be replayed: a text where a Nid is expected", PlainWords.plain("cannot be replayed: class java.lang.String"
                + " cannot be cast to class org.lnetscope.model.nid.Nid (java.lang.String is in module java.base of loader 'bootstrap';"
                + " org.lnetscope.model.nid.Nid is in unnamed module of loader 'app')"));
        assertEquals("a Peer where a Stats is expected",
                PlainWords.plain("class org.lnetscope.model.impl.PeerImpl cannot be cast to class org.lnetscope.model.Stats"));
        assertEquals("refers to object #-1; the file defines 9", PlainWords.plain("Index -1 out of bounds for length 9"));
        assertEquals("Value '0@lo' is not legal: expected a number, found \"0@lo\"",
                PlainWords.plain("Value '0@lo' is not legal: For input string: \"0@lo\""));
        assertEquals("a part it needs is missing", PlainWords.plain(
                "Cannot invoke \"org.eclipse.emf.ecore.util.InternalEList.basicIndexOf(Object)\" because \"list\" is null"));
        assertEquals("a PeerNi", PlainWords.plain("org.lnetscope.model.impl.PeerNiImpl@5e9f23b4 (hostname: x)"));
        assertEquals("PeerNi", PlainWords.plain("org.lnetscope.model.impl.PeerNiImpl"));
        assertEquals("an object of the wrong kind", PlainWords.plain("java.lang.ArrayStoreException"));
        assertEquals("node org.site.n1 at prom.example.org:9090", PlainWords.plain("node org.site.n1 at prom.example.org:9090"));
    }
}
