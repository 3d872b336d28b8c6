package dev.algoreval.engine.report;

import dev.algoreval.engine.cli.CommandLines;
import dev.algoreval.engine.cli.EngineVersionProvider;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Help.Visibility;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/**
 * Combines the results.jsonl of one or more runs into one report.html; {@code merge} instead joins the
 * shards of one sharded run into one run's results, summary and report ({@link ShardMerge}).
 */
@Command(name = "report", scope = ScopeType.INHERIT, mixinStandardHelpOptions = true, showDefaultValues = true,
        versionProvider = EngineVersionProvider.class, subcommands = ShardMerge.class, sortOptions = false, sortSynopsis = false,
        description = "Combines the results.jsonl of one or more runs into one report.html: the model x language "
                + "heatmap, a leaderboard and paired comparisons (docs/reports.md).",
        exitCodeListHeading = "Exit codes:%n",
        exitCodeList = {"0:written", "1:a results file cannot be read or the output cannot be written",
            "2:a bad command line"})
public final class ReportCommand implements Callable<Integer> {
    static final int OK = 0;
    static final int FAILED = 1;

    @Option(names = "--out", paramLabel = "<report.html>", description = "the report to write")
    private Path report = Path.of("report.html");

    @Option(names = "--baseline", paramLabel = "<label>",
            description = "the run every other is compared against, by the label the report gives it (the model, "
                    + "with [condition] unless zero-shot); without it every pair of runs is compared")
    private String baseline;

    // Not arity 1..*: picocli would then ask for results files before `merge` too.
    @Parameters(paramLabel = "<results.jsonl>", arity = "0..*", showDefaultValue = Visibility.NEVER,
            description = "one or more runs' results")
    private List<Path> files = new ArrayList<>();

    @Spec
    private CommandSpec spec;

    ReportCommand() {
    }

    public static void main(String[] args) {
        int status = run(args, System.out, System.err);
        if (status != OK) {
            System.exit(status);
        }
    }

    /** The command without {@code System.exit}, for tests and for callers in the same JVM. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return CommandLines.execute(new ReportCommand(), List.of(args), out, err);
    }

    @Override
    public Integer call() {
        if (files.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "Missing required parameter: '<results.jsonl>'");
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<Run> runs;
        try {
            runs = ResultsReader.readAll(files);
        } catch (ResultsFormatException e) {
            err.println("error: " + e.getMessage());
            return FAILED;
        }
        Set<String> warnings = new LinkedHashSet<>();
        runs.forEach(r -> warnings.addAll(r.warnings()));
        warnings.forEach(w -> err.println("warning: " + w));
        if (baseline != null && runs.stream().noneMatch(r -> r.label().equals(baseline))) {
            throw new ParameterException(spec.commandLine(), "no run is labelled '" + baseline + "'; labels: "
                    + runs.stream().map(Run::label).toList());
        }
        try {
            HtmlReport.write(runs, baseline, report);
        } catch (RuntimeException e) {
            err.println("error: " + e.getMessage());
            return FAILED;
        }
        out.println("wrote " + report.toAbsolutePath() + " (" + runs.size() + " run(s): "
                + String.join(", ", runs.stream().map(Run::label).toList()) + ")");
        return OK;
    }
}
