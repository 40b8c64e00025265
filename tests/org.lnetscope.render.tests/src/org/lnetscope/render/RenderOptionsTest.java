package org.lnetscope.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

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
}
