package org.lnetscope.fit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.sim.cli.SimulateCommand;

/** Every kind of dump the fit takes goes through the one signature function. */
class DumpsTest {

    @TempDir
    Path tmp;

    @Test
    void aCrashExtractGivesItsRoutersFiguresAndSaysWhatItOnlyPartlyHolds() throws Exception {
        Path extract = tmp.resolve("router-2.12-small.crash");
        try (InputStream in = getClass().getResourceAsStream("/fixtures/router-2.12-small.crash")) {
            Files.copy(in, extract);
        }
        Signature s = Dumps.signature(extract, null, null);
        assertEquals("rtr-o2ib-07", s.node());
        assertEquals(-4500.0, s.values().get(Signature.Field.TX_CREDITS_MIN));
        // the extract lists 3 of the 4,500 messages lpni_txcredits says are queued: no txq figure
        assertFalse(s.values().containsKey(Signature.Field.TXQ_PER_SENDER_MAX));
        assertTrue(s.missing().get(Signature.Field.TXQ_PER_SENDER_MAX).contains("partly read (3 messages)"),
                s.missing().toString());
        assertTrue(s.values().get(Signature.Field.MEMORY_USED) > 40e9, s.values().toString());
    }

    @Test
    void aTraceAtATimeIsTheStateTheSimulatorHadThen() throws Exception {
        Path scenario = tmp.resolve("tiny.yaml");
        Files.writeString(scenario, Tiny.text());
        Path trace = tmp.resolve("tiny.lnettrace");
        int status = new SimulateCommand().run(List.of(scenario.toString(), "--set", "duration=200s", "-o", trace.toString()),
                new Console(new PrintStream(PrintStream.nullOutputStream()), new PrintStream(PrintStream.nullOutputStream())));
        assertEquals(ExitStatus.OK, status);
        Signature fromTrace = Dumps.signature(trace, Tiny.ROUTER, "150s");
        Signature fromRun = Signature.of(Tiny.state(List.of("duration=150s")), Tiny.ROUTER, null, null);
        assertEquals(fromRun.values(), fromTrace.values());
        assertTrue(fromTrace.values().get(Signature.Field.TX_CREDITS_MIN) < 0, fromTrace.values().toString());
    }

    @Test
    void aSignatureFileIsReadAsIsAndTimeOnlyGoesWithATrace() throws Exception {
        Path sig = tmp.resolve("seed.signature");
        Files.writeString(sig, "tx_credits.min = -4500\nmemory.used = 48GB\n");
        assertEquals(2, Dumps.signature(sig, null, null).values().size());
        Path model = tmp.resolve("x.lnetmodelb");
        Files.writeString(model, "");
        assertThrows(java.io.IOException.class, () -> Dumps.signature(model, null, "10s"));
    }
}
