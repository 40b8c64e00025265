package org.lnetscope.app;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchWindow;
import org.lnetscope.model.resource.AtomicFileSave;

/**
 * Product smoke test support: once the window has painted, copy it from the screen into a PNG and
 * close the workbench normally, so the test sees a real start and a clean shutdown.
 */
final class SmokeRun {

    /** Long enough for the first paint of every view under a slow Xvfb. */
    private static final int SETTLE_MILLIS = 2500;

    private SmokeRun() {
    }

    static void captureAndClose(IWorkbenchWindow window, Path png) {
        Display display = window.getShell().getDisplay();
        display.timerExec(SETTLE_MILLIS, () -> {
            try {
                capture(window.getShell(), png);
            } catch (Exception e) {
                System.err.println("lnetscope: smoke screenshot failed: " + e);
            } finally {
                window.getWorkbench().close();
            }
        });
    }

    static void capture(Shell shell, Path png) throws Exception {
        Display display = shell.getDisplay();
        while (display.readAndDispatch()) {
            // let pending paints land before copying the screen
        }
        Rectangle bounds = shell.getBounds();
        Image image = new Image(display, bounds.width, bounds.height);
        try {
            GC gc = new GC(display);
            try {
                gc.copyArea(image, bounds.x, bounds.y);
            } finally {
                gc.dispose();
            }
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[] {image.getImageData()};
            // a test hook's own path: its folder is made here, saves no longer make folders (issue 30)
            Files.createDirectories(png.toAbsolutePath().getParent());
            AtomicFileSave.write(png, out -> loader.save(out, SWT.IMAGE_PNG));
        } finally {
            image.dispose();
        }
    }
}
