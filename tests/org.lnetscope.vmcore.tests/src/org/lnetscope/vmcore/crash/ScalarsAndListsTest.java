package org.lnetscope.vmcore.crash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ScalarsAndListsTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "-4500 | -4500",
            "0xffffee6c | 4294962796",
            "209 '\\321' | 209",
            "(struct lnet_peer_table **) 0xffff9a10a0c4e000 | -112078769299456",
            "0xffffffffa0123456 <kiblnd_cq_completion> | -1609419690",
            "true | 1",
            "false | 0",
            "18446744073709551615 | -1",
            "1407379346358289 | 1407379346358289",
    })
    void numbersInEveryPrintedShape(String text, long expected) {
        assertEquals(OptionalLong.of(expected), Scalars.number(text));
    }

    @Test
    void nonNumbersAreEmptyNotErrors() {
        assertTrue(Scalars.number("IB_WC_SUCCESS").isEmpty());
        assertTrue(Scalars.number("").isEmpty());
        assertTrue(Scalars.number(null).isEmpty());
        assertTrue(Scalars.number("99999999999999999999999").isEmpty());
        assertTrue(Scalars.number("(struct x *").isEmpty());
        assertNull(Scalars.symbol("0x0"));
        assertEquals("kiblnd_scheduler", Scalars.symbol("0xffffffffc0c93a10 <kiblnd_scheduler+16>"));
    }

    @Test
    void threePoisonGenerationsAndHalfPoisonedHlist() {
        assertEquals(ListHead.Poison.OLD_OFFSETS, ListHead.classify(0xdead000000100100L, 0xdead000000200200L, 0).poison());
        assertEquals(ListHead.Poison.V4, ListHead.classify(0xdead000000000100L, 0xdead000000000200L, 0).poison());
        assertEquals(ListHead.Poison.V6, ListHead.classify(0xdead000000000100L, 0xdead000000000122L, 0).poison());
        // hlist_del on 6.x: next = POISON1, pprev = POISON2
        ListHead hlist = ListHead.classify(0xdead000000000100L, 0xffff9a0f3c2e0010L, 0);
        assertEquals(ListHead.State.POISONED, hlist.state());
    }

    @Test
    void emptyMeansNullOrSelfAndASingleEntryIsLinked() {
        long owner = 0xffff9a0f00f1c000L;
        assertEquals(ListHead.State.EMPTY, ListHead.classify(0, 0, owner).state());
        assertEquals(ListHead.State.EMPTY, ListHead.classify(owner + 0xd8, owner + 0xd8, owner).state());
        // one entry elsewhere in memory: next == prev but not inside the owner
        assertEquals(ListHead.State.LINKED, ListHead.classify(0xffff9a0d7c1e8e10L, 0xffff9a0d7c1e8e10L, owner).state());
        assertEquals(ListHead.State.LINKED, ListHead.classify(0xffff9a0d7c1e8e10L, 0xffff9a0d7c1e9610L, owner).state());
        assertEquals(ListHead.State.UNKNOWN, ListHead.of(null, owner).state());
    }

    @Test
    void lineReaderHandlesCrlfSplitAcrossBufferRefills() throws IOException {
        // put the CR of a CRLF as the very last byte of the first 64 KiB read
        StringBuilder text = new StringBuilder();
        text.append("x".repeat(65535)).append("\r\n");
        text.append("second\r\nthird\rfourth\n\nlast-without-newline");
        LineReader reader = new LineReader(new ByteArrayInputStream(text.toString().getBytes(StandardCharsets.US_ASCII)));
        List<String> lines = new ArrayList<>();
        String line;
        while ((line = reader.readLine()) != null) {
            lines.add(line);
        }
        assertEquals(6, lines.size(), lines.subList(1, lines.size()).toString());
        assertEquals(65535, lines.get(0).length());
        assertEquals(List.of("second", "third", "fourth", "", "last-without-newline"), lines.subList(1, 6));
    }

    @Test
    void lineReaderDecodesUtf8OnlyWhereNeeded() throws IOException {
        byte[] bytes = "ascii\nLNet: peer \u00e9t\u00e9 down\n".getBytes(StandardCharsets.UTF_8);
        LineReader reader = new LineReader(new ByteArrayInputStream(bytes));
        assertEquals("ascii", reader.readLine());
        assertEquals("LNet: peer \u00e9t\u00e9 down", reader.readLine());
        assertNull(reader.readLine());
    }
}
