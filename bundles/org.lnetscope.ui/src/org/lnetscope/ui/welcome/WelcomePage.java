package org.lnetscope.ui.welcome;

import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Link;
import org.lnetscope.ui.welcome.Examples.Example;

/**
 * What the Fabric view shows while nothing is open: the bundled examples, one click each, and the
 * ways to open one's own files. The same list is under File and Help > Open Example.
 */
public final class WelcomePage extends Composite {

    public static final String HEADING = "No fabric open. Start with an example:";

    public WelcomePage(Composite parent, Consumer<Example> open) {
        super(parent, SWT.NONE);
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 24;
        layout.marginHeight = 18;
        layout.verticalSpacing = 10;
        setLayout(layout);
        Label heading = new Label(this, SWT.NONE);
        heading.setText(HEADING);
        boolean any = false;
        for (Example example : Examples.ALL) {
            if (Examples.path(example).isEmpty()) {
                continue;
            }
            any = true;
            Link link = new Link(this, SWT.WRAP);
            link.setText("<a>" + example.title() + "</a> — " + example.description());
            link.setLayoutData(wrapping());
            link.addListener(SWT.Selection, e -> open.accept(example));
        }
        if (!any) {
            Label none = new Label(this, SWT.WRAP);
            none.setText("(This installation has no examples/ folder.)");
        }
        Label own = new Label(this, SWT.WRAP);
        own.setText("Your own files: File > Open... takes .lnetmodel, .lnetmodelb, .lnettrace and crash(8) "
                + "session logs of a router vmcore; File > Connect to Agents... watches live nodes; "
                + "'lnetscope --help' lists the headless commands (import, vmcore, simulate...).");
        own.setLayoutData(wrapping());
    }

    private static GridData wrapping() {
        GridData data = new GridData(SWT.FILL, SWT.TOP, true, false);
        data.widthHint = 640;
        return data;
    }
}
