package org.lnetscope.ui.compare;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

/**
 * Run What-If...: the scenario, the what-if switches and tunables of docs/what-if.md, the fault
 * variant, any other {@code --set k=v}, and how long to run. What it returns is the command line
 * {@code lnetscope simulate SCENARIO --set ...} would take.
 */
public final class WhatIfDialog extends Dialog {

    /** The switches of the what-if table (docs/what-if.md), each a --set. */
    static final String[][] SWITCHES = {
            {"what_if.release_parked_rx_on_close=true", "Release parked rx on close (hypothetical fix)"},
            {"what_if.eager_recv=true", "o2iblnd eager receive (hypothetical)"},
    };
    /**
     * The releases the simulator runs (scenario key lustre, docs/scenario-format.md; the same names as why-alive
     * --version): the scenario under another release is a --set lustre=.
     */
    static final String[][] RELEASES = {
            {"", "(as the scenario says)"},
            {"2.12", "2.12 (v2_12_9)"},
            {"2.15", "2.15 (v2_15_8): no LU-17855"},
            {"2.16", "2.16 (v2_16_1): LU-17855"},
            {"master", "master: LU-17855 + LU-18444"},
    };
    static final String[] FAULTS = {"(as the scenario says)", "host_silent", "link_down"};

    private Path scenario;
    private String until;
    private List<String> sets = List.of();
    private final List<Button> switches = new ArrayList<>();
    private Text scenarioText;
    private Text peerTimeout;
    private Text peerBufferCredits;
    private Text routingOffAt;
    private Combo fault;
    private Combo release;
    private Text more;
    private Text untilText;

    public WhatIfDialog(Shell parent, Path scenario, String until) {
        super(parent);
        this.scenario = scenario;
        this.until = until;
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("Run What-If");
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        area.setLayout(new GridLayout(3, false));
        label(area, "Scenario:");
        scenarioText = new Text(area, SWT.BORDER);
        scenarioText.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        scenarioText.setText(scenario == null ? "" : scenario.toString());
        Button browse = new Button(area, SWT.PUSH);
        browse.setText("Browse...");
        browse.addListener(SWT.Selection, e -> {
            FileDialog d = new FileDialog(getShell(), SWT.OPEN);
            d.setFilterExtensions(new String[] {"*.yaml;*.yml"});
            String f = d.open();
            if (f != null) {
                scenarioText.setText(f);
            }
        });
        Label what = new Label(area, SWT.WRAP);
        what.setText("What if (docs/what-if.md): each choice is a --set of 'lnetscope simulate'.");
        what.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
        for (String[] s : SWITCHES) {
            Button b = new Button(area, SWT.CHECK);
            b.setText(s[1] + "   (" + s[0] + ")");
            b.setData(s[0]);
            b.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
            switches.add(b);
        }
        label(area, "Lustre release:");
        release = new Combo(area, SWT.READ_ONLY);
        for (String[] r : RELEASES) {
            release.add(r[1]);
        }
        release.select(0);
        release.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        peerTimeout = field(area, "peer_timeout (s, 0 = aliveness off):");
        peerBufferCredits = field(area, "peer_buffer_credits:");
        routingOffAt = field(area, "Disable routing at (e.g. 3h):");
        label(area, "Fault variant:");
        fault = new Combo(area, SWT.READ_ONLY);
        for (String f : FAULTS) {
            fault.add(f);
        }
        fault.select(0);
        fault.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        label(area, "Other --set k=v (one a line):");
        more = new Text(area, SWT.BORDER | SWT.MULTI | SWT.V_SCROLL);
        GridData moreData = new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1);
        moreData.heightHint = 50;
        more.setLayoutData(moreData);
        untilText = field(area, "Run until (simulated, e.g. 500s, 2h):");
        untilText.setText(until == null ? "" : until);
        return area;
    }

    private static void label(Composite parent, String text) {
        new Label(parent, SWT.NONE).setText(text);
    }

    private static Text field(Composite parent, String label) {
        label(parent, label);
        Text t = new Text(parent, SWT.BORDER);
        t.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        return t;
    }

    @Override
    protected void okPressed() {
        List<String> chosen = new ArrayList<>();
        for (Button b : switches) {
            if (b.getSelection()) {
                chosen.add((String) b.getData());
            }
        }
        if (release.getSelectionIndex() > 0) {
            chosen.add("lustre=" + RELEASES[release.getSelectionIndex()][0]);
        }
        addIf(chosen, "tunables.peer_timeout=", peerTimeout.getText());
        addIf(chosen, "tunables.peer_buffer_credits=", peerBufferCredits.getText());
        addIf(chosen, "what_if.routing_disabled_at=", routingOffAt.getText());
        if (fault.getSelectionIndex() > 0) {
            chosen.add("faults.0.type=" + fault.getText());
        }
        for (String line : more.getText().split("\\R")) {
            if (!line.isBlank()) {
                chosen.add(line.strip());
            }
        }
        if (chosen.isEmpty()) {
            setErrorLike("Choose at least one what-if: the run would be the baseline itself.");
            return;
        }
        scenario = Path.of(scenarioText.getText().strip());
        // say it before running when the choice cannot change anything in this scenario (a
        // "master: LU-17855" box with router aliveness off, a value the scenario already has)
        String note;
        try {
            note = org.lnetscope.sim.cli.WhatIfTable.noEffect(scenario, List.of(), chosen);
        } catch (Exception e) {
            note = null; // the run's Job reports a scenario that does not load, with its lines
        }
        if (note != null && !MessageDialog.openQuestion(getShell(), "Run What-If",
                Character.toUpperCase(note.charAt(0)) + note.substring(1) + ".\n\nRun it anyway?")) {
            return;
        }
        until = untilText.getText().strip();
        sets = List.copyOf(chosen);
        super.okPressed();
    }

    private void setErrorLike(String message) {
        MessageDialog.openWarning(getShell(), "Run What-If", message);
    }

    private static void addIf(List<String> sets, String key, String value) {
        if (!value.isBlank()) {
            sets.add(key + value.strip());
        }
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.OK_ID, "Run", true);
        createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
    }

    public Path scenario() {
        return scenario;
    }

    public List<String> sets() {
        return sets;
    }

    /** Empty: the scenario's own duration (or its first OOM). */
    public String until() {
        return until;
    }
}
