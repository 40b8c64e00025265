package org.lnetscope.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Trace times for the simulator (from 0) and for agents (the wall clock), shown and typed. */
class TimeFormatTest {

    /** 2026-11-30T10:38:04Z, when an agent trace might start. */
    private static final long AGENT_START = 1_796_035_084_000_000_000L;

    @Test
    void simulatorTimesStaySeconds() {
        assertFalse(TimeFormat.isWallClock(26_498_000_000_000L), "7h21m of simulated time");
        assertEquals("312.500000000s", TimeFormat.show(312_500_000_000L));
        assertEquals(80_000_000_000L, TimeFormat.parseIn("80s", 0));
        assertEquals(300_000_000_000L, TimeFormat.parseIn("5m", 0));
    }

    @Test
    void agentTimesAreDatesAndTypedTimesAreOffsetsFromTheStart() {
        assertTrue(TimeFormat.isWallClock(AGENT_START));
        assertEquals("2026-11-30 10:38:04.000 UTC", TimeFormat.show(AGENT_START));
        assertEquals("2026-11-30 10:38:16.250 UTC", TimeFormat.show(AGENT_START + 12_250_000_000L));
        assertEquals(AGENT_START + 12_000_000_000L, TimeFormat.parseIn("12s", AGENT_START));
        assertEquals(AGENT_START + 12_000_000_000L, TimeFormat.parseIn("2026-11-30T10:38:16Z", AGENT_START));
        assertEquals(AGENT_START + 12_000_000_000L, TimeFormat.parseIn("2026-11-30T11:38:16+01:00", 0), "a date is a date in any trace");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TimeFormat.parseIn("2026-11-30T25:00Z", AGENT_START));
        assertEquals("bad time \"2026-11-30T25:00Z\" (e.g. 2026-11-30T10:38:12Z, 312.5s, 5m)", e.getMessage());
    }
}
