package org.lnetscope.ui.fabric;

/**
 * Zoom and pan of a drawing: maps model coordinates (ELK's) to screen pixels and back. Zooming
 * keeps the point under the pointer still, as in every map viewer.
 */
final class Viewport {

    static final double MIN_SCALE = 0.05;
    static final double MAX_SCALE = 4.0;

    double scale = 1.0;
    double offsetX;
    double offsetY;

    double toScreenX(double x) {
        return x * scale + offsetX;
    }

    double toScreenY(double y) {
        return y * scale + offsetY;
    }

    double toModelX(double sx) {
        return (sx - offsetX) / scale;
    }

    double toModelY(double sy) {
        return (sy - offsetY) / scale;
    }

    void zoomAt(double factor, double sx, double sy) {
        double mx = toModelX(sx);
        double my = toModelY(sy);
        scale = Math.max(MIN_SCALE, Math.min(MAX_SCALE, scale * factor));
        offsetX = sx - mx * scale;
        offsetY = sy - my * scale;
    }

    void pan(double dx, double dy) {
        offsetX += dx;
        offsetY += dy;
    }

    /** Shows the whole drawing, never magnified beyond 1:1 (small fabrics stay crisp). */
    void fit(double width, double height, int screenWidth, int screenHeight) {
        if (width <= 0 || height <= 0 || screenWidth <= 0 || screenHeight <= 0) {
            return;
        }
        scale = Math.max(MIN_SCALE, Math.min(1.0, Math.min(screenWidth / width, screenHeight / height)));
        offsetX = (screenWidth - width * scale) / 2;
        offsetY = (screenHeight - height * scale) / 2;
    }

    /** Puts a model point in the middle of the screen. */
    void centerOn(double x, double y, int screenWidth, int screenHeight) {
        offsetX = screenWidth / 2.0 - x * scale;
        offsetY = screenHeight / 2.0 - y * scale;
    }
}
