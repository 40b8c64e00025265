package org.lnetscope.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.util.List;

import org.junit.jupiter.api.Test;

/** Issue 21, points 5 and 6: absurd numbers and long lines on the command line. */
class HostileArgumentsTest {

    @Test
    void aNumberPastALongIsTooLargeNotANumberFormatException() {
        UsageException e = assertThrows(UsageException.class,
                () -> Numbers.parseLong("--limit", "99999999999999999999", 1, Long.MAX_VALUE));
        assertEquals("--limit 99999999999999999999 is too large (at most 9223372036854775807)", e.getMessage());
    }

    @Test
    void aNumberOutsideItsRangeSaysTheRange() throws UsageException {
        assertEquals("--limit takes a number in 1..9223372036854775807, not -1",
                assertThrows(UsageException.class, () -> Numbers.parseLong("--limit", "-1", 1, Long.MAX_VALUE)).getMessage());
        assertEquals("--width takes a number in 300..20000, not 0",
                assertThrows(UsageException.class, () -> Numbers.parseInt("--width", "0", 300, 20_000)).getMessage());
        assertEquals("--width takes a whole number, not \"wide\"",
                assertThrows(UsageException.class, () -> Numbers.parseInt("--width", "wide", 300, 20_000)).getMessage());
        assertEquals(1400, Numbers.parseInt("--width", "1400", 300, 20_000));
    }

    @Test
    void twelveDigitsOfDaysIsTooLongNotANegativeDuration() throws UsageException {
        UsageException e = assertThrows(UsageException.class, () -> Durations.parseMs("999999999999d"));
        assertEquals("duration \"999999999999d\" is too long (at most 36500d)", e.getMessage());
        assertEquals(600_000, Durations.parseMs("10m"));
    }

    @Test
    void aMegabyteLineIsClippedInErrors() {
        String huge = "x".repeat(1 << 20);
        UsageException e = assertThrows(UsageException.class, () -> Durations.parseMs(huge));
        assertTrue(e.getMessage().length() < 400, e.getMessage().length() + " characters");
        assertTrue(e.getMessage().contains("(1048376 more characters)"), e.getMessage());
    }

    @Test
    void standardErrorCutsEveryLine() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream err = new ClippedLines(new PrintStream(bytes, true, StandardCharsets.UTF_8), 10);
        err.println("short");
        err.println("0123456789abcdef");
        assertEquals("short\n0123456789... (6 more bytes)\n", bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aMissingFileReachingTheDispatcherIsNamedWithItsReason() {
        Command failing = new Command() {
            public String name() {
                return "open";
            }
            public String summary() {
                return "fails";
            }
            public String usage() {
                return "Usage: lnetscope open";
            }
            public int run(List<String> args, Console c) throws Exception {
                throw new NoSuchFileException("/nonexistent");
            }
        };
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Console console = new Console(new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(ExitStatus.FAILURE, new LnetScopeCli(List.of(failing)).run(List.of("open"), console));
        assertEquals("lnetscope open: /nonexistent: no such file\n", err.toString(StandardCharsets.UTF_8));
    }
}
