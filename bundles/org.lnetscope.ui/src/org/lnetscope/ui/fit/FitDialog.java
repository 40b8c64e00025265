package org.lnetscope.ui.fit;

import java.io.IOException;
import java.nio.file.Files;
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
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.lnetscope.fit.FitRun;
import org.lnetscope.fit.HypothesisRow;
import org.lnetscope.fit.Unknown;
import org.lnetscope.fit.cli.FitCommand;
import org.lnetscope.sim.scenario.Quantities;
import org.lnetscope.sim.scenario.Scenario;
import org.lnetscope.sim.scenario.ScenarioLoader;
import org.lnetscope.trace.TimeFormat;

/**
 * Explain Dump by Simulation...: the base scenario, the budget and jobs (small by default: a full
 * fit of a seed-size fabric is minutes per run), the unknowns searched, the hypothesis rows and the
 * fit folder. What it returns is the {@code lnetscope fit} a user would type, as a {@link FitRun.Request}.
 */
public final class FitDialog extends Dialog {

    /** The window's default budget: evaluations per hypothesis when an unknown besides fault_to_dump is searched. */
    static final int DEFAULT_BUDGET = 4;

    /** Widget data key naming each field (tests fill the dialog by it). */
    public static final String FIELD = "lnetscope.fit.field";

    private final Path dump;
    private final Long atNs;
    private final Path scenario;
    private Text scenarioText;
    private Spinner budget;
    private Spinner jobs;
    private Spinner seed;
    private Text ages;
    private Text out;
    private final List<Button> unknowns = new ArrayList<>();
    private final List<Button> rows = new ArrayList<>();
    private Button slurm;
    private Text partition;
    private Text account;
    private Text time;
    private Text mem;
    private Text worker;
    private Button resume;
    private FitRun.Request request;

    public FitDialog(Shell parent, Path dump, Long atNs, Path scenario) {
        super(parent);
        this.dump = dump;
        this.atNs = atNs;
        this.scenario = scenario;
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("Explain Dump by Simulation");
    }

    @Override
    protected boolean isResizable() {
        return true;
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        area.setLayout(new GridLayout(3, false));
        Label what = new Label(area, SWT.WRAP);
        what.setText("Dump: " + dump.getFileName() + (atNs == null ? "" : " at " + TimeFormat.show(atNs))
                + ". The base scenario is run under each hypothesis; the unknowns are searched for the run whose state comes "
                + "closest to the dump's (lnetscope fit, docs/fit.md). Each run of a seed-size fabric takes minutes: keep the "
                + "budget small here, or submit the evaluations to Slurm below for a full search.");
        GridData whatData = new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1);
        whatData.widthHint = 620;
        what.setLayoutData(whatData);
        new Label(area, SWT.NONE).setText("Base scenario:");
        scenarioText = new Text(area, SWT.BORDER);
        scenarioText.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        scenarioText.setText(scenario == null ? "" : scenario.toString());
        scenarioText.setData(FIELD, "base");
        scenarioText.addListener(SWT.Modify, e -> defaultAges());
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
        budget = spinner(area, "Budget (evaluations per hypothesis):", 2, 10_000, DEFAULT_BUDGET);
        budget.setData(FIELD, "budget");
        jobs = spinner(area, "Jobs (simulations at once):", 1, 1024, Runtime.getRuntime().availableProcessors());
        seed = spinner(area, "Seed:", 0, Integer.MAX_VALUE, 1);
        new Label(area, SWT.NONE).setText("fault_to_dump range:");
        ages = new Text(area, SWT.BORDER);
        ages.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        ages.setData(FIELD, "fault_to_dump");
        ages.setToolTipText("MIN..MAX, e.g. 30s..2h: how long before the dump the fault may have started (profiled along each run)");
        defaultAges();
        Label u = new Label(area, SWT.WRAP);
        u.setText("Unknowns searched besides fault_to_dump (each multiplies the runs by the budget):");
        u.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
        for (String name : Unknown.NAMES) {
            if (name.equals(Unknown.FAULT_TO_DUMP)) {
                continue;
            }
            Button b = new Button(area, SWT.CHECK);
            b.setText(name);
            b.setData(name);
            b.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
            unknowns.add(b);
        }
        Label h = new Label(area, SWT.WRAP);
        h.setText("Hypotheses (rows this simulator cannot run are listed as not modelled):");
        h.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
        for (HypothesisRow row : HypothesisRow.ALL) {
            Button b = new Button(area, SWT.CHECK);
            b.setText(row.id() + "   " + row.title());
            b.setData(row);
            b.setSelection(true);
            b.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
            rows.add(b);
        }
        new Label(area, SWT.NONE).setText("Fit folder:");
        out = new Text(area, SWT.BORDER);
        out.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        out.setText(defaultFolder(dump).toString());
        out.setData(FIELD, "folder");
        Button pick = new Button(area, SWT.PUSH);
        pick.setText("Browse...");
        pick.addListener(SWT.Selection, e -> {
            String d = new DirectoryDialog(getShell()).open();
            if (d != null) {
                out.setText(d);
            }
        });
        slurmOptions(area);
        return area;
    }

    /**
     * lnetscope fit --slurm's options: the evaluations as sbatch job arrays (partition, account,
     * time limit, memory per task; the command each task runs), and resuming a fit whose folder
     * holds the results of an earlier run (its jobs partly failed, or it was cancelled).
     */
    private void slurmOptions(Composite area) {
        slurm = new Button(area, SWT.CHECK);
        slurm.setText("Submit the evaluations to Slurm (sbatch job arrays; the fit folder must be on a file system the nodes share)");
        slurm.setData(FIELD, "slurm");
        slurm.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
        partition = text(area, "Partition:", "partition", "sbatch --partition (empty: the cluster's default)");
        account = text(area, "Account:", "account", "sbatch --account (empty: your default)");
        time = text(area, "Time limit per task:", "time", "sbatch --time, e.g. 00:30:00 (empty: the partition's default)");
        mem = text(area, "Memory per task:", "mem", "sbatch --mem, e.g. 4G (a seed-size run needs about 1-2 GiB)");
        worker = text(area, "Task command:", "worker",
                "the command each array task runs before \"EVAL -o RESULT\" (lnetscope fit-eval of an installation the nodes see)");
        List<String> installed = FitCommand.defaultWorker();
        worker.setText(installed == null ? "" : String.join(" ", installed));
        resume = new Button(area, SWT.CHECK);
        resume.setText("Resume the fit in this folder: reuse the results its earlier run left, submit only the rest");
        resume.setData(FIELD, "resume");
        resume.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
        slurm.addListener(SWT.Selection, e -> slurmChosen());
        slurmChosen();
    }

    private static Text text(Composite area, String label, String field, String tip) {
        new Label(area, SWT.NONE).setText(label);
        Text t = new Text(area, SWT.BORDER);
        t.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        t.setData(FIELD, field);
        t.setToolTipText(tip);
        return t;
    }

    private void slurmChosen() {
        boolean on = slurm.getSelection();
        for (Control c : new Control[] {partition, account, time, mem, worker, resume}) {
            c.setEnabled(on);
        }
        jobs.setEnabled(!on);
        if (!on) {
            resume.setSelection(false);
        }
    }

    private static String value(Text t) {
        String v = t.getText().strip();
        return v.isEmpty() ? null : v;
    }

    private static Spinner spinner(Composite parent, String label, int min, int max, int value) {
        new Label(parent, SWT.NONE).setText(label);
        Spinner s = new Spinner(parent, SWT.BORDER);
        s.setValues(Math.max(min, Math.min(max, value)), min, max, 0, 1, 10);
        s.setLayoutData(new GridData(SWT.LEFT, SWT.CENTER, false, false, 2, 1));
        return s;
    }

    private void defaultAges() {
        if (ages == null) {
            return;
        }
        try {
            Scenario s = ScenarioLoader.load(Path.of(scenarioText.getText().strip()), List.of());
            if (!s.faults().isEmpty()) {
                double[] a = FitRun.defaultAges(s);
                ages.setText(Math.round(a[0]) + "s.." + Math.round(a[1]) + "s");
            }
        } catch (Exception e) {
            // not a scenario yet (being typed): OK says what is wrong
        }
    }

    /**
     * NAME.fit beside the dump when its folder is writable (NAME.fit-2, ... when taken), else a new
     * temporary folder: a fit never writes into an earlier fit's folder.
     */
    static Path defaultFolder(Path dump) {
        Path folder = dump.toAbsolutePath().getParent();
        String name = dump.getFileName().toString().replaceFirst("\\.(lnettrace|lnetmodelb?|crash|log|txt)$", "");
        if (folder != null && Files.isWritable(folder)) {
            Path p = folder.resolve(name + ".fit");
            for (int i = 2; Files.exists(p); i++) {
                p = folder.resolve(name + ".fit-" + i);
            }
            return p;
        }
        try {
            return Files.createTempDirectory("lnetscope-fit-").resolve(name + ".fit");
        } catch (IOException e) {
            return Path.of(System.getProperty("java.io.tmpdir"), name + ".fit");
        }
    }

    @Override
    protected void okPressed() {
        Path base = Path.of(scenarioText.getText().strip());
        if (!Files.isRegularFile(base)) {
            MessageDialog.openWarning(getShell(), "Explain Dump by Simulation", "No such scenario: " + base);
            return;
        }
        String[] range = ages.getText().strip().split("\\.\\.");
        double min;
        double max;
        try {
            min = Quantities.durationNs(range[0].strip()) / 1e9;
            max = Quantities.durationNs(range[1].strip()) / 1e9;
        } catch (RuntimeException e) {
            MessageDialog.openWarning(getShell(), "Explain Dump by Simulation",
                    "fault_to_dump range \"" + ages.getText() + "\": expected MIN..MAX, e.g. 30s..2h");
            return;
        }
        if (!(min > 0 && max > min)) {
            MessageDialog.openWarning(getShell(), "Explain Dump by Simulation", "fault_to_dump range: needs 0 < MIN < MAX");
            return;
        }
        List<String> chosen = new ArrayList<>(List.of(Unknown.FAULT_TO_DUMP));
        unknowns.stream().filter(Button::getSelection).forEach(b -> chosen.add((String) b.getData()));
        List<HypothesisRow> chosenRows = rows.stream().filter(Button::getSelection).map(b -> (HypothesisRow) b.getData()).toList();
        if (chosenRows.isEmpty()) {
            MessageDialog.openWarning(getShell(), "Explain Dump by Simulation", "Choose at least one hypothesis.");
            return;
        }
        Path folder = Path.of(out.getText().strip());
        boolean resuming = slurm.getSelection() && resume.getSelection();
        if (Files.exists(folder.resolve("evals.tsv")) && !resuming) {
            MessageDialog.openWarning(getShell(), "Explain Dump by Simulation", folder + " holds another fit: choose a new folder "
                    + "(an earlier fit is never overwritten), or resume it on Slurm.");
            return;
        }
        if (resuming && !Files.isDirectory(folder.resolve("evals"))) {
            MessageDialog.openWarning(getShell(), "Explain Dump by Simulation",
                    folder + " holds no Slurm fit to resume (no evals folder): choose the folder of the fit to resume.");
            return;
        }
        FitRun.Slurm onSlurm = null;
        if (slurm.getSelection()) {
            String w = value(worker);
            if (w == null) {
                MessageDialog.openWarning(getShell(), "Explain Dump by Simulation", "Slurm: give the task command each array task "
                        + "runs (e.g. /opt/lnetscope/lnetscope fit-eval): this window is not an installed lnetscope.");
                return;
            }
            onSlurm = new FitRun.Slurm(value(partition), value(account), value(time), value(mem), List.of(w.split("\\s+")));
        }
        request = new FitRun.Request(dump, atNs, base, folder, budget.getSelection(), jobs.getSelection(), seed.getSelection(),
                chosen, chosenRows, min, max, onSlurm);
        super.okPressed();
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.OK_ID, "Explain", true);
        createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
    }

    public FitRun.Request request() {
        return request;
    }
}
