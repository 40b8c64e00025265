package org.lnetscope.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ProductInfoTest {

    @Test
    void versionComesFromTheBuiltManifest() {
        ProductInfo info = ProductInfo.current();
        // Tycho replaces "qualifier" with the build timestamp; an unreadable manifest gives 0.0.0.unknown.
        assertTrue(info.version().matches("0\\.1\\.0\\.\\d{12}"), info.version());
        assertEquals("0.1.0", info.shortVersion());
    }

    @Test
    void bannerNamesProductVersionAndJava() {
        String banner = ProductInfo.current().banner();
        assertTrue(banner.startsWith("LNet Scope 0.1.0."), banner);
        assertTrue(banner.contains("Java " + Runtime.version().feature()), banner);
    }

    @Test
    void classWithoutManifestFallsBackToUnknown() {
        // A JDK class: its jrt: location has no Bundle-Version to read.
        assertEquals("0.0.0.unknown", ProductInfo.readBundleVersion(String.class));
    }
}
