package org.lnetscope.ui.views;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.action.Action;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;
import org.lnetscope.model.resource.AtomicFileSave;
import org.lnetscope.render.SvgPictures;
import org.lnetscope.session.FabricDocument;
import org.lnetscope.trace.Event;
import org.lnetscope.trace.TimeFormat;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.router.Palette;

/**
 * "Export…" for a drawn view: PNG from the same painting code as the window, SVG from the
 * headless layout. Written atomically (AtomicFileSave), in a Job ({@link #export}).
 */
public final class ExportPicture {

    private ExportPicture() {
    }

    /**
     * @param size  the picture's full size in pixels (not only the visible part)
     * @param paint draws the picture into a GC of that size
     * @param svg   the picture as SVG, or null when there is nothing to draw
     */
    static Action action(Supplier<Shell> shell, String defaultName, Supplier<Point> size, Consumer<GC> paint,
            Supplier<String> svg) {
        Action action = new Action("Export…") {
            @Override
            public void run() {
                String content = svg.get();
                if (content == null) {
                    return;
                }
                FileDialog dialog = new FileDialog(shell.get(), SWT.SAVE);
                dialog.setFilterExtensions(new String[] {"*.png", "*.svg"});
                dialog.setFilterNames(new String[] {"PNG image (*.png)", "SVG drawing (*.svg)"});
                dialog.setFileName(defaultName);
                dialog.setOverwrite(true);
                String chosen = dialog.open();
                if (chosen == null) {
                    return;
                }
                Point full = chosen.endsWith(".svg") ? null : size.get();
                export(Path.of(chosen), content, full, paint);
            }
        };
        action.setToolTipText("Save this picture as PNG or SVG");
        return action;
    }

    /**
     * What an exported picture says in its corner, for an incident report: the file, and for a trace
     * the event number (as {@code lnetscope trace events} prints it) and its time.
     */
    public static String stampText() {
        FabricDocument document = WindowDocument.get();
        String file = document.file().map(p -> p.getFileName().toString()).orElse("unsaved fabric");
        return document.replay().map(session -> {
            Event event = session.currentEvent();
            return file + "  ·  " + (event == null ? "start of trace"
                    : "event #" + String.format("%,d", event.index()) + "  t = " + TimeFormat.show(event.timeNs()));
        }).orElse(file);
    }

    /** Draws the stamp in the bottom right corner of a picture of {@code size}. */
    public static void stamp(GC gc, Point size, String text) {
        Point extent = gc.textExtent(text);
        int x = size.x - extent.x - 10;
        int y = size.y - extent.y - 6;
        gc.setAlpha(230);
        gc.setBackground(Palette.BACKGROUND);
        gc.fillRectangle(x - 6, y - 3, extent.x + 12, extent.y + 6);
        gc.setAlpha(255);
        gc.setForeground(Palette.MUTED);
        gc.drawRectangle(x - 6, y - 3, extent.x + 11, extent.y + 5);
        gc.drawText(text, x, y, true);
    }

    /**
     * Writes the picture in a Job (progress in the status bar, Cancel before the write keeps the old
     * file): SVG from {@code svg} when {@code size} is null, else a PNG of {@code size} painted by
     * {@code paint}. SWT paints only on the UI thread, so the pixels are taken here, first; the PNG
     * encoding and the write, most of an export's time on a big fabric, run in the Job.
     */
    public static Job export(Path target, String svg, Point size, Consumer<GC> paint) {
        String stamp = stampText();
        ImageData pixels = size == null ? null : pixels(size, gc -> {
            paint.accept(gc);
            stamp(gc, size, stamp);
        });
        Job job = Job.create("Export " + target.getFileName(), (IProgressMonitor monitor) -> {
            SubMonitor progress = SubMonitor.convert(monitor, "Writing " + target.getFileName(), 1);
            if (progress.isCanceled()) {
                return Status.CANCEL_STATUS;
            }
            try {
                if (pixels == null) {
                    AtomicFileSave.write(target, SvgPictures.stamp(svg, stamp).getBytes(StandardCharsets.UTF_8));
                } else {
                    ImageLoader loader = new ImageLoader();
                    loader.data = new ImageData[] {pixels};
                    AtomicFileSave.write(target, out -> loader.save(out, SWT.IMAGE_PNG));
                }
                progress.worked(1);
                return Status.OK_STATUS;
            } catch (Exception e) {
                // a user job's error status is shown by the workbench, naming the file
                return new Status(IStatus.ERROR, "org.lnetscope.ui", target + ": " + e.getMessage(), e);
            }
        });
        job.setUser(true);
        job.schedule();
        return job;
    }

    /** Paints a picture of {@code size} and returns its pixels (UI thread). */
    static ImageData pixels(Point size, Consumer<GC> paint) {
        Image image = new Image(Display.getCurrent(), Math.max(1, size.x), Math.max(1, size.y));
        try {
            GC gc = new GC(image);
            try {
                paint.accept(gc);
            } finally {
                gc.dispose();
            }
            return image.getImageData();
        } finally {
            image.dispose();
        }
    }

    public static void png(Path target, Point size, Consumer<GC> paint) throws Exception {
        Image image = new Image(Display.getCurrent(), Math.max(1, size.x), Math.max(1, size.y));
        try {
            GC gc = new GC(image);
            try {
                paint.accept(gc);
            } finally {
                gc.dispose();
            }
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[] {image.getImageData()};
            AtomicFileSave.write(target, out -> loader.save(out, SWT.IMAGE_PNG));
        } finally {
            image.dispose();
        }
    }

}
