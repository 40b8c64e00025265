package org.lnetscope.fit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The seed incident's report, entered by hand as a signature file, and what a bad file gets. */
class SignatureFileTest {

    @Test
    void theSeedReportsFiguresReadAsTheyAreWritten() throws Exception {
        String text;
        try (InputStream in = getClass().getResourceAsStream("/fixtures/seed-incident.signature")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Signature s = SignatureFile.parse(List.of(text.split("\n")), "seed-incident.signature");
        assertEquals(-4500.0, s.values().get(Signature.Field.TX_CREDITS_MIN));
        assertEquals(42.0, s.values().get(Signature.Field.TXQ_PER_SENDER_MAX));
        assertEquals(69.0, s.values().get(Signature.Field.TXQ_SENDERS_AT_MAX));
        assertEquals(-17000.0, s.values().get(Signature.Field.RTR_CREDITS_MIN));
        assertEquals(42.0, s.values().get(Signature.Field.RTRQ_MSGS_PER_CONN));
        assertEquals(3e6, s.values().get(Signature.Field.PINNED_BYTES_PER_CONN));
        assertEquals(48e9, s.values().get(Signature.Field.MEMORY_USED));
        // what the report does not give is absent, so the distance leaves it out
        assertTrue(!s.values().containsKey(Signature.Field.PINNED_CONNS));
        Distance.Result d = Distance.between(s, s);
        assertTrue(d.leftOut().stream().anyMatch(l -> l.startsWith("pinned.conns")), d.leftOut().toString());
    }

    @Test
    void aBadLineIsNamedByFileAndLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SignatureFile.parse(List.of("# x", "tx_credits.min = -4500", "tx_credit.min = 3"), "my.signature"));
        assertTrue(e.getMessage().startsWith("my.signature:3: unknown key \"tx_credit.min\""), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> SignatureFile.parse(List.of("memory.used = lots"), "my.signature"));
        assertTrue(e.getMessage().startsWith("my.signature:1: \"lots\" is not a number"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> SignatureFile.parse(List.of("# nothing"), "empty.signature"));
        assertTrue(e.getMessage().contains("no figure"), e.getMessage());
    }
}
