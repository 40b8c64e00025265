package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Display;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.render.SvgPictures;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.compare.ExportReportAction;
import org.lnetscope.ui.views.ExportPicture;
import org.lnetscope.ui.views.FabricView;

/**
 * Exports run as Jobs: while File > Export Report... and a view's Export… write their files, a
 * timer on the UI thread keeps firing, and the file appears whole (no temp file left beside it).
 */
class ExportJobsTest extends WindowTest {

    @TempDir
    Path dir;

    /** Runs the event loop until {@code job} is done, counting a 10 ms timer's firings meanwhile. */
    private static int ticksWhile(Job job) {
        Display display = Display.getCurrent();
        int[] ticks = {0};
        boolean[] running = {true};
        display.timerExec(10, new Runnable() {
            @Override
            public void run() {
                ticks[0]++;
                if (running[0]) {
                    display.timerExec(10, this);
                }
            }
        });
        long end = System.currentTimeMillis() + 120_000;
        while (job.getResult() == null && System.currentTimeMillis() < end) {
            if (!display.readAndDispatch()) {
                display.sleep();
            }
        }
        running[0] = false;
        return ticks[0];
    }

    private void noTempFilesLeft() throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            var names = files.map(p -> p.getFileName().toString()).toList();
            assertEquals(1, names.size(), "only the exported file: " + names);
        }
    }

    @Test
    void theReportIsWrittenInAJobWhileTheWindowAnswers() throws Exception {
        ReplaySession session = Ui.openTrace(ExampleTraceTest.TRACE);
        session.seekToEvent(session.cursor().eventCount() / 2);
        Ui.settle(300);
        Path target = dir.resolve("router-oom-small-report.html");
        Job job = ExportReportAction.schedule(session.file(), session.cursor().timeNs(), target);
        int ticks = ticksWhile(job);
        assertEquals(IStatus.OK, job.getResult().getSeverity(), job.getResult().toString());
        // Reports.trace replays the trace again and scans it: the timer fires meanwhile, not after.
        assertTrue(ticks >= 3, "the UI thread kept running while the report was made: " + ticks + " ticks");
        String html = Files.readString(target, StandardCharsets.UTF_8);
        assertTrue(html.startsWith("<!DOCTYPE html") || html.startsWith("<html"), html.substring(0, Math.min(80, html.length())));
        assertTrue(html.contains("router-oom-small"), "the report names its trace");
        noTempFilesLeft();
    }

    @Test
    void aPictureIsEncodedAndWrittenInAJob() throws Exception {
        Ui.openTrace(ExampleTraceTest.TRACE);
        FabricView fabric = (FabricView) page.showView(LnetScopeUi.FABRIC_VIEW_ID);
        Ui.waitFor(() -> fabric.canvas().layoutResult() != null, "the fabric is laid out");
        // A poster-size PNG: encoding 8 M pixels is the part of an export that takes seconds.
        Point size = new Point(3200, 2400);
        Path png = dir.resolve("fabric.png");
        Job job = ExportPicture.export(png, null, size, fabric.canvas()::paintTo);
        int ticks = ticksWhile(job);
        assertEquals(IStatus.OK, job.getResult().getSeverity(), job.getResult().toString());
        assertTrue(ticks >= 3, "the UI thread kept running while the PNG was encoded: " + ticks + " ticks");
        ImageData read = new ImageLoader().load(png.toString())[0];
        assertEquals(size.x, read.width);
        assertEquals(size.y, read.height);
        noTempFilesLeft();

        Files.delete(png);
        Path svg = dir.resolve("fabric.svg");
        Job svgJob = ExportPicture.export(svg, SvgPictures.fabric(fabric.canvas().layoutResult()), null, null);
        ticksWhile(svgJob);
        assertEquals(IStatus.OK, svgJob.getResult().getSeverity(), svgJob.getResult().toString());
        String text = Files.readString(svg, StandardCharsets.UTF_8);
        assertTrue(text.contains("<svg") && text.contains("router-oom-small.lnettrace"), "the SVG carries the stamp");
        noTempFilesLeft();
    }
}
