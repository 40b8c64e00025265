package org.lnetscope.ui;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.widgets.Control;

/** Fonts derived from a control's own, disposed with it: the drawn views' bold and small text. */
public final class Fonts {

    private Fonts() {
    }

    public static Font bold(Control control) {
        FontData[] data = control.getFont().getFontData();
        for (FontData d : data) {
            d.setStyle(SWT.BOLD);
        }
        return owned(control, new Font(control.getDisplay(), data));
    }

    /** {@code points} smaller than the control's font, never below 6 pt. */
    public static Font smaller(Control control, int points) {
        FontData[] data = control.getFont().getFontData();
        for (FontData d : data) {
            d.setHeight(Math.max(6, d.getHeight() - points));
        }
        return owned(control, new Font(control.getDisplay(), data));
    }

    private static Font owned(Control control, Font font) {
        control.addDisposeListener(e -> font.dispose());
        return font;
    }
}
