package org.lnetscope.ui.live;

import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.lnetscope.prometheus.HistoryImport;
import org.lnetscope.prometheus.WindowTime;

/**
 * Asks which Prometheus and which window of time to read the agents' history from; the values are
 * checked here, so a typo is said next to the field rather than after a query. What was typed is
 * kept for the next time in this session.
 */
public final class PrometheusHistoryDialog extends TitleAreaDialog {

    private static String url = "http://localhost:9090";
    private static String from = "now-1h";
    private static String to = "now";
    private static String step = "15s";
    private static String selector = "";
    private static String hosts = "";

    private Text urlText;
    private Text fromText;
    private Text toText;
    private Text stepText;
    private Text selectorText;
    private Text hostsText;
    private URI uri;
    private HistoryImport.Request request;

    public PrometheusHistoryDialog(Shell parent) {
        super(parent);
    }

    @Override
    public void create() {
        super.create();
        getShell().setText("History from Prometheus");
        setTitle("Read a time window of the agents' metrics from Prometheus");
        setMessage("The Prometheus that scrapes lnetscope-agent's /metrics; the trace opens for replay when it is built.");
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        Composite grid = new Composite(area, SWT.NONE);
        GridLayoutFactory.swtDefaults().numColumns(2).margins(10, 10).applyTo(grid);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(grid);
        urlText = field(grid, "Prometheus URL:", url, "e.g. http://prometheus:9090 (a token, if needed: LNETSCOPE_PROMETHEUS_TOKEN)");
        fromText = field(grid, "From:", from, "2026-11-30T02:00:00Z, epoch seconds, now-6h");
        toText = field(grid, "To:", to, "same forms; now");
        stepText = field(grid, "Step:", step, "one state per step: the scrape interval (Prometheus' default: 15s)");
        selectorText = field(grid, "Label matchers:", selector, "optional, e.g. job=\"lnet\" when several jobs scrape the agents");
        hostsText = field(grid, "Hosts (regex):", hosts, "optional, e.g. rtr.* for the routers only");
        return area;
    }

    private Text field(Composite grid, String label, String value, String hint) {
        new Label(grid, SWT.NONE).setText(label);
        Text text = new Text(grid, SWT.BORDER | SWT.SINGLE);
        text.setText(value);
        text.setMessage(hint);
        text.setToolTipText(hint);
        text.addModifyListener(e -> setErrorMessage(null));
        GridDataFactory.fillDefaults().grab(true, false).hint(420, SWT.DEFAULT).applyTo(text);
        return text;
    }

    @Override
    protected void okPressed() {
        try {
            uri = URI.create(urlText.getText().strip());
            if (!"http".equals(uri.getScheme()) && !"https".equals(uri.getScheme())) {
                throw new IllegalArgumentException("the URL must start with http:// or https://");
            }
            Instant now = Instant.now();
            Instant start = WindowTime.parse(fromText.getText(), now);
            Instant end = WindowTime.parse(toText.getText(), now);
            if (end.isBefore(start)) {
                throw new IllegalArgumentException("the window ends before it starts");
            }
            long stepMs = WindowTime.duration(stepText.getText());
            if (stepMs <= 0) {
                throw new IllegalArgumentException("the step must be more than 0");
            }
            Pattern hostPattern = hostsText.getText().isBlank() ? null : Pattern.compile(hostsText.getText().strip());
            request = new HistoryImport.Request(start, end, Duration.ofMillis(stepMs), selectorText.getText().strip(), hostPattern);
            if (request.steps() > 1_000_000) {
                throw new IllegalArgumentException(request.steps() + " steps: use a longer step or a shorter window");
            }
        } catch (PatternSyntaxException e) {
            setErrorMessage("Hosts: not a regular expression (" + e.getDescription() + ")");
            return;
        } catch (IllegalArgumentException e) {
            setErrorMessage(e.getMessage());
            return;
        }
        url = urlText.getText();
        from = fromText.getText();
        to = toText.getText();
        step = stepText.getText();
        selector = selectorText.getText();
        hosts = hostsText.getText();
        super.okPressed();
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.OK_ID, "Build Trace", true);
        createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
    }

    public URI uri() {
        return uri;
    }

    public HistoryImport.Request request() {
        return request;
    }
}
