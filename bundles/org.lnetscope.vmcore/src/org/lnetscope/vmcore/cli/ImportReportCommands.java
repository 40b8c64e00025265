package org.lnetscope.vmcore.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.cli.UsageException;
import org.lnetscope.model.Diagnostic;
import org.lnetscope.model.Severity;
import org.lnetscope.model.resource.AtomicFileSave;
import org.lnetscope.model.resource.FileKind;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.vmcore.crash.StructIndex;
import org.lnetscope.vmcore.model.VmcoreExtract;
import org.lnetscope.vmcore.report.IncidentReport;
import org.lnetscope.vmcore.report.ReportDoc;

/** {@code vmcore import} and {@code vmcore report}: both read an extract into the model first. */
final class ImportReportCommands {

    private ImportReportCommands() {
    }

    private record Args(Path extract, Path output, long maxObjects) {
    }

    private static Args parse(List<String> args, boolean outputRequired) throws UsageException {
        Path extract = null;
        Path output = null;
        long maxObjects = MaxObjects.defaultBound();
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i).equals("-o")) {
                if (i + 1 >= args.size()) {
                    throw new UsageException("-o needs a file");
                }
                output = Path.of(args.get(++i));
            } else if (args.get(i).equals("--max-objects")) {
                if (i + 1 >= args.size()) {
                    throw new UsageException("--max-objects needs a number");
                }
                maxObjects = MaxObjects.parse(args.get(++i));
            } else if (extract == null) {
                extract = Path.of(args.get(i));
            } else {
                throw new UsageException("one EXTRACT only (give a directory for several files)");
            }
        }
        if (extract == null) {
            throw new UsageException("needs an EXTRACT (crash log file or directory)");
        }
        if (outputRequired && output == null) {
            throw new UsageException("needs -o STATE.lnetmodel");
        }
        return new Args(extract, output, maxObjects);
    }

    static int importExtract(List<String> args, Console console) throws UsageException, IOException {
        Args a = parse(args, true);
        if (FileKind.of(a.output()) != FileKind.MODEL) {
            throw new UsageException("the model file must end in .lnetmodel or .lnetmodelb");
        }
        if (!Files.exists(a.extract())) {
            console.err().println("lnetscope vmcore import: no such file or directory: " + a.extract());
            return ExitStatus.FAILURE;
        }
        AtomicFileSave.checkOutput(a.output(), a.extract()); // before any work: never over the extract
        VmcoreExtract extract;
        try {
            extract = VmcoreExtract.read(a.extract(), a.maxObjects());
        } catch (StructIndex.TooManyObjects e) {
            console.err().println(MaxObjects.refusal("import", e));
            return ExitStatus.FAILURE;
        }
        if (!extract.hasLnetState()) {
            console.err().println("lnetscope vmcore import: " + VmcoreExtract.noLnetState(a.extract()));
            return ExitStatus.FAILURE;
        }
        LnetResources.registerStandalone();
        LnetResources.save(extract.fabric(), a.output());
        long errors = 0;
        for (Diagnostic d : extract.fabric().getDiagnostics()) {
            if (d.getSeverity() == Severity.ERROR) {
                errors++;
                console.err().println(d.getLocation() + ": error: " + d.getMessage());
            }
        }
        console.out().println("wrote " + a.output() + ": " + extract.fabric().getDescription() + " "
                + extract.fabric().getDiagnostics().size() + " diagnostics (" + errors + " errors) kept in the model.");
        return ExitStatus.OK;
    }

    static int report(List<String> args, Console console) throws UsageException, IOException {
        Args a = parse(args, false);
        if (!Files.exists(a.extract())) {
            console.err().println("lnetscope vmcore report: no such file or directory: " + a.extract());
            return ExitStatus.FAILURE;
        }
        if (a.output() != null) {
            AtomicFileSave.checkOutput(a.output(), a.extract()); // before any work: never over the extract
        }
        VmcoreExtract extract;
        try {
            extract = VmcoreExtract.read(a.extract(), a.maxObjects());
        } catch (StructIndex.TooManyObjects e) {
            console.err().println(MaxObjects.refusal("report", e));
            return ExitStatus.FAILURE;
        }
        if (!extract.hasLnetState()) {
            console.err().println("lnetscope vmcore report: " + VmcoreExtract.noLnetState(a.extract()));
            return ExitStatus.FAILURE;
        }
        ReportDoc doc = IncidentReport.build(extract.fabric(), extract.timeline(), extract.evidence());
        if (a.output() == null) {
            console.out().print(doc.markdown());
            return ExitStatus.OK;
        }
        String file = a.output().getFileName().toString();
        String text = file.endsWith(".html") || file.endsWith(".htm")
                ? doc.html("LNet router report: " + a.extract().getFileName()) : doc.markdown();
        // Temporary file beside the target, then rename: a failed write never leaves half a report.
        AtomicFileSave.write(a.output(), text.getBytes(StandardCharsets.UTF_8));
        console.out().println("wrote " + a.output());
        return ExitStatus.OK;
    }
}
