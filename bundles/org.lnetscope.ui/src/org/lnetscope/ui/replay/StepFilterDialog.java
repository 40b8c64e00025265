package org.lnetscope.ui.replay;

import java.util.List;
import java.util.function.Supplier;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.jface.dialogs.IMessageProvider;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.lnetscope.replay.EventFilter;

/**
 * The F9 step filter: a field in the syntax of {@code lnetscope trace events --filter}, with
 * completion of keys, event types, kernel functions and NIDs. An empty field is not an error (it
 * says what to type, and OK waits for a filter); a wrong one says what is wrong and the nearest
 * known name ("did you mean kiblnd_finalise_conn?").
 */
public final class StepFilterDialog extends TitleAreaDialog {

    static final String HINT = "Step (F9, Shift+F9) to events matching, as `lnetscope trace events --filter` takes it; "
            + "Ctrl+Space completes.";

    private final Supplier<List<String>> nids;
    private String value;
    private Text text;

    public StepFilterDialog(Shell parent, String initial, Supplier<List<String>> nids) {
        super(parent);
        this.value = initial == null ? "" : initial;
        this.nids = nids;
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        setTitle("Step Filter");
        Composite c = new Composite(area, SWT.NONE);
        c.setLayout(new GridLayout(1, false));
        c.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        text = new Text(c, SWT.BORDER);
        text.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        text.setMessage("function=kiblnd_finalise_conn");
        text.setText(value);
        text.setSelection(value.length());
        FilterCompletion.attach(text, nids);
        Label examples = new Label(c, SWT.WRAP);
        examples.setText("Examples: function=kiblnd_finalise_conn    type=MSG_QUEUED_RTRQ,nid=10.0.2.6@o2ib    "
                + "type=CONN_STATE|CONN_CREATED");
        text.addListener(SWT.Modify, e -> validate());
        return area;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        super.createButtonsForButtonBar(parent);
        validate();
    }

    /** No error for an empty field: it says what to type, and OK waits. */
    private void validate() {
        if (text == null || text.isDisposed()) {
            return;
        }
        String error = problem(text.getText());
        if (text.getText().isBlank()) {
            setMessage(HINT, IMessageProvider.INFORMATION);
            setErrorMessage(null);
        } else {
            setMessage(HINT);
            setErrorMessage(error);
        }
        var ok = getButton(IDialogConstants.OK_ID);
        if (ok != null) {
            ok.setEnabled(error == null && !text.getText().isBlank());
        }
    }

    /** What is wrong with {@code filter}, with the nearest known name, or null. */
    public static String problem(String filter) {
        try {
            EventFilter.parse(filter);
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    @Override
    protected void okPressed() {
        value = text.getText().strip();
        super.okPressed();
    }

    public String value() {
        return value;
    }

    /** The field, for tests. */
    public Text text() {
        return text;
    }
}
