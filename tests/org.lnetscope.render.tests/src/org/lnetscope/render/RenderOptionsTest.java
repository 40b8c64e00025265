package org.lnetscope.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.UsageException;
import org.lnetscope.model.examples.HealthyFabric;
import org.lnetscope.model.resource.LnetResources;

/** Issue 21, point 6: render refuses a width it cannot draw and a .png it would fill with SVG. */
class RenderOptionsTest {

    @TempDir
    Path dir;

    private String refused(String... args) throws Exception {
        Path fabric = dir.resolve("f.lnetmodel");
        LnetResources.save(HealthyFabric.build(), fabric);
        List<String> all = new ArrayList<>(List.of(fabric.toString(), "--view", "router"));
        all.addAll(List.of(args));
        return assertThrows(UsageException.class, () -> new RenderCommand().run(all, new Console(System.out, System.err))).getMessage();
    }

    @Test
    void aWidthOfZeroOrLessIsRefused() throws Exception {
        assertEquals("--width takes a number in 300..20000, not 0", refused("--width", "0", "-o", dir.resolve("x.svg").toString()));
        assertEquals("--width takes a number in 300..20000, not -5", refused("--width", "-5", "-o", dir.resolve("x.svg").toString()));
        assertEquals("--width 99999999999999999999 is too large (at most 20000)",
                refused("--width", "99999999999999999999", "-o", dir.resolve("x.svg").toString()));
    }

    @Test
    void aPngOutputIsRefusedAndNothingIsWritten() throws Exception {
        Path png = dir.resolve("x.png");
        assertEquals("-o must end in .svg (the picture is SVG; rsvg-convert or a browser makes a PNG of it), not '" + png + "'",
                refused("-o", png.toString()));
        assertEquals(false, Files.exists(png));
    }
    private static Path shippedExtract() {
        for (Path d = Path.of(System.getProperty("user.dir")).toAbsolutePath(); d != null; d = d.getParent()) {
            Path candidate = d.resolve("examples/crash/router-2.12-small.crash");
            if (Files.isRegularFile(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException("examples/crash/router-2.12-small.crash not found");
    }

    /**
     * A crash(8) extract draws as the window draws it once opened: the router's peer NIs with their
     * credits, its pinned conn; one with no LNet state is refused with the file's name, nothing written.
     */
    @Test
    void aCrashExtractIsDrawnAsTheWindowDrawsIt() throws Exception {
        Path svg = dir.resolve("rtr.svg");
        int exit = new RenderCommand().run(List.of(shippedExtract().toString(), "--view", "router", "-o", svg.toString()),
                new Console(System.out, System.err));
        assertEquals(0, exit);
        String picture = Files.readString(svg);
        assertTrue(picture.startsWith("<?xml") || picture.startsWith("<svg"), picture.substring(0, 100));
        assertTrue(picture.contains("rtr-o2ib-07"), "the router's name");
        assertTrue(picture.contains("10.1.0.17@o2ib1") && picture.contains("-4500"), "the stalled peer NI and its lpni_txcredits");
        Path fabric = dir.resolve("fabric.svg");
        assertEquals(0, new RenderCommand().run(List.of(shippedExtract().toString(), "--view", "fabric", "-o", fabric.toString()),
                new Console(System.out, System.err)));
        assertTrue(Files.readString(fabric).contains("rtr-o2ib-07"));

        Path notes = Files.writeString(dir.resolve("notes.txt"), "nothing of LNet here\n");
        Path none = dir.resolve("none.svg");
        IOException refused = assertThrows(IOException.class,
                () -> new RenderCommand().run(List.of(notes.toString(), "--view", "router", "-o", none.toString()),
                        new Console(System.out, System.err)));
        assertTrue(refused.getMessage().startsWith(notes + ": no LNet state found"), refused.getMessage());
        assertFalse(Files.exists(none));
        assertEquals("--at needs a trace; a crash extract is one instant",
                assertThrows(UsageException.class, () -> new RenderCommand().run(List.of(shippedExtract().toString(), "--view", "router",
                        "--at", "5s", "-o", none.toString()), new Console(System.out, System.err))).getMessage());
    }
}
