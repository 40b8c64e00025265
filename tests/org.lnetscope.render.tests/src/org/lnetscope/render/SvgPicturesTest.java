package org.lnetscope.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.cli.LnetScopeCli;
import org.lnetscope.model.examples.SeedIncident;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.render.router.Shape;
import org.w3c.dom.Document;

class SvgPicturesTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final Console console = new Console(new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));

    private Path seed() throws Exception {
        Path file = dir.resolve("seed.lnetmodel");
        LnetResources.save(SeedIncident.build(SeedIncident.Scale.of(SeedIncident.DEFAULT_FACTOR)), file);
        return file;
    }

    private static Document parse(Path svg) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile());
    }

    @Test
    void routerViewRendersEveryPinnedConnAsAThickRedBox() throws Exception {
        Path svg = dir.resolve("router.svg");
        int status = new RenderCommand().run(List.of(seed().toString(), "--view", "router", "-o", svg.toString()), console);
        assertEquals(ExitStatus.OK, status, err.toString());
        Document doc = parse(svg);
        assertEquals("svg", doc.getDocumentElement().getTagName());
        String text = Files.readString(svg);
        // 161 pinned conns at 1/10 scale, drawn with the PINNED stroke and width 3.
        String pinnedStroke = "stroke=\"" + Colors.css(Colors.tone(Shape.Tone.PINNED))
                + "\" stroke-width=\"3.0\"";
        // (plus the legend's "red border: pinned" swatch)
        assertEquals(161 + 1, text.split(pinnedStroke, -1).length - 1);
        assertTrue(text.contains("red border: pinned (DISCONNECTED, still referenced)"), "the legend is in the picture");
        assertTrue(text.contains("10.1.0.17@o2ib1 is not draining"), "the diagnosis sentence is in the picture");
    }

    @Test
    void theSeedRouterIsFilledRedAndAStampSaysWhereThePictureComesFrom() throws Exception {
        Path svg = dir.resolve("fabric-stamp.svg");
        assertEquals(ExitStatus.OK, new RenderCommand().run(List.of(seed().toString(), "--view", "fabric", "-o",
                svg.toString()), console), err.toString());
        String text = Files.readString(svg);
        // The seed router has over 90 % of its RAM used at kdump time: its box is filled red.
        assertTrue(text.contains("fill=\"" + Colors.css(Colors.ROUTER_FILL_FULL) + "\""), "red router box");
        String stamped = SvgPictures.stamp(text, "seed-incident.lnetmodelb  ·  event #4,711  t = 9h00m");
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(stamped.getBytes(StandardCharsets.UTF_8)));
        var texts = doc.getElementsByTagName("text");
        assertEquals("seed-incident.lnetmodelb  ·  event #4,711  t = 9h00m", texts.item(texts.getLength() - 1).getTextContent());
    }

    @Test
    void aBoxsDetailIsWrappedToTheBoxAndTheLegendFitsThePicture() throws Exception {
        Path svg = dir.resolve("fabric-wrap.svg");
        assertEquals(ExitStatus.OK, new RenderCommand().run(List.of(seed().toString(), "--view", "fabric", "-o",
                svg.toString()), console), err.toString());
        Document doc = parse(svg);
        double pictureWidth = Double.parseDouble(doc.getDocumentElement().getAttribute("width"));
        var rects = doc.getElementsByTagName("rect");
        org.w3c.dom.Element router = null;
        for (int i = 0; i < rects.getLength(); i++) {
            org.w3c.dom.Element r = (org.w3c.dom.Element) rects.item(i);
            if (r.getAttribute("fill").equals(Colors.css(Colors.ROUTER_FILL_FULL)) && Double.parseDouble(r.getAttribute("width")) > 20) {
                router = r;
                break;
            }
        }
        assertTrue(router != null, "the seed's router box");
        double x = Double.parseDouble(router.getAttribute("x"));
        double y = Double.parseDouble(router.getAttribute("y"));
        double w = Double.parseDouble(router.getAttribute("width"));
        double h = Double.parseDouble(router.getAttribute("height"));
        var texts = doc.getElementsByTagName("text");
        String detail = null;
        List<String> lines = new java.util.ArrayList<>();
        for (int i = 0; i < texts.getLength(); i++) {
            org.w3c.dom.Element t = (org.w3c.dom.Element) texts.item(i);
            double tx = Double.parseDouble(t.getAttribute("x"));
            double ty = Double.parseDouble(t.getAttribute("y"));
            if (tx != x + 10 || ty <= y || ty >= y + h) {
                continue;
            }
            var tips = t.getElementsByTagName("title");
            if (tips.getLength() > 0) {
                detail = tips.item(0).getTextContent();
            } else {
                lines.add(t.getTextContent());
            }
        }
        assertTrue(detail != null && detail.matches("161 pinned conns, \\d+ MiB, .*"), detail);
        assertTrue(lines.size() >= 2, "the detail wraps: " + lines);
        for (String line : lines) {
            assertTrue(line.length() * 6.4 <= w - 14 + 0.01, "'" + line + "' fits a " + w + " px box");
        }
        String shown = String.join(" ", lines);
        assertTrue(shown.equals(detail) || shown.endsWith("…") && detail.startsWith(shown.substring(0, shown.length() - 1)),
                shown + " / " + detail);
        // the legend's last swatch label ends inside the picture
        org.w3c.dom.Element last = (org.w3c.dom.Element) texts.item(texts.getLength() - 1);
        assertEquals("≥ 90 % of RAM used", last.getTextContent());
        assertTrue(Double.parseDouble(last.getAttribute("x")) + last.getTextContent().length() * 6.4 <= pictureWidth, "legend inside");
    }

    @Test
    void fabricViewHasABoxPerNodeAndARouteWithTheNegativeColour() throws Exception {
        Path svg = dir.resolve("fabric.svg");
        assertEquals(ExitStatus.OK, new RenderCommand().run(List.of(seed().toString(), "--view", "fabric", "-o",
                svg.toString()), console), err.toString());
        Document doc = parse(svg);
        // 23 nodes, each a box and a tone stripe, plus the background and the router memory legend's 3 swatches.
        assertEquals(1 + 2 * 23 + 3, doc.getElementsByTagName("rect").getLength());
        assertTrue(doc.getElementsByTagName("path").getLength() >= 22, "a link per router peer");
        assertTrue(Files.readString(svg).contains(Colors.css(Colors.tone(Shape.Tone.NEGATIVE))));
    }

    @Test
    void badArgumentsAreUsageErrorsAndNothingIsWritten() throws Exception {
        Path svg = dir.resolve("x.svg");
        var cli = new LnetScopeCli(List.of(new RenderCommand()));
        assertEquals(ExitStatus.USAGE, cli.run(List.of("render", seed().toString(), "--view", "pie", "-o", svg.toString()),
                console));
        assertTrue(err.toString().contains("--view is fabric or router"), err.toString());
        assertTrue(!Files.exists(svg));
    }

    @Test
    void longSentencesWrapAtWordBoundaries() {
        List<String> lines = SvgPictures.wrap("10.1.0.17@o2ib1 is not draining (lpni_txcredits -451)", 20);
        assertEquals(List.of("10.1.0.17@o2ib1 is", "not draining", "(lpni_txcredits", "-451)"), lines);
    }

    @Test
    void svgTextIsEscaped() {
        assertEquals("a &lt;b&gt; &amp; &quot;c&quot;", Svg.escape("a <b> & \"c\""));
    }
}
